/** Helpers for the publish tests: the CLI with everything it prints, and e-mail subjects as staff read them. */
import type { ReceivedMail } from './leads.ts';

export { runCliAll } from './run-cli.ts';

/** A header's RFC 2047 encoded words decoded: '=?UTF-8?Q?Site_N=C3=83O?=' → 'Site NÃO'. */
export function decodedHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([BQ])\?(.*?)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8'),
    );
}

export const mailSubject = (mail: ReceivedMail) => decodedHeader(mail.header('subject') ?? '');
