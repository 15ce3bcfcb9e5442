import { shortDate } from '../parse/dates.ts';
import type { CellKind, CellValue } from '../read/table.ts';

/** A date cell as the reader hands it on (src/read/workbook-thread.ts). */
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Cell → text as staff see it: numbers without spurious decimals, booleans in Portuguese. */
export function cellText(value: CellValue): string {
  if (value === null) return '';
  if (typeof value === 'boolean') return value ? 'sim' : 'não';
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : String(Number(value.toFixed(10)));
  return value.trim();
}

/**
 * A cell as problems quote it: its text, and a date cell, read as an ISO day (2026-08-20), as the spreadsheet shows it
 * (20/08/2026).
 */
export function shownText(value: CellValue, kind?: CellKind): string {
  const text = cellText(value);
  return kind === 'data' && ISO_DAY.test(text) ? shortDate(text) : text;
}
