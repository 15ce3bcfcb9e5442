/**
 * The temporary folders of a publication (the site it builds, the SSH connection's socket), named with the process id:
 * each new publication removes those whose process is gone (a Ctrl+C, a closed terminal), so none stays in /tmp for
 * ever. Its own go when it ends.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isRunning } from '../running-process.ts';

export function scratchFolder(prefix: string): string {
  const ours = new RegExp(`^${prefix}-(\\d+)-`);
  for (const name of readdirSync(tmpdir())) {
    const pid = ours.exec(name)?.[1];
    if (pid && !isRunning(Number(pid))) rmSync(join(tmpdir(), name), { recursive: true, force: true });
  }
  return mkdtempSync(join(tmpdir(), `${prefix}-${process.pid}-`));
}
