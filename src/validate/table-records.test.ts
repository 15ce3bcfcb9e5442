import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { CellValue } from '../read/table.ts';
import { suggestSlug } from './ajv-problems.ts';
import { cellText, recordsFromRows } from './table-records.ts';

test('cellText shows a cell as staff see it', () => {
  const cases: [CellValue, string][] = [
    [null, ''],
    ['  botox  ', 'botox'],
    [1200, '1200'],
    [1200.5, '1200.5'],
    [0.1 + 0.2, '0.3'],
    [5, '5'],
    [true, 'sim'],
    [false, 'não'],
  ];
  for (const [value, text] of cases) assert.equal(cellText(value), text, String(value));
});

test('suggestSlug turns a title into an address', () => {
  const cases: [string, string][] = [
    ['Preenchimento Labial!', 'preenchimento-labial'],
    ['  Limpeza de Pele  ', 'limpeza-de-pele'],
    ['Laser CO₂ / Fracionado', 'laser-co-fracionado'],
    ['Toxina botulínica (botox)', 'toxina-botulinica-botox'],
    ['---', ''],
  ];
  for (const [text, slug] of cases) assert.equal(suggestSlug(text), slug, text);
});

test('headers match their schema columns whatever the case and accents; list cells split into lines', () => {
  const table = {
    file: 'servicos-perguntas.csv',
    sheet: 'Perguntas',
    headerRow: 1,
    headers: ['ENDERECO (SLUG)', 'pergunta', 'Resposta '],
    rows: [{ number: 2, cells: ['botox', ' Dói? ', 'Pouco.'] as CellValue[] }],
  };
  const result = recordsFromRows(table, 'perguntas');
  assert.deepEqual(result.problems, []);
  assert.deepEqual(result.records.map((r) => r.value), [{ slug: 'botox', question: 'Dói?', answer: 'Pouco.' }]);
  assert.deepEqual(result.records[0].source.cell('answer').location, {
    file: 'servicos-perguntas.csv', sheet: 'Perguntas', row: 2, column: 'Resposta ', cell: 'C2',
  });
  assert.deepEqual([...result.slugs], ['botox']);
});
