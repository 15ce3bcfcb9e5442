/**
 * A CSV saved without a text delimiter (LibreOffice: "Delimitador de texto" left empty in "Editar configurações do
 * filtro"). Nothing marks where a cell's text begins and ends, so a cell with line breaks is written as it is and each
 * of its lines becomes a line of the file: one row of the sheet reads as several short lines, and the site would see
 * pieces of text as rows with empty cells. Programs write every separator of every row, so the sign is a line with
 * fewer fields than the titles followed by more such lines that, joined back where the breaks were, fill the row.
 * A program that keeps the delimiter writes a quote opening each cell with a break or a separator in it, so a file with
 * such a quote is not suspected (a quote inside a text, `o "calombo"`, is written as it is either way).
 */
import type { CellValue } from './table.ts';
import { isBlank } from './table.ts';
import { decodeCsv, detectDelimiter } from './csv.ts';

const filled = (cells: CellValue[]) => cells.some((cell) => !isBlank(cell));

/**
 * The first row (index in the grid) cut at a line break, when the file reads as saved without a text delimiter;
 * otherwise null. `bytes` are decoded again only when the grid shows a cut row.
 */
export function cutAtLineBreak(grid: CellValue[][], bytes: Uint8Array): number | null {
  const header = grid.findIndex(filled);
  if (header < 0) return null;
  const width = grid[header].length;
  for (let row = header + 1; row < grid.length; row++) {
    if (grid[row].length >= width || !filled(grid[row])) continue;
    // A line break joins the last field of one line with the first of the next: their fields add up less one.
    let fields = grid[row].length;
    let next = row + 1;
    while (fields < width && next < grid.length && grid[next].length < width) fields += grid[next++].length - 1;
    if (next > row + 1 && fields >= width) return opensQuotedCell(decodeCsv(bytes)) ? null : row;
  }
  return null;
}

/** Whether a quote opens a field somewhere: at the start of a line or right after the separator. */
function opensQuotedCell(text: string): boolean {
  const delimiter = detectDelimiter(text);
  for (let at = text.indexOf('"'); at >= 0; at = text.indexOf('"', at + 1)) {
    if (at === 0 || text[at - 1] === delimiter || text[at - 1] === '\n' || text[at - 1] === '\r') return true;
  }
  return false;
}
