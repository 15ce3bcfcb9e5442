/**
 * Letters lost to a legacy encoding. A CSV saved as Windows-1252 ("CSV (separado por vírgulas)" in Excel, "Europa
 * ocidental" in LibreOffice) cannot hold characters such as '₂' or an emoji; programs write '?' instead ("H₂O" →
 * "H?O"). A question mark between two letters never ends a question, so such a word is worth a look. A '?' at the
 * end of a word ("CO₂" → "CO?") reads like a question and is deliberately not flagged.
 */
import { columnLetter } from '../errors/location.ts';
import { problem, type Problem } from '../errors/problems.ts';
import type { Table } from './table.ts';

const WORD_WITH_QUESTION_MARK = /[\p{L}\d]*\p{L}\?+\p{L}[\p{L}\d]*/u;

/** A warning for each cell of the table with a '?' between letters (at most `max`, so a broken file stays readable). */
export function questionMarkWarnings(table: Table, max = 20): Problem[] {
  const found: Problem[] = [];
  for (const row of table.rows) {
    row.cells.forEach((cell, index) => {
      const word = typeof cell === 'string' ? WORD_WITH_QUESTION_MARK.exec(cell)?.[0] : undefined;
      if (!word || found.length >= max) return;
      const column = table.headers[index] || columnLetter(index);
      found.push(problem('LETRA_TROCADA_POR_INTERROGACAO', { column, word }, { file: table.file, sheet: table.sheet, row: row.number, column, cell: `${columnLetter(index)}${row.number}` }));
    });
  }
  return found;
}
