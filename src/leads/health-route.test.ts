import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openLeadDatabase } from './database.ts';
import { openLeadService } from './index.ts';
import { startServer } from '../serve/server.ts';
import { checkHealth, createHealthRoute, HEALTH_PATH, NOTICE_WAIT_LIMIT_MS } from './health-route.ts';

const submission = { form: 'contato' as const, name: 'Ana Exemplo', phone: '11987654321', email: null, treatment: null, message: null, referral: null, desiredLocal: null, desiredAt: null };
const reason = (error: unknown) => (error as Error).message;

test('health: ok until a lead has waited over half an hour for its notice, and ok again once it is sent', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'clinic-health-'));
  const db = await openLeadDatabase(join(dir, 'leads.db'));
  t.after(async () => {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const received = Date.parse('2026-03-12T15:00:00Z');
  assert.deepEqual(await checkHealth({ store: db.store, databaseReason: reason, now: () => received }), { status: 'ok' });
  await db.store.insert(submission, ['email'], new Date(received));
  const at = (ms: number) => checkHealth({ store: db.store, databaseReason: reason, now: () => received + ms });
  assert.equal((await at(NOTICE_WAIT_LIMIT_MS - 60_000)).status, 'ok', 'a notice being retried for 29 minutes is not yet an alarm');
  const late = await at(NOTICE_WAIT_LIMIT_MS + 60_000);
  assert.equal(late.status, 'avisos-atrasados');
  assert.match('mensagem' in late ? late.mensagem : '', /há mais de 30 minutos cujo aviso ainda não saiu: a clínica não sabe deles/);
  assert.doesNotMatch(JSON.stringify(late), /Ana|11987654321/, 'nothing about the lead itself');
  const [job] = await db.queue.claim('email', received + NOTICE_WAIT_LIMIT_MS + 60_000, 10, 60_000);
  await db.queue.markSent(job.id);
  assert.equal((await at(NOTICE_WAIT_LIMIT_MS + 120_000)).status, 'ok');
});

test('health: a database that does not answer is a failed check, with its reason; answers are kept 10 s', async (t) => {
  let queries = 0;
  let broken = false;
  let clock = 0;
  const store = {
    async unnotifiedBefore() {
      queries++;
      if (broken) throw new Error('disco cheio');
      return 0;
    },
  };
  const outDir = mkdtempSync(join(tmpdir(), 'clinic-health-out-'));
  const server = await startServer({ outDir, host: '127.0.0.1', port: 0, routes: [createHealthRoute({ store, databaseReason: reason, now: () => clock })] });
  t.after(async () => {
    await server.close();
    rmSync(outDir, { recursive: true, force: true });
  });
  const get = async () => {
    const response = await fetch(`${server.url}${HEALTH_PATH}`);
    return [response.status, response.headers.get('cache-control'), await response.json()];
  };
  assert.deepEqual(await get(), [200, 'no-store', { status: 'ok' }]);
  broken = true;
  assert.deepEqual(await get(), [200, 'no-store', { status: 'ok' }], 'the answer of the last 10 s');
  assert.equal(queries, 1);
  clock += 10_000;
  assert.deepEqual(await get(), [503, 'no-store', { status: 'banco-indisponivel', mensagem: 'O banco de contatos não respondeu: disco cheio' }]);
  assert.equal((await fetch(`${server.url}${HEALTH_PATH}`, { method: 'POST' })).status, 405);
});

test('clinic-site serve answers it beside the contact form', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'clinic-health-service-'));
  const service = await openLeadService({ db: join(dir, 'leads.db'), siteUrl: null, env: {}, log: () => {} });
  t.after(async () => {
    await service.close();
    rmSync(dir, { recursive: true, force: true });
  });
  assert.deepEqual(service.routes.map((route) => `${route.method} ${route.path}`), ['POST /api/contact', `GET ${HEALTH_PATH}`]);
});
