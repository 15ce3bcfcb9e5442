#!/usr/bin/env node
// Load run for POST /api/contact: starts the real server (`node bin/clinic-site.js serve`) on 127.0.0.1 and drives
// it with autocannon, on each store in the same run: SQLite, PostgreSQL with one server process, and PostgreSQL with
// two processes on one database (connections alternate between them, as behind nginx). For each it checks that the
// number of 201 answers equals the number of leads stored, and prints leads/s and p50/p99 latency; a table at the end
// puts the three side by side.
//
//   node scripts/bench-leads.js [--duration 10] [--connections 10]
//
// Bounded on purpose: duration at most 60 s, at most 100 connections, and the whole run is killed after
// 4 × (duration + 40) s. PostgreSQL is a throw-away cluster (initdb in a temporary folder, a free port, fsync on as
// in production, removed at the end); without PostgreSQL installed only SQLite is measured. The rate limit is raised
// for the bench through CLINIC_SITE_RATE_LIMIT (docs/operador-leads.md); SMTP is left unconfigured, so e-mails queue in
// the outbox and the figures measure receiving and storing leads.
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import pg from 'pg';

const root = fileURLToPath(new URL('..', import.meta.url));
const POSTGRES_BIN = process.env.POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin';
const SITE = 'http://bench.clinica.example';

function option(name, fallback, max) {
  const index = process.argv.indexOf(`--${name}`);
  const value = index === -1 ? fallback : Number(process.argv[index + 1]);
  if (!Number.isInteger(value) || value < 1 || value > max) {
    console.error(`--${name} deve ser um número inteiro de 1 a ${max}.`);
    process.exit(1);
  }
  return value;
}

const duration = option('duration', 10, 60);
const servers = [];
let cluster = null;
let clusterFolder = null;
const connections = option('connections', 10, 100);
const watchdog = setTimeout(() => {
  console.error('A medição passou do tempo limite; encerrando.');
  cleanUp();
  process.exit(2);
}, 4 * (duration + 40) * 1000);
watchdog.unref();

/** Synchronous, so that the watchdog can run it too: no server, cluster or folder is left behind. */
function cleanUp() {
  for (const server of servers) if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
  try {
    cluster?.stop();
  } catch {}
  cluster = null;
  rmSync(folder, { recursive: true, force: true });
  if (clusterFolder) rmSync(clusterFolder, { recursive: true, force: true });
}

const folder = mkdtempSync(join(tmpdir(), 'bench-leads-'));
const outDir = join(folder, 'out');
mkdirSync(outDir);
writeFileSync(join(outDir, 'index.html'), '<!doctype html><title>bench</title>');

const env = { ...process.env, CLINIC_SITE_RATE_LIMIT: '1000000000' };
for (const key of Object.keys(env)) {
  if (key.startsWith('CLINIC_SITE_SMTP') || key === 'CLINIC_SITE_WEBHOOK_URL' || key === 'CLINIC_SITE_DB' || key === 'DATABASE_URL') delete env[key];
}

async function serve(db) {
  const server = spawn(process.execPath, ['bin/clinic-site.js', 'serve', '--out', outDir, '--db', db, '--host', '127.0.0.1', '--port', '0', '--site-url', SITE], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  servers.push(server);
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`o servidor não iniciou em 30 s:\n${output}`)), 30_000);
    const read = (chunk) => {
      output += chunk;
      const match = /Site em (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ server, base: match[1] });
      }
    };
    server.stdout.on('data', read);
    server.stderr.on('data', read);
    server.once('exit', (code) => reject(new Error(`o servidor terminou (código ${code}):\n${output}`)));
  });
}

async function stop(server) {
  if (server.exitCode !== null || server.signalCode !== null) return;
  server.kill('SIGTERM');
  const stopped = await Promise.race([once(server, 'exit').then(() => true), new Promise((r) => setTimeout(() => r(false), 10_000))]);
  if (!stopped) server.kill('SIGKILL');
}

/** A throw-away PostgreSQL cluster (as the postgres user when run as root), or null when PostgreSQL is absent. */
async function startCluster() {
  if (!existsSync(join(POSTGRES_BIN, 'initdb'))) return null;
  // Its own folder, outside `folder` (mode 700, root's): the postgres user must be able to reach it.
  const dir = mkdtempSync(join(tmpdir(), 'bench-leads-pg-'));
  clusterFolder = dir;
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const [, , uid, gid] = readFileSync('/etc/passwd', 'utf8').split('\n').find((l) => l.startsWith('postgres:')).split(':');
    chownSync(dir, Number(uid), Number(gid));
  }
  const run = (program, args) =>
    execFileSync(asRoot ? 'runuser' : join(POSTGRES_BIN, program), asRoot ? ['-u', 'postgres', '--', join(POSTGRES_BIN, program), ...args] : args, { stdio: 'ignore', timeout: 60_000 });
  const probe = createServer();
  await new Promise((done) => probe.listen(0, '127.0.0.1', done));
  const port = probe.address().port;
  await new Promise((done) => probe.close(done));
  run('initdb', ['-D', join(dir, 'data'), '-U', 'clinica', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-instructions']);
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dir} -c max_connections=50`;
  const stopCluster = () => run('pg_ctl', ['stop', '-w', '-m', 'fast', '-D', join(dir, 'data')]);
  run('pg_ctl', ['start', '-w', '-t', '60', '-D', join(dir, 'data'), '-l', join(dir, 'server.log'), '-o', options]);
  const admin = `postgres://clinica@127.0.0.1:${port}/postgres`;
  let databases = 0;
  return {
    stop: stopCluster,
    async createDatabase() {
      const name = `bench_${++databases}`;
      const client = new pg.Client({ connectionString: admin });
      await client.connect();
      await client.query(`CREATE DATABASE ${name}`);
      await client.end();
      return `postgres://clinica@127.0.0.1:${port}/${name}`;
    },
  };
}

function countLeadsIn(db) {
  if (db.startsWith('postgres://')) {
    return async () => {
      const client = new pg.Client({ connectionString: db });
      await client.connect();
      try {
        return Number((await client.query('SELECT count(*) AS n FROM leads')).rows[0].n);
      } finally {
        await client.end();
      }
    };
  }
  return async () => {
    const handle = new Database(db, { readonly: true });
    try {
      return handle.prepare('SELECT count(*) AS n FROM leads').get().n;
    } finally {
      handle.close();
    }
  };
}

const day = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
const bodies = [
  { name: 'Ana Souza', phone: '(11) 98765-4321', treatment: 'Harmonização Facial', message: 'Quero saber o preço.', referral: 'google ads', consent: true, website: '' },
  { name: 'Bruno Lima', email: 'bruno@exemplo.com.br', phone: '+55 11 91234-5678', dataHora: `${day}T14:30`, message: '', referral: '', consent: true, website: '' },
].map((body) => JSON.stringify(body));

/** One measured case: `processes` servers on database `db`. */
async function measure(name, db, processes) {
  const started = [];
  for (let i = 0; i < processes; i++) started.push(await serve(db));
  const countLeads = countLeadsIn(db);
  let turn = 0;
  const fire = (limits) =>
    autocannon({
      url: started.map(({ base }) => `${base}/api/contact`), // connections alternate between the processes
      connections,
      ...limits,
      requests: [
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: SITE },
          setupRequest: (request) => ({ ...request, body: bodies[turn++ % bodies.length] }),
        },
      ],
    });

  console.log(`\n== ${name}`);
  // autocannon drops the answers still in flight when a timed run ends, which would make "201 answers = rows
  // stored" miss by up to one request per connection. So: a 2 s warm-up measures the rate, and the measured run
  // sends a fixed number of requests (about `duration` seconds' worth) and waits for every answer.
  const warmup = await fire({ duration: 2 });
  const amount = Math.min(300_000, Math.max(1_000, Math.round((warmup.requests.total / warmup.duration) * duration)));
  console.log(`aquecimento: ${warmup.requests.total} pedidos em ${warmup.duration} s`);
  // The warm-up's last requests were cut off on the client side but may still be committing on the server: wait
  // until the count stops moving (at most 5 s) before taking the baseline.
  let before = await countLeads();
  for (let settle = Date.now(); Date.now() - settle < 5_000; ) {
    await new Promise((r) => setTimeout(r, 300));
    const now = await countLeads();
    if (now === before) break;
    before = now;
  }
  console.log(`POST /api/contact: ${amount} pedidos (~${duration} s) com ${connections} conexões em ${processes} processo(s)…`);
  const result = await fire({ amount });
  const stored = (await countLeads()) - before;
  await Promise.all(started.map(({ server }) => stop(server)));

  const created = result.statusCodeStats?.['201']?.count ?? 0;
  const others = Object.entries(result.statusCodeStats ?? {}).filter(([code]) => code !== '201');
  const row = { name, leadsPerSecond: Math.round(created / result.duration), p50: result.latency.p50, p99: result.latency.p99, created, stored };
  console.log(`duração: ${result.duration} s   leads/s (201 por segundo): ${row.leadsPerSecond}`);
  console.log(`latência p50: ${result.latency.p50} ms   p99: ${result.latency.p99} ms   máx: ${result.latency.max} ms`);
  console.log(`respostas 201: ${created}   contatos gravados: ${stored}`);
  if (others.length || result.errors || result.timeouts) {
    console.log(`outras respostas: ${JSON.stringify(Object.fromEntries(others.map(([c, s]) => [c, s.count])))}; erros: ${result.errors}; timeouts: ${result.timeouts}`);
  }
  if (created !== stored) {
    console.error(`DIVERGÊNCIA: ${created} respostas 201, ${stored} contatos gravados.`);
    process.exitCode = 1;
  }
  return row;
}

try {
  const rows = [await measure('SQLite, 1 processo', join(folder, 'leads.db'), 1)];
  cluster = await startCluster();
  if (cluster) {
    rows.push(await measure('PostgreSQL, 1 processo', await cluster.createDatabase(), 1));
    rows.push(await measure('PostgreSQL, 2 processos', await cluster.createDatabase(), 2));
  } else {
    console.log(`\nPostgreSQL não encontrado em ${POSTGRES_BIN} (apt-get install postgresql): medido só o SQLite.`);
  }
  console.log('\nbanco                      leads/s   p50 ms   p99 ms   201 = gravados');
  for (const row of rows) {
    console.log(
      `${row.name.padEnd(25)} ${String(row.leadsPerSecond).padStart(8)} ${String(row.p50).padStart(8)} ${String(row.p99).padStart(8)}   ${row.created} = ${row.stored}${row.created === row.stored ? '' : '  DIVERGÊNCIA'}`,
    );
  }
  if (process.exitCode !== 1) console.log(`OK: cada resposta 201 corresponde a um contato gravado (${rows.length} caso(s)).`);
} finally {
  cleanUp();
}
