/**
 * Which address a request means, as nginx and the static hosts read it (docs/site.md#redirects-and-not-found): the
 * clean path, the first page of a list, a category's own page, a catalogue's detail route, hidden files. Pure but for
 * looking whether a page exists in the built folder; the server (./server.ts) answers with them.
 */
import type { IncomingMessage } from 'node:http';
import { existsSync } from 'node:fs';
import { posix, resolve } from 'node:path';
import { DETAIL_BASE_PATHS } from '../routes/route-paths.ts';

/** A detail route is `/{base}/{slug}` for one of the three catalogues (docs/site.md#routes). */
export function detailRouteOf(pathname: string): { base: string; slug: string } | null {
  const match = /^\/([^/]+)\/([^/]+)$/.exec(pathname);
  if (!match || !DETAIL_BASE_PATHS.includes(`/${match[1]}`)) return null;
  return { base: `/${match[1]}`, slug: match[2] };
}

/**
 * `/servico?categoria=facial` when the catalogue has category pages (docs/site.md#list-pages): the category's own
 * page, so the filter works without script too (the mobile menu links there). The other parameters (`busca`) are
 * kept. Case and accents are forgiven, as the list's own filter does; an unknown category stays on the list.
 */
export function categoryPageOf(pathname: string, query: string, outDir: string): { pathname: string; query: string } | null {
  if (!DETAIL_BASE_PATHS.includes(pathname)) return null;
  const params = new URLSearchParams(query);
  const asked = params.get('categoria');
  if (!asked) return null;
  const category = asked.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
  if (!/^[a-z]+$/.test(category) || !existsSync(resolve(outDir, `.${pathname}`, 'categoria', `${category}.html`))) return null;
  params.delete('categoria');
  const rest = params.toString();
  return { pathname: `${pathname}/categoria/${category}`, query: rest ? `?${rest}` : '' };
}

/**
 * `/servico/pagina/1` (a visitor or a link that numbered the first page) is `/servico`, the first page's only address
 * (docs/site.md#list-pages); the same for a category's pages and the blog's. Null when there is no such list.
 */
export function firstPageOf(pathname: string, outDir: string): string | null {
  const list = /^(\/(?:blog|[a-z]+(?:\/categoria\/[a-z]+)?))\/pagina\/1$/.exec(pathname)?.[1];
  if (!list || (list !== '/blog' && !DETAIL_BASE_PATHS.some((base) => list === base || list.startsWith(`${base}/categoria/`)))) return null;
  return existsSync(resolve(outDir, `.${list}.html`)) ? list : null;
}

/**
 * The address a path means, as nginx reads it: repeated slashes merged, '.' and '..' segments resolved (never above
 * the root), no trailing slash but on '/'.
 * @example cleanPathOf('/servico//categoria/../botox/') // '/servico/botox'
 */
export function cleanPathOf(pathname: string): string {
  return posix.normalize(pathname).replace(/(?<=.)\/+$/, '');
}

export function pathnameOf(req: IncomingMessage): string {
  const raw = (req.url ?? '/').split('?')[0];
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * A hidden file or folder (`/.clinic-site.json`), which is no part of the site, as nginx answers it; `/.well-known/…`
 * is the exception (RFC 8615: `security.txt`), but not a hidden name inside it. In `dev`, sirv itself would send them.
 */
export const isHidden = (pathname: string) => /\/\./.test(pathname.replace(/^\/\.well-known\//, '/'));
