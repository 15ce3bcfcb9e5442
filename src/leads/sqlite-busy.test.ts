/**
 * A write lock held by another process (a `leads purge`, a `sqlite3` shell): the lead waits for it without stopping
 * the server's thread, and is stored once the lock is released.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { temporaryFolder } from '../../test/support/leads.ts';
import { openLeadDatabase } from './database.ts';
import { isBusy, whenFree } from './sqlite-busy.ts';

const submission = { form: 'contato' as const, name: 'Ana Souza', phone: '11 98765-4321', email: null, treatment: null, message: null, referral: null, desiredLocal: null, desiredAt: null };

test('a lead waits for a lock held elsewhere while the thread goes on answering, and is stored once it is free', async (t) => {
  const folder = temporaryFolder();
  t.after(folder.remove);
  const file = join(folder.path, 'leads.db');
  const handle = await openLeadDatabase(file);
  t.after(() => handle.close());
  const other = new Database(file);
  t.after(() => other.close());
  other.exec('BEGIN IMMEDIATE');
  const started = Date.now();
  const inserted = handle.store.insert(submission, ['email']);
  // The thread is free while the lead waits: a timer (a page's answer) runs about on time. A thread held by the lock
  // would run it only after SQLite's own wait (seconds), and the lock is only released after the timer; the margin is
  // for a machine busy with other work (the suite runs three files at once).
  const timerLate = await new Promise<number>((resolve) => {
    const set = Date.now();
    setTimeout(() => resolve(Date.now() - set - 30), 30);
  });
  assert.ok(timerLate < 1_000, `a 30 ms timer ran ${timerLate} ms late`);
  setTimeout(() => other.exec('COMMIT'), 300);
  const lead = await inserted;
  assert.ok(Date.now() - started >= 280, 'stored only after the lock was released');
  assert.deepEqual((await handle.store.list()).map((l) => l.id), [lead.id]);
});

test('whenFree passes SQLITE_BUSY on after its limit, and any other error at once', async () => {
  let tries = 0;
  const busy = Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' });
  const started = Date.now();
  await assert.rejects(whenFree(() => (tries++, Promise.reject(busy)), 200), /database is locked/);
  // Soon after its 200 ms (a busy machine may run the last pause late), not SQLite's 5 s nor never.
  assert.ok(tries > 1 && Date.now() - started < 2_000, `${tries} tries in ${Date.now() - started} ms`);
  tries = 0;
  await assert.rejects(whenFree(() => (tries++, Promise.reject(Object.assign(new Error('disk full'), { code: 'SQLITE_FULL' }))), 200), /disk full/);
  assert.equal(tries, 1);
  assert.deepEqual([isBusy(busy), isBusy({ code: 'SQLITE_BUSY_SNAPSHOT' }), isBusy({ code: 'SQLITE_LOCKED' }), isBusy(new Error('x')), isBusy(null)], [true, true, true, false, false]);
});

test('erasing a lead still empties the log once a reader elsewhere lets go, so the name lingers in no frame', async (t) => {
  const folder = temporaryFolder();
  t.after(folder.remove);
  const file = join(folder.path, 'leads.db');
  const handle = await openLeadDatabase(file);
  t.after(() => handle.close());
  for (let i = 0; i < 20; i++) await handle.store.insert({ ...submission, name: `Pessoa ${i}` }, ['email']);
  await handle.store.insert({ ...submission, name: 'Ana Apagada', phone: '21 99999-0000' }, ['email']);
  assert.equal(await handle.store.deletePerson({ phone: '(21) 99999-0000' }), 1);
  // Another process in the middle of a write: the checkpoint waits for it instead of giving up after 20 ms.
  const other = new Database(file);
  t.after(() => other.close());
  other.exec('BEGIN IMMEDIATE');
  setTimeout(() => other.exec('COMMIT'), 300);
  await handle.store.compactAfterErasure();
  assert.equal(statSync(`${file}-wal`).size, 0, 'the log was emptied');
  assert.ok(!readFileSync(file).includes('Ana Apagada'));
});
