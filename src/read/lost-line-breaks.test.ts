import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { lostLineBreaks } from './lost-line-breaks.ts';
import { readSheets } from './read-sheets.ts';
import { tableFromGrid, type CellValue } from './table.ts';
import { sheetsFolderWith } from '../../test/support/program-fixtures.ts';

const folders: string[] = [];
after(() => folders.forEach((f) => rmSync(f, { recursive: true, force: true })));

test('an .ods saved as .xlsx by LibreOffice (every break in a cell lost) is refused, naming the step that lost them', () => {
  const folder = sheetsFolderWith({ 'servicos.xlsx': 'quebras-perdidas-servicos.xlsx' });
  folders.push(folder);
  const set = readSheets(folder);
  const services = set.tables.servicos.servicos!;
  // What the file itself holds: the list glued into one item, the heading glued to the paragraph before it.
  assert.equal(services.rows[0].cells[3], 'Repõe volume perdidoSuaviza linhas finasRetorno em 15 dias');
  assert.match(String(services.rows[0].cells[2]), /volume\.## Como funciona/);
  const lost = set.problems.filter((p) => p.code === 'QUEBRAS_DE_LINHA_PERDIDAS');
  assert.equal(lost.length, 1);
  assert.equal(lost[0].severity, 'error');
  assert.deepEqual(lost[0].location, { file: 'servicos.xlsx', sheet: 'Serviços', row: 2, column: 'Conteúdo', cell: 'C2' });
  assert.match(lost[0].message, /^Nenhuma célula desta planilha tem quebra de linha, mas os textos mostram que tinham: "…/);
  assert.match(lost[0].message, /perdidoSuaviza/);
  assert.match(lost[0].hint, /^Isso acontece quando o LibreOffice abre um \.ods/);
  assert.match(lost[0].hint, /salve sempre como \.xlsx/);
});

test('an .ods opened and saved again by LibreOffice loses its breaks too, and gets the same advice (not "use the .ods")', () => {
  const folder = sheetsFolderWith({ 'servicos.ods': 'quebras-perdidas-servicos.ods' });
  folders.push(folder);
  const set = readSheets(folder);
  assert.equal(set.tables.servicos.servicos!.rows[0].cells[3], 'Repõe volume perdidoSuaviza linhas finasRetorno em 15 dias');
  const lost = set.problems.filter((p) => p.code === 'QUEBRAS_DE_LINHA_PERDIDAS');
  assert.deepEqual(lost.map((p) => [p.severity, p.location.file]), [['error', 'servicos.ods']]);
  assert.match(lost[0].hint, /^Isso acontece quando o LibreOffice abre um \.ods/);
  assert.doesNotMatch(lost[0].hint, /[Uu]se o \.ods/);
});

test('the workbook the breaks were lost from reads without the problem', () => {
  const folder = sheetsFolderWith({ 'servicos.xlsx': 'quebras-fonte-servicos.xlsx' });
  folders.push(folder);
  const set = readSheets(folder);
  assert.equal(set.tables.servicos.servicos!.rows[0].cells[3], 'Repõe volume perdido\nSuaviza linhas finas\nRetorno em 15 dias');
  assert.deepEqual(set.problems.filter((p) => p.code === 'QUEBRAS_DE_LINHA_PERDIDAS'), []);
});

const table = (...cells: CellValue[]) => tableFromGrid('servicos.xlsx', 'Serviços', [['Texto'], ...cells.map((c) => [c])]);

test('lostLineBreaks decides on the workbook as a whole', () => {
  const cases: [string, CellValue[][], 'error' | 'warning' | null][] = [
    ['a heading glued to the paragraph before it', [['Texto.## Como funciona']], 'error'],
    ['a heading after a space on the same line', [['Texto. ### Cuidados']], 'error'],
    ['one break anywhere in the workbook: the breaks survived', [['Texto.## Como funciona'], ['a\nb']], null],
    ['glued words in three cells', [['perdidoSuaviza'], ['linhasRetorno'], ['LimpezaMáscara']], 'warning'],
    ['a brand name or two is not evidence', [['HydraFacial'], ['UltraFormer']], null],
    ['a heading at the start of a cell, or a C# mention', [['## Como funciona'], ['Linguagem C# e mais']], null],
  ];
  for (const [name, tables, expected] of cases) {
    assert.equal(lostLineBreaks(tables.map((cells) => table(...cells)))?.severity ?? null, expected, name);
  }
});
