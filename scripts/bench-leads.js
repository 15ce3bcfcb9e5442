#!/usr/bin/env node
// Load run for POST /api/contact (issue 4): starts the real server (`node bin/clinic-site.js serve`) on 127.0.0.1
// with a fresh database in a temporary folder, drives it with autocannon, stops it, and checks that the number of
// 201 answers equals the number of leads stored. Prints leads/s and p50/p99 latency.
//
//   node scripts/bench-leads.js [--duration 10] [--connections 10]
//
// Bounded on purpose: duration at most 60 s, at most 100 connections, and the whole run is killed after
// duration + 60 s. The rate limit is raised for the bench through CLINIC_SITE_RATE_LIMIT (docs/operador-leads.md);
// SMTP is left unconfigured, so e-mails queue in the outbox and the figures measure receiving and storing leads.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';

const root = fileURLToPath(new URL('..', import.meta.url));

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
const connections = option('connections', 10, 100);
const watchdog = setTimeout(() => {
  console.error('A medição passou do tempo limite; encerrando.');
  process.exit(2);
}, (duration + 60) * 1000);
watchdog.unref();

const folder = mkdtempSync(join(tmpdir(), 'bench-leads-'));
const outDir = join(folder, 'out');
const dbPath = join(folder, 'leads.db');
mkdirSync(outDir);
writeFileSync(join(outDir, 'index.html'), '<!doctype html><title>bench</title>');

const env = { ...process.env, CLINIC_SITE_RATE_LIMIT: '1000000000' };
for (const key of Object.keys(env)) if (key.startsWith('CLINIC_SITE_SMTP') || key === 'CLINIC_SITE_WEBHOOK_URL') delete env[key];

const server = spawn(process.execPath, ['bin/clinic-site.js', 'serve', '--out', outDir, '--db', dbPath, '--host', '127.0.0.1', '--port', '0'], {
  cwd: root,
  env,
  stdio: ['ignore', 'pipe', 'pipe'],
});
let output = '';
try {
  const base = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`o servidor não iniciou em 30 s:\n${output}`)), 30_000);
    const read = (chunk) => {
      output += chunk;
      const match = /Site em (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    server.stdout.on('data', read);
    server.stderr.on('data', read);
    server.once('exit', (code) => reject(new Error(`o servidor terminou (código ${code}):\n${output}`)));
  });

  const day = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const bodies = [
    { name: 'Ana Souza', phone: '(11) 98765-4321', treatment: 'Harmonização Facial', message: 'Quero saber o preço.', referral: 'google ads', consent: true, website: '' },
    { name: 'Bruno Lima', email: 'bruno@exemplo.com.br', phone: '+55 11 91234-5678', dataHora: `${day}T14:30`, message: '', referral: '', consent: true, website: '' },
  ].map((body) => JSON.stringify(body));
  let turn = 0;

  const fire = (limits) =>
    autocannon({
      url: `${base}/api/contact`,
      connections,
      ...limits,
      requests: [
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: base },
          setupRequest: (request) => ({ ...request, body: bodies[turn++ % bodies.length] }),
        },
      ],
    });
  const countLeads = () => {
    const db = new Database(dbPath, { readonly: true });
    try {
      return db.prepare('SELECT count(*) AS n FROM leads').get().n;
    } finally {
      db.close();
    }
  };

  // autocannon drops the answers still in flight when a timed run ends, which would make "201 answers = rows
  // stored" miss by up to one request per connection. So: a 2 s warm-up measures the rate, and the measured run
  // sends a fixed number of requests (about `duration` seconds' worth) and waits for every answer.
  const warmup = await fire({ duration: 2 });
  const amount = Math.min(300_000, Math.max(1_000, Math.round((warmup.requests.total / warmup.duration) * duration)));
  console.log(`aquecimento: ${warmup.requests.total} pedidos em ${warmup.duration} s`);
  // The warm-up's last requests were cut off on the client side but may still be committing on the server: wait
  // until the count stops moving (at most 5 s) before taking the baseline.
  let before = countLeads();
  for (let settle = Date.now(); Date.now() - settle < 5_000; ) {
    await new Promise((r) => setTimeout(r, 300));
    const now = countLeads();
    if (now === before) break;
    before = now;
  }
  console.log(`POST ${base}/api/contact: ${amount} pedidos (~${duration} s) com ${connections} conexões…`);
  const result = await fire({ amount });
  const stored = countLeads() - before;

  server.kill('SIGTERM');
  const stopped = await Promise.race([once(server, 'exit').then(() => true), new Promise((r) => setTimeout(() => r(false), 10_000))]);
  if (!stopped) server.kill('SIGKILL');


  const created = result.statusCodeStats?.['201']?.count ?? 0;
  const others = Object.entries(result.statusCodeStats ?? {}).filter(([code]) => code !== '201');
  console.log('');
  console.log(`duração: ${result.duration} s   leads/s (201 por segundo): ${(created / result.duration).toFixed(0)}`);
  console.log(`latência p50: ${result.latency.p50} ms   p99: ${result.latency.p99} ms   máx: ${result.latency.max} ms`);
  console.log(`respostas 201: ${created}`);
  console.log(`contatos gravados: ${stored}`);
  if (others.length || result.errors || result.timeouts) {
    console.log(`outras respostas: ${JSON.stringify(Object.fromEntries(others.map(([c, s]) => [c, s.count])))}; erros: ${result.errors}; timeouts: ${result.timeouts}`);
  }
  if (created !== stored) {
    console.error(`DIVERGÊNCIA: ${created} respostas 201, ${stored} contatos gravados.`);
    process.exitCode = 1;
  } else {
    console.log('OK: cada resposta 201 corresponde a um contato gravado.');
  }
} finally {
  if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
  rmSync(folder, { recursive: true, force: true });
}
