/**
 * Catalogue rows → Service, Treatment and Protocol, with prices, durations, FAQs and rich text resolved, and each
 * row's link (what another page shows of it). build-model.ts makes every link first, then each item with its links.
 */
import type { Location } from '../errors/location.ts';
import { everyColumnRead } from './every-column-read.ts';
import type { FaqRow, Located, ProtocolRow, ServiceRow, TreatmentRow } from '../validate/records.ts';
import { parseDuration } from '../parse/duration.ts';
import type { ImageResolver } from './images.ts';
import { parsePrice } from '../parse/price.ts';
import { markdownToSafeHtml } from './markdown-html.ts';
import type { Faq, ItemLink, Protocol, Service, Treatment } from './types.ts';

/** FAQ rows grouped by slug, in sheet order. */
export function faqRowsBySlug(rows: Located<FaqRow>[]): Map<string, Located<FaqRow>[]> {
  const bySlug = new Map<string, Located<FaqRow>[]>();
  for (const row of rows) {
    const list = bySlug.get(row.value.slug);
    if (list) list.push(row);
    else bySlug.set(row.value.slug, [row]);
  }
  return bySlug;
}

/** An item's FAQ rows → its questions and answers. */
export function faqOf(rows: readonly Located<FaqRow>[]): Faq[] {
  return rows.map(({ value: { slug: _slug, question, answer, ...unread } }) => {
    everyColumnRead(unread);
    return { question, answer };
  });
}

const seo = (columns: { seoTitle: string; seoDescription: string; keywords: string[] }, canonical: string) => ({
  title: columns.seoTitle,
  description: columns.seoDescription,
  keywords: columns.keywords,
  canonical,
});

// Validation has already checked these with the same parsers.
const priceOf = (text: string) => parsePrice(text)!;
const durationOf = (text: string) => parseDuration(text)!;

/** What a row shows on other pages (a protocol's services, a treatment's, the home page's featured). */
const LINK_BASES: Record<ItemLink['kind'], string> = { service: '/servico', treatment: '/tratamento', protocol: '/protocolo' };

function linkOf(
  kind: ItemLink['kind'],
  { slug, title, category, description, price, image, imageAlt }: Pick<ServiceRow, 'slug' | 'title' | 'category' | 'description' | 'price' | 'image' | 'imageAlt'>,
  images: ImageResolver,
): ItemLink {
  return { kind, slug, title, category, href: `${LINK_BASES[kind]}/${slug}`, description, price: priceOf(price), image: images.resolve(image, imageAlt) };
}

export const serviceLink = (row: ServiceRow, images: ImageResolver) => linkOf('service', row, images);
export const treatmentLink = (row: TreatmentRow, images: ImageResolver) => linkOf('treatment', row, images);
export const protocolLink = (row: ProtocolRow, images: ImageResolver) => linkOf('protocol', { ...row, title: row.name, description: row.intro }, images);

// Each reader takes every column of its row by name: a column added to the schema stays in `unread`, and
// everyColumnRead refuses to compile until the reader uses it (or says why not).

export function toService(row: ServiceRow, faq: Faq[], images: ImageResolver, source: Location, protocols: ItemLink[]): Service {
  const {
    slug, title, category, description, price, duration, recovery, image, imageAlt, content, features, benefits, offer,
    seoTitle, seoDescription, keywords, ...unread
  } = row;
  everyColumnRead(unread);
  const href = `/servico/${slug}`;
  return {
    slug,
    title,
    category,
    description,
    image: images.resolve(image, imageAlt),
    price: priceOf(price),
    duration: durationOf(duration),
    recovery,
    contentHtml: markdownToSafeHtml(content),
    features,
    benefits,
    offer,
    faq,
    seo: seo({ seoTitle, seoDescription, keywords }, href),
    href,
    source,
    protocols,
  };
}

export function toTreatment(
  row: TreatmentRow,
  faq: Faq[],
  images: ImageResolver,
  source: Location,
  related: { services: ItemLink[]; protocols: ItemLink[] },
): Treatment {
  const {
    slug, title, subtitle, category, description, longDescription, image, imageAlt, features, benefits, duration, recovery,
    price, offer, seoTitle, seoDescription, keywords,
    // Resolved into links by build-model.ts (`related`).
    services: _services, protocols: _protocols,
    ...unread
  } = row;
  everyColumnRead(unread);
  const href = `/tratamento/${slug}`;
  return {
    slug,
    title,
    subtitle: subtitle?.trim() || null,
    category,
    description,
    heroImage: images.resolve(image, imageAlt),
    longDescriptionHtml: markdownToSafeHtml(longDescription),
    features,
    benefits,
    duration: durationOf(duration),
    recovery,
    price: priceOf(price),
    offer,
    faq,
    seo: seo({ seoTitle, seoDescription, keywords }, href),
    href,
    source,
    relatedServices: related.services,
    relatedProtocols: related.protocols,
  };
}

export function toProtocol(row: ProtocolRow, faq: Faq[], images: ImageResolver, source: Location, services: ItemLink[]): Protocol {
  const {
    slug, name, category, heroTitle, heroSubtitle, image, imageAlt, intro, benefits, features, duration, sessions, price,
    offer, seoTitle, seoDescription, keywords,
    // Resolved into links by build-model.ts (`services`).
    services: _services,
    ...unread
  } = row;
  everyColumnRead(unread);
  const href = `/protocolo/${slug}`;
  return {
    slug,
    name,
    category,
    hero: { title: heroTitle, subtitle: heroSubtitle, backgroundImage: images.resolve(image, imageAlt) },
    intro,
    description: intro,
    benefits,
    features,
    duration: durationOf(duration),
    sessions,
    price: priceOf(price),
    offer,
    faq,
    seo: seo({ seoTitle, seoDescription, keywords }, href),
    href,
    source,
    services,
  };
}
