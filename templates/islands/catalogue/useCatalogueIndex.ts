/**
 * The whole catalogue's cards for the search box of a paginated list (docs/site.md#search-and-category-filter):
 * fetched once, the first time the visitor searches or picks another category (or earlier, when the cursor comes into
 * the search box: ./catalogue-index-file.ts), from the JSON file the build writes next to the site
 * (`/catalogo/servicos.json`, in the compact form of card-index.ts). A list that fits on one page has
 * every card in its props and never fetches. A failed fetch (the phone lost its signal), or a file the reader cannot
 * read, is tried again at the visitor's next change of the search (`request`: the text and category asked for), not
 * in a loop.
 */
import { useEffect, useRef, useState } from 'react';
import type { CardData } from '../../components/catalogue/card-data.ts';
import { cardsOfIndex } from '../../components/catalogue/card-index.ts';
import type { CatalogueIndexRequest } from './catalogue-index-file.ts';

/** Never used on a page (its script hands the request over first): only where the island renders without it. */
const unavailable: CatalogueIndexRequest = () => Promise.reject(new Error('o script da página não carregou'));

export type CatalogueIndex = { state: 'idle' | 'loading' | 'failed'; cards: null } | { state: 'ready'; cards: CardData[] };

export function useCatalogueIndex(href: string | null, wanted: boolean, request = ''): CatalogueIndex {
  const [index, setIndex] = useState<CatalogueIndex>({ state: 'idle', cards: null });
  const [failedFor, setFailedFor] = useState<string | null>(null);
  const latest = useRef(request);
  latest.current = request;
  const retry = index.state === 'failed' && failedFor !== request;
  const start = Boolean(href && wanted && (index.state === 'idle' || retry));
  useEffect(() => {
    if (!start || !href) return;
    setIndex({ state: 'loading', cards: null });
    (window.clinicSiteCatalogueIndex ?? unavailable)(href, retry)
      .then((file) => setIndex({ state: 'ready', cards: cardsOfIndex(file) }))
      .catch((error: unknown) => {
        console.error('Falha ao carregar o catálogo para a busca', error);
        setFailedFor(latest.current);
        setIndex({ state: 'failed', cards: null });
      });
  }, [start, href]);
  return index;
}
