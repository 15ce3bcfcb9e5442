/**
 * `clinic-site dev` as staff use it (docs/architecture.md#staff-tools: dev rebuilds and reloads the open tab after a
 * sheet edit): a real `node bin/clinic-site.js dev` child on a copy of the sample sheets, a real Chromium tab, a
 * price edited in the .xlsx copy with the xlsx package; then a broken cell, then the fix.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import XLSX from 'xlsx';
import { eventually } from '../../test/support/eventually.ts';
import { CHROMIUM, skipWithout } from '../../test/support/system-programs.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const WAIT_MS = 30_000;

/** Writes one cell of the Serviços tab of the copy, as a spreadsheet program saving the file would. */
function setServicePrice(sheetsDir: string, slug: string, price: string): void {
  const file = join(sheetsDir, 'servicos.xlsx');
  const book = XLSX.read(readFileSync(file));
  const sheet = book.Sheets['Serviços'];
  const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1 });
  const row = rows.findIndex((r) => r[0] === slug);
  const column = (rows[0] as string[]).indexOf('Preço');
  assert.ok(row > 0 && column >= 0, `linha de ${slug} ou coluna Preço não encontrada`);
  sheet[XLSX.utils.encode_cell({ r: row, c: column })] = { t: 's', v: price };
  writeFileSync(file, XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }));
}

describe('clinic-site dev', { timeout: 180_000, skip: skipWithout(CHROMIUM) }, () => {
  let dir: string;
  let sheets: string;
  let child: ChildProcess;
  let terminal = '';
  let url: string;
  let browser: Browser;
  let page: Page;

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'clinic-site-dev-'));
    sheets = join(dir, 'sheets');
    cpSync(join(ROOT, 'sheets'), sheets, { recursive: true });
    child = spawn(process.execPath, [join(ROOT, 'bin', 'clinic-site.js'), 'dev', '--sheets', sheets, '--out', join(dir, 'dev'), '--port', '0'], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (terminal += chunk));
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (terminal += chunk));
    url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`clinic-site dev não começou em 60 s:\n${terminal}`)), 60_000);
      const poll = setInterval(() => {
        const match = /Prévia em (http:\/\/\S+)/.exec(terminal);
        if (!match) return;
        clearInterval(poll);
        clearTimeout(timer);
        resolve(match[1]);
      }, 50);
      child.once('exit', (code) => reject(new Error(`clinic-site dev terminou (código ${code}):\n${terminal}`)));
    });
    browser = await chromium.launch({ executablePath: CHROMIUM.path, args: CHROMIUM_ARGS, timeout: 30_000 });
    page = await (await browser.newContext({ locale: 'pt-BR' })).newPage();
    page.setDefaultTimeout(WAIT_MS);
    await page.goto(`${url}/servico/botox`);
  }, { timeout: 120_000 });

  after(async () => {
    await browser?.close().catch(() => {});
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGINT');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  });

  const mainText = () => page.getByRole('main').innerText();

  test('the first build is served, with the dev script and no overlay', async () => {
    assert.match(await mainText(), /A partir de R\$ 400/);
    assert.equal(await page.getByRole('alert').count(), 0);
    const built = readFileSync(join(dir, 'dev', 'servico', 'botox.html'), 'utf8');
    assert.doesNotMatch(built, /data-clinic-site-dev/, 'o script do dev foi parar no arquivo gerado');
  });

  test('a price edited in the sheet reloads the tab with the new price', async (t) => {
    const editedAt = performance.now();
    await Promise.all([page.waitForEvent('load', { timeout: WAIT_MS }), setServicePrice(sheets, 'botox', 'A partir de R$ 470')]);
    await page.getByText('A partir de R$ 470').first().waitFor();
    const ms = Math.round(performance.now() - editedAt);
    t.diagnostic(`da planilha salva à página recarregada: ${ms} ms; terminal: ${/Site atualizado[^\n]*/.exec(terminal)?.[0]}`);
    assert.doesNotMatch(await mainText(), /A partir de R\$ 400\b/);
  });

  test('a broken cell shows its located error over the last good site, in the page and in the terminal', async () => {
    setServicePrice(sheets, 'botox', 'R$ quatrocentos');
    const overlay = page.getByRole('alert');
    await overlay.waitFor();
    const text = await overlay.innerText();
    assert.match(text, /As planilhas têm problemas/);
    assert.match(text, /Preço não reconhecido/);
    assert.match(text, /servicos\.xlsx › Serviços › linha 2, coluna "Preço" \(E2\)/);
    assert.match(text, /R\$ quatrocentos/);
    // The last good site is still what is served, to this tab and to a new one.
    assert.match(await mainText(), /A partir de R\$ 470/);
    const fresh = await (await fetch(`${url}/servico/botox`)).text();
    assert.match(fresh, /A partir de R\$ 470/);
    assert.match(fresh, /Preço não reconhecido/);
    await waitFor(() => /servicos\.xlsx › Serviços › linha 2, coluna "Preço" \(E2\)/.test(terminal), 'o erro no terminal');
  });

  test('fixing the cell removes the overlay and shows the fixed price', async () => {
    await Promise.all([page.waitForEvent('load', { timeout: WAIT_MS }), setServicePrice(sheets, 'botox', 'A partir de R$ 480')]);
    await page.getByText('A partir de R$ 480').first().waitFor();
    assert.equal(await page.getByRole('alert').count(), 0);
  });
});

/** Waits until `condition` holds, for as long as one page action may take. */
const waitFor = (condition: () => boolean, what: string) =>
  eventually(() => {
    if (!condition()) throw new Error(`esperando ${what}`);
  }, WAIT_MS);
