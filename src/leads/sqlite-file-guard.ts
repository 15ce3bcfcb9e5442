/**
 * Whether the lead database's path still leads to the file the process opened. Outside WAL mode SQLite notices a file
 * moved, deleted or replaced under an open connection and refuses the next write (SQLITE_READONLY_DBMOVED); in WAL
 * mode, the mode the server uses, it does not: every later lead was written into a file nobody would open again and
 * answered "Mensagem enviada!". Before each call of the store and the queue, one stat of the path: the same device and
 * inode, or the call is refused with SQLite's own code for it, which the server answers with 503 and explains in its
 * log (sqlite-reasons.ts: restart the service). A stat is a few microseconds against a write's fsync.
 */
import { statSync, type Stats } from 'node:fs';

type FileIdentity = Pick<Stats, 'dev' | 'ino'>;

/** The identity of the file at `file` now, or null when nothing is there. */
export function fileIdentity(file: string): FileIdentity | null {
  try {
    const { dev, ino } = statSync(file);
    return { dev, ino };
  } catch {
    return null;
  }
}

/** Whether `file` is still the file `opened` was taken from. */
export function stillInPlace(file: string, opened: FileIdentity): boolean {
  const now = fileIdentity(file);
  return now !== null && now.dev === opened.dev && now.ino === opened.ino;
}

/** `methods` with every call first checking that `file` is still the file `opened` was taken from. */
export function refusingWhenMoved<T extends object>(methods: T, file: string, opened: FileIdentity): T {
  const wrapped = { ...methods } as Record<string, unknown>;
  for (const [name, method] of Object.entries(methods)) {
    if (typeof method !== 'function') continue;
    wrapped[name] = (...args: unknown[]) => {
      if (!stillInPlace(file, opened)) {
        return Promise.reject(Object.assign(new Error('the database file was moved, replaced or deleted while open'), { code: 'SQLITE_READONLY_DBMOVED' }));
      }
      return method.apply(methods, args);
    };
  }
  return wrapped as T;
}
