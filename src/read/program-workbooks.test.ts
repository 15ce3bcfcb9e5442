/**
 * Workbooks as programs that do not run here write them, built by hand from what each program's files hold (see
 * docs/site.md#spreadsheet-programs): the reader must hand on what staff saw on screen, or say why it cannot.
 * Google Sheets' "Fazer download › Microsoft Excel (.xlsx)": shared strings, dates as numbers with a date style,
 * checkboxes as booleans, formulas with their last value; Excel for Mac's older default, dates counted from 1904;
 * any program: cells merged down several rows, strings written inline in the cell (t="inlineStr"); scripts (openpyxl,
 * ExcelJS, SheetJS): formulas without their result.
 */
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { readSheets } from './read-sheets.ts';
import { writeZip } from '../../test/support/zip.ts';
import { sheetsFolderWith } from '../../test/support/program-fixtures.ts';

const folders: string[] = [];
after(() => folders.forEach((f) => rmSync(f, { recursive: true, force: true })));

const utf8 = (text: string) => new TextEncoder().encode(text);
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** A one-tab .xlsx with the given sheet body (rows and after), shared strings and workbook properties. */
function xlsx(tab: string, sheetData: string, shared: string[], options: { after?: string; date1904?: boolean; formats?: string[] } = {}): Uint8Array {
  // Extra number formats (`formats`), from id 166, each with its own style from 3 on.
  const formats = options.formats ?? [];
  const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  const part = (name: string, xml: string) => ({ name, data: utf8(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${xml}`) });
  return writeZip([
    part('[Content_Types].xml', '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>'),
    part('_rels/.rels', `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`),
    part('xl/workbook.xml', `<workbook xmlns="${MAIN}" xmlns:r="${REL}"><workbookPr${options.date1904 ? ' date1904="1"' : ''}/><sheets><sheet name="${tab}" sheetId="1" r:id="rId1"/></sheets></workbook>`),
    part('xl/_rels/workbook.xml.rels', `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL}/styles" Target="styles.xml"/><Relationship Id="rId3" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`),
    // Google Sheets writes its date formats as custom formats from id 164; style 1 is a date, style 2 a time.
    part('xl/styles.xml', `<styleSheet xmlns="${MAIN}"><numFmts count="${2 + formats.length}"><numFmt numFmtId="164" formatCode="dd/mm/yyyy"/><numFmt numFmtId="165" formatCode="hh:mm"/>${formats.map((code, i) => `<numFmt numFmtId="${166 + i}" formatCode="${escapeAttribute(code)}"/>`).join('')}</numFmts><fonts count="1"><font/></fonts><fills count="1"><fill/></fills><borders count="1"><border/></borders><cellStyleXfs count="1"><xf/></cellStyleXfs><cellXfs count="${3 + formats.length}"><xf numFmtId="0"/><xf numFmtId="164" applyNumberFormat="1"/><xf numFmtId="165" applyNumberFormat="1"/>${formats.map((_, i) => `<xf numFmtId="${166 + i}" applyNumberFormat="1"/>`).join('')}</cellXfs></styleSheet>`),
    part('xl/sharedStrings.xml', `<sst xmlns="${MAIN}" count="${shared.length}" uniqueCount="${shared.length}">${shared.map((s) => `<si><t xml:space="preserve">${s}</t></si>`).join('')}</sst>`),
    part('xl/worksheets/sheet1.xml', `<worksheet xmlns="${MAIN}"><sheetData>${sheetData}</sheetData>${options.after ?? ''}</worksheet>`),
  ]);
}

const blogHeaders = '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="C1" t="s"><v>2</v></c><c r="D1" t="s"><v>3</v></c></row>';
const blogShared = ['Endereço (slug)', 'Data de publicação', 'Publicar', 'Título', 'melasma', 'Melasma: por que volta'];

function readBlog(bytes: Uint8Array) {
  const folder = sheetsFolderWith({ 'blog.xlsx': bytes });
  folders.push(folder);
  const set = readSheets(folder);
  return { set, table: set.tables.blog.artigos! };
}

test('Google Sheets download: shared strings, a date as a styled number, a checkbox, a formula\'s last value, an inline string', () => {
  const row = [
    '<row r="2"><c r="A2" t="s"><v>4</v></c>',
    '<c r="B2" s="1"><v>46093</v></c>', // 12/03/2026 as Google writes a date: a number with a date style
    '<c r="C2" t="b"><v>1</v></c>', // a checkbox
    '<c r="D2" t="str"><f>CONCATENATE("Melasma",": por que volta")</f><v>Melasma: por que volta</v></c></row>',
    '<row r="3"><c r="A3" t="inlineStr"><is><t>acne</t></is></c><c r="B3" s="1"><v>46094</v></c><c r="C3" t="b"><v>0</v></c>',
    '<c r="D3" t="inlineStr"><is><r><t>Acne </t></r><r><rPr><b/></rPr><t>adulta</t></r></is></c></row>',
  ].join('');
  const { set, table } = readBlog(xlsx('Artigos', blogHeaders + row, blogShared));
  assert.deepEqual(table.headers, ['Endereço (slug)', 'Data de publicação', 'Publicar', 'Título']);
  assert.deepEqual(table.rows.map((r) => r.cells), [
    ['melasma', '2026-03-12', true, 'Melasma: por que volta'],
    ['acne', '2026-03-13', false, 'Acne adulta'],
  ]);
  assert.deepEqual(set.problems.filter((p) => p.location.file === 'blog.xlsx'), []);
});

test('Excel for Mac\'s 1904 date system: the same day staff saw, not four years and a day earlier', () => {
  // 44631 days after 1 January 1904 is 12 March 2026; read from 1900 it would be 10 March 2022.
  const row = '<row r="2"><c r="A2" t="s"><v>4</v></c><c r="B2" s="1"><v>44631</v></c><c r="C2" t="b"><v>1</v></c><c r="D2" t="s"><v>5</v></c></row>';
  const { table } = readBlog(xlsx('Artigos', blogHeaders + row, blogShared, { date1904: true }));
  assert.equal(table.rows[0].cells[1], '2026-03-12');
});

test('contents kept under a merge (LibreOffice\'s "keep the contents of hidden cells") are not read: only what the screen shows', () => {
  // B2:B3 merged with an old date still in B3; C2:D2 merged across, with a title still under it in D2.
  const rows =
    '<row r="2"><c r="A2" t="inlineStr"><is><t>artigo-2</t></is></c><c r="B2" s="1"><v>46093</v></c><c r="C2" t="b"><v>1</v></c><c r="D2" t="inlineStr"><is><t>Título escondido</t></is></c></row>' +
    '<row r="3"><c r="A3" t="inlineStr"><is><t>artigo-3</t></is></c><c r="B3" s="1"><v>40000</v></c><c r="D3" t="inlineStr"><is><t>Título 3</t></is></c></row>';
  const merges = '<mergeCells count="2"><mergeCell ref="B2:B3"/><mergeCell ref="C2:D2"/></mergeCells>';
  const { set, table } = readBlog(xlsx('Artigos', blogHeaders + rows, blogShared, { after: merges }));
  assert.deepEqual(table.rows.map((r) => [r.cells[1], r.cells[3]]), [['2026-03-12', null], [null, 'Título 3']]);
  assert.equal(set.problems.filter((p) => p.code === 'CELULAS_MESCLADAS').length, 1);
});

test('a cell merged down three rows: the screen shows it on each, the file on the first; a warning says so', () => {
  const rows = [2, 3, 4].map((r) => `<row r="${r}"><c r="A${r}" t="inlineStr"><is><t>artigo-${r}</t></is></c>${r === 2 ? '<c r="B2" s="1"><v>46093</v></c>' : ''}<c r="D${r}" t="inlineStr"><is><t>Título ${r}</t></is></c></row>`);
  const merges = '<mergeCells count="2"><mergeCell ref="B2:B4"/><mergeCell ref="A6:D6"/></mergeCells>';
  const { set, table } = readBlog(xlsx('Artigos', blogHeaders + rows.join(''), blogShared, { after: merges }));
  assert.deepEqual(table.rows.map((r) => r.cells[1]), ['2026-03-12', null, null]);
  const merged = set.problems.filter((p) => p.code === 'CELULAS_MESCLADAS');
  assert.equal(merged.length, 1, 'one warning; the merge across columns only is no problem');
  assert.equal(merged[0].severity, 'warning');
  assert.deepEqual(merged[0].location, { file: 'blog.xlsx', sheet: 'Artigos', row: 2, column: 'Data de publicação', cell: 'B2:B4' });
  assert.equal(
    merged[0].message,
    'As células B2:B4 ("Data de publicação") estão mescladas: a planilha mostra o valor nas 3 linhas, mas ele fica guardado só na linha 2; nas outras o site encontra a célula vazia.',
  );
});

test('a description merged over the columns beside it in a row of data: the covered cells are empty for the site, a warning says so', () => {
  // C2:E2 merged on a data row (the title spread over the columns beside it); A6:D6 below the data is a note, not a row.
  const rows = [2, 3].map((r) => `<row r="${r}"><c r="A${r}" t="inlineStr"><is><t>artigo-${r}</t></is></c><c r="B${r}" s="1"><v>46093</v></c><c r="D${r}" t="inlineStr"><is><t>Título ${r}</t></is></c></row>`);
  const wide = '<row r="4"><c r="A4" t="inlineStr"><is><t>artigo-4</t></is></c><c r="C4" t="b"><v>1</v></c></row>';
  const merges = '<mergeCells count="3"><mergeCell ref="C4:E4"/><mergeCell ref="A6:D6"/><mergeCell ref="B3:C3"/></mergeCells>';
  const { set } = readBlog(xlsx('Artigos', blogHeaders + rows.join('') + wide, blogShared, { after: merges }));
  const merged = set.problems.filter((p) => p.code === 'CELULAS_MESCLADAS_NA_LINHA');
  assert.deepEqual(merged.map((p) => [p.severity, p.location]), [['warning', { file: 'blog.xlsx', sheet: 'Artigos', row: 3, column: 'Data de publicação', cell: 'B3:C3' }]]);
  assert.equal(
    merged[0].message,
    'As células B3:C3 estão mescladas: a planilha mostra o valor de "Data de publicação" também sobre a célula C3 ("Publicar"), mas o arquivo guarda só esse valor; para o site, ela está vazia. Há mais 1 grupo(s) de células mescladas em linhas desta aba.',
  );
  assert.match(merged[0].hint, /^Desfaça a mesclagem e escreva em cada coluna da linha 3 o valor dela\. Excel: /);
  // Only the first three columns have titles: E4 is past the table, so C4:E4 names D4 alone.
  const alone = readBlog(xlsx('Artigos', blogHeaders + wide, blogShared, { after: '<mergeCells count="1"><mergeCell ref="C4:E4"/></mergeCells>' }));
  assert.equal(
    alone.set.problems.find((p) => p.code === 'CELULAS_MESCLADAS_NA_LINHA')?.message,
    'As células C4:E4 estão mescladas: a planilha mostra o valor de "Publicar" também sobre a célula D4 ("Título"), mas o arquivo guarda só esse valor; para o site, ela está vazia.',
  );
});

test('a formula whose result the file does not keep (a script wrote it, no program saved it) is marked, not read as empty', () => {
  // ExcelJS and SheetJS write no <v> at all; openpyxl an empty one. Excel calculates them on opening and shows a title;
  // the file has nothing for it. A text formula whose result is the empty text (t="str", <v></v>) is an empty cell.
  const rows = [
    '<row r="2"><c r="A2" t="s"><v>4</v></c><c r="D2"><f>CONCATENATE("Melasma",": por que volta")</f></c></row>',
    '<row r="3"><c r="A3" t="inlineStr"><is><t>acne</t></is></c><c r="D3"><f>UPPER("acne")</f><v></v></c></row>',
    '<row r="4"><c r="A4" t="inlineStr"><is><t>rosacea</t></is></c><c r="D4" t="str"><f>IF(1,"","x")</f><v></v></c></row>',
  ].join('');
  const { table } = readBlog(xlsx('Artigos', blogHeaders + rows, blogShared));
  assert.deepEqual(table.rows.map((r) => [r.cells[3], r.kinds?.[3]]), [['', 'formula'], ['', 'formula'], ['', undefined]]);
});

test('a whole number shown through a format that pads it or adds words is read as the text staff see; other formats keep the number', () => {
  // Excel keeps a CEP typed 04515001 as 4515001 and shows it, under "Especial › CEP", as 04515-001.
  const cases: [format: string, value: number, read: string | number][] = [
    ['00000\\-000', 4515001, '04515-001'],
    ['0" sessões"', 6, '6 sessões'],
    ['000', 7, '007'],
    // Only punctuation around the same digits: the number, as typed.
    ['"("00") "00000\\-0000', 11955550100, 11955550100],
    // Digits of its own in the format are not padding.
    ['"100%" 0', 1500, 1500],
    // Separators, currency, percent: SheetJS would show them in English; the number is read.
    ['#,##0', 1200, 1200],
    ['"R$ "#,##0.00', 1200, 1200],
    ['[$R$-416] 0', 1200, 1200],
    ['0', 5, 5],
  ];
  const rows = cases.map(([, value], i) => `<row r="${i + 2}"><c r="A${i + 2}" t="inlineStr"><is><t>artigo-${i}</t></is></c><c r="D${i + 2}" s="${3 + i}"><v>${value}</v></c></row>`);
  const { table } = readBlog(xlsx('Artigos', blogHeaders + rows.join(''), blogShared, { formats: cases.map(([format]) => format) }));
  assert.deepEqual(table.rows.map((r) => r.cells[3]), cases.map(([, , read]) => read));
});

test('a CEP kept as a number under the format 00000-000, saved by LibreOffice as .ods: read as the 04515-001 it shows', () => {
  const folder = sheetsFolderWith({ 'configuracoes.ods': 'cep-mascara-configuracoes.ods' });
  folders.push(folder);
  const rows = readSheets(folder).tables.configuracoes.clinica!.rows;
  assert.deepEqual(rows.find((row) => row.cells[0] === 'CEP')?.cells.slice(0, 2), ['CEP', '04515-001']);
});

test('titles merged across columns (LibreOffice .ods, A1:B1) name the merge and the column left without a title', () => {
  const folder = sheetsFolderWith({ 'servicos.ods': 'titulo-mesclado-servicos.ods' });
  folders.push(folder);
  const set = readSheets(folder);
  const merged = set.problems.filter((p) => p.code === 'TITULOS_MESCLADOS');
  assert.deepEqual(merged.map((p) => [p.severity, p.location]), [
    ['error', { file: 'servicos.ods', sheet: 'Serviços', row: 1, column: 'Endereço (slug)', cell: 'A1:B1' }],
  ]);
  assert.equal(
    merged[0].message,
    'As células A1:B1, com o título "Endereço (slug)", estão mescladas na linha de títulos: a coluna B ficou sem título, e o site não lê o que está numa coluna sem título.',
  );
  assert.match(merged[0].hint, /^Desfaça a mesclagem e escreva o título de cada coluna na linha 1\. Excel: /);
  // The column under the merge keeps its cells; only its title is gone.
  assert.deepEqual(set.tables.servicos.servicos!.headers.slice(0, 3), ['Endereço (slug)', '', 'Conteúdo']);
});

test('the last title merged over an empty column (D1:E1) is a warning: nothing is left unread', () => {
  const row = '<row r="2"><c r="A2" t="s"><v>4</v></c><c r="B2" s="1"><v>46093</v></c><c r="C2" t="b"><v>1</v></c><c r="D2" t="s"><v>5</v></c></row>';
  const { set } = readBlog(xlsx('Artigos', blogHeaders + row, blogShared, { after: '<mergeCells count="1"><mergeCell ref="D1:E1"/></mergeCells>' }));
  const merged = set.problems.filter((p) => p.code === 'TITULOS_MESCLADOS');
  assert.deepEqual(merged.map((p) => [p.severity, p.location.cell]), [['warning', 'D1:E1']]);
  assert.match(merged[0].message, /a coluna E ficou sem título/);
});
