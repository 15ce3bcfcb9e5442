/** Turns Ajv's errors for one row into Portuguese problems at the right cell. */
import { foldAccents } from '../parse/fold-accents.ts';
import { dateMistake, formatShortDate, type MissingDay } from '../parse/date-mistakes.ts';
import { MONTHS } from '../parse/dates.ts';
import { priceMistake } from '../parse/price-mistakes.ts';
import { durationWithDigits } from '../parse/duration-words.ts';
import type { ErrorObject } from 'ajv';
import { problem, type Problem, type RowContext } from '../errors/problems.ts';
import type { Location } from '../errors/location.ts';
import { IMAGES_FOLDER_LABEL } from './image-name-files.ts';
import type { RowSource } from './records.ts';
import type { SheetSchema } from './schemas.ts';
import { hasInvisible } from '../errors/problem-report.ts';

/**
 * '1200.5', 'R$ 400.00', 'A partir de R$ 1.200.50': a number with a decimal point, as LibreOffice and Excel in English
 * export a price to CSV.
 */
const DECIMAL_POINT = /^\s*(?:a partir de\s*)?(?:R\$\s*)?(?:\d+|\d{1,3}(?:\.\d{3})+)\.\d{1,2}\s*$/i;

/** 'Preenchimento Labial!' → 'preenchimento-labial' (a suggestion for a bad slug). */
export function suggestSlug(text: string): string {
  return foldAccents(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * What DATA_INVALIDA says of a number that lost its date format, a date written out in words, a day the month lacks, a
 * short year or the month written first.
 */
function dateMistakeArgs(text: string) {
  const mistake = dateMistake(text);
  if (mistake?.kind === 'numero') return { lostFormat: { number: text.trim(), date: formatShortDate(mistake.date) } };
  const named = (missing: MissingDay) => ({ ...missing, month: MONTHS[missing.month - 1] });
  if (mistake?.kind === 'extenso') {
    return { writtenOut: mistake.date ? { date: formatShortDate(mistake.date) } : mistake.missingDay ? { missingDay: named(mistake.missingDay) } : {} };
  }
  if (mistake?.kind === 'dia-inexistente') return { missingDay: named(mistake) };
  if (mistake?.kind === 'mes-primeiro') return { monthFirst: { text: text.trim(), date: formatShortDate(mistake.date), notAMonth: Number(mistake.date.slice(8)) } };
  if (mistake?.kind === 'ano-curto') return { shortYear: { year: mistake.year, ...(mistake.date ? { date: formatShortDate(mistake.date) } : {}) } };
  return {};
}

/** The most characters (UTF-16 units) an Excel cell holds; a longer paste is cut there without a warning. */
const EXCEL_CELL_LIMIT = 32_767;

export function problemsFromAjv(errors: ErrorObject[], schema: SheetSchema, source: RowSource): Problem[] {
  const problems: Problem[] = [];
  const seen = new Set<string>();
  for (const error of errors) {
    const field = error.keyword === 'required' ? (error.params as { missingProperty: string }).missingProperty : error.instancePath.split('/')[1];
    const property = schema.properties[field];
    if (!property || seen.has(field)) continue;
    seen.add(field);
    const column = property['x-coluna'] ?? property['x-campo'] ?? field;
    const { location, row, value, raw } = source.cell(field);
    const at = (p: Problem) => problems.push(p);
    const extra = { value, row };
    switch (error.keyword) {
      case 'required':
        at(problem('VALOR_OBRIGATORIO', { column, description: property.description }, location, extra));
        break;
      case 'enum':
        at(problem('VALOR_FORA_DA_LISTA', { column, allowed: property.enum ?? [] }, location, extra));
        break;
      case 'format':
        if (property.format === 'preco') {
          const csv = /\.(?:csv|tsv|txt)$/i.test(location.file);
          const mistake = priceMistake(value ?? '');
          const offerColumn = schema.properties.offer?.['x-coluna'];
          at(problem('PRECO_INVALIDO', { decimalPoint: DECIMAL_POINT.test(String(value ?? '')), csv, ...(mistake ? { mistake } : {}), ...(offerColumn ? { offerColumn } : {}) }, location, extra));
        }
        else if (property.format === 'duracao') {
          const withDigits = durationWithDigits(value ?? '');
          at(problem('DURACAO_INVALIDA', withDigits ? { withDigits } : {}, location, extra));
        }
        else if (property.format === 'dias') at(problem('DIAS_INVALIDOS', {}, location, extra));
        else if (property.format === 'data') at(problem('DATA_INVALIDA', { column, ...dateMistakeArgs(value ?? '') }, location, extra));
        else if (property.format === 'imagem') at(imageProblem(value ?? '', column, property.description, location, extra));
        else at(problem('FORMATO_INVALIDO', { column, expected: property.description }, location, extra));
        break;
      case 'pattern':
        if (field === 'slug') at(problem('SLUG_INVALIDO', { suggestion: suggestSlug(value ?? ''), invisible: hasInvisible(value ?? '') }, location, extra));
        else at(problem('FORMATO_INVALIDO', { column, expected: property.description }, location, extra));
        break;
      case 'maxLength': {
        // Excel's cut is counted before the text is trimmed: a cut that fell on a space leaves it at the end.
        const cutByExcel = typeof raw === 'string' && raw.length === EXCEL_CELL_LIMIT;
        const length = cutByExcel ? EXCEL_CELL_LIMIT : [...(value ?? '')].length;
        at(problem('TEXTO_LONGO', { column, max: property.maxLength!, length, cutByExcel }, location, extra));
        break;
      }
      case 'minLength':
        at(problem('TEXTO_CURTO', { column, min: property.minLength!, length: [...(value ?? '')].length }, location, extra));
        break;
      case 'minItems':
      case 'maxItems': {
        const count = (value ?? '').split('\n').filter((l) => l.trim()).length;
        at(problem('LISTA_TAMANHO', { column, min: property.minItems, max: property.maxItems, count }, location, extra));
        break;
      }
      default:
        at(problem('FORMATO_INVALIDO', { column, expected: property.description }, location, extra));
    }
  }
  return problems;
}

/**
 * What is wrong with an image cell, when it can be told: a path on someone's computer, the name with the folder
 * before it, the name without its extension, or a plain http:// address (`name`: the same address with https://).
 */
export function imageMistake(text: string): { kind: 'computador' | 'pasta' | 'extensao' | 'http'; name: string } | undefined {
  const value = text.trim();
  if (/^http:\/\/\S+$/i.test(value)) return { kind: 'http', name: value.replace(/^http:/i, 'https:') };
  if (/^[a-z]:[\\/]|^\\\\|^\/(home|users|mnt|media)\//i.test(value)) return { kind: 'computador', name: value.split(/[\\/]/).pop() ?? value };
  const inFolder = /^(?:\.?\/)?(?:sheets\/)?imagens\/([^/\\]+)$/i.exec(value);
  if (inFolder) return { kind: 'pasta', name: inFolder[1] };
  if (/^[\p{L}\d][\p{L}\d ._-]*$/u.test(value) && !/\.[a-z0-9]{2,5}$/i.test(value)) return { kind: 'extensao', name: value };
  return undefined;
}

/**
 * The problem of an image cell the format check refuses. A name without extension is IMAGEM_SEM_EXTENSAO, whose files
 * of the images folder validateSheets adds (src/validate/image-name-files.ts).
 */
function imageProblem(text: string, column: string, expected: string, location: Location, extra: { value?: string; row?: RowContext }): Problem {
  const mistake = imageMistake(text);
  if (mistake?.kind === 'extensao') return problem('IMAGEM_SEM_EXTENSAO', { name: mistake.name, folder: IMAGES_FOLDER_LABEL }, location, extra);
  return problem('FORMATO_INVALIDO', { column, expected, ...(mistake ? { image: { kind: mistake.kind, name: mistake.name } } : {}) }, location, extra);
}
