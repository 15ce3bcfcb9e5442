/**
 * Spreadsheet files in the sheets folder that the read stage would otherwise pass over in silence: a copy of a workbook
 * under another name, which may be the one staff edited (a browser's second download 'servicos (1).xlsx', a copy made
 * by Windows, macOS or Google Drive: 'servicos - Cópia.xlsx', 'servicos copy.xlsx', 'Cópia de servicos.xlsx'), the name
 * typed with accents ('Serviços.xlsx') or with its extension twice ('servicos.xlsx.xlsx'), or a file that is none of
 * the workbooks.
 */
import { extname } from 'node:path';
import { UNREAD_FORMATS, WORKBOOK_EXTENSIONS } from './workbook-formats.ts';
import { normalizeName, type WorkbookSpec } from './workbooks.ts';

const SPREADSHEET_EXTENSIONS = [...WORKBOOK_EXTENSIONS, ...UNREAD_FORMATS];

/**
 * 'servicos.xlsx.xlsx': saved as "servicos.xlsx" where Windows hides the extension, which it then adds again. The
 * folder shows the file as servicos.xlsx, and nobody sees why the site does not read it.
 */
const DOUBLED_EXTENSION = / (xlsx|xlsm|xls|xlsb|ods|fods|csv|tsv|txt|numbers)$/;

/** Marks that copies add to a name, once folded (normalizeName): lower case, no accents, words split by spaces. */
const COPY_MARKS = [/^(copia|copy) (de |of )?/, / ?\(\d+\)$/, / (copia|copy)( \d+)?$/, / v?\d{1,3}$/, DOUBLED_EXTENSION];

/** 'Cópia de servicos (2)' → 'servicos'; a name without such marks stays as it is (folded). */
export function nameBeforeCopy(base: string): string {
  let name = normalizeName(base);
  for (;;) {
    const next = COPY_MARKS.reduce((current, mark) => current.replace(mark, ''), name).trim();
    if (next === name) return name;
    name = next;
  }
}

/** A spreadsheet staff may have saved here, not an office program's lock file or a macOS resource file. */
function spreadsheetBase(file: string): string | null {
  const extension = extname(file).toLowerCase();
  if (!SPREADSHEET_EXTENSIONS.includes(extension) || file.startsWith('.') || file.startsWith('~$')) return null;
  return file.slice(0, -extension.length);
}

/** The files that look like a version of `spec` without its exact name ('servicos.xlsx', any case, is read). */
export function lookalikesOf(spec: WorkbookSpec, files: readonly string[]): string[] {
  return files.filter((file) => {
    const base = spreadsheetBase(file);
    return base !== null && base.toLowerCase() !== spec.name && nameBeforeCopy(base) === spec.name;
  });
}

/** Spreadsheet files that are neither a workbook of the site nor a version of one. */
export function unknownSpreadsheets(specs: readonly WorkbookSpec[], files: readonly string[]): string[] {
  return files.filter((file) => {
    const base = spreadsheetBase(file);
    return base !== null && !specs.some((spec) => nameBeforeCopy(base) === spec.name);
  });
}
