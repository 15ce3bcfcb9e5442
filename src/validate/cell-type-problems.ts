/**
 * What is wrong with a cell before its text is even looked at: its type (a date, true/false or formula error where a
 * number belongs, a number formatted as a percentage), invisible control characters, and a price too low to be one.
 * Each becomes a problem at its cell, and the field is left out of the schema's checks (one problem per cell).
 */
import { parseDuration } from '../parse/duration.ts';
import { problem, type Problem } from '../errors/problems.ts';
import type { TableRow } from '../read/table.ts';
import { formatReais, HIGHEST_PRICE, LOWEST_NUMBER_PRICE, parsePrice } from '../parse/price.ts';
import type { RowSource } from './records.ts';
import type { PropertySchema, SheetSchema } from './schemas.ts';

/** Columns whose value is a number in disguise: a date, true/false or a formula error there is never what was meant. */
const NUMERIC_FORMATS = new Set(['preco', 'duracao', 'coordenada']);

/**
 * C0 and C1 control characters other than tab and line breaks: invisible in the spreadsheet, garbage on the page, and
 * (as terminal escape sequences) able to rewrite what the terminal shows.
 */
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

type CellTypeProblem = { kind: 'data' | 'erro' | 'booleano' | 'porcentagem' | 'formula' } | { control: true } | { lowPrice: number; asText: boolean } | { highPrice: true };

/** What is wrong with a cell before its text is even looked at (its type, invisible characters), or null. */
function cellTypeProblem(row: TableRow, index: number, property: PropertySchema): CellTypeProblem | null {
  const kind = row.kinds?.[index];
  const value = row.cells[index];
  if (kind === 'erro' || kind === 'formula') return { kind };
  // Before the low-price check: 0.5 formatted as 50% is not "R$ 0,50 typed in English".
  if (kind === 'porcentagem' && property.format && NUMERIC_FORMATS.has(property.format)) return { kind: 'porcentagem' };
  if (property.format === 'preco') {
    // Text too (a CSV cell is always text): "1,2" or "R$ 5" would be published as it reads.
    const amount = typeof value === 'number' ? value : typeof value === 'string' ? parsePrice(value)?.amount : null;
    if (typeof amount === 'number' && amount > 0 && amount < LOWEST_NUMBER_PRICE) return { lowPrice: amount, asText: typeof value === 'string' };
    if (typeof amount === 'number' && amount >= HIGHEST_PRICE) return { highPrice: true };
  }
  if (property.format && NUMERIC_FORMATS.has(property.format)) {
    // A duration typed as 1:30 in a cell the program made a time is shown, and read, as the text typed.
    const typedDuration = property.format === 'duracao' && typeof value === 'string' && /^\d{1,2}:[0-5]\d$/.test(value.trim()) && parseDuration(value) !== null;
    if (kind === 'data' && !typedDuration) return { kind: 'data' };
    if (typeof value === 'boolean') return { kind: 'booleano' };
  }
  if (typeof value === 'string' && CONTROL_CHARACTERS.test(value)) return { control: true };
  return null;
}

/** Problems of cell types in one row (see cellTypeProblem), and the fields they were found in. */
export function typeProblems(row: TableRow, cells: [field: string, index: number][], schema: SheetSchema, source: RowSource) {
  const problems: Problem[] = [];
  const fields = new Set<string>();
  for (const [field, index] of cells) {
    const property = schema.properties[field];
    const found = cellTypeProblem(row, index, property);
    if (!found) continue;
    const column = property['x-coluna'] ?? property['x-campo'] ?? field;
    const { location, row: context, value } = source.cell(field);
    const extra = { row: context, value };
    if ('control' in found) problems.push(problem('CARACTERE_DE_CONTROLE', { column }, location, extra));
    else if ('highPrice' in found) problems.push(problem('PRECO_ALTO', { limit: formatReais(HIGHEST_PRICE) }, location, extra));
    else if ('lowPrice' in found) {
      const shown = formatReais(found.lowPrice);
      if (found.asText) problems.push(problem('PRECO_BAIXO', { shown }, location, extra));
      else problems.push(problem('PRECO_NUMERO_BAIXO', { shown, typed: formatReais(found.lowPrice * 1000) }, location, extra));
    }
    else problems.push(problem('TIPO_DE_CELULA', { column, kind: found.kind, ...(found.kind === 'porcentagem' ? { shown: String(row.cells[index]) } : {}) }, location, extra));
    fields.add(field);
  }
  return { problems, fields };
}
