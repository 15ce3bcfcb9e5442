/**
 * The read stage on real files: the sample workbooks as .xlsx, converted to .ods and to the two CSV forms Excel pt-BR
 * saves (';' + Windows-1252, UTF-8 with a BOM), plus tiny workbooks built here for the edge cases (blank rows, a
 * header that is not on row 1, number and time cells, missing tabs and files). Everything is generated into a temp
 * folder with the xlsx package, so there are no binary fixtures to keep in sync.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as XLSX from 'xlsx';
import { validateSheets } from '../validate/validate-sheets.ts';
import { readSheets, type SheetSet } from './read-sheets.ts';
import type { CellValue, Table } from './table.ts';
import { WORKBOOKS } from './workbooks.ts';

const SAMPLE = new URL('../../sheets/', import.meta.url).pathname;
let root = '';
// The ESM build of xlsx has no file system access of its own (XLSX.readFile needs set_fs), so bytes go through node:fs.
// cellNF keeps number formats, so a date cell stays a date cell when the sample is saved again as .ods.
const readBook = (path: string) => XLSX.read(readFileSync(path), { cellNF: true });
const writeBook = (book: XLSX.WorkBook, path: string, bookType: XLSX.BookType) => writeFileSync(path, XLSX.write(book, { type: 'buffer', bookType }));

// --- fixture builders -------------------------------------------------------------------------------------------

/**
 * The grid of every tab of a sample workbook, blank rows included, cells as SheetJS reads them; a date cell (the
 * blog's publication dates) as the ISO day a spreadsheet program can also write in a CSV ('2026-03-12').
 */
function sampleGrids(workbook: string): Map<string, CellValue[][]> {
  const book = readBook(join(SAMPLE, `${workbook}.xlsx`));
  for (const sheet of Object.values(book.Sheets)) {
    for (const [address, cell] of Object.entries(sheet) as [string, XLSX.CellObject][]) {
      if (address.startsWith('!') || cell.t !== 'n' || !cell.z || !/[dy]/i.test(String(cell.z))) continue;
      const { y, m, d } = XLSX.SSF.parse_date_code(cell.v as number);
      sheet[address] = { t: 's', v: `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}` };
    }
  }
  return new Map(
    book.SheetNames.map((name) => [
      name,
      XLSX.utils.sheet_to_json<CellValue[]>(book.Sheets[name], { header: 1, raw: true, defval: null, blankrows: true }),
    ]),
  );
}

/** CSV text as Excel writes it: CRLF lines, a cell quoted when it holds the separator, a quote or a line break. */
function toCsv(grid: CellValue[][], separator: string): string {
  const quote = (cell: CellValue) => {
    const text = cell === null ? '' : String(cell);
    return /["\r\n]/.test(text) || text.includes(separator) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return grid.map((row) => row.map(quote).join(separator)).join('\r\n') + '\r\n';
}

/**
 * The sample has a few characters outside Latin-1 (–, “ ”, ₂). They are replaced before encoding so that this set
 * tests what Windows-1252 shares with Latin-1; the punctuation in 0x80-0x9F has its own (todo) test in csv.test.ts.
 */
const latin1Only = (text: string) => text.replace(/[–—]/g, '-').replace(/[“”]/g, '"').replace(/[‘’]/g, "'").replace(/₂/g, '2');

function windows1252(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code > 0xff || (code >= 0x80 && code < 0xa0)) throw new Error(`not in the fixture's Windows-1252 subset: ${text[i]}`);
    bytes[i] = code;
  }
  return bytes;
}

/** The sample as a CSV set: one `{workbook}-{tab}.csv` per tab (the first tab of servicos as plain `servicos.csv`). */
function writeCsvSet(folder: string, separator: string, encode: (text: string) => Uint8Array, text = (cell: string) => cell) {
  mkdirSync(folder);
  cpSync(join(SAMPLE, 'imagens'), join(folder, 'imagens'), { recursive: true });
  for (const spec of WORKBOOKS) {
    const grids = sampleGrids(spec.name);
    spec.tabs.forEach((tab, index) => {
      if (tab.optional && !grids.has(tab.name)) return; // the sample has no 'Marcas' tab
      const file = spec.name === 'servicos' && index === 0 ? 'servicos.csv' : `${spec.name}-${tab.key}.csv`;
      const grid = grids.get(tab.name)!.map((row) => row.map((cell) => (typeof cell === 'string' ? text(cell) : cell)));
      writeFileSync(join(folder, file), encode(toCsv(grid, separator)));
    });
  }
}

function writeOdsSet(folder: string) {
  mkdirSync(folder);
  cpSync(join(SAMPLE, 'imagens'), join(folder, 'imagens'), { recursive: true });
  for (const spec of WORKBOOKS) writeBook(readBook(join(SAMPLE, `${spec.name}.xlsx`)), join(folder, `${spec.name}.ods`), 'ods');
}

const time = (fraction: number): XLSX.CellObject => ({ t: 'n', v: fraction, z: 'hh:mm' });

/**
 * A configuracoes workbook with only four of its seven tabs. 'HORARIOS' and 'redes sociais' are spelt differently
 * from 'Horários' and 'Redes sociais' on purpose; Horários has its header on row 3, a blank row 5 and blank
 * (formatted) rows at the end; the times 12:00 and 20:00 are real time cells, as Excel stores them.
 */
function tinySettingsBook(): XLSX.WorkBook {
  const book = XLSX.utils.book_new();
  const sheet = (rows: (CellValue | XLSX.CellObject)[][]) => XLSX.utils.aoa_to_sheet(rows);
  XLSX.utils.book_append_sheet(book, sheet([['Campo', 'Valor'], ['Nome da clínica', 'Clínica Teste'], ['Telefone', '(11) 5555-0100']]), 'Clínica');
  const hours = sheet([[], [], ['Dias', 'Abre', 'Fecha'], ['Segunda a Sexta', time(0.5), time(20 / 24)], [], ['Sábado', '09:00', '13:30']]);
  hours['!ref'] = 'A1:C12';
  XLSX.utils.book_append_sheet(book, hours, 'HORARIOS');
  XLSX.utils.book_append_sheet(book, sheet([['Rede', 'Endereço'], ['Instagram', 'https://instagram.example/clinica']]), 'redes sociais');
  XLSX.utils.book_append_sheet(
    book,
    sheet([['Nome', 'Depoimento', 'Tratamento', 'Nota'], ['Ana', 'Atendimento atencioso.', 'Botox', 5], ['Bia', 'Gostei.', 'Laser', 4.5]]),
    'Depoimentos',
  );
  return book;
}

/**
 * SheetJS writes an .ods time as a float with the text "0.5"; LibreOffice writes office:value-type="time" with the
 * text it shows. This rewrites the first into the second so the test reads what a LibreOffice user saves.
 */
function asLibreOfficeTimes(ods: Uint8Array): Uint8Array {
  const zip = XLSX.CFB.read(ods, { type: 'buffer' });
  const entry = XLSX.CFB.find(zip, 'content.xml')!;
  const xml = Buffer.from(entry.content as Uint8Array)
    .toString('utf8')
    .replace(/<table:table-cell office:value-type="float" office:value="(0\.\d+)"[^>]*><text:p>[^<]*<\/text:p><\/table:table-cell>/g, (_m, value: string) => {
      const minutes = Math.round(Number(value) * 24 * 60);
      const [hh, mm] = [Math.floor(minutes / 60), minutes % 60].map((n) => String(n).padStart(2, '0'));
      return `<table:table-cell office:value-type="time" office:time-value="PT${hh}H${mm}M00S"><text:p>${hh}:${mm}</text:p></table:table-cell>`;
    });
  XLSX.CFB.utils.cfb_add(zip, 'content.xml', Buffer.from(xml));
  return XLSX.CFB.write(zip, { type: 'buffer', fileType: 'zip' }) as Uint8Array;
}

const folder = (name: string) => join(root, name);

before(() => {
  root = mkdtempSync(join(tmpdir(), 'clinic-read-'));
  cpSync(SAMPLE, folder('xlsx'), { recursive: true });
  writeOdsSet(folder('ods'));
  writeCsvSet(folder('csv-1252'), ';', windows1252, latin1Only);
  writeCsvSet(folder('csv-bom'), ',', (text) => new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(text)]));

  mkdirSync(folder('tiny-xlsx'));
  writeBook(tinySettingsBook(), join(folder('tiny-xlsx'), 'configuracoes.xlsx'), 'xlsx');
  mkdirSync(folder('tiny-ods'));
  const ods = XLSX.write(tinySettingsBook(), { type: 'buffer', bookType: 'ods' }) as Uint8Array;
  writeFileSync(join(folder('tiny-ods'), 'configuracoes.ods'), asLibreOfficeTimes(ods));

  mkdirSync(folder('tiny-csv'));
  writeFileSync(
    join(folder('tiny-csv'), 'protocolos.csv'),
    windows1252('Endereço (slug);Sessões;Serviços incluídos\r\nfacial;4 a 6 sessões;botox\r\n;;\r\n\r\ncorporal;"8 sessões";"criolipolise\r\ndrenagem"\r\n'),
  );

  mkdirSync(folder('broken'));
  cpSync(SAMPLE, folder('broken'), { recursive: true });
  // The start of a zip file and nothing else, as a half-copied .xlsx looks.
  writeFileSync(join(folder('broken'), 'servicos.xlsx'), new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0]));
});

after(() => rmSync(root, { recursive: true, force: true }));

// --- helpers for assertions ---------------------------------------------------------------------------------------

/** A table as rows of [number, ...cells], with '' and null both as null (CSV has no empty-string cells). */
const shape = (table: Table | null | undefined, text: (s: string) => string = (s) => s) =>
  table && {
    sheet: table.sheet,
    headerRow: table.headerRow,
    headers: table.headers.map(text),
    rows: table.rows.map((row) => [row.number, ...row.cells.map((c) => (c === '' || c === null ? null : typeof c === 'string' ? text(c) : c))]),
  };

function assertSameTables(actual: SheetSet, expected: SheetSet, text?: (s: string) => string) {
  for (const spec of WORKBOOKS) {
    for (const tab of spec.tabs) {
      const label = `${spec.name} › ${tab.name}`;
      assert.deepEqual(shape(actual.tables[spec.name][tab.key]), shape(expected.tables[spec.name][tab.key], text), label);
    }
  }
}

const summary = (set: SheetSet) => set.problems.map((p) => ({ code: p.code, location: p.location }));

// --- tests -------------------------------------------------------------------------------------------------------

test('xlsx: the sample reads with its headers, row numbers and images, and no problems', () => {
  const set = readSheets(folder('xlsx'));
  assert.deepEqual(set.problems, []);
  const services = set.tables.servicos.servicos!;
  assert.equal(services.file, 'servicos.xlsx');
  assert.equal(services.sheet, 'Serviços');
  assert.equal(services.headerRow, 1);
  assert.deepEqual(services.headers, [
    'Endereço (slug)', 'Título', 'Categoria', 'Descrição curta', 'Preço', 'Duração', 'Recuperação', 'Imagem',
    'Texto da imagem', 'Conteúdo', 'O que está incluído', 'Benefícios', 'Oferta', 'Título SEO', 'Descrição SEO', 'Palavras-chave',
  ]);
  assert.equal(services.rows.length, 60);
  assert.deepEqual(services.rows.slice(0, 2).map((r) => [r.number, r.cells[0], r.cells[4], r.cells[5]]), [
    [2, 'botox', 'A partir de R$ 400', '30 minutos'],
    [3, 'preenchimento-facial', 'A partir de R$ 1.200', '1 hora'],
  ]);
  const row14 = services.rows.find((r) => r.number === 14)!;
  assert.equal(row14.cells[0], 'luz-intensa-pulsada');
  // List cells keep one entry per line (Alt+Enter), with \n line breaks.
  assert.equal(String(row14.cells[11]).split('\n')[0], 'Pode clarear manchas de sol');
  assert.deepEqual(set.tables.configuracoes.horarios!.rows.map((r) => [r.number, ...r.cells]), [
    [2, 'Segunda a Sexta', '12:00', '20:00'],
    [3, 'Sábado', '09:00', '13:30'],
    [4, 'Domingo', '', ''],
  ]);
  const image = set.images.get('facial-pele.svg')!;
  assert.equal(image.format, 'svg');
  assert.equal(set.images.get('compartilhamento.jpg')!.format, 'jpeg');
});

test('ods: the sample saved as .ods reads exactly like the .xlsx and validates', () => {
  const ods = readSheets(folder('ods'));
  assert.deepEqual(ods.problems, []);
  assertSameTables(ods, readSheets(folder('xlsx')));
  assert.equal(ods.tables.protocolos.protocolos!.file, 'protocolos.ods');
  assert.deepEqual(validateSheets(ods).problems, []);
});

test('a tab the site does not read is named in a warning when it has content; two tabs with one name are an error', () => {
  const copy = folder('extra-tabs');
  cpSync(SAMPLE, copy, { recursive: true });
  const path = join(copy, 'servicos.xlsx');
  const book = readBook(path);
  const services = XLSX.utils.sheet_to_json<CellValue[]>(book.Sheets['Serviços'], { header: 1 });
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(services.slice(0, 2)), 'Serviços novos');
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([]), 'Planilha3');
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['Campo', 'Explicação']]), 'Instruções');
  writeBook(book, path, 'xlsx');
  const read = readSheets(copy);
  assert.deepEqual(read.problems.map((p) => [p.code, p.severity, p.location.sheet]), [['ABA_IGNORADA', 'warning', 'Serviços novos']]);
  assert.equal(read.problems[0].message, 'A aba "Serviços novos" tem conteúdo, mas não é uma das abas do site: nada dela vai para o site.');
  assert.match(read.problems[0].hint!, /O site lê só as abas "Serviços", "Perguntas" desta planilha/);
  assert.ok(read.tables.servicos.servicos, 'the tabs the site reads are still read');

  XLSX.utils.book_append_sheet(book, book.Sheets['Perguntas'], 'perguntas ');
  writeBook(book, path, 'xlsx');
  const twice = readSheets(copy);
  assert.deepEqual(twice.problems.map((p) => [p.code, p.severity, p.location.sheet]), [
    ['ABA_REPETIDA', 'error', 'Perguntas'],
    ['ABA_IGNORADA', 'warning', 'Serviços novos'],
  ]);
  assert.match(twice.problems[0].message, /As abas "Perguntas", "perguntas " têm o nome da aba "Perguntas"/);
});

test('csv: ;-separated Windows-1252 (Excel pt-BR "CSV") reads like the .xlsx, accents included, and validates', () => {
  const csv = readSheets(folder('csv-1252'));
  assert.deepEqual(csv.problems, []);
  assertSameTables(csv, readSheets(folder('xlsx')), latin1Only);
  const services = csv.tables.servicos.servicos!;
  assert.equal(services.file, 'servicos.csv');
  assert.equal(services.sheet, 'Serviços');
  assert.equal(services.headers[4], 'Preço');
  assert.equal(csv.tables.protocolos.protocolos!.headers[11], 'Sessões');
  assert.equal(csv.tables.servicos.perguntas!.file, 'servicos-perguntas.csv');
  assert.deepEqual(validateSheets(csv).problems, []);
});

test('csv: UTF-8 with a BOM, comma-separated, reads exactly like the .xlsx and validates', () => {
  const csv = readSheets(folder('csv-bom'));
  assert.deepEqual(csv.problems, []);
  assertSameTables(csv, readSheets(folder('xlsx')));
  // The BOM must not end up in the first header.
  assert.equal(csv.tables.configuracoes.clinica!.headers[0], 'Campo');
  assert.deepEqual(validateSheets(csv).problems, []);
});

for (const kind of ['xlsx', 'ods'] as const) {
  test(`${kind}: blank rows are skipped but keep their numbers; numbers stay numbers; a time cell reads '12:00'`, () => {
    const set = readSheets(folder(`tiny-${kind}`));
    const hours = set.tables.configuracoes.horarios!;
    assert.equal(hours.sheet, 'HORARIOS');
    assert.equal(hours.headerRow, 3);
    assert.deepEqual(hours.headers, ['Dias', 'Abre', 'Fecha']);
    assert.deepEqual(hours.rows.map(({ number, cells }) => ({ number, cells })), [
      { number: 4, cells: ['Segunda a Sexta', '12:00', '20:00'] },
      { number: 6, cells: ['Sábado', '09:00', '13:30'] },
    ]);
    // Time cells are marked, so that a date or time where a price belongs can be refused.
    assert.deepEqual([...(hours.rows[0].kinds ?? [])], [undefined, 'data', 'data']);
    assert.equal(hours.rows[1].kinds, undefined);
    assert.deepEqual(set.tables.configuracoes.depoimentos!.rows.map((r) => r.cells[3]), [5, 4.5]);
    assert.equal(set.tables.configuracoes['redes-sociais']!.sheet, 'redes sociais');
  });

  test(`${kind}: a missing tab and missing workbooks come back as located problems`, () => {
    const set = readSheets(folder(`tiny-${kind}`));
    const file = `configuracoes.${kind}`;
    assert.deepEqual(summary(set), [
      { code: 'ABA_AUSENTE', location: { file, sheet: 'Textos' } },
      { code: 'ABA_AUSENTE', location: { file, sheet: 'Perguntas' } },
      { code: 'ABA_AUSENTE', location: { file, sheet: 'Privacidade' } },
      { code: 'ARQUIVO_AUSENTE', location: { file: 'servicos.xlsx' } },
      { code: 'ARQUIVO_AUSENTE', location: { file: 'tratamentos.xlsx' } },
      { code: 'ARQUIVO_AUSENTE', location: { file: 'protocolos.xlsx' } },
    ]);
    assert.equal(set.problems[0].severity, 'error');
    assert.equal(set.problems[0].message, 'Falta a aba "Textos".');
    assert.equal(
      set.problems[0].hint,
      // Each of those is another tab the site reads: none is offered as the one to rename.
      'As abas encontradas são "Clínica", "HORARIOS", "redes sociais", "Depoimentos". Crie uma aba chamada "Textos" com a linha de títulos das colunas, como na planilha de exemplo.',
    );
    assert.equal(set.problems[3].message, 'A planilha "servicos" não está na pasta.');
    assert.equal(set.problems[3].hint, 'Salve a planilha com um destes nomes: "servicos.xlsx", "servicos.ods", "servicos-servicos.csv".');
    assert.equal(set.tables.configuracoes.textos, null);
    assert.deepEqual(set.tables.servicos, { servicos: null, perguntas: null });
  });
}

test('csv: a workbook as plain {workbook}.csv, with a blank line and a multi-line cell; a missing tab file is located', () => {
  const set = readSheets(folder('tiny-csv'));
  const protocols = set.tables.protocolos.protocolos!;
  assert.equal(protocols.file, 'protocolos.csv');
  assert.deepEqual(protocols.headers, ['Endereço (slug)', 'Sessões', 'Serviços incluídos']);
  assert.deepEqual(protocols.rows, [
    { number: 2, cells: ['facial', '4 a 6 sessões', 'botox'] },
    { number: 5, cells: ['corporal', '8 sessões', 'criolipolise\ndrenagem'] },
  ]);
  assert.deepEqual(
    summary(set).filter((p) => p.code === 'ABA_AUSENTE'),
    [{ code: 'ABA_AUSENTE', location: { file: 'protocolos-perguntas.csv', sheet: 'Perguntas' } }],
  );
  // A CSV set is missing a file to export, not a tab to create.
  assert.match(set.problems.find((p) => p.code === 'ABA_AUSENTE')!.hint, /^Exporte a aba "Perguntas" da planilha como CSV e salve nesta pasta com o nome "protocolos-perguntas.csv"/);
});

test('an unreadable workbook is reported with its file, and its tabs are left out', () => {
  const set = readSheets(folder('broken'));
  assert.deepEqual(summary(set), [{ code: 'PLANILHA_DANIFICADA', location: { file: 'servicos.xlsx' } }]);
  assert.deepEqual(set.tables.servicos, { servicos: null, perguntas: null });
  assert.ok(set.tables.protocolos.protocolos, 'the other workbooks are still read');
});

test('a sheets folder that does not exist is one problem, not one per workbook', () => {
  const missing = join(root, 'nao-existe');
  const set = readSheets(missing);
  assert.deepEqual(summary(set), [{ code: 'PASTA_AUSENTE', location: { file: missing } }]);
  assert.equal(set.problems[0].message, `A pasta "${missing}" não pode ser usada: ela não existe.`);
  assert.equal(set.images.size, 0);
});

test('a video of gigabytes left in imagens/ is neither held in memory nor called unreadable', () => {
  const videos = folder('video');
  cpSync(SAMPLE, videos, { recursive: true });
  // Phone videos (MP4, MOV) open with an ISO `ftyp` box, as HEIC and AVIF do, but with a video brand. Sparse files:
  // they take no disk. Read whole, the first cost 1.5 GB of memory; the second, past 2 GB, could not be read at all.
  const mp4 = Buffer.alloc(32);
  mp4.writeUInt32BE(32, 0);
  mp4.write('ftypisom\0\0\x02\0isomiso2avc1mp41', 4, 'latin1');
  const sizes = { 'video da clínica.mp4': 1_500_000_000, 'apresentação.mov': 2_300_000_000 };
  for (const [name, size] of Object.entries(sizes)) {
    writeFileSync(join(videos, 'imagens', name), mp4);
    truncateSync(join(videos, 'imagens', name), size);
  }
  const before = process.resourceUsage().maxRSS;
  const set = readSheets(videos);
  const grew = (process.resourceUsage().maxRSS - before) / 1024;
  assert.deepEqual(summary(set), []);
  for (const [name, size] of Object.entries(sizes)) {
    const file = set.images.get(name.normalize('NFC'))!;
    assert.deepEqual([file.size, file.format], [size, null], name);
  }
  assert.ok(grew < 256, `memory grew by ${Math.round(grew)} MB`);
});
