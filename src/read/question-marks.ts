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

/** How far around each '?' is looked at: a word, not the cell (a cell can be a megabyte of letters). */
const WINDOW = 40;
const WORD_END = /[\p{L}\d]*$/u;
const WORD_START = /^[\p{L}\d]*/u;
const SENTENCE_GOES_ON = /^[)\]]?[,;:]?[^\S\n]+\p{Ll}/u;

/** The first word of the text with a '?' that is not a question ('H?O', 'CO?'), or undefined. */
export function suspiciousWord(text: string): string | undefined {
  for (let at = text.indexOf('?'); at >= 0; at = text.indexOf('?', at + 1)) {
    const before = WORD_END.exec(text.slice(Math.max(0, at - WINDOW), at))![0];
    if (!/\p{L}$/u.test(before) && !(before && SENTENCE_GOES_ON.test(text.slice(at + 1, at + 1 + WINDOW)))) continue;
    let end = at;
    while (text[end + 1] === '?' && end - at < WINDOW) end++;
    const after = WORD_START.exec(text.slice(end + 1, end + 1 + WINDOW))![0];
    if (/^\p{L}/u.test(after)) return `${before}${text.slice(at, end + 1)}${after}`;
    if (before && SENTENCE_GOES_ON.test(text.slice(at + 1, at + 1 + WINDOW))) return `${before}?`;
  }
  return undefined;
}

/**
 * A '?' standing alone where a symbol was (an emoji, '✨', '→', '✅', which Windows-1252 cannot hold either): at the
 * start of a line, before a word ("? Planejamento"), or between spaces inside a line ("Tratamento ? rápido"). Portuguese
 * puts no space before a question mark, so neither is a question; "Por quê ?" at the end of a line is let be.
 */
const STRAY_MARK = /(?:^|\n)[^\S\n]*\?+[^\S\n]+\S|\S[^\S\n]+\?+[^\S\n]+\S/u;

/** The words around the first '?' of the text that stands for a lost symbol ('? Planejamento', 'Tratamento ? rápido'), or undefined. */
export function strayQuestionMark(text: string): string | undefined {
  const match = STRAY_MARK.exec(text);
  if (!match) return undefined;
  const at = match.index + match[0].indexOf('?');
  let end = at;
  while (text[end + 1] === '?' && end - at < WINDOW) end++;
  const before = /\S*$/.exec(text.slice(Math.max(0, at - WINDOW), at).replace(/[^\S\n]+$/, ''))![0];
  const after = /^\S*/.exec(text.slice(end + 1, end + 1 + WINDOW).replace(/^[^\S\n]+/, ''))![0];
  return `${before ? `${before} ` : ''}${text.slice(at, end + 1)} ${after}`;
}

/**
 * A warning for each cell of the table with a '?' in place of a letter or of a symbol (at most `max`, so a broken
 * file stays readable).
 */
export function questionMarkWarnings(table: Table, max = 20): Problem[] {
  const found: Problem[] = [];
  for (const row of table.rows) {
    row.cells.forEach((cell, index) => {
      if (typeof cell !== 'string' || found.length >= max || !cell.includes('?')) return;
      const letter = suspiciousWord(cell);
      const word = letter ?? strayQuestionMark(cell);
      if (!word) return;
      const column = table.headers[index] || columnLetter(index);
      const location = { file: table.file, sheet: table.sheet, row: row.number, column, cell: `${columnLetter(index)}${row.number}` };
      found.push(problem('LETRA_TROCADA_POR_INTERROGACAO', { column, word, symbol: !letter }, location));
    });
  }
  return found;
}
