/**
 * The blog's pages: the list (`/blog`, then `/blog/pagina/2`… when there are more than BLOG_PAGE_SIZE articles) and one
 * page per published article (`/blog/{slug}`). Without published articles there is no blog page at all, and no feed:
 * the site makes no empty promise (docs in README, "Blog").
 */
import { BLOG_PATH } from '../model/blog/articles.ts';
import { isoDateTime } from '../parse/dates.ts';
import { blogListCrumbs, detailCrumbs } from '../model/crumbs.ts';
import type { BlogListPage } from '../model/page-props.ts';
import type { SiteModel } from '../model/types.ts';
import { blogPostingJsonLd, clinicId } from './json-ld.ts';
import type { Head, PageSpec } from './page.ts';

/** Articles per list page. */
export const BLOG_PAGE_SIZE = 12;
/** The RSS 2.0 feed of the articles (src/render/feed.ts writes it). */
export const BLOG_FEED_PATH = `${BLOG_PATH}/feed.xml`;

/** '/blog' for the first list page, '/blog/pagina/2' for the second… */
export const blogListRoute = (page: number) => (page <= 1 ? BLOG_PATH : `${BLOG_PATH}/pagina/${page}`);

/** The feed link every page's head carries while the blog has published articles. */
export function blogFeedLink(site: SiteModel): Head['feed'] {
  return site.blog.articles.length ? { href: BLOG_FEED_PATH, title: `${site.settings.clinicName} – Blog` } : null;
}

/** The list split into pages of BLOG_PAGE_SIZE, newest first. */
export function blogListPages(site: SiteModel): BlogListPage[] {
  const { articles } = site.blog;
  const count = Math.ceil(articles.length / BLOG_PAGE_SIZE);
  return Array.from({ length: count }, (_, index) => {
    const number = index + 1;
    return {
      number,
      count,
      articles: articles.slice(index * BLOG_PAGE_SIZE, number * BLOG_PAGE_SIZE),
      previousHref: number > 1 ? blogListRoute(number - 1) : null,
      nextHref: number < count ? blogListRoute(number + 1) : null,
    };
  });
}

export function blogPageSpecs(site: SiteModel): PageSpec<'blogList' | 'blogArticle'>[] {
  const { texts } = site;
  const lists = blogListPages(site).map((listPage): PageSpec<'blogList'> => ({
    route: blogListRoute(listPage.number),
    template: 'blogList',
    props: { listPage },
    title: listPage.number === 1 ? `Blog: ${texts.homeBlogTitle}` : `Blog: ${texts.homeBlogTitle} (página ${listPage.number})`,
    description: texts.homeBlogIntro,
    crumbs: blogListCrumbs(listPage.number),
    ogType: 'website',
    pagination: { prev: listPage.previousHref, next: listPage.nextHref },
    lastmod: listPage.articles[0]?.updated?.iso ?? listPage.articles[0]?.published.iso,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Blog',
        name: texts.homeBlogTitle,
        url: `${site.settings.siteUrl}${BLOG_PATH}`,
        publisher: { '@id': clinicId(site) },
      },
    ],
    source: `blog › lista, página ${listPage.number}`,
  }));
  const articles = site.blog.articles.map((article): PageSpec<'blogArticle'> => ({
    route: article.href,
    template: 'blogArticle',
    props: { article },
    title: article.seo.title,
    description: article.seo.description,
    keywords: article.seo.keywords,
    image: article.cover,
    crumbs: detailCrumbs('blog', article.title),
    ogType: 'article',
    article: {
      publishedTime: isoDateTime(article.published.iso),
      modifiedTime: article.updated ? isoDateTime(article.updated.iso) : null,
      author: article.author.name,
      tags: article.seo.keywords,
    },
    lastmod: (article.updated ?? article.published).iso,
    jsonLd: [blogPostingJsonLd(site, article)],
    source: article.source,
  }));
  return [...lists, ...articles];
}
