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
 * Cloudflare reads at most 2,000 static rules (and 100 dynamic ones). The sample needs about 110; a catalogue of
 * 10,000 services would need 10,000, and past the limit Cloudflare drops rules, so that its splat would send real pages
 * to /404. A catalogue whose pages do not fit in what is left of the 2,000 gets neither its self-serving rules nor its
 * splat: its pages are served by both hosts as files, and an unknown slug there gets the not-found page with a 404
 * instead of the 302 to /404 (the other catalogues keep it).
 *
 * Also (Cloudflare only, since Netlify serves existing files first): `/servico/` → `/servico` with a 301 instead of
 * the splat's /404, and `/nginx/*` (the nginx block written next to the site) answered with /404. On both, a list's
 * first page numbered (`/servico/pagina/1`, a category's, the blog's) → the list's first page with a 301.
 */
import { groupRoutes } from './cache-policy.ts';
import { NGINX_CONF_DIR } from './nginx-server-block.ts';

/** Static rules Cloudflare Pages reads from `_redirects` (developers.cloudflare.com/pages/configuration/redirects). */
export const CLOUDFLARE_STATIC_RULES = 2000;

/** The `_redirects` file for the given routes of a build. */
export function staticHostRedirects(routes: readonly string[]): string {
  const { details, others } = groupRoutes(routes);
  const bases = [...details.keys()];
  // A long catalogue's list pages (`/servico/pagina/2`, `/servico/categoria/facial`) sit under the same folder.
  const listPages = others.filter((route) => bases.some((base) => route.startsWith(`${base}/`)));
  // Every list's first page: the catalogues', their categories' and the blog's (docs/site.md#redirects-and-not-found).
  const firstPages = [...bases.filter((base) => others.includes(base)), ...listPages.filter((route) => !route.includes('/pagina/')), ...others.filter((route) => route === '/blog')];
  // The catalogues whose pages fit in Cloudflare's static rules, in order, after the rules every site has.
  let budget = CLOUDFLARE_STATIC_RULES - bases.length - firstPages.length;
  const guarded = bases.filter((base) => {
    const cost = details.get(base)!.length + listPages.filter((route) => route.startsWith(`${base}/`)).length;
    if (cost > budget) return false;
    budget -= cost;
    return true;
  });
  const unguarded = bases.filter((base) => !guarded.includes(base));
  const lines = [
    '# Gerado por `clinic-site build` (não edite: a próxima geração substitui este arquivo).',
    '# Redirecionamentos para Netlify e Cloudflare Pages; o host lê este arquivo e não o publica.',
    '# Um endereço de serviço, tratamento ou protocolo que não existe vai para /404 (302). As linhas "200" servem as',
    '# páginas que existem: o Cloudflare aplica as regras mesmo quando o arquivo existe (o Netlify não).',
    ...unguarded.map((base) => `# ${base}/…: páginas demais para o limite de ${CLOUDFLARE_STATIC_RULES} regras do Cloudflare; um endereço que não existe recebe a página 404.`),
    '',
    // Cloudflare counts every rule after the first splat or placeholder as dynamic (limit 100): static rules first.
    ...bases.map((base) => `${base}/ ${base} 301`),
    ...guarded.flatMap((base) => details.get(base)!.map((slug) => `${base}/${slug} ${base}/${slug} 200`)),
    ...listPages.filter((route) => guarded.some((base) => route.startsWith(`${base}/`))).map((route) => `${route} ${route} 200`),
    ...firstPages.map((route) => `${route}/pagina/1 ${route} 301`),
    '',
    `/${NGINX_CONF_DIR}/* /404 302`,
    ...guarded.map((base) => `${base}/* /404 302`),
    '',
  ];
  return lines.join('\n');
}
