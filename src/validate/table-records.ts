/**
 * Table → records: maps Portuguese headers to fields (case, accents and spacing ignored), turns cells into the
 * schema's types (list cells split into lines) and validates each row, collecting every problem with its cell.
 */
import { columnLetter, type Location } from '../errors/location.ts';
import { problem, type Problem } from '../errors/problems.ts';
import { normalizeName } from '../read/workbooks.ts';
import { isBlank, type CellValue, type Table, type TableRow } from '../read/table.ts';
import { problemsFromAjv } from './ajv-problems.ts';
import type { Located, RowSource, SheetId, SheetRow } from './records.ts';
import { SCHEMAS, validatorFor, type PropertySchema, type SheetSchema } from './schemas.ts';

/** Cell → text as staff see it: numbers without spurious decimals, booleans in Portuguese. */
export function cellText(value: CellValue): string {
  if (value === null) return '';
  if (typeof value === 'boolean') return value ? 'sim' : 'não';
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : String(Number(value.toFixed(10)));
  return value.trim();
}

function coerce(value: CellValue, property: PropertySchema): unknown {
  if (isBlank(value)) return undefined;
  const text = cellText(value);
  if (property.type === 'array') return text.split('\n').map((line) => line.trim()).filter(Boolean);
  return text;
}

function rowSource(table: Table, row: TableRow, columnOf: (field: string) => number | undefined): RowSource {
  const location: Location = { file: table.file, sheet: table.sheet, row: row.number };
  return {
    location,
    cell(field) {
      const index = columnOf(field);
      if (index === undefined) return { location };
      const values = row.cells.map(cellText);
      return {
        location: { ...location, column: table.headers[index], cell: `${columnLetter(index)}${row.number}` },
        row: { headers: table.headers, values, column: index },
        value: values[index],
      };
    },
  };
}

export interface TableResult<T> {
  records: Located<T>[];
  problems: Problem[];
  /** Slugs of every row, valid or not, so a row with a bad price is not also reported as a dangling reference. */
  slugs: Set<string>;
}

/** A table with one item per row (catalogues, FAQ, hours...). */
export function recordsFromRows<Id extends SheetId>(table: Table, schemaId: Id): TableResult<SheetRow<Id>> {
  const schema = SCHEMAS[schemaId];
  const problems: Problem[] = [];
  const headerLocation = (index: number): Location => ({
    file: table.file, sheet: table.sheet, row: table.headerRow, column: table.headers[index], cell: `${columnLetter(index)}${table.headerRow}`,
  });
  const byHeader = new Map(Object.entries(schema.properties).map(([field, p]) => [normalizeName(p['x-coluna'] ?? field), field]));
  const columns = new Map<string, number>();
  table.headers.forEach((header, index) => {
    if (!header) return;
    const field = byHeader.get(normalizeName(header));
    if (!field) {
      const known = Object.values(schema.properties).map((p) => p['x-coluna'] ?? '');
      problems.push(problem('COLUNA_DESCONHECIDA', { column: header, known }, headerLocation(index)));
    } else if (columns.has(field)) {
      problems.push(problem('COLUNA_REPETIDA', { column: header }, headerLocation(index)));
    } else columns.set(field, index);
  });
  const missing = schema.required.filter((field) => !columns.has(field));
  for (const field of missing) {
    const column = schema.properties[field]['x-coluna'] ?? field;
    problems.push(problem('COLUNA_AUSENTE', { column }, { file: table.file, sheet: table.sheet, row: table.headerRow }));
  }
  // Every row's slug, valid or not, collected before anything can return early: a missing column or a bad cell
  // elsewhere in the row must not turn every reference to that item into a second, false problem.
  const slugs = new Set<string>();
  const slugColumn = columns.get('slug');
  if (slugColumn !== undefined) {
    for (const row of table.rows) if (!isBlank(row.cells[slugColumn])) slugs.add(cellText(row.cells[slugColumn]));
  }
  if (missing.length) return { records: [], problems, slugs };

  const validate = validatorFor(schemaId);
  const records: Located<SheetRow<Id>>[] = [];
  for (const row of table.rows) {
    const value: Record<string, unknown> = {};
    for (const [field, index] of columns) {
      const coerced = coerce(row.cells[index], schema.properties[field]);
      if (coerced !== undefined) value[field] = coerced;
    }
    const source = rowSource(table, row, (field) => columns.get(field));
    if (validate(value)) records.push({ value, source });
    else problems.push(...problemsFromAjv(validate.errors ?? [], schema, source));
  }
  return { records, problems, slugs };
}

/** A key-value tab ('Campo' | 'Valor'): one field per row, identified by its Portuguese label in the first column. */
export function recordFromPairs<Id extends SheetId>(table: Table, schemaId: Id): { record: Located<SheetRow<Id>> | null; problems: Problem[] } {
  const schema: SheetSchema = SCHEMAS[schemaId];
  const problems: Problem[] = [];
  const byLabel = new Map(Object.entries(schema.properties).map(([field, p]) => [normalizeName(p['x-campo'] ?? field), field]));
  const rowOf = new Map<string, TableRow>();
  const value: Record<string, unknown> = {};
  for (const row of table.rows) {
    const label = cellText(row.cells[0] ?? null);
    const field = byLabel.get(normalizeName(label));
    const location: Location = { file: table.file, sheet: table.sheet, row: row.number, column: table.headers[0], cell: `A${row.number}` };
    if (!field) {
      problems.push(problem('CAMPO_DESCONHECIDO', { field: label }, location));
      continue;
    }
    if (rowOf.has(field)) {
      problems.push(problem('CAMPO_REPETIDO', { field: label, firstRow: rowOf.get(field)!.number }, location));
      continue;
    }
    rowOf.set(field, row);
    const coerced = coerce(row.cells[1] ?? null, schema.properties[field]);
    if (coerced !== undefined) value[field] = coerced;
  }
  const sheetLocation: Location = { file: table.file, sheet: table.sheet };
  for (const field of schema.required) {
    if (!rowOf.has(field)) {
      const p = schema.properties[field];
      problems.push(problem('CAMPO_AUSENTE', { field: p['x-campo'] ?? field, description: p.description }, sheetLocation));
    }
  }
  const source: RowSource = {
    location: sheetLocation,
    cell(field) {
      const row = rowOf.get(field);
      if (!row) return { location: sheetLocation };
      const values = row.cells.map(cellText);
      return {
        location: { file: table.file, sheet: table.sheet, row: row.number, column: table.headers[1] ?? 'Valor', cell: `B${row.number}` },
        row: { headers: table.headers, values, column: 1 },
        value: values[1],
      };
    },
  };
  const validate = validatorFor(schemaId);
  if (!validate(value)) {
    const reported = new Set(schema.required.filter((f) => !rowOf.has(f)));
    const errors = (validate.errors ?? []).filter(
      (e) => !(e.keyword === 'required' && reported.has((e.params as { missingProperty: string }).missingProperty)),
    );
    problems.push(...problemsFromAjv(errors, schema, source));
    return { record: null, problems };
  }
  return { record: { value, source }, problems };
}
