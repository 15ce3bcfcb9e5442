/** `clinic-site leads …` run in-process on a real database of each store. */
import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { chmodSync, copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Command } from 'commander';
import { leadStores } from '../../../test/support/lead-stores.ts';
import { registerLeadCommands } from './leads.ts';
import { UserError } from '../../errors/user-error.ts';
import { openLeadDatabase } from '../../leads/database.ts';
import { temporaryFolder } from '../../../test/support/leads.ts';
import { siteModel } from '../../../test/support/site-model.ts';
import { siteInfoFile } from '../../pipeline/site-metadata.ts';
import { SITE_INFO_FILE } from '../../write/site-info-file.ts';

/** Runs a command; `warnings` are the lines it wrote to standard error, left out when there are none. */
async function run(args: string[]): Promise<{ output: string; exitCode: number; warnings?: string[] }> {
  let output = '';
  const warnings: string[] = [];
  const outcome = { exitCode: 0 };
  const program = new Command('clinic-site').exitOverride();
  registerLeadCommands(program, outcome, { out: (text) => (output += text), warn: (line) => warnings.push(line) });
  await program.parseAsync(args, { from: 'user' });
  return { output, exitCode: outcome.exitCode, ...(warnings.length ? { warnings } : {}) };
}

/** A folder holding what the build writes as out/.clinic-site.json, for a site whose privacy page promises `days`. */
function builtSite(days: number): string {
  const folder = temporaryFolder();
  after(folder.remove);
  const [file, text] = siteInfoFile({ ...siteModel, privacy: { ...siteModel.privacy, retentionDays: days } });
  writeFileSync(join(folder.path, file), String(text));
  return folder.path;
}

const base = { form: 'contato' as const, email: null, treatment: null, message: null, referral: null, desiredLocal: null, desiredAt: null };
const stores = leadStores();

for (const kind of stores) {
  describe(`leads commands on ${kind.name}`, { skip: kind.skip }, () => {
    test('leads list, export, delete and purge', async (t) => {
      const folder = temporaryFolder();
      t.after(folder.remove);
      const db = await kind.newDatabase();
      const handle = await openLeadDatabase(db);
      const { store } = handle;
      await store.insert({ ...base, name: 'Antiga', phone: '11 3333-4444' }, ['email'], new Date(Date.now() - 400 * 86_400_000));
      await store.insert({ ...base, name: 'Ana Souza', phone: '+55 (11) 98765-4321', email: 'ana@exemplo.com.br', form: 'agendamento', desiredAt: '2026-12-01T17:30:00.000Z', desiredLocal: '2026-12-01T14:30' }, ['email'], new Date(Date.now() - 2000));
      // Distinct moments: two leads received in the same millisecond have no order between them (the id breaks the tie).
      await store.insert({ ...base, name: 'José Ávila', phone: '21987654321', message: '=cmd' }, ['email'], new Date(Date.now() - 1000));
      // Personal data (LGPD): a SQLite database and its WAL are readable by the server's user only, whatever the umask,
      // also one an earlier version created readable by all.
      if (kind.name === 'SQLite') for (const file of [db, `${db}-wal`]) assert.equal(statSync(file).mode & 0o777, 0o600, file);
      await handle.close();
      if (kind.name === 'SQLite') {
        chmodSync(db, 0o644);
        await (await openLeadDatabase(db)).close();
        assert.equal(statSync(db).mode & 0o777, 0o600);
      }

      const list = await run(['leads', 'list', '--db', db]);
      assert.match(list.output, /Ana Souza .*01\/12\/2026 14:30 +1 pendente/);
      assert.match(list.output, /3 contato\(s\) mostrado\(s\)\. Avisos pendentes: 3 por e-mail/);
      // "Show me everything", typed as a huge number: every lead, not an internal error.
      for (const limit of ['99999999999999999999', '9223372036854775807']) {
        assert.match((await run(['leads', 'list', '--db', db, '--limit', limit])).output, /3 contato\(s\) mostrado\(s\)/, limit);
      }

      const csvFile = join(folder.path, 'contatos.csv');
      const exported = await run(['leads', 'export', '--db', db, '--format', 'csv', '--output', csvFile]);
      assert.match(exported.output, /3 contato\(s\) exportado\(s\)/);
      const csv = readFileSync(csvFile, 'utf8');
      // Personal data (LGPD): the export is readable by its owner only, as the database is (above).
      assert.equal(statSync(csvFile).mode & 0o777, 0o600);
      assert.ok(csv.startsWith('\uFEFF') && csv.includes('"José Ávila"') && csv.includes(`"'=cmd"`));

      const json = JSON.parse((await run(['leads', 'export', '--db', db, '--format', 'json', '--since', '01/01/2000'])).output);
      assert.deepEqual(json.map((l: { name: string }) => l.name), ['Antiga', 'Ana Souza', 'José Ávila']);

      // An LGPD access or portability request: one person's leads only, found as delete finds them.
      const names = async (...person: string[]) => JSON.parse((await run(['leads', 'export', '--db', db, '--format', 'json', ...person])).output).map((l: { name: string }) => l.name);
      assert.deepEqual(await names('--email', ' ANA@exemplo.com.br '), ['Ana Souza']);
      assert.deepEqual(await names('--phone', '+55 21 98765-4321'), ['José Ávila']);
      const ownFile = join(folder.path, 'titular.csv');
      assert.match((await run(['leads', 'export', '--db', db, '--phone', '(11) 98765-4321', '--output', ownFile])).output, /^1 contato\(s\) com o telefone \(11\) 98765-4321 exportado\(s\)/);
      assert.ok(readFileSync(ownFile, 'utf8').includes('"Ana Souza"') && !readFileSync(ownFile, 'utf8').includes('José'));
      // Nobody: an error (exit 1, on stderr), so that an export redirected to a file does not hold the sentence.
      const nobodyError = (message: string) => (e: unknown) => e instanceof UserError && e.code === 'NINGUEM_ENCONTRADO' && e.message === message;
      await assert.rejects(
        run(['leads', 'export', '--db', db, '--email', 'ninguem@exemplo.com.br', '--output', join(folder.path, 'ninguem.csv')]),
        nobodyError('Nenhum contato encontrado com o e-mail ninguem@exemplo.com.br.'),
      );
      assert.ok(!existsSync(join(folder.path, 'ninguem.csv')));

      // A file that cannot be written is the operator's to fix, and the export before it stays whole.
      const before = readFileSync(csvFile, 'utf8');
      for (const [output, reason] of [[join(folder.path, 'nao-existe', 'x.csv'), 'a pasta onde gravar não existe'], [folder.path, 'é uma pasta, não um arquivo']] as const) {
        await assert.rejects(run(['leads', 'export', '--db', db, '--output', output]), (e: unknown) => e instanceof UserError && e.code === 'EXPORTACAO_IMPOSSIVEL' && e.message.includes(reason), output);
      }
      assert.equal(readFileSync(csvFile, 'utf8'), before);
      assert.deepEqual(readdirSync(folder.path).filter((name) => name.endsWith('.parcial')), []);

      assert.deepEqual(await run(['leads', 'delete', '--db', db, '--phone', '(11) 98765-4321']), {
        output: '1 contato(s) com o telefone (11) 98765-4321 apagado(s), com os avisos que ainda não tinham sido enviados.\n',
        exitCode: 0,
      });
      await assert.rejects(run(['leads', 'delete', '--db', db, '--email', 'ana@exemplo.com.br']), nobodyError('Nenhum contato encontrado com o e-mail ana@exemplo.com.br.'));

      // "Antiga" never had its e-mail sent: it goes, as the period requires, and the operator is told.
      assert.match(
        (await run(['leads', 'purge', '--db', db, '--older-than', '180d'])).output,
        /^1 contato\(s\) recebido\(s\) antes de .*\.\nAtenção: 1 desses contatos tinham avisos que nunca foram enviados: a clínica não soube deles\. Confira o envio com "leads list"\.\n$/,
      );
      assert.deepEqual(JSON.parse((await run(['leads', 'export', '--db', db, '--format', 'json'])).output).map((l: { name: string }) => l.name), ['José Ávila']);
    });

    test('leads purge without --older-than keeps leads for the period the privacy page promises, read from the built site', async (t) => {
      const db = await kind.newDatabase();
      const handle = await openLeadDatabase(db);
      const day = 86_400_000;
      for (const [name, age] of [['Quarenta dias', 40], ['Dez dias', 10], ['Ontem', 1]] as const) {
        await handle.store.insert({ ...base, name, phone: '11 98765-4321' }, ['email'], new Date(Date.now() - age * day));
      }
      await handle.close();
      const names = async () => JSON.parse((await run(['leads', 'export', '--db', db, '--format', 'json'])).output).map((l: { name: string }) => l.name);
      const site = builtSite(30);

      const purged = await run(['leads', 'purge', '--db', db, '--out', site]);
      assert.equal(purged.warnings, undefined);
      assert.match(purged.output, new RegExp(`^Prazo de guarda: 30 dias, o "Prazo de guarda \\(dias\\)" da aba Privacidade, lido do site gerado em "${site}"\\.\\n1 contato\\(s\\) recebido\\(s\\) antes de`));
      assert.deepEqual(await names(), ['Dez dias', 'Ontem']);

      // --older-than still decides, and a period other than the one the site promises is pointed out.
      const explicit = await run(['leads', 'purge', '--db', db, '--out', site, '--older-than', '5d']);
      assert.match(explicit.output, /^1 contato\(s\) recebido\(s\) antes de/);
      assert.deepEqual(explicit.warnings, [
        `Aviso: --older-than 5d (5 dias) é diferente do prazo de guarda que a política de privacidade do site em "${site}" promete (30 dias); foi usado o --older-than.`,
      ]);
      assert.deepEqual(await names(), ['Ontem']);
      assert.equal((await run(['leads', 'purge', '--db', db, '--out', site, '--older-than', '30 dias'])).warnings, undefined);

      // No period to use: nothing is erased, and the operator is told what to pass.
      const older = temporaryFolder();
      t.after(older.remove);
      writeFileSync(join(older.path, SITE_INFO_FILE), JSON.stringify({ siteUrl: null, consentText: null }));
      const missing = join(older.path, 'nao-existe');
      for (const [out, reason] of [[missing, `a pasta "${missing}" não existe`], [older.path, 'gerado por uma versão anterior'], [builtSite(0), 'é 0']]) {
        await assert.rejects(
          run(['leads', 'purge', '--db', db, '--out', out]),
          (e: unknown) => e instanceof UserError && e.code === 'PRAZO_DE_GUARDA_DESCONHECIDO' && e.message.includes(reason) && e.hint.includes('--older-than 180d'),
          out,
        );
      }
      assert.deepEqual(await names(), ['Ontem']);
    });

    test('--sim on delete and purge shows how many leads would go, by code only, and erases nothing', async () => {
      const db = await kind.newDatabase();
      const handle = await openLeadDatabase(db);
      const day = 86_400_000;
      const old = await handle.store.insert({ ...base, name: 'Ana Antiga', phone: '(11) 98765-4321', email: 'ana@exemplo.com.br' }, ['email'], new Date(Date.now() - 40 * day));
      const recent = await handle.store.insert({ ...base, name: 'Ana Souza', phone: '11 98765-4321' }, ['email', 'webhook'], new Date(Date.now() - day));
      const other = await handle.store.insert({ ...base, name: 'José Ávila', phone: '21 98765-4321' }, ['email'], new Date(Date.now() - 50 * day));
      await handle.close();
      const everything = async () => (await run(['leads', 'export', '--db', db, '--format', 'json'])).output;
      const before = await everything();
      const personal = /Ana|José|98765|exemplo\.com/;

      const deleting = await run(['leads', 'delete', '--db', db, '--phone', '+55 11 98765-4321', '--sim']);
      assert.deepEqual(deleting, {
        output: `Simulação: 2 contato(s) da pessoa informada seria(m) apagado(s). Nada foi alterado. Códigos:\n  ${old.id}\n  ${recent.id}\n`,
        exitCode: 0,
      });
      const purging = await run(['leads', 'purge', '--db', db, '--out', builtSite(30), '--sim']);
      assert.equal(purging.exitCode, 0);
      assert.match(purging.output, /^Prazo de guarda: 30 dias, .*\nSimulação: 2 contato\(s\) recebido\(s\) antes de \d\d\/\d\d\/\d{4} \d\d:\d\d seria\(m\) apagado\(s\)\. Nada foi alterado\. Códigos:\n/);
      assert.deepEqual(
        purging.output.split('Códigos:\n')[1],
        `  ${other.id}\n  ${old.id}\nAtenção: 2 desses contatos têm avisos que nunca foram enviados: a clínica não soube deles. Confira o envio com "leads list".\n`,
      );
      assert.doesNotMatch(purging.output.replace(/^Prazo.*\n/, ''), personal);
      // Nobody: said, and still exit 0 (nothing was asked to change).
      assert.deepEqual(await run(['leads', 'delete', '--db', db, '--email', 'ninguem@exemplo.com.br', '--sim']), {
        output: 'Simulação: nenhum contato da pessoa informada seria apagado. Nada foi alterado.\n',
        exitCode: 0,
      });
      assert.match((await run(['leads', 'purge', '--db', db, '--older-than', '99d', '--sim'])).output, /^Simulação: nenhum contato recebido antes de .* seria apagado\. Nada foi alterado\.\n$/);

      assert.equal(await everything(), before);
      assert.match((await run(['leads', 'list', '--db', db])).output, /Avisos pendentes: 3 por e-mail, 1 por webhook/);
    });

    test('export and delete with --email and --phone together take the leads with either: one person, two contacts', async () => {
      const db = await kind.newDatabase();
      const handle = await openLeadDatabase(db);
      await handle.store.insert({ ...base, name: 'Ana pelo e-mail', phone: '21 3333-4444', email: 'ana@exemplo.com.br' }, ['email'], new Date(Date.now() - 3000));
      await handle.store.insert({ ...base, name: 'Ana pelo celular', phone: '+55 (11) 98765-4321' }, ['email'], new Date(Date.now() - 2000));
      await handle.store.insert({ ...base, name: 'Outra pessoa', phone: '21 98765-4321', email: 'outra@exemplo.com.br' }, ['email'], new Date(Date.now() - 1000));
      await handle.close();
      const ana = ['--email', ' ANA@Exemplo.com.br ', '--phone', '(011) 98765-4321'];
      const names = async (...args: string[]) => JSON.parse((await run(['leads', 'export', '--db', db, '--format', 'json', ...args])).output).map((l: { name: string }) => l.name);

      assert.deepEqual(await names(...ana), ['Ana pelo e-mail', 'Ana pelo celular']);
      assert.deepEqual(await names('--since', '01/01/2000', ...ana), ['Ana pelo e-mail', 'Ana pelo celular']);
      // Only one of the two found: still her leads, by the one that matched.
      assert.deepEqual(await names('--email', 'ana@exemplo.com.br', '--phone', '11 90000-0000'), ['Ana pelo e-mail']);
      assert.match((await run(['leads', 'delete', '--db', db, ...ana, '--sim'])).output, /^Simulação: 2 contato\(s\) da pessoa informada/);
      await assert.rejects(
        run(['leads', 'delete', '--db', db, '--email', 'ninguem@exemplo.com.br', '--phone', '11 90000-0000']),
        (e: unknown) => e instanceof UserError && e.message === 'Nenhum contato encontrado com o e-mail ninguem@exemplo.com.br ou o telefone 11 90000-0000.',
      );

      assert.deepEqual(await run(['leads', 'delete', '--db', db, ...ana]), {
        output: '2 contato(s) com o e-mail  ANA@Exemplo.com.br  ou o telefone (011) 98765-4321 apagado(s), com os avisos que ainda não tinham sido enviados.\n',
        exitCode: 0,
      });
      assert.deepEqual(await names(), ['Outra pessoa']);
    });

    test('leads correct replaces a lead\'s name, phone, e-mail or message; the person is then found by the new values only', async () => {
      const db = await kind.newDatabase();
      const handle = await openLeadDatabase(db);
      const lead = await handle.store.insert({ ...base, name: 'Ana Sousa', phone: '11 3333-4444', email: 'ana.antigo@exemplo.com.br', message: 'Falei do meu tratamento de pele.' }, ['email']);
      await handle.close();
      const names = async (...person: string[]) => JSON.parse((await run(['leads', 'export', '--db', db, '--format', 'json', ...person])).output).map((l: { name: string }) => l.name);

      const corrected = await run(['leads', 'correct', lead.id, '--db', db, '--name', 'Ana Souza', '--phone', '(11) 98765-4321', '--email', ' ANA@Exemplo.com.br ']);
      assert.equal(corrected.exitCode, 0);
      assert.match(corrected.output, new RegExp(`^Contato ${lead.id} corrigido\\. Como está agora:\\n  Nome: Ana Souza\\n  Telefone: \\(11\\) 98765-4321\\n  E-mail: ana@exemplo\\.com\\.br\\n`));
      assert.match(corrected.output, /e-mails que a clínica já recebeu e o CRM continuam com os antigos/);
      assert.deepEqual(await names('--phone', '+55 11 98765-4321'), ['Ana Souza']);
      assert.deepEqual(await names('--email', 'ana@exemplo.com.br'), ['Ana Souza']);
      for (const old of [['--phone', '11 3333-4444'], ['--email', 'ana.antigo@exemplo.com.br']]) {
        await assert.rejects(run(['leads', 'export', '--db', db, ...old]), (e: unknown) => e instanceof UserError && e.code === 'NINGUEM_ENCONTRADO', old.join(' '));
      }
      // An empty message removes it (a person who wrote about their health and asks it gone, keeping the contact).
      await run(['leads', 'correct', lead.id, '--db', db, '--message', '']);
      const [stored] = JSON.parse((await run(['leads', 'export', '--db', db, '--format', 'json'])).output);
      assert.deepEqual([stored.name, stored.email, stored.message, stored.id], ['Ana Souza', 'ana@exemplo.com.br', null, lead.id]);

      // Refused by the form's own rules, or not found: nothing changes.
      const refused = async (args: string[], code: string) =>
        assert.rejects(run(['leads', 'correct', ...args, '--db', db]), (e: unknown) => e instanceof UserError && e.code === code, args.join(' '));
      await refused([lead.id, '--phone', '1234'], 'CORRECAO_INVALIDA');
      await refused([lead.id, '--name', ''], 'CORRECAO_INVALIDA');
      await refused([lead.id, '--email', 'não é e-mail'], 'CORRECAO_INVALIDA');
      await refused([lead.id], 'CORRECAO_VAZIA');
      await refused(['00000000-0000-4000-8000-000000000000', '--name', 'Ninguém'], 'CONTATO_NAO_ENCONTRADO');
      await refused(['abc', '--name', 'Ninguém'], 'CONTATO_NAO_ENCONTRADO');
      assert.deepEqual(await names('--phone', '(11) 98765-4321'), ['Ana Souza']);
    });

    test('operator mistakes are UserErrors in Portuguese', async () => {
      const db = await kind.newDatabase();
      await (await openLeadDatabase(db)).close();
      const cases: [string[], string][] = [
        [['leads', 'export', '--db', db, '--format', 'xlsx'], 'FORMATO_DE_EXPORTACAO_DESCONHECIDO'],
        [['leads', 'export', '--db', db, '--since', '32/01/2026'], 'DATA_INVALIDA'],
        [['leads', 'purge', '--db', db, '--older-than', '6 meses'], 'PRAZO_INVALIDO'],
        [['leads', 'delete', '--db', db], 'PESSOA_NAO_INFORMADA'],
        [['leads', 'delete', '--db', db, '--phone', '1234'], 'TELEFONE_CURTO'],
        [['leads', 'export', '--db', db, '--phone', '1234'], 'TELEFONE_CURTO'],
        [['leads', 'delete', '--db', db, '--email', 'a@b.c', '--phone', '1234'], 'TELEFONE_CURTO'],
        [['leads', 'migrate', '--from', db, '--to', db], 'MIGRACAO_INVALIDA'],
      ];
      for (const [args, code] of cases) {
        await assert.rejects(run(args), (e: unknown) => e instanceof UserError && e.code === code, args.join(' '));
      }
    });
  });
}

test('a database that is not there is a UserError, for a file and for PostgreSQL', async (t) => {
  const folder = temporaryFolder();
  t.after(folder.remove);
  await assert.rejects(run(['leads', 'list', '--db', join(folder.path, 'outro.db')]), (e: unknown) => e instanceof UserError && e.code === 'BANCO_NAO_ENCONTRADO');
  // A file that is not a database (damaged, or the wrong file given), and a folder: named, never a stack trace.
  writeFileSync(join(folder.path, 'danificado.db'), 'lixo');
  await assert.rejects(run(['leads', 'list', '--db', join(folder.path, 'danificado.db')]), (e: unknown) => e instanceof UserError && e.code === 'BANCO_ARQUIVO_INVALIDO');
  await assert.rejects(run(['leads', 'list', '--db', folder.path]), (e: unknown) => e instanceof UserError && e.code === 'BANCO_E_UMA_PASTA');
  // leads migrate names its own options in the hints, never --db, which it does not have.
  const hints: Array<[string[], string, RegExp]> = [
    [['leads', 'migrate', '--from', folder.path, '--to', 'postgres://clinica@127.0.0.1:1/leads'], 'BANCO_E_UMA_PASTA', /em --from\./],
    [['leads', 'migrate', '--from', join(folder.path, 'danificado.db'), '--to', 'postgres://clinica@127.0.0.1:1/leads'], 'BANCO_ARQUIVO_INVALIDO', /em --from;/],
  ];
  const sqliteFile = join(folder.path, 'origem.db');
  await (await openLeadDatabase(sqliteFile)).close();
  hints.push([['leads', 'migrate', '--from', sqliteFile, '--to', 'postgres://clinica@127.0.0.1:1/leads'], 'BANCO_INACESSIVEL', /senha em --to,/]);
  for (const [args, code, hint] of hints) {
    await assert.rejects(run(args), (e: unknown) => e instanceof UserError && e.code === code && hint.test(e.hint) && !e.hint.includes('--db'), args.join(' '));
  }
  // Port 1 on loopback: nothing listens, the refusal is immediate.
  await assert.rejects(
    run(['leads', 'list', '--db', 'postgres://clinica:segredo@127.0.0.1:1/leads']),
    (e: unknown) => e instanceof UserError && e.code === 'BANCO_INACESSIVEL' && !e.message.includes('segredo') && /nada responde em 127\.0\.0\.1:1 /.test(e.message),
  );
});

const postgres = stores.find((s) => s.kind === 'postgres')!;
const sqlite = stores.find((s) => s.kind === 'sqlite')!;

test('without --db the commands use DATABASE_URL, as managed hosts set it, and --help never shows it', { skip: postgres.skip }, async (t) => {
  const db = await postgres.newDatabase();
  const handle = await openLeadDatabase(db);
  await handle.store.insert({ ...base, name: 'Pelo ambiente', phone: '11 98765-4321' }, ['email']);
  await handle.close();
  const saved = { CLINIC_SITE_DB: process.env.CLINIC_SITE_DB, DATABASE_URL: process.env.DATABASE_URL };
  t.after(() => {
    for (const [key, value] of Object.entries(saved)) value === undefined ? delete process.env[key] : (process.env[key] = value);
  });
  delete process.env.CLINIC_SITE_DB;
  process.env.DATABASE_URL = db.replace('clinica@', 'clinica:segredo@'); // trust authentication ignores the password
  assert.match((await run(['leads', 'list'])).output, /Pelo ambiente/);

  const program = new Command('clinic-site');
  registerLeadCommands(program, { exitCode: 0 });
  const help = program.commands[0].commands.map((command) => command.helpInformation()).join('\n');
  assert.match(help, /--db <banco>/);
  assert.doesNotMatch(help, /segredo|postgres:\/\/clinica/);
});

test('leads migrate copies leads and pending notices from SQLite to PostgreSQL, and copies nothing twice', { skip: postgres.skip }, async () => {
  const from = await sqlite.newDatabase();
  const source = await openLeadDatabase(from);
  const delivered = await source.store.insert({ ...base, name: 'Já avisada', phone: '11 3333-4444' }, ['email'], new Date('2026-03-01T12:00:00Z'));
  const waiting = await source.store.insert({ ...base, name: 'Avisos pendentes', phone: '11 98765-4321', email: 'ana@exemplo.com.br' }, ['email', 'webhook'], new Date('2026-03-02T12:00:00Z'));
  const [sent] = await source.queue.claim('email', Date.now(), 1, 60_000);
  assert.equal(sent.lead.id, delivered.id);
  await source.queue.markSent(sent.id);
  await source.queue.reschedule((await source.queue.claim('webhook', Date.now(), 1, 60_000))[0].id, 3, 1_800_000_000_000, 'HTTP 503');
  await source.close();

  const to = await postgres.newDatabase();
  const first = await run(['leads', 'migrate', '--from', from, '--to', to]);
  const backup = `${from}.backup`;
  copyFileSync(from, backup); // closed by the command: the whole database is in the file
  assert.match(first.output, /^2 contato\(s\) copiado\(s\) com 2 aviso\(s\) pendente\(s\); 0 já estava\(m\)/);

  // Meanwhile the old server took one more lead; the second run copies only that one.
  const again = await openLeadDatabase(from);
  await again.store.insert({ ...base, name: 'Chegou depois', phone: '21 98765-4321' }, ['email']);
  await again.close();
  const second = await run(['leads', 'migrate', '--from', from, '--to', to]);
  assert.match(second.output, /^1 contato\(s\) copiado\(s\) com 1 aviso\(s\) pendente\(s\); 2 já estava\(m\)/);
  assert.match((await run(['leads', 'migrate', '--from', from, '--to', to])).output, /^0 contato\(s\) copiado\(s\) com 0 aviso\(s\) pendente\(s\); 3 já estava\(m\)/);

  const target = await openLeadDatabase(to);
  try {
    const leads = await target.store.list();
    assert.deepEqual(leads.map((l) => [l.name, l.pendingNotifications]), [['Já avisada', 0], ['Avisos pendentes', 2], ['Chegou depois', 1]]);
    assert.deepEqual(leads[1], { ...waiting, pendingNotifications: 2 });
    const jobs = await postgres.sql(to, 'SELECT channel, attempts, next_attempt_at, last_error FROM outbox ORDER BY id');
    assert.deepEqual(jobs, [
      { channel: 'email', attempts: 0, next_attempt_at: Date.parse(waiting.createdAt), last_error: null },
      { channel: 'webhook', attempts: 3, next_attempt_at: 1_800_000_000_000, last_error: 'HTTP 503' },
      { channel: 'email', attempts: 0, next_attempt_at: jobs[2].next_attempt_at, last_error: null },
    ]);
  } finally {
    await target.close();
  }
  // An erasure in the old database after the copy reaches the new one at the next run, and is said.
  assert.match((await run(['leads', 'delete', '--db', from, '--email', 'ana@exemplo.com.br'])).output, /1 contato/);
  const after = await run(['leads', 'migrate', '--from', from, '--to', to]);
  assert.match(after.output, /^0 contato\(s\) copiado\(s\) com 0 aviso\(s\) pendente\(s\); 2 já estava\(m\) .*\nDesde a cópia anterior: 1 contato\(s\) apagado\(s\) na origem apagado\(s\) também no destino\.\n$/);
  const erased = await openLeadDatabase(to);
  try {
    assert.deepEqual((await erased.store.list()).map((l) => l.name), ['Já avisada', 'Chegou depois']);
  } finally {
    await erased.close();
  }
  // The same file moved to another folder names another source: its leads are left alone, and the output says why.
  const moved = join(dirname(from), 'movido', 'leads.db');
  mkdirSync(dirname(moved));
  copyFileSync(from, moved);
  const fromMoved = await run(['leads', 'migrate', '--from', moved, '--to', to]);
  assert.match(fromMoved.output, /2 já estava\(m\)[^\n]*\nDesses, 2 foi\(ram\) copiado\(s\) antes, de outro banco ou deste mesmo arquivo por outro caminho: .*rode de novo com --from no caminho de então\.\n$/);
  // The first copy restored over the source (its file damaged): the lead that came after it stays in PostgreSQL, and
  // the person erased since is not brought back.
  for (const side of ['-wal', '-shm']) rmSync(`${from}${side}`, { force: true });
  copyFileSync(backup, from);
  const fromBackup = (await run(['leads', 'migrate', '--from', from, '--to', to])).output;
  assert.match(fromBackup, /^0 contato\(s\) copiado\(s\)/);
  assert.match(fromBackup, /\n1 contato\(s\) da origem foi\(ram\) apagado\(s\) no destino antes \(a pedido da pessoa\): não voltou\(aram\)\./);
  assert.match(fromBackup, /\n1 contato\(s\) copiado\(s\) antes não está\(ão\) mais na origem, e ela não registra que foi\(ram\) apagado\(s\): ficou\(aram\) no destino\./);
  const restored = await openLeadDatabase(to);
  try {
    assert.deepEqual((await restored.store.list()).map((l) => l.name), ['Já avisada', 'Chegou depois']);
  } finally {
    await restored.close();
  }
});

test('a database that refuses the work (another process holds it) is a UserError in the operator\'s words, and nothing changes', async (t) => {
  const folder = temporaryFolder();
  t.after(folder.remove);
  const file = await sqlite.newDatabase();
  const handle = await openLeadDatabase(file);
  await handle.store.insert({ ...base, name: 'Ana Souza', phone: '11 98765-4321' }, ['email'], new Date());
  await handle.close();
  // A copy made the wrong way, or a sqlite3 left in the middle of a write: the write lock is held past the wait.
  const { default: Database } = await import('better-sqlite3');
  const holder = new Database(file);
  holder.exec('BEGIN IMMEDIATE');
  try {
    await assert.rejects(
      run(['leads', 'delete', '--db', file, '--phone', '11 98765-4321']),
      (e: unknown) =>
        e instanceof UserError && e.code === 'BANCO_RECUSOU' && /outro processo segurou o banco de contatos/.test(e.message) && /Nada foi alterado/.test(e.hint),
    );
  } finally {
    holder.exec('ROLLBACK');
    holder.close();
  }
  assert.match((await run(['leads', 'list', '--db', file])).output, /Ana Souza/, 'the lead is still there');
});
