import { test } from 'node:test';
import assert from 'node:assert/strict';
import { siteWithArticles } from '../../test/support/blog-fixtures.ts';
import { siteModel } from '../../test/support/site-model.ts';
import { BLOG_PAGE_SIZE, blogListPages, blogListRoute } from './blog-routes.ts';
import { routeCollisions, routesOf } from './routes.ts';

test('list pages: 12 articles each, /blog then /blog/pagina/2…, with links to the neighbouring pages', () => {
  const cases: [articles: number, pages: number, lastCount: number][] = [
    [1, 1, 1],
    [12, 1, 12],
    [13, 2, 1],
    [30, 3, 6],
  ];
  for (const [articles, pages, lastCount] of cases) {
    const list = blogListPages(siteWithArticles(articles));
    assert.equal(list.length, pages, `${articles} artigos`);
    assert.equal(list.at(-1)!.articles.length, lastCount);
    assert.ok(list.every((p) => p.count === pages));
  }
  const [first, second, third] = blogListPages(siteWithArticles(30));
  assert.deepEqual([first.previousHref, first.nextHref], [null, '/blog/pagina/2']);
  assert.deepEqual([second.previousHref, second.nextHref], ['/blog', '/blog/pagina/3']);
  assert.deepEqual([third.previousHref, third.nextHref], ['/blog/pagina/2', null]);
  assert.equal(second.articles[0].slug, siteWithArticles(30).blog.articles[BLOG_PAGE_SIZE].slug);
  assert.equal(blogListRoute(1), '/blog');
});

test('routes: list pages with rel prev/next in the head, one page per article, no collisions', () => {
  const pages = routesOf(siteWithArticles(30));
  const blog = pages.filter((p) => p.route.startsWith('/blog'));
  assert.equal(blog.length, 3 + 30);
  assert.deepEqual(routeCollisions(pages), []);
  const second = pages.find((p) => p.route === '/blog/pagina/2')!;
  assert.deepEqual(second.head.pagination, { prev: `${siteModel.settings.siteUrl}/blog`, next: `${siteModel.settings.siteUrl}/blog/pagina/3` });
  assert.equal(second.head.ogType, 'website');
  assert.deepEqual(second.crumbs!.map((c) => c.label), ['Início', 'Blog', 'Página 2']);
  const article = pages.find((p) => p.route === '/blog/artigo-de-teste-01')!;
  assert.equal(article.template, 'blogArticle');
  assert.equal(article.head.ogType, 'article');
  assert.equal(article.lastmod, '2026-03-31');
});

test('every page links the feed while there are articles; without articles there is no blog page and no feed link', () => {
  for (const page of routesOf(siteModel)) assert.equal(page.head.feed?.href, '/blog/feed.xml', page.route);
  const empty = routesOf({ ...siteModel, blog: { ...siteModel.blog, articles: [] } });
  assert.ok(!empty.some((p) => p.route.startsWith('/blog')));
  assert.ok(empty.every((p) => p.head.feed === null));
});
