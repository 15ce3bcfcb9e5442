/**
 * The controls of the list pages: a search box, a category select and category toggle buttons
 * (docs/site.md#search-and-category-filter asks for both a dropdown and buttons; they show the same state). Rendered
 * inside the CatalogueBrowser island, not an island of its own. The form is a search landmark and, before the script
 * runs, submits `?busca=…&categoria=…` by GET, which the island reads once it hydrates. Its 'Filtrar' button shows
 * only where script cannot run (the category buttons show everywhere else).
 */
import type { FormEvent, RefObject } from 'react';
import { CATEGORY_LABELS, type Category } from '../../src/model/types.ts';
import type { CatalogueKind, CategoryFilter } from './catalogue-filter.ts';

const SEARCH_LABELS: Record<CatalogueKind, string> = {
  treatment: 'Buscar tratamentos',
  protocol: 'Buscar protocolos',
  service: 'Buscar serviços',
};

const PLACEHOLDERS: Record<CatalogueKind, string> = {
  treatment: 'Ex.: acne, manchas',
  protocol: 'Ex.: anti-idade, celulite',
  service: 'Ex.: ácido, laser, pintas',
};

export interface CatalogueFiltersProps {
  idBase: string;
  kind: CatalogueKind;
  categories: Category[];
  query: string;
  category: CategoryFilter;
  searchRef: RefObject<HTMLInputElement | null>;
  selectRef?: RefObject<HTMLSelectElement | null>;
  onQuery(query: string): void;
  onCategory(category: CategoryFilter): void;
  onSubmit(event: FormEvent): void;
  /**
   * Where the form goes before the script runs: the list's first page, whose address the server turns into the
   * chosen category's (`/servico?categoria=facial` → `/servico/categoria/facial`) from any page of the list.
   */
  action?: string | null;
  /** The long list's search index, loaded as soon as the cursor comes into the search box (data-catalogue-index). */
  indexHref?: string | null;
}

export function CatalogueFilters(props: CatalogueFiltersProps) {
  const { idBase, kind, categories, query, category, searchRef, selectRef, onQuery, onCategory, onSubmit, action, indexHref } = props;
  const options: { value: CategoryFilter; label: string }[] = [
    { value: 'todos', label: 'Todos' },
    ...categories.map((value) => ({ value, label: CATEGORY_LABELS[value] })),
  ];
  return (
    <form className="cat-filters" role="search" method="get" action={action ?? undefined} data-catalogue-index={indexHref ?? undefined} onSubmit={onSubmit}>
      <div className="cat-filters__fields">
        <div className="field cat-field cat-field--search">
          <label htmlFor={`${idBase}busca`}>{SEARCH_LABELS[kind]}</label>
          <input
            ref={searchRef}
            id={`${idBase}busca`}
            name="busca"
            type="search"
            autoComplete="off"
            placeholder={PLACEHOLDERS[kind]}
            value={query}
            onChange={(event) => onQuery(event.target.value)}
          />
        </div>
        <div className="field cat-field cat-field--select">
          <label htmlFor={`${idBase}categoria`}>Categoria</label>
          <select
            ref={selectRef}
            id={`${idBase}categoria`}
            name="categoria"
            autoComplete="off"
            value={category}
            onChange={(event) => onCategory(event.target.value as CategoryFilter)}
          >
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        {/* Without script the choice is sent by this button (or Enter in the search box); with it, filtering is live. */}
        <button type="submit" className="btn btn--secondary cat-filters__submit">
          Filtrar
        </button>
      </div>
      <div className="cat-filters__buttons" role="group" aria-label="Filtrar por categoria">
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            className="cat-toggle"
            aria-pressed={category === option.value}
            onClick={() => onCategory(option.value)}
            // On a phone the buttons are one row that scrolls sideways, and Chromium does not scroll a row to a focused
            // button it already shows in part: the keyboard's "Medicina" stayed cut at the edge, its outline too.
            onFocus={(event) => event.currentTarget.scrollIntoView({ block: 'nearest', inline: 'nearest' })}
          >
            {option.label}
          </button>
        ))}
      </div>
    </form>
  );
}
