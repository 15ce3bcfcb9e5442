/**
 * How `clinic-site dev` brings out/ up to date after a sheet edit without writing the whole site again: it knows what
 * it last wrote (each page's inputs, each other file's text or content hash) and writes only what differs, each file
 * replaced atomically (a temporary sibling renamed over it, so the preview server never sends half a page), and
 * deletes what the site no longer has. The first write of a session, and any write after a failed one, goes through
 * src/write as a build does (the whole site into a staging folder, swapped in).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { SiteFile } from '../render/site-file.ts';
import { writeSite } from '../write/write-site.ts';

/** What out/ holds as this session wrote it: path inside out/ → what its contents came from. */
export type WrittenSite = Map<string, { key: unknown }>;

/** A file of the site as the patch sees it: its path, what identifies its contents, and how to get them. */
export interface SiteEntry {
  path: string;
  /** Equal keys mean equal bytes: a page's inputs (src/render/page-inputs.ts), a text file's text, or a content hash. */
  key: unknown;
  contents(): SiteFile[1];
  /**
   * Different keys mean different bytes too (a text, a content hash). A page's inputs may change in a part the page
   * does not show: its new bytes are then compared with the file before it is written.
   */
  exact?: boolean;
}

const hashOf = (contents: SiteFile[1]) => createHash('sha1').update(contents).digest('hex');

/**
 * An entry for a file whose bytes are already known. A text is its own key: comparing it with the last rebuild's text
 * costs less than hashing it (at 10,000 services .clinic-site.json and the catalogue's index are 16 MB a save), and
 * it is hashed only when it changed. Other bytes are keyed by their hash.
 */
export function fileEntry([path, contents]: SiteFile): SiteEntry {
  return { path, key: typeof contents === 'string' ? contents : hashOf(contents), contents: () => contents, exact: true };
}

export interface PatchResult {
  written: WrittenSite;
  /** Paths written (new or changed). */
  changed: string[];
  deleted: string[];
}

/** Writes every entry through the staging folder, as a build does. */
export async function writeWhole(out: string, entries: Iterable<SiteEntry>): Promise<PatchResult> {
  const written: WrittenSite = new Map();
  const changed: string[] = [];
  function* files(): Generator<SiteFile> {
    for (const entry of entries) {
      const contents = entry.contents();
      written.set(entry.path, { key: entry.key });
      changed.push(entry.path);
      yield [entry.path, contents];
    }
  }
  await writeSite(out, files());
  return { written, changed, deleted: [] };
}

/**
 * Whether `file` holds exactly `contents`. Only a page whose inputs changed asks (a few per save): reading the file it
 * replaces costs less than keeping a hash of every file of the session, which took about 0.6 s at the start of a
 * 10,000-service session and 60 ms a save for the large text files that change on every one.
 */
function sameAsFile(file: string, contents: SiteFile[1]): boolean {
  try {
    if (statSync(file).size !== (typeof contents === 'string' ? Buffer.byteLength(contents) : contents.byteLength)) return false;
    const bytes = readFileSync(file);
    return typeof contents === 'string' ? bytes.toString('utf8') === contents : bytes.equals(contents);
  } catch {
    return false;
  }
}

/**
 * Writes the entries whose key differs from `before` (by `same`) and whose bytes then differ too (a page whose inputs
 * changed in a part it does not show is rendered, but not written), and deletes the paths no entry has. The entries
 * may come from an asynchronous generator, which can wait for something (compressed copies made on another thread)
 * once the entries before it are compared.
 */
export async function patchSite(out: string, before: WrittenSite, entries: Iterable<SiteEntry> | AsyncIterable<SiteEntry>, same: (a: unknown, b: unknown) => boolean): Promise<PatchResult> {
  const written: WrittenSite = new Map();
  const changed: string[] = [];
  const made = new Set<string>();
  for await (const entry of entries) {
    const earlier = before.get(entry.path);
    if (earlier && same(earlier.key, entry.key)) {
      // The new key, equal to the old one, is kept: the next rebuild compares against this one's objects, which the
      // rest of this rebuild compared too (src/dev/same-value.ts remembers them), and the older build's can go.
      written.set(entry.path, { key: entry.key });
      continue;
    }
    const contents = entry.contents();
    written.set(entry.path, { key: entry.key });
    const file = join(out, entry.path);
    if (earlier && !entry.exact && sameAsFile(file, contents)) continue;
    const dir = dirname(file);
    if (!made.has(dir)) {
      mkdirSync(dir, { recursive: true });
      made.add(dir);
    }
    const temporary = join(dir, `.${process.pid}.novo`);
    try {
      writeFileSync(temporary, contents);
      renameSync(temporary, file);
    } catch (error) {
      rmSync(temporary, { force: true });
      throw error;
    }
    changed.push(entry.path);
  }
  const deleted = [...before.keys()].filter((path) => !written.has(path));
  for (const path of deleted) {
    rmSync(join(out, path), { force: true });
    removeEmptyFolders(out, dirname(path));
  }
  return { written, changed, deleted };
}

/** A folder left empty by a deleted page goes too: a build would not have it. */
function removeEmptyFolders(out: string, folder: string): void {
  for (let dir = folder; dir !== '.' && dir !== '/' && dir !== ''; dir = dirname(dir)) {
    try {
      rmdirSync(join(out, dir));
    } catch {
      return;
    }
  }
}
