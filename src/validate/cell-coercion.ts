/**
 * A cell → the value its column's schema checks: blank → absent, list cells split into lines, and what staff type in
 * the forms a spreadsheet program keeps or changes (a price as a number, a CEP that lost its first zero, "Fechado", a
 * value of a list with other capitals, accents or an invisible character pasted along).
 */
import { withoutInvisible } from '../errors/problem-report.ts';
import { foldAccents } from '../parse/fold-accents.ts';
import { formatReais } from '../parse/price.ts';
import { isBlank, type CellValue } from '../read/table.ts';
import { cellText } from './cell-text.ts';
import type { PropertySchema } from './schemas.ts';

export function coerce(value: CellValue, property: PropertySchema): unknown {
  if (isBlank(value)) return undefined;
  // A price typed as a number (1200.5) is read as the amount it is, written as staff would type it: '1.200,50'.
  if (property.format === 'preco' && typeof value === 'number' && value > 0) return formatReais(value);
  // A CEP typed as 04515001 becomes the number 4515001 in a spreadsheet, its first zero lost; typed without the
  // hyphen it is the same CEP: both are read as '04515-001'.
  if (property.format === 'cep') {
    const digits = typeof value === 'number' ? (Number.isInteger(value) && value > 0 ? String(value) : '') : cellText(value);
    if (/^\d{7,8}$/.test(digits)) return `${digits.padStart(8, '0').slice(0, 5)}-${digits.padStart(8, '0').slice(5)}`;
  }
  const text = cellText(value);
  // 'Fechado' in Abre or Fecha says what an empty cell says: the clinic does not open that day.
  if (property.format === 'horario' && foldAccents(text) === 'fechado') return undefined;
  if (property.type === 'array') return text.split('\n').map((line) => line.trim().replace(LIST_MARKER, '')).filter(Boolean);
  // A value of a list typed with other capitals or accents ('Facial', 'CAPILAR', 'médicina') is that value, as
  // headers and tab names are: only a word outside the list is a problem.
  // So is one with an invisible character pasted along with it ('facial' and a zero-width space).
  if (property.enum && !property.enum.includes(text)) {
    const visible = foldAccents(withoutInvisible(text));
    return property.enum.find((allowed) => foldAccents(allowed) === visible) ?? text;
  }
  return text;
}

/**
 * A bullet or number staff type before each item of a list cell ("- Avaliação", "• Aplicação", "1. Retorno"): the
 * site draws its own, so the typed one would show beside it.
 */
const LIST_MARKER = /^(?:[-–—•*·▪◦●‣]|\d{1,2}[.)])\s+/;
