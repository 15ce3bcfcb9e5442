/**
 * `_redirects` for Netlify and Cloudflare Pages: an unknown slug on a detail route (`/servico/nao-existe`) goes to
 * `/404` with a 302, as `clinic-site serve` does, while every existing page keeps being served.
 *
 * The two hosts disagree on "shadowing", so the file is written to be right on both:
 * - Netlify never lets a rule without `!` shadow a file that exists (its lookup tries `{path}.html` too), so
 *   `/servico/* /404 302` alone would be right there.
 * - Cloudflare Pages applies a rule "regardless of whether or not an asset matches the incoming request", so that
 *   rule alone would send /servico/botox to /404. Each existing detail page therefore first gets a static rule that
 *   serves itself (`/servico/botox /servico/botox 200`): Cloudflare matches static rules before dynamic ones, serves
 *   the proxied path without applying the rules again, and its parser accepts it (only `/* /index.html`-style rules
 *   are refused as loops). Netlify ignores such a rule as a loop or serves the page; either way the page is served.
 * Cloudflare allows 2,000 static rules; a clinic's catalogue is far smaller (the sample has about 110 detail pages).
 *
 * Also (Cloudflare only, since Netlify serves existing files first): `/servico/` → `/servico` with a 301 instead of
 * the splat's /404, and `/nginx/*` (the nginx block written next to the site) answered with /404. On both, a list's
 * first page numbered (`/servico/pagina/1`, a category's, the blog's) → the list's first page with a 301.
 */
import { groupRoutes } from './cache-policy.ts';
import { NGINX_CONF_DIR } from './nginx-server-block.ts';

/** The `_redirects` file for the given routes of a build. */
export function staticHostRedirects(routes: readonly string[]): string {
  const { details, others } = groupRoutes(routes);
  const bases = [...details.keys()];
  // A long catalogue's list pages (`/servico/pagina/2`, `/servico/categoria/facial`) sit under the same folder.
  const listPages = others.filter((route) => bases.some((base) => route.startsWith(`${base}/`)));
  // Every list's first page: the catalogues', their categories' and the blog's (docs/site.md#redirects-and-not-found).
  const firstPages = [...bases.filter((base) => others.includes(base)), ...listPages.filter((route) => !route.includes('/pagina/')), ...others.filter((route) => route === '/blog')];
  const lines = [
    '# Gerado por `clinic-site build` (não edite: a próxima geração substitui este arquivo).',
    '# Redirecionamentos para Netlify e Cloudflare Pages; o host lê este arquivo e não o publica.',
    '# Um endereço de serviço, tratamento ou protocolo que não existe vai para /404 (302). As linhas "200" servem as',
    '# páginas que existem: o Cloudflare aplica as regras mesmo quando o arquivo existe (o Netlify não).',
    '',
    // Cloudflare counts every rule after the first splat or placeholder as dynamic (limit 100): static rules first.
    ...bases.map((base) => `${base}/ ${base} 301`),
    ...bases.flatMap((base) => details.get(base)!.map((slug) => `${base}/${slug} ${base}/${slug} 200`)),
    ...listPages.map((route) => `${route} ${route} 200`),
    ...firstPages.map((route) => `${route}/pagina/1 ${route} 301`),
    '',
    `/${NGINX_CONF_DIR}/* /404 302`,
    ...bases.map((base) => `${base}/* /404 302`),
    '',
  ];
  return lines.join('\n');
}
