/**
 * .xlsx and .ods workbooks (SheetJS). Cells keep their type: a number typed as a number stays a number (the price
 * 1200), while dates and times are taken as the text the spreadsheet shows ('12:00'), because staff type opening
 * hours as times and Excel stores them as fractions of a day.
 */
import * as XLSX from 'xlsx';
import type { CellValue } from './table.ts';

export interface WorkbookTab {
  name: string;
  grid: CellValue[][];
  /** Row number (as shown) of grid[0]. */
  firstRowNumber: number;
}

/** A date format (days, months or years in it), as opposed to a time of day ('h:mm'). */
const isCalendarDate = (format: string) => /[dy]/i.test(format.replace(/"[^"]*"|\[[^\]]*\]/g, ''));

function isoDay(serial: number): string {
  const { y, m, d } = XLSX.SSF.parse_date_code(serial);
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

function cellValue(cell: XLSX.CellObject | undefined): CellValue {
  if (!cell) return null;
  switch (cell.t) {
    case 's':
      return typeof cell.v === 'string' ? cell.v.replace(/\r\n?/g, '\n') : null;
    case 'n':
      if (!cell.z || !XLSX.SSF.is_date(cell.z as string)) return cell.v as number;
      // A calendar date becomes an ISO day: Excel's default date format (14) is shown as 'm/d/yy' whatever the
      // clinic's locale, so the displayed text of '12/03/2026' typed in Brazil would read as 3 December.
      return isCalendarDate(cell.z as string) ? isoDay(cell.v as number) : (cell.w ?? (cell.v as number));
    case 'b':
      return cell.v as boolean;
    case 'd':
    case 'e':
      return cell.w ?? null;
    default:
      return null;
  }
}

export function readWorkbookBytes(bytes: Uint8Array): WorkbookTab[] {
  const workbook = XLSX.read(bytes, { type: 'array', cellDates: false, cellHTML: false, cellFormula: false, cellNF: true, dense: true });
  return workbook.SheetNames.map((name) => {
    const sheet = workbook.Sheets[name];
    const ref = sheet['!ref'];
    if (!ref) return { name, grid: [], firstRowNumber: 1 };
    const range = XLSX.utils.decode_range(ref);
    const data = (sheet as unknown as { '!data': (XLSX.CellObject | undefined)[][] })['!data'] ?? [];
    const grid: CellValue[][] = [];
    for (let r = range.s.r; r <= range.e.r; r++) {
      const source = data[r] ?? [];
      const row: CellValue[] = [];
      for (let c = 0; c <= range.e.c; c++) row.push(cellValue(source[c]));
      grid.push(row);
    }
    return { name, grid, firstRowNumber: range.s.r + 1 };
  });
}
