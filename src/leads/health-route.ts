/**
 * GET /api/health: what a monitor asks every minute or so (an uptime service, a load balancer, a cron job with curl),
 * so that the operator learns that leads are not reaching the clinic before the clinic does. A lead is kept even
 * while the mail server is down (docs/operador-leads.md#avisos-fila-novas-tentativas-e-o-caso-duas-vezes), which is
 * right, but then nobody is told of it: this answer turns that into a failed check.
 *
 * 200 `{"status":"ok"}` when the lead database answers and no lead has waited longer than `maxWaitMs` for a notice;
 * otherwise 503 with a status and a Portuguese sentence for the operator. It says nothing about any lead (no count, no
 * name, no address): the server may be public. One answer is kept for `cacheMs`, so a burst of requests costs one
 * query.
 */
import type { ServerResponse } from 'node:http';
import { answerJson, type ApiRoute } from '../serve/api-routes.ts';
import type { Channel } from './lead.ts';
import type { LeadStore } from './store.ts';

export const HEALTH_PATH = '/api/health';

/** Half an hour: the outbox retries every 15 min at most, so a notice this late has failed at least twice. */
export const NOTICE_WAIT_LIMIT_MS = 30 * 60_000;

export type Health =
  | { status: 'ok' }
  | { status: 'avisos-atrasados' | 'banco-indisponivel'; mensagem: string };

export interface HealthRouteOptions {
  store: Pick<LeadStore, 'unnotifiedBefore'>;
  /**
   * The channels configured now: a notice queued for one removed since (a webhook taken out) waits for it to come back,
   * and the clinic is told by the others, so it does not count.
   */
  channels?: readonly Channel[];
  /** Why the store failed, in the operator's words (the database's `failureReason`). */
  databaseReason: (error: unknown) => string;
  maxWaitMs?: number;
  cacheMs?: number;
  now?: () => number;
}

export async function checkHealth(options: HealthRouteOptions): Promise<Health> {
  const { store, databaseReason, maxWaitMs = NOTICE_WAIT_LIMIT_MS, now = Date.now } = options;
  try {
    const late = await store.unnotifiedBefore(new Date(now() - maxWaitMs).toISOString(), options.channels);
    if (late === 0) return { status: 'ok' };
    return {
      status: 'avisos-atrasados',
      mensagem:
        `Há contato(s) recebido(s) há mais de ${Math.round(maxWaitMs / 60_000)} minutos cujo aviso ainda não saiu: a clínica não sabe deles. ` +
        'Veja o motivo no registro do servidor (SMTP ou webhook) e os contatos com "clinic-site leads list".',
    };
  } catch (error) {
    return { status: 'banco-indisponivel', mensagem: `O banco de contatos não respondeu: ${databaseReason(error)}` };
  }
}

export function createHealthRoute(options: HealthRouteOptions): ApiRoute {
  const { cacheMs = 10_000, now = Date.now } = options;
  let kept: { at: number; health: Promise<Health> } | null = null;
  return {
    method: 'GET',
    path: HEALTH_PATH,
    async handle(_req, res) {
      if (!kept || now() - kept.at >= cacheMs) kept = { at: now(), health: checkHealth(options) };
      answer(res, await kept.health);
    },
  };
}

const answer = (res: ServerResponse, health: Health) => answerJson(res, health.status === 'ok' ? 200 : 503, health, { 'Cache-Control': 'no-store' });
