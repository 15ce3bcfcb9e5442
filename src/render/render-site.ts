/**
 * The render stage: pages → the rendered files of the site (HTML, sitemap.xml, robots.txt, the blog feed, assets, the
 * search index of a long catalogue),
 * as a stream of [path inside out/, contents] pairs, rendered one at a time as the write stage asks for
 * them. Nothing is written here; src/write does that. The processed images, the deploy files and the build's
 * metadata are added by the build (src/pipeline/build-site.ts).
 */
import type { SiteModel } from '../model/types.ts';
import type { Page } from '../routes/page.ts';
import { indexableRoutes } from '../routes/routes.ts';
import { CATALOGUE_INDEX_PATHS, isPaginated } from '../routes/list-routes.ts';
import { protocolCard, serviceCard, treatmentCard, type CardData } from '../../templates/components/catalogue/card-data.ts';
import { catalogueIndex } from '../../templates/components/catalogue/card-index.ts';
import type { BuiltAssets } from './assets.ts';
import { BLOG_FEED_PATH } from '../routes/blog-routes.ts';
import { blogFeedXml } from './feed.ts';
import { compressAhead, compressedCopies } from './precompressed.ts';
import { escapeHtml } from './html.ts';
import { renderPage, type RenderAssets } from './render-page.ts';
import { computeAll, type Reuse } from '../model/reuse.ts';
import type { OutFile, SiteFile } from './site-file.ts';

/** Every indexable page; blog pages carry `<lastmod>` (the article's last update or publication date). */
export function sitemapXml(site: SiteModel, pages: Page[]): string {
  const indexable = new Set(indexableRoutes(pages));
  const urls = pages
    .filter((page) => indexable.has(page.route))
    .map((page) => {
      const loc = escapeHtml(`${site.settings.siteUrl}${page.route === '/' ? '/' : page.route}`);
      return `<url><loc>${loc}</loc>${page.lastmod ? `<lastmod>${page.lastmod}</lastmod>` : ''}</url>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/**
 * The search index of each catalogue that needs more than one list page (src/routes/list-routes.ts): every card, in
 * the compact form of templates/components/catalogue/card-index.ts, which the list's search box fetches on first use.
 * `reuse` keeps each unchanged item's card. Each index is followed by its compressed copies (./precompressed.ts).
 */
export function* catalogueIndexes(site: SiteModel, reuse: Reuse = computeAll): Generator<SiteFile> {
  for (const [path, text] of catalogueIndexTexts(site, reuse)) {
    yield [path, text];
    yield* compressedCopies(path, text);
  }
}

/**
 * Starts compressing the search indexes on zlib's threads (compressAhead in ./precompressed.ts), for a dev save to
 * call once the model is made: the pages are compared meanwhile, and the indexes are written after them. (Not in a
 * full build: its second core already writes the pages while this one renders them, and nine pairs of 10,000-service
 * builds with and without it showed no gain, within noise of a few seconds.)
 */
export function compressIndexesAhead(site: SiteModel, reuse: Reuse): Promise<void> {
  return Promise.all(catalogueIndexTexts(site, reuse).map(([path, text]) => compressAhead(path, text))).then(() => {});
}

/** Each index's text, made once per model: asked for when its compression starts, and again when it is written. */
const indexTexts = new WeakMap<SiteModel, [path: string, text: string][]>();

function catalogueIndexTexts(site: SiteModel, reuse: Reuse): [path: string, text: string][] {
  const known = indexTexts.get(site);
  if (known) return known;
  const index = <T extends { slug: string }>(section: 'servico' | 'tratamento' | 'protocolo', kind: CardData['kind'], items: readonly T[], card: (item: T) => CardData) =>
    JSON.stringify(catalogueIndex(kind, `/${section}`, items.map((item) => reuse(`card ${section}`, item.slug, item, () => card(item)))));
  const catalogues = [
    ['servico', () => index('servico', 'service', site.services, serviceCard)],
    ['tratamento', () => index('tratamento', 'treatment', site.treatments, treatmentCard)],
    ['protocolo', () => index('protocolo', 'protocol', site.protocols, protocolCard)],
  ] as const;
  const texts = catalogues.filter(([section]) => isPaginated(site, section)).map(([section, json]): [string, string] => [CATALOGUE_INDEX_PATHS[section].slice(1), json()]);
  indexTexts.set(site, texts);
  return texts;
}

export function robotsTxt(site: SiteModel): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${site.settings.siteUrl}/sitemap.xml\n`;
}

/** The assets every page names (stylesheet, island script, favicon), from the built assets and the settings. */
export function renderAssetsOf(site: SiteModel, assets: BuiltAssets): RenderAssets {
  return { stylesheet: assets.stylesheet, script: assets.script, scriptImports: assets.scriptImports, islands: assets.islands, onUse: assets.onUse, favicon: site.settings.logo.src };
}

/**
 * `kept[i]`: the previous build's file of page i, kept instead of rendered (src/pipeline/kept-pages.ts). `onPage(done,
 * total)` is called after each page, for the progress line of long builds.
 */
export function* renderSite(
  site: SiteModel,
  pages: Page[],
  assets: BuiltAssets,
  kept: readonly (string | null)[] = [],
  onPage?: (done: number, total: number) => void,
): Generator<OutFile> {
  const renderAssets = renderAssetsOf(site, assets);
  const islandMemo = new Map<string, string>();
  for (const [index, page] of pages.entries()) {
    const keptFrom = kept[index];
    yield keptFrom ? [page.outputPath, { keptFrom }] : [page.outputPath, renderPageOf(page, renderAssets, islandMemo)];
    onPage?.(index + 1, pages.length);
  }
  yield* siteWideFiles(site, pages, assets);
}

/** One page's HTML; a failure names the page and the sheet row behind it. */
export function renderPageOf(page: Page, assets: RenderAssets, islandMemo?: Map<string, string>): string {
  try {
    return renderPage(page, assets, islandMemo);
  } catch (error) {
    throw new Error(`falha ao gerar ${page.route} (${page.source})`, { cause: error });
  }
}

/** The rendered files that are not pages: assets, search indexes, sitemap, feed, robots.txt. */
export function* siteWideFiles(site: SiteModel, pages: Page[], assets: BuiltAssets, reuse?: Reuse): Generator<SiteFile> {
  yield* assets.files;
  yield* catalogueIndexes(site, reuse);
  yield ['sitemap.xml', sitemapXml(site, pages)];
  if (site.blog.articles.length) yield [BLOG_FEED_PATH.slice(1), blogFeedXml(site)];
  yield ['robots.txt', robotsTxt(site)];
}
