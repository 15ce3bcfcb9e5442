/**
 * Calendar dates of the blog (publication, update, the build's own date). A date here is a day, not an instant: the
 * clinic publishes "on 12 March", in São Paulo, so dates travel as ISO days ('2026-03-12') and are compared as text.
 */

/** '2026-03-12'. ISO days compare correctly as strings. */
export type IsoDay = string;

/** The months as dates are written out in Portuguese ('12 de março de 2026'). */
export const MONTHS = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'];
const RFC822_DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const RFC822_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const pad = (n: number) => String(n).padStart(2, '0');

/** The ISO day of a year, month (1–12) and day, or null when that day does not exist (31/04) or the year is outside 1900–9999. */
export function isoIfReal(year: number, month: number, day: number): IsoDay | null {
  if (year < 1900 || year > 9999 || month < 1 || month > 12 || day < 1) return null;
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/**
 * A date as staff type it (or as the reader hands a date cell on) → ISO day, or null.
 * Accepted: '12/03/2026', '12/3/2026', '12-03-2026', '12.03.2026' (day first, as in Brazil), and '2026-03-12' (how a
 * date cell is read from .xlsx/.ods, and how CSV exports of Google Planilhas may write it). A two-digit year is
 * refused: '12/03/26' could be 1926 to a spreadsheet and 2026 to a person.
 */
export function parseSheetDate(text: string): IsoDay | null {
  const value = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ]00:00(?::00(?:\.0+)?)?Z?)?$/.exec(value);
  if (iso) return isoIfReal(+iso[1], +iso[2], +iso[3]);
  const br = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value);
  if (br) return isoIfReal(+br[3], +br[2], +br[1]);
  return null;
}

/** '2026-03-12' → '12 de março de 2026'; the first day is written '1º', as Brazilian usage has it. */
export function formatLongDate(day: IsoDay): string {
  const [year, month, date] = day.split('-').map(Number);
  return `${date === 1 ? '1º' : date} de ${MONTHS[month - 1]} de ${year}`;
}

/** '2026-03-12' → '12/03/2026': a date cell as the spreadsheet shows it to staff in Brazil. */
export function shortDate(day: IsoDay): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}

/** '2026-03-12' → 'Thu, 12 Mar 2026 00:00:00 -0300' (RSS 2.0 dates): midnight in São Paulo. */
export function rfc822(day: IsoDay): string {
  const [year, month, date] = day.split('-').map(Number);
  const weekday = new Date(Date.UTC(year, month - 1, date)).getUTCDay();
  return `${RFC822_DAYS[weekday]}, ${pad(date)} ${RFC822_MONTHS[month - 1]} ${year} 00:00:00 -0300`;
}

/** '2026-03-12' → '2026-03-12T00:00:00-03:00' (schema.org and Open Graph dates carry the clinic's offset). */
export const isoDateTime = (day: IsoDay) => `${day}T00:00:00-03:00`;

const SAO_PAULO_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The day it is in São Paulo at `instant` ('2026-03-12'). */
export const saoPauloDay = (instant: Date) => SAO_PAULO_DAY.format(instant);

/**
 * The build's date, against which publication dates are compared. Fixed by `build --date 2026-03-12` (or
 * `SOURCE_DATE_EPOCH`, seconds since 1970, the reproducible-builds convention) so that a given sheet builds the same
 * pages on any day; otherwise today in São Paulo. Returns null for an unreadable value (the CLI reports it).
 */
export function buildDay(option: string | undefined, env: NodeJS.ProcessEnv = process.env, now = new Date()): IsoDay | null {
  if (option !== undefined) return parseSheetDate(option);
  const epoch = env.SOURCE_DATE_EPOCH;
  if (epoch !== undefined && epoch !== '') {
    if (!/^\d+$/.test(epoch.trim())) return null;
    return saoPauloDay(new Date(Number(epoch.trim()) * 1000));
  }
  return saoPauloDay(now);
}
