import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { readDatesOfSet } from './csv-dates.ts';
import { readSheets } from './read-sheets.ts';
import { validateSheets } from '../validate/validate-sheets.ts';
import type { CellValue } from './table.ts';
import { sheetsFolderWith } from '../../test/support/program-fixtures.ts';

const folders: string[] = [];
after(() => folders.forEach((f) => rmSync(f, { recursive: true, force: true })));

test('LibreOffice en-US CSV: one date over the 12th proves the file month-first; every date is read so, with a warning', () => {
  const folder = sheetsFolderWith({ 'blog-Artigos.csv': 'datas-en-us-blog-Artigos.csv' });
  folders.push(folder);
  const set = readSheets(folder);
  // 07/02/2026 is 2 July, not 7 February; 12/03/2026 is 3 December, not 12 March.
  assert.deepEqual(set.tables.blog.artigos!.rows.map((r) => r.cells[2]), ['2026-07-02', '2026-03-15', '2026-12-03']);
  const warnings = set.problems.filter((p) => p.code === 'DATAS_MES_PRIMEIRO');
  assert.equal(warnings.length, 1);
  assert.equal(warnings[0].severity, 'warning');
  assert.deepEqual(warnings[0].location, { file: 'blog-Artigos.csv', row: 3, cell: 'C3' });
  assert.match(warnings[0].message, /\(03\/15\/2026 só pode ser mês\/dia\/ano\).*\(03\/15\/2026 = 15 de março de 2026\)/);
  assert.match(warnings[0].hint, /Configuração local "Português \(Brasil\)"/);
  // No cell-by-cell advice: the date that proved it is not an error any more.
  assert.deepEqual(validateSheets(set).problems.filter((p) => p.code === 'DATA_INVALIDA'), []);
});

const grid = (...dates: string[]): CellValue[][] => [['Data'], ...dates.map((d) => [d])];

test('a few articles whose every date reads both ways: read day first, and the warning shows both readings', () => {
  const files = [{ file: 'blog-Artigos.csv', grid: [['Título', 'Data de publicação'], ['Um', '15'], ['Dois', '03/04/2026'], ['Três', '04/05/2026']] as CellValue[][] }];
  const { monthFirst, problems } = readDatesOfSet(files);
  assert.equal(monthFirst, false);
  assert.deepEqual(problems.map((p) => [p.code, p.severity, p.location]), [['DATAS_AMBIGUAS', 'warning', { file: 'blog-Artigos.csv', row: 3, cell: 'B3' }]]);
  assert.match(problems[0]!.message, /\(03\/04\/2026 = 3 de abril de 2026\)\. Se o arquivo veio do LibreOffice ou do Excel em inglês, .*seria 4 de março de 2026\./);
  assert.match(problems[0]!.hint, /2026-03-04/);
});

test('readDatesOfSet: the decision is taken for the whole export, never cell by cell', () => {
  const cases: [string, CellValue[][][], string | null, CellValue[]][] = [
    ['day first proved', [grid('15/03/2026', '02/07/2026')], null, ['15/03/2026', '02/07/2026']],
    ['nothing proved: read day first, as in Brazil, with a warning', [grid('02/07/2026', '03/12/2026')], 'DATAS_AMBIGUAS', ['02/07/2026', '03/12/2026']],
    ['the same both ways: nothing to warn', [grid('05/05/2026', '12/12/2026')], null, ['05/05/2026', '12/12/2026']],
    ['no date at all', [grid('amanhã')], null, ['amanhã']],
    ['month first proved in another file of the same export', [grid('07/02/2026'), grid('08/20/2026')], 'DATAS_MES_PRIMEIRO', ['2026-07-02']],
    ['both proved: refused as a whole', [grid('15/03/2026', '03/15/2026', '02/07/2026')], 'DATAS_MISTURADAS', ['15/03/2026', '03/15/2026', '02/07/2026']],
    ['dashes and single digits', [grid('7-2-2026', '3-15-2026')], 'DATAS_MES_PRIMEIRO', ['2026-07-02', '2026-03-15']],
  ];
  for (const [name, grids, code, firstFile] of cases) {
    const files = grids.map((g, i) => ({ file: `blog-${i}.csv`, grid: g }));
    const { problems } = readDatesOfSet(files);
    assert.deepEqual(problems.map((p) => p.code), code ? [code] : [], name);
    assert.deepEqual(files[0].grid.slice(1).map((r) => r[0]), firstFile, name);
  }
});
