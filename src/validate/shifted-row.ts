import { columnLetter } from '../errors/location.ts';
import { errorsIn, problem, type Problem } from '../errors/problems.ts';
import { isBlank, type Table, type TableRow } from '../read/table.ts';
import { cellText } from './cell-text.ts';

/**
 * A row pasted one or two columns away from where it belongs (the address under "Título", the title under
 * "Categoria"…). Every cell is then wrong, and staff got a problem for each column with no word of the cause. When the
 * row's cells moved back by that many columns leave few errors (MAX_LEFT), the row gets one problem that says so,
 * with the cells to move, instead.
 *
 * Tried only on rows with at least MIN_ERRORS errors, and on at most MAX_ROWS rows of a table: a tab of pasted junk
 * must not have each of its rows validated five times.
 */
const MIN_ERRORS = 3;
/**
 * Errors the row may still have once moved back, a third of its errors at most: a mistake of its own besides, or the
 * first cell of a row pasted to the left, which had nowhere to go.
 */
const MAX_LEFT = 2;
const MAX_ROWS = 50;
/** Right first: pasting a row one cell too far right (into B instead of A) is what happens most. */
const SHIFTS = [1, -1, 2, -2];

/**
 * The row with its cells from column `start` on (and their kinds and links) moved `by` columns to the left, a
 * negative `by` to the right: what undoes a row pasted `by` columns too far right, or a cell inserted (or, for a
 * negative `by`, deleted) with "deslocar células" at `start`.
 */
export function shiftedBack(row: TableRow, by: number, start = 0): TableRow {
  // As long as the row was or as its cells now reach, whichever is longer: the reader's rows are never short.
  const move = <T>(values: readonly (T | undefined)[] | undefined): (T | undefined)[] | undefined => {
    if (!values) return undefined;
    const length = Math.max(values.length, values.length - by);
    return Array.from({ length }, (_, i) => (i < start ? values[i] : i + by < start ? undefined : values[i + by]));
  };
  const cells = move(row.cells)!.map((cell) => cell ?? null);
  return { number: row.number, cells, ...(row.kinds ? { kinds: move(row.kinds) } : {}), ...(row.links ? { links: move(row.links) } : {}) };
}

/**
 * Checks rows of one table for a shift. `errorsOf(row)`: how many errors a row would have. Returns a function giving,
 * for a row and its problems, the one problem of a shifted row and the row as it should be, or null.
 */
export function shiftChecker(table: Table, errorsOf: (row: TableRow) => number) {
  const { headers, file, sheet } = table;
  let tried = 0;
  return (row: TableRow, problems: readonly Problem[]): { problem: Problem; row: TableRow } | null => {
    const errors = errorsIn(problems as Problem[]).length;
    if (tried >= MAX_ROWS || errors < MIN_ERRORS) return null;
    tried++;
    const filled = row.cells.flatMap((cell, index) => (isBlank(cell) ? [] : [index]));
    // The whole row first, then from each later column on; the shift that leaves the fewest errors.
    let best: { by: number; start: number; left: number } | null = null;
    for (const by of SHIFTS) {
      for (let start = 0; start < row.cells.length; start++) {
        if (start > 0 && start <= filled[0]) continue; // the same as the whole row
        // Moved left over cells that hold something: that would drop a value, not undo a paste or an inserted cell.
        if (row.cells.slice(start, start + by).some((cell) => !isBlank(cell))) continue;
        const left = errorsOf(shiftedBack(row, by, start));
        if (left <= MAX_LEFT && left * 3 <= errors && (!best || left < best.left)) best = { by, start, left };
      }
    }
    if (!best) return null;
    const { by, start } = best;
    // A value pushed past the last title is not among the row's cells: the reader noted it as text under no title.
    const last = Math.max(filled[filled.length - 1], table.untitled?.row === row.number ? table.untitled.column : 0);
    // The first value moved, where it is and where it belongs; the cells from it on go to where it belongs.
    const example = filled.find((index) => index >= start + Math.max(0, by)) ?? start + Math.max(0, by);
    const belongs = example - by;
    const title = (index: number) => (headers[index] ? `"${headers[index]}"` : `${columnLetter(index)} (sem título)`);
    const value = cellText(row.cells[example] ?? null);
    const found = problem(
      'LINHA_DESLOCADA',
      {
        value: value.length > 60 ? `${value.slice(0, 59)}…` : value,
        found: title(example),
        belongs: title(belongs),
        columns: Math.abs(by),
        direction: by > 0 ? 'direita' : 'esquerda',
        from: start > 0 && start > filled[0] ? title(example - Math.max(0, by)) : null,
        cells: `${columnLetter(example)}${row.number}:${columnLetter(Math.max(last, example))}${row.number}`,
        to: `${columnLetter(belongs)}${row.number}`,
      },
      { file, sheet, row: row.number, column: headers[example] || undefined, cell: `${columnLetter(example)}${row.number}` },
      { value, row: { headers: [...headers], values: row.cells.map(cellText), column: example } },
    );
    return { problem: found, row: shiftedBack(row, by, start) };
  };
}
