/**
 * A dev session's cached read (src/read/read-cache.ts) must give exactly the tables a fresh read of the edited file
 * gives, whatever the edit: each case saves the sample's servicos.xlsx once (as the program of the case writes it),
 * reads it with a cache, applies the edit, and compares the cached read with a read from nothing.
 */
import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import ExcelJS from 'exceljs';
import * as XLSX from 'xlsx';
import { copySample } from '../../test/support/sheet-fixtures.ts';
import { LIBREOFFICE, skipWithout } from '../../test/support/system-programs.ts';
import { editZip, readZip } from '../../test/support/zip.ts';
import { newReadCache, type ReadKind } from './read-cache.ts';
import { readSheets } from './read-sheets.ts';

type Book = XLSX.WorkBook;
const FILE = 'servicos.xlsx';

/** SheetJS as the dev tests and scripts save: strings inline in each cell. */
function sheetjsSave(sheets: string, edit: (book: Book) => void = () => {}): void {
  const path = join(sheets, FILE);
  const book = XLSX.read(readFileSync(path), { cellStyles: true });
  edit(book);
  writeFileSync(path, XLSX.write(book, { type: 'buffer', bookType: 'xlsx', cellStyles: true }));
}

/** exceljs, which like Excel keeps strings in one shared list (xl/sharedStrings.xml). */
async function exceljsSave(sheets: string, edit: (book: ExcelJS.Workbook) => void = () => {}): Promise<void> {
  const path = join(sheets, FILE);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(path);
  edit(book);
  await book.xlsx.writeFile(path);
}

const services = (book: Book) => book.Sheets['Serviços'];
const column = (book: Book, header: string) => XLSX.utils.sheet_to_json<string[]>(services(book), { header: 1 })[0].indexOf(header);
const setCell = (book: Book, row: number, header: string, value: string | number) => {
  services(book)[XLSX.utils.encode_cell({ r: row - 1, c: column(book, header) })] = typeof value === 'number' ? { t: 'n', v: value } : { t: 's', v: value };
};
/** Rewrites the Serviços tab from its grid after `edit` (rows move: appended, deleted, inserted). */
const editGrid = (book: Book, edit: (grid: unknown[][]) => void) => {
  const grid = XLSX.utils.sheet_to_json<unknown[]>(services(book), { header: 1, defval: null });
  edit(grid);
  book.Sheets['Serviços'] = XLSX.utils.aoa_to_sheet(grid);
};

interface Case {
  name: string;
  /** How the file is saved before the first (cached) read. */
  program: 'sheetjs' | 'exceljs';
  edit: (sheets: string) => void | Promise<void>;
  /** How the cache should read servicos.xlsx after the edit (undefined: the workbook is not read from a file). */
  kind?: ReadKind;
}

/** Rewrites the XML of the Serviços tab (sheet1.xml) in the saved file, as another program would have written it. */
function editServicesXml(sheets: string, edit: (xml: string) => string): void {
  const path = join(sheets, FILE);
  writeFileSync(path, editZip(readFileSync(path), (name, text) => (name === 'xl/worksheets/sheet1.xml' ? edit(text) : text)));
}
/** The tab's view with the cursor on `cell` (Excel and LibreOffice save it before the rows, on almost every save). */
const selecting = (cell: string) => (xml: string) => xml.replace(/<sheetView ([^>]*?)\/>/, `<sheetView $1><selection activeCell="${cell}" sqref="${cell}"/></sheetView>`);
const aPriceEdited = (sheets: string) => sheetjsSave(sheets, (b) => setCell(b, 2, 'Preço', 'A partir de R$ 470'));

const cases: Case[] = [
  { name: 'a price edited', program: 'sheetjs', kind: 'rows', edit: aPriceEdited },
  {
    name: 'a price edited, with the selected cell moved',
    program: 'sheetjs',
    kind: 'rows',
    edit: (s) => {
      aPriceEdited(s);
      editServicesXml(s, selecting('E2'));
    },
  },
  { name: 'the selected cell moved, nothing else', program: 'sheetjs', kind: 'rows', edit: (s) => editServicesXml(s, selecting('B7')) },
  // The view is set aside, nothing else before the rows: a change there, before or after the view, reads the whole.
  {
    name: 'the selected cell moved and the used range (before the view) changed',
    program: 'sheetjs',
    kind: 'full',
    edit: (s) => editServicesXml(s, (xml) => selecting('E2')(xml).replace(/<dimension ref="[^"]*"/, '<dimension ref="A1:Q61"')),
  },
  {
    name: 'the selected cell moved and a column width (after the view) changed',
    program: 'sheetjs',
    kind: 'full',
    edit: (s) => editServicesXml(s, (xml) => selecting('E2')(xml).replace(/(<col min="1" max="1" customWidth="1" width=")[^"]*"/, '$130"')),
  },
  {
    // A row without its number is numbered by its place: the whole workbook is read, as a build reads it.
    name: 'a price edited in a row saved without its number',
    program: 'sheetjs',
    kind: 'full',
    edit: (s) => {
      aPriceEdited(s);
      editServicesXml(s, (xml) => xml.replace('<row r="2"', '<row'));
    },
  },
  {
    name: 'a second <sheetData> hidden in an edited row',
    program: 'sheetjs',
    kind: 'full',
    edit: (s) => {
      aPriceEdited(s);
      editServicesXml(s, (xml) => xml.replace(/(<row r="2"[^>]*>)/, '$1</sheetData><sheetData>'));
    },
  },
  { name: 'a price typed as a number', program: 'sheetjs', kind: 'rows', edit: (s) => sheetjsSave(s, (b) => setCell(b, 3, 'Preço', 1234.5)) },
  { name: 'a text edited (inline string)', program: 'sheetjs', kind: 'rows', edit: (s) => sheetjsSave(s, (b) => setCell(b, 2, 'Título', 'Botox & <cia> "novo"')) },
  {
    name: 'a text edited (shared strings, as Excel saves)',
    program: 'exceljs',
    kind: 'rows',
    edit: (s) => exceljsSave(s, (b) => (b.getWorksheet('Serviços')!.getCell('B3').value = 'Título novo, só nesta célula')),
  },
  {
    name: 'a number edited (shared strings unchanged)',
    program: 'exceljs',
    kind: 'rows',
    edit: (s) => exceljsSave(s, (b) => (b.getWorksheet('Serviços')!.getCell('B3').value = 99)),
  },
  { name: 'a row appended', program: 'sheetjs', edit: (s) => sheetjsSave(s, (b) => editGrid(b, (g) => g.push([...(g[1] as unknown[])].map((v, i) => (i === 0 ? 'novo-servico' : v))))) },
  { name: 'a row deleted', program: 'sheetjs', edit: (s) => sheetjsSave(s, (b) => editGrid(b, (g) => g.splice(2, 1))) },
  { name: 'the last row deleted, the range kept', program: 'sheetjs', edit: (s) => sheetjsSave(s, (b) => {
    const grid = XLSX.utils.sheet_to_json<unknown[]>(services(b), { header: 1 });
    for (let c = 0; c < grid[0].length; c++) delete services(b)[XLSX.utils.encode_cell({ r: grid.length - 1, c })];
  }) },
  { name: 'a row inserted in the middle', program: 'sheetjs', edit: (s) => sheetjsSave(s, (b) => editGrid(b, (g) => g.splice(2, 0, [...(g[1] as unknown[])].map((v, i) => (i === 0 ? 'inserido' : v))))) },
  { name: 'a row hidden', program: 'sheetjs', edit: (s) => sheetjsSave(s, (b) => ((services(b)['!rows'] ??= [])[2] = { hidden: true })) },
  { name: 'a tab renamed', program: 'sheetjs', edit: (s) => sheetjsSave(s, (b) => {
    b.SheetNames[1] = 'Dúvidas';
    b.Sheets['Dúvidas'] = b.Sheets['Perguntas'];
  }) },
  { name: 'a new tab', program: 'sheetjs', edit: (s) => sheetjsSave(s, (b) => XLSX.utils.book_append_sheet(b, XLSX.utils.aoa_to_sheet([['x']]), 'Rascunho')) },
  { name: 'nothing changed but the save', program: 'sheetjs', kind: 'same', edit: (s) => sheetjsSave(s) },
  { name: 'the file replaced by a damaged one', program: 'sheetjs', edit: (s) => {
    const path = join(s, FILE);
    writeFileSync(path, readFileSync(path).subarray(0, 40_000));
  } },
  { name: 'the file replaced by an .ods', program: 'sheetjs', edit: (s) => {
    const path = join(s, FILE);
    const book = XLSX.read(readFileSync(path));
    rmSync(path);
    writeFileSync(join(s, 'servicos.ods'), XLSX.write(book, { type: 'buffer', bookType: 'ods' }));
  } },
];

describe('a cached read equals a fresh read of the edited file', () => {
  for (const c of cases) {
    test(c.name, async () => {
      const sheets = copySample('clinic-site-read-cache-');
      try {
        if (c.program === 'sheetjs') sheetjsSave(sheets);
        // Twice: exceljs's first save of a file written by another program still adds attributes to each tab's
        // format (<sheetFormatPr>) on the next one, as a program's own file does not.
        else for (let i = 0; i < 2; i++) await exceljsSave(sheets);
        const cache = newReadCache();
        readSheets(sheets, { cache });
        assert.equal(cache.lastRead.get(FILE), 'full');
        await c.edit(sheets);
        const cached = readSheets(sheets, { cache });
        const fresh = readSheets(sheets);
        assert.deepEqual(cached.tables, fresh.tables);
        assert.deepEqual(cached.problems, fresh.problems);
        if (c.kind) assert.equal(cache.lastRead.get(FILE), c.kind);
        // And once more with no edit: nothing is parsed, and the tables are still the same.
        const again = readSheets(sheets, { cache });
        assert.deepEqual(again.tables, fresh.tables);
        for (const [file, kind] of cache.lastRead) if (existsSync(join(sheets, file))) assert.equal(kind, 'same', file);
      } finally {
        rmSync(dirname(sheets), { recursive: true, force: true });
      }
    });
  }
});

test('two edits in a row: the second is read against the first, not against the original', () => {
  const sheets = copySample('clinic-site-read-cache-');
  try {
    sheetjsSave(sheets);
    const cache = newReadCache();
    readSheets(sheets, { cache });
    sheetjsSave(sheets, (b) => setCell(b, 2, 'Preço', 'A partir de R$ 1'));
    readSheets(sheets, { cache });
    sheetjsSave(sheets, (b) => setCell(b, 4, 'Preço', 'A partir de R$ 2'));
    const cached = readSheets(sheets, { cache });
    assert.equal(cache.lastRead.get(FILE), 'rows');
    assert.deepEqual(cached.tables, readSheets(sheets).tables);
  } finally {
    rmSync(dirname(sheets), { recursive: true, force: true });
  }
});

/**
 * LibreOffice Calc writes every text into the shared strings in the order of the cells, anew on each save: a new text
 * in the third row moves the index of every text after it, in both tabs. The save is still read row by row.
 */
test('LibreOffice Calc saves a new text: read row by row, the same tables as a fresh read', { skip: skipWithout(LIBREOFFICE) }, async () => {
  const sheets = copySample('clinic-site-read-cache-');
  const work = dirname(sheets);
  try {
    const before = join(work, 'antes');
    const edited = join(work, 'editado');
    mkdirSync(before);
    mkdirSync(edited);
    copyFileSync(join(sheets, FILE), join(before, FILE));
    // '1 hora', which other rows also have, becomes a text of its own: one more item in the list, before most others.
    sheetjsSave(sheets, (b) => setCell(b, 3, 'Duração', '1 hora e 10 minutos'));
    copyFileSync(join(sheets, FILE), join(edited, FILE));
    const run = promisify(execFile);
    const profile = pathToFileURL(join(work, 'perfil')).href;
    for (const folder of [before, edited]) {
      await run(LIBREOFFICE.path, [`-env:UserInstallation=${profile}`, '--headless', '--norestore', '--convert-to', 'xlsx', '--outdir', join(folder, 'calc'), join(folder, FILE)], { timeout: 300_000 });
    }
    const saved = (folder: string) => readFileSync(join(folder, 'calc', FILE));
    const strings = (bytes: Buffer) => readZip(bytes).find((e) => e.name === 'xl/sharedStrings.xml')!.data;
    // The premise: Calc's two files differ in their shared strings, and the questions' tab, untouched, in its indexes.
    assert.notDeepEqual(strings(saved(before)), strings(saved(edited)));
    const questions = (bytes: Buffer) => readZip(bytes).find((e) => e.name === 'xl/worksheets/sheet2.xml')!.data;
    assert.notDeepEqual(questions(saved(before)), questions(saved(edited)));

    writeFileSync(join(sheets, FILE), saved(before));
    const cache = newReadCache();
    readSheets(sheets, { cache });
    writeFileSync(join(sheets, FILE), saved(edited));
    const cached = readSheets(sheets, { cache });
    assert.equal(cache.lastRead.get(FILE), 'rows');
    const fresh = readSheets(sheets);
    assert.deepEqual(cached.tables, fresh.tables);
    assert.deepEqual(cached.problems, fresh.problems);
    assert.equal(fresh.tables.servicos.servicos!.rows[1].cells[5], '1 hora e 10 minutos');
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
});
