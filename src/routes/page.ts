/** A page to render: which template, with which props, at which URL, with which head. */
import type { Crumb, TemplateName, TemplateProps } from '../model/page-props.ts';
import type { Location } from '../errors/location.ts';
import type { Image } from '../model/types.ts';

export interface Head {
  /** Full title: '{title} | {clinic name} - {doctor}' (docs/site.md#seo-and-head). */
  title: string;
  description: string;
  /** Absolute canonical URL; null on the not-found page, which is no page of its own. */
  canonical: string | null;
  image: { url: string; width: number; height: number; alt: string };
  keywords: string[];
  noindex: boolean;
  ogType: 'website' | 'article';
  jsonLd: object[];
  /** Open Graph `article:*` tags of a blog article (ISO dates with offset). */
  article?: { publishedTime: string; modifiedTime: string | null; author: string; tags: string[] };
  /** The blog's feed, linked from every page's head while the blog has articles. */
  feed: { href: string; title: string } | null;
  /** rel=prev / rel=next of a paginated list (absolute URLs). */
  pagination?: { prev: string | null; next: string | null };
}

/** What the route stage says about one page before its head is assembled (routes.ts makePage). */
export interface PageSpec<T extends TemplateName> {
  route: string;
  template: T;
  props: Omit<TemplateProps[T], 'site' | 'path'>;
  title: string;
  description: string;
  keywords?: string[];
  image?: Image;
  crumbs?: Crumb[];
  noindex?: boolean;
  jsonLd?: object[];
  /** The sheet row behind the page (catalogue items, articles), or what the page is ('lista de serviços'). */
  source: Location | string;
  ogType?: Head['ogType'];
  article?: Head['article'];
  /** Routes of the neighbouring list pages. */
  pagination?: { prev: string | null; next: string | null };
  /**
   * The route of the page this one shows in another state (a one-page list with a category chosen): that page's URL
   * is this one's canonical, and this one stays out of the sitemap.
   */
  duplicateOf?: string;
  /** Last change of the page's content ('2026-03-12'), for the sitemap. */
  lastmod?: string;
}

export interface Page<T extends TemplateName = TemplateName> {
  route: string;
  outputPath: string;
  template: T;
  props: TemplateProps[T];
  head: Head;
  crumbs: Crumb[] | null;
  /** Where the page comes from, as staff read it ('servicos.xlsx › Serviços › linha 5', 'lista de serviços'). */
  source: string;
  /** The sheet row behind the page, when there is one: where a problem about the page points. */
  sourceRow?: Location;
  /** Last change of the page's content ('2026-03-12'), for the sitemap; absent when unknown. */
  lastmod?: string;
  /** See PageSpec.duplicateOf. */
  duplicateOf?: string;
}
