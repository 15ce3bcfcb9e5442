/**
 * The dates and ages the operator types in `leads export --since` and `leads purge --older-than`.
 */
import { UserError } from '../errors/user-error.ts';
import { saoPauloToUtc } from './sao-paulo-time.ts';

const DAY_MS = 24 * 3600_000;

/**
 * The start of a day in São Paulo as an ISO instant. Accepts "2026-01-31" and "31/01/2026".
 *
 * @example sinceDate('31/01/2026') // '2026-01-31T03:00:00.000Z'
 */
export function sinceDate(text: string): string {
  const trimmed = text.trim();
  const br = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(trimmed);
  const iso = br ? `${br[3]}-${br[2].padStart(2, '0')}-${br[1].padStart(2, '0')}` : trimmed;
  const instant = /^\d{4}-\d{2}-\d{2}$/.test(iso) ? saoPauloToUtc(`${iso}T00:00`) : null;
  if (!instant) {
    throw new UserError('DATA_INVALIDA', { text });
  }
  return instant.toISOString();
}

/**
 * The number of days of an age the operator typed ("180d", "30 dias").
 *
 * @example ageInDays('180d') // 180
 */
export function ageInDays(age: string): number {
  const match = /^(\d{1,5})\s*d(ias?)?$/i.exec(age.trim());
  const days = match ? Number(match[1]) : NaN;
  if (!(days >= 1)) {
    throw new UserError('PRAZO_INVALIDO', { age });
  }
  return days;
}

/**
 * The instant before which leads are older than `days` days.
 *
 * @example cutoffAfterDays(180, new Date('2026-07-01T00:00:00Z')) // '2026-01-02T00:00:00.000Z'
 */
export function cutoffAfterDays(days: number, now: Date = new Date()): string {
  return new Date(now.getTime() - days * DAY_MS).toISOString();
}

/**
 * The instant before which leads are older than `age` ("180d": 180 days).
 *
 * @example cutoffOf('180d', new Date('2026-07-01T00:00:00Z')) // '2026-01-02T00:00:00.000Z'
 */
export function cutoffOf(age: string, now: Date = new Date()): string {
  return cutoffAfterDays(ageInDays(age), now);
}
