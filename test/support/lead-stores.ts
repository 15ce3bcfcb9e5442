/**
 * The table of stores the lead tests run against: SQLite (always) and PostgreSQL (a throw-away cluster started on
 * first use, one per test file, stopped when the file's tests end). A test asks for a fresh database and reads it
 * back with `sql`, whose `?` placeholders work on both.
 *
 * @example
 *   for (const store of leadStores()) describe(store.name, { skip: store.skip }, () => { … await store.newDatabase() … });
 */
import { after } from 'node:test';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { postgresPoolConfig } from '../../src/leads/postgres-database.ts';
import { temporaryFolder } from './leads.ts';
import { startPostgresCluster, type PostgresCluster } from './postgres-cluster.ts';
import { POSTGRES, skipWithout } from './system-programs.ts';

export interface StoreUnderTest {
  name: 'SQLite' | 'PostgreSQL';
  kind: 'sqlite' | 'postgres';
  /** The `skip` option of the suite: a pt-BR reason when the store's program is missing. */
  skip: false | string;
  /** A new, empty database: a file path or a postgres:// URL. */
  newDatabase(): Promise<string>;
  /** Rows of a query on `location` (each read its own statement, so it sees what other processes committed). */
  sql<T = Record<string, unknown>>(location: string, text: string, values?: unknown[]): Promise<T[]>;
}

let cluster: Promise<PostgresCluster> | null = null;
const folders: Array<{ remove(): void }> = [];
/** One small pool per database read by `sql`: a new connection per read would fork a server process each time. */
const pools = new Map<string, pg.Pool>();
let cleanUpRegistered = false;

/**
 * Registers, on the test file's root, the clean-up of what the stores create (the cluster, the SQLite folders).
 * Call at the top level of the test file (`leadStores()` does), not inside a test: there `after` would run at the
 * end of that one test.
 */
export function registerStoreCleanUp(): void {
  if (cleanUpRegistered) return;
  cleanUpRegistered = true;
  after(async () => {
    for (const folder of folders.splice(0)) folder.remove();
    await Promise.all([...pools.values()].map((pool) => pool.end().catch(() => {})));
    pools.clear();
    const started = cluster;
    cluster = null;
    if (started) await (await started.catch(() => null))?.stop();
  });
}

/** The file's PostgreSQL cluster, started on first use (see `registerStoreCleanUp`). */
export function sharedCluster(): Promise<PostgresCluster> {
  if (!cleanUpRegistered) throw new Error('chame registerStoreCleanUp() (ou leadStores()) no início do arquivo de teste');
  cluster ??= startPostgresCluster();
  return cluster;
}

const sqlite: StoreUnderTest = {
  name: 'SQLite',
  kind: 'sqlite',
  skip: false,
  async newDatabase() {
    const folder = temporaryFolder();
    folders.push(folder);
    return join(folder.path, 'data', 'leads.db');
  },
  async sql<T>(location: string, text: string, values: unknown[] = []) {
    // Read-only, unless the statement writes (an INSERT … RETURNING that plants a row as an earlier version wrote it).
    const db = new Database(location, { readonly: !/^\s*(insert|update|delete)\b/i.test(text) });
    try {
      return db.prepare(text).all(...values) as T[];
    } finally {
      db.close();
    }
  },
};

const postgres: StoreUnderTest = {
  name: 'PostgreSQL',
  kind: 'postgres',
  skip: skipWithout(POSTGRES),
  async newDatabase() {
    return (await sharedCluster()).createDatabase();
  },
  async sql<T>(location: string, text: string, values: unknown[] = []) {
    let n = 0;
    let pool = pools.get(location);
    if (!pool) {
      pool = new pg.Pool({ ...postgresPoolConfig(location), max: 2 });
      pool.on('error', () => {}); // a connection cut by a test that restarts the server: the next read opens another
      pools.set(location, pool);
    }
    return (await pool.query(text.replace(/\?/g, () => `$${++n}`), values)).rows as T[];
  },
};

/** Both stores; call at the top level of the test file. */
export function leadStores(): StoreUnderTest[] {
  registerStoreCleanUp();
  return [sqlite, postgres];
}

/**
 * A value read from the database in the background, for the synchronous check of `eventually`: each call returns
 * the last value read and starts a new read unless one is still running (one query at a time, however slow).
 */
export function polled<T>(read: () => Promise<T>, initial: T): () => T {
  let value = initial;
  let busy = false;
  return () => {
    if (!busy) {
      busy = true;
      read()
        .then((next) => (value = next), () => {})
        .finally(() => (busy = false));
    }
    return value;
  };
}

/**
 * Waits until `pending()` reaches 0, failing if it stops going down for `stallMs` or takes more than `maxMs` in all.
 * For queues whose length depends on how fast a loaded machine is: progress is the condition, not a deadline guess.
 */
export async function untilDrained(pending: () => Promise<number>, what: string, { stallMs = 30_000, maxMs = 300_000 } = {}): Promise<void> {
  const start = Date.now();
  let best = Infinity;
  let lastProgress = start;
  for (;;) {
    const left = await pending().catch(() => Infinity); // a read cut by a server restart counts as no progress
    if (left === 0) return;
    if (left < best) [best, lastProgress] = [left, Date.now()];
    if (Date.now() - lastProgress > stallMs || Date.now() - start > maxMs) {
      throw new Error(`não aconteceu: ${what} (${left} pendente(s), sem progresso há ${Date.now() - lastProgress} ms)`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
