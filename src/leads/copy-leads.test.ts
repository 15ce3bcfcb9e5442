/**
 * `leads migrate` erasing in the destination only what the source erased: a source restored from an older backup
 * lacks the leads that arrived after the backup, and they must stay. Both sides SQLite here (copyLeads is the same
 * for any pair of stores; the PostgreSQL destination is in src/cli/commands/leads.test.ts).
 */
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { copyLeads } from './copy-leads.ts';
import { openLeadDatabase } from './database.ts';
import type { LeadSubmission } from './lead.ts';
import { temporaryFolder } from '../../test/support/leads.ts';

const folder = temporaryFolder('copy-');
after(folder.remove);
const person = (name: string, digit: number): LeadSubmission => ({
  form: 'contato', name, phone: `(11) 9${digit}000-000${digit}`, email: `pessoa${digit}@exemplo.invalid`,
  treatment: null, message: null, referral: null, desiredLocal: null, desiredAt: null,
});
const namesIn = async (file: string) => {
  const db = await openLeadDatabase(file, { mustExist: true });
  try {
    return (await db.store.list()).map((lead) => lead.name);
  } finally {
    await db.close();
  }
};
/** One copy run from `source` (closed after) into `target`, as `leads migrate` does. */
async function migrate(source: string, target: string) {
  const from = await openLeadDatabase(source, { mustExist: true });
  const to = await openLeadDatabase(target);
  try {
    return await copyLeads(from.store, to.store, 'sqlite:origem');
  } finally {
    await from.close();
    await to.close();
  }
}
/** A source holding these leads (name, a digit for its phone and e-mail, when received), copied once into a target. */
async function copiedOnce(name: string, leads: Array<[string, number, string]>) {
  const source = join(folder.path, `${name}.db`);
  const target = join(folder.path, `${name}-destino.db`);
  for (const [lead, digit, at] of leads) await insert(source, person(lead, digit), at);
  await migrate(source, target);
  return { source, target };
}
async function insert(file: string, submission: LeadSubmission, at: string) {
  const db = await openLeadDatabase(file);
  try {
    await db.store.insert(submission, [], new Date(at));
  } finally {
    await db.close();
  }
}

test('a source restored from an older backup: the leads it never had stay in the destination, and are counted', async () => {
  const source = join(folder.path, 'origem.db');
  const target = join(folder.path, 'destino.db');
  await insert(source, person('Antes da cópia', 1), '2026-03-01T12:00:00Z');
  copyFileSync(source, join(folder.path, 'backup.db')); // closed: the whole database is in the file
  await insert(source, person('Depois da cópia', 2), '2026-03-05T12:00:00Z');
  assert.equal((await migrate(source, target)).leads, 2);

  // The source's file is damaged and the backup restored over it (docs/operador-leads.md, "Cópia de segurança").
  for (const side of ['', '-wal', '-shm']) rmSync(`${source}${side}`, { force: true });
  copyFileSync(join(folder.path, 'backup.db'), source);
  const report = await migrate(source, target);
  assert.equal(report.erased, 0);
  assert.equal(report.missing, 1);
  assert.deepEqual(await namesIn(target), ['Antes da cópia', 'Depois da cópia']);

  // A person's erasure in the restored source still reaches the destination.
  const db = await openLeadDatabase(source, { mustExist: true });
  assert.equal(await db.store.deletePerson({ email: 'pessoa1@exemplo.invalid' }), 1);
  await db.close();
  const again = await migrate(source, target);
  assert.deepEqual([again.erased, again.missing], [1, 1]);
  assert.deepEqual(await namesIn(target), ['Depois da cópia']);
});

test('a lead deleted in the source before deletions were recorded there is erased when older than the source\'s newest', async () => {
  const { source, target } = await copiedOnce('antiga', [['Apagada antes', 3, '2020-01-01T12:00:00Z'], ['Ficou', 4, '2020-02-01T12:00:00Z']]);
  // A deletion made by a version that kept no record of it: the lead is gone and nothing says so.
  const raw = new Database(source);
  raw.prepare("DELETE FROM leads WHERE name = 'Apagada antes'").run();
  raw.prepare('DELETE FROM erased_leads').run();
  raw.close();
  const report = await migrate(source, target);
  assert.deepEqual([report.erased, report.missing], [1, 0]);
  assert.deepEqual(await namesIn(target), ['Ficou']);
});

test('every deletion in a database is recorded by id only, whatever deleted it', async () => {
  const file = join(folder.path, 'registro.db');
  await insert(file, person('Por pedido', 5), '2026-01-01T12:00:00Z');
  await insert(file, person('Por prazo', 6), '2026-01-02T12:00:00Z');
  await insert(file, person('À mão', 7), '2026-01-03T12:00:00Z');
  const db = await openLeadDatabase(file);
  const ids = (await db.store.list()).map((lead) => lead.id);
  await db.store.deletePerson({ phone: '(11) 95000-0005' });
  await db.store.purgeBefore('2026-01-02T13:00:00Z');
  await db.close();
  const raw = new Database(file);
  raw.prepare("DELETE FROM leads WHERE name = 'À mão'").run();
  assert.deepEqual(raw.prepare('SELECT * FROM erased_leads ORDER BY erased_at, id').all().map((row) => Object.keys(row as object)), [['id', 'erased_at'], ['id', 'erased_at'], ['id', 'erased_at']]);
  assert.deepEqual(new Set(raw.prepare('SELECT id FROM erased_leads').pluck().all()), new Set(ids));
  raw.close();
});

test('a lead erased in the destination is not brought back by a later copy from a source that still has it', async () => {
  const { source, target } = await copiedOnce('ainda-tem', [['Pediu no sistema novo', 8, '2026-04-01T12:00:00Z'], ['Outra pessoa', 9, '2026-04-02T12:00:00Z']]);
  const db = await openLeadDatabase(target);
  assert.equal(await db.store.deletePerson({ email: 'pessoa8@exemplo.invalid' }), 1);
  await db.close();
  const report = await migrate(source, target);
  assert.deepEqual([report.leads, report.erasedHere, report.alreadyThere], [0, 1, 1]);
  assert.deepEqual(await namesIn(target), ['Outra pessoa']);
});
