import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { openDatabase } from './database.ts';
import { DeliveryError, retryDelay, startOutboxWorker, DEFAULT_TUNING } from './outbox.ts';
import { createOutboxQueue } from './outbox-queue.ts';
import { createLeadStore } from './store.ts';
import { eventually, temporaryFolder } from './test-support.ts';

test('retryDelay doubles from the first wait up to the cap, with ±20 % jitter', () => {
  const tuning = { ...DEFAULT_TUNING, firstRetryMs: 1000, maxRetryMs: 10_000 };
  const middle = () => 0.5;
  assert.deepEqual([1, 2, 3, 4, 5, 30].map((n) => retryDelay(n, tuning, middle)), [1000, 2000, 4000, 8000, 10_000, 10_000]);
  assert.equal(retryDelay(1, tuning, () => 0), 800);
  assert.equal(retryDelay(1, tuning, () => 1), 1200);
});

function setup(t: { after(fn: () => void): void }) {
  const folder = temporaryFolder();
  const db = openDatabase(join(folder.path, 'leads.db'));
  t.after(() => (db.close(), folder.remove()));
  const store = createLeadStore(db);
  const queue = createOutboxQueue(db);
  const lead = (name: string) => store.insert({ form: 'contato', name, phone: '11987654321', email: null, treatment: null, message: null, referral: null, desiredLocal: null, desiredAt: null }, ['email']);
  return { queue, lead };
}

test('one refused message is retried alone; the others are delivered meanwhile', async (t) => {
  const { queue, lead } = setup(t);
  const refused = lead('Recusada');
  lead('Boa 1');
  lead('Boa 2');
  const sent: string[] = [];
  let refusals = 0;
  const worker = startOutboxWorker({
    queue,
    log: () => {},
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
  assert.equal(queue.pendingCounts().email, 0);
});

test('a server outage pauses the channel: one attempt per backoff step, not one per pending lead', async (t) => {
  const { queue, lead } = setup(t);
  for (let i = 0; i < 10; i++) lead(`Pessoa ${i}`);
  let attempts = 0;
  let up = false;
  const sent: string[] = [];
  const worker = startOutboxWorker({
    queue,
    log: () => {},
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
  const { queue, lead } = setup(t);
  lead('Lenta');
  let release!: () => void;
  let started = false;
  const worker = startOutboxWorker({
    queue,
    log: () => {},
    deliverers: { email: () => ((started = true), new Promise<void>((r) => (release = r))) },
  });
  await eventually(() => started, 2000, 'the attempt starts');
  const closing = worker.close();
  release();
  await closing;
  assert.equal(queue.pendingCounts().email, 0);
});
