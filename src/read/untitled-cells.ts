/**
 * Text typed under no column title (a note in column Q, a value in a column whose title was deleted): no record reads
 * it, so it would never reach the site, and staff who typed it for the site would not know. Said once per tab, at its
 * first cell; a note kept there on purpose may stay (it is a warning).
 */
import { columnLetter } from '../errors/location.ts';
import { problem, type Problem } from '../errors/problems.ts';
import type { Table } from './table.ts';

export function untitledCellsWarning(table: Table, { row, column, count }: NonNullable<Table['untitled']>): Problem {
  const cell = `${columnLetter(column)}${row}`;
  return problem('CELULAS_SEM_TITULO', { count, cell }, { file: table.file, sheet: table.sheet, row, cell });
}
