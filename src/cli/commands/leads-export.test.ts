/** `clinic-site leads export --output`, given the database's own file by mistake. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { linkSync, readFileSync, symlinkSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { leadStores } from '../../../test/support/lead-stores.ts';
import { runCliAll } from '../../../test/support/run-cli.ts';
import { openLeadDatabase } from '../../leads/database.ts';

const sqlite = leadStores().find((s) => s.kind === 'sqlite')!;

test('an export written over the database itself, under any of its names, is refused and every lead stays', async () => {
  const db = await sqlite.newDatabase();
  const handle = await openLeadDatabase(db);
  await handle.store.insert({ form: 'contato', name: 'Ana Souza', phone: '11 98765-4321', email: null, treatment: null, message: null, referral: null, desiredLocal: null, desiredAt: null }, ['email']);
  await handle.close();
  const folder = dirname(db);
  symlinkSync(db, join(folder, 'atalho.db'));
  linkSync(db, join(folder, 'outro-nome.db'));
  const before = readFileSync(db);

  for (const output of [db, join(folder, '..', basename(folder), 'leads.db'), join(folder, 'atalho.db'), join(folder, 'outro-nome.db'), `${db}-wal`]) {
    const [code, , errors] = await runCliAll(['leads', 'export', '--db', db, '--output', output]);
    assert.equal(code, 1, output);
    assert.match(errors, /é o próprio banco de contatos .*a exportação o substituiria e os contatos se perderiam\. Nada foi gravado\.[\s\S]*--output contatos\.csv/, output);
  }
  assert.ok(readFileSync(db).equals(before));
  const [code, output] = await runCliAll(['leads', 'export', '--db', db, '--output', join(folder, 'contatos.csv')]);
  assert.equal(code, 0);
  assert.match(output, /1 contato\(s\) exportado\(s\)/);
});
