/** The blog in the site model: its articles, their dates and authors. Re-exported by ./types.ts. */
import type { Location } from '../errors/location.ts';
import type { Image, ItemLink, Seo } from './base-types.ts';

/** A day as the blog shows and publishes it. */
export interface ArticleDate {
  /** '2026-03-12' (what <time datetime>, the feed and structured data use). */
  iso: string;
  /** '12 de março de 2026'. */
  display: string;
}

/** Who signs an article: the responsible doctor unless the row names someone else (always with a CRM). */
export interface ArticleAuthor {
  name: string;
  crm: string;
  rqe: string | null;
  /** The specialty, shown for the responsible doctor only (the sheet does not give another author's). */
  specialty: string | null;
  /** "Médica" or "Médico" next to a physician's CRM; null for another council's registration (../doctor-word.ts). */
  word: 'Médica' | 'Médico' | null;
}

/** A neighbour in publication order, for the previous/next links at the end of an article. */
export interface ArticleLink {
  title: string;
  href: string;
}

export interface Article {
  slug: string;
  /** '/blog/protecao-solar'. */
  href: string;
  title: string;
  summary: string;
  published: ArticleDate;
  /** Only when it is later than the publication date. */
  updated: ArticleDate | null;
  author: ArticleAuthor;
  cover: Image;
  /** Sanitized HTML from the Markdown 'Texto' cell (the same rich-text path as services). */
  bodyHtml: string;
  words: number;
  readingMinutes: number;
  /** Related treatments, services and protocols, in that order, as resolved links. */
  related: ItemLink[];
  seo: Seo;
  /** The previous (older) and next (newer) published article. */
  older: ArticleLink | null;
  newer: ArticleLink | null;
  /** The sheet row the article comes from (file, tab, row as the spreadsheet shows it). */
  source: Location;
}

/** An article whose publication date is after the build's date: checked, not published yet. */
export interface ScheduledArticle {
  slug: string;
  title: string;
  published: ArticleDate;
}

export interface Blog {
  /** Published articles, newest first. */
  articles: Article[];
  scheduled: ScheduledArticle[];
  /** Rows with 'Publicar' = não. */
  drafts: number;
  /** The build's date the publication dates were compared with ('2026-03-12'). */
  today: string;
}
