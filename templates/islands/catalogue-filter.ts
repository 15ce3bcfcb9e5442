/**
 * Search and category filter of the list pages (/tratamento, /protocolo, /servico), as pure functions so that the
 * server render, the browser island and the tests share one definition (docs/site.md#search-and-category-filter).
 *
 * The matching rules are ours, chosen for what a Brazilian visitor expects: case- and accent-insensitive ("acido" finds
 * "Ácido") over title, description and category label. We also ignore punctuation ("anti idade" finds "Anti-idade") and
 * match every word of the query anywhere in the item ("labial preenchimento" finds "Preenchimento labial"), which
 * forgives word order.
 */
import { CATEGORY_LABELS, type Category } from '../../src/model/types.ts';

/** The selected category of a list page: one category or all of them ('todos', the default). */
export type CategoryFilter = Category | 'todos';

/** Which catalogue a list shows; decides the noun of the result texts. */
export type CatalogueKind = 'treatment' | 'protocol' | 'service';

/** The fields the search reads. Cards carry them (see components/catalogue/card-data.ts). */
export interface Searchable {
  title: string;
  description: string;
  category: Category;
}

const NOUNS: Record<CatalogueKind, string> = { treatment: 'tratamento', protocol: 'protocolo', service: 'serviço' };

/**
 * Folds text for comparison: lower case, no accents or cedilla, punctuation as spaces, single spaces, trimmed.
 * @example normalizeSearchText('  Ácido Hialurônico—Lábios ') // 'acido hialuronico labios'
 */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * Each item's folded text, made once: the list filters on every keystroke, and folding the texts of 10,000 services
 * took about a quarter of a second each time (a second per key on a slow phone). Items are never changed once loaded.
 */
const foldedText = new WeakMap<Searchable, string>();

function haystackOf(item: Searchable): string {
  let text = foldedText.get(item);
  if (text === undefined) {
    text = normalizeSearchText(`${item.title} ${item.description} ${CATEGORY_LABELS[item.category]}`);
    foldedText.set(item, text);
  }
  return text;
}

const wordsOf = (query: string) => normalizeSearchText(query).split(' ').filter(Boolean);
const matchesWords = (item: Searchable, words: string[]) => words.length === 0 || words.every((word) => haystackOf(item).includes(word));

/** True when every word of the query occurs in the item's title, description or category label. */
export function matchesSearch(item: Searchable, query: string): boolean {
  return matchesWords(item, wordsOf(query));
}

/** The items a visitor sees: those of the selected category (all for 'todos') that match the search, in order. */
export function filterCatalogue<T extends Searchable>(items: readonly T[], query: string, category: CategoryFilter): T[] {
  const words = wordsOf(query);
  return items.filter((item) => (category === 'todos' || item.category === category) && matchesWords(item, words));
}

/**
 * The live result count (in each list's own noun, docs/site.md#search-and-category-filter).
 * @example resultCountText('protocol', 3, 'facial') // '3 protocolo(s) encontrado(s) na categoria Facial'
 */
export function resultCountText(kind: CatalogueKind, count: number, category: CategoryFilter): string {
  const base = `${count} ${NOUNS[kind]}(s) encontrado(s)`;
  return category === 'todos' ? base : `${base} na categoria ${CATEGORY_LABELS[category]}`;
}

/** Heading of the empty state: 'Nenhum serviço encontrado' (docs/site.md#search-and-category-filter). */
export function emptyResultText(kind: CatalogueKind): string {
  return `Nenhum ${NOUNS[kind]} encontrado`;
}

/**
 * The category a `?categoria=` query string asks for, if the list offers it (the mobile menu links there,
 * docs/site.md#navigation-bar). Accepts the lowercase key, and forgives case and accents ('Facial', 'médicina');
 * anything else gives null.
 * @example categoryFromSearch('?categoria=capilar', ['facial', 'capilar']) // 'capilar'
 */
export function categoryFromSearch(search: string, offered: readonly Category[]): Category | null {
  const value = new URLSearchParams(search).get('categoria');
  if (value === null) return null;
  const key = normalizeSearchText(value);
  return offered.find((category) => category === key) ?? null;
}

/**
 * The query string that keeps the chosen category and the search text in the address bar, so a filtered list can be
 * shared or reloaded as it is; every other parameter (the ad campaign's) stays. Blank text removes `busca`.
 * @example searchWithFilters('?utm_source=x', 'facial', 'acne') // '?utm_source=x&categoria=facial&busca=acne'
 */
export function searchWithFilters(search: string, category: CategoryFilter, query: string): string {
  const params = new URLSearchParams(search);
  if (category === 'todos') params.delete('categoria');
  else params.set('categoria', category);
  if (query.trim() === '') params.delete('busca');
  else params.set('busca', query);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The search text a `?busca=` query string carries (the search form submits it when no script has run yet). */
export function queryFromSearch(search: string): string {
  return new URLSearchParams(search).get('busca') ?? '';
}
