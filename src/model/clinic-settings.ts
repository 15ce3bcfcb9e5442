/** Settings rows → Settings, SiteTexts, PrivacyPolicy and the hand-written parts of HomeContent. */
import { everyColumnRead } from './every-column-read.ts';
import type { ClinicSettings, HoursRow, Located, PrivacySettings, SocialRow, TextSettings } from '../validate/records.ts';
import { normalizeTime, parseDays } from '../parse/hours.ts';
import type { ImageResolver } from './images.ts';
import { markdownToSafeHtml } from './markdown-html.ts';
import type { OpeningHours, PrivacyPolicy, Settings, SiteTexts } from './types.ts';
import { doctorWord } from './doctor-word.ts';

/** '(11) 5555-0100' → '+551155550100' (tel: links need the country code, docs/site.md#messaging-and-phone-links). */
export function telTarget(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  // 0800 (free), 0300, 0500 and 0900 numbers are dialled as they are, only inside Brazil: no country code.
  if (NON_GEOGRAPHIC.test(digits)) return digits;
  return `+${digits.startsWith('55') && digits.length > 11 ? digits : `55${digits}`}`;
}

/** A non-geographic number ('0800 123 4567'): 0800, 0300, 0500 or 0900 and seven digits. */
const NON_GEOGRAPHIC = /^0[3589]00\d{7}$/;

/**
 * The phone as visitors read it, whatever way staff typed it: '1155550100' (or the number 1155550100 in a cell
 * formatted to look like a phone), '11 5555 0100', '(11)5555-0100' → '(11) 5555-0100'; mobiles '(11) 95555-0100';
 * '08001234567' → '0800 123 4567'.
 */
export function phoneDisplay(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (NON_GEOGRAPHIC.test(digits)) return `${digits.slice(0, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}`;
  if (digits.length === 10) return `(${digits.slice(0, 2)}) ${digits.slice(2, 6)}-${digits.slice(6)}`;
  if (digits.length === 11) return `(${digits.slice(0, 2)}) ${digits.slice(2, 7)}-${digits.slice(7)}`;
  return phone;
}

export function toHours(rows: Located<HoursRow>[]): OpeningHours[] {
  return rows.map(({ value: { days, opens, closes, ...unread } }) => {
    everyColumnRead(unread);
    return { label: days, days: parseDays(days) ?? [], opens: opens ? normalizeTime(opens) : null, closes: closes ? normalizeTime(closes) : null };
  });
}

export function toSettings(
  clinic: ClinicSettings,
  hours: Located<HoursRow>[],
  social: Located<SocialRow>[],
  images: ImageResolver,
  siteUrlOverride?: string,
): Settings {
  const coordinate = (text: string) => Number(text.replace(',', '.'));
  const {
    clinicName, clinicCrm, doctorName, doctorCrm, doctorRqe, specialty, technicalDirectorName, technicalDirectorCrm, phone, whatsapp,
    email, street, district, city, state, postalCode, country, latitude, longitude, siteUrl, shareImage, logo, portrait,
    ...unread
  } = clinic;
  everyColumnRead(unread);
  return {
    clinicName,
    doctor: { name: doctorName, crm: doctorCrm, rqe: doctorRqe, specialty, word: doctorWord(doctorName, doctorCrm) },
    technicalDirector: { name: technicalDirectorName, crm: technicalDirectorCrm },
    clinicCrm: clinicCrm?.trim() || null,
    phone: { display: phoneDisplay(phone), tel: telTarget(phone) },
    whatsapp,
    email,
    address: {
      street,
      district,
      city,
      state,
      postalCode,
      country,
    },
    geo: { latitude: coordinate(latitude), longitude: coordinate(longitude) },
    hours: toHours(hours),
    social: social.map(({ value: { network, url, ...unreadSocial } }) => {
      everyColumnRead(unreadSocial);
      return { network, url };
    }),
    siteUrl: (siteUrlOverride ?? siteUrl).replace(/\/+$/, ''),
    shareImage: images.resolve(shareImage, `${clinicName}`),
    logo: images.resolve(logo, ''),
    portrait: images.resolve(portrait, `Ambiente da ${clinicName}`),
  };
}

/** The texts every page may show; the home's own (hero, about, featured services) are read by build-model.ts. */
export function toTexts(texts: TextSettings): SiteTexts {
  const { heroTitle, heroSubtitle, heroCta, heroWhatsappMessage, aboutTitle, aboutText, featuredServices, ...rest } = texts;
  // Every other text column is a site text: a new one is a type error here until SiteTexts names it.
  const everyTextNamed: [Exclude<keyof typeof rest, keyof SiteTexts>] extends [never] ? true : false = true;
  void everyTextNamed;
  return rest;
}

export function toPrivacy(privacy: PrivacySettings): PrivacyPolicy {
  const { controller, dpoName, dpoEmail, retentionDays, text, ...unread } = privacy;
  everyColumnRead(unread);
  return { controller, dpoName, dpoEmail, retentionDays: Number(retentionDays), html: markdownToSafeHtml(text) };
}
