/**
 * Line breaks inside cells that a program dropped on the way. LibreOffice 7.4 saving an .ods as .xlsx loses every
 * break stored as a line break inside a paragraph (what it makes of an .xlsx whose strings are inline, as SheetJS and
 * so the sample sheets write them): "## Como funciona" ends up glued to the paragraph before it and a list cell
 * becomes one run-on item ("Repõe volume perdidoSuaviza linhas"). No single cell proves it; the workbook as a whole
 * does: not one cell with a break left, and Markdown headings in the middle of a line (surely wrong: the site would
 * show "##") or several cells with words glued at a lower → upper case boundary (likely: "HydraFacial" is a brand).
 * The check is within the workbook; it does not compare with what a previous build had.
 */
import { columnLetter } from '../errors/location.ts';
import { problem, type Problem } from '../errors/problems.ts';
import type { Table } from './table.ts';

/** A heading mark after text on the same line: 'volume.## Como funciona', 'volume. ## Como'. */
const HEADING_MID_LINE = /[^\s#][^\S\n]*#{2,6} \p{L}/u;
/** Two words glued where a break was: 'perdidoSuaviza'. */
const GLUED_WORDS = /\p{Ll}{2}\p{Lu}\p{Ll}/u;
/** Cells with glued words it takes, with no heading mark, before the workbook is suspected. */
const GLUED_CELLS = 3;

const around = (text: string, at: number) => `…${text.slice(Math.max(0, at - 12), at + 16).replace(/\s+/g, ' ')}…`;

/** The problem for a workbook (all its tables) whose cells seem to have lost their line breaks, or null. */
export function lostLineBreaks(tables: readonly (Table | null)[]): Problem | null {
  const headings: { table: Table; row: number; column: number; text: string }[] = [];
  const glued: typeof headings = [];
  for (const table of tables) {
    if (!table) continue;
    for (const row of table.rows) {
      for (let column = 0; column < row.cells.length; column++) {
        const cell = row.cells[column];
        if (typeof cell !== 'string') continue;
        if (cell.includes('\n')) return null; // breaks survive in this workbook
        const heading = HEADING_MID_LINE.exec(cell);
        const glue = GLUED_WORDS.exec(cell);
        if (heading) headings.push({ table, row: row.number, column, text: around(cell, heading.index + 1) });
        else if (glue) glued.push({ table, row: row.number, column, text: around(cell, glue.index + 2) });
      }
    }
  }
  const surely = headings.length > 0;
  if (!surely && glued.length < GLUED_CELLS) return null;
  const cells = surely ? headings : glued;
  const { table, row, column } = cells[0];
  const location = { file: table.file, sheet: table.sheet, row, column: table.headers[column], cell: `${columnLetter(column)}${row}` };
  // A heading and a list, when there are both: the two things staff will recognise on their pages.
  const evidence = [...headings.slice(0, 1), ...glued.slice(0, 2), ...headings.slice(1)].slice(0, 3).map((c) => c.text);
  return problem('QUEBRAS_DE_LINHA_PERDIDAS', { evidence, surely }, location, { severity: surely ? 'error' : 'warning' });
}
