/**
 * Which spreadsheet formats the site reads, and what it says about the others (docs/site.md#spreadsheet-programs).
 *
 * Read: .xlsx and .xlsm (the same Office Open XML zip; a macro is never run, SheetJS only reads cells) and .ods, all
 * checked on their bytes first (src/read/workbook-file.ts) and read in the time- and memory-limited thread
 * (src/read/workbook.ts); and CSV sets, .tsv and .txt included (src/read/csv-set.ts).
 *
 * Named and refused, with "salve como .xlsx":
 * - .xls (Excel 97-2003): an OLE container, so none of the checks on the zip's directory (declared sizes, damage)
 *   apply before SheetJS parses it; a second binary parser to trust with files from outside, for a format every
 *   program staff use (Excel, LibreOffice, Google Sheets, Numbers) saves as .xlsx in one step.
 * - .xlsb: Excel's binary format; rarely chosen on purpose, and no program here saves one to test the reading against.
 * - .numbers: Apple's format changes with each Numbers version; SheetJS reads only part of it.
 * - .fods: LibreOffice's flat XML, an uncompressed file of any size with no directory to check first; .ods is the same
 *   content, compressed and checked.
 */
import { extname } from 'node:path';

export const WORKBOOK_EXTENSIONS = ['.xlsx', '.xlsm', '.ods'];

/** A tab exported as text (src/read/csv-set.ts): comma or semicolon separated, or tab-separated (.tsv, Excel's .txt). */
export const CSV_EXTENSIONS = ['.csv', '.tsv', '.txt'];

const UNREAD: Record<string, string> = {
  '.xls': '.xls (Excel 97-2003)',
  '.xlsb': '.xlsb (pasta de trabalho binária do Excel)',
  '.numbers': '.numbers (Apple Numbers)',
  '.fods': '.fods (planilha XML simples do LibreOffice)',
  '.xlt': '.xlt (modelo do Excel 97-2003)',
  '.xltx': '.xltx (modelo do Excel)',
  '.ots': '.ots (modelo do LibreOffice)',
};

/** Extensions of spreadsheet files the site recognises by name but does not read. */
export const UNREAD_FORMATS = Object.keys(UNREAD);

/** 'blog.xls' → '.xls (Excel 97-2003)'. */
export const formatOf = (file: string) => UNREAD[extname(file).toLowerCase()] ?? extname(file);
