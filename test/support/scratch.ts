/**
 * Test support: temporary folders removed when the test process ends, whatever the test's outcome, so that running
 * the suite again and again does not fill the machine's temporary folder (each test file runs in its own process).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const made: string[] = [];

process.once('exit', () => {
  for (const folder of made) rmSync(folder, { recursive: true, force: true });
});

/** A new empty folder in the system's temporary folder, named `prefix` + random letters. */
export function scratchFolder(prefix: string): string {
  const folder = mkdtempSync(join(tmpdir(), prefix));
  made.push(folder);
  return folder;
}
