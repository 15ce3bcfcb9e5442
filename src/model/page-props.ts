/**
 * What each page template receives. The route stage (src/routes) decides which template renders which URL and with
 * which props; templates only turn these props into markup.
 */
import type { Article, Category, Protocol, Service, SiteModel, Treatment } from './types.ts';

export interface BasePageProps {
  site: SiteModel;
  /** The page's own route, e.g. '/servico/botox'. */
  path: string;
}

/** One page of the blog's list: `/blog`, `/blog/pagina/2`… */
export interface BlogListPage {
  /** 1-based. */
  number: number;
  count: number;
  articles: Article[];
  /** Links to the neighbouring list pages, null at either end. */
  previousHref: string | null;
  nextHref: string | null;
}

/**
 * One page of a catalogue list (docs/site.md#list-pages): `/servico`, `/servico/pagina/2`, and, once a catalogue
 * needs more than one page, `/servico/categoria/facial`, `/servico/categoria/facial/pagina/2`…
 */
export interface CatalogueListPage<T> {
  /** 1-based. */
  number: number;
  /** Pages of this list (the whole catalogue, or its category). */
  count: number;
  /** The category of a category page; null for the whole catalogue. */
  category: Category | null;
  /**
   * A one-page list's category address (`/tratamento/categoria/facial`): the whole list with this category chosen,
   * so that `?categoria=` shows the right cards before and without script; null elsewhere.
   */
  preselected: Category | null;
  /** Items of this list over all its pages: what the result count says. */
  total: number;
  /** The items of this page, in catalogue order. */
  items: T[];
  /** Route of every page of this list, first page first. */
  pageHrefs: string[];
  /** First page of each category's list (on a one-page list: the list with that category chosen). */
  categoryHrefs: Partial<Record<Category, string>>;
  /** Where the whole catalogue's cards are as JSON, for the search box; null while it fits on one page. */
  indexHref: string | null;
}

export interface TemplateProps {
  home: BasePageProps;
  treatmentList: BasePageProps & { listPage: CatalogueListPage<Treatment> };
  treatmentDetail: BasePageProps & { treatment: Treatment };
  protocolList: BasePageProps & { listPage: CatalogueListPage<Protocol> };
  protocolDetail: BasePageProps & { protocol: Protocol };
  serviceList: BasePageProps & { listPage: CatalogueListPage<Service> };
  serviceDetail: BasePageProps & { service: Service };
  booking: BasePageProps;
  thanks: BasePageProps;
  privacy: BasePageProps;
  blogList: BasePageProps & { listPage: BlogListPage };
  blogArticle: BasePageProps & { article: Article };
  notFound: BasePageProps;
}

export type TemplateName = keyof TemplateProps;

/** A breadcrumb trail entry; the last one is the current page (href null). */
export interface Crumb {
  label: string;
  href: string | null;
}
