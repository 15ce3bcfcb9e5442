/**
 * What a date cell the site cannot read most likely holds, so that the problem can say how to fix it
 * (src/validate/ajv-problems.ts). None is accepted as a date: the cell stays an error until staff fix it, because a
 * number could be something else, a written-out date is only one typo away from another day, a day the month lacks
 * is a typo of some other day, and a year of two digits leaves the century to a guess.
 */
import { isoIfReal, MONTHS, type IsoDay } from './dates.ts';
import { foldAccents } from './fold-accents.ts';

export type DateMistake =
  /** A number where a date belongs: a date whose cell lost its date format ('46093' → 2026-03-12). */
  | { kind: 'numero'; date: IsoDay }
  /**
   * A date written out in Portuguese ('12 de março de 2026'); `date` is null when it does not name one whole day, and
   * then `missingDay` says when the day is one the month lacks ('31 de fevereiro de 2026').
   */
  | { kind: 'extenso'; date: IsoDay | null; missingDay?: MissingDay }
  /** A day the month does not have ('31/02/2026'); `lastDay` is the month's last (28). */
  | ({ kind: 'dia-inexistente' } & MissingDay)
  /** Month first, as in the United States ('05/31/2026'): the day written where the month goes; `date` is the day meant. */
  | { kind: 'mes-primeiro'; date: IsoDay }
  /**
   * A year of two digits ('07/05/26'); `date` is the day with the year in the 2000s, as staff of a clinic's blog mean it
   * ('2026-05-07'), null when that day does not exist. Only suggested, never assumed (src/parse/dates.ts).
   */
  | { kind: 'ano-curto'; year: string; date: IsoDay | null };

/** A day of a month that does not have it: 31 of February 2026, whose last day (`lastDay`) is 28. */
export interface MissingDay {
  day: number;
  month: number;
  year: number;
  lastDay: number;
}

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

/** Day, month and year as parseSheetDate reads them ('31/02/2026', '7-5-26'), the year of two or four digits. */
const DAY_FIRST = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/;

/** The last day of a month (1–12) of a year: 28 for 02/2026. */
const lastDayOf = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The day a month lacks (31 of a month of 30), or null when the month has it or no month has such a day. */
function missingDay(year: number, month: number, day: number): MissingDay | null {
  if (month < 1 || month > 12 || day < 1 || day <= lastDayOf(year, month) || day > 31) return null;
  return { day, month, year, lastDay: lastDayOf(year, month) };
}

/**
 * The mistake of a date written with numbers that is not a day: a day the month lacks, a year of two digits, or the
 * month first ('05/31/2026': only when the day cannot be the month, so '05/06/2026' stays 5 June and is accepted).
 */
function numericMistake(value: string): DateMistake | null {
  const numeric = DAY_FIRST.exec(value);
  if (!numeric) return null;
  const [day, month] = [Number(numeric[1]), Number(numeric[2])];
  if (numeric[3].length === 2) {
    // '5/31/26': the day meant, month first, is still the one to suggest with the year written whole.
    const year = 2000 + Number(numeric[3]);
    return { kind: 'ano-curto', year: numeric[3], date: isoIfReal(year, month, day) ?? (month > 12 ? isoIfReal(year, day, month) : null) };
  }
  const year = Number(numeric[3]);
  const monthFirst = month > 12 ? isoIfReal(year, day, month) : null;
  if (monthFirst) return { kind: 'mes-primeiro', date: monthFirst };
  // '04/31/2026': month first and a day that month lacks; said as the day April lacks.
  const missing = month > 12 ? missingDay(year, day, month) : missingDay(year, month, day);
  return missing && { kind: 'dia-inexistente', ...missing };
}

/** The mistake an unreadable date cell most likely is, or null when it looks like none of them. */
export function dateMistake(text: string): DateMistake | null {
  const value = foldAccents(text.trim()).replace(/\s+/g, ' ');
  const numeric = numericMistake(value);
  if (numeric) return numeric;
  const serial = SERIAL.exec(value);
  if (serial) {
    const days = Number(serial[1]);
    if (days < FIRST_SERIAL || days > LAST_SERIAL) return null;
    return { kind: 'numero', date: new Date(SERIAL_DAY_ZERO + days * DAY_MS).toISOString().slice(0, 10) };
  }
  const written = WRITTEN_OUT.exec(value);
  if (written) {
    const month = MONTH_NAMES.indexOf(written[2]) + 1 || MONTH_ABBREVIATIONS.indexOf(written[2]) + 1;
    if (month) {
      const [year, day] = [Number(written[3]), Number(written[1])];
      const date = isoIfReal(year, month, day);
      const missing = date ? null : missingDay(year, month, day);
      return missing ? { kind: 'extenso', date, missingDay: missing } : { kind: 'extenso', date };
    }
  }
  return NAMES_A_MONTH.test(value) ? { kind: 'extenso', date: null } : null;
}

/** '2026-03-12' → '12/03/2026', as staff type a date. */
export function formatShortDate(day: IsoDay): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}
