/**
 * A workbook saved as CSV: one file per tab. Files are found by the names programs give them, compared like column
 * titles (case, accents, spaces and hyphens do not matter): `servicos-perguntas.csv` as the README asks,
 * LibreOffice's `servicos-Serviços.csv` and `configuracoes-Redes sociais.csv`, the first tab as plain `servicos.csv`;
 * `.tsv` and `.txt` (tab-separated, Excel's "Texto Unicode") are read the same way.
 */
import { extname } from 'node:path';
import { problem, type Problem } from '../errors/problems.ts';
import { fileErrorReason } from '../errors/file-errors.ts';
import { isBinary, parseCsv } from './csv.ts';
import { cutAtLineBreak } from './csv-cut-lines.ts';
import { csvErrorReason } from './read-problems.ts';
import { isBlank, tableFromGrid, type CellValue, type Table } from './table.ts';
import { columnLetter } from '../errors/location.ts';
import { normalizeName, type WorkbookSpec } from './workbooks.ts';
import { readDatesOfSet } from './csv-dates.ts';
import { questionMarkWarnings } from './question-marks.ts';
import { CSV_EXTENSIONS } from './workbook-formats.ts';
import { readSheetFile } from './sheet-file.ts';
import { untitledCellsWarning } from './untitled-cells.ts';
import { MAX_TAB_BYTES } from './workbook.ts';

/** The name the README gives the CSV file of a tab: `servicos-perguntas.csv`. */
export const csvNameOf = (spec: WorkbookSpec, tabKey: string) => `${spec.name}-${tabKey}.csv`;

/** The CSV files that stand for each tab of a workbook (more than one when two files claim the same tab). */
export function csvFilesOf(spec: WorkbookSpec, files: string[]): Map<string, string[]> {
  const found = new Map<string, string[]>();
  spec.tabs.forEach((tab, index) => {
    const names = new Set([normalizeName(`${spec.name} ${tab.key}`), normalizeName(`${spec.name} ${tab.name}`)]);
    if (index === 0) names.add(normalizeName(spec.name));
    const matches = files.filter((f) => {
      const extension = extname(f).toLowerCase();
      return CSV_EXTENSIONS.includes(extension) && names.has(normalizeName(f.slice(0, -extension.length)));
    });
    if (matches.length) found.set(tab.key, matches.sort());
  });
  return found;
}

type Tables = Record<string, Table | null>;

/** Reads the CSV files of one workbook into its tables; problems (file-wide ones included) go to `problems`. */
export function readCsvSet(pathOf: (file: string) => string, csvFiles: Map<string, string[]>, spec: WorkbookSpec, problems: Problem[]): Tables {
  const tables: Tables = {};
  const grids: { tab: string; file: string; grid: CellValue[][]; legacy: boolean; strayQuotes: [number, number][] }[] = [];
  for (const tab of spec.tabs) {
    const files = csvFiles.get(tab.key) ?? [];
    tables[tab.key] = null;
    if (!files.length) {
      if (!tab.optional) {
        const csvName = csvNameOf(spec, tab.key);
        problems.push(problem('ABA_AUSENTE', { tab: tab.name, available: [], csvName }, { file: csvName, sheet: tab.name }));
      }
      continue;
    }
    const [file] = files;
    if (files.length > 1) {
      problems.push(problem('PLANILHA_REPETIDA', { workbook: `${spec.name} › ${tab.name}`, files }, { file, sheet: tab.name }));
      continue;
    }
    let bytes: Uint8Array;
    try {
      // A CSV is one tab: the same limit as a tab of a workbook once unzipped.
      bytes = readSheetFile(pathOf(file), MAX_TAB_BYTES, 'um CSV');
    } catch (error) {
      problems.push(problem('ARQUIVO_ILEGIVEL', { reason: fileErrorReason(error) }, { file, sheet: tab.name }));
      continue;
    }
    if (isBinary(bytes)) {
      const reason = 'o arquivo não é um texto CSV (talvez seja uma planilha .xlsx ou .ods com o nome trocado)';
      problems.push(problem('ARQUIVO_ILEGIVEL', { reason }, { file, sheet: tab.name }));
      continue;
    }
    try {
      const strayQuotes: [number, number][] = [];
      const grid = parseCsv(bytes, strayQuotes);
      // Its rows cut at every line break: what else would be said of them (empty cells, split text) only misleads.
      const cut = cutAtLineBreak(grid, bytes);
      if (cut !== null) {
        problems.push(problem('CSV_SEM_DELIMITADOR_DE_TEXTO', {}, { file, sheet: tab.name, row: cut + 1 }));
        continue;
      }
      grids.push({ tab: tab.key, file, grid, legacy: mayBeLegacyEncoding(bytes), strayQuotes });
    } catch (error) {
      problems.push(problem('ARQUIVO_ILEGIVEL', { reason: csvErrorReason(error) }, { file, sheet: tab.name }));
    }
  }
  // One export writes every tab with the same date order: the files are decided together (src/read/csv-dates.ts).
  const dates = readDatesOfSet(grids);
  for (const p of dates.problems) problems.push(p);
  for (const { tab, file, grid, legacy, strayQuotes } of grids) {
    const table = tableFromGrid(file, spec.tabs.find((t) => t.key === tab)!.name, grid);
    tables[tab] = table;
    const split = splitTextProblems(table, grid);
    for (const p of split) problems.push(p);
    // Past the last title a CSV row is a split text (above); between titles, text no column reads.
    if (!split.length && table.untitled) problems.push(untitledCellsWarning(table, table.untitled));
    for (const p of strayQuoteProblems(table, grid, strayQuotes)) problems.push(p);
    if (legacy) for (const p of questionMarkWarnings(table)) problems.push(p);
  }
  return tables;
}

/**
 * Rows with text beyond the last titled column: in a CSV that is a cell whose text had the separator in it without
 * quotes ('A dor é forte, ou fraca?'), split in two, with the rest pushed past the end and lost. Programs quote such
 * text themselves; a hand-edited file may not. One problem per row, at the first cell past the titles.
 */
function splitTextProblems(table: Table, grid: CellValue[][]): Problem[] {
  const width = table.headers.length;
  const problems: Problem[] = [];
  // grid[0] is row 1 (tableFromGrid); the rows below the titles.
  for (let index = table.headerRow; index < grid.length; index++) {
    const cells = grid[index];
    if (!cells.slice(width).some((cell) => !isBlank(cell))) continue;
    const fields = cells.findLastIndex((cell) => !isBlank(cell)) + 1;
    const number = index + 1;
    problems.push(problem('CSV_CAMPOS_A_MAIS', { fields, columns: width }, { file: table.file, sheet: table.sheet, row: number, cell: `${columnLetter(width)}${number}` }));
  }
  return problems;
}

/**
 * A quote that opens a cell's text and is not closed where the text ends (`botox,"Dói muito?,Um pouco.` typed in a
 * text editor): the reader takes the next lines of the file into that cell, up to the next quote that opens a field,
 * and the rows in between disappear into one garbled answer (src/read/csv.ts finds such cells). At the end of the
 * file the same mistake is a read error (CSV_QUOTE_NOT_CLOSED).
 */
function strayQuoteProblems(table: Table, grid: CellValue[][], cells: [row: number, column: number][]): Problem[] {
  return cells
    .filter(([row]) => row >= table.headerRow)
    .map(([row, column]) => {
      const number = row + 1;
      const lines = String(grid[row][column]).split('\n').length - 1;
      return problem('CSV_ASPA_SEM_FECHAR', { lines }, { file: table.file, sheet: table.sheet, row: number, cell: `${columnLetter(column)}${number}` });
    });
}

/**
 * False when the bytes are surely Unicode (a byte-order mark, or UTF-8 with accents in it); then no character was
 * lost to a legacy encoding. Plain ASCII says nothing: a Windows-1252 export of text without accents looks the same.
 */
function mayBeLegacyEncoding(bytes: Uint8Array): boolean {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) return false;
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return false;
  if (!bytes.some((b) => b >= 0x80)) return true;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return false;
  } catch {
    return true;
  }
}
