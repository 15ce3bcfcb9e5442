import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { leadStores, polled, type StoreUnderTest } from '../../test/support/lead-stores.ts';
import { openLeadDatabase } from './database.ts';
import { DeliveryError, retryDelay, startOutboxWorker, DEFAULT_TUNING } from './outbox.ts';
import type { OutboxQueue } from './outbox-queue.ts';
import { eventually } from '../../test/support/leads.ts';

test('retryDelay doubles from the first wait up to the cap, with ±20 % jitter', () => {
  const tuning = { ...DEFAULT_TUNING, firstRetryMs: 1000, maxRetryMs: 10_000 };
  const middle = () => 0.5;
  assert.deepEqual([1, 2, 3, 4, 5, 30].map((n) => retryDelay(n, tuning, middle)), [1000, 2000, 4000, 8000, 10_000, 10_000]);
  assert.equal(retryDelay(1, tuning, () => 0), 800);
  assert.equal(retryDelay(1, tuning, () => 1), 1200);
});

test('a claim whose lease has mostly run out is given back, not attempted (another process may take it meanwhile)', async () => {
  const lead = { id: 'x', createdAt: '2026-06-01T12:00:00.000Z', form: 'contato' as const, name: 'Ana', phone: '11987654321', email: null, treatment: null, message: null, referral: null, desiredLocal: null, desiredAt: null, consentText: null };
  const released: number[][] = [];
  let claims = 0;
  const queue: OutboxQueue = {
    // The first claim comes back late (a slow database): less than half of the 1 s lease is left.
    claim: async () => (claims++ === 0 ? [{ id: 7, channel: 'email', attempts: 0, leaseUntil: Date.now() + 100, lead }] : []),
    nextDueAt: async () => null,
    markSent: async () => assert.fail('not attempted, so never marked'),
    reschedule: async () => assert.fail('not attempted, so never rescheduled'),
    release: async (ids) => void released.push(ids),
    pendingCounts: async () => ({ email: 1, webhook: 0 }),
    retryNow: async () => 0,
  };
  const worker = startOutboxWorker({ queue, log: () => {}, databaseReason: String, tuning: { leaseMs: 1000 }, deliverers: { email: async () => assert.fail('attempted with too little lease') } });
  await eventually(() => released.length === 1, 2000, 'the claim is given back');
  await worker.close();
  assert.deepEqual(released, [[7]]);
});

async function setup(kind: StoreUnderTest, t: { after(fn: () => Promise<void>): void }) {
  const db = await openLeadDatabase(await kind.newDatabase());
  t.after(() => db.close());
  const { store, queue } = db;
  const lead = (name: string) => store.insert({ form: 'contato', name, phone: '11987654321', email: null, treatment: null, message: null, referral: null, desiredLocal: null, desiredAt: null }, ['email']);
  return { queue, lead, databaseReason: db.failureReason };
}


for (const kind of leadStores()) describe(`outbox worker on ${kind.name}`, { skip: kind.skip }, () => {

  test('one refused message is retried alone; the others are delivered meanwhile', async (t) => {
    const { queue, lead, databaseReason } = await setup(kind, t);
    const refused = await lead('Recusada');
    await lead('Boa 1');
    await lead('Boa 2');
    const sent: string[] = [];
    let refusals = 0;
    const worker = startOutboxWorker({
      queue,
      log: () => {},
      databaseReason,
      tuning: { firstRetryMs: 50, maxRetryMs: 100 },
      deliverers: {
        email: async (l) => {
          if (l.id === refused.id && refusals++ < 2) throw new DeliveryError('550 conteúdo recusado', 'job');
          sent.push(l.name);
        },
      },
    });
    t.after(() => worker.close());
    await eventually(() => sent.length === 3, 3000, 'all three delivered');
    assert.deepEqual(sent, ['Boa 1', 'Boa 2', 'Recusada']);
    const pending = polled(async () => (await queue.pendingCounts()).email, -1);
    await eventually(() => pending() === 0, 3000, 'the last one is marked sent');
  });

  test('a server outage pauses the channel: one attempt per backoff step, not one per pending lead', async (t) => {
    const { queue, lead, databaseReason } = await setup(kind, t);
    for (let i = 0; i < 10; i++) await lead(`Pessoa ${i}`);
    let attempts = 0;
    let up = false;
    const sent: string[] = [];
    const worker = startOutboxWorker({
      queue,
      log: () => {},
      databaseReason,
      tuning: { firstRetryMs: 40, maxRetryMs: 80 },
      deliverers: {
        email: async (l) => {
          attempts++;
          if (!up) throw new DeliveryError('ECONNREFUSED', 'channel');
          sent.push(l.name);
        },
      },
    });
    t.after(() => worker.close());
    // Two retries have happened once attempts reaches 2; had every pending lead been tried, it would be 10 per step.
    // (Waiting on the count rather than a fixed 300 ms keeps the test right on a loaded machine.)
    await eventually(() => attempts >= 2, 3000, 'the worker retries');
    assert.ok(attempts <= 8, `${attempts} attempts for 10 pending leads`);
    up = true;
    await eventually(() => sent.length === 10, 3000, 'all delivered after the outage');
    assert.equal(new Set(sent).size, 10);
  });

  test('close waits for the attempt in progress, which is then marked sent', async (t) => {
    const { queue, lead, databaseReason } = await setup(kind, t);
    await lead('Lenta');
    let release!: () => void;
    let started = false;
    const worker = startOutboxWorker({
      queue,
      log: () => {},
      databaseReason,
      deliverers: { email: () => ((started = true), new Promise<void>((r) => (release = r))) },
    });
    await eventually(() => started, 2000, 'the attempt starts');
    const closing = worker.close();
    release();
    await closing;
    assert.equal((await queue.pendingCounts()).email, 0);
  });

  test('jobs claimed but not attempted when the worker stops are given back for another process', async (t) => {
    const { queue, lead, databaseReason } = await setup(kind, t);
    await lead('Em curso');
    await lead('Esperando');
    let release!: () => void;
    let started = false;
    const worker = startOutboxWorker({
      queue,
      log: () => {},
      databaseReason,
      deliverers: { email: () => ((started = true), new Promise<void>((r) => (release = r))) },
    });
    await eventually(() => started, 2000, 'the first attempt starts');
    const closing = worker.close();
    release();
    await closing;
    // Without the release, "Esperando" would wait for the whole lease (two minutes by default).
    assert.deepEqual((await queue.claim('email', Date.now(), 5, 1000)).map((j) => j.lead.name), ['Esperando']);
  });

  test('a database that stops answering is retried with back-off, said once, and the worker resumes', async (t) => {
    const { queue, lead, databaseReason } = await setup(kind, t);
    await lead('Depois da falha');
    let failures = 0;
    const failing: OutboxQueue = {
      ...queue,
      claim: (...args) => (failures++ < 3 ? Promise.reject(new Error('Connection terminated unexpectedly')) : queue.claim(...args)),
    };
    const logs: string[] = [];
    const sent: string[] = [];
    const worker = startOutboxWorker({ queue: failing, log: (l) => logs.push(l), databaseReason, tuning: { databaseRetryMs: 20 }, deliverers: { email: async (l) => void sent.push(l.name) } });
    t.after(() => worker.close());
    await eventually(() => sent.length === 1, 5000, 'delivered once the database answers');
    // The recovery is said when the pass that delivered ends (after marking the job): wait for it, not for luck.
    await eventually(() => logs.some((l) => l.includes('voltou a responder')), 5000, 'the recovery is logged');
    assert.equal(logs.filter((l) => l.includes('erro na fila de avisos')).length, 1, logs.join('\n'));
    // In the operator's words, as the store words it (postgres-reasons.ts, sqlite-reasons.ts).
    const reason = databaseReason(new Error('Connection terminated unexpectedly'));
    assert.ok(logs.includes(`erro na fila de avisos (os avisos esperam e serão tentados de novo): ${reason}`), logs.join('\n'));
  });
});
