import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { CellValue, TableRow } from '../read/table.ts';
import { shiftedBack } from './shifted-row.ts';
import { readSheets } from '../read/read-sheets.ts';
import { recordsFromRows } from './table-records.ts';

const SAMPLE = new URL('../../sheets/', import.meta.url).pathname;

test('shiftedBack undoes a row pasted too far right, and a cell inserted or deleted with "deslocar células"', () => {
  const row = (cells: CellValue[], extra: Partial<TableRow> = {}): TableRow => ({ number: 7, cells, ...extra });
  const cases: [string, TableRow, number, number, CellValue[]][] = [
    ['pasted into B', row([null, 'a', 'b', 'c']), 1, 0, ['a', 'b', 'c', null]],
    ['pasted into C', row([null, null, 'a', 'b']), 2, 0, ['a', 'b', null, null]],
    ['a cell inserted at B', row(['a', null, 'b', 'c']), 1, 1, ['a', 'b', 'c', null]],
    ['a cell deleted at B', row(['a', 'c', 'd']), -1, 1, ['a', null, 'c', 'd']],
    ['two cells deleted at A', row(['c', 'd']), -2, 0, [null, null, 'c', 'd']],
  ];
  for (const [name, given, by, start, cells] of cases) assert.deepEqual(shiftedBack(given, by, start).cells, cells, name);
  const kinds: TableRow['kinds'] = [];
  kinds[2] = 'data';
  const moved = shiftedBack(row([null, 'x', '2026-03-12'], { kinds, links: [undefined, 'https://exemplo.com.br'] }), 1);
  assert.deepEqual([moved.kinds?.[1], moved.links?.[0]], ['data', 'https://exemplo.com.br'], 'kinds and links move with their cells');
});

test("a shifted row's item is known by its address on every rebuild of dev, the memo's included", () => {
  const services = readSheets(SAMPLE).tables.servicos.servicos!;
  const [row] = services.rows;
  const table = { ...services, rows: [{ ...row, cells: [null, ...row.cells] }] };
  const first = new Map();
  const once = recordsFromRows(table, 'servicos', { after: first });
  const again = recordsFromRows(table, 'servicos', { before: first, after: new Map() });
  for (const result of [once, again]) {
    assert.deepEqual(result.problems.map((p) => `${p.code} ${p.location.cell}`), [`LINHA_DESLOCADA B${row.number}`]);
    assert.deepEqual([...result.slugs], [[row.cells[0], row.number]]);
  }
});
