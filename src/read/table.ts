/** A tab of a workbook as the reader hands it on: header row and data rows, with the row numbers staff see. */
import { columnLetter } from '../errors/location.ts';

export type CellValue = string | number | boolean | null;

/**
 * What a cell was in the workbook when its value alone does not say it: a date (or a time) shown as text, or a
 * formula error ('#N/A'). A price typed into a cell formatted as a date must not pass as the number behind it.
 */
/**
 * A number shown as a date or time, or as a percentage (0.5 shown as 50%), a formula error, or a formula whose result
 * the file does not keep (read as an empty text).
 */
export type CellKind = 'data' | 'erro' | 'porcentagem' | 'formula';

export interface TableRow {
  /** Row number as the spreadsheet shows it. */
  number: number;
  cells: CellValue[];
  /** kinds[i] for the cells that were a date, a percentage, a formula error or a formula without its result (absent when there is none). */
  kinds?: (CellKind | undefined)[];
  /** links[i]: the address linked to cell i with Inserir › Link (absent when no cell has one). */
  links?: (string | undefined)[];
}

export interface Table {
  /** File name inside the sheets folder, e.g. 'servicos.xlsx' or 'servicos-perguntas.csv'. */
  file: string;
  /** Tab name as written in the workbook ('Serviços'); for CSV, the tab the file stands for. */
  sheet: string;
  headerRow: number;
  headers: string[];
  /** Data rows, blank rows left out. */
  rows: TableRow[];
  /** Numbers of the data rows hidden in the spreadsheet (absent when none is). */
  hiddenRows?: number[];
  /** Indexes (0 = A) of the columns with a header that the spreadsheet hides (absent when none is). */
  hiddenColumns?: number[];
  /** A title typed above the header row, which was skipped (absent when there is none). */
  titleAbove?: { row: number; text: string };
  /** Non-blank cells right of the last column the table can have (absent when there is none). */
  outside?: { cell: string; count: number };
  /**
   * Non-blank cells below the titles in a column with no title (between titled ones or after the last), which no
   * record reads: the first of them (top row, then leftmost) and how many (absent when there is none).
   */
  untitled?: { row: number; column: number; count: number };
}

/** One non-empty cell of a tab, as the workbook reader hands it over: only the cells that exist. */
export interface SheetCell {
  /** Row number as shown (1-based). */
  row: number;
  /** Column index (0 = A). */
  column: number;
  value: CellValue;
  kind?: CellKind;
  /** The address of a link attached to the cell (Inserir › Link), when it is a web, e-mail or phone address. */
  link?: string;
}

/**
 * The widest table read. A catalogue has a couple of dozen columns; a stray character typed in column XFD must not
 * make every row sixteen thousand cells wide.
 */
export const MAX_COLUMNS = 256;

export const isBlank = (value: CellValue) => value === null || (typeof value === 'string' && value.trim() === '');

/**
 * A column title on one line: 'Descrição⏎curta', broken with Alt+Enter to fit a narrow column, is 'Descrição curta'.
 * Staff see the break as a space, the columns are matched ignoring it, and a title is printed inside one-line locations
 * ('coluna "Descrição curta" (D1)').
 */
const headerText = (value: CellValue) => String(value).replace(/\s*[\r\n]+\s*/g, ' ').trim();

/**
 * Turns the cells of a tab into a Table: the first row with a non-blank cell holds the headers; rows with nothing
 * under a header are left out. Only existing cells are visited, so the size of the range a workbook claims does not
 * matter. `hiddenRows` are the row numbers the spreadsheet hides, `hiddenColumns` the column indexes it hides.
 */
export function tableFromCells(
  file: string,
  sheet: string,
  cells: Iterable<SheetCell>,
  hiddenRows: readonly number[] = [],
  firstRowNumber = 1,
  hiddenColumns: readonly number[] = [],
): Table {
  const byRow = new Map<number, SheetCell[]>();
  let outside: Table['outside'];
  for (const cell of cells) {
    if (cell.value === null) continue;
    if (cell.column >= MAX_COLUMNS) {
      if (isBlank(cell.value)) continue;
      outside = outside ? { cell: outside.cell, count: outside.count + 1 } : { cell: `${columnLetter(cell.column)}${cell.row}`, count: 1 };
      continue;
    }
    let row = byRow.get(cell.row);
    if (!row) byRow.set(cell.row, (row = []));
    row.push(cell);
  }
  const numbers = [...byRow.keys()].filter((n) => byRow.get(n)!.some((cell) => !isBlank(cell.value))).sort((a, b) => a - b);
  if (!numbers.length) return { file, sheet, headerRow: firstRowNumber, headers: [], rows: [], ...(outside ? { outside } : {}) };
  // A title typed above the headers ('Tabela de preços' in A1): a row with a single cell followed, within a few rows,
  // by one with several. The headers are taken from that row and the title is reported, not read as a header.
  const filledCells = (n: number) => byRow.get(n)!.filter((cell) => !isBlank(cell.value)).length;
  let headerIndex = 0;
  if (filledCells(numbers[0]) === 1) headerIndex = Math.max(0, numbers.slice(0, 10).findIndex((n) => filledCells(n) >= 2));
  const titleCell = headerIndex ? byRow.get(numbers[0])!.find((cell) => !isBlank(cell.value)) : undefined;
  const titleAbove = titleCell ? { row: numbers[0], text: String(titleCell.value).trim() } : undefined;
  numbers.splice(0, headerIndex);
  const headerRow = numbers[0];
  const headers: string[] = [];
  for (const cell of byRow.get(headerRow)!) if (!isBlank(cell.value)) headers[cell.column] = headerText(cell.value);
  for (let i = 0; i < headers.length; i++) headers[i] ??= '';
  const rows: TableRow[] = [];
  const hidden = new Set(hiddenRows);
  const hiddenDataRows: number[] = [];
  let untitled: Table['untitled'];
  for (const number of numbers.slice(1)) {
    const row: TableRow = { number, cells: new Array<CellValue>(headers.length).fill(null) };
    let filled = false;
    for (const cell of byRow.get(number)!) {
      if (!headers[cell.column] && !isBlank(cell.value)) {
        // Rows come in order: the first one seen is the topmost; within its row, the leftmost.
        untitled ??= { row: number, column: cell.column, count: 0 };
        if (untitled.row === number && cell.column < untitled.column) untitled.column = cell.column;
        untitled.count++;
      }
      if (cell.column >= headers.length) continue;
      row.cells[cell.column] = cell.value;
      filled ||= !isBlank(cell.value);
      if (cell.kind) (row.kinds ??= [])[cell.column] = cell.kind;
      if (cell.link) (row.links ??= [])[cell.column] = cell.link;
    }
    if (!filled) continue;
    rows.push(row);
    if (hidden.has(number)) hiddenDataRows.push(number);
  }
  const hiddenHeaders = hiddenColumns.filter((column) => headers[column]);
  return {
    file, sheet, headerRow, headers, rows,
    ...(hiddenDataRows.length ? { hiddenRows: hiddenDataRows } : {}),
    ...(hiddenHeaders.length ? { hiddenColumns: hiddenHeaders } : {}),
    ...(titleAbove ? { titleAbove } : {}),
    ...(outside ? { outside } : {}),
    ...(untitled ? { untitled } : {}),
  };
}

/** The same for a grid (CSV): grid[0] is row `firstRowNumber`. */
export function tableFromGrid(file: string, sheet: string, grid: CellValue[][], firstRowNumber = 1): Table {
  function* cells(): Generator<SheetCell> {
    for (let r = 0; r < grid.length; r++) {
      const row = grid[r];
      for (let c = 0; c < row.length; c++) if (row[c] !== null) yield { row: firstRowNumber + r, column: c, value: row[c] };
    }
  }
  return tableFromCells(file, sheet, cells(), [], firstRowNumber);
}
