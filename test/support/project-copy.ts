/**
 * Test support: a copy of parts of the project that uses the project's own packages (each linked) but has a
 * node_modules/.cache of its own, so what the copy compiles or records leaves the real project's cache alone.
 */
import { mkdirSync, readdirSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = new URL('../../', import.meta.url).pathname;

/** Links every package of the project's node_modules into `copy`'s, except the cache folder. */
export function linkPackages(copy: string): void {
  mkdirSync(join(copy, 'node_modules'));
  for (const name of readdirSync(join(ROOT, 'node_modules'))) {
    if (name !== '.cache') symlinkSync(join(ROOT, 'node_modules', name), join(copy, 'node_modules', name));
  }
}
