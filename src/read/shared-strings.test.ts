import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as XLSX from 'xlsx';
import { EMPTY_SHARED_STRINGS, inlineSharedStrings, renumberSharedStrings, sameTexts, sharedStringsOf, type SharedStrings } from './shared-strings.ts';
import { writeZip } from '../../test/support/zip.ts';

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const ITEMS = [
  '<t>Botox</t>',
  '<t xml:space="preserve">  espaços e &amp; &lt;sinais&gt; "aspas" </t>',
  '<r><t>Peeling </t></r><r><rPr><b/></rPr><t>químico</t></r>',
  '<t>ボトックス</t><rPh sb="0" eb="5"><t>ぼとっくす</t></rPh><phoneticPr fontId="1"/>',
  '<t>linha 1&#10;linha 2</t>',
];
const sst = (items: string[]) => Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<sst xmlns="${MAIN}" count="${items.length}" uniqueCount="${items.length}">${items.map((i) => (i ? `<si>${i}</si>` : '<si/>')).join('')}</sst>`);
const strings = sharedStringsOf(sst(ITEMS))!;
const inline = (xml: string, limit = 1e6) => inlineSharedStrings(Buffer.from(xml), strings, limit)?.toString('utf8') ?? null;
const itemsOf = (list: SharedStrings) => Array.from({ length: list.bounds.length / 2 }, (_, i) => Buffer.from(list.text.slice(list.bounds[2 * i], list.bounds[2 * i + 1]), 'latin1').toString('utf8'));

test('sharedStringsOf: each item, in order, empty ones too; a prefixed namespace is not read', () => {
  const list = sharedStringsOf(sst(['<t>a</t>', '', '<t>c</t>']))!;
  assert.deepEqual(itemsOf(list), ['<t>a</t>', '', '<t>c</t>']);
  assert.deepEqual(itemsOf(sharedStringsOf(sst(['<t>ação</t>']))!), ['<t>ação</t>']);
  assert.equal(sharedStringsOf(Buffer.from(`<x:sst xmlns:x="${MAIN}"><x:si><x:t>a</x:t></x:si></x:sst>`)), null);
  assert.equal(sharedStringsOf(Buffer.from('<sst><si><t>never closed</t></sst>')), null);
  assert.deepEqual(sharedStringsOf(Buffer.from(`<sst xmlns="${MAIN}" count="0" uniqueCount="0"/>`))!.bounds.length, 0);
});

test('inlineSharedStrings: a shared-string cell carries its text; every other cell is copied as it is', () => {
  const cases: [string, string | null][] = [
    ['<c r="A1" t="s"><v>0</v></c>', '<c r="A1" t="inlineStr"><is><t>Botox</t></is></c>'],
    ['<c r="B2" s="3" t="s"><v>2</v></c>', '<c r="B2" s="3" t="inlineStr"><is><r><t>Peeling </t></r><r><rPr><b/></rPr><t>químico</t></r></is></c>'],
    ['<c r="A1" t="s" s="1"><v>0</v></c>', '<c r="A1" t="inlineStr" s="1"><is><t>Botox</t></is></c>'],
    ['<c r="A1" s="1"><v>0</v></c>', '<c r="A1" s="1"><v>0</v></c>'], // a number
    ['<c r="A1" t="str"><f>A2</f><v>texto</v></c>', '<c r="A1" t="str"><f>A2</f><v>texto</v></c>'], // a formula's text
    ['<c r="A1" t="inlineStr"><is><t>já</t></is></c>', '<c r="A1" t="inlineStr"><is><t>já</t></is></c>'],
    ['<c r="A1" t="s"/>', '<c r="A1" t="s"/>'], // no index: read as no value either way
    ['<row r="1"><c r="A1" t="s"><v>4</v></c><c r="B1"><v>7</v></c><c r="C1" t="s"><v>1</v></c></row>',
      '<row r="1"><c r="A1" t="inlineStr"><is><t>linha 1&#10;linha 2</t></is></c><c r="B1"><v>7</v></c><c r="C1" t="inlineStr"><is><t xml:space="preserve">  espaços e &amp; &lt;sinais&gt; "aspas" </t></is></c></row>'],
    ['<c r="A1" t="s"><v>5</v></c>', null], // no item 5
    ['<c r="A1" t=\'s\'><v>0</v></c>', null], // a shape no program here writes
    ['<c r="A1" t="s"><f>X</f><v>0</v></c>', null],
    ['<c r="A1" t="s"><v>x</v></c>', null],
  ];
  for (const [xml, expected] of cases) assert.equal(inline(xml), expected, xml);
  assert.equal(inline('<c r="A1" t="s"><v>1</v></c>'.repeat(10), 200), null, 'past the limit');
  assert.equal(inlineSharedStrings(Buffer.from('<c r="A1" t="s"><v>0</v></c>'), null, 1e6), null, 'no list to look in');
  assert.equal(inline('<c r="A1" t="inlineStr"><is><t>com t="s" escrito</t></is></c>'), null, 'a text that looks like a shared cell: not guessed');
});

test('sameTexts and renumberSharedStrings: a save\'s indexes renumbered onto the next save\'s list, by text', () => {
  // LibreOffice's next save: a new text before 'b', 'c' gone.
  const before = sharedStringsOf(sst(['<t>a</t>', '<t>b</t>', '<t>c</t>']))!;
  const after = sharedStringsOf(sst(['<t>a</t>', '<t>novo</t>', '<t>b</t>']))!;
  const same = sameTexts(before, after);
  assert.deepEqual([...same.before], [0, 2, 5]); // 'c' is past the new list's end: no new cell points there
  assert.equal(same.after, null);
  const row = '<row r="2"><c r="A2" t="s"><v>1</v></c><c r="B2" s="2" t="s"><v>0</v></c><c r="C2"><v>1</v></c><c r="D2" t="s"><v>2</v></c></row>';
  assert.equal(renumberSharedStrings(Buffer.from(row), same.before, 1e6)!.toString(),
    '<row r="2"><c r="A2" t="s"><v>2</v></c><c r="B2" s="2" t="s"><v>0</v></c><c r="C2"><v>1</v></c><c r="D2" t="s"><v>5</v></c></row>');
  assert.equal(renumberSharedStrings(Buffer.from('<c r="A1" t="s"><v>3</v></c>'), same.before, 1e6), null, 'an index past the list');
  // Only the cells whose index moves are rewritten; a worksheet where none moves is given back as it is.
  const unmoved = Buffer.from('<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1"><v>1</v></c></row>');
  assert.equal(renumberSharedStrings(unmoved, same.before, 1e6), unmoved);
  // Every index of a long sheet made longer (0 → 1000000000): the result grows past the sheet's own size, and a limit
  // it would pass is refused.
  const cell = '<c r="A1" t="s"><v>0</v></c>';
  const longer = renumberSharedStrings(Buffer.from(cell.repeat(5000)), Int32Array.of(1_000_000_000), 1e6)!;
  assert.equal(longer.toString(), '<c r="A1" t="s"><v>1000000000</v></c>'.repeat(5000));
  assert.equal(renumberSharedStrings(Buffer.from(cell.repeat(5000)), Int32Array.of(1_000_000_000), cell.length * 5000 + 8), null, 'past the limit');
  assert.equal(renumberSharedStrings(Buffer.from(`${cell}<c r="B1" t='s'><v>0</v></c>`), Int32Array.of(1), 1e6), null, 'a shape no program here writes');
  // A list that holds a text twice (allowed, if no program here writes it): both saves renumbered to its first place.
  const twice = sameTexts(before, sharedStringsOf(sst(['<t>b</t>', '<t>a</t>', '<t>b</t>']))!);
  assert.deepEqual([...twice.before], [1, 0, 5]);
  assert.deepEqual([...twice.after!], [0, 1, 0]);
});

/** A one-tab workbook with these rows and this list of shared strings, as SheetJS reads it: row → column → value. */
function cellsOf(rows: string, list: Buffer) {
  const part = (name: string, xml: string | Buffer) => ({ name, data: typeof xml === 'string' ? Buffer.from(xml) : xml });
  const bytes = writeZip([
    part('[Content_Types].xml', `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>`),
    part('_rels/.rels', `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`),
    part('xl/workbook.xml', `<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="Aba" sheetId="1" r:id="rId1"/></sheets></workbook>`),
    part('xl/_rels/workbook.xml.rels', `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId3" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`),
    part('xl/sharedStrings.xml', list),
    part('xl/worksheets/sheet1.xml', `<worksheet xmlns="${MAIN}"><sheetData>${rows}</sheetData></worksheet>`),
  ]);
  const sheet = XLSX.read(bytes, { type: 'buffer', dense: true, cellHTML: false, cellFormula: false, cellNF: true, cellStyles: true, cellDates: true }).Sheets.Aba;
  return (sheet['!data'] ?? []).map((row) => (row ?? []).map((cell) => (cell ? [cell.t, cell.v] : null)));
}

test('SheetJS reads a row with its texts written in as it reads the row pointing into the list', () => {
  const rows = ITEMS.map((_, i) => `<row r="${i + 1}"><c r="A${i + 1}" t="s"><v>${i}</v></c><c r="B${i + 1}"><v>${i}</v></c></row>`).join('');
  const shared = cellsOf(rows, sst(ITEMS));
  assert.equal(shared[2]![0]![1], 'Peeling químico');
  assert.deepEqual(cellsOf(inline(rows)!, EMPTY_SHARED_STRINGS), shared);
});
