/**
 * What a release holds: every file's path with the hash and size of its bytes. Kept beside each release
 * (`.clinic-site-release.json`), it answers the two questions a publication asks before sending anything: is this
 * build the same as the site that is live (then nothing is deployed), and which files differ (only those travel).
 * The build is deterministic, so an unchanged sheet gives the same bytes and the same manifest.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isHashedFile } from '../deploy/cache-policy.ts';

/** The manifest's name inside each release folder (a dotfile: neither nginx nor `serve` send it). */
export const MANIFEST_FILE = '.clinic-site-release.json';

export interface ReleaseManifest {
  version: 1;
  /** Path relative to the release ('servico/botox.html') → [sha256 base64url, size in bytes]. Sorted by path. */
  files: Record<string, [hash: string, size: number]>;
  /** The release that was live when this one was published: where rollback goes back to (src/publish/release-layout.ts). */
  previous?: string;
}

const hashOf = (bytes: Buffer) => createHash('sha256').update(bytes).digest('base64url');

/**
 * The files of the release in `folder` whose bytes are no longer what its manifest says (edited or damaged in place,
 * removed), sorted. Every file is read and hashed: an edit that keeps the size is still found.
 */
export function alteredFiles(folder: string, manifest: ReleaseManifest): string[] {
  return Object.keys(manifest.files).filter((path) => {
    try {
      const bytes = readFileSync(join(folder, path));
      const [hash, size] = manifest.files[path];
      return bytes.length !== size || hashOf(bytes) !== hash;
    } catch {
      return true;
    }
  });
}

/** Hashes every file under `folder` (one file in memory at a time), the manifest itself left out. */
export function manifestOf(folder: string): ReleaseManifest {
  const files: ReleaseManifest['files'] = {};
  const walk = (dir: string, prefix: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const path = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(join(dir, entry.name), path);
      else if (entry.isFile() && path !== MANIFEST_FILE) {
        const bytes = readFileSync(join(dir, entry.name));
        files[path] = [hashOf(bytes), bytes.length];
      }
    }
  };
  walk(folder, '');
  return { version: 1, files };
}

export const manifestText = (manifest: ReleaseManifest) => `${JSON.stringify(manifest)}\n`;

/** A manifest read back, or null when the text is not one (a release from elsewhere, a damaged file). */
export function parseManifest(text: string | null): ReleaseManifest | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text);
    if (value?.version !== 1 || !value.files || typeof value.files !== 'object') return null;
    return { version: 1, files: value.files, ...(typeof value.previous === 'string' ? { previous: value.previous } : {}) };
  } catch {
    return null;
  }
}

export interface ManifestChanges {
  /** Files new or with other bytes than in the previous release. */
  changed: string[];
  /** Files of the previous release that this one no longer has. */
  removed: string[];
  /** Bytes of the changed files. */
  changedBytes: number;
}

/** What differs from `previous` to `next` (everything is "changed" when there is no previous release). */
export function manifestChanges(previous: ReleaseManifest | null, next: ReleaseManifest): ManifestChanges {
  const before = previous?.files ?? {};
  const changed = Object.keys(next.files).filter((path) => before[path]?.[0] !== next.files[path][0]);
  const removed = Object.keys(before).filter((path) => !(path in next.files));
  return { changed, removed, changedBytes: changed.reduce((sum, path) => sum + next.files[path][1], 0) };
}

/**
 * The hashed files (scripts, styles, images) of `previous` that `next` no longer has: a new release keeps them for one
 * publication, so a page opened before the switch still finds the script chunk or the lazy image it names.
 */
export function hashedFilesToKeep(previous: ReleaseManifest | null, next: ReleaseManifest): string[] {
  return Object.keys(previous?.files ?? {}).filter((path) => isHashedFile(path) && !(path in next.files));
}

export const sameRelease = (a: ReleaseManifest | null, b: ReleaseManifest) => {
  if (!a) return false;
  const changes = manifestChanges(a, b);
  return !changes.changed.length && !changes.removed.length;
};
