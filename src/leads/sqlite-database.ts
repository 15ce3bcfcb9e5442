/**
 * The SQLite store (better-sqlite3 12.x, the line that runs on Node 20): one file, one server process. Opens the
 * file, sets it up for durability and brings its schema up to date from the shared list in migrations.ts.
 */
import Database from 'better-sqlite3';
import { chmodSync, closeSync, existsSync, openSync, readSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { UserError } from '../errors/user-error.ts';
import { isDatabaseRefusal, newerSchemaError, type LeadDatabase, type OpenOptions } from './lead-database.ts';
import { LATEST_VERSION, MIGRATIONS, NATIONAL_PHONE_DIGITS } from './migrations.ts';
import { BLOCKING_WAIT_MS, waitingWhileBusy } from './sqlite-busy.ts';
import { sqliteReason } from './sqlite-reasons.ts';
import { fileIdentity, refusingWhenMoved } from './sqlite-file-guard.ts';
import { createSqliteQueue, createSqliteStore } from './sqlite-store.ts';
import { makeFolders } from '../folders.ts';

export function openSqliteDatabase(dbPath: string, options: OpenOptions = {}): LeadDatabase {
  const file = resolve(dbPath);
  const { option } = options;
  // existsSync, not statSync: a path through a file (ENOTDIR) is a missing database too, whose folder cannot be made.
  const stat = existsSync(file) ? statSync(file) : null;
  if (!stat) {
    if (options.mustExist) {
      throw new UserError('BANCO_NAO_ENCONTRADO', { file, option });
    }
    try {
      makeFolders(dirname(file));
      // Readable by the server's user only (LGPD: names, phones, messages that may speak of health). SQLite gives
      // its -wal and -shm files the database file's permissions.
      closeSync(openSync(file, 'a', 0o600));
    } catch (error) {
      // No permission, a read-only disk, a file where a folder of the path should be.
      throw new UserError('BANCO_ARQUIVO_INACESSIVEL', { file }, { cause: error });
    }
  } else if (stat.isDirectory()) {
    throw new UserError('BANCO_E_UMA_PASTA', { file, option });
  } else if (!stat.isFile()) {
    // /dev/null, a pipe: SQLite would fail on it with a disk error.
    throw new UserError('BANCO_ARQUIVO_INVALIDO', { file, option });
  } else if (!startsLikeSqlite(file, stat.size)) {
    // SQLite takes a file shorter than its 100-byte header for an empty database and writes one over it: a text
    // file given as --db by mistake would be lost. A longer one without the header SQLite refuses itself.
    throw new UserError('BANCO_ARQUIVO_INVALIDO', { file, option });
  } else if (stat.mode & 0o077) {
    // A database created readable by others (by an earlier version, or copied with another mode): closed to the
    // server's user, with its log files (LGPD). Not the owner: left as it is, and the open below says what it can.
    for (const path of [file, `${file}-wal`, `${file}-shm`]) {
      try {
        if (existsSync(path)) chmodSync(path, 0o600);
      } catch {}
    }
  }
  let db: Database.Database;
  try {
    db = new Database(file);
  } catch (error) {
    throw new UserError('BANCO_ARQUIVO_INACESSIVEL', { file }, { cause: error });
  }
  try {
    // WAL: readers (a `leads export` while the server runs) never block the writer. The first statement that reads
    // the file: a file that is not a SQLite database (damaged, or another file given as --db) fails here, and so
    // does one this user may read but not write.
    db.pragma('journal_mode = WAL');
  } catch (error) {
    db.close();
    throw openingError(error, file, option);
  }
  // FULL: a commit is on disk before we answer 201, even if the machine loses power, not only if the process dies.
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  // Another process (a `leads` command, the server) may hold the write lock for a moment: while opening, wait for it.
  db.pragma('busy_timeout = 5000');
  // Deleted leads are overwritten with zeros, not left in free pages (LGPD: erased means erased).
  db.pragma('secure_delete = ON');
  try {
    migrate(db, file);
    db.exec(NATIONAL_PHONE_DIGITS);
  } catch (error) {
    db.close();
    throw openingError(error, file, option);
  }
  // From here on, a lock held by another process is waited for between tries (./sqlite-busy.ts), not inside SQLite,
  // which would stop the server's one thread, pages included, for as long as the lock is held.
  db.pragma(`busy_timeout = ${BLOCKING_WAIT_MS}`);
  // The file just opened and set up: from here on, a path that leads elsewhere refuses every call (./sqlite-file-guard.ts).
  const opened = fileIdentity(file);
  if (!opened) {
    db.close();
    throw new UserError('BANCO_ARQUIVO_INACESSIVEL', { file });
  }
  return {
    kind: 'sqlite',
    where: file,
    store: refusingWhenMoved(waitingWhileBusy(createSqliteStore(db)), file, opened),
    queue: refusingWhenMoved(waitingWhileBusy(createSqliteQueue(db)), file, opened),
    failureReason: (error) => sqliteReason(error, file),
    async close() {
      db.close();
    },
  };
}

/** SQLite's refusals while opening, as the operator's to fix; anything else is passed on as it is. */
export function openingError(error: unknown, file: string, option?: string): unknown {
  const code = (error as { code?: string }).code ?? '';
  if (code === 'SQLITE_NOTADB') return new UserError('BANCO_ARQUIVO_INVALIDO', { file, option }, { cause: error });
  if (code.startsWith('SQLITE_READONLY')) return new UserError('BANCO_SOMENTE_LEITURA', { file }, { cause: error });
  if (code.startsWith('SQLITE_CANTOPEN') || code.startsWith('SQLITE_IOERR') || code === 'SQLITE_PERM') {
    return new UserError('BANCO_ARQUIVO_INACESSIVEL', { file }, { cause: error });
  }
  // A lock held past the wait, a full disk, a damaged page: said as the server logs it while running.
  if (isDatabaseRefusal(error)) return new UserError('BANCO_RECUSOU', { where: file, reason: sqliteReason(error, file) }, { cause: error });
  return error;
}

function migrate(db: Database.Database, file: string): void {
  db.exec('CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)');
  // IMMEDIATE takes the write lock first, so two processes starting together cannot both apply a step.
  const apply = db.transaction(() => {
    const row = db.prepare('SELECT max(version) AS version FROM schema_version').get() as { version: number | null };
    const current = row.version ?? 0;
    if (current > LATEST_VERSION) throw newerSchemaError(file, current, LATEST_VERSION);
    for (const step of MIGRATIONS.filter((m) => m.version > current)) {
      db.exec(step.sqlite);
      db.prepare('INSERT INTO schema_version (version) VALUES (?)').run(step.version);
    }
  });
  apply.immediate();
}

/** SQLite's header, the first 16 bytes of every database file that is not empty. */
const SQLITE_HEADER = Buffer.from('SQLite format 3\0', 'latin1');

/** Whether `file` is empty (a new database) or starts with SQLite's header; unreadable is left for SQLite to say. */
function startsLikeSqlite(file: string, size: number): boolean {
  if (size === 0) return true;
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch {
    return true;
  }
  try {
    const start = Buffer.alloc(SQLITE_HEADER.length);
    return readSync(fd, start, 0, start.length, 0) === start.length && start.equals(SQLITE_HEADER);
  } finally {
    closeSync(fd);
  }
}
