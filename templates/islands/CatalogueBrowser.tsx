/**
 * The list-page browser (docs/site.md#search-and-category-filter): free-text search, category select and buttons, live
 * result count, empty state with 'Limpar filtros', the card grid and, on a long list, its pages.
 *
 * Server and first client render are identical (no text, the page's own category: every card of the page shows and
 * every link works before any script; a long list links its pages, and its category pages for visitors without
 * script). A search or another category on a long list reads the whole catalogue from its JSON index, fetched then;
 * the count is always that of the whole catalogue. After hydration an effect reads `?categoria=` (the mobile menu links
 * there), `?busca=` (what the search form submits if the visitor pressed Enter before the script ran) and what was
 * typed or picked before. The category and the search text stay in the address bar with replaceState (the text a
 * moment after the last key), so a filtered list can be shared or reloaded as it is and the back button is not filled
 * with steps.
 *
 * Without script, the form sends its category with its 'Filtrar' button (the search box is hidden: only script can
 * search), the 'Categorias' links lead to each category's address and to the whole list, and an empty category's
 * 'Limpar filtros' is a link to the list.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useHydrated } from './useHydrated.ts';

const NOUNS_PLURAL: Record<CatalogueKind, string> = { treatment: 'tratamentos', protocol: 'protocolos', service: 'serviços' };
import { CATEGORY_LABELS, type Category } from '../../src/model/types.ts';
import { OfferCard } from '../components/catalogue/OfferCard.tsx';
import { TreatmentCard } from '../components/catalogue/TreatmentCard.tsx';
import type { CardData } from '../components/catalogue/card-data.ts';
import { CatalogueFilters } from './CatalogueFilters.tsx';
import { ListPagination } from './catalogue/ListPagination.tsx';
import type { ListPages } from './catalogue/list-pages.ts';
import { useCatalogueIndex } from './catalogue/useCatalogueIndex.ts';
import {
  categoryFromSearch,
  emptyResultText,
  filterCatalogue,
  normalizeSearchText,
  queryFromSearch,
  resultCountText,
  searchWithFilters,
  type CatalogueKind,
  type CategoryFilter,
} from './catalogue-filter.ts';

export interface CatalogueBrowserProps {
  kind: CatalogueKind;
  /** Categories offered, in button order (services add 'medicina'). */
  categories: Category[];
  /** The cards of this page (every card while the catalogue fits on one page). */
  cards: CardData[];
  /** Items of the list as served, over all its pages (the count before any filter); default: the cards. */
  total?: number;
  /**
   * The category of a category page (`/servico/categoria/facial`), or the one chosen by a one-page list's category
   * address (`/tratamento/categoria/facial`); null or absent for the whole catalogue.
   */
  category?: Category | null;
  /** The pages of a long list; absent while it fits on one page. */
  pages?: ListPages | null;
  /** First page of each category's list (a one-page list's category addresses), linked for visitors without script. */
  categoryLinks?: { category: Category; href: string }[];
  /** First page of the whole list (`/servico`): where the filter form is sent without script. */
  listHref?: string | null;
  /** The whole catalogue's cards as JSON (fetched on the first search); absent while the cards are all here. */
  indexHref?: string | null;
}

/** Cards shown at first for a filtered long list, and added by each 'Mostrar mais resultados'. */
const RESULTS_STEP = 60;
/** The search text goes into the address this long after the last key (not once per key: browsers cap replaceState). */
const ADDRESS_DELAY_MS = 400;

/** Replaces the address bar's URL; a browser that refuses (too many calls) leaves it as it was, the list works on. */
function replaceAddress(url: string) {
  try {
    window.history.replaceState(window.history.state, '', url);
  } catch {
    // The filters shown stay right; only the address lags.
  }
}

function Card({ card, first }: { card: CardData; first: boolean }) {
  if (card.kind === 'treatment') return <TreatmentCard card={card} />;
  return <OfferCard card={card} first={first} />;
}

/**
 * 'Limpar filtros'. Served empty (`served`: a category with nothing in it yet), it is a link to the whole list until
 * the script runs, then the button that clears in place; an empty result reached later is the button at once. Its own
 * component: only it renders again once hydrated.
 */
function ClearFilters({ listHref, served, onClear }: { listHref: string | null; served: boolean; onClear(): void }) {
  const hydrated = useHydrated();
  if (served && !hydrated && listHref) {
    return (
      <a className="btn btn--secondary" href={listHref}>
        Limpar filtros
      </a>
    );
  }
  return (
    <button type="button" className="btn btn--secondary" onClick={onClear}>
      Limpar filtros
    </button>
  );
}

export default function CatalogueBrowser(props: CatalogueBrowserProps) {
  const { kind, categories, cards, pages = null, categoryLinks = [], listHref = null, indexHref = null } = props;
  const served: CategoryFilter = props.category ?? 'todos';
  const total = props.total ?? cards.length;
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<CategoryFilter>(served);
  const [limit, setLimit] = useState(RESULTS_STEP);
  const searchRef = useRef<HTMLInputElement>(null);
  const selectRef = useRef<HTMLSelectElement>(null);
  const addressTimer = useRef<number | undefined>(undefined);
  // Set by the first effect, without a render of its own: which markup came from the server.
  const hydratedOnce = useRef(false);
  const id = useId();
  const folded = normalizeSearchText(query);
  const asServed = folded === '' && category === served;
  const index = useCatalogueIndex(indexHref, !asServed, `${category}\u0000${folded}`);
  // The search cannot run (its index did not load): this page's cards stay, with its pages and the category pages.
  const failed = !asServed && indexHref !== null && index.state === 'failed';

  useEffect(() => {
    hydratedOnce.current = true;
    const { search } = window.location;
    // A category asked for by the address (the mobile menu links there), or picked in the select before hydration.
    const picked = selectRef.current?.value as CategoryFilter | undefined;
    const fromUrl = categoryFromSearch(search, categories);
    const pickedEarly = !fromUrl && picked && picked !== served && (picked === 'todos' || categories.includes(picked)) ? picked : null;
    if (fromUrl) setCategory(fromUrl);
    // Text typed before hydration stays in the field; keep it rather than silently ignoring it.
    const typedEarly = searchRef.current?.value ?? '';
    const typed = typedEarly || queryFromSearch(search);
    if (typed) setQuery(typed);
    // What was chosen before the script ran counts as a choice made after it: into the address, and on a long list
    // with nothing typed, a category opens its own pages (not the whole catalogue's index filtered here).
    if (pickedEarly) choose(pickedEarly, typed);
    else if (typedEarly) writeAddress(fromUrl ?? served, typed);
    return () => window.clearTimeout(addressTimer.current);
    // Runs once, at hydration (choose and writeAddress read only props and the location).
  }, [categories, served]);

  /**
   * Puts the filters in the address bar, so that loading it again shows the same cards. The page's own address while
   * its category stays (`/servico/categoria/facial/pagina/3?busca=laser`); another category is the list's first page
   * with the choice in its parameters (`/servico?categoria=capilar&busca=laser`, which the server turns into the
   * category's page or address, as it does the form's).
   */
  function writeAddress(nextCategory: CategoryFilter, nextQuery: string) {
    window.clearTimeout(addressTimer.current);
    const { pathname, search, hash } = window.location;
    const stay = nextCategory === served;
    const path = stay ? pathname : (listHref ?? pathname);
    replaceAddress(`${path}${searchWithFilters(search, stay ? 'todos' : nextCategory, nextQuery)}${hash}`);
  }

  function choose(next: CategoryFilter, text = query) {
    // A long list with no search typed: the category's own pages (or the whole list's) say what they show in their
    // heading, address and pagination, where filtering here would keep this page's ('Facial, página 3').
    const page = !indexHref || next === served ? null : next === 'todos' ? listHref : categoryLinks.find((link) => link.category === next)?.href;
    if (page && normalizeSearchText(text) === '') {
      // Not filtered here meanwhile: that would fetch the whole catalogue's index for a page about to go.
      window.location.assign(page);
      return;
    }
    setCategory(next);
    setLimit(RESULTS_STEP);
    writeAddress(next, text);
  }

  function search(next: string) {
    setQuery(next);
    setLimit(RESULTS_STEP);
    window.clearTimeout(addressTimer.current);
    addressTimer.current = window.setTimeout(() => writeAddress(category, next), ADDRESS_DELAY_MS);
  }

  function clear() {
    setQuery('');
    choose('todos', '');
    searchRef.current?.focus(); // the button that had focus disappears with the empty state
  }

  // A one-page list holds the whole catalogue and filters its cards here (on a category address, as served too). A
  // long list as served: this page's cards, the count of the whole list and its pages; filtered: every match, from
  // the catalogue's JSON index.
  let shown = cards;
  let count = total;
  let more = 0;
  let status: string | null = null;
  if (!indexHref) {
    if (folded !== '' || category !== 'todos') shown = filterCatalogue(cards, query, category);
    count = shown.length;
  } else if (!asServed) {
    if (index.cards) {
      const matches = filterCatalogue(index.cards, query, category);
      shown = matches.slice(0, limit);
      count = matches.length;
      more = matches.length - shown.length;
    } else {
      status = index.state === 'failed' ? 'Não foi possível carregar a busca. Use as páginas e as categorias da lista.' : 'Buscando…';
    }
  }
  const empty = emptyResultText(kind);
  // The category (or the whole list) this page belongs to: 'page' on its first page, where the link leads.
  const firstPage = !pages || pages.number === 1;
  const current = (category: Category | null) => (category === (props.category ?? null) ? (firstPage ? 'page' : 'true') : undefined);
  const categoryNav = (
    <nav className="cat-category-links" aria-label="Categorias">
      <ul>
        {listHref && (
          <li>
            <a href={listHref} aria-current={current(null)}>Todos</a>
          </li>
        )}
        {categoryLinks.map((link) => (
          <li key={link.category}>
            <a href={link.href} aria-current={current(link.category)}>{CATEGORY_LABELS[link.category]}</a>
          </li>
        ))}
      </ul>
    </nav>
  );

  return (
    <div className="cat-browser">
      <CatalogueFilters
        idBase={id}
        kind={kind}
        categories={categories}
        query={query}
        category={category}
        searchRef={searchRef}
        selectRef={selectRef}
        onQuery={search}
        onCategory={choose}
        onSubmit={(event: FormEvent) => event.preventDefault()}
        action={listHref}
        indexHref={indexHref}
      />
      {categoryLinks.length > 0 && (failed ? categoryNav : <noscript>{categoryNav}</noscript>)}
      <p className="cat-count" role="status" aria-live="polite">
        {status ?? resultCountText(kind, count, category)}
      </p>
      {shown.length > 0 || status ? (
        <ul className={`cat-grid${kind === 'treatment' ? ' cat-grid--text' : ''}`} aria-busy={status === 'Buscando…' || undefined}>
          {shown.map((card, index) => (
            <li key={card.slug} className="cat-grid__item">
              <Card card={card} first={index === 0} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="cat-empty">
          <h2 className="cat-empty__title">{empty}</h2>
          <p>Tente outras palavras ou escolha outra categoria.</p>
          <ClearFilters listHref={listHref} served={!hydratedOnce.current} onClear={clear} />
        </div>
      )}
      {more > 0 && (
        <p className="cat-more">
          <button type="button" className="btn btn--secondary" onClick={() => setLimit((current) => current + RESULTS_STEP)}>
            Mostrar mais resultados
          </button>
        </p>
      )}
      {(asServed || failed) && pages && <ListPagination pages={pages} label={`Páginas da lista de ${NOUNS_PLURAL[kind]}`} />}
    </div>
  );
}
