import type { CellValue } from '../read/table.ts';

/** Cell → text as staff see it: numbers without spurious decimals, booleans in Portuguese. */
export function cellText(value: CellValue): string {
  if (value === null) return '';
  if (typeof value === 'boolean') return value ? 'sim' : 'não';
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : String(Number(value.toFixed(10)));
  return value.trim();
}
