/**
 * The limits of the lead forms' fields, for the two sides that check them: the lead server refuses what breaks them
 * (src/leads/validation.ts) and the forms write them into their HTML, so that the browser stops a visitor before
 * sending, with or without script (docs/site.md#lead-forms). Lengths and patterns are the ones in
 * schemas/lead.schema.json; the wished date's window, which JSON Schema cannot say, is here.
 */
import leadSchema from '../../../schemas/lead.schema.json' with { type: 'json' };

/** The fields a visitor types into. */
export type TypedField = 'name' | 'phone' | 'email' | 'message';

export interface TextLimits {
  minLength?: number;
  maxLength?: number;
  /** A pattern the browser's `pattern` attribute can use as it is (it compiles patterns with the `v` flag). */
  pattern?: string;
}

/**
 * The schema's limits of one field, for its `<input>` or `<textarea>`.
 *
 * @example textLimits('name') // { minLength: 2, maxLength: 120, pattern: '^[^\u0000-…]*$' }
 */
export function textLimits(field: TypedField): TextLimits {
  const { minLength, maxLength, pattern } = leadSchema.properties[field] as TextLimits;
  return { minLength, maxLength, pattern };
}

/** The longest message the clinic takes, in characters. */
export const MESSAGE_MAX_LENGTH = textLimits('message').maxLength!;

/** The clinic's clock: a wished date is São Paulo wall-clock time (src/leads/sao-paulo-time.ts). */
export const CLINIC_TIME_ZONE = 'America/Sao_Paulo';

/** A wished date may trail the clock by this much: the visitor picked it a few minutes before pressing "Enviar". */
export const PAST_TOLERANCE_MS = 10 * 60_000;
/** Further ahead than this ("os próximos 12 meses") is almost surely a typo in the year. */
export const MAX_AHEAD_MS = 366 * 24 * 3600_000;

/**
 * The only date bound a page built once and served for months can carry: the schema takes four-digit years only.
 * A bound from the build's clock would go stale and refuse dates the server takes (docs/site.md#lead-forms).
 */
export const STATIC_DATE_BOUNDS = { max: '9999-12-31T23:59' } as const;

/**
 * How far the visitor's clock may be off from the server's before the browser would refuse a date the server
 * takes: a phone whose clock was set by hand. The days in this margin go to the server, which says why it refuses.
 */
const CLOCK_MARGIN_MS = 24 * 3600_000;

const clinicDay = new Intl.DateTimeFormat('en-CA', { timeZone: CLINIC_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/**
 * `min` and `max` of the date field for a visitor whose clock reads `now`: whole days of São Paulo, widened by the
 * clock margin, so the browser never refuses a date the server would take.
 *
 * @example wishedDateBounds(new Date('2026-03-10T15:00:00Z')) // { min: '2026-03-09T00:00', max: '2027-03-12T23:59' }
 */
export function wishedDateBounds(now: Date): { min: string; max: string } {
  const earliest = new Date(now.getTime() - PAST_TOLERANCE_MS - CLOCK_MARGIN_MS);
  const latest = new Date(now.getTime() + MAX_AHEAD_MS + CLOCK_MARGIN_MS);
  return { min: `${clinicDay.format(earliest)}T00:00`, max: `${clinicDay.format(latest)}T23:59` };
}
