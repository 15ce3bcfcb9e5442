/**
 * Test support: files written by real spreadsheet programs (test/fixtures/programs/, each with the command that made
 * it in the README there), placed in a temporary sheets folder under the names the tests need.
 */
import { copyFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { scratchFolder } from './scratch.ts';

export const PROGRAM_FIXTURES = new URL('../fixtures/programs/', import.meta.url).pathname;

/**
 * A fresh sheets folder holding `files`: name in the folder → fixture file name (copied) or text/bytes (written).
 * It is removed when the test process ends.
 */
export function sheetsFolderWith(files: Record<string, string | { text: string } | Uint8Array>, prefix = 'clinic-site-programs-'): string {
  const folder = scratchFolder(prefix);
  for (const [name, source] of Object.entries(files)) {
    if (typeof source === 'string') copyFileSync(join(PROGRAM_FIXTURES, source), join(folder, name));
    else writeFileSync(join(folder, name), source instanceof Uint8Array ? source : source.text);
  }
  return folder;
}
