/**
 * The list-page browser (docs/site.md#search-and-category-filter): free-text search, category select and buttons, live
 * result count, empty state with 'Limpar filtros', the card grid and, on a long list, its pages.
 *
 * Server and first client render are identical (no text, the page's own category: every card of the page shows and
 * every link works before any script; a long list links its pages, and its category pages for visitors without
 * script). A search or another category on a long list reads the whole catalogue from its JSON index, fetched then;
 * the count is always that of the whole catalogue. After hydration an effect reads `?categoria=` (the mobile menu links there) and `?busca=`
 * (what the search form submits if the visitor pressed Enter before the script ran). Choosing a category keeps it in
 * the address bar with replaceState, so a filtered list can be shared and the back button is not filled with steps.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';

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
  searchWithCategory,
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

function Card({ card, first }: { card: CardData; first: boolean }) {
  if (card.kind === 'treatment') return <TreatmentCard card={card} />;
  return <OfferCard card={card} first={first} />;
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
  const id = useId();
  const folded = normalizeSearchText(query);
  const asServed = folded === '' && category === served;
  const index = useCatalogueIndex(indexHref, !asServed, `${category}\u0000${folded}`);
  // The search cannot run (its index did not load): this page's cards stay, with its pages and the category pages.
  const failed = !asServed && indexHref !== null && index.state === 'failed';

  useEffect(() => {
    const { search } = window.location;
    // A category picked in the select before hydration, or asked for by the address (the mobile menu links there).
    const picked = selectRef.current?.value as CategoryFilter | undefined;
    const fromUrl = categoryFromSearch(search, categories);
    if (fromUrl) setCategory(fromUrl);
    else if (picked && picked !== served && (picked === 'todos' || categories.includes(picked))) setCategory(picked);
    // Text typed before hydration stays in the field; keep it rather than silently ignoring it.
    const typed = searchRef.current?.value || queryFromSearch(search);
    if (typed) setQuery(typed);
  }, [categories, served]);

  function choose(next: CategoryFilter) {
    // A long list with no search typed: the category's own pages (or the whole list's) say what they show in their
    // heading, address and pagination, where filtering here would keep this page's ('Facial, página 3').
    const page = !indexHref || next === served ? null : next === 'todos' ? listHref : categoryLinks.find((link) => link.category === next)?.href;
    if (page && folded === '') {
      // Not filtered here meanwhile: that would fetch the whole catalogue's index for a page about to go.
      window.location.assign(page);
      return;
    }
    setCategory(next);
    setLimit(RESULTS_STEP);
    // A one-page list's category address (`/tratamento/categoria/facial`) is that list with a category chosen: the
    // address goes back to the list's own, with the new choice in its parameters.
    const { pathname, search, hash } = window.location;
    const path = indexHref ? pathname : (listHref ?? pathname);
    window.history.replaceState(window.history.state, '', `${path}${searchWithCategory(search, next)}${hash}`);
  }

  function search(next: string) {
    setQuery(next);
    setLimit(RESULTS_STEP);
  }

  function clear() {
    search('');
    choose('todos');
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
  const categoryNav = (
    <nav className="cat-category-links" aria-label="Categorias">
      <ul>
        {categoryLinks.map((link) => (
          <li key={link.category}>
            <a href={link.href} aria-current={link.category === props.category ? 'page' : undefined}>{CATEGORY_LABELS[link.category]}</a>
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
          <button type="button" className="btn btn--secondary" onClick={clear}>
            Limpar filtros
          </button>
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
