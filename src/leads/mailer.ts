/**
 * The e-mail that tells the clinic about a lead, sent through the clinic's SMTP server with nodemailer.
 *
 * Fixed sender and recipient (from the operator's settings): nothing the visitor typed decides where mail goes.
 * The visitor's e-mail appears only as Reply-To, and only when it cannot smuggle a header or a second address.
 * Plain text body, with file and URL access off, so no field can make nodemailer read a file or fetch a URL.
 */
import nodemailer from 'nodemailer';
import { formatSaoPaulo } from './sao-paulo-time.ts';
import { whatsAppDigits, type Lead } from './lead.ts';
import { DeliveryError, type Deliver } from './outbox.ts';
import type { MailSettings } from './lead-settings.ts';
import { smtpReason } from './smtp-reasons.ts';

/** The fields of a message we hand to nodemailer; kept small so the test can read it. */
export interface LeadEmail {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  messageId: string;
}

/**
 * The visitor's address if it is safe as a Reply-To, else undefined (the e-mail still goes, without Reply-To).
 *
 * @example safeReplyTo('ana@exemplo.com.br') // 'ana@exemplo.com.br'
 * @example safeReplyTo('ana@x.com\r\nBcc: b@y.com') // undefined
 */
export function safeReplyTo(email: string | null): string | undefined {
  if (!email || email.length > 254) return undefined;
  if (/[\r\n,;<>\s"()\\]/.test(email)) return undefined;
  return /^[^@]+@[^@]+\.[^@]+$/.test(email) ? email : undefined;
}

/** A header value on one line, whatever reached us: validation already refuses control characters; this is a backstop. */
const oneLine = (text: string) => text.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ');

const show = (value: string | null) => value ?? '—';

/**
 * A visitor's text in the subject, shown as typed. A mail program decodes an RFC 2047 encoded word found in a header
 * ("=?UTF-8?B?4oCubW9j…?=" reads as a right-to-left override, "=?UTF-8?B?VVJHRU5URSBQQUdBUg==?=" as "URGENTE
 * PAGAR"), and nodemailer passes a well-formed one through as it is. A word joiner after each "=" of "=?" breaks the
 * form: the subject then holds a character outside ASCII, so nodemailer encodes all of it, and the text stays text.
 */
const subjectText = (text: string) => oneLine(text).replaceAll('=?', '=\u2060?');

/** Builds the notification e-mail of one lead (pure: no sending). */
export function composeLeadEmail(lead: Lead, settings: Pick<MailSettings, 'from' | 'to'>): LeadEmail {
  const booking = lead.form === 'agendamento';
  const wished = lead.desiredAt ? formatSaoPaulo(lead.desiredAt) : null;
  const subject = booking
    ? `Pedido de agendamento pelo site: ${subjectText(lead.name)} (${wished})`
    : `Novo contato pelo site: ${subjectText(lead.name)}`;
  const replyTo = safeReplyTo(lead.email);
  const lines = [
    booking ? 'Pedido de agendamento recebido pelo site (/agendar-online).' : 'Novo contato recebido pelo formulário da página inicial.',
    '',
    `Nome: ${oneLine(lead.name)}`,
    `Telefone: ${oneLine(lead.phone)}`,
    `WhatsApp: https://wa.me/${whatsAppDigits(lead.phone)}`,
    ...(booking ? [`E-mail: ${oneLine(show(lead.email))}`, `Data e hora desejadas: ${wished}`] : [`Tratamento de interesse: ${show(lead.treatment)}`]),
    `Origem da visita: ${show(lead.referral)}`,
    `Recebido em: ${formatSaoPaulo(lead.createdAt)}`,
    '',
    'Mensagem:',
    lead.message ?? '(sem mensagem)',
    '',
    '--',
    replyTo ? 'Responder a este e-mail escreve direto para a pessoa.' : 'Retorne pelo telefone ou WhatsApp acima.',
    'A pessoa autorizou o uso destes dados para a clínica retornar o contato (LGPD).',
    `Código do contato: ${lead.id}`,
  ];
  const domain = /@([^>\s]+)>?\s*$/.exec(settings.from)?.[1] ?? 'clinic-site.invalid';
  return {
    from: settings.from,
    to: settings.to,
    ...(replyTo ? { replyTo } : {}),
    subject,
    text: lines.join('\n'),
    // The same Message-ID on a repeat (see outbox.ts, at-least-once edge) lets mail clients show one message.
    messageId: `<lead-${lead.id}@${domain}>`,
  };
}

export interface Mailer {
  deliver: Deliver;
  /** Checks that the SMTP server answers and accepts the login; used for the start-up log only (rejects with the reason). */
  verify(): Promise<void>;
  close(): void;
}

/** The addresses of nodemailer's `accepted` or `rejected` list (strings or address objects). */
const addressesOf = (list: unknown): string[] =>
  Array.isArray(list) ? list.map((entry: string | { address: string }) => (typeof entry === 'string' ? entry : entry.address)) : [];

/** Nodemailer error codes about this one message; every other failure means the server is unreachable or refuses us. */
const MESSAGE_SCOPED = new Set(['EMESSAGE', 'EENVELOPE']);

/**
 * The clinic's SMTP server with bounded waits and no file or URL access from message content. No pool: a clinic
 * sends a few messages an hour, and a fresh connection per message has no idle socket to go stale.
 */
export function smtpTransport(settings: MailSettings) {
  return nodemailer.createTransport({
    ...settings.smtp,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    disableFileAccess: true,
    disableUrlAccess: true,
  });
}

/**
 * The longest one attempt may take, whatever the server does. The time-outs above bound each wait (connecting, the
 * greeting, one silence), not their sum: a server that answers every command a little inside them (a tarpit, an
 * overloaded relay) held one attempt for minutes, past the outbox lease (another process could then send the same
 * notice) and past systemd's TimeoutStopSec=45 (a SIGTERM waited for it and ended in SIGKILL). 40 s lets a stopping
 * server close inside those 45 s.
 */
export const ATTEMPT_LIMIT_MS = 40_000;

/**
 * `log`: where a partial delivery is told: with several addresses in CLINIC_SITE_MAIL_TO, the SMTP server may refuse
 * one and take the others. The notice then counts as sent (sending it again would repeat it to everyone who got it),
 * and the operator reads which address to correct.
 */
export function createMailer(settings: MailSettings, log: (line: string) => void = () => {}, attemptLimitMs = ATTEMPT_LIMIT_MS): Mailer {
  const transport = smtpTransport(settings);
  return {
    async deliver(lead) {
      const email = composeLeadEmail(lead, settings);
      try {
        // The signal ends the attempt and closes its connection (nodemailer: EABORT).
        const signal = AbortSignal.timeout(attemptLimitMs);
        const info = await transport.sendMail({ ...email, disableFileAccess: true, disableUrlAccess: true, signal });
        const refused = addressesOf(info.rejected);
        if (refused.length) {
          log(
            `aviso: o servidor SMTP recusou ${refused.join(', ')} no e-mail do contato ${lead.id}; ele foi entregue a ` +
              `${addressesOf(info.accepted).join(', ')}. Confira o endereço em CLINIC_SITE_MAIL_TO.`,
          );
        }
      } catch (error) {
        const code = (error as { code?: string }).code ?? '';
        const scope = MESSAGE_SCOPED.has(code) ? 'job' : 'channel';
        const reason = code === 'EABORT' ? `o servidor de e-mail não terminou de receber a mensagem em ${Math.round(attemptLimitMs / 1000)} s` : smtpReason(error);
        throw new DeliveryError(`SMTP: ${reason}`, scope, { cause: error });
      }
    },
    async verify() {
      try {
        await transport.verify();
      } catch (error) {
        throw new Error(smtpReason(error), { cause: error });
      }
    },
    close() {
      transport.close();
    },
  };
}
