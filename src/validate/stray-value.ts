import { problem, type Problem } from '../errors/problems.ts';
import { isBlank, type TableRow } from '../read/table.ts';
import type { RowSource } from './records.ts';
import type { SheetSchema } from './schemas.ts';

/**
 * A row with one value and nothing else where several columns are required (a character typed into the wrong row, a
 * cell pasted one row too low): one problem saying so, instead of "Célula vazia" for each required column.
 */
export function strayValue(row: TableRow, columns: ReadonlyMap<string, number>, schema: SheetSchema, source: RowSource): Problem | null {
  const filled = [...columns].filter(([, index]) => !isBlank(row.cells[index]));
  const empty = schema.required.filter((field) => columns.has(field) && isBlank(row.cells[columns.get(field)!]));
  if (filled.length !== 1 || empty.length < 2) return null;
  const [field] = filled[0];
  const { location, row: context, value } = source.cell(field);
  const column = (name: string) => schema.properties[name]['x-coluna'] ?? name;
  return problem('LINHA_COM_VALOR_SOLTO', { value: value ?? '', column: column(field), empty: empty.map(column) }, location, { row: context, value });
}
