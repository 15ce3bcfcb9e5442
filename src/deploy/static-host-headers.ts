/**
 * `_headers` for static hosts that read it (Netlify, Cloudflare Pages): the same cache and security headers as
 * `clinic-site serve` and the nginx block.
 *
 * Both hosts apply EVERY rule that matches a path and join the values of a header set by two rules with a comma, so
 * `Cache-Control` must never be set by overlapping rules (a `/*` page rule plus an `/assets/*` rule would send
 * "max-age=0, must-revalidate, max-age=31536000, immutable"). Pages have no extension to match on, so each page rule
 * names its route: exact routes for the few top-level pages, one splat per catalogue for the detail pages. That stays
 * far below Cloudflare's limit of 100 rules however large the catalogue grows. `/.well-known/*` (files from publico/,
 * such as security.txt) is always revalidated, like a page.
 */
import { CONTENT_TYPES, groupRoutes, IMAGE_CSP, IMAGE_FOLDER, IMMUTABLE_CACHE, IMMUTABLE_FOLDERS, PAGE_CACHE, PAGE_CSP, SECURITY_HEADERS } from './cache-policy.ts';

const rule = (path: string, headers: readonly (readonly [string, string])[]) =>
  [path, ...headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n');

/** The `_headers` file for the given routes of a build. */
export function staticHostHeaders(routes: readonly string[]): string {
  const { details, others } = groupRoutes(routes);
  // The blog's articles, list pages and feed share one splat, however many articles there are.
  const blog = others.some((route) => route.startsWith('/blog/')) ? ['/blog/*'] : [];
  const bases = [...details.keys()];
  // A long catalogue's list pages (`/servico/pagina/2`, `/servico/categoria/facial`, 300 of them for 10,000
  // services) are under their catalogue's splat already: a rule each would double their Cache-Control and pass
  // Cloudflare's 100 rules.
  const underBase = (route: string) => bases.some((base) => route.startsWith(`${base}/`));
  const pagePaths = [
    ...others.filter((route) => !route.startsWith('/blog/') && !underBase(route)),
    ...blog,
    ...bases.map((base) => `${base}/*`),
    '/sitemap.xml',
    '/robots.txt',
    '/.well-known/*',
  ];
  const rules = [
    rule('/*', SECURITY_HEADERS),
    ...IMMUTABLE_FOLDERS.map((folder) =>
      rule(`${folder}*`, [['Cache-Control', IMMUTABLE_CACHE], ...(folder === IMAGE_FOLDER ? [['Content-Security-Policy', IMAGE_CSP] as const] : [])]),
    ),
    ...pagePaths.map((path) => rule(path, [['Cache-Control', PAGE_CACHE], ['Content-Security-Policy', PAGE_CSP]])),
    // The feed's rule only when the site has a blog.
    ...CONTENT_TYPES.filter(([path]) => blog.length || !path.startsWith('/blog/')).map(([path, type]) => rule(path, [['Content-Type', type]])),
  ];
  return [
    '# Gerado por `clinic-site build` (não edite: a próxima geração substitui este arquivo).',
    '# Cabeçalhos para Netlify e Cloudflare Pages; o host lê este arquivo e não o publica.',
    '# Arquivos com código no nome (assets/, imagens/) ficam um ano no navegador; páginas são sempre conferidas.',
    '',
    rules.join('\n\n'),
    '',
  ].join('\n');
}
