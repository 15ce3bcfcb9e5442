/**
 * Where the leads live: a SQLite file (the embedded default, one server process) or a PostgreSQL database (hosts
 * whose disk does not survive a deploy, several server processes). `--db`, CLINIC_SITE_DB or DATABASE_URL say
 * which: a postgres:// or postgresql:// URL is PostgreSQL, anything else is a file path. Everything else in
 * src/leads speaks to the `LeadDatabase` below and never knows which store it has (docs/operador-leads.md).
 */
import { UserError } from '../errors/user-error.ts';
import { redactedLocation, type LeadDatabase, type OpenOptions } from './lead-database.ts';
import { openPostgresDatabase } from './postgres-database.ts';
import { openSqliteDatabase } from './sqlite-database.ts';

export { redactedLocation, type LeadDatabase, type OpenOptions } from './lead-database.ts';

export const DEFAULT_DATABASE = 'data/leads.db';

/** The location from the environment: CLINIC_SITE_DB, then DATABASE_URL (what managed hosts set), then the default. */
export function databaseFromEnv(env: Record<string, string | undefined>): string {
  return env.CLINIC_SITE_DB?.trim() || env.DATABASE_URL?.trim() || DEFAULT_DATABASE;
}

export function isPostgresUrl(location: string): boolean {
  return /^postgres(ql)?:\/\//i.test(location.trim());
}

/**
 * Opens (creating and migrating if needed) the lead database at `location`.
 *
 * @example const db = await openLeadDatabase('data/leads.db');
 * @example const db = await openLeadDatabase('postgres://clinica:senha@db.exemplo.com/leads?sslmode=require');
 */
export async function openLeadDatabase(location: string, options: OpenOptions = {}): Promise<LeadDatabase> {
  const trimmed = location.trim();
  // resolve('') is the working folder, which would be refused as "a folder": say what is wrong instead.
  if (trimmed === '') throw new UserError('BANCO_NAO_INFORMADO', { option: options.option });
  if (isPostgresUrl(trimmed)) {
    return openPostgresDatabase(trimmed, options);
  }
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed)) {
    throw new UserError('BANCO_NAO_SUPORTADO', { location: redactedLocation(trimmed) });
  }
  return openSqliteDatabase(trimmed, options);
}
