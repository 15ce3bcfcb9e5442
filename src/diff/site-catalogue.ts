/**
 * Pure (the build's site-metadata.ts calls it): no file access here; src/diff/stored-catalogue.ts reads it back.
 *
 * What `build` keeps in out/.clinic-site.json (field `catalogue`) so that the next build can say what it changed:
 * every item with its price, and each page's sections as short hashes (the text itself would triple the file for no
 * use: the build summary names pages and prices, `clinic-site diff` shows the words).
 */
import * as crypto from 'node:crypto';
import type { SiteModel } from '../model/types.ts';
import type { Reuse } from '../model/reuse.ts';
import { siteText, type ItemSummary, type PageText, type SiteText } from './page-texts.ts';

export interface StoredCatalogue {
  version: 1;
  items: ItemSummary[];
  /** route → [page title, { section label → hash of the section's text }]. */
  pages: Record<string, [string, Record<string, string>]>;
}

/**
 * Node's one-shot hash (from 20.12) takes half the time of a Hash object for short texts, and a 10,000-service site
 * has over a hundred thousand sections; the same digest either way.
 */
const sha256 = (text: string): string =>
  typeof crypto.hash === 'function' ? crypto.hash('sha256', text, 'base64url') : crypto.createHash('sha256').update(text).digest('base64url');
const hash = (value: unknown) => sha256(JSON.stringify(value)).slice(0, 12);

/** The site's items and the hash of each page section. Called by src/pipeline/site-metadata.ts for .clinic-site.json. */
/** `reuse`: see siteText (a dev session skips the pages of unchanged items). */
export function catalogueInfo(site: SiteModel, reuse?: Reuse): StoredCatalogue {
  const { items, pages } = siteText(site, reuse);
  const hashed = (page: PageText): [string, Record<string, string>] => [page.title, Object.fromEntries(Object.entries(page.sections).map(([label, value]) => [label, hash(value)]))];
  return {
    version: 1,
    items,
    pages: Object.fromEntries(pages.map((page) => [page.route, reuse ? reuse('hash', page.route, page, () => hashed(page)) : hashed(page)])),
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
