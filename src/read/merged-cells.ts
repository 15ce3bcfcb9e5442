/**
 * Cells merged down several rows. A spreadsheet shows the merged value on every row it spans (a category merged over
 * the five services it groups), but the file keeps it only in the first cell: the other rows reach the site empty.
 * Merges across columns of a row of data (a long description spread over the price and duration beside it) show one
 * value over several columns, and the file keeps it only in the first: the columns under the rest reach the site
 * empty, so a required one gets "Célula vazia" on a cell the screen shows filled. Merges across columns outside the
 * data (a title over the table, a note below it) change no row and are left alone, unless they join column titles:
 * then every column but the first of the range has no title, and what is under it is not read.
 */
import { columnLetter } from '../errors/location.ts';
import { problem, type Problem } from '../errors/problems.ts';
import { isBlank, type Table } from './table.ts';
import type { MergedRange } from './workbook.ts';

/** One warning for the tab's merged data cells (the first range located, how many there are), or null. */
export function mergedCellsWarning(table: Table, merged: readonly MergedRange[] = []): Problem | null {
  const inData = merged.filter(([, , lastRow, firstColumn]) => lastRow > table.headerRow && firstColumn < table.headers.length);
  if (!inData.length) return null;
  const [firstRow, firstColumn, lastRow, lastColumn] = inData[0];
  const range = `${columnLetter(firstColumn)}${firstRow}:${columnLetter(lastColumn)}${lastRow}`;
  const column = table.headers[firstColumn] || columnLetter(firstColumn);
  return problem(
    'CELULAS_MESCLADAS',
    { range, column, firstRow, rows: lastRow - firstRow + 1, others: inData.length - 1 },
    { file: table.file, sheet: table.sheet, row: firstRow, column, cell: range },
  );
}

/** One warning for the tab's rows of data with cells merged across columns (the first located, how many), or null. */
export function mergedAcrossWarning(table: Table, merged: readonly MergedRange[] = []): Problem | null {
  const dataRows = new Set(table.rows.map((row) => row.number));
  const inData = merged.filter(([firstRow, firstColumn, lastRow, lastColumn]) => firstRow === lastRow && dataRows.has(firstRow) && lastColumn > firstColumn && firstColumn < table.headers.length);
  if (!inData.length) return null;
  const [row, firstColumn, , lastColumn] = inData[0];
  const range = `${columnLetter(firstColumn)}${row}:${columnLetter(lastColumn)}${row}`;
  const titleOf = (column: number) => table.headers[column] || columnLetter(column);
  const covered = Array.from({ length: lastColumn - firstColumn }, (_, i) => firstColumn + 1 + i).filter((column) => column < table.headers.length);
  return problem(
    'CELULAS_MESCLADAS_NA_LINHA',
    { range, row, column: titleOf(firstColumn), covered: covered.map((column) => `${columnLetter(column)}${row} ("${titleOf(column)}")`), others: inData.length - 1 },
    { file: table.file, sheet: table.sheet, row, column: titleOf(firstColumn), cell: range },
  );
}

/**
 * The problem for titles merged across columns (A1:B1: "Endereço (slug)" over columns A and B, column B's title gone),
 * or null. An error when a column left without its title has something in it, which the site would not read; a
 * warning when those columns are empty.
 */
export function mergedTitlesProblem(table: Table, merged: readonly MergedRange[] = []): Problem | null {
  const titles = merged.find(([firstRow, firstColumn, lastRow, lastColumn]) =>
    firstRow <= table.headerRow && lastRow >= table.headerRow && lastColumn > firstColumn && firstColumn < table.headers.length);
  if (!titles) return null;
  const [firstRow, firstColumn, lastRow, lastColumn] = titles;
  const range = `${columnLetter(firstColumn)}${firstRow}:${columnLetter(lastColumn)}${lastRow}`;
  const untitled = Array.from({ length: lastColumn - firstColumn }, (_, i) => firstColumn + 1 + i);
  const filled = untitled.some((column) => table.rows.some((row) => !isBlank(row.cells[column] ?? null)));
  return problem(
    'TITULOS_MESCLADOS',
    { range, title: table.headers[firstColumn], columns: untitled.map(columnLetter), headerRow: table.headerRow },
    { file: table.file, sheet: table.sheet, row: table.headerRow, column: table.headers[firstColumn] || undefined, cell: range },
    { severity: filled ? 'error' : 'warning' },
  );
}
