/**
 * Cells merged down several rows. A spreadsheet shows the merged value on every row it spans (a category merged over
 * the five services it groups), but the file keeps it only in the first cell: the other rows reach the site empty.
 * Merges across columns only (a title over the table) change no row and are left alone.
 */
import { columnLetter } from '../errors/location.ts';
import { problem, type Problem } from '../errors/problems.ts';
import type { Table } from './table.ts';
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
