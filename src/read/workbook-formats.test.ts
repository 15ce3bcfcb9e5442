import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { readSheets } from './read-sheets.ts';
import { WORKBOOKS } from './workbooks.ts';
import { copySample, SAMPLE_SHEETS } from '../../test/support/sheet-fixtures.ts';
import { PROGRAM_FIXTURES, sheetsFolderWith } from '../../test/support/program-fixtures.ts';

const folders: string[] = [];
after(() => folders.forEach((f) => rmSync(f, { recursive: true, force: true })));

test('blog.xls (Excel 97, as LibreOffice saves it) instead of blog.xlsx: a message naming the file, not a site without a blog', () => {
  const sheets = copySample();
  folders.push(join(sheets, '..'));
  rmSync(join(sheets, 'blog.xlsx'));
  copyFileSync(join(PROGRAM_FIXTURES, 'blog.xls'), join(sheets, 'blog.xls'));
  const set = readSheets(sheets);
  assert.deepEqual(set.problems.map((p) => [p.code, p.severity, p.location.file]), [['FORMATO_NAO_LIDO', 'error', 'blog.xls']]);
  assert.match(set.problems[0].message, /^A planilha "blog" está salva como \.xls \(Excel 97-2003\), um formato que o site não lê/);
  assert.match(set.problems[0].hint, /^Salve como \.xlsx e deixe na pasta só o \.xlsx\. No Excel: .* No LibreOffice: .* No Google Planilhas: .* No Numbers: /);
});

test('every workbook in another format: each is named, none is "not in the folder"', () => {
  const formats = ['xls', 'xlsb', 'numbers', 'fods', 'xls'];
  const folder = sheetsFolderWith(Object.fromEntries(WORKBOOKS.map((w, i) => [`${w.name}.${formats[i]}`, { text: 'conteúdo' }])));
  folders.push(folder);
  const set = readSheets(folder);
  assert.deepEqual(
    set.problems.map((p) => [p.code, p.location.file]),
    WORKBOOKS.map((w, i) => ['FORMATO_NAO_LIDO', `${w.name}.${formats[i]}`]),
  );
  assert.ok(!set.problems.some((p) => /não está na pasta/.test(p.message)));
});

test('an old copy in another format beside the .xlsx is a second version, as any stale copy is', () => {
  const sheets = copySample();
  folders.push(join(sheets, '..'));
  copyFileSync(join(PROGRAM_FIXTURES, 'blog.xls'), join(sheets, 'blog.xls'));
  const set = readSheets(sheets);
  assert.deepEqual(set.problems.map((p) => [p.code, p.message]), [['PLANILHA_REPETIDA', 'Há mais de uma versão da planilha "blog": "blog.xls", "blog.xlsx". Não dá para saber qual é a atual.']]);
});

test('.xlsm (the .xlsx format with macros) is read like .xlsx; its macros are never run', () => {
  const folder = sheetsFolderWith({});
  folders.push(folder);
  copyFileSync(join(SAMPLE_SHEETS, 'protocolos.xlsx'), join(folder, 'protocolos.xlsm'));
  const set = readSheets(folder);
  assert.equal(set.tables.protocolos.protocolos!.file, 'protocolos.xlsm');
  assert.ok(set.tables.protocolos.protocolos!.rows.length > 5);
  assert.ok(!set.problems.some((p) => p.location.file === 'protocolos.xlsm'));
});

test("a browser's second download or a copy beside the workbook is a second version: the edited one may be the copy", () => {
  const sheets = copySample();
  folders.push(join(sheets, '..'));
  copyFileSync(join(sheets, 'servicos.xlsx'), join(sheets, 'servicos (1).xlsx'));
  copyFileSync(join(sheets, 'tratamentos.xlsx'), join(sheets, 'Cópia de tratamentos.xlsx'));
  copyFileSync(join(sheets, 'servicos.xlsx'), join(sheets, '~$servicos.xlsx')); // Excel's lock file: not a version
  const set = readSheets(sheets);
  assert.deepEqual(set.problems.map((p) => [p.code, p.severity, p.message]), [
    ['PLANILHA_REPETIDA', 'error', 'Há mais de uma versão da planilha "servicos": "servicos.xlsx", "servicos (1).xlsx". Não dá para saber qual é a atual.'],
    ['PLANILHA_REPETIDA', 'error', 'Há mais de uma versão da planilha "tratamentos": "tratamentos.xlsx", "Cópia de tratamentos.xlsx". Não dá para saber qual é a atual.'],
  ]);
});

test('the workbook only under an accented, capitalised or copied name: "rename it", naming the file that is there', () => {
  const sheets = copySample();
  folders.push(join(sheets, '..'));
  renameSync(join(sheets, 'servicos.xlsx'), join(sheets, 'Serviços.xlsx'));
  renameSync(join(sheets, 'blog.xlsx'), join(sheets, 'blog (1).xlsx'));
  const set = readSheets(sheets);
  assert.deepEqual(set.problems.map((p) => [p.code, p.location.file, p.message, p.hint]), [
    ['ARQUIVO_AUSENTE', 'Serviços.xlsx', 'A planilha "servicos" não está na pasta com o nome que o site lê; há "Serviços.xlsx".', 'Se "Serviços.xlsx" é a versão atual, renomeie-a para "servicos.xlsx".'],
    ['ARQUIVO_AUSENTE', 'blog (1).xlsx', 'A planilha "blog" não está na pasta com o nome que o site lê; há "blog (1).xlsx".', 'Se "blog (1).xlsx" é a versão atual, renomeie-a para "blog.xlsx".'],
  ]);
});

test('the workbook saved with its extension twice (Windows hides the last one): rename it without the extension', () => {
  const sheets = copySample();
  folders.push(join(sheets, '..'));
  renameSync(join(sheets, 'servicos.xlsx'), join(sheets, 'servicos.xlsx.xlsx'));
  const set = readSheets(sheets);
  assert.deepEqual(set.problems.map((p) => [p.code, p.location.file, p.hint]), [
    [
      'ARQUIVO_AUSENTE',
      'servicos.xlsx.xlsx',
      '"servicos.xlsx.xlsx" tem a extensão duas vezes (o Windows esconde a última e mostra "servicos.xlsx"): renomeie-a para "servicos", sem extensão, ou ative "Extensões de nomes de arquivos" na guia Exibir do Explorador de Arquivos.',
    ],
  ]);
});

test('a spreadsheet that is none of the workbooks is named in a warning, not read and not passed over', () => {
  const sheets = copySample();
  folders.push(join(sheets, '..'));
  copyFileSync(join(sheets, 'servicos.xlsx'), join(sheets, 'precos novos.xlsx'));
  const set = readSheets(sheets);
  assert.deepEqual(set.problems.map((p) => [p.code, p.severity, p.location.file]), [['PLANILHA_IGNORADA', 'warning', 'precos novos.xlsx']]);
});
