/**
 * One lead database, whichever store holds it: the store (leads), the queue (notifications) and closing. Opened by
 * database.ts; implemented by sqlite-database.ts and postgres-database.ts.
 */
import { UserError } from '../errors/user-error.ts';
import type { OutboxQueue } from './outbox-queue.ts';
import type { LeadStore } from './store.ts';

export interface LeadDatabase {
  kind: 'sqlite' | 'postgres';
  /** Where the leads are, for messages: the file, or the URL without its password. */
  where: string;
  store: LeadStore;
  queue: OutboxQueue;
  /**
   * Why the store or the queue failed, for the server's log: in Portuguese, on one line, with what to check and the
   * database's own text in parentheses (sqlite-reasons.ts, postgres-reasons.ts). Never any data of a lead.
   */
  failureReason(error: unknown): string;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** The `leads` commands read an existing SQLite file; only the server creates one. */
  mustExist?: boolean;
  /** The command-line option that named the database (`leads migrate`'s --from, --to), for the hints; --db if none. */
  option?: string;
  /** Warnings while running (a lost PostgreSQL connection). */
  log?: (line: string) => void;
}

/**
 * Whether `error` is the database refusing the work for a reason of the machine or the service, the operator's to
 * fix (a full disk, a lock held by another process, a lost connection, a damaged file), rather than a bug of ours (a
 * constraint, a syntax error). SQLite's result codes; PostgreSQL's SQLSTATE classes 08 (connection), 40 (transaction
 * rolled back), 53 (insufficient resources), 57 (operator intervention) and 58 (system error); the system's own
 * (ECONNRESET, ETIMEDOUT).
 */
export function isDatabaseRefusal(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return false;
  return /^SQLITE_(BUSY|LOCKED|FULL|IOERR|CORRUPT|NOTADB|NOMEM|READONLY|CANTOPEN|PERM)/.test(code) || /^(08|40|53|57|58)[0-9A-Z]{3}$/.test(code) || /^E[A-Z]+$/.test(code);
}

/** The error of a schema newer than this program knows, the same for both stores. */
export function newerSchemaError(where: string, current: number, latest: number): UserError {
  return new UserError('BANCO_MAIS_NOVO', { where, current, latest });
}

/**
 * The location without its password (`user:password@` or `?password=`), for logs and messages. The password runs to
 * the last "@": one typed with a "/", "?" or "@" not written as %2F, %3F or %40 is still hidden (redacting a little
 * more than the password in an odd address is the safe side).
 */
export function redactedLocation(location: string): string {
  let text = location;
  const scheme = /^[a-z][a-z0-9+.-]*:\/\//i.exec(location)?.[0];
  if (scheme) {
    const rest = location.slice(scheme.length);
    const at = rest.lastIndexOf('@');
    const colon = rest.indexOf(':');
    if (at !== -1 && colon !== -1 && colon < at) text = `${scheme}${rest.slice(0, colon)}:…${rest.slice(at)}`;
  }
  return text.replace(/([?&]password=)[^&]*/gi, '$1…');
}
