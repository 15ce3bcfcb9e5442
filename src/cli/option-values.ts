/** Option values checked before a command runs: a bad one is the user's mistake (exit 1, no stack). */
import { UserError } from '../errors/user-error.ts';
import { buildDay } from '../parse/dates.ts';

/** `--date` (or SOURCE_DATE_EPOCH) → the build's date; an unreadable value is the user's mistake. */
export function checkDate(date: string | undefined): string {
  const day = buildDay(date);
  if (!day) {
    throw date === undefined
      ? new UserError('SOURCE_DATE_EPOCH_INVALIDO', { value: process.env.SOURCE_DATE_EPOCH })
      : new UserError('DATA_DA_GERACAO_INVALIDA', { date });
  }
  return day;
}

/** `--site-url` → the address without trailing slashes, or undefined when not given. */
export function checkUrl(url: string | undefined): string | undefined {
  if (url === undefined) return undefined;
  if (!/^https?:\/\/[^\s/]+(\/\S*)?$/.test(url)) {
    throw new UserError('ENDERECO_DO_SITE_INVALIDO', { url });
  }
  return url.replace(/\/+$/, '');
}
