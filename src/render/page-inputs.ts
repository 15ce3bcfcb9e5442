/**
 * Everything a page's HTML depends on, so that `clinic-site dev` renders again only the pages whose inputs changed
 * (docs/architecture.md#dev-stays-fast). Rendering is pure (src/render/render-page.ts): the HTML is a function of the
 * template, the props, the head and the assets, so equal inputs mean equal HTML.
 *
 * The props of every page carry the whole site model, of which templates read only some parts (SITE_PARTS_READ,
 * checked by src/render/page-inputs.test.ts, which renders every template over a site that records what is read).
 * The inputs name those parts instead of the whole site. They are compared, not serialized: src/dev/same-value.ts
 * walks two builds' objects side by side, each shared object once, which costs far less than turning ten thousand
 * pages' props into text (at 10,000 services the list pages alone carry 80 MB of JSON).
 */
import type { SiteModel } from '../model/types.ts';
import type { Head, Page } from '../routes/page.ts';
import type { RenderAssets } from './render-page.ts';

/**
 * The parts of the site model templates read, besides a page's own props. Every page has the layout (header,
 * navigation, footer, floating button): settings, texts, menus, and whether the blog has articles. The home page
 * also shows its own texts, the featured services, the protocols and the latest articles; the privacy page the policy.
 */
export const SITE_PARTS_READ = {
  every: ['settings', 'texts', 'menus', 'blog'],
  home: ['home', 'protocols', 'blog'],
  privacy: ['privacy'],
} as const satisfies Record<string, readonly (keyof SiteModel)[]>;

export interface PageInputs {
  template: string;
  /** The page's props without the site model. */
  own: object;
  head: Head;
  /** The parts of the site model the page's template reads (see SITE_PARTS_READ). */
  site: unknown[];
  assets: RenderAssets;
}

/** The inputs of each page, in the order of `pages`. */
export function pageInputs(site: SiteModel, pages: readonly Page[], assets: RenderAssets): PageInputs[] {
  // Only whether the blog has articles shows on every page; the articles themselves show on the home page and on the
  // blog's own pages, whose props carry them.
  const everyPage = [site.settings, site.texts, site.menus, site.blog.articles.length > 0];
  const homePage = [...everyPage, site.home, site.protocols, site.blog.articles];
  const privacyPage = [...everyPage, site.privacy];
  return pages.map((page) => {
    const { site: _site, ...own } = page.props as { site: SiteModel };
    const parts = page.template === 'home' ? homePage : page.template === 'privacy' ? privacyPage : everyPage;
    return { template: page.template, own, head: page.head, site: parts, assets };
  });
}
