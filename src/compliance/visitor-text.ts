/**
 * Which cells a visitor reads: every text the site shows or sends (titles, descriptions, content, FAQs, benefits,
 * features, offers, the 'Textos' tab, testimonials, blog articles (title, summary, text, author), image descriptions read aloud by screen readers, and the search
 * result title and description). Not checked: slugs and lists of slugs, image file names, prices and durations (their
 * format is already fixed), contacts and addresses, and the privacy policy, whose legal text must be able to say that
 * a data-subject request is free of charge (LGPD art. 18 §5) without being an advertisement.
 */
import type { Located, SheetRecords } from '../validate/records.ts';

export interface VisitorText {
  record: Located<object>;
  field: string;
  /** The cell's text; list cells joined with line breaks. */
  text: string;
  /** Whether the text is a patient's own words (a testimonial), which the clinic publishes or not but never rewords. */
  patientWords: boolean;
}

/** A record whose cells a visitor reads: the fields read and, for a testimonial, the field of the patient's words. */
export type VisitorTextRecord = [record: Located<object>, fields: readonly string[], patientWords?: string];

const SEO = ['seoTitle', 'seoDescription'];
const FIELDS = {
  services: ['title', 'description', 'recovery', 'imageAlt', 'content', 'features', 'benefits', 'offer', ...SEO],
  treatments: ['title', 'subtitle', 'description', 'longDescription', 'imageAlt', 'features', 'benefits', 'recovery', 'offer', ...SEO],
  protocols: ['name', 'heroTitle', 'heroSubtitle', 'imageAlt', 'intro', 'benefits', 'features', 'sessions', 'offer', ...SEO],
  faq: ['question', 'answer'],
  testimonials: ['text', 'treatment'],
  clinic: ['clinicName', 'specialty'],
  // Every article row, drafts included: a draft is checked before the day someone ticks 'Publicar'.
  articles: ['title', 'summary', 'imageAlt', 'body', 'author', ...SEO],
} as const;

/** The visitor-facing text cells of one record, in field order; list cells joined with line breaks. */
export function textsOf(record: Located<object>, fields: readonly string[], patientWords?: string): VisitorText[] {
  const value = record.value as Record<string, unknown>;
  return fields.flatMap((field) => {
    const cell = value[field];
    const text = Array.isArray(cell) ? cell.join('\n') : typeof cell === 'string' ? cell : '';
    return text ? [{ record, field, text, patientWords: field === patientWords }] : [];
  });
}

/** Every validated record whose cells a visitor reads, with the fields read, in sheet order. */
export function visitorTextRecords(records: SheetRecords): VisitorTextRecord[] {
  const many = (rows: Located<object>[], fields: readonly string[], patientWords?: string) =>
    rows.map((row): VisitorTextRecord => [row, fields, patientWords]);
  const textFields = Object.keys(records.texts.value).filter((field) => field !== 'featuredServices');
  return [
    ...many(records.services, FIELDS.services),
    ...many(records.serviceFaq, FIELDS.faq),
    ...many(records.treatments, FIELDS.treatments),
    ...many(records.treatmentFaq, FIELDS.faq),
    ...many(records.protocols, FIELDS.protocols),
    ...many(records.protocolFaq, FIELDS.faq),
    [records.clinic, FIELDS.clinic],
    [records.texts, textFields],
    // The testimonial's text is the patient's; its treatment is the clinic's label.
    ...many(records.testimonials, FIELDS.testimonials, 'text'),
    ...many(records.homeFaq, FIELDS.faq),
    ...many(records.articles ?? [], FIELDS.articles),
  ];
}
