/**
 * Folders the operator names (--out, --db, caches): made, and compared.
 */
import { existsSync, mkdirSync, realpathSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';

/**
 * `mkdir -p` one level at a time. Node's own recursive mkdir loops forever where a folder cannot be created although
 * its parent exists (under /proc, for instance), and on a read-only disk it says ENOENT ("does not exist") instead of
 * EROFS: each level here is created once, and a refusal is the real one.
 */
export function makeFolders(path: string): void {
  const missing: string[] = [];
  for (let dir = path; !existsSync(dir) && dirname(dir) !== dir; dir = dirname(dir)) missing.push(dir);
  for (const dir of missing.reverse()) mkdirSync(dir);
}

/** Whether `path` is `folder` itself or inside it (both absolute, or both relative to the same folder). */
export function isInside(folder: string, path: string): boolean {
  const rel = relative(folder, path);
  return rel === '' || (rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel));
}

/**
 * `path`, absolute, with every symbolic link in the part that exists resolved (a file still to be made keeps its
 * name): where it really is, for comparing with isInside. A link to the site folder (or the published `current`)
 * names the same files under another path.
 */
export function realLocation(path: string): string {
  const rest: string[] = [];
  let dir = resolve(path);
  while (!existsSync(dir) && dirname(dir) !== dir) {
    rest.unshift(basename(dir));
    dir = dirname(dir);
  }
  try {
    return join(realpathSync(dir), ...rest);
  } catch {
    return resolve(path);
  }
}
