import { test } from 'node:test';
import assert from 'node:assert/strict';
import { tableFromGrid, type CellValue } from '../read/table.ts';
import { formatProblemText } from '../errors/problem-report.ts';
import { suggestSlug } from './ajv-problems.ts';
import { cellText } from './cell-text.ts';
import { recordsFromRows } from './table-records.ts';

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
  assert.deepEqual([...result.slugs], [['botox', 2]]);
});

test('a title broken with Alt+Enter is matched like one typed on one line, and printed on one line', () => {
  const table = tableFromGrid('servicos.xlsx', 'Perguntas', [['Endereço\r\n(slug)', 'Pergunta', 'Resposta\n(curta)', 'Observação\n(interna)'], ['botox', 'Dói?', 'Pouco.', '']]);
  const result = recordsFromRows(table, 'perguntas');
  assert.deepEqual(result.problems.map((p) => [p.code, p.location.column, p.message]), [
    ['COLUNA_DESCONHECIDA', 'Observação (interna)', 'A coluna "Observação (interna)" não é usada pelo site e foi ignorada.'],
  ]);
  assert.equal(formatProblemText(result.problems[0]).split('\n')[1], '  servicos.xlsx › Perguntas › linha 1, coluna "Observação (interna)" (D1)');
  assert.equal(result.records[0]!.value.answer, 'Pouco.');
  assert.deepEqual([...result.slugs], [['botox', 2]]);
});

test('a row memo gives the very record of an unchanged row; a row whose cells or cell kinds changed is validated again', () => {
  const table = (rows: { number: number; cells: CellValue[]; kinds?: ('data' | 'erro' | undefined)[] }[]) => ({
    file: 'servicos.xlsx', sheet: 'Perguntas', headerRow: 1, headers: ['Endereço (slug)', 'Pergunta', 'Resposta'], rows,
  });
  // Kinds as the reader makes them: sparse, set only at the cells that have one.
  const errorAt = (column: number) => {
    const kinds: ('data' | 'erro' | undefined)[] = [];
    kinds[column] = 'erro';
    return kinds;
  };
  const rows = [
    { number: 2, cells: ['botox', 'Dói?', 'Pouco.'] as CellValue[] },
    { number: 3, cells: ['botox', 'Quanto tempo leva?', '30 minutos.'] as CellValue[] },
    // A formula error in the answer.
    { number: 4, cells: ['botox', 'Posso treinar?', '#N/D'] as CellValue[], kinds: errorAt(2) },
  ];
  const first = new Map();
  const before = recordsFromRows(table(rows), 'perguntas', { after: first });
  assert.equal(before.records.length, 2);
  assert.deepEqual(before.problems.map((p) => `${p.code} ${p.location.cell}`), ['TIPO_DE_CELULA C4']);

  const edited = [
    rows[0],
    { number: 3, cells: ['botox', 'Quanto tempo leva?', '40 minutos.'] as CellValue[] },
    // The same text, now with an error on the question too: the kinds differ only where the first had a hole.
    { number: 4, cells: rows[2].cells, kinds: Object.assign(errorAt(2), { 0: 'erro' as const }) },
  ];
  const second = new Map();
  const now = recordsFromRows(table(edited), 'perguntas', { before: first, after: second });
  const fresh = recordsFromRows(table(edited), 'perguntas');
  assert.equal(now.records[0], before.records[0], 'an unchanged row gives the very record');
  assert.notEqual(now.records[1], before.records[1]);
  assert.deepEqual(now.records.map((r) => r.value), fresh.records.map((r) => r.value));
  assert.deepEqual(now.problems, fresh.problems);
  assert.deepEqual(now.problems.map((p) => `${p.code} ${p.location.cell}`), ['TIPO_DE_CELULA A4', 'TIPO_DE_CELULA C4']);
  assert.deepEqual([...second.keys()], [2, 3, 4]);
});

test('a formula without its result is said to be one, in any column, not "fill in this cell"', () => {
  const kinds: ('formula' | undefined)[] = [];
  kinds[2] = 'formula';
  const table = {
    file: 'servicos.xlsx', sheet: 'Perguntas', headerRow: 1, headers: ['Endereço (slug)', 'Pergunta', 'Resposta'],
    rows: [{ number: 2, cells: ['botox', 'Dói?', ''] as CellValue[], kinds }],
  };
  const { problems, records } = recordsFromRows(table, 'perguntas');
  assert.equal(records.length, 0);
  assert.deepEqual(problems.map((p) => `${p.code} ${p.location.cell}`), ['TIPO_DE_CELULA C2']);
  assert.match(problems[0].message, /tem uma fórmula, mas o arquivo não guarda o resultado dela/);
  assert.match(problems[0].hint, /salve de novo/);
});
