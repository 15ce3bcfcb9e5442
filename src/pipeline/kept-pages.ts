/**
 * The pages a build keeps from the site it replaces instead of rendering them again: those whose fingerprint
 * (src/render/page-fingerprints.ts) is the one the previous build stored in out/.clinic-site.json. After a price
 * changed, a build renders the service's page, the list page and the search index that show it, and links the
 * thousands of others from out/ (the write stage, src/write/file-writer.ts).
 *
 * A kept file must still be what that build wrote: one changed after it (edited by hand, written by another tool) is
 * newer than .clinic-site.json, which the build writes last, and is rendered again. So is a page whose file is gone.
 */
import { readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from '../routes/page.ts';
import { SITE_INFO_FILE } from '../write/site-info-file.ts';

/** Output path → fingerprint, as .clinic-site.json stores them. */
export type StoredFingerprints = Record<string, string>;

/** The fingerprints of `pages` to store for the next build. */
export function storedFingerprints(pages: readonly Page[], fingerprints: readonly string[]): StoredFingerprints {
  const stored: StoredFingerprints = {};
  pages.forEach((page, index) => {
    stored[page.outputPath] = fingerprints[index]!;
  });
  return stored;
}

function previousBuild(outDir: string): { stored: StoredFingerprints; writtenAt: number } | null {
  const file = join(outDir, SITE_INFO_FILE);
  try {
    const writtenAt = statSync(file).mtimeMs;
    const stored = JSON.parse(readFileSync(file, 'utf8')).pages;
    return stored && typeof stored === 'object' ? { stored, writtenAt } : null;
  } catch {
    return null;
  }
}

/**
 * For each page, in the order of `pages`: the previous build's file to keep, or null to render it. Nothing is kept
 * when out/ holds no build or one that stored no fingerprints.
 */
export function keptPages(outDir: string, pages: readonly Page[], fingerprints: readonly string[]): (string | null)[] {
  const previous = previousBuild(resolve(outDir));
  if (!previous) return pages.map(() => null);
  const { stored, writtenAt } = previous;
  return pages.map((page, index) => {
    if (!Object.hasOwn(stored, page.outputPath) || stored[page.outputPath] !== fingerprints[index]) return null;
    const file = join(resolve(outDir), page.outputPath);
    const stat = statSync(file, { throwIfNoEntry: false });
    return stat?.isFile() && stat.mtimeMs <= writtenAt ? file : null;
  });
}
