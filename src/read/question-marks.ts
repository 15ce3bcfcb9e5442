/**
 * Letters lost to a legacy encoding. A CSV saved as Windows-1252 ("CSV (separado por vírgulas)" in Excel, "Europa
 * ocidental" in LibreOffice) cannot hold characters such as '₂' or an emoji; programs write '?' instead ("H₂O" →
 * "H?O"). Two places where a '?' is surely not a question: between two letters ("H?O"), and right after a word in
 * the middle of a sentence, the text going on in lower case ("gás carbônico (CO?) medicinal"). A '?' that ends a
 * sentence or a cell ("Laser de CO?", "Dói?") reads like a question and is deliberately not flagged.
 */
import { columnLetter } from '../errors/location.ts';
import { problem, type Problem } from '../errors/problems.ts';
import type { Table } from './table.ts';

const INSIDE_A_WORD = /[\p{L}\d]*\p{L}\?+\p{L}[\p{L}\d]*/u;
const MID_SENTENCE = /([\p{L}\d]*[\p{L}\d]\?)[)\]]?[,;:]?[^\S\n]+\p{Ll}/u;

const suspiciousWord = (text: string) => INSIDE_A_WORD.exec(text)?.[0] ?? MID_SENTENCE.exec(text)?.[1];

/** A warning for each cell of the table with a '?' between letters (at most `max`, so a broken file stays readable). */
export function questionMarkWarnings(table: Table, max = 20): Problem[] {
  const found: Problem[] = [];
  for (const row of table.rows) {
    row.cells.forEach((cell, index) => {
      const word = typeof cell === 'string' ? suspiciousWord(cell) : undefined;
      if (!word || found.length >= max) return;
      const column = table.headers[index] || columnLetter(index);
      found.push(problem('LETRA_TROCADA_POR_INTERROGACAO', { column, word }, { file: table.file, sheet: table.sheet, row: row.number, column, cell: `${columnLetter(index)}${row.number}` }));
    });
  }
  return found;
}
