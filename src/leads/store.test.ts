import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { UserError } from '../errors/user-error.ts';
import { openDatabase } from './database.ts';
import type { LeadSubmission } from './lead.ts';
import { createLeadStore } from './store.ts';
import { temporaryFolder } from './test-support.ts';

const submission = (overrides: Partial<LeadSubmission> = {}): LeadSubmission => ({
  form: 'contato',
  name: 'Ana',
  phone: '(11) 98765-4321',
  email: null,
  treatment: null,
  message: null,
  referral: null,
  desiredLocal: null,
  desiredAt: null,
  ...overrides,
});

test('openDatabase creates the folder, uses WAL, and migrates once', (t) => {
  const folder = temporaryFolder();
  t.after(folder.remove);
  const path = join(folder.path, 'nested', 'data', 'leads.db');
  const db = openDatabase(path);
  assert.equal(db.pragma('journal_mode', { simple: true }), 'wal');
  assert.equal(db.pragma('synchronous', { simple: true }), 2); // FULL
  db.close();
  const again = openDatabase(path);
  assert.deepEqual(again.prepare('SELECT version FROM schema_version').all(), [{ version: 1 }]);
  again.prepare('INSERT INTO schema_version (version) VALUES (99)').run();
  again.close();
  assert.throws(() => openDatabase(path), (e: unknown) => e instanceof UserError && e.code === 'BANCO_MAIS_NOVO');
  assert.throws(() => openDatabase(join(folder.path, 'nao-existe.db'), { mustExist: true }), (e: unknown) => e instanceof UserError && e.code === 'BANCO_NAO_ENCONTRADO');
});

test('a lead and its outbox jobs commit together, or not at all', (t) => {
  const folder = temporaryFolder();
  t.after(folder.remove);
  const db = openDatabase(join(folder.path, 'leads.db'));
  t.after(() => db.close());
  const store = createLeadStore(db);
  const lead = store.insert(submission(), ['email', 'webhook']);
  assert.equal((db.prepare('SELECT count(*) AS n FROM outbox WHERE lead_id = ?').get(lead.id) as { n: number }).n, 2);
  // A job that cannot be written (unknown channel, refused by the CHECK) takes its lead down with it.
  assert.throws(() => store.insert(submission({ name: 'Órfã' }), ['email', 'fax' as 'email']));
  assert.deepEqual(store.list().map((l) => l.name), ['Ana']);
});

test('deletion finds a person by e-mail or by phone written any way; purge goes by age; jobs follow the lead', (t) => {
  const folder = temporaryFolder();
  t.after(folder.remove);
  const db = openDatabase(join(folder.path, 'leads.db'));
  t.after(() => db.close());
  const store = createLeadStore(db);
  store.insert(submission({ name: 'Velha' }), ['email'], new Date('2025-01-01T12:00:00Z'));
  store.insert(submission({ name: 'Fone', phone: '+55 (11) 98765-4321' }), ['email'], new Date('2026-06-01T12:00:00Z'));
  store.insert(submission({ name: 'Mail', phone: '21 3333-4444', email: 'ana@exemplo.com.br' }), ['email'], new Date('2026-06-02T12:00:00Z'));

  assert.equal(store.purgeBefore('2026-01-01T00:00:00.000Z'), 1);
  assert.equal(store.deleteByPhone('11987654321'), 1); // stored with +55 and punctuation
  assert.equal(store.deleteByEmail('  ANA@exemplo.com.br '), 1);
  assert.equal(store.deleteByEmail('ana@exemplo.com.br'), 0);
  assert.deepEqual(store.list(), []);
  assert.equal((db.prepare('SELECT count(*) AS n FROM outbox').get() as { n: number }).n, 0);
});

test('list shows the newest `limit` leads, oldest first, with pending notifications', (t) => {
  const folder = temporaryFolder();
  t.after(folder.remove);
  const db = openDatabase(join(folder.path, 'leads.db'));
  t.after(() => db.close());
  const store = createLeadStore(db);
  for (let day = 1; day <= 5; day++) store.insert(submission({ name: `Dia ${day}` }), ['email'], new Date(`2026-06-0${day}T12:00:00Z`));
  assert.deepEqual(store.list({ limit: 2 }).map((l) => [l.name, l.pendingNotifications]), [['Dia 4', 1], ['Dia 5', 1]]);
  assert.deepEqual(store.list({ since: '2026-06-04T00:00:00.000Z' }).map((l) => l.name), ['Dia 4', 'Dia 5']);
  store.countHoneypot();
  store.countHoneypot();
  assert.equal(store.honeypotHits(), 2);
});
