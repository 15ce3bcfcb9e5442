/**
 * The lead service that `clinic-site serve` runs beside the static site: database, outbox worker, the
 * POST /api/contact route and GET /api/health for the operator's monitoring. `stopSending()` stops the worker (waiting for attempts in progress); `close()` does that too
 * and closes the database.
 */
import type { ApiRoute } from '../serve/api-routes.ts';
import { createContactRoute } from './contact-endpoint.ts';
import { createHealthRoute } from './health-route.ts';
import { openLeadDatabase } from './database.ts';
import type { Channel } from './lead.ts';
import { createMailer } from './mailer.ts';
import { startOutboxWorker, type Deliver, type OutboxTuning } from './outbox.ts';
import { createRateLimiter } from './rate-limit.ts';
import { readLeadSettings } from './lead-settings.ts';
import { createWebhook } from './webhook.ts';

export interface LeadServiceOptions {
  /** A SQLite file or a postgres:// URL (database.ts). */
  db: string;
  /** The public site URL (settings sheet or --site-url); its origin may POST besides the server's own. */
  siteUrl: string | null;
  env: Record<string, string | undefined>;
  log: (line: string) => void;
  /** The consent sentence the site's forms show now, stored with each lead (LGPD art. 8º); none when not given. */
  consentText?: () => string | null;
  /** The clinic's WhatsApp number now (digits, with the country code), linked from the page of a refused form. */
  whatsApp?: () => string | null;
  /** Tests shorten the retry waits. */
  outboxTuning?: Partial<OutboxTuning>;
}

export interface LeadService {
  routes: ApiRoute[];
  /** Where the leads are stored, for the start-up line (no password). */
  where: string;
  /**
   * Starts no notice from now on and resolves once the attempts in progress have ended. Leads are still stored (a
   * request in progress when the server stops), their notices wait in the queue for the next start.
   */
  stopSending(): Promise<void>;
  close(): Promise<void>;
}

function originOf(siteUrl: string | null, log: (line: string) => void): string | null {
  if (!siteUrl) return null;
  try {
    return new URL(siteUrl).origin;
  } catch {
    log(`aviso: o endereço do site "${siteUrl}" não é uma URL válida; só o próprio endereço do servidor poderá enviar o formulário.`);
    return null;
  }
}

export async function openLeadService(options: LeadServiceOptions): Promise<LeadService> {
  const { log } = options;
  const settings = readLeadSettings(options.env); // a wrong setting stops here, before the database is touched
  const db = await openLeadDatabase(options.db, { log });
  const { store, queue } = db;

  const deliverers: Partial<Record<Channel, Deliver>> = {};
  const mailer = settings.mail ? createMailer(settings.mail, log) : null;
  if (mailer) {
    deliverers.email = mailer.deliver;
    mailer.verify().catch((error: Error) =>
      log(`aviso: o teste do servidor SMTP ao iniciar falhou: ${error.message}. Os contatos continuam sendo guardados; os e-mails serão tentados de novo.`),
    );
  } else {
    log(
      'Aviso: envio de e-mail não configurado (defina CLINIC_SITE_SMTP_URL ou CLINIC_SITE_SMTP_HOST, CLINIC_SITE_MAIL_FROM e CLINIC_SITE_MAIL_TO). ' +
        `Os contatos são guardados em ${db.where} e os avisos por e-mail ficam na fila até o SMTP ser configurado. Veja docs/operador-leads.md.`,
    );
  }
  if (settings.webhook) deliverers.webhook = createWebhook(settings.webhook);

  // A notice waiting for a later retry (SMTP was down) is tried now: a restart is often what follows fixing the
  // settings, and the start-up line says the pending ones are sent now. A database that went away a moment after
  // opening is the worker's to wait for: both are only for the start-up.
  await queue.retryNow(Date.now()).catch(() => 0);
  const pending = await queue.pendingCounts().catch(() => ({ email: 0, webhook: 0 }));
  // Only the notices a channel configured now can send are promised: without SMTP the e-mails wait in the queue, as
  // the warning above says.
  const sendable = (mailer ? pending.email : 0) + (settings.webhook ? pending.webhook : 0);
  if (pending.email + pending.webhook > 0) {
    // A notice a stopped process was sending stays reserved for it until its lease ends, in case that process is
    // still alive (two processes behind a proxy): the line says so, rather than promising it at once.
    const lease = Math.round(settings.outboxLeaseMs / 1000);
    log(
      `${pending.email} aviso(s) por e-mail e ${pending.webhook} por webhook pendentes de antes: ` +
        (!sendable
          ? 'esperam na fila até o canal deles ser configurado.'
          : (sendable < pending.email + pending.webhook
              ? 'os dos canais configurados serão enviados agora, os outros esperam na fila até o canal deles ser configurado; '
              : 'serão enviados agora; ') +
            `os que um processo anterior estava enviando quando parou esperam a reserva dele acabar (até ${lease} s, CLINIC_SITE_OUTBOX_LEASE_SECONDS).`),
    );
  }

  // E-mail is the clinic's main channel: its job is written even while SMTP is not configured, so configuring it
  // later delivers every lead received meanwhile. The webhook is optional and only gets jobs while it is set.
  const channels: Channel[] = settings.webhook ? ['email', 'webhook'] : ['email'];
  const worker = startOutboxWorker({ queue, deliverers, log, databaseReason: db.failureReason, tuning: { leaseMs: settings.outboxLeaseMs, ...options.outboxTuning } });
  const route = createContactRoute({
    store,
    worker,
    limiter: createRateLimiter(settings.rateLimit),
    settings,
    channels,
    siteOrigin: originOf(options.siteUrl, log),
    consentText: options.consentText ?? (() => null),
    whatsApp: options.whatsApp ?? (() => null),
    log,
    databaseReason: db.failureReason,
  });

  return {
    routes: [route, createHealthRoute({ store, channels, databaseReason: db.failureReason })],
    where: db.where,
    stopSending: () => worker.close(),
    async close() {
      await worker.close();
      mailer?.close();
      await db.close();
    },
  };
}
