/** A page to render: which template, with which props, at which URL, with which head. */
import type { Crumb, TemplateName, TemplateProps } from '../model/page-props.ts';

export interface Head {
  /** Full title: '{title} | {clinic name} - {doctor}' (spec §1). */
  title: string;
  description: string;
  /** Absolute canonical URL; null on the not-found page, which is no page of its own. */
  canonical: string | null;
  image: { url: string; width: number; height: number; alt: string };
  keywords: string[];
  noindex: boolean;
  ogType: 'website' | 'article';
  jsonLd: object[];
}

export interface Page<T extends TemplateName = TemplateName> {
  route: string;
  outputPath: string;
  template: T;
  props: TemplateProps[T];
  head: Head;
  crumbs: Crumb[] | null;
  /** Where the page comes from, to name both sources when two pages claim one path. */
  source: string;
}
