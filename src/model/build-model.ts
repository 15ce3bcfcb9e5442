/**
 * The model stage: validated records → SiteModel. Every link between catalogues is resolved here, once, so that
 * templates never look anything up by slug and never meet a dangling reference (docs/architecture.md#stage-order).
 */
import { everyColumnRead } from './every-column-read.ts';
import type { SheetRecords } from '../validate/records.ts';
import type { ProcessedImages } from '../images/process-images.ts';
import { faqOf, faqRowsBySlug, toProtocol, toService, toTreatment, type ProtocolItem, type ServiceItem, type TreatmentItem } from './catalogue-items.ts';
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

export function linkTo(item: ServiceItem | TreatmentItem | ProtocolItem): ItemLink {
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
    items: ALL_CATEGORIES.flatMap((category) => first.get(category)!.map((item) => ({ slug: item.slug, title: linkTo(item).title, category: item.category }))),
    categories: ALL_CATEGORIES,
    counts,
  };
}

/** Looks slugs up in one catalogue, keeping sheet order and skipping unknown ones (validation reported them). */
function resolveAll<T extends ServiceItem | TreatmentItem | ProtocolItem>(slugs: string[] | undefined, bySlug: Map<string, T>): ItemLink[] {
  return (slugs ?? []).flatMap((slug) => {
    const item = bySlug.get(slug);
    return item ? [linkTo(item)] : [];
  });
}

/** `images` is the image stage's result; null when nothing will be rendered (validate, diff). */
export function buildModel(records: SheetRecords, images: ProcessedImages | null, options: BuildModelOptions = {}): ModelResult {
  const reuse = options.reuse ?? computeAll;
  const resolver = new ImageResolver(images?.byCell ?? null);
  const serviceFaq = faqRowsBySlug(records.serviceFaq);
  const treatmentFaq = faqRowsBySlug(records.treatmentFaq);
  const protocolFaq = faqRowsBySlug(records.protocolFaq);

  // Each item without its links, from its row (the same record object while the row is unchanged), its FAQ rows and
  // its picture; then with its links to the other catalogues.
  const serviceItems = records.services.map(({ value, source }) => {
    const faq = serviceFaq.get(value.slug) ?? [];
    const item = [value, source, faq, resolver.resolve(value.image, value.imageAlt)];
    return reuse('modelo servico', value.slug, item, () => toService(value, faqOf(faq), resolver, source.location));
  });
  const treatmentItems = records.treatments.map(({ value, source }) => {
    const faq = treatmentFaq.get(value.slug) ?? [];
    const item = [value, source, faq, resolver.resolve(value.image, value.imageAlt)];
    return reuse('modelo tratamento', value.slug, item, () => toTreatment(value, faqOf(faq), resolver, source.location));
  });
  const protocolItems = records.protocols.map(({ value, source }) => {
    const faq = protocolFaq.get(value.slug) ?? [];
    const item = [value, source, faq, resolver.resolve(value.image, value.imageAlt)];
    return reuse('modelo protocolo', value.slug, item, () => toProtocol(value, faqOf(faq), resolver, source.location));
  });

  const serviceBySlug = new Map(serviceItems.map((s) => [s.slug, s]));
  const protocolBySlug = new Map(protocolItems.map((p) => [p.slug, p]));
  /** The item with its links: the rebuild before's object when both are the same. */
  const linked = <T extends object, L extends object>(kind: string, item: T & { slug: string }, links: L): T & L =>
    reuse(kind, item.slug, [item, links], () => ({ ...item, ...links }));
  const protocols: Protocol[] = protocolItems.map((item, index) =>
    linked('modelo protocolo com ligações', item, { services: resolveAll(records.protocols[index].value.services, serviceBySlug) }),
  );
  const treatments: Treatment[] = treatmentItems.map((item, index) => {
    const { services: serviceSlugs, protocols: protocolSlugs } = records.treatments[index].value;
    return linked('modelo tratamento com ligações', item, { relatedServices: resolveAll(serviceSlugs, serviceBySlug), relatedProtocols: resolveAll(protocolSlugs, protocolBySlug) });
  });
  const protocolsOfService = new Map<string, ItemLink[]>();
  for (const protocol of protocols) {
    for (const { slug } of protocol.services) {
      const list = protocolsOfService.get(slug) ?? [];
      if (!list.some((link) => link.slug === protocol.slug)) list.push(linkTo(protocol));
      protocolsOfService.set(slug, list);
    }
  }
  const services: Service[] = serviceItems.map((item) => linked('modelo servico com ligações', item, { protocols: protocolsOfService.get(item.slug) ?? [] }));

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
