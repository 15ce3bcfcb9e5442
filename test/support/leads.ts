/**
 * Real parts for the lead tests, all on loopback: a temporary folder, a built-looking out/ folder, an SMTP server
 * that keeps what it receives, and a small JSON client.
 */
import { eventually as retryUntil } from './eventually.ts';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

export function temporaryFolder(prefix = 'leads-'): { path: string; remove(): void } {
  const path = mkdtempSync(join(tmpdir(), prefix));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}

/** The smallest out/ that `startServer` and `clinic-site serve` accept. */
export function writeOutFolder(dir: string): string {
  const out = join(dir, 'out');
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, 'index.html'), '<!doctype html><title>Clínica</title><p>Início</p>');
  writeFileSync(join(out, '404.html'), '<!doctype html><title>404</title><p>Ops! Página não encontrada.</p>');
  // What marks a folder the build made (serve serves no other): empty, as a build of an earlier version left it.
  writeFileSync(join(out, '.clinic-site.json'), '{}');
  return out;
}

export { freePort } from './free-port.ts';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  /** Header value (first occurrence, unfolded), lower-case name. */
  header(name: string): string | undefined;
  /** The text body, quoted-printable decoded. */
  text: string;
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex) => `%${hex}`);
  try {
    return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
  } catch {
    return body;
  }
}

function parseMail(raw: string, from: string, to: string[]): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).toLowerCase();
    if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
  }
  const qp = /quoted-printable/i.test(headers.get('content-transfer-encoding') ?? '');
  return { from, to, raw, header: (name) => headers.get(name.toLowerCase()), text: qp ? decodeQuotedPrintable(body) : body };
}

/** An SMTP server on 127.0.0.1 that accepts everything and records each message. */
export async function startSmtpSink(port = 0, refuses: (recipient: string) => boolean = () => false): Promise<{ port: number; mails: ReceivedMail[]; close(): Promise<void> }> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'], // plain loopback: no certificate to trust
    logger: false,
    onRcptTo(address, _session, callback) {
      callback(refuses(address.address) ? Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }) : undefined);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const envelope = session.envelope;
        const from = envelope.mailFrom ? envelope.mailFrom.address : '';
        mails.push(parseMail(Buffer.concat(chunks).toString('utf8'), from, envelope.rcptTo.map((r) => r.address)));
        callback();
      });
    },
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => done());
  });
  const actual = (server.server.address() as { port: number }).port;
  return { port: actual, mails, close: () => new Promise<void>((done) => server.close(() => done())) };
}

export interface JsonAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  json: any;
}

/** Sends raw bytes with node:http (fetch would fix up what the hostile-input tests want to send wrong). */
export function post(url: string, body: string | Buffer, headers: Record<string, string> = {}): Promise<JsonAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let json: unknown = undefined;
        try {
          json = JSON.parse(text);
        } catch {}
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json });
      });
    });
    // A server that answers 413 early may close while we still write: the answer is what counts.
    req.on('error', reject);
    req.end(body);
  });
}

export const postJson = (url: string, value: unknown, headers?: Record<string, string>) => post(url, JSON.stringify(value), headers);

/** Waits until `check` holds (test/support/eventually.ts), or fails after `timeoutMs` naming `what`. */
export const eventually = (check: () => boolean, timeoutMs: number, what: string): Promise<void> =>
  retryUntil(() => {
    if (!check()) throw new Error(`não aconteceu em ${timeoutMs} ms: ${what}`);
  }, timeoutMs);

export const homeLead = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ana Souza',
  phone: '(11) 98765-4321',
  treatment: 'Harmonização Facial',
  message: 'Gostaria de saber o preço.',
  referral: 'google ads',
  consent: true,
  website: '',
  ...overrides,
});

/** A booking form body for a date `daysAhead` days from now. */
export function bookingLead(overrides: Record<string, unknown> = {}, daysAhead = 7) {
  const day = new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);
  return {
    name: 'Bruno Lima',
    email: 'bruno@exemplo.com.br',
    phone: '+55 11 91234-5678',
    dataHora: `${day}T14:30`,
    message: '',
    referral: '',
    consent: true,
    website: '',
    ...overrides,
  };
}
