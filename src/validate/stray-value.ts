import { problem, type Problem } from '../errors/problems.ts';
import { isBlank, type TableRow } from '../read/table.ts';
import type { RowSource } from './records.ts';
import type { SheetSchema } from './schemas.ts';

/**
 * A row with one value and nothing else where several columns are required (a character typed into the wrong row, a
 * cell pasted one row too low), or with two and no address (a totals row under the table: "Total" and a sum of the
 * prices): one problem saying so, instead of "Célula vazia" for each required column. Two values with the address are
 * a row begun, whose empty columns are each named.
 */
export function strayValue(row: TableRow, columns: ReadonlyMap<string, number>, schema: SheetSchema, source: RowSource): Problem | null {
  const filled = [...columns].filter(([, index]) => !isBlank(row.cells[index]));
  const empty = schema.required.filter((field) => columns.has(field) && isBlank(row.cells[columns.get(field)!]));
  const noAddress = columns.has('slug') && isBlank(row.cells[columns.get('slug')!]);
  if (!(filled.length === 1 || (filled.length === 2 && noAddress)) || empty.length < 2) return null;
  const column = (name: string) => schema.properties[name]['x-coluna'] ?? name;
  const values = filled.map(([field]) => ({ value: source.cell(field).value ?? '', column: column(field) }));
  const { location, row: context, value } = source.cell(filled[0][0]);
  return problem('LINHA_COM_VALOR_SOLTO', { values, empty: empty.map(column) }, location, { row: context, value });
}
