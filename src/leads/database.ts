/**
 * Opens the lead database (SQLite through better-sqlite3 12.x, the line that runs on Node 20) and brings its schema
 * up to date. Used by the server and by every `leads` command, so both always see the same schema.
 */
import Database from 'better-sqlite3';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { UserError } from '../errors/user-error.ts';
import { MIGRATIONS } from './migrations.ts';

export type LeadDatabase = Database.Database;

export interface OpenOptions {
  /** The `leads` commands read an existing database; only the server creates one. */
  mustExist?: boolean;
}

/**
 * Opens (creating the folder and file if needed) and migrates the database at `dbPath`.
 *
 * @example const db = openDatabase('data/leads.db');
 */
export function openDatabase(dbPath: string, options: OpenOptions = {}): LeadDatabase {
  const file = resolve(dbPath);
  if (!existsSync(file)) {
    if (options.mustExist) {
      throw new UserError(
        'BANCO_NAO_ENCONTRADO',
        `O banco de contatos não existe em ${file}.`,
        'Confira o caminho em --db (ou na variável CLINIC_SITE_DB); ele é criado quando o servidor (clinic-site serve) inicia.',
      );
    }
    mkdirSync(dirname(file), { recursive: true });
  }
  let db: LeadDatabase;
  try {
    db = new Database(file);
  } catch (error) {
    throw new UserError('BANCO_INACESSIVEL', `Não foi possível abrir o banco de contatos ${file}.`, 'Confira se a pasta existe e se o usuário do serviço pode escrever nela.', 1, { cause: error });
  }
  // WAL: readers (a `leads export` while the server runs) never block the writer.
  db.pragma('journal_mode = WAL');
  // FULL: a commit is on disk before we answer 201, even if the machine loses power, not only if the process dies.
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  // Another process (a `leads` command, the server) may hold the write lock for a moment.
  db.pragma('busy_timeout = 5000');
  // Deleted leads are overwritten with zeros, not left in free pages (LGPD: erased means erased).
  db.pragma('secure_delete = ON');
  migrate(db, file);
  return db;
}

function migrate(db: LeadDatabase, file: string): void {
  db.exec('CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)');
  // IMMEDIATE takes the write lock first, so two processes starting together cannot both apply a step.
  const apply = db.transaction(() => {
    const row = db.prepare('SELECT max(version) AS version FROM schema_version').get() as { version: number | null };
    const current = row.version ?? 0;
    const latest = MIGRATIONS[MIGRATIONS.length - 1].version;
    if (current > latest) {
      throw new UserError(
        'BANCO_MAIS_NOVO',
        `O banco de contatos ${file} foi criado por uma versão mais nova do clinic-site (esquema ${current}; esta versão conhece até ${latest}).`,
        'Atualize o clinic-site antes de usar este banco.',
      );
    }
    for (const step of MIGRATIONS.filter((m) => m.version > current)) {
      db.exec(step.sql);
      db.prepare('INSERT INTO schema_version (version) VALUES (?)').run(step.version);
    }
  });
  apply.immediate();
}
