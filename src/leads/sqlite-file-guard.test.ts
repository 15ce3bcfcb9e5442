/**
 * A SQLite lead database whose file is moved, replaced or deleted while open: every call is refused (the server then
 * answers 503) instead of writing leads into a file nobody will open again. WAL mode, as the server runs, does not
 * notice it by itself.
 */
import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, linkSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { openSqliteDatabase } from './sqlite-database.ts';
import { fileIdentity, stillInPlace } from './sqlite-file-guard.ts';
import { startServeProcess } from '../../test/support/serve-process.ts';
import { eventually, homeLead, postJson, temporaryFolder, writeOutFolder } from '../../test/support/leads.ts';

const folder = temporaryFolder('guard-');
after(folder.remove);
let n = 0;
const newPath = () => join(folder.path, `leads-${++n}.db`);
const submission = { form: 'contato' as const, name: 'Maria Exemplo', phone: '(11) 90000-0000', email: 'maria@exemplo.invalid', treatment: null, message: null, referral: null, desiredLocal: null, desiredAt: null };

describe('stillInPlace', () => {
  const cases: Array<[string, (file: string) => void, boolean]> = [
    ['untouched', () => {}, true],
    ['moved away', (file) => renameSync(file, `${file}.old`), false],
    ['deleted', (file) => rmSync(file), false],
    ['replaced by a copy of itself', (file) => (copyFileSync(file, `${file}.copy`), renameSync(`${file}.copy`, file)), false],
    ['given a second name (hard link)', (file) => linkSync(file, `${file}.link`), true],
  ];
  for (const [name, change, expected] of cases) {
    test(name, () => {
      const file = newPath();
      const db = openSqliteDatabase(file);
      const opened = fileIdentity(file)!;
      change(file);
      assert.equal(stillInPlace(file, opened), expected);
      return db.close();
    });
  }
});

test('a database moved while open refuses the store and the queue, and says why', async () => {
  const file = newPath();
  const db = openSqliteDatabase(file);
  try {
    await db.store.insert(submission, ['email']);
    renameSync(file, `${file}.limpeza`);
    renameSync(`${file}-wal`, `${file}.limpeza-wal`);
    const refused = await db.store.insert(submission, ['email']).then(() => null, (error: unknown) => error);
    assert.equal((refused as { code?: string })?.code, 'SQLITE_READONLY_DBMOVED');
    assert.match(db.failureReason(refused), /foi movido, trocado ou apagado com o servidor ligado.*reinicie o serviço/);
    await assert.rejects(db.queue.claim('email', Date.now(), 10, 60_000), { code: 'SQLITE_READONLY_DBMOVED' });
  } finally {
    await db.close();
  }
});

test('serve answers 503, not "Mensagem enviada!", once its database file was moved', { timeout: 60_000 }, async () => {
  const outDir = writeOutFolder(folder.path);
  const file = newPath();
  const server = await startServeProcess(outDir, file);
  try {
    assert.equal((await postJson(server.contactUrl, homeLead({ name: 'Antes da limpeza' }))).status, 201);
    renameSync(file, join(folder.path, 'antigo.db'));
    const answer = await postJson(server.contactUrl, homeLead({ name: 'Depois da limpeza' }));
    assert.equal(answer.status, 503);
    // The log line is written after the answer.
    await eventually(() => /foi movido, trocado ou apagado com o servidor ligado/.test(server.output()), 10_000, 'the reason in the log');
  } finally {
    await server.stop();
  }
});
