/** Settings rows → Settings, SiteTexts, PrivacyPolicy and the hand-written parts of HomeContent. */
import type { ClinicSettings, HoursRow, Located, PrivacySettings, SocialRow, TextSettings } from '../validate/records.ts';
import { normalizeTime, parseDays } from './hours.ts';
import type { ImageResolver } from './images.ts';
import { renderRichText } from './rich-text.ts';
import type { OpeningHours, PrivacyPolicy, Settings, SiteTexts } from './types.ts';

/** '(11) 5555-0100' → '+551155550100' (tel: links need the country code, docs/site.md#messaging-and-phone-links). */
export function telTarget(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `+${digits.startsWith('55') && digits.length > 11 ? digits : `55${digits}`}`;
}

export function toHours(rows: Located<HoursRow>[]): OpeningHours[] {
  return rows.map(({ value }) => {
    const opens = value.opens ? normalizeTime(value.opens) : null;
    const closes = value.closes ? normalizeTime(value.closes) : null;
    return { label: value.days, days: parseDays(value.days) ?? [], opens, closes };
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
  return {
    clinicName: clinic.clinicName,
    doctor: { name: clinic.doctorName, crm: clinic.doctorCrm, rqe: clinic.doctorRqe, specialty: clinic.specialty },
    technicalDirector: { name: clinic.technicalDirectorName, crm: clinic.technicalDirectorCrm },
    phone: { display: clinic.phone, tel: telTarget(clinic.phone) },
    whatsapp: clinic.whatsapp,
    email: clinic.email,
    address: {
      street: clinic.street,
      district: clinic.district,
      city: clinic.city,
      state: clinic.state,
      postalCode: clinic.postalCode,
      country: clinic.country,
    },
    geo: { latitude: coordinate(clinic.latitude), longitude: coordinate(clinic.longitude) },
    hours: toHours(hours),
    social: social.map(({ value }) => ({ network: value.network, url: value.url })),
    siteUrl: (siteUrlOverride ?? clinic.siteUrl).replace(/\/+$/, ''),
    shareImage: images.resolve(clinic.shareImage, `${clinic.clinicName}`),
    logo: images.resolve(clinic.logo, ''),
    portrait: images.resolve(clinic.portrait, `Ambiente da ${clinic.clinicName}`),
  };
}

export function toTexts(texts: TextSettings): SiteTexts {
  const { heroTitle, heroSubtitle, heroCta, heroWhatsappMessage, aboutTitle, aboutText, featuredServices, ...rest } = texts;
  return rest;
}

export function toPrivacy(privacy: PrivacySettings): PrivacyPolicy {
  return {
    controller: privacy.controller,
    dpoName: privacy.dpoName,
    dpoEmail: privacy.dpoEmail,
    retentionDays: Number(privacy.retentionDays),
    // The policy is the page's whole content under its h1: its '##' headings stay h2.
    html: renderRichText(privacy.text, { demoteHeadings: false }),
  };
}
