/**
 * What identifies the code that turns page inputs into HTML, for the page fingerprints (./page-fingerprints.ts): a
 * hash of every source file of src/ and templates/ (tests aside), of the launcher that compiles them and of the
 * installed packages' lockfile (React's version and the Markdown and sanitizing libraries are in it). A change to any
 * of them renders every page again on the next build: coarser than needed, never stale. About 400 small files, read
 * once per build (a few tens of milliseconds).
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { packageRoot } from '../package-root.ts';

const CODE_FOLDERS = ['src', 'templates'];
const CODE_FILES = ['bin/clinic-site.js', 'package-lock.json'];

function* codeFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* codeFiles(path);
    else if (/\.(ts|tsx|js|css|json)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield path;
  }
}

let identity: string | undefined;

/** The identity of this package's rendering code, computed once per process. */
export function rendererIdentity(): string {
  if (identity) return identity;
  const sha = createHash('sha1');
  const files = [...CODE_FOLDERS.flatMap((folder) => [...codeFiles(join(packageRoot, folder))]), ...CODE_FILES.map((file) => join(packageRoot, file))];
  for (const file of files) {
    if (!existsSync(file)) continue;
    sha.update(`${relative(packageRoot, file)}\0`).update(readFileSync(file)).update('\0');
  }
  identity = sha.digest('base64');
  return identity;
}
