/**
 * The safe HTML of every Markdown text of the last build, kept between builds (src/model/markdown-html.ts renders
 * and sanitizes only the texts it does not find here). At 10,000 services rendering and sanitizing the texts took
 * about 2.4 s of every build; after a price change every text is found.
 *
 * One file per sheets folder, in node_modules/.cache/clinic-site/textos under the current folder
 * (CLINIC_SITE_TEXT_CACHE moves it), holding the texts of the last build and the identity of the code that converted
 * them: other code (a new version of marked or of the sanitizer's rules) finds nothing. The file is replaced whole
 * (temporary file renamed), so a build killed while writing it leaves the previous one. Files of sheets folders no
 * build has used for 30 days are removed. Deleting the folder is always safe: the next build converts every text.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { makeFolders } from '../folders.ts';

const UNUSED_FOR = 30 * 24 * 3_600_000;

export function defaultTextCacheDir(): string {
  return resolve(process.env.CLINIC_SITE_TEXT_CACHE || join('node_modules', '.cache', 'clinic-site', 'textos'));
}

export class TextCache {
  private readonly file: string;

  /** `code`: what identifies the converting code (src/render/renderer-identity.ts). */
  constructor(
    sheetsDir: string,
    private readonly code: string,
    private readonly dir = defaultTextCacheDir(),
  ) {
    this.file = join(dir, `${createHash('sha1').update(resolve(sheetsDir)).digest('hex').slice(0, 20)}.json`);
  }

  /** Markdown → safe HTML, as the last build of this folder stored them; empty when there is none to trust. */
  read(): Map<string, string> {
    try {
      const stored = JSON.parse(readFileSync(this.file, 'utf8'));
      if (stored?.code !== this.code || !Array.isArray(stored.texts)) return new Map();
      return new Map(stored.texts.filter((entry: unknown) => Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'string'));
    } catch {
      return new Map();
    }
  }

  /**
   * Stores the texts this build used, unless they are exactly those read. A cache that cannot be written (read-only
   * folder, full disk) costs the next build the conversions, never this build.
   */
  write(used: ReadonlyMap<string, string>, read: ReadonlyMap<string, string>): void {
    const temporary = `${this.file}.${process.pid}.tmp`;
    try {
      if (used.size === read.size && [...used.keys()].every((text) => read.has(text))) {
        // Marked as used, so that removeUnused spares it.
        if (used.size) utimesSync(this.file, new Date(), new Date());
        return;
      }
      makeFolders(this.dir);
      writeFileSync(temporary, JSON.stringify({ code: this.code, texts: [...used] }));
      renameSync(temporary, this.file);
      this.removeUnused();
    } catch {
      try {
        rmSync(temporary, { force: true });
      } catch {
        // The folder itself is what failed (not a folder, gone): there is nothing to remove.
      }
    }
  }

  private removeUnused(): void {
    const now = Date.now();
    for (const name of readdirSync(this.dir)) {
      const path = join(this.dir, name);
      const stat = statSync(path, { throwIfNoEntry: false });
      if (stat && now - stat.mtimeMs > UNUSED_FOR) rmSync(path, { force: true });
    }
  }
}
