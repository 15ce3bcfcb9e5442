import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { renderToString } from 'react-dom/server';
import { siteModel } from '../../test/support/site-model.ts';
import { protocolCard, serviceCard } from '../components/catalogue/card-data.ts';
import { textOf } from '../../test/support/render-markup.tsx';
import CatalogueBrowser from './CatalogueBrowser.tsx';

describe('CatalogueBrowser (server render = first client render)', () => {
  const cards = siteModel.services.map(serviceCard);
  const html = renderToString(<CatalogueBrowser kind="service" categories={['facial', 'corporal', 'capilar', 'medicina']} cards={cards} />);

  it('renders every card, unfiltered, with Todos pressed', () => {
    assert.equal(html.split('<li class="cat-grid__item">').length - 1, cards.length);
    assert.match(html, /aria-pressed="true">Todos</);
    assert.match(html, /<option value="todos" selected="">Todos<\/option>/);
  });

  it('is a search form that still submits ?busca=&categoria= before the script runs', () => {
    assert.match(html, /<form class="cat-filters" role="search" method="get">/);
    assert.match(html, /name="busca"/);
    assert.match(html, /name="categoria"/);
  });

  it('renders the same markup twice (hydration cannot mismatch on ids or order)', () => {
    const again = renderToString(<CatalogueBrowser kind="service" categories={['facial', 'corporal', 'capilar', 'medicina']} cards={cards} />);
    assert.equal(again, html);
  });

  it('shows the empty state and "Limpar filtros" when there is nothing to list', () => {
    const empty = textOf(renderToString(<CatalogueBrowser kind="protocol" categories={['facial']} cards={[]} />));
    assert.ok(empty.includes('0 protocolo(s) encontrado(s) Nenhum protocolo encontrado'));
    assert.ok(empty.includes('Limpar filtros'));
  });

  it("served empty (a category with nothing in it yet): 'Limpar filtros' is a link to the whole list until the script runs", () => {
    const served = renderToString(
      <CatalogueBrowser kind="protocol" categories={['facial', 'capilar']} cards={[]} category="capilar" listHref="/protocolo" />,
    );
    assert.match(served, /<a class="btn btn--secondary" href="\/protocolo">Limpar filtros<\/a>/);
    assert.doesNotMatch(served, /<button[^>]*>Limpar filtros/);
  });

  it('without script: a "Todos" link and the category links, the current one marked, and a "Filtrar" button for the form', () => {
    const links = [
      { category: 'facial', href: '/servico/categoria/facial' },
      { category: 'capilar', href: '/servico/categoria/capilar' },
    ] as const;
    const render = (category: 'facial' | null, number: number) =>
      renderToString(
        <CatalogueBrowser
          kind="service"
          categories={['facial', 'capilar']}
          cards={cards.slice(0, 2)}
          total={90}
          category={category}
          categoryLinks={[...links]}
          listHref="/servico"
          indexHref="/catalogo/servicos.json"
          pages={{ number, count: 3, hrefs: ['/p1', '/p2', '/p3'] }}
        />,
      );
    const first = render(null, 1);
    assert.match(first, /<a href="\/servico" aria-current="page">Todos<\/a>.*<a href="\/servico\/categoria\/facial">Facial<\/a>/);
    assert.match(first, /<button type="submit" class="btn btn--secondary cat-filters__submit">Filtrar<\/button>/);
    // Page 2 of Facial: Facial is the current category, not the page its link leads to.
    const later = render('facial', 2);
    assert.match(later, /<a href="\/servico">Todos<\/a>/);
    assert.match(later, /<a href="\/servico\/categoria\/facial" aria-current="true">Facial<\/a>/);
  });

  it("on a one-page list's category address: only that category's cards, counted, with the category chosen", () => {
    const facial = cards.filter((card) => card.category === 'facial');
    assert.ok(facial.length > 0 && facial.length < cards.length);
    const chosen = renderToString(
      <CatalogueBrowser kind="service" categories={['facial', 'corporal', 'capilar', 'medicina']} cards={cards} category="facial" listHref="/servico" />,
    );
    assert.equal(chosen.split('<li class="cat-grid__item">').length - 1, facial.length);
    assert.ok(textOf(chosen).includes(`${facial.length} serviço(s) encontrado(s) na categoria Facial`));
    assert.match(chosen, /<option value="facial" selected="">Facial<\/option>/);
    assert.match(chosen, /aria-pressed="true">Facial</);
    assert.match(chosen, /<form class="cat-filters" role="search" action="\/servico" method="get">/);
  });

  it('renders protocol cards through the same island', () => {
    const protocols = renderToString(<CatalogueBrowser kind="protocol" categories={['facial']} cards={siteModel.protocols.map(protocolCard)} />);
    assert.ok(textOf(protocols).includes('4 a 6 sessões'));
  });
});
