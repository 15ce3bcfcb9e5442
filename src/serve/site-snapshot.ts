/**
 * The site folder as it was when the server made its file list. A build swaps out/ whole (src/write/write-site.ts:
 * two renames), and a list made before the swap holds the old site's sizes and dates: sent by path from the new folder,
 * an answer carried one file's length and another file's bytes (a garbled answer on a kept-alive connection), or was
 * cut on a file that had gone between the two renames.
 *
 * On Linux the list is made through an open handle of the folder (`/proc/self/fd/N`), which keeps naming the same
 * folder after it is renamed away (the build keeps it, as `.out.anterior-…`, until the next build): every answer
 * comes whole from one site, the old one until the server lists the new one. Where there is no such handle (a preview
 * on macOS), the folder's path, as before.
 */
import { closeSync, existsSync, openSync, statSync } from 'node:fs';

/** How long a replaced snapshot's handle stays open: files of the old list whose opening was already under way. */
const RELEASE_AFTER_MS = 30_000;

export interface SiteSnapshot {
  /** The path to serve from: the folder's handle, or the folder itself. */
  root: string;
  /** Which folder it is (device and inode), to tell when another one took its name; null: the folder is not there. */
  identity: string | null;
  /** Closes the handle, once the answers that may still open a file through it have done so. */
  release(): void;
}

/** The folder at `path` now, or null when nothing is there. */
export function folderIdentity(path: string): string | null {
  const stat = statSync(path, { throwIfNoEntry: false });
  return stat ? `${stat.dev}:${stat.ino}` : null;
}

const HANDLES = process.platform === 'linux' && existsSync('/proc/self/fd');

/** A snapshot of `folder`; its path when the folder cannot be held open. */
export function snapshotOf(folder: string): SiteSnapshot {
  let fd: number | null = null;
  if (HANDLES) {
    try {
      fd = openSync(folder, 'r');
    } catch {
      // unreadable or gone: the path, whose errors the server words (./site-folder.ts)
    }
  }
  // Taken from the handle itself when there is one: the folder may have been replaced since the path was looked at.
  const stat = fd === null ? statSync(folder, { throwIfNoEntry: false }) : statSync(`/proc/self/fd/${fd}`);
  return {
    root: fd === null ? folder : `/proc/self/fd/${fd}`,
    identity: stat ? `${stat.dev}:${stat.ino}` : null,
    release() {
      if (fd === null) return;
      const held = fd;
      fd = null;
      setTimeout(() => closeSync(held), RELEASE_AFTER_MS).unref();
    },
  };
}
