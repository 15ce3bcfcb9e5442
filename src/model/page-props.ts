/**
 * What each page template receives. The route stage (src/routes) decides which template renders which URL and with
 * which props; templates only turn these props into markup.
 */
import type { Article, Protocol, Service, SiteModel, Treatment } from './types.ts';

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

export interface TemplateProps {
  home: BasePageProps;
  treatmentList: BasePageProps;
  treatmentDetail: BasePageProps & { treatment: Treatment };
  protocolList: BasePageProps;
  protocolDetail: BasePageProps & { protocol: Protocol };
  serviceList: BasePageProps;
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
