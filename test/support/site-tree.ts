/**
 * Test support: a built site folder as path → SHA-1 of the bytes, to compare two builds file by file and to see
 * which files a rebuild changed.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import assert from 'node:assert/strict';
import { SITE_INFO_FILE } from '../../src/write/site-info-file.ts';

/**
 * `fingerprints: false` compares `.clinic-site.json` without the pages' and items' fingerprints and the list of files
 * copied from publico/, which only `build` stores
 * (src/pipeline/kept-pages.ts): a dev session's folder is otherwise the full build's, byte for byte.
 */
export function siteTree(dir: string, { fingerprints = true } = {}): Map<string, string> {
  const tree = new Map<string, string>();
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else tree.set(relative(dir, path), createHash('sha1').update(fingerprints || entry.name !== SITE_INFO_FILE ? readFileSync(path) : withoutFingerprints(path)).digest('hex'));
    }
  };
  walk(dir);
  return tree;
}

function withoutFingerprints(path: string): string {
  const { pages: _pages, items: _items, publicFiles: _public, ...info } = JSON.parse(readFileSync(path, 'utf8'));
  return JSON.stringify(info);
}

/** Paths whose bytes differ between two trees, or that only one has, sorted. */
export function changedPaths(before: Map<string, string>, after: Map<string, string>): string[] {
  const paths = new Set([...before.keys(), ...after.keys()]);
  return [...paths].filter((path) => before.get(path) !== after.get(path)).sort();
}

/** Asserts two site folders hold the same files with the same bytes, naming the first few that differ. */
export function assertSameSite(actualDir: string, expectedDir: string, options: { fingerprints?: boolean } = {}): void {
  const differing = changedPaths(siteTree(expectedDir, options), siteTree(actualDir, options));
  assert.deepEqual(differing.slice(0, 20), [], `${differing.length} arquivos diferem do build completo`);
}
