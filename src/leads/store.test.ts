import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { UserError } from '../errors/user-error.ts';
import { leadStores, sharedCluster } from '../../test/support/lead-stores.ts';
import { copyLeads } from './copy-leads.ts';
import { openLeadDatabase, redactedLocation } from './database.ts';
import type { LeadSubmission } from './lead.ts';
import { MIGRATIONS } from './migrations.ts';
import { openingError } from './sqlite-database.ts';
import { isDatabaseRefusal } from './lead-database.ts';
import { temporaryFolder } from '../../test/support/leads.ts';

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

test('the SQLite file is created with its folder, uses WAL with full sync, and refuses a newer schema', async (t) => {
  const folder = temporaryFolder();
  t.after(folder.remove);
  const path = join(folder.path, 'nested', 'data', 'leads.db');
  await (await openLeadDatabase(path)).close();
  const raw = new Database(path);
  assert.equal(raw.pragma('journal_mode', { simple: true }), 'wal');
  raw.close();
  await assert.rejects(openLeadDatabase(join(folder.path, 'nao-existe.db'), { mustExist: true }), (e: unknown) => e instanceof UserError && e.code === 'BANCO_NAO_ENCONTRADO');
});

test('a --db the operator got wrong is a message to act on (exit 1), not an internal error', async (t) => {
  const folder = temporaryFolder();
  t.after(folder.remove);
  const aFile = join(folder.path, 'index.html');
  writeFileSync(aFile, '<!doctype html>');
  const refused = async (location: string, code: string) =>
    assert.rejects(openLeadDatabase(location), (e: unknown) => e instanceof UserError && e.code === code, location);
  // A file where a folder of the path should be: its folder cannot be made.
  await refused(join(aFile, 'leads.db'), 'BANCO_ARQUIVO_INACESSIVEL');
  // Not a regular file (SQLite answered "disk I/O error").
  await refused('/dev/null', 'BANCO_ARQUIVO_INVALIDO');
  // Shorter than SQLite's header: SQLite would take them for an empty database and write one over them.
  for (const [name, content] of [['um-byte.db', '\n'], ['notas.txt', 'senha do wi-fi: 1234']]) {
    const file = join(folder.path, name);
    writeFileSync(file, content);
    await refused(file, 'BANCO_ARQUIVO_INVALIDO');
    assert.equal(readFileSync(file, 'utf8'), content, `${name} was left as it was`);
  }
  // Empty: resolve('') is the working folder, which was refused as "a folder".
  await refused('', 'BANCO_NAO_INFORMADO');
  await refused('  ', 'BANCO_NAO_INFORMADO');
  // SQLite's own refusals while opening: a file this user may read but not write, one it cannot open at all.
  const cases: [string, string | null][] = [
    ['SQLITE_READONLY', 'BANCO_SOMENTE_LEITURA'],
    ['SQLITE_READONLY_DIRECTORY', 'BANCO_SOMENTE_LEITURA'],
    ['SQLITE_CANTOPEN', 'BANCO_ARQUIVO_INACESSIVEL'],
    ['SQLITE_IOERR_SHMOPEN', 'BANCO_ARQUIVO_INACESSIVEL'],
    ['SQLITE_NOTADB', 'BANCO_ARQUIVO_INVALIDO'],
    // A lock held past the wait, a full disk, a damaged page: the machine's, said as the server logs it.
    ['SQLITE_BUSY', 'BANCO_RECUSOU'],
    ['SQLITE_FULL', 'BANCO_RECUSOU'],
    ['SQLITE_CORRUPT', 'BANCO_RECUSOU'],
    // Our own mistake (a migration breaking a constraint): passed on as the bug it is.
    ['SQLITE_CONSTRAINT', null],
  ];
  for (const [sqlite, expected] of cases) {
    const error = Object.assign(new Error(sqlite), { code: sqlite });
    const mapped = openingError(error, '/var/lib/clinica/leads.db');
    assert.equal(mapped instanceof UserError ? mapped.code : null, expected, sqlite);
    if (!expected) assert.equal(mapped, error);
  }
});

test('a SQLite file made by an earlier version (schema 1) upgrades in place, keeps its leads and pending notices, and finds prefixed phones', async (t) => {
  const folder = temporaryFolder();
  t.after(folder.remove);
  const path = join(folder.path, 'leads.db');
  const old = new Database(path);
  old.exec(MIGRATIONS[0].sqlite);
  old.exec('CREATE TABLE schema_version (version INTEGER NOT NULL); INSERT INTO schema_version VALUES (1)');
  old.prepare(`INSERT INTO leads (id, created_at, form, name, phone, phone_digits) VALUES ('00000000-0000-4000-8000-000000000001', '2026-05-01T12:00:00.000Z', 'contato', 'Antiga', '11 98765-4321', '11987654321')`).run();
  // Stored by schema 2 with the long-distance prefix in its digits: migration 3 gives the national ones.
  old.prepare(`INSERT INTO leads (id, created_at, form, name, phone, phone_digits) VALUES ('00000000-0000-4000-8000-000000000002', '2026-05-01T12:00:01.000Z', 'contato', 'Prefixo', '(011) 98765-1111', '011987651111')`).run();
  old.prepare(`INSERT INTO leads (id, created_at, form, name, phone, phone_digits) VALUES ('00000000-0000-4000-8000-000000000003', '2026-05-01T12:00:02.000Z', 'contato', 'Operadora', '0 21 11 8765-1111', '0211187651111')`).run();
  old.prepare(`INSERT INTO leads (id, created_at, form, name, phone, phone_digits) VALUES ('00000000-0000-4000-8000-000000000004', '2026-05-01T12:00:03.000Z', 'contato', 'Exterior', '00 1 305 555 0100', '0013055550100')`).run();
  old.prepare(`INSERT INTO outbox (lead_id, channel, created_at, next_attempt_at) VALUES ('00000000-0000-4000-8000-000000000001', 'email', '2026-05-01T12:00:00.000Z', 0)`).run();
  old.close();
  const db = await openLeadDatabase(path);
  try {
    assert.deepEqual((await db.store.list()).map((l) => [l.name, l.pendingNotifications]), [['Antiga', 1], ['Prefixo', 0], ['Operadora', 0], ['Exterior', 0]]);
    assert.equal(await db.store.deletePerson({ phone: '11 98765-1111' }), 1);
    assert.equal(await db.store.deletePerson({ phone: '(11) 8765-1111' }), 1);
    assert.equal(await db.store.deletePerson({ phone: '00 1 305 555 0100' }), 1, 'the same digits as the form gives them');
    assert.deepEqual((await db.queue.claim('email', Date.now(), 5, 1000)).map((j) => j.lead.name), ['Antiga']);
  } finally {
    await db.close();
  }
});

test('a URL of another database is refused with a message; a password never shows in messages', async () => {
  await assert.rejects(openLeadDatabase('mysql://root:segredo@localhost/leads'), (e: unknown) => e instanceof UserError && e.code === 'BANCO_NAO_SUPORTADO' && !e.message.includes('segredo'));
  assert.equal(redactedLocation('postgres://clinica:s3gr3do@db.exemplo.com:5432/leads?sslmode=require'), 'postgres://clinica:…@db.exemplo.com:5432/leads?sslmode=require');
  assert.equal(redactedLocation('data/leads.db'), 'data/leads.db');
});

for (const kind of leadStores()) {
  describe(`lead store on ${kind.name}`, { skip: kind.skip }, () => {
    const open = async () => {
      const location = await kind.newDatabase();
      const db = await openLeadDatabase(location);
      return { location, db, store: db.store };
    };

    test('migrates once, also when two processes open a new database together, and refuses a newer schema', async () => {
      const location = await kind.newDatabase();
      const together = await Promise.all([openLeadDatabase(location), openLeadDatabase(location)]);
      await Promise.all(together.map((db) => db.close()));
      await (await openLeadDatabase(location)).close();
      const versions = await kind.sql<{ version: number }>(location, 'SELECT version FROM schema_version ORDER BY version');
      assert.deepEqual(versions.map((v) => Number(v.version)), MIGRATIONS.map((m) => m.version));
      if (kind.kind === 'postgres') {
        await kind.sql(location, 'INSERT INTO schema_version (version) VALUES (99)');
      } else {
        const raw = new Database(location);
        raw.prepare('INSERT INTO schema_version (version) VALUES (99)').run();
        raw.close();
      }
      await assert.rejects(openLeadDatabase(location), (e: unknown) => e instanceof UserError && e.code === 'BANCO_MAIS_NOVO');
    });

    if (kind.kind === 'postgres') {
      test('sslmode=require connects over TLS to a server with its own certificate; verify-full refuses that certificate', async (t) => {
        if (!(await sharedCluster()).tls) return t.skip('sem openssl para criar o certificado do servidor de teste');
        const location = await kind.newDatabase();
        const db = await openLeadDatabase(`${location}?sslmode=require`);
        await db.store.insert(submission(), ['email']);
        await db.close();
        const [own] = await kind.sql<{ ssl: boolean }>(`${location}?sslmode=require`, 'SELECT ssl FROM pg_stat_ssl WHERE pid = pg_backend_pid()');
        assert.equal(own.ssl, true);
        await assert.rejects(openLeadDatabase(`${location}?sslmode=verify-full`), (e: unknown) => e instanceof UserError && e.code === 'BANCO_INACESSIVEL' && /certificate/i.test(e.message));
      });
    }

    test('a lead and its outbox jobs commit together, or not at all', async () => {
      const { location, db, store } = await open();
      try {
        const lead = await store.insert(submission(), ['email', 'webhook']);
        assert.deepEqual(await kind.sql(location, 'SELECT count(*) AS n FROM outbox WHERE lead_id = ?', [lead.id]).then((r) => Number(r[0].n)), 2);
        // A job that cannot be written (unknown channel, refused by the CHECK) takes its lead down with it.
        await assert.rejects(store.insert(submission({ name: 'Órfã' }), ['email', 'fax' as 'email']));
        assert.deepEqual((await store.list()).map((l) => l.name), ['Ana']);
      } finally {
        await db.close();
      }
    });

    test('deletion finds a person by e-mail or by phone written any way; purge goes by age; jobs follow the lead', async () => {
      const { location, db, store } = await open();
      try {
        await store.insert(submission({ name: 'Velha' }), ['email'], new Date('2025-01-01T12:00:00Z'));
        await store.insert(submission({ name: 'Fone', phone: '+55 (11) 98765-4321' }), ['email'], new Date('2026-06-01T12:00:00Z'));
        await store.insert(submission({ name: 'Mail', phone: '21 3333-4444', email: 'ana@exemplo.com.br' }), ['email'], new Date('2026-06-02T12:00:00Z'));

        assert.equal(await store.purgeBefore('2026-01-01T00:00:00.000Z'), 1);
        assert.equal(await store.deletePerson({ phone: '11987654321' }), 1); // stored with +55 and punctuation
        for (const phone of ['(011) 98765-1111', '0 11 98765-1111', '0 21 11 8765-1111', '0055 11 98765-1111']) {
          await store.insert(submission({ name: 'Prefixo', phone }), ['email'], new Date('2026-06-03T12:00:00Z'));
        }
        // The long-distance 0 (with or without a carrier code) and 00 55 are not part of the number.
        assert.equal(await store.deletePerson({ phone: '(11) 98765-1111' }), 3);
        assert.equal(await store.deletePerson({ phone: '011 8765-1111' }), 1);
        assert.equal(await store.deletePerson({ email: '  ANA@exemplo.com.br ' }), 1);
        assert.equal(await store.deletePerson({ email: 'ana@exemplo.com.br' }), 0);
        // Both: a person who left the e-mail on one form and only the phone on another; each lead with either goes.
        await store.insert(submission({ name: 'Pelo e-mail', phone: '21 3333-4444', email: 'bia@exemplo.com.br' }), ['email']);
        await store.insert(submission({ name: 'Pelo telefone', phone: '11 97777-6666' }), ['email']);
        const bia = { email: 'BIA@exemplo.com.br', phone: '(11) 97777-6666' };
        // Sorted: the two are stored in the same millisecond, and PostgreSQL's random ids order such a tie at random.
        assert.deepEqual((await store.list({ person: bia })).map((l) => l.name).sort(), ['Pelo e-mail', 'Pelo telefone']);
        assert.equal((await store.idsOfPerson(bia)).length, 2);
        assert.equal(await store.deletePerson(bia), 2);
        await store.compactAfterErasure();
        assert.deepEqual(await store.list(), []);
        assert.equal(Number((await kind.sql(location, 'SELECT count(*) AS n FROM outbox'))[0].n), 0);
      } finally {
        await db.close();
      }
    });

    test('digits stored with the long-distance 0 by an earlier version are put right when the database is opened', async () => {
      const { location, db } = await open();
      await db.close();
      await kind.sql(location, `INSERT INTO leads (id, created_at, form, name, phone, phone_digits) VALUES ('00000000-0000-4000-8000-0000000000a1', '2026-05-01T12:00:00.000Z', 'contato', 'Antiga', '(011) 98765-1111', '011987651111') RETURNING id`);
      const reopened = await openLeadDatabase(location);
      try {
        assert.equal(await reopened.store.deletePerson({ phone: '(11) 98765-1111' }), 1);
      } finally {
        await reopened.close();
      }
    });

    test('list shows the newest `limit` leads, oldest first, with pending notifications; dates read back as ISO text', async () => {
      const { db, store } = await open();
      try {
        for (let day = 1; day <= 5; day++) await store.insert(submission({ name: `Dia ${day}` }), ['email'], new Date(`2026-06-0${day}T12:00:00Z`));
        assert.deepEqual((await store.list({ limit: 2 })).map((l) => [l.name, l.pendingNotifications]), [['Dia 4', 1], ['Dia 5', 1]]);
        assert.deepEqual((await store.list({ since: '2026-06-04T00:00:00.000Z' })).map((l) => l.name), ['Dia 4', 'Dia 5']);
        const booking = await store.insert(submission({ form: 'agendamento', desiredLocal: '2026-12-01T14:30', desiredAt: '2026-12-01T17:30:00.000Z' }), []);
        const stored = (await store.list()).find((l) => l.id === booking.id)!;
        assert.deepEqual(stored, { ...booking, pendingNotifications: 0 });
        await store.countHoneypot();
        await store.countHoneypot();
        assert.equal(await store.honeypotHits(), 2);
      } finally {
        await db.close();
      }
    });

    test('the consent sentence shown by the form is kept with its lead, read back, and copied by leads migrate', async () => {
      const source = await open();
      const target = await open();
      try {
        const consentText = 'Autorizo a Clínica Aurora a usar meus dados para responder a este contato.';
        const lead = await source.store.insert({ ...submission({ name: 'Com consentimento' }), consentText }, ['email']);
        assert.equal(lead.consentText, consentText);
        const [read] = await source.store.list();
        assert.equal(read.consentText, consentText);
        await copyLeads(source.store, target.store, 'origem.db');
        assert.equal((await target.store.list())[0].consentText, consentText);
        // A caller that does not know the sentence (a tool, a test) stores none rather than a wrong one.
        assert.equal((await source.store.insert(submission(), [])).consentText, null);
      } finally {
        await source.db.close();
        await target.db.close();
      }
    });

    test('copying pages through every lead once, also leads stored in the same millisecond, with their pending jobs', async () => {
      const source = await open();
      const target = await open();
      try {
        const same = new Date('2026-06-01T12:00:00Z');
        for (let i = 0; i < 5; i++) await source.store.insert(submission({ name: `Mesmo instante ${i}` }), ['email', 'webhook'], same);
        await source.store.insert(submission({ name: 'Depois' }), ['email'], new Date('2026-06-02T12:00:00Z'));
        const report = await copyLeads(source.store, target.store, 'origem.db', 2);
        assert.deepEqual(report, { leads: 6, jobs: 11, alreadyThere: 0, updated: 0, foreign: 0, erasedHere: 0, settled: 0, erased: 0, missing: 0 });
        const names = (await target.store.list()).map((l) => l.name);
        assert.equal(new Set(names).size, 6);
        assert.equal(names[5], 'Depois');
        assert.deepEqual(await target.db.queue.pendingCounts(), { email: 6, webhook: 5 });
      } finally {
        await source.db.close();
        await target.db.close();
      }
    });

    test('copying again: corrections and notices sent in the source follow, erasures too; the destination\'s own leads stay', async () => {
      const source = await open();
      const target = await open();
      try {
        const corrected = await source.store.insert(submission({ name: 'Nome errado' }), ['email']);
        const notified = await source.store.insert(submission({ name: 'Avisada depois', phone: '11 97777-0000' }), ['email', 'webhook']);
        const erased = await source.store.insert(submission({ name: 'Pediu para apagar', phone: '11 96666-0000', email: 'apagar@exemplo.com.br' }), ['email']);
        const own = await target.store.insert(submission({ name: 'Chegou no servidor novo', phone: '11 95555-0000' }), ['email']);
        assert.deepEqual(await copyLeads(source.store, target.store, 'origem.db'), { leads: 3, jobs: 4, alreadyThere: 0, updated: 0, foreign: 0, erasedHere: 0, settled: 0, erased: 0, missing: 0 });

        // Meanwhile, on the old server: a correction, the notices of one lead sent, a person's erasure.
        await source.store.correct(corrected.id, { name: 'Nome certo' });
        for (const channel of ['email', 'webhook'] as const) {
          const jobs = await source.db.queue.claim(channel, Date.now(), 10, 60_000);
          for (const job of jobs) (job.lead.id === notified.id ? await source.db.queue.markSent(job.id) : await source.db.queue.release([job.id]));
        }
        assert.equal(await source.store.deletePerson({ email: 'apagar@exemplo.com.br' }), 1);

        const again = await copyLeads(source.store, target.store, 'origem.db');
        assert.deepEqual(again, { leads: 0, jobs: 0, alreadyThere: 2, updated: 1, foreign: 0, erasedHere: 0, settled: 2, erased: 1, missing: 0 });
        const leads = await target.store.list();
        assert.deepEqual(leads.map((l) => [l.name, l.pendingNotifications]).sort(), [['Avisada depois', 0], ['Chegou no servidor novo', 1], ['Nome certo', 1]]);
        assert.equal(leads.some((l) => l.id === erased.id), false, 'the erased person is not brought back');
        assert.ok(leads.some((l) => l.id === own.id));
        // From another source, nothing of this one is touched; again from this one, nothing changes.
        assert.deepEqual(await copyLeads(source.store, target.store, 'outra.db'), { leads: 0, jobs: 0, alreadyThere: 2, updated: 0, foreign: 2, erasedHere: 0, settled: 0, erased: 0, missing: 0 });
        assert.deepEqual(await copyLeads(source.store, target.store, 'origem.db'), { leads: 0, jobs: 0, alreadyThere: 2, updated: 0, foreign: 0, erasedHere: 0, settled: 0, erased: 0, missing: 0 });
      } finally {
        await source.db.close();
        await target.db.close();
      }
    });

    test('unnotifiedBefore counts only the channels asked for (/api/health: a webhook removed since does not count)', async () => {
      const { db, store } = await open();
      try {
        const received = new Date('2026-03-12T15:00:00Z');
        await store.insert(submission(), ['email', 'webhook'], received);
        const [mail] = await db.queue.claim('email', received.getTime() + 60_000, 10, 60_000);
        await db.queue.markSent(mail.id);
        const cutoff = '2026-03-12T16:00:00.000Z';
        assert.deepEqual([await store.unnotifiedBefore(cutoff, ['email']), await store.unnotifiedBefore(cutoff, ['email', 'webhook']), await store.unnotifiedBefore(cutoff)], [0, 1, 1]);
      } finally {
        await db.close();
      }
    });

    test('a claimed job is not claimed again until its lease passes or it is released', async () => {
      const { db, store } = await open();
      const { queue } = db;
      try {
        await store.insert(submission({ name: 'Um' }), ['email']);
        await store.insert(submission({ name: 'Dois' }), ['email']);
        const now = Date.now();
        const first = await queue.claim('email', now, 1, 1000);
        assert.deepEqual(first.map((j) => [j.lead.name, j.leaseUntil]), [['Um', now + 1000]]);
        assert.deepEqual((await queue.claim('email', now, 5, 1000)).map((j) => j.lead.name), ['Dois']);
        assert.deepEqual(await queue.claim('email', now + 999, 5, 1000), []);
        assert.equal(await queue.nextDueAt('email'), now + 1000);
        // The process that held "Um" died: once the lease has passed, another takes it.
        assert.deepEqual((await queue.claim('email', now + 1000, 5, 1000)).map((j) => j.lead.name), ['Um', 'Dois']);
        const [um, dois] = await queue.claim('email', now + 2000, 5, 1000);
        await queue.markSent(um.id);
        await queue.release([dois.id]);
        assert.deepEqual((await queue.claim('email', now + 2000, 5, 1000)).map((j) => j.lead.name), ['Dois']);
        assert.deepEqual(await queue.pendingCounts(), { email: 1, webhook: 0 });
      } finally {
        await db.close();
      }
    });
  });
}

test('a refusal of the database (the operator\'s) is told from a bug of ours by its code, for both stores', () => {
  const cases: [code: unknown, refusal: boolean][] = [
    ['SQLITE_FULL', true], ['SQLITE_BUSY', true], ['SQLITE_IOERR_WRITE', true], ['SQLITE_READONLY_DBMOVED', true],
    ['53100', true], ['57P01', true], ['08006', true], ['40001', true], ['ECONNRESET', true], ['ETIMEDOUT', true],
    ['SQLITE_CONSTRAINT', false], ['SQLITE_ERROR', false], ['42P01', false], ['23505', false], [undefined, false], [42, false],
  ];
  for (const [code, refusal] of cases) assert.equal(isDatabaseRefusal(Object.assign(new Error('x'), { code })), refusal, String(code));
  assert.equal(isDatabaseRefusal(null), false);
});
