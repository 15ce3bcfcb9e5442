/**
 * The render stage: pages → every file of the site (HTML, sitemap.xml, robots.txt, assets, images), as a stream of
 * [path inside out/, contents] pairs, rendered one at a time as the write stage asks for them. Nothing is written
 * here; src/write does that.
 */
import { readFileSync } from 'node:fs';
import { deployFiles } from '../deploy/deploy-files.ts';
import { catalogueInfo } from '../diff/site-catalogue.ts';
import type { Asset } from '../model/images.ts';
import type { SiteModel } from '../model/types.ts';
import type { Page } from '../routes/page.ts';
import { indexableRoutes } from '../routes/routes.ts';
import { SITE_INFO_FILE } from '../serve/site-info.ts';
import type { BuiltAssets } from './assets.ts';
import { BLOG_FEED_PATH } from '../routes/blog-routes.ts';
import { blogFeedXml } from './feed.ts';
import { escapeHtml } from './html.ts';
import { renderPage } from './render-page.ts';

export type SiteFile = [path: string, contents: string | Uint8Array];

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

export function robotsTxt(site: SiteModel): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${site.settings.siteUrl}/sitemap.xml\n`;
}

/** `onPage(done, total)` is called after each page, for the progress line of long builds. */
export function* renderSite(
  site: SiteModel,
  pages: Page[],
  images: Asset[],
  assets: BuiltAssets,
  onPage?: (done: number, total: number) => void,
): Generator<SiteFile> {
  const renderAssets = { stylesheet: assets.stylesheet, script: assets.script, islands: assets.islands, favicon: site.settings.logo.src };
  const islandMemo = new Map<string, string>();
  for (const [index, page] of pages.entries()) {
    let html: string;
    try {
      html = renderPage(page, renderAssets, islandMemo);
    } catch (error) {
      throw new Error(`falha ao gerar ${page.route} (${page.source})`, { cause: error });
    }
    yield [page.outputPath, html];
    onPage?.(index + 1, pages.length);
  }
  yield* assets.files;
  // Read from the image cache one file at a time, as the writer asks: 60 photos' variants never sit in memory at once.
  for (const image of images) yield [image.path, readFileSync(image.source)];
  yield ['sitemap.xml', sitemapXml(site, pages)];
  if (site.blog.articles.length) yield [BLOG_FEED_PATH.slice(1), blogFeedXml(site)];
  yield ['robots.txt', robotsTxt(site)];
  yield* deployFiles(pages); // _headers, _redirects, nginx/ (docs/architecture.md#deploy-targets)
  const { settings } = site;
  yield [
    SITE_INFO_FILE,
    `${JSON.stringify(
      // catalogue: what the next build compares against for its change summary (docs/architecture.md#staff-tools).
      { siteUrl: settings.siteUrl, clinicName: settings.clinicName, whatsapp: settings.whatsapp, email: settings.email, catalogue: catalogueInfo(site) },
      null,
      2,
    )}\n`,
  ];
}
