/**
 * What a date cell the site cannot read most likely holds, so that the problem can say how to fix it
 * (src/validate/ajv-problems.ts). Neither is accepted as a date: the cell stays an error until staff fix it, because a
 * number could be something else and a written-out date is only one typo away from another day.
 */
import { isoIfReal, MONTHS, type IsoDay } from './dates.ts';
import { foldAccents } from './fold-accents.ts';

export type DateMistake =
  /** A number where a date belongs: a date whose cell lost its date format ('46093' → 2026-03-12). */
  | { kind: 'numero'; date: IsoDay }
  /** A date written out in Portuguese ('12 de março de 2026'); `date` is null when it does not name one whole day. */
  | { kind: 'extenso'; date: IsoDay | null };

/**
 * Spreadsheets keep a date as the number of days since 30/12/1899 (Excel's 1900 system, which LibreOffice and Google
 * Planilhas share from 1900-03-01 on); a date cell whose format is cleared, or pasted as values into a cell formatted
 * as a number, shows that number. Only numbers of plausible article dates count: 18264 is 01/01/1950, 73050 is
 * 31/12/2099. A smaller number is more likely something else (2026 typed alone as the year is 18/07/1905).
 */
const FIRST_SERIAL = 18264;
const LAST_SERIAL = 73050;
const SERIAL = /^(\d{5})(?:[.,]\d+)?$/;
const SERIAL_DAY_ZERO = Date.UTC(1899, 11, 30);
const DAY_MS = 24 * 60 * 60 * 1000;

/** '12 de março de 2026', '1º de março de 2026', '12 mar 2026', '12/mar/2026', 'quinta-feira, 12 de março de 2026' (accents folded). */
const WRITTEN_OUT = /^(?:[a-z]+(?:-feira)?,?\s+)?(\d{1,2})\s*[º°o]?[\s/.-]+(?:de\s+)?([a-z]+)\.?[\s/.-]+(?:de\s+)?(\d{4})$/;
const MONTH_NAMES = MONTHS.map(foldAccents);
/** The months' three-letter abbreviations ('mar', 'set'), accepted only inside a whole date: alone they are words. */
const MONTH_ABBREVIATIONS = MONTH_NAMES.map((name) => name.slice(0, 3));
const NAMES_A_MONTH = new RegExp(`(?<![a-z])(?:${MONTH_NAMES.join('|')})(?![a-z])`);

/** The mistake an unreadable date cell most likely is, or null when it looks like neither. */
export function dateMistake(text: string): DateMistake | null {
  const value = foldAccents(text.trim()).replace(/\s+/g, ' ');
  const serial = SERIAL.exec(value);
  if (serial) {
    const days = Number(serial[1]);
    if (days < FIRST_SERIAL || days > LAST_SERIAL) return null;
    return { kind: 'numero', date: new Date(SERIAL_DAY_ZERO + days * DAY_MS).toISOString().slice(0, 10) };
  }
  const written = WRITTEN_OUT.exec(value);
  if (written) {
    const month = MONTH_NAMES.indexOf(written[2]) + 1 || MONTH_ABBREVIATIONS.indexOf(written[2]) + 1;
    if (month) return { kind: 'extenso', date: isoIfReal(Number(written[3]), month, Number(written[1])) };
  }
  return NAMES_A_MONTH.test(value) ? { kind: 'extenso', date: null } : null;
}

/** '2026-03-12' → '12/03/2026', as staff type a date. */
export function formatShortDate(day: IsoDay): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}
