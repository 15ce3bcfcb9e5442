/**
 * CSV as spreadsheet programs save it. Excel pt-BR writes `;`-separated files in Windows-1252 ("CSV (separado por
 * vírgulas)") or UTF-8 with a BOM ("CSV UTF-8"); LibreOffice and Google Sheets write UTF-8 with `,`. All are read.
 */
import { parse } from 'csv-parse/sync';
import type { CellValue } from './table.ts';

/**
 * Bytes 0x80-0x9F of Windows-1252 (– — “ ” ‘ ’ … € and others). Node's 'windows-1252' decoder follows Latin-1 in
 * this range since 20.18.3 (nodejs/node#56542), which turns the punctuation Excel writes into control characters.
 */
const CP1252_C1 = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

/**
 * Decodes the bytes: UTF-16 when they start with its byte-order mark (Excel's "Texto Unicode", little-endian),
 * UTF-8 (with or without BOM) when valid, otherwise Windows-1252.
 */
export function decodeCsv(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return new TextDecoder('utf-8').decode(bytes.subarray(3));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252')
      .decode(bytes)
      .replace(/[\u0080-\u009f]/g, (c) => CP1252_C1[c.charCodeAt(0) - 0x80]);
  }
}

/**
 * True when the bytes cannot be a CSV: a zip (an .xlsx or .ods renamed .csv), an old .xls, or other binary data
 * (NUL bytes outside UTF-16 text).
 */
export function isBinary(bytes: Uint8Array): boolean {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) return false;
  const sample = bytes.subarray(0, 8192);
  return sample.includes(0);
}

/** The separator used in the header line: the most frequent of `;`, `,` and tab outside quotes. */
export function detectDelimiter(text: string): string {
  const counts = new Map<string, number>([[';', 0], [',', 0], ['\t', 0]]);
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && counts.has(char)) counts.set(char, counts.get(char)! + 1);
  }
  let best = ',';
  for (const [delimiter, count] of counts) if (count > (counts.get(best) ?? 0)) best = delimiter;
  return best;
}

/**
 * Whether a cell's text kept the quote that opened it: a quote never closed where the text ended (`botox,"Dói
 * muito?,Um pouco.` typed in a text editor), which made the reader take the next lines of the file into the cell, up to
 * the next quote. A quoted cell that was read as written appears in its record's raw text quoted, its own quotes
 * doubled (`"""Botox"" é o nome"`); one that kept its opening quote does not.
 */
function keptOpeningQuote(cell: string, raw: string): boolean {
  return cell.startsWith('"') && cell.includes('\n') && !raw.includes(`"${cell.replaceAll('"', '""')}"`);
}

/**
 * Parses CSV bytes into a grid of text cells (empty cells become null). `strayQuotes`, when given, receives the row
 * and column (0-based, as in the grid) of each cell that kept a quote never closed (see keptOpeningQuote).
 */
export function parseCsv(bytes: Uint8Array, strayQuotes?: [row: number, column: number][]): CellValue[][] {
  const text = decodeCsv(bytes);
  const records = parse(text, {
    delimiter: detectDelimiter(text),
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: false,
    raw: true,
  }) as unknown as { record: string[]; raw: string }[];
  return records.map(({ record, raw }, row) =>
    record.map((cell, column) => {
      if (strayQuotes && keptOpeningQuote(cell, raw)) strayQuotes.push([row, column]);
      return cell === '' ? null : cell.replace(/\r\n?/g, '\n');
    }),
  );
}
