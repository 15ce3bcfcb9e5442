/**
 * `mkdir -p` one level at a time. Node's own recursive mkdir loops forever where a folder cannot be created although
 * its parent exists (under /proc, for instance), and on a read-only disk it says ENOENT ("does not exist") instead of
 * EROFS: each level here is created once, and a refusal is the real one.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

export function makeFolders(path: string): void {
  const missing: string[] = [];
  for (let dir = path; !existsSync(dir) && dirname(dir) !== dir; dir = dirname(dir)) missing.push(dir);
  for (const dir of missing.reverse()) mkdirSync(dir);
}
