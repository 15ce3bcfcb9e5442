/**
 * The model stage: validated records → SiteModel. Every link between catalogues is resolved here, once, so that
 * templates never look anything up by slug and never meet a dangling reference (docs/architecture.md#stage-order).
 */
import { everyColumnRead } from './every-column-read.ts';
import type { SheetRecords } from '../validate/records.ts';
import type { ProcessedImages } from '../images/process-images.ts';
import { faqBySlug, toProtocol, toService, toTreatment } from './catalogue-items.ts';
import { ImageResolver, type Asset } from './images.ts';
import { toBlog } from './blog/articles.ts';
import { saoPauloDay } from '../parse/dates.ts';
import { markdownToSafeHtml } from './markdown-html.ts';
import { toPrivacy, toSettings, toTexts } from './clinic-settings.ts';
import type { Category, ItemLink, Menu, Protocol, Service, SiteModel, Treatment } from './types.ts';

export interface BuildModelOptions {
  /** Overrides the site URL of the settings sheet (`build --site-url`). */
  siteUrl?: string;
  /** The build's date ('2026-03-12'): blog articles dated later are scheduled, not published. Default: today in São Paulo. */
  today?: string;
}

export interface ModelResult {
  site: SiteModel;
  /** Image files the pages use (in the image cache), to be copied into out/. */
  assets: Asset[];
}

const ALL_CATEGORIES: Category[] = ['facial', 'corporal', 'capilar', 'medicina'];

/**
 * Menu entries kept per category. The mobile menu shows 6 (docs/site.md#constants) and then 'Ver todos de {categoria}';
 * the desktop dropdown shows the same 6 per category next to its 'Ver Todos' link. Without a cap every page would carry
 * the whole catalogue in its navigation, and build time would grow with the square of the catalogue.
 */
export const MENU_ITEMS_PER_CATEGORY = 6;

export function linkTo(item: Service | Treatment | Protocol): ItemLink {
  const isProtocol = 'hero' in item;
  return {
    slug: item.slug,
    title: isProtocol ? item.name : item.title,
    category: item.category,
    href: item.href,
    description: item.description,
    price: item.price,
    image: isProtocol ? item.hero.backgroundImage : 'heroImage' in item ? item.heroImage : item.image,
  };
}

function menu(label: string, basePath: Menu['basePath'], items: (Service | Treatment | Protocol)[]): Menu {
  return {
    label,
    basePath,
    items: ALL_CATEGORIES.flatMap((category) =>
      items
        .filter((item) => item.category === category)
        .slice(0, MENU_ITEMS_PER_CATEGORY)
        .map((item) => ({ slug: item.slug, title: linkTo(item).title, category: item.category })),
    ),
    categories: ALL_CATEGORIES,
    counts: Object.fromEntries(ALL_CATEGORIES.map((c) => [c, items.filter((item) => item.category === c).length])) as Record<Category, number>,
  };
}

/** Looks slugs up in one catalogue, keeping sheet order and skipping unknown ones (validation reported them). */
function resolveAll<T extends Service | Treatment | Protocol>(slugs: string[] | undefined, bySlug: Map<string, T>): ItemLink[] {
  return (slugs ?? []).flatMap((slug) => {
    const item = bySlug.get(slug);
    return item ? [linkTo(item)] : [];
  });
}

/** `images` is the image stage's result; null when nothing will be rendered (validate, diff). */
export function buildModel(records: SheetRecords, images: ProcessedImages | null, options: BuildModelOptions = {}): ModelResult {
  const resolver = new ImageResolver(images?.byCell ?? null);
  const serviceFaq = faqBySlug(records.serviceFaq);
  const treatmentFaq = faqBySlug(records.treatmentFaq);
  const protocolFaq = faqBySlug(records.protocolFaq);

  const services = records.services.map(({ value, source }) => toService(value, serviceFaq.get(value.slug) ?? [], resolver, source.location));
  const treatments = records.treatments.map(({ value, source }) => toTreatment(value, treatmentFaq.get(value.slug) ?? [], resolver, source.location));
  const protocols = records.protocols.map(({ value, source }) => toProtocol(value, protocolFaq.get(value.slug) ?? [], resolver, source.location));

  const serviceBySlug = new Map(services.map((s) => [s.slug, s]));
  const protocolBySlug = new Map(protocols.map((p) => [p.slug, p]));
  records.protocols.forEach(({ value }, index) => {
    protocols[index].services = resolveAll(value.services, serviceBySlug);
  });
  records.treatments.forEach(({ value }, index) => {
    treatments[index].relatedServices = resolveAll(value.services, serviceBySlug);
    treatments[index].relatedProtocols = resolveAll(value.protocols, protocolBySlug);
  });
  for (const service of services) {
    service.protocols = protocols.filter((p) => p.services.some((s) => s.slug === service.slug)).map(linkTo);
  }

  const texts = records.texts.value;
  const settings = toSettings(records.clinic.value, records.hours, records.social, resolver, options.siteUrl);
  const treatmentBySlug = new Map(treatments.map((t) => [t.slug, t]));
  const blog = toBlog(records.articles ?? [], options.today ?? saoPauloDay(new Date()), resolver, settings, {
    treatments: (slugs) => resolveAll(slugs, treatmentBySlug),
    services: (slugs) => resolveAll(slugs, serviceBySlug),
    protocols: (slugs) => resolveAll(slugs, protocolBySlug),
  });
  const site: SiteModel = {
    settings,
    home: {
      hero: { title: texts.heroTitle, subtitle: texts.heroSubtitle, cta: texts.heroCta, whatsappMessage: texts.heroWhatsappMessage },
      about: { title: texts.aboutTitle, html: markdownToSafeHtml(texts.aboutText) },
      featuredServices: resolveAll(texts.featuredServices, serviceBySlug),
      testimonials: records.testimonials.map(({ value: { name, text, treatment, rating, ...unread } }) => {
        everyColumnRead(unread);
        return { name, text, treatment, rating: Number(rating) };
      }),
      faq: records.homeFaq.map(({ value: { question, answer, ...unread } }) => {
        everyColumnRead(unread);
        return { question, answer };
      }),
    },
    texts: toTexts(texts),
    privacy: toPrivacy(records.privacy.value),
    services,
    treatments,
    protocols,
    menus: {
      servicos: menu('Serviços', '/servico', services),
      tratamentos: menu('Tratamentos', '/tratamento', treatments),
      protocolos: menu('Protocolos', '/protocolo', protocols),
    },
    blog,
  };
  return { site, assets: images?.files ?? [] };
}
