/**
 * The clinic's clock. A booking's `dataHora` comes from `<input type="datetime-local">`, which carries no zone: it is
 * the visitor's wall-clock time, and the clinic is in São Paulo. Conversions go through Intl's time-zone data rather
 * than a fixed "-03:00": Brazil has no DST since 2019, but the tz database will know first if that changes.
 */
import { CLINIC_TIME_ZONE as ZONE } from '../../templates/islands/forms/lead-limits.ts';

const partsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

const displayFormat = new Intl.DateTimeFormat('pt-BR', {
  timeZone: ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** São Paulo's offset from UTC at instant `utcMs`, in ms (e.g. -3 h). */
function offsetAt(utcMs: number): number {
  const p = Object.fromEntries(partsFormat.formatToParts(new Date(utcMs)).map((x) => [x.type, x.value]));
  const wall = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second);
  return wall - Math.floor(utcMs / 1000) * 1000;
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?$/;

/**
 * The UTC instant of a São Paulo wall-clock time "YYYY-MM-DDTHH:MM[:SS]", or null if it is not a real date
 * ("2026-02-30T10:00", "2026-12-01T25:00").
 *
 * @example saoPauloToUtc('2026-12-01T14:30')?.toISOString() // '2026-12-01T17:30:00.000Z'
 */
export function saoPauloToUtc(local: string): Date | null {
  const m = LOCAL.exec(local);
  if (!m) return null;
  const [year, month, day, hour, minute, second] = [m[1], m[2], m[3], m[4], m[5], m[6] ?? '0'].map(Number);
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(wall);
  if (
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day ||
    check.getUTCHours() !== hour ||
    check.getUTCMinutes() !== minute
  ) {
    return null;
  }
  // Two passes settle the offset even next to a (historic) DST switch.
  const first = wall - offsetAt(wall);
  return new Date(wall - offsetAt(first));
}

/** "01/12/2026 14:30" in São Paulo time: what a receptionist reads, and what Excel pt-BR takes for a date. */
export function formatSaoPaulo(instant: string | Date): string {
  return displayFormat.format(new Date(instant)).replace(',', '');
}

/** The wall-clock "YYYY-MM-DDTHH:MM" shown back for a datetime-local value, without seconds. */
export function minutePrecision(local: string): string {
  return local.slice(0, 16);
}
