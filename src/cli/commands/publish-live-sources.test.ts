/**
 * The whole loop with nobody carrying files: `servicos` comes from a link in sheets/fontes.txt (a local server that
 * answers like a spreadsheet export), staff edit a price in the served workbook, and one `clinic-site publish` puts it
 * live in `current`; a download that fails stops the publication naming the workbook, and `--offline-ok` publishes
 * the last copy that built, saying so.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { runCliAll as runCli } from '../../../test/support/publish.ts';
import { copySample, editWorkbook, setCell } from '../../../test/support/sheet-fixtures.ts';
import { startSheetServer, type SheetServer } from '../../../test/support/sheet-server.ts';

let server: SheetServer;
let sheets = '';
let editor = '';
let target = '';
const saved = { ...process.env };

/** The served workbook with botox at `price`, edited as staff would in the shared spreadsheet. */
function servedWith(price: string): Buffer {
  editWorkbook(editor, 'servicos', (tabs) => setCell(tabs.get('Serviços')!, 'botox', 'Preço', price));
  return readFileSync(join(editor, 'servicos.xlsx'));
}

const publish = (...extra: string[]) => runCli(['publish', '--to', target, '--sheets', sheets, '--date', '2026-03-12', ...extra]);
const liveBotox = () => readFileSync(join(target, 'current', 'servico', 'botox.html'), 'utf8');

before(async () => {
  sheets = copySample('clinic-site-publish-live-');
  editor = copySample('clinic-site-publish-live-editor-');
  target = join(dirname(sheets), 'www');
  rmSync(join(sheets, 'servicos.xlsx'));
  server = await startSheetServer(servedWith('R$ 410'));
  writeFileSync(join(sheets, 'fontes.txt'), `servicos = ${server.base}/planilhas/servicos.xlsx\n`);
  for (const name of ['CLINIC_SITE_SMTP_URL', 'CLINIC_SITE_SMTP_HOST']) delete process.env[name];
  Object.assign(process.env, { CLINIC_SITE_ALLOW_PRIVATE_NETWORK: '1', CLINIC_SITE_SOURCES_CACHE: join(dirname(sheets), 'mantidas'), NO_COLOR: '1' });
});

after(async () => {
  process.env = saved;
  await server.close().catch(() => {});
  rmSync(dirname(sheets), { recursive: true, force: true });
  rmSync(dirname(editor), { recursive: true, force: true });
});

test('a price edited in the served workbook is live in current after one publish', async () => {
  const [first, out1] = await publish();
  assert.equal(first, 0, out1);
  assert.match(liveBotox(), /A partir de R\$ 410/);
  const firstRelease = readlinkSync(join(target, 'current'));

  server.workbook = servedWith('R$ 430');
  const [second, out2] = await publish();
  assert.equal(second, 0, out2);
  assert.match(out2, /R\$ 410 → A partir de R\$ 430/);
  assert.notEqual(readlinkSync(join(target, 'current')), firstRelease);
  assert.match(liveBotox(), /A partir de R\$ 430/);
});

test('a download that fails stops the publication naming the workbook; --offline-ok publishes the kept copy with one warning', async () => {
  const before = readlinkSync(join(target, 'current'));
  await server.close(); // the link stops answering (the file server is down)
  const [held, out, err] = await publish();
  const said = `${out}\n${err}`;
  assert.equal(held, 1, said);
  assert.match(said, /servicos/);
  assert.match(said, /O site no ar continua exatamente como estava/);
  assert.equal(readlinkSync(join(target, 'current')), before);

  const [code, out2, err2] = await publish('--offline-ok');
  assert.equal(code, 0, `${out2}\n${err2}`);
  assert.equal((err2.match(/⚠/g) ?? []).length, 1, err2);
  assert.match(err2, /cópia/i);
  assert.match(liveBotox(), /A partir de R\$ 430/);
});
