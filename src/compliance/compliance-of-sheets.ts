/**
 * The compliance check as `validate` and `build` run it (through checkSheets in src/pipeline/check-sheets.ts): the validated
 * records and the optional 'Marcas' tab of the same read. Compliance is only meaningful on sheets that validate, so
 * it runs only when there are records.
 */
import { errorsIn, type Problem } from '../errors/problems.ts';
import { readSheets, type SheetSet } from '../read/read-sheets.ts';
import type { Table } from '../read/table.ts';
import type { BrandRow, Located, SheetRecords } from '../validate/records.ts';
import { recordsFromRows } from '../validate/table-records.ts';
import { validateSheets } from '../validate/validate-sheets.ts';
import { checkCompliance, type ComplianceOptions } from './check-compliance.ts';

/** Rows of the 'Marcas' tab, and the problems of that tab (an unknown column, an over-long name). */
export function brandsOf(table: Table | null | undefined): { brands: Located<BrandRow>[]; problems: Problem[] } {
  if (!table) return { brands: [], problems: [] };
  const result = recordsFromRows(table, 'marcas');
  return { brands: result.records, problems: result.problems };
}

/** Compliance findings of validated records, with the brands of the same sheet set. */
export function complianceOf(sheets: SheetSet, records: SheetRecords, options: ComplianceOptions = {}): Problem[] {
  const marcas = brandsOf(sheets.tables.configuracoes.marcas);
  return [...marcas.problems, ...checkCompliance(records, marcas.brands, options)];
}

/** Reads and validates a folder, then checks it (for tests and tools that have only the folder). */
export function complianceOfSheets(sheetsDir: string, options: ComplianceOptions = {}): Problem[] {
  const sheets = readSheets(sheetsDir);
  const { records, problems } = validateSheets(sheets);
  if (!records || errorsIn(problems).length) return [];
  return complianceOf(sheets, records, options);
}
