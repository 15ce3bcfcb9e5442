import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { blogListPages } from '../../src/routes/blog-routes.ts';
import { siteWithArticles } from '../../test/support/blog-fixtures.ts';
import { headings, links, renderMarkup, textOf } from '../../test/support/render-markup.tsx';
import BlogList from './BlogList.tsx';

const site = siteWithArticles(30);
const pages = blogListPages(site);
const render = (index: number) => renderMarkup(<BlogList site={site} path={index ? `/blog/pagina/${index + 1}` : '/blog'} listPage={pages[index]} />);

describe('BlogList (/blog, /blog/pagina/{n})', () => {
  it('one h1, Início › Blog, twelve article cards with date, reading time and summary, newest first', () => {
    const { html } = render(0);
    assert.equal(headings(html).filter((h) => h.startsWith('h1')).length, 1);
    const cards = [...html.matchAll(/<h2 class="blog-card__title">(.*?)<\/h2>/g)].map((m) => textOf(m[1]));
    assert.deepEqual(cards, site.blog.articles.slice(0, 12).map((a) => a.title));
    const text = textOf(html);
    assert.ok(text.includes('31 de março de 2026 4 min de leitura'));
    assert.ok(text.includes(site.blog.articles[0].summary));
    assert.match(html, /<span aria-current="page">Blog<\/span>/);
  });

  it('pagination: "Página 2 de 3" with links to the newer and older pages', () => {
    const { html } = render(1);
    const text = textOf(html);
    assert.ok(text.includes('Página 2 de 3'));
    assert.ok(links(html).some((l) => l.href === '/blog' && /mais recentes/.test(l.name)));
    assert.ok(links(html).some((l) => l.href === '/blog/pagina/3' && /anteriores/.test(l.name)));
    assert.ok(headings(html).some((h) => h.startsWith('h1') && h.includes('(página 2)')));
  });

  it('the first card\'s cover loads at once; the others lazily; covers are decorative next to their titles', () => {
    const { html } = render(0);
    const images = [...html.matchAll(/<img class="blog-card__image"[^>]*>/g)].map((m) => m[0]);
    assert.equal(images.length, 12);
    assert.match(images[0], /loading="eager"/);
    assert.ok(images.slice(1).every((img) => /loading="lazy"/.test(img)));
    assert.ok(images.every((img) => /alt=""/.test(img)));
  });
});
