/**
 * The cache and security headers every way of serving the site sends: `clinic-site serve` (src/serve/server.ts sends
 * `siteHeaders` as they are), the static hosts' `_headers` and the nginx server block. One place, so the three cannot
 * drift apart; test/nginx asks all three for the same files and compares.
 */
import { DETAIL_BASE_PATHS } from '../routes/route-paths.ts';

/** Files whose names carry a content hash never change: browsers may keep them for a year without asking. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** Pages keep their URL when a price changes: a browser may keep a copy but must ask before using it. */
export const PAGE_CACHE = 'public, max-age=0, must-revalidate';
/** The folders of hashed files (src/render/assets.ts and the image copies of src/model/images.ts). */
export const IMMUTABLE_FOLDERS = ['/assets/', '/imagens/'] as const;

/** A file under a folder whose names carry their content's hash (`assets/site-L4NRZRUW.css`), served for a year. */
export const isHashedFile = (path: string) => IMMUTABLE_FOLDERS.some((folder) => `/${path}`.startsWith(folder));

/**
 * Files whose type their extension does not say well enough: the blog's RSS feed is `.xml` (src/routes/blog-routes.ts),
 * and a `security.txt` from publico/ must say its charset (RFC 9116).
 */
export const CONTENT_TYPES: readonly (readonly [path: string, type: string])[] = [
  ['/blog/feed.xml', 'application/rss+xml; charset=utf-8'],
  ['/.well-known/security.txt', 'text/plain; charset=utf-8'],
];
/**
 * Files under /imagens/ are pictures, never documents: opened by their address, an SVG may not run a script, load
 * anything from elsewhere or act as the site's origin (`sandbox`). The build already cleans SVG (src/images/svg.ts);
 * this is the second lock, for a file that reached out/ some other way.
 */
export const IMAGE_CSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";
export const IMAGE_FOLDER = '/imagens/';

/**
 * The pages' policy, the second lock behind the rich-text sanitizer (src/model/sanitize.ts): a page runs only the
 * site's own script files (an inline script or `on…` handler that reached a page from a sheet would not run), takes
 * styles, fonts and data from the site alone, pictures from the site, from `data:` (the stylesheet's icons) and from
 * any https address (a picture in a rich text may live elsewhere), sends forms only to the site, accepts no `<base>`
 * and no plugin, and cannot be framed by another site (clickjacking). `clinic-site dev` drops it from the pages it
 * serves: its overlay is inline (src/dev/html-injection.ts).
 */
export const PAGE_CSP = "default-src 'self'; img-src 'self' data: https:; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

/**
 * HTTPS only, for a year (HSTS): once a browser has opened the site over https, a link or a typed address with
 * http:// goes to https:// before anything leaves the phone, so a public Wi-Fi cannot serve a forged page or read a
 * lead on the way. A browser heeds it only on an https answer (RFC 6797 §8.1) and ignores it from `clinic-site serve`
 * or a preview over plain http, so it is sent always. Without includeSubDomains and preload: the clinic's other
 * addresses (an e-mail panel, a booking system) are not the site's to decide.
 */
export const HSTS = ['Strict-Transport-Security', 'max-age=31536000'] as const;

export const SECURITY_HEADERS: readonly (readonly [string, string])[] = [
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  HSTS,
];

/** `Cache-Control` of a path: a year for the hashed files, revalidate for everything else (pages, feed, sitemap). */
export function cacheControlOf(pathname: string): string {
  return IMMUTABLE_FOLDERS.some((folder) => pathname.startsWith(folder)) ? IMMUTABLE_CACHE : PAGE_CACHE;
}

/**
 * Every header the site adds to a file it serves (the file's own type, length and ETag aside): the type where the
 * extension says too little, the cache rule, the security headers and a content policy: the pictures' script-free
 * one, or the pages' one on everything that is not a hashed file (pages, feed, sitemap, files from publico/).
 * @example siteHeaders('/assets/site-ABC.css') // [['Cache-Control', IMMUTABLE_CACHE], ...SECURITY_HEADERS]
 */
export function siteHeaders(pathname: string): [name: string, value: string][] {
  const type = CONTENT_TYPES.find(([path]) => path === pathname);
  return [
    ...(type ? [['Content-Type', type[1]] as [string, string]] : []),
    ['Cache-Control', cacheControlOf(pathname)],
    ...SECURITY_HEADERS.map(([name, value]): [string, string] => [name, value]),
    ...(pathname.startsWith(IMAGE_FOLDER) ? [['Content-Security-Policy', IMAGE_CSP] as [string, string]] : []),
    ...(isHashedFile(pathname.slice(1)) ? [] : [['Content-Security-Policy', PAGE_CSP] as [string, string]]),
  ];
}

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
