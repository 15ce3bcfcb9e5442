import { test } from 'node:test';
import assert from 'node:assert/strict';
import { columnLetter, describeLocation, type Location } from './location.ts';

test('columnLetter names columns as spreadsheets do', () => {
  const cases: [number, string][] = [[0, 'A'], [3, 'D'], [25, 'Z'], [26, 'AA'], [27, 'AB'], [51, 'AZ'], [52, 'BA'], [701, 'ZZ'], [702, 'AAA']];
  for (const [index, letter] of cases) assert.equal(columnLetter(index), letter, String(index));
});

test('describeLocation writes the documented wording, leaving out what is unknown', () => {
  const cases: [Location, string][] = [
    [{ file: 'servicos.xlsx', sheet: 'Serviços', row: 14, column: 'Preço', cell: 'D14' }, 'servicos.xlsx › Serviços › linha 14, coluna "Preço" (D14)'],
    [{ file: 'servicos.xlsx', sheet: 'Serviços', row: 1 }, 'servicos.xlsx › Serviços › linha 1'],
    [{ file: 'configuracoes.xlsx', sheet: 'Clínica' }, 'configuracoes.xlsx › Clínica'],
    [{ file: 'servicos.xlsx' }, 'servicos.xlsx'],
    [{ file: 'servicos.csv', sheet: 'Serviços', cell: 'A2' }, 'servicos.csv › Serviços › (A2)'],
  ];
  for (const [location, text] of cases) assert.equal(describeLocation(location), text, text);
});
