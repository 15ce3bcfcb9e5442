/**
 * Date cells reach the pipeline as ISO days, whatever format the cell displays: Excel's default date format (14) is
 * rendered 'm/d/yy' by SheetJS in every locale, and LibreOffice's .ods date cells arrive the same way, so reading the
 * displayed text would swap day and month of a date typed in Brazil. Time cells keep their text ('12:00').
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as XLSX from 'xlsx';
import { DEFAULT_LIMITS, prepareReader, readWorkbooks, type WorkbookTab } from './workbook.ts';
import { planShares } from './workbook-shares.ts';
import { inspectWorkbookFile } from './workbook-file.ts';

/** Reads one workbook the way the read stage does (zip check, then the reader thread); its first tab's column A. */
function columnA(bytes: Uint8Array): unknown[] {
  const parts = inspectWorkbookFile(bytes);
  assert.ok(Array.isArray(parts), 'the zip check refused the test workbook');
  const [read] = readWorkbooks([{ bytes, parts }]);
  assert.ok(read.ok, 'the workbook was not read');
  const tab: WorkbookTab = read.tabs[0];
  return tab.cells.filter((cell) => cell.column === 0).sort((a, b) => a.row - b.row).map((cell) => cell.value);
}

function xlsxWith(cells: XLSX.CellObject[]): Uint8Array {
  const sheet: XLSX.WorkSheet = { '!ref': `A1:A${cells.length}` };
  cells.forEach((cell, index) => (sheet[`A${index + 1}`] = cell));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Artigos');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Uint8Array;
}

const serial = 46093; // 12 March 2026

test('xlsx: a date cell reads as its ISO day in any date format; a time cell as the time shown; a number stays a number', () => {
  const column = columnA(
    xlsxWith([
      { t: 'n', v: serial, z: 'm/d/yy' },
      { t: 'n', v: serial, z: 'dd/mm/yyyy' },
      { t: 'n', v: serial, z: 'd "de" mmmm "de" yyyy' },
      { t: 'n', v: serial + 0.5, z: 'dd/mm/yyyy hh:mm' },
      { t: 'n', v: 0.5, z: 'hh:mm' },
      { t: 'n', v: 400 },
    ]),
  );
  assert.deepEqual(column, ['2026-03-12', '2026-03-12', '2026-03-12', '2026-03-12', '12:00', 400]);
});

test('ods: a LibreOffice date cell reads as its ISO day, not as the text it displays', () => {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['Data'], ['x']]), 'Artigos');
  const zip = XLSX.CFB.read(XLSX.write(book, { type: 'buffer', bookType: 'ods' }), { type: 'buffer' });
  const content = Buffer.from(XLSX.CFB.find(zip, 'content.xml')!.content as Uint8Array)
    .toString('utf8')
    .replace(
      /<table:table-cell office:value-type="string"[^>]*><text:p>x<\/text:p><\/table:table-cell>/,
      '<table:table-cell office:value-type="date" office:date-value="2026-03-12"><text:p>03/12/26</text:p></table:table-cell>',
    );
  XLSX.CFB.utils.cfb_add(zip, 'content.xml', Buffer.from(content));
  const column = columnA(XLSX.CFB.write(zip, { type: 'buffer', fileType: 'zip' }) as Uint8Array);
  assert.equal(column[1], '2026-03-12');
});

test('a reading thread started ahead of time reads the workbooks handed to it later, under the limits asked for', () => {
  const bytes = xlsxWith([{ t: 's', v: 'Botox' }, { t: 'n', v: 400 }]);
  const parts = inspectWorkbookFile(bytes);
  assert.ok(Array.isArray(parts));
  prepareReader();
  const [ahead] = readWorkbooks([{ bytes, parts }, { bytes, parts }]);
  assert.ok(ahead.ok, 'the thread started ahead of time did not answer');
  assert.deepEqual(ahead.tabs[0].cells.map((cell) => cell.value), ['Botox', 400]);
  // Started for other limits: the reading asked with a smaller memory limit starts a thread of its own.
  prepareReader({ ...DEFAULT_LIMITS, memoryLimitMb: DEFAULT_LIMITS.memoryLimitMb + 1 });
  const [own] = readWorkbooks([{ bytes, parts }], { ...DEFAULT_LIMITS, memoryLimitMb: 64 });
  assert.deepEqual(own, ahead);
});

test('workbooks handed to the thread ahead of time: their answers are used only for the very same bytes', () => {
  const job = (bytes: Uint8Array) => {
    const parts = inspectWorkbookFile(bytes);
    assert.ok(Array.isArray(parts));
    return { bytes, parts };
  };
  const guessed = job(xlsxWith([{ t: 's', v: 'Botox' }, { t: 's', v: 'A partir de R$ 400' }]));
  // The file saved again after the guess (a new price): the answer is the new file's, not the guess's.
  const saved = job(xlsxWith([{ t: 's', v: 'Botox' }, { t: 's', v: 'A partir de R$ 470' }]));
  const values = (read: ReturnType<typeof readWorkbooks>[number]) => (read.ok ? read.tabs[0].cells.map((cell) => cell.value) : read);
  prepareReader(DEFAULT_LIMITS, [guessed]);
  assert.deepEqual(readWorkbooks([saved]).map(values), [['Botox', 'A partir de R$ 470']]);
  // One workbook more than guessed, or the same ones: each answer belongs to the workbook asked for.
  prepareReader(DEFAULT_LIMITS, [guessed]);
  assert.deepEqual(readWorkbooks([guessed, saved]).map(values), [['Botox', 'A partir de R$ 400'], ['Botox', 'A partir de R$ 470']]);
  prepareReader(DEFAULT_LIMITS, [guessed, saved]);
  assert.deepEqual(readWorkbooks([guessed, saved]).map(values), [['Botox', 'A partir de R$ 400'], ['Botox', 'A partir de R$ 470']]);
});

test("SheetJS's compiled code is kept between starts, named by its source and flags; a damaged or unwritable copy only costs the gain", async (t) => {
  const { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const folder = mkdtempSync(join(tmpdir(), 'clinic-site-codigo-'));
  const before = process.env.CLINIC_SITE_CODE_CACHE;
  t.after(() => {
    if (before === undefined) delete process.env.CLINIC_SITE_CODE_CACHE;
    else process.env.CLINIC_SITE_CODE_CACHE = before;
    rmSync(folder, { recursive: true, force: true });
  });
  const bytes = xlsxWith([{ t: 's', v: 'Botox' }, { t: 'n', v: 400 }]);
  const expected = ['Botox', 400];

  process.env.CLINIC_SITE_CODE_CACHE = folder;
  assert.deepEqual(columnA(bytes), expected);
  const kept = readdirSync(folder);
  assert.equal(kept.length, 1, `one file kept, no staging file left: ${kept}`);
  assert.match(kept[0], /^sheetjs-[0-9a-f]{16}\.bin$/);
  const file = join(folder, kept[0]);
  const code = readFileSync(file);
  assert.ok(code.length > 100_000, `the kept code is ${code.length} bytes`);

  // Read again from the kept code: the same cells, and the file is not written again.
  assert.deepEqual(columnA(bytes), expected);
  assert.ok(readFileSync(file).equals(code));

  // A damaged copy (same length, other bytes) is refused by V8: the workbook is read all the same, the copy replaced.
  writeFileSync(file, Buffer.alloc(code.length, 7));
  assert.deepEqual(columnA(bytes), expected);
  assert.ok(!readFileSync(file).equals(Buffer.alloc(code.length, 7)), 'the damaged copy was not replaced');

  // Other Node.js flags (the launcher's, or NODE_OPTIONS): a file of their own, the first one left as it is.
  const kept2 = readFileSync(file);
  const options = process.env.NODE_OPTIONS;
  process.env.NODE_OPTIONS = `${options ?? ''} --max-semi-space-size=32`;
  try {
    assert.deepEqual(columnA(bytes), expected);
  } finally {
    if (options === undefined) delete process.env.NODE_OPTIONS;
    else process.env.NODE_OPTIONS = options;
  }
  assert.equal(readdirSync(folder).length, 2);
  assert.ok(readFileSync(file).equals(kept2), 'the file kept under the other flags was replaced');

  // Writing a new file removes files of other versions or flags not written for 30 days, and half-written ones older
  // than an hour; recent ones stay.
  const { utimesSync } = await import('node:fs');
  const old = new Date(Date.now() - 31 * 86400e3);
  const recent = new Date(Date.now() - 2 * 86400e3);
  writeFileSync(join(folder, 'sheetjs-00000000000000aa.bin'), 'velho');
  utimesSync(join(folder, 'sheetjs-00000000000000aa.bin'), old, old);
  writeFileSync(join(folder, 'sheetjs-00000000000000bb.bin'), 'recente');
  utimesSync(join(folder, 'sheetjs-00000000000000bb.bin'), recent, recent);
  writeFileSync(join(folder, 'sheetjs-00000000000000cc.bin.123.1'), 'pela metade');
  utimesSync(join(folder, 'sheetjs-00000000000000cc.bin.123.1'), recent, recent);
  writeFileSync(join(folder, 'outro.txt'), 'não é nosso');
  utimesSync(join(folder, 'outro.txt'), old, old);
  rmSync(file);
  assert.deepEqual(columnA(bytes), expected);
  const left = readdirSync(folder);
  assert.ok(left.includes(kept[0]), 'the file written again is there');
  assert.ok(left.includes('sheetjs-00000000000000bb.bin') && left.includes('outro.txt'), `recent and foreign files stay: ${left}`);
  assert.ok(!left.includes('sheetjs-00000000000000aa.bin') && !left.includes('sheetjs-00000000000000cc.bin.123.1'), `old and half-written files go: ${left}`);
  assert.equal(left.length, 4, `${left}`);

  // A kept file others may write to is not loaded (V8 would run whatever it holds): it is written again, as this
  // user's and writable by no one else.
  const { chmodSync, statSync } = await import('node:fs');
  chmodSync(file, 0o666); // good code, but anyone could have put it there
  assert.deepEqual(columnA(bytes), expected);
  assert.equal(statSync(file).mode & 0o022, 0, 'the file others could write was loaded, not written again');

  // A place where nothing can be written (a path through a file): read as without the kept code.
  process.env.CLINIC_SITE_CODE_CACHE = join(file, 'pasta');
  assert.deepEqual(columnA(bytes), expected);
});

test('a workbook read on two threads gives the tabs, cells, hidden rows and merges of one read on one thread', () => {
  const book = XLSX.utils.book_new();
  const text = (row: number, column: number) => `Linha ${row}, coluna ${column}: texto de exemplo com acentuação e pontuação.`;
  for (const [name, rows] of [['Serviços', 22_000], ['Perguntas', 9_000], ['Extra', 10]] as const) {
    const sheet = XLSX.utils.aoa_to_sheet(Array.from({ length: rows }, (_, r) => Array.from({ length: 5 }, (_, c) => (c === 4 ? r : text(r, c)))));
    sheet['!rows'] = [];
    sheet['!rows'][3] = { hidden: true };
    sheet['!merges'] = [XLSX.utils.decode_range('B6:B8')];
    XLSX.utils.book_append_sheet(book, sheet, name);
  }
  const bytes = XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Uint8Array;
  const parts = inspectWorkbookFile(bytes);
  assert.ok(Array.isArray(parts));
  const job = { bytes, parts };
  assert.equal(planShares([job])[1].length, 1, 'read on two threads');
  const [twoThreads] = readWorkbooks([job]);
  const [oneThread] = readWorkbooks([job], { ...DEFAULT_LIMITS, oneThread: true });
  assert.ok(twoThreads.ok && oneThread.ok);
  assert.deepEqual(twoThreads.tabs.map((tab) => tab.name), ['Serviços', 'Perguntas', 'Extra']);
  assert.deepEqual(twoThreads, oneThread);
});
