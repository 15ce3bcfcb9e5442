/**
 * The cache and security headers every way of serving the site sends (docs/architecture.md#deploy-targets):
 * `clinic-site serve` (src/serve/server.ts, whose `siteCacheControl` the tests hold to these values), the static hosts'
 * `_headers` and the nginx server block. One place, so the three cannot drift apart.
 */
import { DETAIL_BASE_PATHS } from '../routes/paths.ts';

/** Files whose names carry a content hash never change: browsers may keep them for a year without asking. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** Pages keep their URL when a price changes: a browser may keep a copy but must ask before using it. */
export const PAGE_CACHE = 'public, max-age=0, must-revalidate';
/** The folders of hashed files (src/render/assets.ts and the image copies of src/model/images.ts). */
export const IMMUTABLE_FOLDERS = ['/assets/', '/imagens/'] as const;

/** Files whose type their extension does not say well enough: the blog's RSS feed is `.xml` (src/routes/blog-routes.ts). */
export const CONTENT_TYPES: readonly (readonly [path: string, type: string])[] = [['/blog/feed.xml', 'application/rss+xml; charset=utf-8']];
/**
 * Files under /imagens/ are pictures, never documents: opened by their address, an SVG may not run a script, load
 * anything from elsewhere or act as the site's origin (`sandbox`). The build already cleans SVG (src/images/svg.ts);
 * this is the second lock, for a file that reached out/ some other way.
 */
export const IMAGE_CSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";
export const IMAGE_FOLDER = '/imagens/';

export const SECURITY_HEADERS: readonly (readonly [string, string])[] = [
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
];

/** The routes of a build, sorted into what the deploy files need: the detail pages by catalogue, and the rest. */
export interface RouteGroups {
  /** `/servico` → ['botox', …], for each catalogue with a detail route, in DETAIL_BASE_PATHS order. */
  details: Map<string, string[]>;
  /** Every other route ('/', '/servico', '/agendar-online', '/404', …), sorted. */
  others: string[];
}

export function groupRoutes(routes: readonly string[]): RouteGroups {
  const details = new Map<string, string[]>(DETAIL_BASE_PATHS.map((base) => [base, []]));
  const others: string[] = [];
  for (const route of routes) {
    const match = /^(\/[^/]+)\/([^/]+)$/.exec(route);
    const slugs = match ? details.get(match[1]) : undefined;
    if (slugs) slugs.push(match![2]);
    else others.push(route);
  }
  for (const slugs of details.values()) slugs.sort();
  return { details, others: others.sort() };
}
