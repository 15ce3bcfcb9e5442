/**
 * A fingerprint of everything a page's HTML depends on, so that `clinic-site dev` renders again only the pages whose
 * fingerprint changed (docs/architecture.md#dev-stays-fast). Rendering is pure (src/render/render-page.ts): the
 * HTML is a function of the template, the props, the head and the assets' names, so equal fingerprints mean equal
 * HTML.
 *
 * The props of every page carry the whole site model, which must not be serialized ten thousand times. Templates
 * read only some parts of it (SITE_PARTS_READ, checked by src/render/page-fingerprint.test.ts, which renders every
 * template over a site that records what is read): those parts are hashed once per rebuild, and each page adds only
 * its own props and head. Objects shared by many heads (the clinic's structured data) are serialized once.
 */
import { createHash } from 'node:crypto';
import type { TemplateName } from '../model/page-props.ts';
import type { SiteModel } from '../model/types.ts';
import type { Head, Page } from '../routes/page.ts';
import type { RenderAssets } from './render-page.ts';

/**
 * The parts of the site model each template reads, besides its own props. Every page has the layout (header,
 * navigation, footer): settings, texts, privacy, menus and whether the blog has articles. The home page also shows
 * the featured services, the protocols and the latest articles.
 */
export const SITE_PARTS_READ: Record<'every' | 'home', readonly (keyof SiteModel)[]> = {
  every: ['settings', 'texts', 'privacy', 'menus', 'blog'],
  home: ['home', 'protocols', 'blog'],
};

/** One page's fingerprint (a hex digest); equal fingerprints within one dev session mean equal HTML. */
export type Fingerprint = string;

const digest = (...parts: string[]) => {
  const hash = createHash('sha1');
  for (const part of parts) hash.update(part).update('\u0000');
  return hash.digest('hex');
};

/** The fingerprint of each page, in the order of `pages`. */
export function pageFingerprints(site: SiteModel, pages: readonly Page[], assets: RenderAssets): Fingerprint[] {
  // Only whether the blog has articles shows on every page (menu and footer links); the articles themselves show on
  // the home page and on the blog's own pages, whose props carry them.
  const everyPage = digest(
    JSON.stringify({ settings: site.settings, texts: site.texts, privacy: site.privacy, menus: site.menus, blog: site.blog.articles.length > 0 }),
    JSON.stringify(assets),
  );
  let homePage: string | null = null;
  const shared = new Map<object, string>();
  const headJson = (head: Head) => {
    const jsonLd = head.jsonLd.map((item) => {
      let json = shared.get(item);
      if (json === undefined) shared.set(item, (json = JSON.stringify(item)));
      return json;
    });
    return `${JSON.stringify({ ...head, jsonLd: null })}${jsonLd.join('\u0001')}`;
  };
  return pages.map((page) => {
    const { site: _site, ...own } = page.props as { site: SiteModel };
    if (page.template === ('home' satisfies TemplateName)) {
      homePage ??= JSON.stringify({ home: site.home, protocols: site.protocols, articles: site.blog.articles });
    }
    return digest(page.template, everyPage, page.template === 'home' ? homePage! : '', JSON.stringify(own), headJson(page.head));
  });
}
