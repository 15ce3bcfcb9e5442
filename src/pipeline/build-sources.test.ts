/**
 * End to end with a workbook from a link: `clinic-site build` whose `servicos` comes from a local server through
 * sheets/fontes.txt (the operator allows the private network for it, as for a NAS), a price edited in the served
 * workbook reaching out/ at the next build, the kept copy promoted only by a successful build, used with
 * --offline-ok and refused without it, and problems in the downloaded workbook linked to the spreadsheet.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { copySample, editWorkbook, SAMPLE_SHEETS, setCell } from '../../test/support/sheet-fixtures.ts';
import { runCli } from '../../test/support/run-cli.ts';
import { SHARED_ID, startSheetServer, type SheetServer } from '../../test/support/sheet-server.ts';
import { SheetProblems } from '../errors/problems.ts';
import { build } from './build-site.ts';

let server: SheetServer;
let sheets = '';
let root = '';
let editor = '';
const env = { CLINIC_SITE_ALLOW_PRIVATE_NETWORK: process.env.CLINIC_SITE_ALLOW_PRIVATE_NETWORK, CLINIC_SITE_SOURCES_CACHE: process.env.CLINIC_SITE_SOURCES_CACHE };

/** The served workbook with botox at `price` (edited in a copy of the sample, as staff would in the spreadsheet). */
function servedWith(price: string): Buffer {
  editWorkbook(editor, 'servicos', (tabs) => setCell(tabs.get('Serviços')!, 'botox', 'Preço', price));
  return readFileSync(join(editor, 'servicos.xlsx'));
}

before(async () => {
  sheets = copySample('clinic-site-build-sources-');
  root = dirname(sheets);
  editor = copySample('clinic-site-build-sources-editor-');
  rmSync(join(sheets, 'servicos.xlsx'));
  server = await startSheetServer(servedWith('R$ 987'));
  process.env.CLINIC_SITE_ALLOW_PRIVATE_NETWORK = '1';
  process.env.CLINIC_SITE_SOURCES_CACHE = join(root, 'planilhas-mantidas');
  process.env.NO_COLOR = '1';
});

after(async () => {
  await server.close();
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  rmSync(root, { recursive: true, force: true });
  rmSync(dirname(editor), { recursive: true, force: true });
});

const botoxPage = (out: string) => readFileSync(join(out, 'servico', 'botox.html'), 'utf8');

test('build: servicos from a link via fontes.txt; a price edited in the served workbook is in out/ after the next build', async () => {
  writeFileSync(join(sheets, 'fontes.txt'), `# A equipe edita os serviços no servidor de arquivos\nservicos = ${server.base}/planilhas/servicos.xlsx\n`);
  const out = join(root, 'out');
  const [code, stdout, stderr] = await runCli(['build', '--sheets', sheets, '--out', out]);
  assert.equal(code, 0, stderr);
  assert.match(stdout, /Site gerado/);
  assert.match(botoxPage(out), /R\$\s*987/);

  server.workbook = servedWith('R$ 1.234');
  const [again, , again2] = await runCli(['build', '--sheets', sheets, '--out', out]);
  assert.equal(again, 0, again2);
  assert.match(botoxPage(out), /R\$\s*1\.234/);
  assert.doesNotMatch(botoxPage(out), /R\$\s*987/);
});

test('a failed download stops the build naming the workbook; --offline-ok builds from the kept copy with one warning', async () => {
  writeFileSync(join(sheets, 'fontes.txt'), `servicos = ${server.base}/planilhas/servicos.xlsx\n`);
  const out = join(root, 'out-offline');
  server.workbook = servedWith('R$ 555');
  assert.equal((await runCli(['build', '--sheets', sheets, '--out', out]))[0], 0);

  // The same link now answers with an error page.
  const saved = server.workbook;
  server.workbook = Buffer.from('<!doctype html><p>Erro 500</p>');
  const [stopped, , why] = await runCli(['build', '--sheets', sheets, '--out', out]);
  assert.equal(stopped, 1);
  assert.match(why, /fontes\.txt › linha 1/);
  assert.match(why, /O link de "servicos" devolveu uma página da internet/);
  assert.doesNotMatch(why, /\n\s+at /, 'no stack trace');

  const [offline, stdout, warning] = await runCli(['build', '--sheets', sheets, '--out', out, '--offline-ok']);
  assert.equal(offline, 0, warning);
  assert.equal(warning.match(/usada a última cópia que deu certo/g)?.length, 1);
  assert.match(warning, /"servicos" não foi baixada agora \(o link devolveu uma página\); o site usa a última cópia que deu certo, baixada há menos de um minuto/);
  assert.match(stdout, /Site gerado/);
  assert.match(botoxPage(out), /R\$\s*555/);
  server.workbook = saved;
});

test('a workbook that breaks the build is not kept, and its problems link to the spreadsheet', async () => {
  writeFileSync(join(sheets, 'fontes.txt'), `servicos = https://docs.google.com/spreadsheets/d/${SHARED_ID}/edit#gid=0\n`);
  const sourcesCache = join(root, 'mantidas-google');
  const sourcesNetwork = { allowPrivateNetwork: true, rewrite: server.rewrite };
  const out = join(root, 'out-google');
  server.workbook = servedWith('R$ 700');
  await build({ sheets, out, sourcesCache, sourcesNetwork });

  server.workbook = servedWith('R$ abc');
  const error = await build({ sheets, out, sourcesCache, sourcesNetwork }).catch((e) => e);
  assert.ok(error instanceof SheetProblems);
  const bad = error.problems.find((p) => p.code === 'PRECO_INVALIDO')!;
  assert.equal(bad.location.file, 'servicos.xlsx');
  assert.equal(bad.location.sheet, 'Serviços');
  assert.equal(bad.location.link, `https://docs.google.com/spreadsheets/d/${SHARED_ID}/edit`);

  // The kept copy is still the one that built: offline, the site is built with R$ 700.
  const offline = await build({ sheets, out, sourcesCache, sourcesNetwork: { ...sourcesNetwork, rewrite: () => `${server.base}/nao-existe.xlsx` }, offlineOk: true });
  assert.deepEqual(offline.warnings.filter((w) => w.code.startsWith('FONTE')).map((w) => w.code), ['FONTE_COPIA_GUARDADA']);
  assert.match(botoxPage(out), /R\$\s*700/);
});

test('validate downloads the sources too, reports in JSON with the link, and never replaces the kept copy', async () => {
  writeFileSync(join(sheets, 'fontes.txt'), `servicos = ${server.base}/planilhas/servicos.xlsx\n`);
  server.workbook = servedWith('R$ 321');
  assert.equal((await runCli(['build', '--sheets', sheets, '--out', join(root, 'out-validate')]))[0], 0);
  server.workbook = servedWith('R$ quatrocentos');
  const [code, stdout] = await runCli(['validate', '--sheets', sheets, '--format', 'json']);
  assert.equal(code, 1);
  const bad = JSON.parse(stdout).problems.find((p: { code: string }) => p.code === 'PRECO_INVALIDO');
  assert.equal(bad.where, 'servicos.xlsx › Serviços › linha 2, coluna "Preço" (E2)');
  assert.equal(bad.location.link, `${server.base}/planilhas/servicos.xlsx`);

  server.workbook = Buffer.from('<!doctype html><p>Erro 500</p>');
  // The kept copy is still the one that built (R$ 321), not the one validate saw with an error.
  const [offline, , warning] = await runCli(['validate', '--sheets', sheets, '--offline-ok']);
  assert.equal(offline, 0, warning);
  assert.match(warning, /Planilha: usada a última cópia que deu certo/);
});

test('diff compares with the linked workbook as it is today', async () => {
  writeFileSync(join(sheets, 'fontes.txt'), `servicos = ${server.base}/planilhas/servicos.xlsx\n`);
  server.workbook = servedWith('A partir de R$ 480');
  const [code, stdout, stderr] = await runCli(['diff', '--against', SAMPLE_SHEETS, '--sheets', sheets]);
  assert.equal(code, 0, stderr);
  assert.match(stdout, /Toxina botulínica \(botox\): A partir de R\$ 400 → A partir de R\$ 480/);
});
