/**
 * The order of day and month in the dates of a CSV export. Brazil writes day/month/year; LibreOffice and Excel in an
 * English locale export month/day/year. One date whose second number is over 12 (`03/15/2026`) proves the whole
 * export month-first, so all its dates are read that way and a warning says so: telling staff to fix that one cell
 * would leave every other date silently swapped (docs/site.md#spreadsheet-programs). Day-first proofs and
 * month-first proofs together leave the ambiguous dates unreadable: the export is refused as a whole. With no proof
 * either way (every date could be read both ways: a blog of a few articles), the dates are read day first, as in
 * Brazil, and a warning shows one of them both ways, since an export from a program in English would be wrong.
 */
import { columnLetter } from '../errors/location.ts';
import { problem, type Problem } from '../errors/problems.ts';
import { formatLongDate } from '../parse/dates.ts';
import type { CellValue } from './table.ts';

const SLASHED_DATE = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{4})$/;

interface Proof {
  file: string;
  row: number;
  column: number;
  text: string;
}

export interface CsvGrid {
  file: string;
  grid: CellValue[][];
}

/**
 * Decides the order of the dates of one export (all the CSV files of a workbook) and, when it is month first,
 * rewrites those dates in place as ISO days ('2026-03-15'), which the date parser reads unambiguously.
 */
export function readDatesOfSet(grids: readonly CsvGrid[]): { monthFirst: boolean; problems: Problem[] } {
  let dayFirst: Proof | undefined;
  let monthFirst: Proof | undefined;
  let ambiguous: Proof | undefined;
  for (const { file, grid } of grids) {
    grid.forEach((cells, r) =>
      cells.forEach((cell, column) => {
        const date = typeof cell === 'string' ? SLASHED_DATE.exec(cell.trim()) : null;
        if (!date) return;
        const [first, second] = [Number(date[1]), Number(date[3])];
        if (first > 12 && second <= 12) dayFirst ??= { file, row: r + 1, column, text: cell!.toString().trim() };
        if (second > 12 && first <= 12) monthFirst ??= { file, row: r + 1, column, text: cell!.toString().trim() };
        // 05/05 reads the same both ways.
        if (first <= 12 && second <= 12 && first !== second && first > 0 && second > 0) ambiguous ??= { file, row: r + 1, column, text: cell!.toString().trim() };
      }),
    );
  }
  const at = (proof: Proof) => ({ file: proof.file, row: proof.row, cell: `${columnLetter(proof.column)}${proof.row}` });
  if (!monthFirst) {
    if (dayFirst || !ambiguous) return { monthFirst: false, problems: [] };
    const [day, month, year] = ambiguous.text.split(/[/.-]/).map(Number) as [number, number, number];
    const readings = { example: ambiguous.text, read: longDate(year, month, day), other: longDate(year, day, month) };
    return { monthFirst: false, problems: [problem('DATAS_AMBIGUAS', readings, at(ambiguous))] };
  }
  if (dayFirst) {
    return { monthFirst: false, problems: [problem('DATAS_MISTURADAS', { dayFirst: dayFirst.text, monthFirst: monthFirst.text }, at(monthFirst))] };
  }
  for (const { grid } of grids) {
    for (const cells of grid) {
      cells.forEach((cell, column) => {
        const date = typeof cell === 'string' ? SLASHED_DATE.exec(cell.trim()) : null;
        if (date) cells[column] = `${date[4]}-${date[1].padStart(2, '0')}-${date[3].padStart(2, '0')}`;
      });
    }
  }
  const [month, day, year] = monthFirst.text.split(/[/.-]/).map(Number) as [number, number, number];
  return { monthFirst: true, problems: [problem('DATAS_MES_PRIMEIRO', { example: monthFirst.text, read: longDate(year, month, day) }, at(monthFirst))] };
}

/** '15 de março de 2026'. */
const longDate = (year: number, month: number, day: number) => formatLongDate(`${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`);
