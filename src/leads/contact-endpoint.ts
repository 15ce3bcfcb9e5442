/**
 * POST /api/contact: checks a request in order of cost (rate limit, Origin, body, honeypot, fields),
 * stores the lead with its notification jobs, and answers 201 only after the transaction has committed.
 *
 * Every answer to the forms' script is JSON: `{"id": "…"}` on success, otherwise `{"errors": {"campo": "mensagem"}}`,
 * where "form" holds a message about the whole request. A form posted by a browser without script (HTML form
 * encoding) gets the same checks and is answered with a redirect to /obrigado or a short page (form-answer.ts).
 * Messages are fixed texts: nothing the visitor sent is echoed back.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { answerJson, type ApiRoute } from '../serve/api-routes.ts';
import { clientAddress, isAllowedOrigin, rateLimitKey } from './client-address.ts';
import type { Channel } from './lead.ts';
import type { OutboxWorker } from './outbox.ts';
import type { RateLimiter } from './rate-limit.ts';
import { formPageOf, formProblem, formSuccess } from './form-answer.ts';
import { BodyError, isFormContentType, readBody } from './request-body.ts';
import type { LeadSettings } from './lead-settings.ts';
import type { LeadStore } from './store.ts';
import { isHoneypotFilled, validateLead } from './validation.ts';

export const CONTACT_PATH = '/api/contact';

export interface ContactEndpointOptions {
  store: LeadStore;
  worker: Pick<OutboxWorker, 'poke'>;
  limiter: RateLimiter;
  settings: Pick<LeadSettings, 'trustProxyHops' | 'bodyLimitBytes'>;
  /** Channels that get a job for each new lead. */
  channels: Channel[];
  /** Origin of the public site URL (settings sheet or --site-url), or null. */
  siteOrigin: string | null;
  /** The consent sentence the forms show now, kept with each lead as proof of what the person agreed to. */
  consentText: () => string | null;
  /** The clinic's WhatsApp number now, for the page a form sent without script gets when it is refused. */
  whatsApp?: () => string | null;
  log: (line: string) => void;
  /** Why the store failed, in the operator's words (the database's `failureReason`). */
  databaseReason: (error: unknown) => string;
}

const BODY_TIMEOUT_MS = 10_000;

const answer = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) =>
  answerJson(res, status, body, { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff', ...headers });


/**
 * Whether a failed insert may still have been committed: PostgreSQL stopped answering (the query's timeout) or the
 * connection was cut after the statement was sent. A refusal (disk full, database unreachable, a constraint) is not.
 */
function fateUnknown(error: unknown): boolean {
  const message = String((error as Error)?.message ?? error);
  return /timeout|timed out|terminated|ECONNRESET|EPIPE/i.test(message) && !/connect(ion)? timeout|timeout exceeded when trying to connect/i.test(message);
}

export function createContactRoute(options: ContactEndpointOptions): ApiRoute {
  const { store, worker, limiter, settings, channels, siteOrigin, consentText, whatsApp, log, databaseReason } = options;
  let warnedAboutProxy = false;

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const fromForm = isFormContentType(req.headers['content-type']);
    let back = '/#contato';
    const fail = (status: number, errors: Record<string, string>, headers?: Record<string, string>) =>
      fromForm ? formProblem(res, status, Object.values(errors), back, headers, whatsApp?.()) : answer(res, status, { errors }, headers);
    const refuse = (status: number, message: string, headers?: Record<string, string>) => fail(status, { form: message }, headers);
    const succeed = (id: string) => (fromForm ? formSuccess(res, back) : answer(res, 201, { id }));

    const address = clientAddress(req, settings.trustProxyHops);
    if (!warnedAboutProxy && settings.trustProxyHops === 0 && req.headers['x-forwarded-for']) {
      warnedAboutProxy = true;
      log(
        'aviso: os pedidos chegam por um proxy (X-Forwarded-For), mas CLINIC_SITE_TRUST_PROXY não está definido: ' +
          'o limite por endereço vale para o proxy inteiro. Veja docs/operador-leads.md.',
      );
    }
    if (!isAllowedOrigin(req.headers.origin, req.headers.host, siteOrigin)) {
      return refuse(403, 'Este formulário só pode ser enviado pelo site da clínica.');
    }

    // Counted only once the request comes from the site: a page elsewhere that posts ten times in its visitors'
    // browsers would otherwise use up the budget of everyone behind the same address (a clinic's Wi-Fi, a carrier's
    // shared IPv4), and their leads would be refused for the whole window.
    const decision = limiter.take(rateLimitKey(address));
    if (!decision.allowed) {
      const minutes = Math.ceil(decision.retryAfterSeconds / 60);
      return refuse(429, `Recebemos muitos envios deste endereço. Tente de novo em ${minutes} minuto${minutes > 1 ? 's' : ''} ou fale conosco pelo WhatsApp.`, {
        'Retry-After': String(decision.retryAfterSeconds),
      });
    }
    let body: unknown;
    try {
      body = (await readBody(req, { maxBytes: settings.bodyLimitBytes, timeoutMs: BODY_TIMEOUT_MS })).data;
    } catch (error) {
      if (!(error instanceof BodyError)) throw error;
      // The rest of a refused body was not read: close the connection rather than parse it as the next request.
      return refuse(error.status, error.message, error.status === 400 ? {} : { Connection: 'close' });
    }
    back = formPageOf(body);

    // A robot that filled the hidden field gets what a person gets, so it has no reason to try otherwise.
    if (isHoneypotFilled(body)) {
      // Only a counter: a database outage must not make the robot's answer differ from a person's.
      await store.countHoneypot().catch(() => {});
      return succeed(randomUUID());
    }
    const result = validateLead(body);
    if (!result.ok) return fail(400, result.errors);

    let id: string;
    try {
      id = (await store.insert({ ...result.lead, consentText: consentText() }, channels)).id;
    } catch (error) {
      // Disk full, database locked past its timeout, PostgreSQL unreachable...: not the visitor's fault, and the lead
      // is NOT stored (or its fate is unknown: a connection lost before the commit's answer), so never say 201.
      // The operator reads what to check; the lead itself stays out of the log (LGPD).
      log(`erro: não foi possível gravar um contato: ${databaseReason(error)}`);
      // Lost while the database may have committed it: "not registered" would be untrue if it was (the clinic then
      // gets it and its e-mail), and the visitor would send it again believing it lost.
      const message = fateUnknown(error)
        ? 'Não conseguimos confirmar se seu contato foi registrado. Se não tiver resposta nossa em breve, fale conosco pelo WhatsApp.'
        : 'Não conseguimos registrar seu contato agora. Tente de novo em instantes ou fale conosco pelo WhatsApp.';
      return refuse(503, message, { 'Retry-After': '30' });
    }
    worker.poke();
    succeed(id);
  }

  return { method: 'POST', path: CONTACT_PATH, handle };
}
