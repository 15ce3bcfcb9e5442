/**
 * The sources stage against a local server that answers like Google's export and the other services (never the
 * internet): downloads, each failure's own message located at its fontes.txt line, the private-network guard, the
 * kept copy with and without --offline-ok, and fontes.txt mistakes.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeLocation } from '../errors/location.ts';
import type { Problem } from '../errors/problems.ts';
import { SAMPLE_SHEETS } from '../../test/support/sheet-fixtures.ts';
import { PUBLISHED_ID, SHARED_ID, startSheetServer, type SheetServer } from '../../test/support/sheet-server.ts';
import { liveSources, type SourcesOptions } from './live-sources.ts';

let server: SheetServer;
let root = '';
const workbook = readFileSync(join(SAMPLE_SHEETS, 'servicos.xlsx'));
const GOOGLE = `https://docs.google.com/spreadsheets/d/${SHARED_ID}/edit#gid=0`;

before(async () => {
  server = await startSheetServer(workbook);
  root = mkdtempSync(join(tmpdir(), 'clinic-site-sources-'));
});
after(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

let folders = 0;
/** A sheets folder holding only fontes.txt (and `files`), with its own kept-copies folder. */
function sheetsWith(fontes: string, files: string[] = []) {
  const dir = join(root, `caso-${++folders}`);
  const sheets = join(dir, 'sheets');
  mkdirSync(sheets, { recursive: true });
  writeFileSync(join(sheets, 'fontes.txt'), fontes);
  for (const file of files) writeFileSync(join(sheets, file), 'x');
  return { sheets, kept: join(dir, 'mantidas') };
}

const options = (kept: string, extra: Partial<SourcesOptions> = {}): SourcesOptions => ({
  keptFolder: kept,
  network: { allowPrivateNetwork: true, rewrite: server.rewrite, timeoutMs: 1500, maxBytes: 1 << 20 },
  ...extra,
});

test('a Google Sheets link is downloaded as the xlsx export of the whole workbook and read as servicos.xlsx', async () => {
  const { sheets, kept } = sheetsWith(`# planilhas da recepção\n\nservicos = ${GOOGLE}\n`);
  server.requests.length = 0;
  const sources = await liveSources(sheets, options(kept));
  assert.ok(sources);
  assert.deepEqual(sources.problems, []);
  assert.deepEqual([...sources.files.keys()], ['servicos.xlsx']);
  assert.deepEqual(readFileSync(sources.files.get('servicos.xlsx')!), workbook);
  assert.equal(server.requests[0].url, `/spreadsheets/d/${SHARED_ID}/export?format=xlsx`);
  // Staged only: the kept copy appears when the build succeeds (keep), and a failed build leaves nothing (discard).
  const staged = sources.files.get('servicos.xlsx')!;
  sources.keep();
  assert.ok(!existsSync(staged));
  const again = await liveSources(sheets, options(kept));
  again!.discard();
  assert.ok(!existsSync(again!.files.get('servicos.xlsx')!));
});

test('"Publicar na Web" and a share link that redirects are downloaded too', async () => {
  const { sheets, kept } = sheetsWith(
    [`servicos = https://docs.google.com/spreadsheets/d/e/${PUBLISHED_ID}/pubhtml`, `blog = https://www.dropbox.com/s/compartilhado/servicos.xlsx?dl=0`].join('\n'),
  );
  const sources = (await liveSources(sheets, options(kept)))!;
  assert.deepEqual(sources.problems, []);
  assert.deepEqual([...sources.files.keys()].sort(), ['blog.xlsx', 'servicos.xlsx']);
  sources.discard();
});

test('each download problem has its own message, located at its fontes.txt line and naming the workbook', async () => {
  const lines: [string, string, RegExp][] = [
    ['servicos', '1NaoCompartilhada0000000', /Compartilhar › Acesso geral › "Qualquer pessoa com o link" › Leitor/],
    ['tratamentos', '1Proibida000000000000000', /Compartilhar/],
    ['protocolos', '1Apagada0000000000000000', /respondeu 410/],
    ['configuracoes', '1Lenta000000000000000000', /1,5 segundos/],
    ['blog', '1PaginaDeErro00000000000', /devolveu uma página da internet/],
  ];
  const { sheets, kept } = sheetsWith(lines.map(([name, id]) => `${name} = https://docs.google.com/spreadsheets/d/${id}/edit`).join('\n'));
  const sources = (await liveSources(sheets, options(kept)))!;
  assert.deepEqual(
    sources.problems.map((p) => [p.code, describeLocation(p.location)]),
    [
      ['FONTE_NAO_COMPARTILHADA', 'fontes.txt › linha 1'],
      ['FONTE_NAO_COMPARTILHADA', 'fontes.txt › linha 2'],
      ['FONTE_REMOVIDA', 'fontes.txt › linha 3'],
      ['FONTE_LENTA', 'fontes.txt › linha 4'],
      ['FONTE_NAO_E_PLANILHA', 'fontes.txt › linha 5'],
    ],
  );
  sources.problems.forEach((p, i) => {
    assert.match(`${p.message} ${p.hint}`, lines[i][2], p.code);
    assert.match(p.message, new RegExp(`"${lines[i][0]}"`), p.code);
  });
  assert.equal(sources.files.size, 0);
});

test('an .xls kept in Google Drive is named as a format the site does not read, with how to save it as .xlsx', async () => {
  const { sheets, kept } = sheetsWith('servicos = https://drive.google.com/file/d/1Antiga000000000000000000/view?usp=sharing\n');
  const sources = (await liveSources(sheets, options(kept)))!;
  assert.deepEqual(sources.problems.map((p) => [p.code, describeLocation(p.location)]), [['FONTE_FORMATO_ANTIGO', 'fontes.txt › linha 1']]);
  const [refused] = sources.problems;
  assert.match(refused.message, /"servicos".*\.xls \(Excel 97-2003\)/);
  assert.match(refused.hint, /\.xlsx/);
  assert.equal(sources.files.size, 0);
});

test('truncated, too big, removed and no internet', async () => {
  const { sheets, kept } = sheetsWith(
    [
      `servicos = https://docs.google.com/spreadsheets/d/1Cortada0000000000000000/edit`,
      `tratamentos = https://docs.google.com/spreadsheets/d/1Enorme00000000000000000/edit`,
      `protocolos = https://arquivos.clinicabela.com.br/nao-existe.xlsx`,
    ].join('\n'),
  );
  const sources = (await liveSources(sheets, options(kept)))!;
  assert.deepEqual(sources.problems.map((p) => p.code), ['FONTE_INCOMPLETA', 'FONTE_GRANDE_DEMAIS', 'FONTE_REMOVIDA']);
  assert.match(sources.problems[0].message, /não chegou inteira: o download parou no meio.*Nada dela foi usado/);

  const offline = sheetsWith(`servicos = ${GOOGLE}`);
  const noNetwork = { resolve: async () => Promise.reject(Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' })) };
  const lost = (await liveSources(offline.sheets, { keptFolder: offline.kept, network: noNetwork }))!;
  assert.deepEqual(lost.problems.map((p) => [p.code, p.message]), [['FONTE_SEM_INTERNET', 'Não foi possível encontrar docs.google.com para baixar "servicos": sem internet, ou o endereço está errado.']]);
});

test('the private network is refused by default, and the message names the variable that allows it', async () => {
  const { sheets, kept } = sheetsWith(`servicos = https://planilhas.exemplo.com.br/servicos.xlsx\nblog = ${server.base}/planilhas/servicos.xlsx`);
  server.requests.length = 0;
  const toLoopback = async () => [{ address: '127.0.0.1', family: 4 }];
  const sources = (await liveSources(sheets, { keptFolder: kept, network: { resolve: toLoopback } }))!;
  assert.deepEqual(sources.problems.map((p) => p.code), ['FONTE_FALHOU', 'FONTE_FALHOU']);
  assert.match(sources.problems[0].message, /planilhas\.exemplo\.com\.br é da rede interna.*CLINIC_SITE_ALLOW_PRIVATE_NETWORK=1/);
  assert.match(sources.problems[1].message, /CLINIC_SITE_ALLOW_PRIVATE_NETWORK=1/);
  assert.equal(server.requests.length, 0);
});

test('kept copy: used with --offline-ok and one warning giving its age; without it the run stops naming the workbook', async () => {
  const { sheets, kept } = sheetsWith(`servicos = ${GOOGLE}`);
  const good = (await liveSources(sheets, options(kept)))!;
  good.keep();
  // Make the kept copy three hours old.
  const info = join(kept, readdirOne(kept), 'mantida.json');
  const saved = JSON.parse(readFileSync(info, 'utf8'));
  writeFileSync(info, JSON.stringify({ ...saved, savedAt: new Date(Date.now() - 3 * 3600_000).toISOString() }));

  const broken = { ...options(kept), network: { ...options(kept).network, rewrite: (url: string) => server.rewrite(url).replace(SHARED_ID, '1Apagada0000000000000000') } };
  const stopped = (await liveSources(sheets, broken))!;
  assert.deepEqual(stopped.problems.map((p) => [p.code, p.severity]), [['FONTE_REMOVIDA', 'error']]);
  assert.equal(stopped.files.size, 0);

  const offline = (await liveSources(sheets, { ...broken, offlineOk: true }))!;
  assert.deepEqual(offline.problems.map((p) => [p.code, p.severity]), [['FONTE_COPIA_GUARDADA', 'warning']]);
  assert.match(offline.problems[0].message, /"servicos" não foi baixada agora \(o servidor respondeu 410 \(removido\)\); o site usa a última cópia que deu certo, baixada há 3 horas/);
  assert.deepEqual(readFileSync(offline.files.get('servicos.xlsx')!), workbook);

  const nothingKept = sheetsWith(`servicos = ${GOOGLE}`);
  const none = (await liveSources(nothingKept.sheets, { ...broken, keptFolder: nothingKept.kept, offlineOk: true }))!;
  assert.deepEqual(none.problems.map((p) => [p.code, p.severity]), [['FONTE_SEM_COPIA', 'error']]);
});

test('a damaged workbook sent whole is a failed download of its link, and --offline-ok uses the kept copy', async () => {
  const { sheets, kept } = sheetsWith(`# planilhas\nservicos = ${GOOGLE}\n`);
  (await liveSources(sheets, options(kept)))!.keep();
  const damaged = { ...options(kept), network: { ...options(kept).network, rewrite: (url: string) => server.rewrite(url).replace(SHARED_ID, '1Danificada0000000000000') } };

  const stopped = (await liveSources(sheets, damaged))!;
  assert.deepEqual(stopped.problems.map((p) => [p.code, describeLocation(p.location), p.severity]), [['FONTE_DANIFICADA', 'fontes.txt › linha 2', 'error']]);
  const [refused] = stopped.problems;
  assert.match(refused.message, /O link de "servicos" devolveu um arquivo de planilha danificado/);
  assert.match(refused.hint, /Abra o link no navegador e confira se a planilha abre lá/);
  assert.doesNotMatch(refused.hint, /Copie de novo a partir do original/);
  assert.equal(stopped.files.size, 0);

  const offline = (await liveSources(sheets, { ...damaged, offlineOk: true }))!;
  assert.deepEqual(offline.problems.map((p) => [p.code, p.severity]), [['FONTE_COPIA_GUARDADA', 'warning']]);
  assert.match(offline.problems[0].message, /"servicos" não foi baixada agora \(o link devolveu uma planilha danificada\); o site usa a última cópia que deu certo/);
  assert.deepEqual(readFileSync(offline.files.get('servicos.xlsx')!), workbook);
});

function readdirOne(dir: string): string {
  const entries = readdirSync(dir);
  assert.equal(entries.length, 1);
  return entries[0];
}

test('fontes.txt mistakes: each line located, the good lines still used', async () => {
  const { sheets, kept } = sheetsWith(
    [
      '# comentário',
      `servicos = ${GOOGLE}`,
      'tratamentos https://docs.google.com/spreadsheets/d/x',
      'precos = https://arquivos.clinicabela.com.br/precos.xlsx',
      'protocolos = https://drive.google.com/drive/folders/1a2B3c4D5e6F7g8H9i0J?usp=sharing',
      `blog = https://docs.google.com/document/d/${SHARED_ID}/edit`,
      'configuracoes = https://www.clinicabela.com.br/precos',
      `tratamentos = ${GOOGLE}`,
      `tratamentos = ${GOOGLE}`,
    ].join('\n'),
    ['servicos.xlsx'],
  );
  const sources = (await liveSources(sheets, options(kept)))!;
  assert.deepEqual(
    sources.problems.map((p) => [p.code, describeLocation(p.location)]),
    [
      ['FONTES_LINHA_INVALIDA', 'fontes.txt › linha 3'],
      ['FONTES_PLANILHA_DESCONHECIDA', 'fontes.txt › linha 4'],
      ['FONTES_LINK_PASTA', 'fontes.txt › linha 5'],
      ['FONTES_LINK_NAO_PLANILHA', 'fontes.txt › linha 6'],
      ['FONTES_LINK_DESCONHECIDO', 'fontes.txt › linha 7'],
      ['FONTES_PLANILHA_REPETIDA', 'fontes.txt › linha 9'],
      ['FONTES_E_PASTA', 'fontes.txt › linha 2'],
    ],
  );
  const both = sources.problems.find((p) => p.code === 'FONTES_E_PASTA')!;
  assert.equal(both.message, 'A planilha "servicos" vem do link da linha 2 do fontes.txt e também está na pasta como "servicos.xlsx": publicar qualquer uma poderia pôr um preço antigo no site.');
  assert.match(sources.problems[3].message, /abre um documento do Google Docs/);
});

test('a CSV link is one tab: "servicos-perguntas" is the Perguntas tab, read as servicos-perguntas.csv', async () => {
  const { sheets, kept } = sheetsWith('servicos-perguntas = https://arquivos.clinicabela.com.br/planilhas/perguntas.csv');
  const sources = (await liveSources(sheets, options(kept)))!;
  assert.deepEqual(sources.problems, []);
  assert.deepEqual([...sources.files.keys()], ['servicos-perguntas.csv']);
  sources.discard();
  // A whole workbook where one tab was expected is refused, not read as a CSV.
  const wrong = sheetsWith('servicos-perguntas = https://arquivos.clinicabela.com.br/planilhas/servicos.csv');
  const refused = (await liveSources(wrong.sheets, { ...options(wrong.kept), network: { ...options(wrong.kept).network, rewrite: () => `${server.base}/planilhas/servicos.xlsx` } }))!;
  assert.deepEqual(refused.problems.map((p) => p.code), ['FONTE_NAO_E_PLANILHA']);
});

test('a fontes.txt far too big to be one is refused without being read', async () => {
  const { sheets, kept } = sheetsWith(`servicos = ${GOOGLE}\n${'#'.repeat(100_000)}`);
  const sources = (await liveSources(sheets, options(kept)))!;
  assert.deepEqual(sources.problems.map((p) => [p.code, p.location.file]), [['FONTES_ILEGIVEL', 'fontes.txt']]);
  assert.match(sources.problems[0].message, /mais de 64 KB/);
  // A named pipe under its name (nothing writes to it) or a link to a device: refused at once, not waited on.
  for (const make of [(file: string) => spawnSync('mkfifo', [file]), (file: string) => symlinkSync('/dev/zero', file)]) {
    const other = sheetsWith('');
    rmSync(join(other.sheets, 'fontes.txt'));
    make(join(other.sheets, 'fontes.txt'));
    const refused = (await liveSources(other.sheets, options(other.kept)))!;
    assert.deepEqual(refused.problems.map((p) => [p.code, p.location.file]), [['FONTES_ILEGIVEL', 'fontes.txt']]);
    assert.match(refused.problems[0].message, /não é um arquivo comum/);
  }
});

test('no fontes.txt: no sources stage at all', async () => {
  const empty = join(root, 'sem-fontes');
  mkdirSync(empty);
  assert.equal(await liveSources(empty, {}), null);
});

test('problems in a downloaded workbook get a link that opens it; at the tab and cell when the link names the tab', async () => {
  const { sheets, kept } = sheetsWith(`servicos = ${GOOGLE}\nblog = https://docs.google.com/spreadsheets/d/${SHARED_ID}/edit#gid=734`);
  const sources = (await liveSources(sheets, options(kept)))!;
  sources.discard();
  const at = (file: string, sheet: string, cell: string) => ({ code: 'PRECO_INVALIDO', location: { file, sheet, row: 14, cell } }) as unknown as Problem;
  const [service, article, local] = sources.locate([at('servicos.xlsx', 'Serviços', 'D14'), at('blog.xlsx', 'Artigos', 'F3'), at('tratamentos.xlsx', 'Tratamentos', 'B2')]);
  // servicos has two tabs and the link's gid cannot say which one it is: the spreadsheet opens at its first tab.
  assert.equal(service.location.link, `https://docs.google.com/spreadsheets/d/${SHARED_ID}/edit`);
  assert.equal(article.location.link, `https://docs.google.com/spreadsheets/d/${SHARED_ID}/edit#gid=734&range=F3`);
  assert.equal(local.location.link, undefined);
  assert.equal(service.location.sheet, 'Serviços');
});
