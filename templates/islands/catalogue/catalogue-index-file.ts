/**
 * The request for a long list's search index (`/catalogo/servicos.json`), one per page view, shared by the page
 * behaviours and the list's island. The page behaviours start it as soon as the visitor puts the cursor in the search
 * box (src/render/client/page-behaviours.ts), before React and the island have loaded: on a slow phone the index and
 * the island's script then travel together, and the first results come that much sooner after the first key. The
 * island's hook (./useCatalogueIndex.ts) takes the same request, finished or not, and asks `again` only to retry one
 * that failed.
 *
 * Only the page's script imports this module; it hands the function to the island as `window.clinicSiteCatalogueIndex`
 * (the page's script always runs before an island loads). Imported by both, it became a chunk of its own, one more
 * request that every page's head preloads.
 */
import type { CatalogueIndexFile } from '../../components/catalogue/card-index.ts';

export type CatalogueIndexRequest = (href: string, again?: boolean) => Promise<CatalogueIndexFile>;

declare global {
  interface Window {
    clinicSiteCatalogueIndex?: CatalogueIndexRequest;
  }
}

const requests = new Map<string, Promise<CatalogueIndexFile>>();

export const catalogueIndexFile: CatalogueIndexRequest = (href, again = false) => {
  let request = again ? undefined : requests.get(href);
  if (!request) {
    request = fetch(href).then((response) => {
      if (!response.ok) throw new Error(`${href}: ${response.status}`);
      return response.json() as Promise<CatalogueIndexFile>;
    });
    // Seen by whoever takes it; a request nobody took yet must not be an unhandled rejection meanwhile.
    request.catch(() => {});
    requests.set(href, request);
  }
  return request;
};
