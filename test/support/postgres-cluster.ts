/**
 * A throw-away PostgreSQL cluster for the lead tests: `initdb` in a temporary folder, `pg_ctl start` on a free
 * loopback port, `stop()` removes everything. Never a shared or system instance.
 *
 * PostgreSQL refuses to run as root, so when the tests run as root the folder is handed to the `postgres` user
 * (created by Debian's package) and every server program runs through `runuser -u postgres --`.
 * One cluster per test file at most; each test takes its own database in it (`createDatabase`).
 * The server also accepts TLS with a self-signed certificate (made with the system's openssl), as a managed host
 * does, so that `sslmode=require` is tried for real; clients that do not ask for TLS connect in plain text.
 */
import { execFile, execFileSync } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './leads.ts';

const run = promisify(execFile);
const BIN = process.env.POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin';

export interface PostgresCluster {
  port: number;
  /** Whether the server accepts TLS (openssl was there to make its certificate). */
  tls: boolean;
  /** postgres://…/postgres, the maintenance database. */
  url: string;
  /** A new empty database; returns its URL. */
  createDatabase(): Promise<string>;
  /** `pg_ctl stop -m fast`: the server goes away and every open connection is cut (the data stays). */
  stopServer(): Promise<void>;
  /** Starts the stopped server again, on the same port. */
  startServer(): Promise<void>;
  /** Stops the server and deletes the folder (safe to call twice). */
  stop(): Promise<void>;
}

/** Who runs the server programs: the `postgres` user when we are root, else ourselves (null). */
function serverUser(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const line = readFileSync('/etc/passwd', 'utf8').split('\n').find((l) => l.startsWith('postgres:'));
  if (!line) throw new Error('o usuário postgres não existe: instale o pacote postgresql do Debian');
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

async function program(owner: { uid: number } | null, name: string, args: string[]): Promise<void> {
  const file = join(BIN, name);
  const [command, list] = owner ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args];
  await run(command as string, list as string[], { timeout: 60_000 });
}

/** A self-signed certificate for 127.0.0.1 (null without openssl: the TLS case is then not tried). */
function makeCertificate(folder: string, owner: { uid: number; gid: number } | null): { cert: string; key: string } | null {
  const cert = join(folder, 'server.crt');
  const key = join(folder, 'server.key');
  try {
    execFileSync('openssl', ['req', '-new', '-x509', '-days', '1', '-nodes', '-newkey', 'rsa:2048', '-subj', '/CN=127.0.0.1', '-keyout', key, '-out', cert], { stdio: 'ignore', timeout: 30_000 });
  } catch {
    return null;
  }
  chmodSync(key, 0o600); // PostgreSQL refuses a key others can read
  if (owner) for (const file of [cert, key]) chownSync(file, owner.uid, owner.gid);
  return { cert, key };
}

/** Starts a cluster; the caller stops it in `after()` (also on failure). */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const folder = mkdtempSync(join(tmpdir(), 'clinic-site-pg-'));
  const data = join(folder, 'data');
  const owner = serverUser();
  if (owner) chownSync(folder, owner.uid, owner.gid);
  const port = await freePort();
  const tls = makeCertificate(folder, owner);
  const serverOptions = [
    `-p ${port}`,
    '-c listen_addresses=127.0.0.1',
    `-c unix_socket_directories=${folder}`,
    // Throw-away data on a machine shared with other work: no need to wait for the disk.
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=60',
    '-c shared_buffers=16MB',
    ...(tls ? ['-c ssl=on', `-c ssl_cert_file=${tls.cert}`, `-c ssl_key_file=${tls.key}`] : []),
  ].join(' ');
  let stopped = false;
  // Last resort when the test process ends without running its `after` hooks (an uncaught error, process.exit):
  // never leave a server running on the shared machine.
  const stopOnExit = () => {
    if (stopped) return;
    try {
      const args = ['stop', '-m', 'immediate', '-D', data];
      if (owner) execFileSync('runuser', ['-u', 'postgres', '--', join(BIN, 'pg_ctl'), ...args], { stdio: 'ignore', timeout: 30_000 });
      else execFileSync(join(BIN, 'pg_ctl'), args, { stdio: 'ignore', timeout: 30_000 });
    } catch {}
    rmSync(folder, { recursive: true, force: true });
  };
  process.once('exit', stopOnExit);
  const startServer = () => program(owner, 'pg_ctl', ['start', '-w', '-t', '60', '-D', data, '-l', join(folder, 'server.log'), '-o', serverOptions]);
  const stopServer = () => program(owner, 'pg_ctl', ['stop', '-w', '-t', '60', '-m', 'fast', '-D', data]);
  const cleanUp = async () => {
    if (stopped) return;
    stopped = true;
    process.off('exit', stopOnExit);
    await stopServer().catch(() => {});
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    await program(owner, 'initdb', ['-D', data, '-U', 'clinica', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync', '--no-instructions']);
    await startServer();
  } catch (error) {
    await cleanUp();
    throw error;
  }
  const url = `postgres://clinica@127.0.0.1:${port}/postgres`;
  let databases = 0;
  return {
    port,
    tls: tls !== null,
    url,
    async createDatabase() {
      const name = `leads_${process.pid}_${++databases}`;
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${name}`);
      } finally {
        await client.end();
      }
      return `postgres://clinica@127.0.0.1:${port}/${name}`;
    },
    stopServer,
    startServer,
    stop: cleanUp,
  };
}
