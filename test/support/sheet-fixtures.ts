/**
 * Test support: a temporary copy of the sample sheets whose tabs can be edited as grids of text (change a cell, add
 * or remove a row, add a tab), so that tests state their edit in a line instead of keeping binary fixtures in sync.
 */
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as XLSX from 'xlsx';
import { scratchFolder } from './scratch.ts';

export const SAMPLE_SHEETS = new URL('../../sheets/', import.meta.url).pathname;

/** A fresh temp folder holding `sheets/`, a copy of the sample, removed when the test process ends. Returns the sheets folder. */
export function copySample(prefix = 'clinic-site-fixture-'): string {
  const root = scratchFolder(prefix);
  const sheets = join(root, 'sheets');
  cpSync(SAMPLE_SHEETS, sheets, { recursive: true });
  return sheets;
}

/** A tab as rows of text cells, as the spreadsheet shows them (times as '12:00'). */
export type Grid = string[][];

/**
 * Rewrites one workbook of a sheets folder after `edit` changed its tabs. Tabs not in the map are left as they are;
 * a tab name not in the workbook is added.
 */
export function editWorkbook(sheets: string, workbook: string, edit: (tabs: Map<string, Grid>) => void): void {
  const path = join(sheets, `${workbook}.xlsx`);
  const book = XLSX.read(readFileSync(path));
  const tabs = new Map<string, Grid>(
    book.SheetNames.map((name) => [name, XLSX.utils.sheet_to_json<string[]>(book.Sheets[name], { header: 1, raw: false, defval: '' })]),
  );
  edit(tabs);
  const out = XLSX.utils.book_new();
  for (const [name, grid] of tabs) XLSX.utils.book_append_sheet(out, XLSX.utils.aoa_to_sheet(grid), name);
  writeFileSync(path, XLSX.write(out, { type: 'buffer', bookType: 'xlsx' }));
}

/** Index of the row whose first cell is `key` (a slug or a 'Campo' label); throws when absent, so a test cannot pass vacuously. */
export function rowIndex(grid: Grid, key: string): number {
  const index = grid.findIndex((row) => row[0] === key);
  if (index < 0) throw new Error(`no row "${key}"`);
  return index;
}

/** Sets the cell of row `key` under header `column` (or column 'B' of a Campo/Valor tab when column is omitted). */
export function setCell(grid: Grid, key: string, column: string | null, value: string): void {
  const col = column === null ? 1 : grid[0].indexOf(column);
  if (col < 0) throw new Error(`no column "${column}"`);
  grid[rowIndex(grid, key)][col] = value;
}

export function cellOf(grid: Grid, key: string, column: string): string {
  return grid[rowIndex(grid, key)][grid[0].indexOf(column)];
}
