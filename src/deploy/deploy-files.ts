/**
 * The deploy targets written by every build (docs/architecture.md#deploy-targets): `_headers` and `_redirects` at the
 * top of out/, where Netlify and Cloudflare Pages read them (both hosts consume these two files and never publish
 * them), and the nginx configuration in out/nginx/, which nginx itself, `_redirects` (on Cloudflare) and the README
 * keep from visitors. Pure: routes in, texts out; src/render puts them in the site's file map and src/write writes
 * them.
 */
import type { Page } from '../routes/page.ts';
import { nginxServerBlock, NGINX_CONF_FILE } from './nginx-server-block.ts';
import { staticHostHeaders } from './static-host-headers.ts';
import { staticHostRedirects } from './static-host-redirects.ts';

/** Path inside out/ → contents, for every deploy file. */
export function deployFiles(pages: readonly Pick<Page, 'route'>[]): Map<string, string> {
  const routes = pages.map((page) => page.route);
  return new Map([
    ['_headers', staticHostHeaders(routes)],
    ['_redirects', staticHostRedirects(routes)],
    [NGINX_CONF_FILE, nginxServerBlock()],
  ]);
}
