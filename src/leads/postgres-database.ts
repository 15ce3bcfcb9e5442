/**
 * The PostgreSQL store (node-postgres `pg` 8): for hosts whose disk does not survive a deploy and for several server
 * processes on one database. A pool of connections that reconnects by itself: while the database is unreachable
 * each query fails within a bounded time (the visitor gets 503, never a false 201) and the next one tries again.
 *
 * The URL is read as libpq reads it (what managed hosts' instructions assume): `sslmode=require` encrypts without
 * checking the certificate, `sslmode=verify-full` also checks it against the system's authorities or `sslrootcert`.
 */
import pg from 'pg';
import { parse, toClientConfig } from 'pg-connection-string';
import { UserError } from '../errors/user-error.ts';
import { newerSchemaError, redactedLocation, type LeadDatabase, type OpenOptions } from './lead-database.ts';
import { LATEST_VERSION, MIGRATIONS, NATIONAL_PHONE_DIGITS } from './migrations.ts';
import { LIBPQ_SSL_MODES, postgresFailureReason, postgresReason, SSL_MODES } from './postgres-reasons.ts';
import { createPostgresQueue, createPostgresStore } from './postgres-store.ts';

/** Any 64-bit number only this program uses: the advisory lock held while migrating. */
const MIGRATION_LOCK = 7_254_202_611;

/** Timestamps as ISO text (what the rest of src/leads speaks) and 64-bit integers as numbers (epoch ms, counts). */
const TYPES = {
  getTypeParser(oid: number, format?: string) {
    if (oid === pg.types.builtins.TIMESTAMPTZ) return (text: string) => new Date(text).toISOString();
    if (oid === pg.types.builtins.INT8) return (text: string) => Number(text);
    return pg.types.getTypeParser(oid, format as 'text');
  },
};

export function postgresPoolConfig(url: string): pg.PoolConfig {
  let config: pg.ClientConfig;
  const refused = (reason: string, cause?: unknown) => new UserError('BANCO_ENDERECO_INVALIDO', { location: redactedLocation(url), reason }, { cause });
  // An sslmode libpq does not know would be taken for "require": say so instead of guessing.
  const sslmode = /[?&]sslmode=([^&]*)/i.exec(url)?.[1];
  if (sslmode !== undefined && !SSL_MODES.includes(sslmode.toLowerCase())) {
    throw refused(`sslmode "${sslmode}" não existe; use ${LIBPQ_SSL_MODES.join(', ')}`);
  }
  try {
    const ownChoice = /[?&]uselibpqcompat=/i.test(url);
    config = toClientConfig(parse(url, ownChoice ? {} : { useLibpqCompat: true })) as pg.ClientConfig;
  } catch (error) {
    const malformed = (error as NodeJS.ErrnoException).code === 'ERR_INVALID_URL' || error instanceof TypeError;
    throw refused(malformed ? 'endereço malformado' : postgresReason(error), error);
  }
  return {
    ...config,
    types: TYPES,
    max: 10,
    // Bounded waits: a visitor's request never hangs on an unreachable database.
    connectionTimeoutMillis: 5_000,
    // A frozen server: the visitor hears within 8 s (the lead's fate is then unknown, and the answer says so).
    query_timeout: 8_000,
    idleTimeoutMillis: 30_000,
    keepAlive: true,
    application_name: 'clinic-site',
  };
}

function unreachable(url: string, error: unknown, option?: string): UserError {
  return new UserError('BANCO_INACESSIVEL', { location: redactedLocation(url), reason: postgresReason(error), option }, { cause: error });
}

export async function openPostgresDatabase(url: string, options: OpenOptions = {}): Promise<LeadDatabase> {
  const log = options.log ?? (() => {});
  const pool = new pg.Pool(postgresPoolConfig(url));
  // An idle connection cut by the server (restart, failover) must not bring the process down: the pool drops it
  // and opens a new one on the next query.
  pool.on('error', (error) => log(`aviso: a conexão com o PostgreSQL caiu (${error.message}); uma nova será aberta no próximo uso.`));
  try {
    await migrate(pool, redactedLocation(url));
    await pool.query(NATIONAL_PHONE_DIGITS);
  } catch (error) {
    await pool.end().catch(() => {});
    throw error instanceof UserError ? error : unreachable(url, error, options.option);
  }
  return {
    kind: 'postgres',
    where: redactedLocation(url),
    store: createPostgresStore(pool),
    queue: createPostgresQueue(pool),
    failureReason: (error) => postgresFailureReason(error, redactedLocation(url)),
    close: () => pool.end(),
  };
}

/** Applies the missing steps under an advisory lock, so that two processes starting together migrate once. */
async function migrate(pool: pg.Pool, where: string): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await client.query('CREATE TABLE IF NOT EXISTS schema_version (version integer NOT NULL)');
      const { rows } = await client.query<{ version: number | null }>('SELECT max(version) AS version FROM schema_version');
      const current = rows[0].version ?? 0;
      if (current > LATEST_VERSION) throw newerSchemaError(where, current, LATEST_VERSION);
      for (const step of MIGRATIONS.filter((m) => m.version > current)) {
        await client.query('BEGIN');
        try {
          await client.query(step.postgres);
          await client.query('INSERT INTO schema_version (version) VALUES ($1)', [step.version]);
          await client.query('COMMIT');
        } catch (error) {
          await client.query('ROLLBACK').catch(() => {});
          throw error;
        }
      }
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    }
  } finally {
    client.release();
  }
}
