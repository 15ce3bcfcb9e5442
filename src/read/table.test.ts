import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { tableFromGrid } from './table.ts';
import { normalizeName } from './workbooks.ts';

test('tableFromGrid: first non-blank row is the header; blank rows are skipped but keep their numbers', () => {
  const grid = [
    [null, '  '],
    [' Endereço (slug) ', 'Preço', null, ''],
    ['botox', 400, 'sobra'],
    [null, ' '],
    ['laser'],
    [null, null],
  ];
  assert.deepEqual(tableFromGrid('servicos.xlsx', 'Serviços', grid, 3), {
    file: 'servicos.xlsx',
    sheet: 'Serviços',
    headerRow: 4,
    headers: ['Endereço (slug)', 'Preço'],
    rows: [
      // Cells beyond the last header are dropped; short rows are padded with null.
      { number: 5, cells: ['botox', 400] },
      { number: 7, cells: ['laser', null] },
    ],
    // ...and counted: 'sobra' (C5) is under no title.
    untitled: { row: 5, column: 2, count: 1 },
  });
});

describe('tableFromGrid: text under no title is counted at its topmost, leftmost cell', () => {
  const cases: [what: string, grid: (string | null)[][], untitled: unknown][] = [
    ['none: blanks and spaces only', [['A', 'B'], ['a', 'b', '  ', null]], undefined],
    ['a gap column between titles', [['A', '', 'C'], ['a', 'nota', 'c'], ['a', null, 'c']], { row: 2, column: 1, count: 1 }],
    ['after the last title, several', [['A', 'B'], ['a', 'b', null, 'x'], ['a', 'b', 'y', 'z']], { row: 2, column: 3, count: 3 }],
    ['the title row itself is not data', [['A', 'B', null, 'Obs'], ['a', 'b']], undefined],
  ];
  for (const [what, grid, untitled] of cases) test(what, () => assert.deepEqual(tableFromGrid('t.xlsx', 'T', grid).untitled, untitled));
});

test('tableFromGrid: an empty tab has no headers and no rows', () => {
  assert.deepEqual(tableFromGrid('a.csv', 'A', [[null], ['']]), { file: 'a.csv', sheet: 'A', headerRow: 1, headers: [], rows: [] });
});

test('normalizeName compares tab and column names without case, accents or punctuation', () => {
  const cases: [string, string][] = [
    ['Preço ', 'preco'],
    ['Redes sociais', 'redes sociais'],
    ['REDES_SOCIAIS', 'redes sociais'],
    ['Endereço (slug)', 'endereco (slug)'],
    ['Horários', 'horarios'],
    ['Médico(a) responsável', 'medico(a) responsavel'],
  ];
  for (const [name, normalized] of cases) assert.equal(normalizeName(name), normalized, name);
});
