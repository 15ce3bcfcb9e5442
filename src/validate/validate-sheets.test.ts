/**
 * Every validation rule with its location (docs/architecture.md#errors-as-product). Each case copies the sample sheets
 * (sheets/) into a temp folder, breaks one cell (or row, or column) with the xlsx package, then reads and validates the
 * copy as the build does. Row numbers and cell references are those staff see in their spreadsheet program.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as XLSX from 'xlsx';
import type { Problem } from '../errors/problems.ts';
import { foldAccents } from '../parse/fold-accents.ts';
import { readSheets } from '../read/read-sheets.ts';
import type { CellValue } from '../read/table.ts';
import { validateSheets, type Validation } from './validate-sheets.ts';

const SAMPLE = new URL('../../sheets/', import.meta.url).pathname;
let root = '';
let copies = 0;

before(() => {
  root = mkdtempSync(join(tmpdir(), 'clinic-validate-'));
});
after(() => rmSync(root, { recursive: true, force: true }));

type Grid = CellValue[][];
type Edits = Record<string, Record<string, (grid: Grid) => void>>;

/** Sets a cell by its reference: set(grid, 'E14', 'R$ abc'). */
function set(grid: Grid, ref: string, value: CellValue) {
  const { r, c } = XLSX.utils.decode_cell(ref);
  while (grid.length <= r) grid.push([]);
  while (grid[r].length <= c) grid[r].push(null);
  grid[r][c] = value;
}

/** Reads a cell by its reference. */
function get(grid: Grid, ref: string): CellValue {
  const { r, c } = XLSX.utils.decode_cell(ref);
  return grid[r]?.[c] ?? null;
}

/**
 * Copies the sample into a fresh folder, applies the edits (workbook → tab → change to its grid of cells), writes the
 * changed workbooks back as .xlsx and returns the folder.
 */
function brokenCopy(edits: Edits, extra?: (folder: string) => void): string {
  const folder = join(root, `copy-${++copies}`);
  cpSync(SAMPLE, folder, { recursive: true });
  for (const [workbook, tabs] of Object.entries(edits)) {
    const path = join(folder, `${workbook}.xlsx`);
    const book = XLSX.read(readFileSync(path));
    for (const [tab, edit] of Object.entries(tabs)) {
      const grid = XLSX.utils.sheet_to_json<CellValue[]>(book.Sheets[tab], { header: 1, raw: true, defval: null, blankrows: true });
      edit(grid);
      book.Sheets[tab] = XLSX.utils.aoa_to_sheet(grid);
    }
    writeFileSync(path, XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }));
  }
  extra?.(folder);
  return folder;
}

const validate = (folder: string): Validation => validateSheets(readSheets(folder));

/** For brokenCopy: servicos.xlsx replaced by its two tabs as CSV files (every field quoted), the services edited first. */
const servicesAsCsv = (edit: (grid: Grid) => void) => (folder: string) => {
  const book = XLSX.read(readFileSync(join(folder, 'servicos.xlsx')));
  unlinkSync(join(folder, 'servicos.xlsx'));
  for (const tab of ['Serviços', 'Perguntas']) {
    const grid = XLSX.utils.sheet_to_json<CellValue[]>(book.Sheets[tab], { header: 1, raw: false, defval: '' });
    if (tab === 'Serviços') edit(grid);
    const csv = grid.map((row) => row.map((cell) => `"${String(cell ?? '').replaceAll('"', '""')}"`).join(',')).join('\n');
    writeFileSync(join(folder, `servicos-${tab}.csv`), csv);
  }
};
const run = (edits: Edits, extra?: (folder: string) => void) => validate(brokenCopy(edits, extra));

/** The parts of a problem a test pins down: what, how bad, where, and the value staff typed. */
const brief = (p: Problem) => ({ code: p.code, severity: p.severity, location: p.location, ...(p.value !== undefined ? { value: p.value } : {}) });

const SERVICES = { file: 'servicos.xlsx', sheet: 'Serviços' };
const CLINIC = { file: 'configuracoes.xlsx', sheet: 'Clínica' };

test('the sample sheets validate with no problem at all', () => {
  const result = validate(SAMPLE);
  assert.deepEqual(result.problems, []);
  assert.equal(result.records?.services.length, 60);
  assert.equal(result.records?.treatments.length, 48);
  assert.equal(result.records?.protocols.length, 10);
});

test('a missing required column is reported on the header row', () => {
  const result = run({ servicos: { Serviços: (grid) => grid.forEach((row) => row.splice(5, 1)) } });
  const missing = result.problems.filter((p) => p.code === 'COLUNA_AUSENTE');
  assert.deepEqual(missing.map(brief), [{ code: 'COLUNA_AUSENTE', severity: 'error', location: { ...SERVICES, row: 1 } }]);
  assert.equal(missing[0].message, 'Falta a coluna "Duração" na linha de títulos.');
  assert.equal(result.records, null);
});

// table-records.ts returns no slugs when a column is missing, so every FAQ row, treatment and protocol that names a
// service is then reported as pointing at an unknown service: one missing column gives hundreds of false problems.
test('a missing column is the only problem reported (no cascade of unknown slugs)', () => {
  const result = run({ servicos: { Serviços: (grid) => grid.forEach((row) => row.splice(5, 1)) } });
  assert.deepEqual(result.problems.map(brief), [{ code: 'COLUNA_AUSENTE', severity: 'error', location: { ...SERVICES, row: 1 } }]);
});

test('an unknown column is a warning at its header cell, and the records still come through', () => {
  const result = run({ servicos: { Serviços: (grid) => set(grid, 'Q1', 'Observações') } });
  assert.deepEqual(result.problems.map(brief), [
    { code: 'COLUNA_DESCONHECIDA', severity: 'warning', location: { ...SERVICES, row: 1, column: 'Observações', cell: 'Q1' } },
  ]);
  assert.equal(result.problems[0].message, 'A coluna "Observações" não é usada pelo site e foi ignorada.');
  assert.equal(result.records?.services.length, 60);
});

test('a title with a note in parentheses added or left out is its column ("Preço (R$)", "Endereço")', () => {
  const result = run({ servicos: { Serviços: (grid) => (set(grid, 'A1', 'Endereço'), set(grid, 'E1', 'Preço (R$)'), set(grid, 'F1', 'Duração\n(minutos)')) } });
  assert.deepEqual(result.problems, []);
  assert.equal(result.records?.services.length, 60);
  assert.equal(result.records!.services[0].value.price, run({}).records!.services[0].value.price);
  // Only while the bare name is one column's: a note does not make an unknown title known.
  assert.deepEqual(run({ servicos: { Serviços: (grid) => set(grid, 'Q1', 'Observações (internas)') } }).problems.map((p) => p.code), ['COLUNA_DESCONHECIDA']);
});

test('a repeated column is reported at the second header cell', () => {
  const result = run({ servicos: { Serviços: (grid) => set(grid, 'Q1', 'preço') } });
  assert.deepEqual(result.problems.map(brief), [
    { code: 'COLUNA_REPETIDA', severity: 'error', location: { ...SERVICES, row: 1, column: 'preço', cell: 'Q1' } },
  ]);
});

test('an empty required cell is reported at that cell, with the row for context', () => {
  const result = run({ servicos: { Serviços: (grid) => set(grid, 'B14', null) } });
  assert.deepEqual(result.problems.map(brief), [
    { code: 'VALOR_OBRIGATORIO', severity: 'error', location: { ...SERVICES, row: 14, column: 'Título', cell: 'B14' }, value: '' },
  ]);
  const [problem] = result.problems;
  assert.equal(problem.message, 'Falta preencher a coluna "Título" nesta linha: ela é obrigatória.');
  assert.equal(problem.row?.column, 1);
  assert.equal(problem.row?.values[0], 'luz-intensa-pulsada');
  assert.equal(problem.row?.headers[1], 'Título');
});

test('a category outside the list names the allowed values', () => {
  const result = run({ servicos: { Serviços: (grid) => set(grid, 'C14', 'estetica') } });
  assert.deepEqual(result.problems.map(brief), [
    { code: 'VALOR_FORA_DA_LISTA', severity: 'error', location: { ...SERVICES, row: 14, column: 'Categoria', cell: 'C14' }, value: 'estetica' },
  ]);
  assert.equal(result.problems[0].hint, 'Use um destes valores: "facial", "corporal", "capilar", "medicina".');
});

test('a category typed with other capitals or accents, or with an invisible character pasted, is the category of the list', () => {
  for (const typed of ['Facial', 'CAPILAR', 'Médicina', 'facial\u200b', '\ufeffcorporal']) {
    const result = run({ servicos: { Serviços: (grid) => set(grid, 'C14', typed) } });
    assert.deepEqual(result.problems, [], typed);
    assert.equal(result.records!.services[12].value.category, foldAccents(typed).replace(/[\u200b\ufeff]/g, ''), typed);
  }
});

test('treatments have no "medicina" category', () => {
  const result = run({ tratamentos: { Tratamentos: (grid) => set(grid, 'D2', 'medicina') } });
  assert.deepEqual(result.problems.map(brief), [
    {
      code: 'VALOR_FORA_DA_LISTA',
      severity: 'error',
      location: { file: 'tratamentos.xlsx', sheet: 'Tratamentos', row: 2, column: 'Categoria', cell: 'D2' },
      value: 'medicina',
    },
  ]);
});

test('a badly shaped slug is reported with a suggestion', () => {
  // A new row, so that no FAQ or cross-link depends on it.
  const result = run({
    servicos: {
      Serviços: (grid) => {
        grid.push([...grid[1]]);
        set(grid, 'A62', 'Limpeza de Pele Profunda!');
      },
    },
  });
  assert.deepEqual(result.problems.map(brief), [
    {
      code: 'SLUG_INVALIDO',
      severity: 'error',
      location: { ...SERVICES, row: 62, column: 'Endereço (slug)', cell: 'A62' },
      value: 'Limpeza de Pele Profunda!',
    },
  ]);
  assert.equal(result.problems[0].hint, 'Por exemplo: "limpeza-de-pele-profunda".');
});

test('a price that cannot be read is reported at its cell', () => {
  const result = run({ servicos: { Serviços: (grid) => set(grid, 'E14', 'R$ abc') } });
  assert.deepEqual(result.problems.map(brief), [
    { code: 'PRECO_INVALIDO', severity: 'error', location: { ...SERVICES, row: 14, column: 'Preço', cell: 'E14' }, value: 'R$ abc' },
  ]);
  assert.equal(result.records, null);
});

test('prices typed as numbers (1200, 0) are valid', () => {
  const result = run({
    servicos: {
      Serviços: (grid) => {
        set(grid, 'E14', 1200);
        set(grid, 'E15', 0);
      },
    },
  });
  assert.deepEqual(result.problems, []);
  assert.deepEqual(result.records!.services.slice(12, 14).map((s) => s.value.price), ['1.200', '0']);
});

test('a duration that cannot be read is reported at its cell', () => {
  const result = run({ servicos: { Serviços: (grid) => set(grid, 'F14', 'variável') } });
  assert.deepEqual(result.problems.map(brief), [
    { code: 'DURACAO_INVALIDA', severity: 'error', location: { ...SERVICES, row: 14, column: 'Duração', cell: 'F14' }, value: 'variável' },
  ]);
});

test('a text over its maximum length gives its length and the maximum', () => {
  const result = run({
    servicos: {
      Serviços: (grid) => {
        set(grid, 'B14', 'Luz intensa pulsada '.repeat(6) + 'x');
        set(grid, 'N15', 'T'.repeat(71));
      },
    },
  });
  assert.deepEqual(result.problems.map(brief).map(({ code, location }) => ({ code, location })), [
    { code: 'TEXTO_LONGO', location: { ...SERVICES, row: 14, column: 'Título', cell: 'B14' } },
    { code: 'TEXTO_LONGO', location: { ...SERVICES, row: 15, column: 'Título SEO', cell: 'N15' } },
  ]);
  assert.equal(result.problems[0].message, '"Título" tem 121 caracteres; o máximo é 120.');
  assert.equal(result.problems[1].message, '"Título SEO" tem 71 caracteres; o máximo é 70.');
});

test('a Markdown text over 30,000 characters is refused at its cell, before any conversion', () => {
  const result = run({
    // Trailing spaces do not count (cells are trimmed): 30,799 characters.
    servicos: { Serviços: (grid) => set(grid, 'J14', 'Texto colado. '.repeat(2200)) },
    tratamentos: { Tratamentos: (grid) => set(grid, 'F3', 'Parágrafo. '.repeat(2728)) },
  });
  assert.deepEqual(result.problems.map(brief).map(({ code, location }) => ({ code, location })), [
    { code: 'TEXTO_LONGO', location: { ...SERVICES, row: 14, column: 'Conteúdo', cell: 'J14' } },
    { code: 'TEXTO_LONGO', location: { file: 'tratamentos.xlsx', sheet: 'Tratamentos', row: 3, column: 'Descrição completa', cell: 'F3' } },
  ]);
  assert.equal(result.problems[0].message, '"Conteúdo" tem 30.799 caracteres; o máximo é 30.000.');
  assert.equal(result.records, null);
});

test('an article cut at Excel\'s 32,767 characters per cell says that its end was lost, not only that it is long', () => {
  // What Excel keeps of a longer article pasted into the cell: its first 32,767 characters, silently.
  const text = 'Parágrafo do artigo colado do Word. '.repeat(1000);
  // Cut inside a word, and on a space (about one cut in six ends there; the site trims it, Excel counted it).
  const inWord = text.slice(0, 32_767);
  const onSpace = text.slice(29, 29 + 32_767);
  assert.ok(!inWord.endsWith(' ') && onSpace.endsWith(' ') && onSpace.length === 32_767);
  const result = run({ blog: { Artigos: (grid) => (set(grid, 'K2', inWord), set(grid, 'K3', onSpace)) } });
  const long = result.problems.filter((p) => p.code === 'TEXTO_LONGO');
  assert.deepEqual(long.map((p) => p.location.cell), ['K2', 'K3']);
  for (const cut of long) {
    assert.match(cut.message, /tem 32\.767 caracteres; o máximo é 30\.000\. .*limite de uma célula do Excel.*o final do texto colado foi perdido/, cut.location.cell);
    assert.match(cut.hint, /cole de novo/);
  }
});

test('a 10 MB paragraph pasted into a CSV cell (no size limit of its own) gets the same message, not a crash', () => {
  // The Markdown converter overflowed its stack on it.
  const result = validate(brokenCopy({}, servicesAsCsv((grid) => set(grid, 'J14', 'Texto colado. '.repeat(750_000)))));
  const long = result.problems.filter((p) => p.code === 'TEXTO_LONGO');
  assert.deepEqual(long.map((p) => [p.location.file, p.location.cell, p.message]), [
    ['servicos-Serviços.csv', 'J14', '"Conteúdo" tem 10.499.999 caracteres; o máximo é 30.000.'],
  ]);
  assert.equal(result.records, null);
});

test('a slug over 100 characters is refused at its cell (as a file name it would stop the build at the write stage)', () => {
  const result = run({ servicos: { Serviços: (grid) => set(grid, 'A14', 'a'.repeat(300)) } });
  const long = result.problems.filter((p) => p.location.row === 14 && p.location.cell === 'A14');
  assert.deepEqual(long.map((p) => [p.code, p.message]), [['TEXTO_LONGO', '"Endereço (slug)" tem 300 caracteres; o máximo é 100.']]);
});

test('the clinic phone typed with spaces or dots, as a number in a cell formatted to look like one, or a 0800, is valid', () => {
  for (const typed of ['11 5555 0100', '11.5555.0100', 1155550100, '0800 123 4567']) {
    const result = run({ configuracoes: { Clínica: (grid) => set(grid, 'B9', typed) } });
    assert.deepEqual(result.problems, [], String(typed));
    assert.equal(result.records!.clinic.value.phone, String(typed));
  }
  const refused = run({ configuracoes: { Clínica: (grid) => set(grid, 'B9', '5555-0100') } });
  assert.deepEqual(refused.problems.map((p) => [p.code, p.location.cell]), [['FORMATO_INVALIDO', 'B9']]);
});

test('CRM and RQE must say what they are, with the state: a number alone would be published bare (CFM)', () => {
  // B4: CRM do(a) médico(a), B5: RQE do(a) médico(a), B8: CRM do(a) diretor(a) técnico(a).
  const accepted: [string, string][] = [
    ['B4', 'CRM/SP 123.456'],
    ['B4', 'CRM 123456-SP'],
    ['B4', 'CRM-RJ nº 52123'],
    ['B4', 'CRM-RJ 52.12345-6'],
    ['B4', 'CREMESP 123456'],
    ['B5', 'RQE nº 12345'],
    ['B5', 'RQE 12345, 67890'],
    ['B5', 'RQE 12345 (Dermatologia)'],
    ['B8', 'CRM SP 000000'],
  ];
  for (const [cell, typed] of accepted) {
    assert.deepEqual(run({ configuracoes: { Clínica: (grid) => set(grid, cell, typed) } }).problems, [], typed);
  }
  const refused: [string, CellValue][] = [
    ['B4', 123456],
    ['B4', 'CRM 123456'],
    ['B4', 'CRM-XX 123456'],
    ['B5', 54321],
    ['B5', 'Dermatologia'],
    ['B8', '123.456'],
  ];
  for (const [cell, typed] of refused) {
    const result = run({ configuracoes: { Clínica: (grid) => set(grid, cell, typed) } });
    assert.deepEqual(result.problems.map((p) => [p.code, p.location.cell]), [['FORMATO_INVALIDO', cell]], String(typed));
    assert.match(result.problems[0].hint!, cell === 'B5' ? /RQE 12345/ : /CRM-SP 123456/);
  }
});

test('bullets and numbers typed before the items of a list cell are left out (the site draws its own)', () => {
  const result = run({
    servicos: { Serviços: (grid) => set(grid, 'K2', '- Avaliação médica facial\n• Planejamento\n1. Aplicação\n2) Retorno\n—  Orientações\n3 sessões') },
    tratamentos: { Tratamentos: (grid) => set(grid, 'R2', '- harmonizacao-facial\n- botox') },
  });
  assert.deepEqual(result.problems, []);
  assert.deepEqual(result.records!.services[0].value.features, ['Avaliação médica facial', 'Planejamento', 'Aplicação', 'Retorno', 'Orientações', '3 sessões']);
  assert.deepEqual(result.records!.treatments[0].value.services, ['harmonizacao-facial', 'botox']);
});

test('a day in two rows of Horários with hours that overlap, or closed in one, is refused on the later row', () => {
  const result = run({ configuracoes: { Horários: (grid) => set(grid, 'A2', 'Segunda a Sábado') } });
  assert.deepEqual(result.problems.map((p) => [p.code, p.location.cell, p.message]), [
    ['DIA_REPETIDO', 'A3', 'Sábado já está na linha 2 ("Segunda a Sábado"), com um horário que se cruza com este: o site mostraria dois horários para o mesmo dia.'],
  ]);
  const closed = run({ configuracoes: { Horários: (grid) => set(grid, 'A4', 'Sexta a Domingo') } });
  assert.deepEqual(closed.problems.map((p) => [p.code, p.location.cell]), [['DIA_REPETIDO', 'A4']]);
  assert.match(closed.problems[0].message, /uma das duas linhas diz que a clínica está fechada/);
});

test('a lunch break is two rows with the same days and hours that do not overlap', () => {
  const result = run({
    configuracoes: {
      Horários: (grid) => {
        grid.splice(1, 1, ['Segunda a Sexta', '08:00', '12:00'], ['Segunda a Sexta', '13:30', '18:00']);
      },
    },
  });
  assert.deepEqual(result.problems, []);
  const halfFilled = run({ configuracoes: { Horários: (grid) => grid.splice(1, 1, ['Segunda a Sexta', '08:00', '12:00'], ['Segunda a Sexta', '14:00', null]) } });
  assert.deepEqual(halfFilled.problems.map((p) => p.code), ['HORARIO_INCOMPLETO'], 'a row with one time missing is that problem, not a "closed" day');
  assert.deepEqual(result.records!.hours.map((h) => [h.value.days, h.value.opens, h.value.closes]).slice(0, 2), [
    ['Segunda a Sexta', '08:00', '12:00'],
    ['Segunda a Sexta', '13:30', '18:00'],
  ]);
});

test('a duplicate slug names the row that has it first', () => {
  const result = run({ servicos: { Serviços: (grid) => grid.push([...grid[1]]) } });
  assert.deepEqual(result.problems.map(brief), [
    { code: 'SLUG_REPETIDO', severity: 'error', location: { ...SERVICES, row: 62, column: 'Endereço (slug)', cell: 'A62' }, value: 'botox' },
  ]);
  assert.equal(result.problems[0].message, 'O endereço "botox" já é usado na linha 2.');
});

test('a duplicate slug is reported in the same run even when the row that has it first has another error', () => {
  const result = run({
    servicos: {
      Serviços: (grid) => {
        grid.push([...grid[1]]);
        set(grid, 'E2', 'quatrocentos');
      },
    },
  });
  const found = result.problems.map(brief).map(({ code, location }) => `${code} ${location.cell}`);
  assert.ok(found.includes('SLUG_REPETIDO A62'), found.join(', '));
  assert.ok(found.some((p) => p.endsWith(' E2')), found.join(', '));
  assert.equal(result.problems.find((p) => p.code === 'SLUG_REPETIDO')!.message, 'O endereço "botox" já é usado na linha 2.');
});

test('an FAQ row for an unknown slug is reported in its FAQ tab', () => {
  const result = run({ servicos: { Perguntas: (grid) => set(grid, 'A2', 'botoxx') } });
  assert.deepEqual(result.problems.map(brief), [
    {
      code: 'PERGUNTA_SEM_ITEM',
      severity: 'error',
      location: { file: 'servicos.xlsx', sheet: 'Perguntas', row: 2, column: 'Endereço (slug)', cell: 'A2' },
      value: 'botoxx',
    },
  ]);
  assert.equal(result.problems[0].message, 'A pergunta é do item "botoxx", que não existe na aba "Serviços".');
});

test('a treatment that names an unknown service or protocol is an error', () => {
  const result = run({
    tratamentos: {
      Tratamentos: (grid) => {
        set(grid, 'R2', 'harmonizacao-facial\nservico-inexistente');
        set(grid, 'S3', 'protocolo-inexistente');
      },
    },
  });
  const TREATMENTS = { file: 'tratamentos.xlsx', sheet: 'Tratamentos' };
  assert.deepEqual(result.problems.map(brief), [
    {
      code: 'REFERENCIA_DESCONHECIDA',
      severity: 'error',
      location: { ...TREATMENTS, row: 2, column: 'Serviços relacionados', cell: 'R2' },
      value: 'harmonizacao-facial\nservico-inexistente',
    },
    {
      code: 'REFERENCIA_DESCONHECIDA',
      severity: 'error',
      location: { ...TREATMENTS, row: 3, column: 'Protocolos relacionados', cell: 'S3' },
      value: 'protocolo-inexistente',
    },
  ]);
  assert.equal(result.problems[0].message, '"servico-inexistente" não existe na planilha de serviços.');
  assert.equal(result.problems[1].message, '"protocolo-inexistente" não existe na planilha de protocolos.');
  assert.equal(result.records, null);
});

test('addresses written on one line of a list cell, separated by commas or semicolons, ask for one per line', () => {
  const result = run({
    tratamentos: {
      Tratamentos: (grid) => {
        set(grid, 'R2', 'harmonizacao-facial, botox, preenchimento-facial');
        set(grid, 'R3', 'botox;preenchimento-labial');
      },
    },
  });
  assert.deepEqual(result.problems.map((p) => [p.code, p.location.cell, p.message, p.hint]), [
    [
      'REFERENCIA_DESCONHECIDA',
      'R2',
      '"harmonizacao-facial, botox, preenchimento-facial" são vários endereços na mesma linha da célula, separados por ",".',
      'Coloque um endereço por linha dentro da célula: Alt+Enter entre eles no Excel, Ctrl+Enter no LibreOffice e no Google Planilhas.',
    ],
    [
      'REFERENCIA_DESCONHECIDA',
      'R3',
      '"botox;preenchimento-labial" são vários endereços na mesma linha da célula, separados por ";".',
      'Coloque um endereço por linha dentro da célula: Alt+Enter entre eles no Excel, Ctrl+Enter no LibreOffice e no Google Planilhas.',
    ],
  ]);
});

test('a protocol that names an unknown service is a warning, and the build goes on (docs/site.md#protocol-detail)', () => {
  const result = run({ protocolos: { Protocolos: (grid) => set(grid, 'R5', `${get(grid, 'R5')}\nservico-inexistente`) } });
  assert.deepEqual(result.problems.map(brief), [
    {
      code: 'SERVICO_DO_PROTOCOLO_DESCONHECIDO',
      severity: 'warning',
      location: { file: 'protocolos.xlsx', sheet: 'Protocolos', row: 5, column: 'Serviços incluídos', cell: 'R5' },
      value: 'harmonizacao-facial\npreenchimento-labial\nbotox\nbioestimulador-de-colageno\nservico-inexistente',
    },
  ]);
  assert.notEqual(result.records, null);
  assert.deepEqual(result.records!.protocols[3].value.services.at(-1), 'servico-inexistente');
});

test('addresses glued together where a line break was lost are an error naming them, in protocols too', () => {
  const glue = (grid: Grid, ref: string) => set(grid, ref, String(get(grid, ref)).replaceAll('\n', ''));
  const result = run({ protocolos: { Protocolos: (grid) => glue(grid, 'R5') }, tratamentos: { Tratamentos: (grid) => glue(grid, 'R6') } });
  const glued = result.problems.filter((p) => p.code === 'ENDERECOS_COLADOS');
  assert.deepEqual(glued.map((p) => [p.severity, p.location.file, p.location.cell]).sort(), [
    ['error', 'protocolos.xlsx', 'R5'],
    ['error', 'tratamentos.xlsx', 'R6'],
  ]);
  const [protocol] = glued.filter((p) => p.location.file === 'protocolos.xlsx');
  assert.equal(
    protocol.message,
    '"harmonizacao-facialpreenchimento-labialbotoxbioestimulador-de-colageno" são 4 endereços colados, sem a quebra de linha entre eles: ' +
      '"harmonizacao-facial", "preenchimento-labial", "botox", "bioestimulador-de-colageno". Assim o site não encontra nenhum deles.',
  );
  assert.deepEqual(result.problems.filter((p) => p.code !== 'ENDERECOS_COLADOS'), [], 'not also an unknown item');
  assert.equal(result.records, null, 'the protocol would lose every service: nothing is published');
});

test('a service whose slug was emptied: what points to it says it may be that row, never "apague a pergunta"', () => {
  let slug = '';
  const result = run({ servicos: { Serviços: (grid) => ((slug = String(get(grid, 'A3'))), set(grid, 'A3', null)) } });
  const dangling = result.problems.filter((p) => ['PERGUNTA_SEM_ITEM', 'REFERENCIA_DESCONHECIDA', 'SERVICO_DO_PROTOCOLO_DESCONHECIDO'].includes(p.code));
  assert.ok(dangling.length > 0, 'its questions at least');
  for (const p of dangling) {
    assert.ok(p.message.includes(`"${slug}"`), p.message);
    assert.match(p.hint, /^Talvez seja o item da linha 3 \((aba "Serviços"|planilha de serviços)\), cujo endereço está vazio, inválido ou repetido: corrija-o lá primeiro, sem apagar nada aqui/);
  }
  // The same when the row's slug was typed over with another row's: its questions are not to be deleted.
  const typedOver = run({ servicos: { Serviços: (grid) => set(grid, 'A3', get(grid, 'A2')) } });
  const orphans = typedOver.problems.filter((p) => p.code === 'PERGUNTA_SEM_ITEM');
  assert.deepEqual(typedOver.problems.find((p) => p.code === 'SLUG_REPETIDO')?.location.cell, 'A3');
  assert.ok(orphans.length > 0, 'its questions at least');
  for (const p of orphans) assert.match(p.hint, /^Talvez seja o item da linha 3 \(aba "Serviços"\), cujo endereço está vazio, inválido ou repetido/);
  // The same for a protocol a blog article relates to (revitalizacao-capilar-completa is on row 4 of Protocolos).
  const protocol = run({ protocolos: { Protocolos: (grid) => set(grid, 'A4', null) } });
  const article = protocol.problems.find((p) => p.code === 'REFERENCIA_DESCONHECIDA' && p.location.file === 'blog.xlsx')!;
  assert.match(article.hint, /^Talvez seja o item da linha 4 \(planilha de protocolos\)/);
  // With every slug right, a question of an unknown item keeps the usual advice.
  const alone = run({ servicos: { Perguntas: (grid) => set(grid, 'A2', 'servico-que-nao-existe') } });
  assert.deepEqual(alone.problems.map((p) => [p.code, p.hint]), [['PERGUNTA_SEM_ITEM', 'Corrija o endereço para o de um item existente, ou apague a pergunta.']]);
});

test('an image file that is not in the images folder is reported at its cell', () => {
  const result = run({ servicos: { Serviços: (grid) => set(grid, 'H14', 'nao-existe.jpg') } });
  assert.deepEqual(result.problems.map(brief), [
    { code: 'IMAGEM_AUSENTE', severity: 'error', location: { ...SERVICES, row: 14, column: 'Imagem', cell: 'H14' }, value: 'nao-existe.jpg' },
  ]);
  assert.equal(result.problems[0].message, 'A imagem "nao-existe.jpg" não está na pasta imagens/ das planilhas.');
});

test('an image named with other capitals than its file: the file there is named, since the server tells them apart', () => {
  const result = run({ servicos: { Serviços: (grid) => set(grid, 'H14', String(get(grid, 'H14')).toUpperCase()) } });
  assert.deepEqual(result.problems.map((p) => p.code), ['IMAGEM_AUSENTE']);
  const file = String(result.problems[0].value).toLowerCase();
  assert.equal(result.problems[0].message, `A imagem "${file.toUpperCase()}" não está na pasta imagens/ das planilhas; há "${file}", com outras maiúsculas e minúsculas.`);
  assert.match(result.problems[0].hint, new RegExp(`^Escreva o nome como está na pasta, "${file.replace('.', '\\.')}"`));
});

test('a name with an accent finds its file whatever Unicode form each side is in (a Mac writes file names decomposed)', () => {
  const typed = 'Clínica sala.jpg'.normalize('NFC');
  const folder = brokenCopy({ servicos: { Serviços: (grid) => set(grid, 'H14', typed) } }, (f) =>
    writeFileSync(join(f, 'imagens', typed.normalize('NFD')), readFileSync(join(f, 'imagens', 'compartilhamento.jpg'))),
  );
  assert.deepEqual(validate(folder).problems, []);
  // Typed with other capitals too: the message names the file as the folder has it.
  const upper = brokenCopy({ servicos: { Serviços: (grid) => set(grid, 'H14', typed.toUpperCase()) } }, (f) =>
    writeFileSync(join(f, 'imagens', typed.normalize('NFD')), readFileSync(join(f, 'imagens', 'compartilhamento.jpg'))),
  );
  assert.deepEqual(validate(upper).problems.map((p) => [p.code, p.message.includes(`há "${typed.normalize('NFD')}"`)]), [['IMAGEM_AUSENTE', true]]);
});

test('an empty (0-byte) image file: "a cópia não terminou", not "not a photo"', () => {
  const folder = brokenCopy({}, (f) => writeFileSync(join(f, 'imagens', 'logo.svg'), ''));
  const result = validate(folder);
  assert.deepEqual(result.problems.map((p) => [p.code, p.message]), [['IMAGEM_INVALIDA', '"logo.svg" está vazio (0 bytes): talvez a cópia ou o download da imagem não tenha terminado.']]);
});

test('an image removed from the images folder is reported at the cell that names it', () => {
  const folder = brokenCopy({}, (f) => unlinkSync(join(f, 'imagens', 'logo.svg')));
  const result = validate(folder);
  assert.deepEqual(result.problems.map(brief), [
    { code: 'IMAGEM_AUSENTE', severity: 'error', location: { ...CLINIC, row: 22, column: 'Valor', cell: 'B22' }, value: 'logo.svg' },
  ]);
});

test('opening hours with only one of the two times point at the empty one', () => {
  const result = run({ configuracoes: { Horários: (grid) => set(grid, 'B4', '10:00') } });
  assert.deepEqual(result.problems.map(brief), [
    {
      code: 'HORARIO_INCOMPLETO',
      severity: 'error',
      location: { file: 'configuracoes.xlsx', sheet: 'Horários', row: 4, column: 'Fecha', cell: 'C4' },
      value: '',
    },
  ]);
});

test('"Fechado" in Abre and Fecha marks a closed day, as empty cells do', () => {
  const result = run({ configuracoes: { Horários: (grid) => (set(grid, 'B4', 'Fechado'), set(grid, 'C4', 'FECHADO')) } });
  assert.deepEqual(result.problems, []);
  assert.deepEqual(result.records!.hours.map((row) => row.value), validate(SAMPLE).records!.hours.map((row) => row.value));
});

test('days that cannot be read are reported at their cell', () => {
  const result = run({ configuracoes: { Horários: (grid) => set(grid, 'A3', 'Fins de semana') } });
  assert.deepEqual(result.problems.map(brief), [
    {
      code: 'DIAS_INVALIDOS',
      severity: 'error',
      location: { file: 'configuracoes.xlsx', sheet: 'Horários', row: 3, column: 'Dias', cell: 'A3' },
      value: 'Fins de semana',
    },
  ]);
});

test('key-value tab: a missing key is reported on the tab', () => {
  const result = run({ configuracoes: { Clínica: (grid) => grid.splice(8, 1) } });
  assert.deepEqual(result.problems.map(brief), [{ code: 'CAMPO_AUSENTE', severity: 'error', location: CLINIC }]);
  assert.equal(result.problems[0].message, 'Falta a linha "Telefone".');
  assert.equal(result.records, null);
});

test('key-value tab: an unknown key is a warning at its row', () => {
  const result = run({ configuracoes: { Clínica: (grid) => grid.push(['Fax', '(11) 5555-0199']) } });
  assert.deepEqual(result.problems.map(brief), [
    { code: 'CAMPO_DESCONHECIDO', severity: 'warning', location: { ...CLINIC, row: 25, column: 'Campo', cell: 'A25' } },
  ]);
  assert.equal(result.problems[0].message, 'A linha "Fax" não é usada pelo site e foi ignorada.');
  assert.notEqual(result.records, null);
});

test('key-value tab: a name typed without its hyphen is that field; an empty name points at the fields still missing', () => {
  const email = run({ configuracoes: { Clínica: (grid) => set(grid, 'A11', 'Email') } });
  assert.deepEqual(email.problems, []);
  const unnamed = run({ configuracoes: { Clínica: (grid) => set(grid, 'A9', null) } });
  assert.deepEqual(unnamed.problems.map((p) => [p.code, p.location.cell ?? null]), [['CAMPO_DESCONHECIDO', 'A9'], ['CAMPO_AUSENTE', null]]);
  assert.equal(unnamed.problems[0].message, 'A linha tem um valor, mas a primeira coluna (o nome da informação) está vazia: o site não sabe o que ela é e a ignorou.');
  assert.equal(unnamed.problems[0].hint, 'Se esta linha é "Telefone", que falta na aba, escreva esse nome na primeira coluna.');
});

test('key-value tab: a repeated key names the row that has it first', () => {
  const result = run({ configuracoes: { Clínica: (grid) => grid.push(['telefone', '(11) 5555-0199']) } });
  assert.deepEqual(result.problems.map(brief), [
    { code: 'CAMPO_REPETIDO', severity: 'error', location: { ...CLINIC, row: 25, column: 'Campo', cell: 'A25' } },
  ]);
  assert.equal(result.problems[0].message, '"telefone" já foi informado na linha 9.');
});

test('key-value tab: a bad value is reported at its value cell', () => {
  const result = run({ configuracoes: { Clínica: (grid) => set(grid, 'B16', '045150-01') } });
  assert.deepEqual(result.problems.map(brief), [
    { code: 'FORMATO_INVALIDO', severity: 'error', location: { ...CLINIC, row: 16, column: 'Valor', cell: 'B16' }, value: '045150-01' },
  ]);
});

test('a CEP typed without its hyphen, or turned into a number that lost its first zero, is the same CEP', () => {
  for (const cep of ['04515001', 4515001, ' 04515001 ']) {
    const result = run({ configuracoes: { Clínica: (grid) => set(grid, 'B16', cep) } });
    assert.deepEqual(result.problems, [], String(cep));
    assert.equal(result.records?.clinic?.value.postalCode, '04515-001', String(cep));
  }
  assert.deepEqual(run({ configuracoes: { Clínica: (grid) => set(grid, 'B16', 451500) } }).problems.map((p) => p.code), ['FORMATO_INVALIDO'], 'six digits: not a CEP');
});

test('every problem of several broken sheets comes back in one run', () => {
  const result = run({
    servicos: {
      Serviços: (grid) => {
        set(grid, 'E14', 'R$ abc');
        set(grid, 'F20', 'variável');
      },
      Perguntas: (grid) => set(grid, 'A2', 'botoxx'),
    },
    tratamentos: { Tratamentos: (grid) => set(grid, 'R2', 'servico-inexistente') },
    protocolos: { Protocolos: (grid) => set(grid, 'C2', 'medicina') },
    configuracoes: {
      Clínica: (grid) => grid.splice(8, 1),
      Horários: (grid) => set(grid, 'B4', '10:00'),
    },
  });
  const where = (p: Problem) => `${p.code} ${p.location.file} › ${p.location.sheet ?? ''} ${p.location.cell ?? ''}`.trim();
  assert.deepEqual(result.problems.map(where).sort(), [
    'CAMPO_AUSENTE configuracoes.xlsx › Clínica',
    'DURACAO_INVALIDA servicos.xlsx › Serviços F20',
    'HORARIO_INCOMPLETO configuracoes.xlsx › Horários C4',
    'PERGUNTA_SEM_ITEM servicos.xlsx › Perguntas A2',
    'PRECO_INVALIDO servicos.xlsx › Serviços E14',
    'REFERENCIA_DESCONHECIDA tratamentos.xlsx › Tratamentos R2',
    'VALOR_FORA_DA_LISTA protocolos.xlsx › Protocolos C2',
  ]);
  assert.equal(result.records, null);
});

// --- cells whose type or content cannot be what staff meant -------------------------------------------------------

/** A cell as SheetJS would write it with a type of its own (a real date, a formula error). */
const typed = (cell: XLSX.CellObject) => cell as unknown as CellValue;

test('a price typed as a decimal number (1200.5) is read as R$ 1.200,50', () => {
  const result = run({ servicos: { Serviços: (grid) => set(grid, 'E14', 1200.5) } });
  assert.deepEqual(result.problems, []);
  assert.equal(result.records!.services[12].value.price, '1.200,50');
});

test('a price under R$ 10 typed as a number (1.2, 5: "1.200", "5.000" in a sheet set to English) is refused at its cell', () => {
  const result = run({ servicos: { Serviços: (grid) => (set(grid, 'E14', 1.2), set(grid, 'E15', 5), set(grid, 'E16', 10)) } });
  assert.deepEqual(result.problems.map((p) => [p.code, p.location.cell, p.message]), [
    ['PRECO_NUMERO_BAIXO', 'E14', 'A célula guarda o número 1,20, que iria para o site como "A partir de R$ 1,20": talvez "1.200" digitado numa planilha configurada em inglês, onde o ponto separa os decimais.'],
    ['PRECO_NUMERO_BAIXO', 'E15', 'A célula guarda o número 5, que iria para o site como "A partir de R$ 5": talvez "5.000" digitado numa planilha configurada em inglês, onde o ponto separa os decimais.'],
  ]);
});

test('a price under R$ 10 written as text (1,2, R$ 5, as any CSV cell holds it) is refused at its cell', () => {
  const result = run({ servicos: { Serviços: (grid) => (set(grid, 'E14', '1,2'), set(grid, 'E15', 'R$ 5'), set(grid, 'E16', 'R$ 10'), set(grid, 'E17', 'Sob consulta')) } });
  assert.deepEqual(result.problems.map((p) => [p.code, p.location.cell, p.message]), [
    ['PRECO_BAIXO', 'E14', 'O preço iria para o site como "A partir de R$ 1,20": menos de R$ 10, o que não é preço de um procedimento.'],
    ['PRECO_BAIXO', 'E15', 'O preço iria para o site como "A partir de R$ 5": menos de R$ 10, o que não é preço de um procedimento.'],
  ]);
  assert.match(result.problems[0].hint, /Sob consulta/);
});

test('a price with an English decimal point (a CSV exported by LibreOffice in English) says so and how to fix it', () => {
  const result = run({ servicos: { Serviços: (grid) => (set(grid, 'E14', '1200.5'), set(grid, 'E15', 'R$ abc'), set(grid, 'E16', 'A partir de R$ 1.200.50')) } });
  assert.deepEqual(result.problems.map((p) => [p.code, p.location.cell]), [['PRECO_INVALIDO', 'E14'], ['PRECO_INVALIDO', 'E15'], ['PRECO_INVALIDO', 'E16']]);
  assert.match(result.problems[0].message, /ponto antes dos centavos/);
  assert.match(result.problems[2].message, /ponto antes dos centavos/);
  assert.match(result.problems[0].hint, /1\.200,50/);
  assert.equal(result.problems[1].message, 'Não foi possível entender o preço.');
});

test('a price of a million reais or more, as text or number, is refused as a typo', () => {
  const result = run({ servicos: { Serviços: (grid) => (set(grid, 'E14', 'R$ 12.000.000'), set(grid, 'E15', 1e21), set(grid, 'E16', 'R$ 999.999,99'), set(grid, 'E17', 35000)) } });
  assert.deepEqual(result.problems.map((p) => [p.code, p.location.cell, p.message]), [
    ['PRECO_ALTO', 'E14', 'O preço é de R$ 1.000.000 ou mais: não é o preço de um procedimento.'],
    ['PRECO_ALTO', 'E15', 'O preço é de R$ 1.000.000 ou mais: não é o preço de um procedimento.'],
  ]);
});

test('a date, a percentage, a true/false or a formula error where a price, duration or text belongs is refused at its cell', () => {
  const result = run({
    servicos: {
      Serviços: (grid) => {
        set(grid, 'E14', typed({ t: 'd', v: '2026-04-01T00:00:00.000Z' }));
        set(grid, 'E15', typed({ t: 'n', v: 46113, z: 'dd/mm/yyyy' }));
        set(grid, 'F16', true);
        set(grid, 'B17', typed({ t: 'e', v: 0x2a, w: '#N/A' }));
        set(grid, 'E18', typed({ t: 'n', v: 0.5, z: '0%' }));
        set(grid, 'E19', typed({ t: 'n', v: 1500, z: '"100%" 0' })); // a % in quotes is text of the format
      },
    },
  });
  assert.deepEqual(result.problems.map((p) => [p.code, p.location.cell, p.message]), [
    ['TIPO_DE_CELULA', 'E14', 'A célula de "Preço" está formatada como data ou hora, e o valor guardado não é o que foi digitado.'],
    ['TIPO_DE_CELULA', 'E15', 'A célula de "Preço" está formatada como data ou hora, e o valor guardado não é o que foi digitado.'],
    ['TIPO_DE_CELULA', 'F16', 'A célula de "Duração" tem um valor verdadeiro/falso.'],
    ['TIPO_DE_CELULA', 'B17', 'A célula de "Título" tem um erro de fórmula.'],
    ['TIPO_DE_CELULA', 'E18', 'A célula de "Preço" está formatada como porcentagem: a planilha mostra 50%, mas guarda um centésimo disso, e é esse número que o site leria.'],
  ]);
  // The date quoted as the spreadsheet shows it in Brazil, not as the ISO day it is read as.
  for (const index of [0, 1]) {
    assert.equal(result.problems[index].value, '01/04/2026');
    assert.equal(result.problems[index].row?.values[4], '01/04/2026');
  }
  assert.equal(result.records, null, 'nothing is published');
});

test('a duration typed as 1:30 in a cell the program made a time is read as typed; a date there is still refused', () => {
  const result = run({ servicos: { Serviços: (grid) => (set(grid, 'F2', typed({ t: 'n', v: 1.5 / 24, z: 'h:mm', w: '1:30' })), set(grid, 'F3', typed({ t: 'n', v: 46113, z: 'dd/mm/yyyy' }))) } });
  assert.deepEqual(result.problems.map((p) => [p.code, p.location.cell]), [['TIPO_DE_CELULA', 'F3']]);
  const fine = run({ servicos: { Serviços: (grid) => set(grid, 'F2', typed({ t: 'n', v: 1.5 / 24, z: 'h:mm', w: '1:30' })) } });
  assert.deepEqual(fine.problems, []);
  assert.equal(fine.records?.services[0].value.duration, '1:30');
});

test('a percentage in a text column is published as the sheet shows it (15%), not as the fraction it stores', () => {
  const formats: [number, string][] = [
    [0.15, '0%'],
    [0.125, '0.0%'],
    // A locale tag without currency, as a workbook moved between languages of LibreOffice keeps it: not "$15%".
    [0.15, '[$-416]0%'],
    [0.125, '[$-pt-BR]0.0%;[Red]-0.0%'],
  ];
  const result = run({ servicos: { Serviços: (grid) => formats.forEach(([v, z], i) => set(grid, `M${14 + i}`, typed({ t: 'n', v, z }))) } });
  assert.deepEqual(result.problems, []);
  assert.deepEqual(result.records!.services.slice(12, 16).map((s) => s.value.offer), ['15%', '12,5%', '15%', '12,5%']);
});

test('a slug with an invisible character pasted in says so, and what to type', () => {
  const result = run({ servicos: { Serviços: (grid) => set(grid, 'A14', `${String(get(grid, 'A14'))}\u200b`) } });
  const slug = result.problems.find((p) => p.code === 'SLUG_INVALIDO')!;
  assert.equal(slug.location.cell, 'A14');
  assert.match(slug.message, /caractere invisível/);
  assert.match(slug.hint, /digite o endereço de novo: "[a-z0-9-]+"\.$/);
});

test('control characters (a terminal escape sequence) in a cell are an error', () => {
  const result = run({ servicos: { Serviços: (grid) => set(grid, 'B14', 'Luz \u001b[2J\u001b[31mpulsada') } });
  assert.deepEqual(result.problems.map((p) => [p.code, p.location.cell]), [['CARACTERE_DE_CONTROLE', 'B14']]);
});

/** The reference of the 'Valor' cell of a field in a Campo | Valor tab. */
function valueCell(grid: Grid, label: string): string {
  const row = grid.findIndex((r) => r[0] === label);
  assert.ok(row >= 0, label);
  return `B${row + 1}`;
}

test('a link in the privacy policy to a page that does not exist is a warning at the text cell', () => {
  let cell = '';
  const result = run({
    configuracoes: {
      Privacidade: (grid) => {
        cell = valueCell(grid, 'Texto da política');
        set(grid, cell, 'Dúvidas? Veja as [perguntas frequentes](/servico/consulta-dermatologia) ou [agende](/agendar-online).');
      },
    },
  });
  assert.deepEqual(result.problems.map((p) => [p.code, p.severity, p.location.sheet, p.location.cell]), [['LINK_PARA_PAGINA_INEXISTENTE', 'warning', 'Privacidade', cell]]);
});

test('a latitude or longitude outside the globe and opening hours that close before they open are refused', () => {
  let latitude = '';
  const result = run({
    configuracoes: {
      Clínica: (grid) => {
        latitude = valueCell(grid, 'Latitude');
        set(grid, latitude, '523.6');
        set(grid, valueCell(grid, 'Longitude'), -46.6652);
      },
      Horários: (grid) => {
        set(grid, 'B2', '20:00');
        set(grid, 'C2', '12:00');
        set(grid, 'B3', '09:00');
        set(grid, 'C3', '00:00'); // until midnight: fine
      },
    },
  });
  assert.deepEqual(result.problems.map((p) => [p.code, p.location.cell, p.message]), [
    ['HORARIO_INVERTIDO', 'C2', 'A clínica fecharia (12:00) antes de abrir (20:00).'],
    ['COORDENADA_FORA_DO_INTERVALO', latitude, 'A latitude precisa estar entre -90 e 90.'],
  ]);
});

test('a clinic in BR whose coordinates fall outside Brazil (minus sign lost, or swapped) is refused at the cell', () => {
  const cells: Record<string, string> = {};
  const refused = run({
    configuracoes: {
      Clínica: (grid) => {
        cells.longitude = valueCell(grid, 'Longitude');
        set(grid, cells.longitude, 46.6652);
      },
    },
  });
  assert.deepEqual(refused.problems.map((p) => [p.code, p.location.cell]), [['COORDENADA_FORA_DO_BRASIL', cells.longitude]]);
  assert.equal(refused.problems[0].message, 'O país é BR, mas esta longitude fica fora do Brasil (lá ela vai de -74,1 a -28,8): o mapa e o Google mostrariam a clínica em outro lugar.');
  const swapped = run({
    configuracoes: {
      Clínica: (grid) => {
        set(grid, valueCell(grid, 'Latitude'), -46.6652);
        set(grid, valueCell(grid, 'Longitude'), -23.5986);
      },
    },
  });
  assert.deepEqual(swapped.problems.map((p) => p.code), ['COORDENADA_FORA_DO_BRASIL', 'COORDENADA_FORA_DO_BRASIL']);
  const elsewhere = run({
    configuracoes: {
      Clínica: (grid) => {
        set(grid, valueCell(grid, 'País'), 'PT');
        set(grid, valueCell(grid, 'Latitude'), 38.7223);
        set(grid, valueCell(grid, 'Longitude'), -9.1393);
      },
    },
  });
  assert.deepEqual(elsewhere.problems, [], 'a clinic outside Brazil is not held to it');
});

// --- one root cause, one problem ------------------------------------------------------------------------------------

test('a missing, renamed or unreadable services workbook is one problem, without the follow-on unknown items', () => {
  const missing = run({}, (folder) => unlinkSync(join(folder, 'servicos.xlsx')));
  assert.deepEqual(missing.problems.map((p) => p.code), ['ARQUIVO_AUSENTE']);
  const damaged = run({}, (folder) => writeFileSync(join(folder, 'servicos.xlsx'), 'Endereço (slug);Preço\r\n'));
  assert.deepEqual(damaged.problems.map((p) => p.code), ['PLANILHA_EM_TEXTO']);
  const renamedTab = run({}, (folder) => {
    const path = join(folder, 'servicos.xlsx');
    const book = XLSX.read(readFileSync(path));
    book.SheetNames[0] = 'Servicos 2024';
    book.Sheets['Servicos 2024'] = book.Sheets['Serviços'];
    writeFileSync(path, XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }));
  });
  assert.deepEqual(renamedTab.problems.map((p) => p.code), ['ABA_AUSENTE']);
  assert.match(renamedTab.problems[0].hint, /Se a aba certa for "Servicos 2024", renomeie-a para "Serviços"/);
  // A deleted tab: the other tab the site reads is never offered as the one to rename.
  const deletedTab = run({}, (folder) => {
    const path = join(folder, 'servicos.xlsx');
    const book = XLSX.read(readFileSync(path));
    book.SheetNames = book.SheetNames.filter((name) => name !== 'Perguntas');
    writeFileSync(path, XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }));
  });
  assert.deepEqual(deletedTab.problems.map((p) => p.code), ['ABA_AUSENTE']);
  assert.equal(deletedTab.problems[0].message, 'Falta a aba "Perguntas".');
  assert.match(deletedTab.problems[0].hint, /^As abas encontradas são "Serviços"\. Crie uma aba chamada "Perguntas" com a linha de títulos das colunas/);
  assert.doesNotMatch(deletedTab.problems[0].hint, /renomeie/i);
  const renamedColumn = run({ servicos: { Serviços: (grid) => set(grid, 'A1', 'Link da página') } });
  assert.deepEqual(renamedColumn.problems.map((p) => [p.code, p.severity]), [
    ['COLUNA_DESCONHECIDA', 'warning'],
    ['COLUNA_AUSENTE', 'error'],
  ]);
});

test('a title row above the headers is skipped with a warning, and the table reads as usual', () => {
  const result = run({ servicos: { Serviços: (grid) => grid.unshift(['Tabela de serviços 2026'], []) } });
  assert.deepEqual(result.problems.map((p) => [p.code, p.severity, p.location.row]), [['TITULOS_FORA_DO_LUGAR', 'warning', 1]]);
  assert.equal(result.problems[0].message, 'O texto "Tabela de serviços 2026" está acima dos títulos das colunas (linha 3) e foi ignorado.');
  assert.equal(result.records!.services.length, 60);
  assert.equal(result.records!.services[0].source.location.row, 4);
});

test('ten thousand pasted rows with only the slug are reported, not a crash', { timeout: 120_000 }, () => {
  const result = run({
    servicos: {
      Serviços: (grid) => {
        for (let i = 0; i < 10_000; i++) grid.push([`item-${i}`]);
      },
    },
  });
  // One problem per row, not one per required column: each row holds a value and nothing else.
  assert.equal(result.problems.filter((p) => p.code === 'LINHA_COM_VALOR_SOLTO').length, 10_000);
  assert.equal(result.records, null);
});

test('an image cell with a path of the computer, the folder before the name or no extension says which, and what to write', () => {
  const result = run({ servicos: { Serviços: (grid) => (set(grid, 'H2', 'C:\\Users\\Maria\\Pictures\\pele.jpg'), set(grid, 'H3', 'imagens/facial-contorno.svg'), set(grid, 'H4', 'facial-labios'), set(grid, 'H5', 'ftp://fotos/pele.jpg')) } });
  assert.deepEqual(
    result.problems.map((p) => [p.location.cell, p.message, p.hint]),
    [
      ['H2', 'O valor de "Imagem" é o caminho de um arquivo no seu computador: o site não tem acesso a ele.', 'Copie a foto para a pasta sheets/imagens e escreva só o nome dela: pele.jpg.'],
      ['H3', 'O valor de "Imagem" tem a pasta antes do nome do arquivo.', 'Escreva só o nome do arquivo que está na pasta sheets/imagens: facial-contorno.svg.'],
      ['H4', '"facial-labios" não tem a extensão do arquivo (.jpg, .png, .webp, .svg…); na pasta imagens/ das planilhas há "facial-labios.svg".', 'Escreva o nome completo: facial-labios.svg.'],
      ['H5', 'O valor de "Imagem" não está no formato esperado.', result.problems[3]?.hint],
    ],
  );
});

test('a plain http:// photo link is an image cell only where the operator allows the private network', () => {
  const edits: Edits = { servicos: { Serviços: (grid) => set(grid, 'H14', 'http://nas.local/fotos/botox.jpg') } };
  const saved = process.env.CLINIC_SITE_ALLOW_PRIVATE_NETWORK;
  try {
    delete process.env.CLINIC_SITE_ALLOW_PRIVATE_NETWORK;
    assert.deepEqual(run(edits).problems.map((p) => [p.code, p.location.cell]), [['FORMATO_INVALIDO', 'H14']]);
    process.env.CLINIC_SITE_ALLOW_PRIVATE_NETWORK = '1';
    assert.deepEqual(run(edits).problems, []);
  } finally {
    if (saved === undefined) delete process.env.CLINIC_SITE_ALLOW_PRIVATE_NETWORK;
    else process.env.CLINIC_SITE_ALLOW_PRIVATE_NETWORK = saved;
  }
});

test('a row with one stray value: one problem naming it and the empty required columns, not one per column', () => {
  const result = run({ servicos: { Serviços: (grid) => grid.push(['', '', '', 'x']) } });
  const row = String(result.problems[0]?.location.row);
  assert.deepEqual(result.problems.map((p) => [p.code, p.location.cell]), [['LINHA_COM_VALOR_SOLTO', `D${row}`]]);
  assert.match(result.problems[0].message, /^A linha tem só "x" na coluna "Descrição curta"; as colunas obrigatórias "Endereço \(slug\)", "Título", /);
  // Two values with the address are a row begun, not a stray: each empty required column is named.
  const begun = run({ servicos: { Serviços: (grid) => grid.push(['novo-servico', 'Novo serviço']) } });
  assert.ok(begun.problems.length > 2 && begun.problems.every((p) => p.code === 'VALOR_OBRIGATORIO'));
  // Two without it: a totals row under the table ("Total" and the sum of the prices), one problem too.
  const totals = run({ servicos: { Serviços: (grid) => grid.push([null, null, null, 'Total', typed({ t: 'n', v: 45000, f: 'SUM(E2:E61)' })]) } });
  assert.deepEqual(totals.problems.map((p) => p.code), ['LINHA_COM_VALOR_SOLTO']);
  assert.match(totals.problems[0].message, /^A linha tem só "Total" na coluna "Descrição curta" e "45000" na coluna "Preço"; as colunas obrigatórias "Endereço \(slug\)", "Título", /);
  assert.match(totals.problems[0].hint, /uma linha de totais/);
});

test('a row pasted a column away from its place: one problem saying which cells to move where, nothing else wrong', () => {
  const right = run({ servicos: { Serviços: (grid) => grid[3].unshift(null) } });
  assert.deepEqual(
    right.problems.map((p) => [p.severity, p.code, p.location.cell]),
    [
      ['warning', 'CELULAS_SEM_TITULO', 'Q4'],
      ['error', 'LINHA_DESLOCADA', 'B4'],
    ],
    'the questions, treatments and highlights that name the row\'s service are not wrong too',
  );
  const [, shifted] = right.problems;
  assert.equal(
    shifted.message,
    'Os valores desta linha estão uma coluna à direita de onde deveriam: "preenchimento-labial" está na coluna "Título", e é de "Endereço (slug)". Por isso cada coluna da linha parece errada.',
  );
  assert.equal(shifted.hint, 'Selecione as células B4:Q4, recorte (Ctrl+X) e cole a partir de A4. Depois confira de novo.');
  // A cell inserted with "deslocar células para a direita" in C6, and one deleted with "para a esquerda" in C8 (and a
  // price nobody can read besides): the cells from there on, said the other way for the second.
  const inserted = run({ servicos: { Serviços: (grid) => (grid[5].splice(2, 0, null), grid[7].splice(2, 1), (grid[7][3] = 'caro')) } });
  assert.deepEqual(inserted.problems.map((p) => [p.code, p.location.cell]), [['CELULAS_SEM_TITULO', 'Q6'], ['LINHA_DESLOCADA', 'D6'], ['LINHA_DESLOCADA', 'C8']]);
  const [, insertedCell, deletedCell] = inserted.problems;
  assert.match(insertedCell.message, /^Os valores desta linha a partir da coluna "Categoria" estão uma coluna à direita de onde deveriam: "facial" está na coluna "Descrição curta", e é de "Categoria"\./);
  assert.match(insertedCell.hint, /^Selecione as células D6:Q6, recorte \(Ctrl\+X\) e cole a partir de C6\./);
  assert.match(deletedCell.message, /^Os valores desta linha a partir da coluna "Categoria" estão uma coluna à esquerda de onde deveriam: ".+" está na coluna "Categoria", e é de "Descrição curta"\./);
  assert.match(deletedCell.hint, /^Selecione as células C8:O8, recorte \(Ctrl\+X\) e cole a partir de D8\./);
  // A row wrong in many columns that no shift mends is told column by column, as before.
  const wrong = run({ servicos: { Serviços: (grid) => ((grid[3][2] = 'rosto'), (grid[3][4] = 'caro'), (grid[3][5] = 'rápido')) } });
  assert.deepEqual(wrong.problems.map((p) => p.code), ['VALOR_FORA_DA_LISTA', 'PRECO_INVALIDO', 'DURACAO_INVALIDA']);
});

test('text typed under no column title is a warning at its cell, not dropped in silence', () => {
  const result = run({
    servicos: { Serviços: (grid) => set(grid, 'Q5', 'Promoção de março: 20% off') },
    configuracoes: { Clínica: (grid) => (set(grid, 'C3', 'conferir com a recepção'), set(grid, 'D9', 'x')) },
  });
  const untitled = result.problems.filter((p) => p.code === 'CELULAS_SEM_TITULO');
  assert.deepEqual(
    untitled.map((p) => [p.severity, p.location.file, p.location.sheet, p.location.cell, p.message]).sort(),
    [
      ['warning', 'configuracoes.xlsx', 'Clínica', 'C3', '2 células têm texto em colunas sem título (a primeira é C3): o site não lê essas colunas.'],
      ['warning', 'servicos.xlsx', 'Serviços', 'Q5', 'A célula Q5 tem texto numa coluna sem título: o site não lê essa coluna.'],
    ],
  );
  assert.ok(result.records, 'a warning: the site is still built');
});

test('cents after a point: in a workbook, said as English writing; in a CSV, as the export it comes from', () => {
  const inWorkbook = run({ servicos: { Serviços: (grid) => set(grid, 'E2', 'R$ 400.50') } }).problems.find((p) => p.code === 'PRECO_INVALIDO')!;
  assert.equal(inWorkbook.location.cell, 'E2');
  assert.match(inWorkbook.message, /ponto antes dos centavos, como se escreve em inglês/);
  assert.doesNotMatch(`${inWorkbook.message} ${inWorkbook.hint}`, /CSV/);
  const inCsv = validate(brokenCopy({}, servicesAsCsv((grid) => set(grid, 'E2', 'R$ 400.50')))).problems.find((p) => p.code === 'PRECO_INVALIDO')!;
  assert.equal(inCsv.location.file, 'servicos-Serviços.csv');
  assert.match(inCsv.message, /como o LibreOffice e o Excel em inglês exportam números para CSV/);
  assert.match(inCsv.hint, /exporte o CSV com o idioma "Português \(Brasil\)"/);
});
