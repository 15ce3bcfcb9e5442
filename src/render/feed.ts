/**
 * The blog's RSS 2.0 feed (`/blog/feed.xml`): the published articles, newest first, each with its summary as the
 * description, absolute links and the author with CRM. Pure: the site model in, XML text out. RSS 2.0 rather than
 * Atom because every feed reader and e-mail tool clinics use reads it; the `atom:link rel="self"` is what feed
 * validators ask of an RSS feed.
 */
import { rfc822 } from '../parse/dates.ts';
import type { SiteModel } from '../model/types.ts';
import { BLOG_FEED_PATH } from '../routes/blog-routes.ts';
import { BLOG_PATH } from '../model/blog/articles.ts';
import { escapeHtml } from './html.ts';

/** Most recent articles in the feed: readers poll it often, and older ones stay on the site. */
export const FEED_ITEMS = 20;

/** XML text escape; also drops characters XML 1.0 forbids (a stray control character pasted into a cell). */
const xml = (text: string) => escapeHtml(text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, ''));

/**
 * A `<description>` holds HTML (RSS 2.0: feed readers and e-mail tools render it as a web page does), while the
 * summary cell is plain text, shown as typed on the site: escaped once as HTML and once as XML, so "crianças < 2 anos"
 * or "FPS & cor" reads the same in a feed reader and is never taken for a tag.
 */
const xmlHtmlText = (text: string) => xml(escapeHtml(text));

export function blogFeedXml(site: SiteModel): string {
  const { settings, texts, blog } = site;
  const base = settings.siteUrl;
  const items = blog.articles.slice(0, FEED_ITEMS).map((article) => {
    const url = `${base}${article.href}`;
    const author = [article.author.name, article.author.crm, article.author.rqe].filter(Boolean).join(', ');
    return [
      '<item>',
      `<title>${xml(article.title)}</title>`,
      `<link>${xml(url)}</link>`,
      `<guid isPermaLink="true">${xml(url)}</guid>`,
      `<pubDate>${rfc822(article.published.iso)}</pubDate>`,
      `<dc:creator>${xml(author)}</dc:creator>`,
      `<description>${xmlHtmlText(article.summary)}</description>`,
      '</item>',
    ].join('');
  });
  const newest = blog.articles[0];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    `<title>${xml(`${settings.clinicName} – Blog`)}</title>`,
    `<link>${xml(`${base}${BLOG_PATH}`)}</link>`,
    `<atom:link href="${xml(`${base}${BLOG_FEED_PATH}`)}" rel="self" type="application/rss+xml"/>`,
    `<description>${xml(texts.homeBlogIntro)}</description>`,
    '<language>pt-BR</language>',
    // The newest article's date, not the build's clock: the same sheets give the same bytes.
    newest ? `<lastBuildDate>${rfc822((newest.updated ?? newest.published).iso)}</lastBuildDate>` : '',
    ...items,
    '</channel>',
    '</rss>',
    '',
  ]
    .filter((line) => line !== '')
    .join('\n')
    .concat('\n');
}
