/**
 * The model stage: validated records → SiteModel. Every link between catalogues is resolved here, once, so that
 * templates never look anything up by slug and never meet a dangling reference (docs/architecture.md#stage-order).
 */
import { everyColumnRead } from './every-column-read.ts';
import type { SheetRecords } from '../validate/records.ts';
import type { ProcessedImages } from '../images/process-images.ts';
import { faqOf, faqRowsBySlug, protocolLink, serviceLink, toProtocol, toService, toTreatment, treatmentLink } from './catalogue-items.ts';
import { computeAll, type Reuse } from './reuse.ts';
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
  /**
   * A dev session's memo (src/model/reuse.ts): an item whose row, questions and picture are those of the rebuild
   * before is that rebuild's very object, and so are its links when they did not change. The pages and files made
   * from it are then found unchanged at once, instead of by walking ten thousand services' values on every save.
   */
  reuse?: Reuse;
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

function menu(label: string, basePath: Menu['basePath'], items: (Service | Treatment | Protocol)[]): Menu {
  // One pass over the catalogue: at 10,000 services, eight filters of it cost a dev save tens of milliseconds.
  const first = new Map<Category, (Service | Treatment | Protocol)[]>(ALL_CATEGORIES.map((c) => [c, []]));
  const counts = Object.fromEntries(ALL_CATEGORIES.map((c) => [c, 0])) as Record<Category, number>;
  for (const item of items) {
    const kept = first.get(item.category);
    if (!kept) continue;
    counts[item.category]++;
    if (kept.length < MENU_ITEMS_PER_CATEGORY) kept.push(item);
  }
  return {
    label,
    basePath,
    items: ALL_CATEGORIES.flatMap((category) => first.get(category)!.map((item) => ({ slug: item.slug, title: 'name' in item ? item.name : item.title, category: item.category }))),
    categories: ALL_CATEGORIES,
    counts,
  };
}

/** Looks slugs up among one catalogue's links, keeping sheet order and skipping unknown ones (validation reported them). */
function resolveAll(slugs: string[] | undefined, bySlug: Map<string, ItemLink>): ItemLink[] {
  return (slugs ?? []).flatMap((slug) => {
    const link = bySlug.get(slug);
    return link ? [link] : [];
  });
}

/** `images` is the image stage's result; null when nothing will be rendered (validate, diff). */
export function buildModel(records: SheetRecords, images: ProcessedImages | null, options: BuildModelOptions = {}): ModelResult {
  const reuse = options.reuse ?? computeAll;
  const resolver = new ImageResolver(images?.byCell ?? null);
  const serviceFaq = faqRowsBySlug(records.serviceFaq);
  const treatmentFaq = faqRowsBySlug(records.treatmentFaq);
  const protocolFaq = faqRowsBySlug(records.protocolFaq);

  // First every row's link (what other pages show of it), then each item with its links. With a dev memo, a link
  // whose row and picture are unchanged is the save before's object, and so is an item whose row, FAQ rows, picture
  // and links are.
  const linksOf = <Row extends { slug: string; image: string; imageAlt: string }>(kind: string, rows: { value: Row }[], link: (row: Row) => ItemLink) =>
    new Map(rows.map(({ value }) => [value.slug, reuse(kind, value.slug, [value, resolver.resolve(value.image, value.imageAlt)], () => link(value))]));
  const serviceLinks = linksOf('ligação servico', records.services, (row) => serviceLink(row, resolver));
  const treatmentLinks = linksOf('ligação tratamento', records.treatments, (row) => treatmentLink(row, resolver));
  const protocolLinks = linksOf('ligação protocolo', records.protocols, (row) => protocolLink(row, resolver));

  const protocols = records.protocols.map(({ value, source }) => {
    const faq = protocolFaq.get(value.slug) ?? [];
    const services = resolveAll(value.services, serviceLinks);
    const item = [value, source, faq, resolver.resolve(value.image, value.imageAlt), services];
    return reuse('modelo protocolo', value.slug, item, () => toProtocol(value, faqOf(faq), resolver, source.location, services));
  });
  const treatments = records.treatments.map(({ value, source }) => {
    const faq = treatmentFaq.get(value.slug) ?? [];
    const related = { services: resolveAll(value.services, serviceLinks), protocols: resolveAll(value.protocols, protocolLinks) };
    const item = [value, source, faq, resolver.resolve(value.image, value.imageAlt), related];
    return reuse('modelo tratamento', value.slug, item, () => toTreatment(value, faqOf(faq), resolver, source.location, related));
  });
  // 'Protocolos que utilizam este serviço': each protocol once, in the protocols' order.
  const protocolsOfService = new Map<string, ItemLink[]>();
  for (const protocol of protocols) {
    for (const { slug } of protocol.services) {
      const list = protocolsOfService.get(slug) ?? [];
      if (!list.some((link) => link.slug === protocol.slug)) list.push(protocolLinks.get(protocol.slug)!);
      protocolsOfService.set(slug, list);
    }
  }
  const services = records.services.map(({ value, source }) => {
    const faq = serviceFaq.get(value.slug) ?? [];
    const linked = protocolsOfService.get(value.slug) ?? [];
    const item = [value, source, faq, resolver.resolve(value.image, value.imageAlt), linked];
    return reuse('modelo servico', value.slug, item, () => toService(value, faqOf(faq), resolver, source.location, linked));
  });

  const texts = records.texts.value;
  const settings = toSettings(records.clinic.value, records.hours, records.social, resolver, options.siteUrl);
  const blog = toBlog(records.articles ?? [], options.today ?? saoPauloDay(new Date()), resolver, settings, {
    treatments: (slugs) => resolveAll(slugs, treatmentLinks),
    services: (slugs) => resolveAll(slugs, serviceLinks),
    protocols: (slugs) => resolveAll(slugs, protocolLinks),
  });
  const site: SiteModel = {
    settings,
    home: {
      hero: { title: texts.heroTitle, subtitle: texts.heroSubtitle, cta: texts.heroCta, whatsappMessage: texts.heroWhatsappMessage },
      about: { title: texts.aboutTitle, html: markdownToSafeHtml(texts.aboutText) },
      featuredServices: resolveAll(texts.featuredServices, serviceLinks),
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
