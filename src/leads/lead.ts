/**
 * What a lead is: the two forms of the site (contact and booking) and the record we keep of them. Every other module
 * of src/leads speaks these types; the database columns are mapped in the stores only (store.ts and its two
 * implementations).
 */

/** Values of the ref_source cookie (where the visit came from); empty when the cookie is missing or blocked. */
export const REFERRALS = ['google ads', 'organic google', 'social/referral'] as const;

/** 'contato' is the home page form, 'agendamento' the booking page (/agendar-online). */
export type LeadForm = 'contato' | 'agendamento';

/** A lead as accepted by validation: trimmed, NFC-normalised, every field checked. */
export interface LeadSubmission {
  form: LeadForm;
  name: string;
  phone: string;
  email: string | null;
  treatment: string | null;
  message: string | null;
  referral: string | null;
  /** The booking's wished date as the visitor typed it ("2026-12-01T14:30", São Paulo wall-clock time). */
  desiredLocal: string | null;
  /** The same instant in UTC, ISO 8601. */
  desiredAt: string | null;
}

/**
 * A submission with the consent sentence its form showed: the site's text at the moment it arrived (LGPD art. 8º:
 * the clinic must be able to show what the person agreed to). Absent in tests and tools that store no consent.
 */
export type ConsentedSubmission = LeadSubmission & { consentText?: string | null };

/** A lead as stored. `id` is a random UUID: a counter would tell anyone who posts twice how many leads we get. */
export interface Lead extends LeadSubmission {
  id: string;
  /** ISO 8601 UTC of the commit that stored it; also the moment consent was given (LGPD proof). */
  createdAt: string;
  /** The consent sentence the form showed when the person ticked it; null for leads stored before it was kept. */
  consentText: string | null;
}

/** The fields staff may correct at the person's request (LGPD art. 18, III: `leads correct`). */
export const CORRECTABLE_FIELDS = ['name', 'phone', 'email', 'message'] as const;
/** New values of some of them; null removes an e-mail or a message (validateCorrection checks them). */
export type Correction = Partial<Record<(typeof CORRECTABLE_FIELDS)[number], string | null>>;

/** Notification channels of the outbox. */
export type Channel = 'email' | 'webhook';

/**
 * The national part of a Brazilian phone number, digits only: "+55 (11) 98765-4321", "(011) 98765-4321",
 * "0 21 11 98765-4321" and "11 987654321" all give "11987654321", so that `leads delete --phone` finds a person
 * however either side typed the number.
 * - "00" first is an international call from Brazil: dropped, then the country code as below.
 * - A 12- or 13-digit number starting with 55 carries the country code; 10 or 11 digits are already national
 *   (DDD 55 exists, so an 11-digit "55…" is left alone).
 * - One "0" first is the long-distance prefix, which may be followed by a two-digit carrier code (0 21 11 …): a
 *   national number has 10 or 11 digits, so 12 or 13 after the 0 include the carrier. NATIONAL_PHONE_DIGITS
 *   (src/leads/migrations.ts) applies the same rule to the leads stored before it.
 */
export function nationalPhoneDigits(phone: string): string {
  let digits = phone.replace(/\D/g, '');
  if (digits.startsWith('00')) digits = digits.slice(2);
  if (digits.length >= 12 && digits.startsWith('55')) return digits.slice(2);
  if (!digits.startsWith('0')) return digits;
  digits = digits.slice(1);
  return digits.length >= 12 ? digits.slice(2) : digits;
}

/**
 * The number for a wa.me link: Brazil's code and the national digits, or, for a number typed with another country's
 * code (+351 912 345 678, 00 351…), that number as typed; wa.me/55351912345678 would call no one.
 */
export function whatsAppDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const international = phone.trim().startsWith('+') ? digits : digits.startsWith('00') ? digits.slice(2) : null;
  if (international && !international.startsWith('55')) return international;
  return `55${nationalPhoneDigits(phone)}`;
}
