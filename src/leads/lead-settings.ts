/**
 * What the lead service reads from the environment (set by the operator in the systemd unit or its
 * EnvironmentFile; docs/operador-leads.md lists every variable). A wrong value stops the start with a message that
 * names the variable: a server that runs with a half-understood setting would lose notifications silently.
 */
import { UserError } from '../errors/user-error.ts';
import type { ExpectedSetting } from '../errors/lead-server-errors.ts';
import { redactedLocation } from './lead-database.ts';

export interface MailSettings {
  /** An smtp:// or smtps:// URL, or host/port/secure/auth. */
  smtp: { url: string } | { host: string; port: number; secure: boolean; auth?: { user: string; pass: string } };
  from: string;
  /** The clinic's inbox; may list several addresses separated by commas. */
  to: string;
}

export interface WebhookSettings {
  url: string;
  /** When set, each POST carries an HMAC-SHA256 of its body so the CRM can tell it came from us. */
  secret: string | null;
}

export interface LeadSettings {
  mail: MailSettings | null;
  webhook: WebhookSettings | null;
  /** How many reverse proxies in front of us append to X-Forwarded-For; 0 = ignore the header. */
  trustProxyHops: number;
  rateLimit: { max: number; windowMs: number };
  bodyLimitBytes: number;
  /** How long a claimed notification is one process's before another may take it (docs/operador-leads.md). */
  outboxLeaseMs: number;
}

type Env = Record<string, string | undefined>;

function invalid(variable: string, value: string, expected: ExpectedSetting): UserError {
  return new UserError('CONFIGURACAO_INVALIDA', { variable, value, expected });
}

function integer(env: Env, variable: string, fallback: number, min: number, max: number): number {
  const raw = env[variable]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) throw invalid(variable, raw, { kind: 'integer', min, max });
  return value;
}

function flag(env: Env, variable: string): boolean | undefined {
  const raw = env[variable]?.trim().toLowerCase();
  if (!raw) return undefined;
  if (['1', 'true', 'sim', 'yes'].includes(raw)) return true;
  if (['0', 'false', 'nao', 'não', 'no'].includes(raw)) return false;
  throw invalid(variable, raw, { kind: 'yes-no' });
}

function url(env: Env, variable: string, protocols: string[]): string | null {
  const raw = env[variable]?.trim();
  if (!raw) return null;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw invalid(variable, redactedLocation(raw), { kind: 'full-url', protocols });
  }
  if (!protocols.includes(parsed.protocol.replace(':', '://'))) {
    throw invalid(variable, redactedLocation(raw), { kind: 'url-protocol', protocols });
  }
  return raw;
}

/** A configured sender or recipient: plain text the operator wrote, but never a header break. */
function address(env: Env, variable: 'CLINIC_SITE_MAIL_FROM' | 'CLINIC_SITE_MAIL_TO'): string {
  const raw = env[variable]?.trim();
  if (!raw) {
    throw new UserError('CONFIGURACAO_INCOMPLETA', { variable });
  }
  if (/[\r\n]/.test(raw) || !raw.includes('@')) throw invalid(variable, raw, { kind: 'e-mail' });
  return raw;
}

function mailSettings(env: Env): MailSettings | null {
  const smtpUrl = url(env, 'CLINIC_SITE_SMTP_URL', ['smtp://', 'smtps://']);
  const host = env.CLINIC_SITE_SMTP_HOST?.trim();
  if (!smtpUrl && !host) return null;
  let smtp: MailSettings['smtp'];
  if (smtpUrl) {
    smtp = { url: smtpUrl };
  } else {
    const port = integer(env, 'CLINIC_SITE_SMTP_PORT', 587, 1, 65535);
    const user = env.CLINIC_SITE_SMTP_USER?.trim();
    smtp = {
      host: host!,
      port,
      // Port 465 speaks TLS from the first byte; 587 and 25 upgrade with STARTTLS (nodemailer does it when offered).
      secure: flag(env, 'CLINIC_SITE_SMTP_SECURE') ?? port === 465,
      ...(user ? { auth: { user, pass: env.CLINIC_SITE_SMTP_PASS ?? '' } } : {}),
    };
  }
  return { smtp, from: address(env, 'CLINIC_SITE_MAIL_FROM'), to: address(env, 'CLINIC_SITE_MAIL_TO') };
}

/**
 * Reads every lead setting from `env`, with the defaults of docs/operador-leads.md.
 *
 * @example readLeadSettings(process.env).rateLimit // { max: 10, windowMs: 600000 }
 */
export function readLeadSettings(env: Env): LeadSettings {
  const webhookUrl = url(env, 'CLINIC_SITE_WEBHOOK_URL', ['https://', 'http://']);
  return {
    mail: mailSettings(env),
    webhook: webhookUrl ? { url: webhookUrl, secret: env.CLINIC_SITE_WEBHOOK_SECRET?.trim() || null } : null,
    trustProxyHops: integer(env, 'CLINIC_SITE_TRUST_PROXY', 0, 0, 10),
    rateLimit: {
      max: integer(env, 'CLINIC_SITE_RATE_LIMIT', 10, 1, 1_000_000_000),
      windowMs: integer(env, 'CLINIC_SITE_RATE_WINDOW_SECONDS', 600, 1, 86_400) * 1000,
    },
    bodyLimitBytes: 16 * 1024,
    outboxLeaseMs: integer(env, 'CLINIC_SITE_OUTBOX_LEASE_SECONDS', 120, 1, 86_400) * 1000,
  };
}
