/** `clinic-site leads …` run in-process on a real database (the test of src/cli/commands/leads.ts). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Command } from 'commander';
import { registerLeadCommands } from '../cli/commands/leads.ts';
import { UserError } from '../errors/user-error.ts';
import { openDatabase } from './database.ts';
import { createLeadStore } from './store.ts';
import { temporaryFolder } from './test-support.ts';

async function run(args: string[]): Promise<{ output: string; exitCode: number }> {
  let output = '';
  const outcome = { exitCode: 0 };
  const program = new Command('clinic-site').exitOverride();
  registerLeadCommands(program, outcome, { out: (text) => (output += text) });
  await program.parseAsync(args, { from: 'user' });
  return { output, exitCode: outcome.exitCode };
}

test('leads list, export, delete and purge on a real database', async (t) => {
  const folder = temporaryFolder();
  t.after(folder.remove);
  const db = join(folder.path, 'leads.db');
  const handle = openDatabase(db);
  const store = createLeadStore(handle);
  const base = { form: 'contato' as const, email: null, treatment: null, message: null, referral: null, desiredLocal: null, desiredAt: null };
  store.insert({ ...base, name: 'Antiga', phone: '11 3333-4444' }, ['email'], new Date(Date.now() - 400 * 86_400_000));
  store.insert({ ...base, name: 'Ana Souza', phone: '+55 (11) 98765-4321', email: 'ana@exemplo.com.br', form: 'agendamento', desiredAt: '2026-12-01T17:30:00.000Z', desiredLocal: '2026-12-01T14:30' }, ['email']);
  store.insert({ ...base, name: 'José Ávila', phone: '21987654321', message: '=cmd' }, ['email']);
  handle.close();

  const list = await run(['leads', 'list', '--db', db]);
  assert.match(list.output, /Ana Souza .*01\/12\/2026 14:30 +1 pendente/);
  assert.match(list.output, /3 contato\(s\) mostrado\(s\)\. Avisos pendentes: 3 por e-mail/);

  const csvFile = join(folder.path, 'contatos.csv');
  const exported = await run(['leads', 'export', '--db', db, '--format', 'csv', '--output', csvFile]);
  assert.match(exported.output, /3 contato\(s\) exportado\(s\)/);
  const csv = readFileSync(csvFile, 'utf8');
  assert.ok(csv.startsWith('\uFEFF') && csv.includes('"José Ávila"') && csv.includes(`"'=cmd"`));

  const json = JSON.parse((await run(['leads', 'export', '--db', db, '--format', 'json', '--since', '01/01/2000'])).output);
  assert.deepEqual(json.map((l: { name: string }) => l.name), ['Antiga', 'Ana Souza', 'José Ávila']);

  assert.deepEqual(await run(['leads', 'delete', '--db', db, '--phone', '(11) 98765-4321']), {
    output: '1 contato(s) com o telefone (11) 98765-4321 apagado(s), com os avisos que ainda não tinham sido enviados.\n',
    exitCode: 0,
  });
  const none = await run(['leads', 'delete', '--db', db, '--email', 'ana@exemplo.com.br']);
  assert.equal(none.exitCode, 1);
  assert.match(none.output, /Nenhum contato encontrado/);

  assert.match((await run(['leads', 'purge', '--db', db, '--older-than', '180d'])).output, /^1 contato\(s\) recebido\(s\) antes de/);
  assert.deepEqual(JSON.parse((await run(['leads', 'export', '--db', db, '--format', 'json'])).output).map((l: { name: string }) => l.name), ['José Ávila']);
});

test('operator mistakes are UserErrors in Portuguese', async (t) => {
  const folder = temporaryFolder();
  t.after(folder.remove);
  const db = join(folder.path, 'leads.db');
  openDatabase(db).close();
  const cases: [string[], string][] = [
    [['leads', 'list', '--db', join(folder.path, 'outro.db')], 'BANCO_NAO_ENCONTRADO'],
    [['leads', 'export', '--db', db, '--format', 'xlsx'], 'OPCAO_INVALIDA'],
    [['leads', 'export', '--db', db, '--since', '32/01/2026'], 'DATA_INVALIDA'],
    [['leads', 'purge', '--db', db, '--older-than', '6 meses'], 'PRAZO_INVALIDO'],
    [['leads', 'delete', '--db', db], 'OPCAO_INVALIDA'],
    [['leads', 'delete', '--db', db, '--email', 'a@b.c', '--phone', '11987654321'], 'OPCAO_INVALIDA'],
    [['leads', 'delete', '--db', db, '--phone', '1234'], 'OPCAO_INVALIDA'],
  ];
  for (const [args, code] of cases) {
    await assert.rejects(run(args), (e: unknown) => e instanceof UserError && e.code === code, args.join(' '));
  }
});
