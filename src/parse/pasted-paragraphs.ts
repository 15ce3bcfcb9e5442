/**
 * Paragraphs as a word processor pastes them. Text copied from Word or Google Docs into a cell has one line break
 * between paragraphs, not the blank line Markdown asks for, and nobody wraps lines by hand inside a cell: read as
 * Markdown, a whole pasted article ran together into one paragraph. So a line of text followed by another line of
 * text starts a new paragraph, as it looked where it was written (docs in README, "Blog").
 *
 * Deliberately left joined, because there the line break is Markdown's own: consecutive list items, table rows and
 * quoted lines, a line underlined with `===` or `---` (a heading), an indented line (what continues a list item or is
 * code), and everything inside a fenced code block.
 */

const LIST_ITEM = /^[ \t]*(?:[-*+]|\d{1,9}[.)])[ \t]/;
const TABLE_ROW = /\|/;
const QUOTE = /^[ \t]*>/;
const UNDERLINE = /^ {0,3}(?:=+|-+)[ \t]*$/;
const INDENTED = /^(?: {2,}|\t)/;
const FENCE = /^[ \t]*(```|~~~)/;

const blank = (line: string) => line.trim() === '';

/** Whether the break between two non-blank lines is Markdown's own (the lines belong to one block). */
function sameBlock(line: string, next: string): boolean {
  return (
    (LIST_ITEM.test(line) && LIST_ITEM.test(next)) ||
    (TABLE_ROW.test(line) && TABLE_ROW.test(next)) ||
    (QUOTE.test(line) && QUOTE.test(next)) ||
    UNDERLINE.test(next) ||
    INDENTED.test(next)
  );
}

/** @example withPastedParagraphs('Primeiro.\nSegundo.') // 'Primeiro.\n\nSegundo.' */
export function withPastedParagraphs(markdown: string): string {
  const lines = markdown.split(/\r?\n/);
  const out: string[] = [];
  let fenced = false;
  lines.forEach((line, index) => {
    out.push(line);
    if (FENCE.test(line)) fenced = !fenced;
    const next = lines[index + 1];
    if (fenced || next === undefined || FENCE.test(next) || blank(line) || blank(next) || sameBlock(line, next)) return;
    out.push('');
  });
  return out.join('\n');
}
