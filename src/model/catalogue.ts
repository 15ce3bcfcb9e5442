/**
 * Catalogue rows → Service, Treatment and Protocol, with prices, durations, FAQs and rich text resolved.
 * Cross-links are filled in by build-model.ts once all three catalogues exist.
 */
import type { Location } from '../errors/location.ts';
import type { FaqRow, Located, ProtocolRow, ServiceRow, TreatmentRow } from '../validate/records.ts';
import { parseDuration } from './duration.ts';
import type { ImageResolver } from './images.ts';
import { parsePrice } from './price.ts';
import { markdownToSafeHtml } from './markdown-html.ts';
import type { Category, Faq, Protocol, Service, Treatment, TreatmentCategory } from './types.ts';

/** FAQ rows grouped by slug, in sheet order. */
export function faqBySlug(rows: Located<FaqRow>[]): Map<string, Faq[]> {
  const bySlug = new Map<string, Faq[]>();
  for (const { value } of rows) {
    const list = bySlug.get(value.slug) ?? [];
    list.push({ question: value.question, answer: value.answer });
    bySlug.set(value.slug, list);
  }
  return bySlug;
}

const seo = (row: { seoTitle: string; seoDescription: string; keywords: string[] }, canonical: string) => ({
  title: row.seoTitle,
  description: row.seoDescription,
  keywords: row.keywords,
  canonical,
});

// Validation has already checked these with the same parsers.
const price = (text: string) => parsePrice(text)!;
const duration = (text: string) => parseDuration(text)!;

export function toService(row: ServiceRow, faq: Faq[], images: ImageResolver, source: Location): Service {
  const href = `/servico/${row.slug}`;
  return {
    slug: row.slug,
    title: row.title,
    category: row.category,
    description: row.description,
    image: images.resolve(row.image, row.imageAlt),
    price: price(row.price),
    duration: duration(row.duration),
    recovery: row.recovery,
    contentHtml: markdownToSafeHtml(row.content),
    features: row.features,
    benefits: row.benefits,
    offer: row.offer,
    faq,
    seo: seo(row, href),
    href,
    source,
    protocols: [],
  };
}

export function toTreatment(row: TreatmentRow, faq: Faq[], images: ImageResolver, source: Location): Treatment {
  const href = `/tratamento/${row.slug}`;
  return {
    slug: row.slug,
    title: row.title,
    subtitle: row.subtitle?.trim() || null,
    category: row.category,
    description: row.description,
    heroImage: images.resolve(row.image, row.imageAlt),
    longDescriptionHtml: markdownToSafeHtml(row.longDescription),
    features: row.features,
    benefits: row.benefits,
    duration: duration(row.duration),
    recovery: row.recovery,
    price: price(row.price),
    offer: row.offer,
    faq,
    seo: seo(row, href),
    href,
    source,
    relatedServices: [],
    relatedProtocols: [],
  };
}

export function toProtocol(row: ProtocolRow, faq: Faq[], images: ImageResolver, source: Location): Protocol {
  const href = `/protocolo/${row.slug}`;
  return {
    slug: row.slug,
    name: row.name,
    category: row.category,
    hero: { title: row.heroTitle, subtitle: row.heroSubtitle, backgroundImage: images.resolve(row.image, row.imageAlt) },
    intro: row.intro,
    description: row.intro,
    benefits: row.benefits,
    features: row.features,
    duration: duration(row.duration),
    sessions: row.sessions,
    price: price(row.price),
    offer: row.offer,
    faq,
    seo: seo(row, href),
    href,
    source,
    services: [],
  };
}
