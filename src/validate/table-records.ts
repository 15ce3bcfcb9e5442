/**
 * Table → records: maps Portuguese headers to fields (case, accents and spacing ignored), turns cells into the
 * schema's types (list cells split into lines) and validates each row, collecting every problem with its cell.
 */
import { columnLetter, type Location } from '../errors/location.ts';
import { errorsIn, problem, type Problem } from '../errors/problems.ts';
import { normalizeName } from '../read/workbooks.ts';
import { isBlank, type CellValue, type Table, type TableRow } from '../read/table.ts';
import type { ErrorObject } from 'ajv';
import { problemsFromAjv } from './ajv-problems.ts';
import { typeProblems } from './cell-type-problems.ts';
import { linkedValue, linkProblem } from './cell-links.ts';
import { cellText, shownText } from './cell-text.ts';
import { coerce } from './cell-coercion.ts';
import { strayValue } from './stray-value.ts';
import { shiftChecker } from './shifted-row.ts';
import type { Located, RowSource, SheetId, SheetRow } from './records.ts';
import { SCHEMAS, validatorFor, type SheetSchema } from './schemas.ts';

/**
 * A column title or field name as it is compared: without case, accents, punctuation or spaces, so that "Email",
 * "E-mail" and "e mail" are the same name.
 */
const labelKey = (name: string) => normalizeName(name).replace(/ /g, '');

/** A column title without a note in parentheses at its end: "Preço (R$)" → "Preço", "Endereço (slug)" → "Endereço". */
const bareLabelKey = (name: string) => labelKey(name.replace(/\s*\([^()]*\)\s*$/, ''));

/**
 * Column title → field. A title matches its column's name, or, where staff added or left out a note in parentheses
 * ("Preço (R$)", "Duração (min)", "Endereço" for "Endereço (slug)"), its name without the note, as long as no other
 * column has that bare name.
 */
function columnMatcher(schema: SheetSchema): (header: string) => string | undefined {
  const names = Object.entries(schema.properties).map(([field, p]) => [field, p['x-coluna'] ?? field] as const);
  const exact = new Map(names.map(([field, name]) => [labelKey(name), field]));
  const bare = new Map<string, string | null>();
  for (const [field, name] of names) {
    const key = bareLabelKey(name);
    bare.set(key, bare.has(key) ? null : field);
  }
  return (header) => exact.get(labelKey(header)) ?? bare.get(bareLabelKey(header)) ?? undefined;
}

/** Ajv's errors minus those about fields already reported (one problem per cell). */
const ajvErrorsOutside = (errors: ErrorObject[], fields: Set<string>) =>
  errors.filter((e) => !fields.has(e.keyword === 'required' ? (e.params as { missingProperty: string }).missingProperty : e.instancePath.split('/')[1]));

/**
 * Where a row's record comes from. It keeps the row's cells and the table's headers, not the table: a dev session
 * keeps records of unchanged rows from one rebuild to the next (RowMemo), and they must not keep every earlier
 * version of the table alive.
 */
function rowSource(table: Table, row: TableRow, columns: ReadonlyMap<string, number>): RowSource {
  const { headers } = table;
  const { number, cells, kinds } = row;
  const location: Location = { file: table.file, sheet: table.sheet, row: number };
  // The row's texts, made once: the image stage and the cross-checks ask every row where its picture is.
  let texts: string[] | undefined;
  return {
    location,
    cell(field) {
      const index = columns.get(field);
      if (index === undefined) return { location };
      const values = (texts ??= cells.map((cell, index) => shownText(cell, kinds?.[index])));
      return {
        location: { ...location, column: headers[index], cell: `${columnLetter(index)}${number}` },
        row: { headers, values, column: index },
        value: values[index],
        raw: cells[index] ?? null,
      };
    },
  };
}

/** What one row gave: its record (null when it has problems) and its problems, and the cells it came from. */
interface RowResult {
  cells: readonly CellValue[];
  kinds: TableRow['kinds'];
  links: TableRow['links'];
  record: Located<unknown> | null;
  problems: Problem[];
  /** A row pasted out of place (./shifted-row.ts): the address its item will have once it is moved back. */
  slug?: string;
}

/**
 * A dev session's memo of the rows of one table (src/validate/validate-sheets.ts), by row number: a row whose cells
 * and cell kinds are those of the rebuild before (the table's file, tab, headers and schema key the memo itself) gives
 * the very record of that rebuild, which is not converted and validated again, and which later stages find equal at
 * once. Cells are compared one by one; those of an unchanged row are the very values read before (src/read/read-cache.ts).
 */
export type RowMemo = Map<number, RowResult>;

/** Same values at every index (holes included: a row's kinds are sparse). */
function sameCells(a: readonly unknown[] | undefined, b: readonly unknown[] | undefined): boolean {
  if (a === b) return true;
  if (!a || !b || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** The key of a table's row memo: its schema, file, tab and headers. */
export const rowMemoKey = (table: Table, schemaId: SheetId) => JSON.stringify([schemaId, table.file, table.sheet, table.headerRow, table.headers]);

export interface TableResult<T> {
  records: Located<T>[];
  problems: Problem[];
  /**
   * Slugs of every row, valid or not, with the first row that has each: a row with a bad price is not also reported
   * as a dangling reference, and a later row with its slug is a repetition even while that row has errors.
   */
  slugs: Map<string, number>;
  /** False when a required column is missing: the table's items are then unknown, not absent. */
  complete: boolean;
  /**
   * Rows whose slug is empty or refused: a reference that finds no item may well mean one of them, so its problem
   * says so rather than advising to delete the reference.
   */
  badSlugRows: number[];
}

/**
 * A table with one item per row (catalogues, FAQ, hours...). `rows`: the memo of this table's rows from the rebuild
 * before (`before`), and the one for the next (`after`, filled here with this table's rows).
 */
export function recordsFromRows<Id extends SheetId>(table: Table, schemaId: Id, rows?: { before?: RowMemo; after: RowMemo }): TableResult<SheetRow<Id>> {
  const schema = SCHEMAS[schemaId];
  const problems: Problem[] = [];
  const headerLocation = (index: number): Location => ({
    file: table.file, sheet: table.sheet, row: table.headerRow, column: table.headers[index], cell: `${columnLetter(index)}${table.headerRow}`,
  });
  const fieldOf = columnMatcher(schema);
  const columns = new Map<string, number>();
  table.headers.forEach((header, index) => {
    if (!header) return;
    const field = fieldOf(header);
    if (!field) {
      const known = Object.values(schema.properties).map((p) => p['x-coluna'] ?? '');
      problems.push(problem('COLUNA_DESCONHECIDA', { column: header, known }, headerLocation(index)));
    } else if (columns.has(field)) {
      problems.push(problem('COLUNA_REPETIDA', { column: header }, headerLocation(index)));
    } else columns.set(field, index);
  });
  // A column hidden in the spreadsheet (an offer withdrawn "for now") is read like the others: staff are told, as they
  // are of hidden rows, since what they see on screen is not what will be published.
  const read = new Set(columns.values());
  const hidden = (table.hiddenColumns ?? []).filter((index) => read.has(index) && table.rows.some((row) => !isBlank(row.cells[index])));
  if (hidden.length) problems.push(problem('COLUNAS_OCULTAS', { columns: hidden.map((index) => table.headers[index]) }, headerLocation(hidden[0])));
  const missing = schema.required.filter((field) => !columns.has(field));
  for (const field of missing) {
    const column = schema.properties[field]['x-coluna'] ?? field;
    problems.push(problem('COLUNA_AUSENTE', { column }, { file: table.file, sheet: table.sheet, row: table.headerRow }));
  }
  // Every row's slug, valid or not, collected before anything can return early: a missing column or a bad cell
  // elsewhere in the row must not turn every reference to that item into a second, false problem.
  const slugs = new Map<string, number>();
  // Rows that repeat an earlier row's slug: most often a row whose own slug was typed over (what pointed to it now
  // points nowhere), so they count as rows with a bad slug.
  const repeated: number[] = [];
  const slugColumn = columns.get('slug');
  if (slugColumn !== undefined) {
    for (const row of table.rows) {
      const slug = isBlank(row.cells[slugColumn]) ? null : cellText(row.cells[slugColumn]);
      if (slug === null) continue;
      if (!slugs.has(slug)) slugs.set(slug, row.number);
      else repeated.push(row.number);
    }
  }
  if (missing.length) return { records: [], problems, slugs, complete: false, badSlugRows: [] };

  const validate = validatorFor(schemaId);
  const records: Located<SheetRow<Id>>[] = [];
  const rowResult = (read: TableRow): Omit<RowResult, 'cells' | 'kinds' | 'links'> => {
    let row = read;
    const unusedLinks: [field: string, index: number][] = [];
    if (read.links) {
      const cells = [...read.cells];
      for (const [field, index] of columns) {
        const linked = linkedValue(cells[index], read.links[index], schema.properties[field]);
        cells[index] = linked.value;
        if (linked.unused) unusedLinks.push([field, index]);
      }
      row = { ...read, cells };
    }
    const value: Record<string, unknown> = {};
    for (const [field, index] of columns) {
      const coerced = coerce(row.cells[index], schema.properties[field]);
      if (coerced !== undefined) value[field] = coerced;
    }
    const source = rowSource(table, row, columns);
    const stray = strayValue(row, columns, schema, source);
    if (stray) return { record: null, problems: [stray] };
    const links = unusedLinks.map(([field, index]) => linkProblem(schema.properties[field], field, row.cells[index], read.links![index]!, source.cell(field).location));
    const types = typeProblems(row, [...columns], schema, source);
    if (validate(value) && !types.fields.size) return { record: { value, source }, problems: [...types.problems, ...links] };
    return { record: null, problems: [...types.problems, ...problemsFromAjv(ajvErrorsOutside(validate.errors ?? [], types.fields), schema, source), ...links] };
  };
  // A row pasted a column or two away from its place: one problem saying so instead of one per column.
  // Its item is known by the address it will have once moved back: what refers to it is not wrong too.
  const shifted = shiftChecker(table, (row) => errorsIn(rowResult(row).problems).length);
  const checkedRow = (row: TableRow) => {
    const result = rowResult(row);
    const shift = result.record ? null : shifted(row, result.problems);
    if (!shift) return result;
    const slug = slugColumn === undefined || isBlank(shift.row.cells[slugColumn]) ? undefined : cellText(shift.row.cells[slugColumn]);
    return { record: null, problems: [shift.problem], slug };
  };
  const badSlugRows: number[] = [];
  const slugHeader = slugColumn === undefined ? undefined : table.headers[slugColumn];
  for (const row of table.rows) {
    const earlier = rows?.before?.get(row.number);
    const result =
      earlier && sameCells(earlier.cells, row.cells) && sameCells(earlier.kinds, row.kinds) && sameCells(earlier.links, row.links)
        ? earlier
        : { cells: row.cells, kinds: row.kinds, links: row.links, ...checkedRow(row) };
    rows?.after.set(row.number, result);
    if (result.slug !== undefined && !slugs.has(result.slug)) slugs.set(result.slug, row.number);
    for (const p of result.problems) problems.push(p);
    if (result.record) records.push(result.record as Located<SheetRow<Id>>);
    else if (slugHeader !== undefined && result.problems.some((p) => p.location.column === slugHeader)) badSlugRows.push(row.number);
  }
  const bad = repeated.length ? [...new Set([...badSlugRows, ...repeated])].sort((a, b) => a - b) : badSlugRows;
  return { records, problems, slugs, complete: true, badSlugRows: bad };
}

/** A key-value tab ('Campo' | 'Valor'): one field per row, identified by its Portuguese label in the first column. */
export function recordFromPairs<Id extends SheetId>(table: Table, schemaId: Id): { record: Located<SheetRow<Id>> | null; problems: Problem[] } {
  const schema: SheetSchema = SCHEMAS[schemaId];
  const problems: Problem[] = [];
  const byLabel = new Map(Object.entries(schema.properties).map(([field, p]) => [labelKey(p['x-campo'] ?? field), field]));
  const rowOf = new Map<string, TableRow>();
  const value: Record<string, unknown> = {};
  const unknown: { label: string; location: Location }[] = [];
  for (const row of table.rows) {
    const label = cellText(row.cells[0] ?? null);
    const field = byLabel.get(labelKey(label));
    const location: Location = { file: table.file, sheet: table.sheet, row: row.number, column: table.headers[0], cell: `A${row.number}` };
    if (!field) {
      unknown.push({ label, location });
      continue;
    }
    if (rowOf.has(field)) {
      problems.push(problem('CAMPO_REPETIDO', { field: label, firstRow: rowOf.get(field)!.number }, location));
      continue;
    }
    const linked = linkedValue(row.cells[1] ?? null, row.links?.[1], schema.properties[field]);
    if (linked.unused) problems.push(linkProblem(schema.properties[field], field, linked.value, row.links![1]!, { ...location, column: table.headers[1], cell: `B${row.number}` }));
    // The row as read, with the linked address in place of the word: messages about the value show what was read.
    rowOf.set(field, linked.value === (row.cells[1] ?? null) ? row : { ...row, cells: row.cells.map((cell, i) => (i === 1 ? linked.value : cell)) });
    const coerced = coerce(linked.value, schema.properties[field]);
    if (coerced !== undefined) value[field] = coerced;
  }
  const sheetLocation: Location = { file: table.file, sheet: table.sheet };
  const missing = schema.required.filter((field) => !rowOf.has(field)).map((field) => schema.properties[field]['x-campo'] ?? field);
  // Said with the names still missing: a row with a mistyped or empty name is most often one of them.
  for (const { label, location } of unknown) problems.push(problem('CAMPO_DESCONHECIDO', { field: label, missing }, location));
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
        raw: row.cells[1] ?? null,
      };
    },
  };
  const validate = validatorFor(schemaId);
  const typed = new Set<string>();
  for (const [field, row] of rowOf) {
    const types = typeProblems(row, [[field, 1]], schema, source);
    for (const p of types.problems) problems.push(p);
    if (types.fields.size) typed.add(field);
  }
  if (!validate(value) || typed.size) {
    const reported = new Set(schema.required.filter((f) => !rowOf.has(f)));
    const errors = ajvErrorsOutside(validate.errors ?? [], typed).filter(
      (e) => !(e.keyword === 'required' && reported.has((e.params as { missingProperty: string }).missingProperty)),
    );
    for (const p of problemsFromAjv(errors, schema, source)) problems.push(p);
    return { record: null, problems };
  }
  return { record: { value, source }, problems };
}
