/**
 * The list-page browser (docs/site.md#search-and-category-filter): free-text search, category select and buttons, live
 * result count, empty state with 'Limpar filtros', and the card grid.
 *
 * Server and first client render are identical (no text, category 'todos': every card shows and every link works
 * before any script). After hydration an effect reads `?categoria=` (the mobile menu links there) and `?busca=`
 * (what the search form submits if the visitor pressed Enter before the script ran). Choosing a category keeps it in
 * the address bar with replaceState, so a filtered list can be shared and the back button is not filled with steps.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { Category } from '../../src/model/types.ts';
import { OfferCard } from '../components/catalogue/OfferCard.tsx';
import { TreatmentCard } from '../components/catalogue/TreatmentCard.tsx';
import type { CardData } from '../components/catalogue/card-data.ts';
import { CatalogueFilters } from './CatalogueFilters.tsx';
import {
  categoryFromSearch,
  emptyResultText,
  filterCatalogue,
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
  cards: CardData[];
}

function Card({ card, first }: { card: CardData; first: boolean }) {
  if (card.kind === 'treatment') return <TreatmentCard card={card} />;
  return <OfferCard card={card} first={first} />;
}

export default function CatalogueBrowser({ kind, categories, cards }: CatalogueBrowserProps) {
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<CategoryFilter>('todos');
  const searchRef = useRef<HTMLInputElement>(null);
  const id = useId();

  useEffect(() => {
    const { search } = window.location;
    const fromUrl = categoryFromSearch(search, categories);
    if (fromUrl) setCategory(fromUrl);
    // Text typed before hydration stays in the field; keep it rather than silently ignoring it.
    const typed = searchRef.current?.value || queryFromSearch(search);
    if (typed) setQuery(typed);
  }, [categories]);

  function choose(next: CategoryFilter) {
    setCategory(next);
    const { pathname, search, hash } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${searchWithCategory(search, next)}${hash}`);
  }

  function clear() {
    setQuery('');
    choose('todos');
    searchRef.current?.focus(); // the button that had focus disappears with the empty state
  }

  const visible = filterCatalogue(cards, query, category);
  const empty = emptyResultText(kind);

  return (
    <div className="cat-browser">
      <CatalogueFilters
        idBase={id}
        kind={kind}
        categories={categories}
        query={query}
        category={category}
        searchRef={searchRef}
        onQuery={setQuery}
        onCategory={choose}
        onSubmit={(event: FormEvent) => event.preventDefault()}
      />
      <p className="cat-count" role="status" aria-live="polite">
        {resultCountText(kind, visible.length, category)}
      </p>
      {visible.length > 0 ? (
        <ul className={`cat-grid${kind === 'treatment' ? ' cat-grid--text' : ''}`}>
          {visible.map((card, index) => (
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
    </div>
  );
}
