/**
 * Blog rows → the Blog of the site model: which articles are published (the 'Publicar' cell says sim and the
 * publication date is not after the build's date), in which order (newest first), and everything their pages need,
 * with related items already resolved. Rows that are drafts or scheduled are counted and listed, never rendered.
 */
import type { Location } from '../../errors/location.ts';
import { everyColumnRead } from '../every-column-read.ts';
import type { ArticleRow, Located } from '../../validate/records.ts';
import type { ImageResolver } from '../images.ts';
import { markdownToSafeHtml } from '../markdown-html.ts';
import type { Article, ArticleAuthor, Blog, ItemLink, Settings } from '../types.ts';
import { formatLongDate, parseSheetDate, type IsoDay } from '../../parse/dates.ts';
import { readingMinutes, wordCount } from './reading-time.ts';
import { parseYesNo } from '../../parse/yes-no.ts';
import { doctorWord } from '../doctor-word.ts';

export const BLOG_PATH = '/blog';

/** Looks related slugs up in the three catalogues (build-model.ts resolves them; unknown ones were reported). */
export interface RelatedLookup {
  treatments(slugs: string[] | undefined): ItemLink[];
  services(slugs: string[] | undefined): ItemLink[];
  protocols(slugs: string[] | undefined): ItemLink[];
}

const day = (iso: IsoDay) => ({ iso, display: formatLongDate(iso) });

function authorOf(row: ArticleRow, settings: Settings): ArticleAuthor {
  const name = row.author?.trim();
  if (!name) {
    const { doctor } = settings;
    return { name: doctor.name, crm: doctor.crm, rqe: doctor.rqe || null, specialty: doctor.specialty || null, word: doctor.word };
  }
  // Validation refuses an author without a CRM (src/validate/article-checks.ts).
  const crm = row.authorCrm?.trim() ?? '';
  return { name, crm, rqe: row.authorRqe?.trim() || null, specialty: null, word: doctorWord(name, crm) };
}

function toArticle(row: ArticleRow, source: Location, published: IsoDay, images: ImageResolver, settings: Settings, related: RelatedLookup): Article {
  const {
    slug, title, summary, updated: updatedCell, author: _author, authorCrm: _authorCrm, authorRqe: _authorRqe, image, imageAlt,
    body, services, treatments, protocols, seoTitle, seoDescription, keywords,
    // Read by toBlog (publication date and 'Publicar') and by authorOf (the author's three cells).
    published: _published, publish: _publish,
    ...unread
  } = row;
  everyColumnRead(unread);
  const href = `${BLOG_PATH}/${slug}`;
  const bodyHtml = markdownToSafeHtml(body);
  const words = wordCount(bodyHtml);
  const updated = updatedCell ? parseSheetDate(updatedCell) : null;
  return {
    slug,
    href,
    title,
    summary,
    published: day(published),
    updated: updated && updated > published ? day(updated) : null,
    author: authorOf(row, settings),
    cover: images.resolve(image, imageAlt),
    bodyHtml,
    words,
    readingMinutes: readingMinutes(words),
    related: [...related.treatments(treatments), ...related.services(services), ...related.protocols(protocols)],
    seo: { title: seoTitle, description: seoDescription, keywords: keywords ?? [], canonical: href },
    older: null,
    newer: null,
    source,
  };
}

/** `today` is the build's date (src/parse/dates.ts buildDay): an article dated after it is scheduled. */
export function toBlog(rows: Located<ArticleRow>[], today: IsoDay, images: ImageResolver, settings: Settings, related: RelatedLookup): Blog {
  const live: { row: ArticleRow; source: Location; published: IsoDay }[] = [];
  const blog: Blog = { articles: [], scheduled: [], drafts: 0, today };
  for (const { value: row, source } of rows) {
    // Validation has checked both cells with the same parsers.
    const published = parseSheetDate(row.published)!;
    if (!parseYesNo(row.publish)) blog.drafts++;
    else if (published > today) blog.scheduled.push({ slug: row.slug, title: row.title, published: day(published) });
    else live.push({ row, source: source.location, published });
  }
  // Newest first; articles of the same day keep the sheet's order.
  live.sort((a, b) => (a.published < b.published ? 1 : a.published > b.published ? -1 : 0));
  blog.articles = live.map(({ row, source, published }) => toArticle(row, source, published, images, settings, related));
  blog.articles.forEach((article, index) => {
    const link = (other: Article | undefined) => (other ? { title: other.title, href: other.href } : null);
    article.newer = link(blog.articles[index - 1]);
    article.older = link(blog.articles[index + 1]);
  });
  blog.scheduled.sort((a, b) => (a.published.iso < b.published.iso ? -1 : 1));
  return blog;
}
