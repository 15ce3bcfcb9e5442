/**
 * The catalogue list pages (docs/site.md#list-pages): every page stays small at any catalogue size. Up to
 * LIST_PAGE_SIZE items a list is one page, as it always was (`/servico`). Beyond that it is split into pages with
 * real links (`/servico/pagina/2`…), and each category gets its own pages (`/servico/categoria/facial`,
 * `/servico/categoria/facial/pagina/2`…), so a visitor without script reaches every item and every category; the
 * search box then reads the whole catalogue from one JSON file fetched on first use (CATALOGUE_INDEX_PATHS).
 *
 * A one-page list has category addresses too (`/tratamento/categoria/facial`): the same list with that category
 * chosen, its canonical URL the list's, outside the sitemap. The server sends `/tratamento?categoria=facial` (the
 * mobile menu's "Ver todos de Facial", the filter form sent without script) there, so the right cards show before
 * and without script, and the script keeps filtering in place.
 *
 * These routes have three segments or more, so they never share a file with a detail page (`/servico/pagina` is a
 * service, `/servico/pagina/2` a list page); they still go through routeCollisions with every other page.
 */
import { listCrumbs, type Section } from '../model/crumbs.ts';
import type { CatalogueListPage, TemplateName } from '../model/page-props.ts';
import { CATEGORY_LABELS, type Category, type SiteModel } from '../model/types.ts';
import type { PageSpec } from './page.ts';

/** Cards per list page: the sample's largest list (60 services) still fits on one page. */
export const LIST_PAGE_SIZE = 60;

type ListTemplate = 'serviceList' | 'treatmentList' | 'protocolList';

interface ListKind {
  section: Extract<Section, 'servico' | 'tratamento' | 'protocolo'>;
  template: ListTemplate;
  categories: readonly Category[];
}

/** The categories of each list (services add Medicina, docs/site.md#search-and-category-filter). */
const LISTS: readonly ListKind[] = [
  { section: 'tratamento', template: 'treatmentList', categories: ['facial', 'corporal', 'capilar'] },
  { section: 'protocolo', template: 'protocolList', categories: ['facial', 'corporal', 'capilar'] },
  { section: 'servico', template: 'serviceList', categories: ['facial', 'corporal', 'capilar', 'medicina'] },
];

/** Where each catalogue's cards are as JSON for the search box (written by src/render when the list has pages). */
export const CATALOGUE_INDEX_PATHS = {
  servico: '/catalogo/servicos.json',
  tratamento: '/catalogo/tratamentos.json',
  protocolo: '/catalogo/protocolos.json',
} as const;

/**
 * Route of one list page.
 * @example listRoute('servico', null, 1) // '/servico'
 * @example listRoute('servico', 'facial', 2) // '/servico/categoria/facial/pagina/2'
 */
export function listRoute(section: ListKind['section'], category: Category | null, page: number): string {
  const list = category ? `/${section}/categoria/${category}` : `/${section}`;
  return page <= 1 ? list : `${list}/pagina/${page}`;
}

function itemsOf(site: SiteModel, section: ListKind['section']): readonly { category: Category }[] {
  if (section === 'servico') return site.services;
  if (section === 'tratamento') return site.treatments;
  return site.protocols;
}

/** True when a catalogue needs more than one page (and then gets category pages and the JSON index). */
export function isPaginated(site: SiteModel, section: ListKind['section']): boolean {
  return itemsOf(site, section).length > LIST_PAGE_SIZE;
}

function titleOf(site: SiteModel, section: ListKind['section']): { title: string; intro: string } {
  const { texts } = site;
  if (section === 'servico') return { title: texts.servicesTitle, intro: texts.servicesIntro };
  if (section === 'tratamento') return { title: texts.treatmentsTitle, intro: texts.treatmentsIntro };
  return { title: texts.protocolsTitle, intro: texts.protocolsIntro };
}

const SOURCES: Record<ListKind['section'], string> = { servico: 'lista de serviços', tratamento: 'lista de tratamentos', protocolo: 'lista de protocolos' };

function listSpecs(site: SiteModel, kind: ListKind): PageSpec<TemplateName>[] {
  const all = itemsOf(site, kind.section);
  const paginated = all.length > LIST_PAGE_SIZE;
  const categoryHrefs: Partial<Record<Category, string>> = {};
  for (const category of kind.categories) categoryHrefs[category] = listRoute(kind.section, category, 1);
  const { title, intro } = titleOf(site, kind.section);
  // A list is a website page at any depth (/servico/categoria/facial/pagina/2): only an item's page is an article.
  const base: Omit<PageSpec<ListTemplate>, 'route' | 'props'> = {
    template: kind.template, title, description: intro, crumbs: listCrumbs(kind.section), source: SOURCES[kind.section], ogType: 'website',
  };
  if (!paginated) {
    const listOf = (preselected: Category | null): CatalogueListPage<unknown> => ({
      number: 1, count: 1, category: null, preselected, total: all.length, items: [...all], pageHrefs: [`/${kind.section}`], categoryHrefs, indexHref: null,
    });
    return [
      { ...base, route: `/${kind.section}`, props: { listPage: listOf(null) } as PageSpec<ListTemplate>['props'] },
      ...kind.categories.map((category) => ({
        ...base,
        route: listRoute(kind.section, category, 1),
        props: { listPage: listOf(category) } as PageSpec<ListTemplate>['props'],
        duplicateOf: `/${kind.section}`,
        source: `${SOURCES[kind.section]} (${CATEGORY_LABELS[category]} escolhida)`,
      })),
    ];
  }
  const lists: (Category | null)[] = [null, ...kind.categories];
  return lists.flatMap((category) => {
    const items = category ? all.filter((item) => item.category === category) : all;
    const count = Math.max(1, Math.ceil(items.length / LIST_PAGE_SIZE));
    const pageHrefs = Array.from({ length: count }, (_, index) => listRoute(kind.section, category, index + 1));
    return pageHrefs.map((route, index): PageSpec<TemplateName> => {
      const number = index + 1;
      const listPage: CatalogueListPage<unknown> = {
        number,
        count,
        category,
        preselected: null,
        total: items.length,
        items: items.slice(index * LIST_PAGE_SIZE, number * LIST_PAGE_SIZE),
        pageHrefs,
        categoryHrefs,
        indexHref: CATALOGUE_INDEX_PATHS[kind.section],
      };
      const suffix = [category ? CATEGORY_LABELS[category] : '', number > 1 ? `página ${number}` : ''].filter(Boolean).join(', ');
      return {
        ...base,
        route,
        props: { listPage } as PageSpec<ListTemplate>['props'],
        title: suffix ? `${title} (${suffix})` : title,
        pagination: count > 1 ? { prev: pageHrefs[index - 1] ?? null, next: pageHrefs[index + 1] ?? null } : undefined,
        source: suffix ? `${SOURCES[kind.section]} (${suffix})` : SOURCES[kind.section],
      };
    });
  });
}

/** Every list page of the three catalogues, treatments first (the order of docs/site.md#routes). */
export function listPageSpecs(site: SiteModel): PageSpec<TemplateName>[] {
  return LISTS.flatMap((kind) => listSpecs(site, kind));
}
