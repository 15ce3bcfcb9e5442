/** A tab of a workbook as the reader hands it on: header row and data rows, with the row numbers staff see. */
export type CellValue = string | number | boolean | null;

export interface TableRow {
  /** Row number as the spreadsheet shows it. */
  number: number;
  cells: CellValue[];
}

export interface Table {
  /** File name inside the sheets folder, e.g. 'servicos.xlsx' or 'servicos-perguntas.csv'. */
  file: string;
  /** Tab name as written in the workbook ('Serviços'); for CSV, the tab the file stands for. */
  sheet: string;
  headerRow: number;
  headers: string[];
  /** Data rows, blank rows left out. */
  rows: TableRow[];
}

export const isBlank = (value: CellValue) => value === null || (typeof value === 'string' && value.trim() === '');

/** Turns a grid of cells (first non-blank row = headers) into a Table. `firstRowNumber` is the grid's first row. */
export function tableFromGrid(file: string, sheet: string, grid: CellValue[][], firstRowNumber = 1): Table {
  let headerIndex = grid.findIndex((row) => row.some((cell) => !isBlank(cell)));
  if (headerIndex < 0) return { file, sheet, headerRow: firstRowNumber, headers: [], rows: [] };
  const headers = grid[headerIndex].map((cell) => (cell === null ? '' : String(cell).trim()));
  while (headers.length && headers[headers.length - 1] === '') headers.pop();
  const rows: TableRow[] = [];
  for (let i = headerIndex + 1; i < grid.length; i++) {
    const cells = grid[i].slice(0, headers.length);
    if (cells.every(isBlank)) continue;
    while (cells.length < headers.length) cells.push(null);
    rows.push({ number: firstRowNumber + i, cells });
  }
  return { file, sheet, headerRow: firstRowNumber + headerIndex, headers, rows };
}
