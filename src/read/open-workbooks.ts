/**
 * A workbook still open in a spreadsheet program, with changes perhaps not saved. LibreOffice keeps a lock file beside
 * the workbook while it is open (`.~lock.servicos.xlsx#`, holding who opened it: ",Maria,maria-pc,28.11.2026 10:00,…"),
 * and Excel an owner file (`~$servicos.xlsx`, or `~$rvicos.xlsx`: the name's first two letters replaced). The site is
 * built from what was saved last; staff who edited and did not save would see their change missing with no word why.
 *
 * Only a lock newer than the workbook's last save is told: opened and not saved since. Staff who save as they go (as
 * with `dev`) are not told at every save, and a lock left by a program that crashed is told with how to remove it.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * LibreOffice writes its lock again when it saves (measured: 0.14 s before the workbook itself): a lock this little
 * newer than the workbook belongs to that save, not to an opening after it.
 */
const SAVE_MARGIN_MS = 2_000;

export interface OpenWorkbook {
  /** The lock file's name, to delete if nobody has the workbook open. */
  lock: string;
  /** Who opened it, as the program recorded it ("Maria", "maria-pc"), or null. */
  who: string | null;
}

/** The lock files a program may keep for `file`. */
const lockNames = (file: string) => [`.~lock.${file}#`, `~$${file}`, ...(file.length > 2 ? [`~$${file.slice(2)}`] : [])];

/** Who holds a lock, read from its first bytes: LibreOffice's CSV line, or Excel's length-prefixed name. */
function holderOf(path: string, lock: string): string | null {
  try {
    const bytes = readFileSync(path).subarray(0, 512);
    if (lock.startsWith('.~lock.')) {
      const [, user, host] = bytes.toString('utf8').split(',');
      return [user, host].map((part) => part?.trim()).filter(Boolean).join(', ') || null;
    }
    const name = bytes.subarray(1, 1 + bytes[0]).toString('latin1').trim();
    return /^[\p{L}\p{N} ._'-]{1,60}$/u.test(name) ? name : null;
  } catch {
    return null;
  }
}

/** The lock of `file` in `folder` (its name among `names`, the folder's files) made after its last save, or null. */
export function openWorkbook(folder: string, file: string, names: readonly string[]): OpenWorkbook | null {
  const lock = lockNames(file).find((name) => names.includes(name));
  if (!lock) return null;
  try {
    const saved = statSync(join(folder, file)).mtimeMs;
    const opened = statSync(join(folder, lock)).mtimeMs;
    if (opened <= saved + SAVE_MARGIN_MS) return null;
  } catch {
    return null;
  }
  return { lock, who: holderOf(join(folder, lock), lock) };
}
