/** Helpers for the publish tests: the CLI with everything it prints, and e-mail subjects as staff read them. */
import { main } from '../../src/cli/main.ts';
import type { ReceivedMail } from './leads.ts';

/**
 * Runs `clinic-site …args` in process and returns [exit code, stdout, stderr], stderr including what the reporter
 * writes straight to process.stderr (user errors).
 */
export async function runCliAll(args: string[]): Promise<[number, string, string]> {
  const out: string[] = [];
  const err: string[] = [];
  const [log, error, write] = [console.log, console.error, process.stderr.write];
  console.log = (text: string) => out.push(String(text));
  console.error = (text: string) => err.push(String(text));
  process.stderr.write = ((text: string) => (err.push(String(text)), true)) as typeof process.stderr.write;
  try {
    return [await main(args), out.join('\n'), err.join('\n')];
  } finally {
    [console.log, console.error, process.stderr.write] = [log, error, write];
  }
}

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
