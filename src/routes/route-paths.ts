/**
 * URLs and the files that serve them. Every page is written as `{route}.html` (`/servico/botox` →
 * `servico/botox.html`, `/` → `index.html`), which static hosts and `clinic-site serve` answer at the clean URL
 * without a trailing-slash redirect, so the canonical URL is the URL that answers.
 */

/** The three catalogues with a detail route `/{base}/{slug}` (docs/site.md#routes). */
export const DETAIL_BASE_PATHS: readonly string[] = ['/tratamento', '/protocolo', '/servico'];

/** Output file of a route, relative to `out/`. */
export function outputPathOf(route: string): string {
  if (route === '/') return 'index.html';
  return `${route.replace(/^\//, '')}.html`;
}
