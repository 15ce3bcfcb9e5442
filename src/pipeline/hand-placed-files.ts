/**
 * Files the operator puts in the site by hand. The build writes a new out/ and swaps it in whole, so a file added to
 * out/ itself (a CNAME, a search engine's verification file) does not survive it: the build names such files in a
 * warning, and copies those of `sheets/publico/` (src/read/public-files.ts) into every site it writes, refusing one
 * that would take the place of a file the site generates.
 */
import { readdirSync } from 'node:fs';
import { problem, SheetProblems, type Problem } from '../errors/problems.ts';
import { PUBLIC_FOLDER, type PublicFile } from '../read/public-files.ts';
import type { OutFile } from '../render/site-file.ts';
import type { PreviousBuild } from './kept-pages.ts';

/**
 * The names at the root of a site that a build writes besides its pages' own files and folders (whose first
 * segments come from the previous build's page list). The end-to-end build test checks this against a real out/.
 */
export const GENERATED_ROOTS = new Set(['.clinic-site.json', '_headers', '_redirects', 'assets', 'catalogo', 'imagens', 'nginx', 'robots.txt', 'sitemap.xml']);

/** The problem of a file of publico/ at a path the site generates. */
const collision = (path: string) => new SheetProblems([problem('PUBLICO_COLIDE', {}, { file: `${PUBLIC_FOLDER}/${path}` })]);

/** Stops the build when publico/ has a file at one of `paths` (files the site generates): nothing is written yet. */
export function refuseClaimed(paths: Iterable<string>, publicFiles: readonly PublicFile[]): void {
  if (!publicFiles.length) return;
  const claimed = new Set(publicFiles.map(({ path }) => path));
  for (const path of paths) if (claimed.has(path)) throw collision(path);
}

/**
 * The generated files, then the files of publico/ before the last generated one (the build's metadata, which must
 * stay the newest file of the site). A generated path that publico/ also has stops the build: nothing is written.
 */
export function* withPublicFiles<F extends OutFile>(generated: Iterable<F>, publicFiles: readonly PublicFile[]): Generator<F | [string, Uint8Array]> {
  const claimed = new Set(publicFiles.map(({ path }) => path));
  let last: F | null = null;
  for (const file of generated) {
    if (claimed.has(file[0])) throw collision(file[0]);
    if (last) yield last;
    last = file;
  }
  for (const file of publicFiles) yield [file.path, file.read()];
  if (last) yield last;
}

/**
 * What the last build did not write at the root of `outDir` (its pages, its own files, what it copied from publico/)
 * and this one will not either: files added by hand.
 */
export function handAddedFiles(outDir: string, previous: PreviousBuild | null, publicFiles: readonly PublicFile[]): Problem[] {
  if (!previous) return [];
  let names: string[];
  try {
    names = readdirSync(outDir);
  } catch {
    return [];
  }
  const known = new Set([
    ...GENERATED_ROOTS,
    ...Object.keys(previous.pages).map(rootOf),
    ...(previous.publicFiles ?? []).map(rootOf),
    ...publicFiles.map(({ path }) => rootOf(path)),
  ]);
  const added = names.filter((name) => !known.has(name)).sort();
  const folder = outDir.replace(/\/+$/, '');
  return added.length ? [problem('ARQUIVOS_NAO_MANTIDOS', { folder, files: added }, { file: `${folder}/` })] : [];
}

const rootOf = (path: string) => path.split('/')[0];
