import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, rmSync } from 'node:fs';
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
