/** Where a problem is, as clinic staff see it in their spreadsheet program. */
export interface Location {
  /** File name inside the sheets folder, e.g. 'servicos.xlsx'. */
  file: string;
  /** Tab name as written in the workbook, e.g. 'Serviços'. */
  sheet?: string;
  /** Row number as the spreadsheet shows it (header is usually 1). */
  row?: number;
  /** Column header as written in the sheet, e.g. 'Preço'. */
  column?: string;
  /** Cell reference, e.g. 'D14'. */
  cell?: string;
  /**
   * An address that opens this place, for a workbook downloaded from a link (fontes.txt): the Google spreadsheet at
   * the tab and cell when known, otherwise the link itself. Printed after the location, never part of it.
   */
  link?: string;
}

/** 0 → 'A', 25 → 'Z', 26 → 'AA'. */
export function columnLetter(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/**
 * 'servicos.xlsx › Serviços › linha 14, coluna "Preço" (D14)' (the wording of docs/architecture.md#errors-as-product).
 */
export function describeLocation(location: Location): string {
  const parts = [location.file];
  if (location.sheet) parts.push(location.sheet);
  const place: string[] = [];
  if (location.row !== undefined) place.push(`linha ${location.row}`);
  if (location.column) place.push(`coluna "${location.column}"`);
  let text = place.join(', ');
  if (location.cell) text += `${text ? ' ' : ''}(${location.cell})`;
  if (text) parts.push(text);
  return parts.join(' › ');
}

/** A row number as staff read it: 10001 → '10.001'. */
export const rowNumber = (n: number) => n.toLocaleString('pt-BR');

/**
 * Row numbers as ranges: [2, 3, 4, 7, 9, 10] → '2–4, 7, 9–10'. At most `maxRanges` ranges are written; the rest are
 * counted ('… e mais 40 linhas').
 */
export function rowRanges(rows: readonly number[], maxRanges = 10): string {
  const sorted = [...new Set(rows)].sort((a, b) => a - b);
  const ranges: [number, number][] = [];
  for (const n of sorted) {
    const last = ranges[ranges.length - 1];
    if (last && n === last[1] + 1) last[1] = n;
    else ranges.push([n, n]);
  }
  const shown = ranges.slice(0, maxRanges).map(([a, b]) => (a === b ? rowNumber(a) : `${rowNumber(a)}–${rowNumber(b)}`));
  let rest = 0;
  for (const [a, b] of ranges.slice(maxRanges)) rest += b - a + 1;
  return shown.join(', ') + (rest ? ` e mais ${rowNumber(rest)} linha(s)` : '');
}
