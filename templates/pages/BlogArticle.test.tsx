import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { siteModel } from '../../test/support/site-model.ts';
import { headings, linkNamed, links, renderMarkup, skippedHeadings, textOf } from '../../test/support/render-markup.tsx';
import BlogArticle, { articleMessage, INFORMATIVE_NOTE } from './BlogArticle.tsx';

const [newest, second] = siteModel.blog.articles;
const render = (article = second) => renderMarkup(<BlogArticle site={siteModel} path={article.href} article={article} />);

describe('BlogArticle (/blog/{slug})', () => {
  const { html, islands } = render();
  const text = textOf(html);

  it('title as the one h1, breadcrumb Início › Blog › title, the text headings nested under it', () => {
    assert.deepEqual(headings(html).filter((h) => h.startsWith('h1')), [`h1 ${second.title}`]);
    assert.equal(linkNamed(html, 'Início')?.href, '/');
    assert.equal(linkNamed(html, 'Blog')?.href, '/blog');
    assert.match(html, new RegExp(`<span aria-current="page">${second.title}</span>`));
    assert.ok(headings(html).includes('h2 O que saber'));
    assert.deepEqual(skippedHeadings(html), []);
  });

  it('publication date, reading time and the author with CRM and RQE next to the content', () => {
    assert.ok(text.includes(`Publicado em ${second.published.display}`));
    assert.match(html, new RegExp(`<time dateTime="${second.published.iso}">`));
    assert.ok(text.includes('4 min de leitura'));
    assert.ok(text.includes('Dra. Helena Exemplo'));
    assert.ok(text.includes('Médica · CRM-SP 000000 · RQE 00000'));
    assert.ok(!text.includes('Atualizado em'));
  });

  it('the informative note, the booking and WhatsApp calls to action, previous and next articles', () => {
    assert.ok(text.includes(INFORMATIVE_NOTE));
    assert.equal(linkNamed(html, 'Agendar online')?.href, '/agendar-online');
    const whatsapp = links(html).find((l) => l.name.startsWith('Conversar pelo WhatsApp'))!;
    assert.equal(new URL(whatsapp.href).searchParams.get('text'), articleMessage(second.title));
    assert.ok(links(html).some((l) => l.href === newest.href && l.name.includes('Próximo artigo')));
    assert.ok(links(html).some((l) => l.href === siteModel.blog.articles[2].href && l.name.includes('Artigo anterior')));
  });

  it('no island of its own: only the layout\'s', () => {
    assert.deepEqual(islands.map((i) => i.name), ['Navbar']);
  });

  it('related treatments and services as cards, only when there are some', () => {
    const withRelated = render(newest).html;
    assert.match(withRelated, /aria-labelledby="relacionados"/);
    // A treatment and a service may share a title: each card names its catalogue.
    const botox = links(withRelated).find((link) => /^Serviço\s*:\s*Toxina botulínica$/.test(link.name));
    assert.equal(botox?.href, '/servico/botox');
    assert.doesNotMatch(html, /aria-labelledby="relacionados"/);
  });

  it('an update later than the publication is shown', () => {
    const updated = { ...second, updated: { iso: '2026-03-01', display: '1º de março de 2026' } };
    assert.ok(textOf(render(updated).html).includes('Atualizado em 1º de março de 2026'));
  });
});
