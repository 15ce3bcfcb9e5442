/**
 * The optional webhook (a CRM, an automation tool): each lead is POSTed as JSON through the same outbox as the
 * e-mail, so it is retried the same way. A 2xx answer means delivered.
 */
import { createHmac } from 'node:crypto';
import type { Lead } from './lead.ts';
import { DeliveryError, type Deliver } from './outbox.ts';
import type { WebhookSettings } from './lead-settings.ts';

const TIMEOUT_MS = 10_000;

/** The JSON body sent for a lead; field names are part of the contract with the receiver (docs/operador-leads.md). */
export function webhookPayload(lead: Lead): Record<string, unknown> {
  return {
    id: lead.id,
    createdAt: lead.createdAt,
    form: lead.form,
    name: lead.name,
    phone: lead.phone,
    email: lead.email,
    treatment: lead.treatment,
    message: lead.message,
    referral: lead.referral,
    desiredLocal: lead.desiredLocal,
    desiredAt: lead.desiredAt,
  };
}

export function createWebhook(settings: WebhookSettings): Deliver {
  return async (lead) => {
    const body = JSON.stringify(webhookPayload(lead));
    const headers: Record<string, string> = {
      'Content-Type': 'application/json; charset=utf-8',
      'User-Agent': 'clinic-site',
      // The same key on a repeat (see outbox.ts, at-least-once edge) lets the receiver ignore it.
      'Idempotency-Key': lead.id,
    };
    if (settings.secret) headers['X-Clinic-Site-Signature'] = `sha256=${createHmac('sha256', settings.secret).update(body).digest('hex')}`;
    let response: Response;
    try {
      response = await fetch(settings.url, { method: 'POST', headers, body, redirect: 'error', signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (error) {
      throw new DeliveryError(`webhook: ${(error as Error).message}`, 'channel', { cause: error });
    }
    await response.body?.cancel();
    if (response.ok) return;
    // 4xx other than timeout/throttling: the receiver refuses this one lead; 5xx, 408, 429: it is not available now.
    const scope = response.status >= 400 && response.status < 500 && response.status !== 408 && response.status !== 429 ? 'job' : 'channel';
    throw new DeliveryError(`webhook respondeu ${response.status}`, scope);
  };
}
