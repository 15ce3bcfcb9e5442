/**
 * `clinic-site dev --offline-ok` with a fontes.txt link that does not answer: the preview is built from the kept copy,
 * and the tab says so (the page would otherwise look current while the spreadsheet's latest edits are missing).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { build } from '../pipeline/build-site.ts';
import { SAMPLE_SHEETS } from '../../test/support/sheet-fixtures.ts';
import { startSheetServer } from '../../test/support/sheet-server.ts';
import { startDev, type RunningDev } from './dev-server.ts';
import { NOTICE_ID } from './overlay.ts';

let dir = '';
let dev: RunningDev | undefined;
const saved = { cache: process.env.CLINIC_SITE_SOURCES_CACHE, network: process.env.CLINIC_SITE_ALLOW_PRIVATE_NETWORK };

before(() => {
  dir = mkdtempSync(join(tmpdir(), 'clinic-site-dev-offline-'));
  process.env.CLINIC_SITE_SOURCES_CACHE = join(dir, 'mantidas');
  process.env.CLINIC_SITE_ALLOW_PRIVATE_NETWORK = '1';
});
after(async () => {
  await dev?.close();
  for (const [name, value] of [['CLINIC_SITE_SOURCES_CACHE', saved.cache], ['CLINIC_SITE_ALLOW_PRIVATE_NETWORK', saved.network]] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  rmSync(dir, { recursive: true, force: true });
});

test('a kept copy used for a fontes.txt workbook is said on the page, not only in the terminal', { timeout: 120_000 }, async () => {
  const sheets = join(dir, 'sheets');
  cpSync(SAMPLE_SHEETS, sheets, { recursive: true });
  rmSync(join(sheets, 'servicos.xlsx'));
  const server = await startSheetServer(readFileSync(join(SAMPLE_SHEETS, 'servicos.xlsx')));
  writeFileSync(join(sheets, 'fontes.txt'), `servicos = ${server.base}/planilhas/servicos.xlsx\n`);
  await build({ sheets, out: join(dir, 'primeira') }); // downloads and keeps the copy
  await server.close(); // the link stops answering
  const terminal: string[] = [];
  dev = await startDev({ sheets, out: join(dir, 'dev'), host: '127.0.0.1', port: 0, offlineOk: true, debounceMs: 50, log: (line) => terminal.push(line) });
  assert.match(terminal.join('\n'), /usada a última cópia que deu certo/);
  const html = await (await fetch(`${dev.url}/`)).text();
  const notice = new RegExp(`<div id="${NOTICE_ID}"[\\s\\S]*?Fechar</button></div>`).exec(html)?.[0] ?? '';
  assert.match(notice, /Planilha: usada a última cópia que deu certo/, 'a página não diz que mostra a cópia guardada');
  assert.match(notice, /fontes\.txt › linha 1/);
  assert.match(notice, /O que fazer: /);
});
