/**
 * Pure parts of the two lead forms (docs/site.md#lead-forms): payloads, how an answer of
 * POST /api/contact reads to the visitor, and the WhatsApp text that carries an unsent lead.
 */

import leadSchema from '../../../schemas/lead.schema.json' with { type: 'json' };

export const CONTACT_ENDPOINT = '/api/contact';

/**
 * The home page's "Mensagem enviada!" for a message sent without script: the lead server sends the visitor back to
 * `/#mensagem-enviada`, and the fragment reveals it (src/leads/form-answer.ts).
 */
export const MESSAGE_SENT_ID = 'mensagem-enviada';

/**
 * The treatments a home-form visitor can pick: the choices schemas/lead.schema.json accepts (its empty choice is the
 * select's placeholder), so the form offers exactly what the server takes.
 */
export const CONTACT_TREATMENTS: readonly string[] = leadSchema.properties.treatment.enum.filter((treatment) => treatment !== '');

export interface ContactValues {
  name: string;
  phone: string;
  treatment: string;
  message: string;
  consent: boolean;
  website: string;
}

export interface BookingValues {
  name: string;
  email: string;
  phone: string;
  dataHora: string;
  message: string;
  consent: boolean;
  website: string;
}

export const EMPTY_CONTACT: ContactValues = { name: '', phone: '', treatment: '', message: '', consent: false, website: '' };
export const EMPTY_BOOKING: BookingValues = { name: '', email: '', phone: '', dataHora: '', message: '', consent: false, website: '' };

/** Body of the home form's POST: `{name, phone, treatment, message, referral, consent: true, website}`. */
export function contactPayload(values: ContactValues, referral: string) {
  const { name, phone, treatment, message, website } = values;
  return { name, phone, treatment, message, referral, consent: true as const, website };
}

/** Body of the booking form's POST: `{name, email, phone, dataHora, message, referral, consent: true, website}`. */
export function bookingPayload(values: BookingValues, referral: string) {
  const { name, email, phone, dataHora, message, website } = values;
  return { name, email, phone, dataHora, message, referral, consent: true as const, website };
}

export type SubmitOutcome =
  | { ok: true }
  | { ok: false; message: string; fieldErrors: Record<string, string> };

const GENERIC_FAILURE =
  'Não conseguimos enviar sua mensagem agora. O que você escreveu continua no formulário: tente de novo em instantes ou envie pelo WhatsApp.';

/**
 * What an answer means for the visitor. `status` null = no answer (network error).
 * outcomeOf(201, {id: 1}) → {ok: true}; outcomeOf(400, {errors: {phone: 'Informe…'}}) → field errors.
 */
export function outcomeOf(status: number | null, body: unknown): SubmitOutcome {
  if (status !== null && status >= 200 && status < 300) return { ok: true };
  if (status === null) {
    return {
      ok: false,
      fieldErrors: {},
      message: 'Sem conexão com a internet ou com a clínica. O que você escreveu continua no formulário: tente de novo ou envie pelo WhatsApp.',
    };
  }
  if (status === 400) {
    const errors = (body as { errors?: unknown } | null)?.errors;
    const fieldErrors: Record<string, string> = {};
    if (errors && typeof errors === 'object') {
      for (const [field, text] of Object.entries(errors)) if (typeof text === 'string') fieldErrors[field] = text;
    }
    if (Object.keys(fieldErrors).length > 0) {
      return { ok: false, fieldErrors, message: 'Confira os campos indicados acima e envie de novo.' };
    }
  }
  // The database did not answer: the server says whether the lead may still have been stored. "Tente de novo"
  // would then send a second copy to the clinic, so its words are shown as they are.
  const form = (body as { errors?: { form?: unknown } } | null)?.errors?.form;
  if (status === 503 && typeof form === 'string' && form.trim()) return { ok: false, fieldErrors: {}, message: form };
  if (status === 429) {
    return { ok: false, fieldErrors: {}, message: 'Recebemos muitas mensagens deste endereço em pouco tempo. Aguarde alguns minutos e tente de novo, ou envie pelo WhatsApp.' };
  }
  return { ok: false, fieldErrors: {}, message: GENERIC_FAILURE };
}

/**
 * The WhatsApp text that carries what the visitor wrote when sending failed (docs/site.md#lead-forms). Empty fields are
 * left out.
 */
export function fallbackWhatsappText(fields: [label: string, value: string][]): string {
  const lines = fields.filter(([, value]) => value.trim() !== '').map(([label, value]) => `${label}: ${value.trim()}`);
  return ['Olá! Tentei enviar uma mensagem pelo site, mas não consegui.', ...lines].join('\n');
}

/** The home form's field labels: on the fields and, the same words, in the WhatsApp message after a failed send. */
export const CONTACT_LABELS = { name: 'Nome', phone: 'Telefone', treatment: 'Tratamento de interesse', message: 'Mensagem' } as const;

/** The home form's WhatsApp message after a failed send: "{label}: {value}" for each filled field. */
export const contactFallbackText = (values: ContactValues) =>
  fallbackWhatsappText([
    [CONTACT_LABELS.name, values.name],
    [CONTACT_LABELS.phone, values.phone],
    [CONTACT_LABELS.treatment, values.treatment],
    [CONTACT_LABELS.message, values.message],
  ]);

/** '2025-03-14T15:30' → '14/03/2025 às 15:30' for the WhatsApp text; anything else unchanged. */
export function formatDataHora(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}:\d{2})/.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]} às ${match[4]}` : value;
}
