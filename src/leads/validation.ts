/**
 * Turns a parsed request body into a `LeadSubmission` or per-field messages in pt-BR (a 400 answer names each field
 * to fix). The shape rules live in schemas/lead.schema.json (Ajv); what JSON Schema cannot say (a real calendar
 * date, not in the past) is checked here after it. The messages and the date's window are shared with the forms,
 * which state the same limits in their HTML (templates/islands/forms/lead-limits.ts, lead-messages.ts).
 *
 * Unknown properties are dropped, not refused: a field added to a form before the server knows it must not cost
 * the clinic a lead. They are dropped before anything else looks at the body, so no error ever names a key the
 * client invented (nothing sent is echoed back). This Ajv instance is the lead endpoint's own, apart from the
 * sheets' one in src/validate, because it serves requests, not build runs.
 */
import { Ajv, type ErrorObject } from 'ajv';
import addFormatsModule from 'ajv-formats';
import schema from '../../schemas/lead.schema.json' with { type: 'json' };
import { CORRECTABLE_FIELDS, REFERRALS, type Correction, type LeadSubmission } from './lead.ts';
import { minutePrecision, saoPauloToUtc } from './sao-paulo-time.ts';
import { MAX_AHEAD_MS, PAST_TOLERANCE_MS } from '../../templates/islands/forms/lead-limits.ts';
import { FIELD_MESSAGES, NAME_TOO_SHORT, WISHED_DATE_MESSAGES } from '../../templates/islands/forms/lead-messages.ts';

export type FieldErrors = Record<string, string>;
export type Validation = { ok: true; lead: LeadSubmission } | { ok: false; errors: FieldErrors };

// ajv-formats is CommonJS; depending on the loader its function is the module itself or its `default`.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as typeof addFormatsModule;
// strictRequired is off because the schema's `if` names booking fields in `required` without redefining them.
const ajv = new Ajv({ allErrors: true, strict: true, strictRequired: false });
addFormats(ajv, ['email']);
const validateShape = ajv.compile(schema);
const KNOWN_FIELDS = new Set(Object.keys(schema.properties));

function messageFor(field: string, error: ErrorObject, data: Record<string, unknown>): string {
  // One letter typed is a name too short, not a missing one.
  if (field === 'name' && error.keyword === 'minLength' && String(data.name ?? '') !== '') return NAME_TOO_SHORT;
  const own = FIELD_MESSAGES[field]?.[error.keyword];
  if (own) return own;
  if (error.keyword === 'type') return 'Este campo deve ser um texto.';
  return 'Valor inválido.';
}

const checkField = Object.fromEntries(CORRECTABLE_FIELDS.map((field) => [field, ajv.compile(schema.properties[field])]));

/**
 * New values for a stored lead, by the rules the form applies to them: normalised the same way, each checked alone
 * (a contact lead given an e-mail is not a booking). An empty e-mail or message removes it; name and phone are
 * required. Only the fields given are in `changes`.
 *
 * @example validateCorrection({ phone: '(11) 98765-4321' }) // { ok: true, changes: { phone: '(11) 98765-4321' } }
 */
export function validateCorrection(values: Partial<Record<(typeof CORRECTABLE_FIELDS)[number], string>>): { ok: true; changes: Correction } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const data = normalise(values, errors);
  const changes: Correction = {};
  for (const field of CORRECTABLE_FIELDS) {
    if (values[field] === undefined || errors[field]) continue;
    const value = data[field] as string;
    if (value === '' && (field === 'email' || field === 'message')) {
      changes[field] = null;
    } else if (!checkField[field](value)) {
      errors[field] = messageFor(field, checkField[field].errors![0], data);
    } else {
      changes[field] = field === 'email' ? value.toLowerCase() : value;
    }
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, changes };
}

/** True when the hidden `website` field (the honeypot) came back filled: only a robot does that. */
export function isHoneypotFilled(body: unknown): boolean {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return false;
  const value = (body as Record<string, unknown>).website;
  return value !== undefined && value !== null && value !== '';
}

/** Half of a UTF-16 pair without its other half (String.prototype.isWellFormed is ES2024, beyond our lib setting). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Bidirectional-text controls (U+202A–U+202E, U+2066–U+2069, U+200E, U+200F, U+061C): invisible, and able to show a
 * stored name or message reversed in `leads list`, the e-mail's subject or a spreadsheet ("‮moc.elpmaxe" reads as
 * "example.com"). Nobody types them in a pt-BR form; pasted ones are dropped, the lead kept.
 */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
/**
 * The C1 controls (U+0080–U+009F) in the message: invisible, and read as commands by a terminal that honours them
 * (U+009B opens an escape sequence) when `leads list` or an export without `--output` prints the message. Dropped
 * there, the lead kept; in a one-line field they are refused (U+0085 is a line break: a header's end).
 */
const C1_CONTROLS = /[\u0080-\u009f]/g;
/**
 * Characters that take no room on screen (zero-width space, word joiner, byte-order mark, soft hyphen, Mongolian vowel
 * separator): a name of two of them passed "at least 2 letters" and reached the clinic as an empty name. Dropped from
 * every field; so are the zero-width joiners, except between two characters, where they hold an emoji together
 * (👩🏽‍⚕️) or shape a script.
 */
const ZERO_WIDTH = /[\u00ad\u180e\u200b\u2060\ufeff]/g;
const LOOSE_JOINERS = /(?<![^\s\u200c\u200d])[\u200c\u200d]|[\u200c\u200d](?![^\s\u200c\u200d])/g;

/**
 * Keeps the known fields; drops bidirectional controls, invisible characters (and C1 controls in the message), trims and NFC-normalises
 * every string (so "José" typed two ways is one name and limits count what people see). A value that is not
 * well-formed UTF-16 (a lone surrogate) cannot be stored faithfully and is refused.
 */
function normalise(body: Record<string, unknown>, errors: FieldErrors): Record<string, unknown> {
  // No prototype, so that nothing is inherited by the checks below (a "__proto__" key is unknown and dropped anyway).
  const copy: Record<string, unknown> = Object.create(null);
  for (const [key, value] of Object.entries(body)) {
    if (!KNOWN_FIELDS.has(key)) continue;
    if (typeof value !== 'string') {
      copy[key] = value;
      continue;
    }
    const wellFormed = !LONE_SURROGATE.test(value);
    if (!wellFormed) errors[key] = 'Este campo tem caracteres inválidos.';
    const shown = value.replace(BIDI_CONTROLS, '').replace(ZERO_WIDTH, '').replace(LOOSE_JOINERS, '');
    copy[key] = wellFormed ? (key === 'message' ? shown.replace(C1_CONTROLS, '') : shown).normalize('NFC').trim() : '';
  }
  // The referral is analytics, not the visitor's doing: an unknown cookie value (an old site's) is dropped rather
  // than costing the clinic a lead.
  if (typeof copy.referral === 'string' && !(REFERRALS as readonly string[]).includes(copy.referral)) copy.referral = '';
  return copy;
}

function checkWishedDate(local: string, now: Date, errors: FieldErrors): Date | null {
  const instant = saoPauloToUtc(local);
  if (!instant) {
    errors.dataHora = WISHED_DATE_MESSAGES.notADate;
    return null;
  }
  if (instant.getTime() < now.getTime() - PAST_TOLERANCE_MS) {
    errors.dataHora = WISHED_DATE_MESSAGES.past;
    return null;
  }
  if (instant.getTime() > now.getTime() + MAX_AHEAD_MS) {
    errors.dataHora = WISHED_DATE_MESSAGES.tooFar;
    return null;
  }
  return instant;
}

const orNull = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/**
 * Checks one request body. `now` is a parameter so that "not in the past" is testable.
 *
 * @example validateLead({ name: 'Ana', phone: '11 98765-4321', consent: true }) // { ok: true, lead: {form: 'contato', …} }
 */
export function validateLead(body: unknown, now: Date = new Date()): Validation {
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    return { ok: false, errors: { form: 'Envie os dados do formulário como um objeto JSON.' } };
  }
  const errors: FieldErrors = {};
  const data = normalise(body as Record<string, unknown>, errors);
  if (!validateShape(data)) {
    for (const error of validateShape.errors ?? []) {
      if (error.keyword === 'if') continue; // its `then` errors already name the missing fields
      const field = error.keyword === 'required' ? String(error.params.missingProperty) : error.instancePath.slice(1).split('/')[0];
      errors[field] ??= messageFor(field, error, data);
    }
  }
  const booking = 'dataHora' in data || 'email' in data;
  let wished: Date | null = null;
  if (booking && typeof data.dataHora === 'string' && !errors.dataHora) wished = checkWishedDate(data.dataHora, now, errors);
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  return {
    ok: true,
    lead: {
      form: booking ? 'agendamento' : 'contato',
      name: data.name as string,
      phone: data.phone as string,
      email: orNull(data.email)?.toLowerCase() ?? null,
      treatment: orNull(data.treatment),
      message: orNull(data.message),
      referral: orNull(data.referral),
      desiredLocal: wished ? minutePrecision(data.dataHora as string) : null,
      desiredAt: wished ? wished.toISOString() : null,
    },
  };
}
