/** Option values checked before a command runs: a bad one is the user's mistake (exit 1, no stack). */
import { UserError } from '../errors/user-error.ts';
import { buildDay } from '../parse/dates.ts';

/** `--date` (or SOURCE_DATE_EPOCH) → the build's date; an unreadable value is the user's mistake. */
export function checkDate(date: string | undefined): string {
  const day = buildDay(date);
  if (!day) {
    throw new UserError(
      'OPCAO_INVALIDA',
      date === undefined ? `SOURCE_DATE_EPOCH="${process.env.SOURCE_DATE_EPOCH}" não é um número de segundos.` : `A data "${date}" não é válida.`,
      'Use --date 12/03/2026 (ou 2026-03-12), ou SOURCE_DATE_EPOCH em segundos desde 1970.',
    );
  }
  return day;
}

/** `--site-url` → the address without trailing slashes, or undefined when not given. */
export function checkUrl(url: string | undefined): string | undefined {
  if (url === undefined) return undefined;
  if (!/^https?:\/\/[^\s/]+(\/\S*)?$/.test(url)) {
    throw new UserError('OPCAO_INVALIDA', `O endereço "${url}" não é válido.`, 'Use o endereço completo, por exemplo --site-url https://www.suaclinica.com.br');
  }
  return url.replace(/\/+$/, '');
}
