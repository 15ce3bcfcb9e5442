/**
 * Pure (the build's site-metadata.ts calls it): no file access here; src/diff/stored-catalogue.ts reads it back.
 *
 * What `build` keeps in out/.clinic-site.json (field `catalogue`) so that the next build can say what it changed:
 * every item with its price, and each page's sections as short hashes (the text itself would triple the file for no
 * use: the build summary names pages and prices, `clinic-site diff` shows the words).
 */
import { textHash } from '../render/text-hash.ts';
import type { SiteModel } from '../model/types.ts';
import { computeAll, type Reuse } from '../model/reuse.ts';
import { siteText, type ItemSummary, type PageText, type SiteText } from './page-texts.ts';

export interface StoredCatalogue {
  version: 1;
  items: ItemSummary[];
  /** route → [page title, { section label → hash of the section's text }]. */
  pages: Record<string, [string, Record<string, string>]>;
}

/** A short hash of a page section: a 10,000-service site has over a hundred thousand of them. */
const hash = (value: unknown) => textHash('sha256', JSON.stringify(value), 'base64url').slice(0, 12);

/**
 * The page texts a build may take from the catalogue the build before stored: an item's page whose item is unchanged
 * since (its fingerprint, src/pipeline/kept-pages.ts) has the sections stored then, since each item's page text is
 * made from the item alone (./page-texts.ts).
 */
export interface KeptPageTexts {
  stored: StoredCatalogue;
  /** Asked once about every item whose page text the site has. */
  sameAsBefore(kind: string, slug: string, item: object): boolean;
}

/** A page as a catalogue stores it, [title, { label → hash }]: anything else in the file is made again. */
const isStoredPage = (value: unknown): value is [string, Record<string, string>] =>
  Array.isArray(value) &&
  value.length === 2 &&
  typeof value[0] === 'string' &&
  typeof value[1] === 'object' &&
  value[1] !== null &&
  Object.values(value[1]).every((hash) => typeof hash === 'string');

/**
 * The site's items and the hash of each page section. Called by src/pipeline/site-metadata.ts for .clinic-site.json.
 * `reuse`: see siteText (a dev session skips the pages of unchanged items); `kept`: a build's page texts of the build
 * before.
 */
export function catalogueInfo(site: SiteModel, reuse?: Reuse, kept?: KeptPageTexts): StoredCatalogue {
  const fromBefore = new Map<PageText, [string, Record<string, string>]>();
  const keeping: Reuse | undefined = kept
    ? (kind, id, item, compute) => {
        const same = kept.sameAsBefore(kind, id, item);
        const route = (item as { href?: unknown }).href;
        const before = same && typeof route === 'string' && Object.hasOwn(kept.stored.pages, route) ? kept.stored.pages[route] : undefined;
        if (!before || !isStoredPage(before)) return (reuse ?? computeAll)(kind, id, item, compute);
        // Only its place is needed: the stored sections stand for it below.
        const page: PageText = { route: route as string, title: before[0], sections: {} };
        fromBefore.set(page, before);
        return page as ReturnType<typeof compute>;
      }
    : reuse;
  const { items, pages } = siteText(site, keeping);
  const hashed = (page: PageText): [string, Record<string, string>] => [page.title, Object.fromEntries(Object.entries(page.sections).map(([label, value]) => [label, hash(value)]))];
  return {
    version: 1,
    items,
    pages: Object.fromEntries(pages.map((page) => [page.route, fromBefore.get(page) ?? (reuse ? reuse('hash', page.route, page, () => hashed(page)) : hashed(page))])),
  };
}

/** A stored catalogue as a SiteText whose sections can only say "changed" (they are hashes). */
export function storedSiteText(stored: StoredCatalogue): SiteText {
  return {
    items: stored.items,
    pages: Object.entries(stored.pages).map(([route, [title, sections]]) => ({
      route,
      title,
      sections: Object.fromEntries(Object.entries(sections).map(([label, text]) => [label, { kind: 'opaque' as const, text }])),
    })),
  };
}
