/**
 * CSV as spreadsheet programs save it. Excel pt-BR writes `;`-separated files in Windows-1252 ("CSV (separado por
 * vírgulas)") or UTF-8 with a BOM ("CSV UTF-8"); LibreOffice and Google Sheets write UTF-8 with `,`. All are read.
 */
import { parse } from 'csv-parse/sync';
import type { CellValue } from './table.ts';

/** Decodes the bytes: UTF-8 (with or without BOM) when valid, otherwise Windows-1252. */
export function decodeCsv(bytes: Uint8Array): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return new TextDecoder('utf-8').decode(bytes.subarray(3));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
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

/** Parses CSV bytes into a grid of text cells (empty cells become null). */
export function parseCsv(bytes: Uint8Array): CellValue[][] {
  const text = decodeCsv(bytes);
  const records = parse(text, {
    delimiter: detectDelimiter(text),
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: false,
  }) as string[][];
  return records.map((record) => record.map((cell) => (cell === '' ? null : cell.replace(/\r\n?/g, '\n'))));
}
