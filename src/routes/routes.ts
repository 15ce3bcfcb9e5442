/**
 * The routes stage: SiteModel → every page of docs/site.md#routes (one template + a list of records gives many pages),
 * each with its head and structured data. Two pages that claim one output path stop the build, naming both sources.
 */
import { describeLocation } from '../errors/location.ts';
import { problem, type Problem } from '../errors/problems.ts';
import type { TemplateName, TemplateProps } from '../model/page-props.ts';
import type { SiteModel } from '../model/types.ts';
import { BOOKING_CRUMBS, detailCrumbs, PRIVACY_CRUMBS } from '../model/crumbs.ts';
import { breadcrumbJsonLd, clinicJsonLd, faqJsonLd, serviceJsonLd } from './json-ld.ts';
import { blogPageSpecs, blogFeedLink } from './blog-routes.ts';
import { listPageSpecs } from './list-routes.ts';
import type { Head, Page, PageSpec } from './page.ts';
import { outputPathOf } from './route-paths.ts';
import { computeAll, type Reuse } from '../model/reuse.ts';

export function pageTitle(site: SiteModel, title: string): string {
  return `${title} | ${site.settings.clinicName} - ${site.settings.doctor.name}`;
}

function makePage<T extends TemplateName>(site: SiteModel, spec: PageSpec<T>, reuse: Reuse): Page<T> {
  // What the head reads besides the spec: the clinic's settings and whether the blog has articles (its feed link).
  const head = reuse('cabeçalho', spec.route, [spec, site.settings, site.blog.articles.length > 0], () => headOf(site, spec));
  return {
    route: spec.route,
    outputPath: outputPathOf(spec.route),
    template: spec.template,
    props: { ...spec.props, site, path: spec.route } as TemplateProps[T],
    head,
    crumbs: spec.crumbs ?? null,
    source: typeof spec.source === 'string' ? spec.source : describeLocation(spec.source),
    ...(typeof spec.source === 'string' ? {} : { sourceRow: spec.source }),
    ...(spec.lastmod ? { lastmod: spec.lastmod } : {}),
    ...(spec.duplicateOf ? { duplicateOf: spec.duplicateOf } : {}),
  };
}

function headOf(site: SiteModel, spec: PageSpec<TemplateName>): Head {
  // Social networks show a 1200×630 picture: each image has one cut to that size (src/images). A detail page shares
  // its own item's image (a link to /servico/botox previews that service, not the clinic's front door); other pages
  // share the clinic's default share image.
  const image = spec.image ?? site.settings.shareImage;
  const absolute = (src: string) => (/^https?:\/\//.test(src) ? src : `${site.settings.siteUrl}${src}`);
  const crumbs = spec.crumbs ?? null;
  return {
    title: pageTitle(site, spec.title),
    description: spec.description,
    canonical: spec.route === '/404' ? null : absolute(spec.duplicateOf ?? (spec.route === '/' ? '/' : spec.route)),
    image: { url: absolute(image.share.src), width: image.share.width, height: image.share.height, alt: image.alt },
    keywords: spec.keywords ?? [],
    noindex: spec.noindex ?? false,
    ogType: spec.ogType ?? (spec.route.split('/').length > 2 ? 'article' : 'website'),
    jsonLd: [...(spec.jsonLd ?? []), ...(crumbs ? [breadcrumbJsonLd(site, crumbs, spec.duplicateOf ?? spec.route)] : [])],
    feed: blogFeedLink(site),
    ...(spec.article ? { article: spec.article } : {}),
    ...(spec.pagination ? { pagination: { prev: spec.pagination.prev && absolute(spec.pagination.prev), next: spec.pagination.next && absolute(spec.pagination.next) } } : {}),
  };
}

/**
 * `reuse` (src/model/reuse.ts): a dev session keeps each detail page's spec and each page's head while what they are
 * made of is the same object (src/model/build-model.ts keeps unchanged items), so the page comparison stops at once.
 */
export function routesOf(site: SiteModel, reuse: Reuse = computeAll): Page[] {
  const { texts } = site;
  // One object for every page that carries it: the same for all, and built once rather than once per service.
  const clinic = clinicJsonLd(site);
  const specs: PageSpec<TemplateName>[] = [
    { route: '/', template: 'home', props: {}, title: site.home.hero.title, description: site.home.hero.subtitle, image: site.settings.shareImage, jsonLd: [clinic], source: 'página inicial' },
    ...listPageSpecs(site),
    ...site.treatments.map((treatment) => reuse('rota', treatment.href, treatment, () => ({
      route: treatment.href, template: 'treatmentDetail' as const, props: { treatment }, title: treatment.seo.title,
      description: treatment.seo.description, keywords: treatment.seo.keywords, image: treatment.heroImage,
      crumbs: detailCrumbs('tratamento', treatment.title), source: treatment.source,
    }))),
    ...site.protocols.map((protocol) => reuse('rota', protocol.href, protocol, () => ({
      route: protocol.href, template: 'protocolDetail' as const, props: { protocol }, title: protocol.seo.title,
      description: protocol.seo.description, keywords: protocol.seo.keywords, image: protocol.hero.backgroundImage,
      crumbs: detailCrumbs('protocolo', protocol.name), source: protocol.source,
    }))),
    // The service's structured data reads the clinic's settings (address, site URL) and carries the clinic's.
    ...site.services.map((service) => reuse('rota', service.href, [service, site.settings, clinic], () => ({
      route: service.href, template: 'serviceDetail' as const, props: { service }, title: service.seo.title,
      description: service.seo.description, keywords: service.seo.keywords, image: service.image,
      crumbs: detailCrumbs('servico', service.title), source: service.source,
      jsonLd: [serviceJsonLd(site, service), ...(service.faq.length ? [faqJsonLd(service.faq)] : []), clinic],
    }))),
    ...blogPageSpecs(site),
    { route: '/agendar-online', template: 'booking', props: {}, title: 'Agendar online', description: texts.bookingIntro, crumbs: BOOKING_CRUMBS, source: 'agendamento' },
    { route: '/obrigado', template: 'thanks', props: {}, title: 'Obrigado', description: texts.thanksMessage, noindex: true, source: 'agradecimento' },
    { route: '/politica-de-privacidade', template: 'privacy', props: {}, title: 'Política de privacidade', description: `Como a ${site.settings.clinicName} trata os dados pessoais enviados pelo site, conforme a LGPD.`, crumbs: PRIVACY_CRUMBS, source: 'política de privacidade' },
    { route: '/404', template: 'notFound', props: {}, title: 'Página não encontrada', description: 'Ops! Página não encontrada.', noindex: true, source: 'página não encontrada' },
  ];
  return specs.map((spec) => makePage(site, spec, reuse));
}

/**
 * Two pages may not share an output file (e.g. two rows with one slug after an edit). The problem points at the
 * second page's sheet row and names the first one's, so staff find both rows.
 */
export function routeCollisions(pages: Page[]): Problem[] {
  const seen = new Map<string, Page>();
  const problems: Problem[] = [];
  for (const page of pages) {
    const other = seen.get(page.outputPath);
    if (other) problems.push(problem('ROTA_DUPLICADA', { route: page.route, other: other.source }, page.sourceRow ?? { file: page.source }));
    else seen.set(page.outputPath, page);
  }
  return problems;
}

/** Routes that search engines should list (sitemap.xml). */
export const indexableRoutes = (pages: Page[]) => pages.filter((p) => !p.head.noindex && !p.duplicateOf).map((p) => p.route);
