/**
 * `clinic-site dev` at 10,000 services (docs/architecture.md#dev-stays-fast): a price saved with SheetJS reaches the
 * served page, only the pages showing that price are written again, and out/ is then byte for byte what a full build
 * of the edited sheets writes. Timing is reported, never asserted.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import * as XLSX from 'xlsx';
import { build } from '../pipeline/build-site.ts';
import { writeBigCatalogue } from '../../test/support/big-catalogue.ts';
import { eventually } from '../../test/support/eventually.ts';
import { assertSameSite, changedPaths, siteTree } from '../../test/support/site-tree.ts';
import { startDev, type RunningDev } from './dev-server.ts';

const SERVICES = 10_000;

/** Sets one service's price, as a script saving the workbook with SheetJS would. */
function setPrice(sheets: string, row: number, price: string): void {
  const file = join(sheets, 'servicos.xlsx');
  const book = XLSX.read(readFileSync(file));
  const sheet = book.Sheets['Serviços'];
  const column = XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1 })[0].indexOf('Preço');
  sheet[XLSX.utils.encode_cell({ r: row - 1, c: column })] = { t: 's', v: price };
  writeFileSync(file, XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }));
}

const slugOf = (sheets: string, row: number) => {
  const book = XLSX.read(readFileSync(join(sheets, 'servicos.xlsx')), { sheets: 'Serviços', sheetRows: row });
  return String(book.Sheets['Serviços'][`A${row}`].v);
};

describe(`clinic-site dev with ${SERVICES.toLocaleString('pt-BR')} services`, { timeout: 900_000 }, () => {
  let dir: string;
  let sheets: string;
  let out: string;
  let dev: RunningDev;
  const terminal: string[] = [];

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'clinic-site-dev-10k-'));
    sheets = join(dir, 'sheets');
    out = join(dir, 'dev');
    writeBigCatalogue(sheets, SERVICES);
    dev = await startDev({ sheets, out, host: '127.0.0.1', port: 0, debounceMs: 50, log: (line) => terminal.push(line) });
    assert.match(terminal.join('\n'), /Site gerado/);
  });
  after(async () => {
    await dev?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  for (const [row, price] of [[5001, 'A partir de R$ 12.345'], [5002, 'A partir de R$ 23.456']] as const) {
    test(`a price saved in row ${row} is served, only the pages showing it are written again, and out/ equals a full build`, async (t) => {
      const slug = slugOf(sheets, row);
      const beforeTree = siteTree(out);
      const lines = terminal.length;
      setPrice(sheets, row, price);
      const savedAt = performance.now();
      await eventually(async () => {
        const html = await (await fetch(`${dev.url}/servico/${slug}`)).text();
        assert.ok(html.includes(price), `a página de ${slug} ainda não mostra ${price}`);
      }, 300_000);
      t.diagnostic(`da planilha salva à página com o preço novo: ${Math.round(performance.now() - savedAt)} ms; ${terminal.slice(lines).join(' / ')}`);
      await eventually(() => assert.match(terminal.slice(lines).join('\n'), /Site atualizado/), 60_000);
      const changed = changedPaths(beforeTree, siteTree(out));
      const pages = changed.filter((path) => path.endsWith('.html'));
      assert.ok(pages.includes(`servico/${slug}.html`), pages.join(', '));
      assert.ok(pages.length > 1 && pages.length < 10, `${pages.length} páginas gravadas de novo: ${pages.join(', ')}`);
      const rendered = Number(/(\d+) páginas? gerada/.exec(terminal.slice(lines).join('\n'))?.[1]);
      assert.ok(rendered >= pages.length && rendered <= pages.length + 3, `${rendered} páginas geradas, ${pages.length} mudaram`);
      if (row === 5002) {
        const full = join(dir, 'completo');
        await build({ sheets, out: full });
        assertSameSite(out, full, { fingerprints: false });
      }
    });
  }
});
