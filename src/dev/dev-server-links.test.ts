/**
 * `clinic-site dev` with a workbook from a fontes.txt link: an edit made in the spreadsheet (the served workbook, here
 * a local server) reaches the preview without any file in sheets/ changing, and a workbook that did not change is not
 * built again however often it is checked.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { eventually } from '../../test/support/eventually.ts';
import { copySample, editWorkbook, setCell } from '../../test/support/sheet-fixtures.ts';
import { startSheetServer, type SheetServer } from '../../test/support/sheet-server.ts';
import { startDev, type RunningDev } from './dev-server.ts';

let server: SheetServer;
let sheets = '';
let editor = '';
let dev: RunningDev | undefined;
const terminal: string[] = [];
const saved = { cache: process.env.CLINIC_SITE_SOURCES_CACHE, network: process.env.CLINIC_SITE_ALLOW_PRIVATE_NETWORK };

/** The served workbook with botox at `price`, edited in a copy of the sample as staff would in the spreadsheet. */
function servedWith(price: string): Buffer {
  editWorkbook(editor, 'servicos', (tabs) => setCell(tabs.get('Serviços')!, 'botox', 'Preço', price));
  return readFileSync(join(editor, 'servicos.xlsx'));
}

const LINK = '/planilhas/servicos.xlsx';
const checks = () => server.requests.filter((request) => request.url === LINK).length;
const botoxPage = async () => (await fetch(`${dev!.url}/servico/botox`)).text();

before(async () => {
  sheets = copySample('clinic-site-dev-links-');
  editor = copySample('clinic-site-dev-links-editor-');
  rmSync(join(sheets, 'servicos.xlsx'));
  process.env.CLINIC_SITE_SOURCES_CACHE = join(dirname(sheets), 'mantidas');
  process.env.CLINIC_SITE_ALLOW_PRIVATE_NETWORK = '1';
  server = await startSheetServer(servedWith('R$ 987'));
  writeFileSync(join(sheets, 'fontes.txt'), `servicos = ${server.base}${LINK}\n`);
  dev = await startDev({ sheets, out: join(dirname(sheets), 'dev'), host: '127.0.0.1', port: 0, debounceMs: 50, linkCheckMs: 100, log: (line) => terminal.push(line) });
});

after(async () => {
  await dev?.close();
  await server?.close();
  for (const [name, value] of [['CLINIC_SITE_SOURCES_CACHE', saved.cache], ['CLINIC_SITE_ALLOW_PRIVATE_NETWORK', saved.network]] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

test('an unchanged linked workbook is downloaded again and again, and never rebuilt', { timeout: 60_000 }, async () => {
  assert.match(await botoxPage(), /R\$\s*987/);
  const built = dev!.state().buildId;
  const before = checks();
  await eventually(() => assert.ok(checks() >= before + 3, `${checks() - before} verificações`), 30_000);
  assert.equal(dev!.state().buildId, built);
  assert.deepEqual(terminal.filter((line) => line.startsWith('↻')), []);
});

test('a price edited in the linked spreadsheet reaches the preview without touching sheets/', { timeout: 60_000 }, async () => {
  const built = dev!.state().buildId;
  server.workbook = servedWith('R$ 1.234');
  await eventually(async () => assert.match(await botoxPage(), /R\$\s*1\.234/), 30_000);
  assert.equal(dev!.state().buildId, built + 1);
  assert.match(terminal.join('\n'), /↻ Mudança na planilha "servicos" \(link do fontes\.txt\)/);
});

test('a link that stops answering is said once, leaves the preview as it was, and is said once when it answers again', { timeout: 60_000 }, async () => {
  const built = dev!.state().buildId;
  const working = server.workbook;
  server.workbook = Buffer.from('<!doctype html><p>Erro 500</p>');
  const before = checks();
  await eventually(() => assert.ok(checks() >= before + 3, `${checks() - before} verificações`), 30_000);
  const warnings = terminal.filter((line) => line.startsWith('⚠ Não foi possível conferir'));
  assert.equal(warnings.length, 1, warnings.join('\n'));
  assert.match(warnings[0], /"servicos" no link \(fontes\.txt › linha 1\): o link devolveu uma página\. A prévia continua como está/);
  assert.equal(dev!.state().failure, null);
  assert.equal(dev!.state().buildId, built);

  server.workbook = working;
  await eventually(() => assert.equal(terminal.filter((line) => line.includes('voltou a responder')).length, 1), 30_000);
  const after = checks();
  await eventually(() => assert.ok(checks() >= after + 2), 30_000);
  assert.equal(terminal.filter((line) => line.includes('voltou a responder')).length, 1);
  assert.equal(dev!.state().buildId, built, 'the same workbook as before is not built again');
});
