import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { siteModel } from '../../test/support/site-model.ts';
import { headings, linkNamed, links, renderMarkup, skippedHeadings, textOf } from '../../test/support/render-markup.tsx';
import ProtocolDetail from './ProtocolDetail.tsx';

const [antiIdade, , capilar] = siteModel.protocols;
const render = (protocol = antiIdade) =>
  renderMarkup(<ProtocolDetail site={siteModel} path={protocol.href} protocol={protocol} />);
const { html, islands } = render();
const text = textOf(html);
const message = 'Olá! Gostaria de agendar uma avaliação para Protocolo Anti-idade Facial.';

describe('ProtocolDetail (/protocolo/{slug})', () => {
  it('opens with the hero: background image, the name as the one h1, the hero title and subtitle', () => {
    assert.match(html, /<img class="cat-phero__image" src="\/imagens\/protocolo-facial.svg" alt="[^"]+" width="1200" height="800" loading="eager"/);
    assert.deepEqual(headings(html).filter((h) => h.startsWith('h1')), ['h1 Protocolo Anti-idade Facial']);
    assert.ok(text.includes(`${antiIdade.hero.title} ${antiIdade.hero.subtitle}`));
    assert.deepEqual(skippedHeadings(html), []);
  });

  it('has the floating "Agendar Agora" WhatsApp link with the protocol name', () => {
    const link = linkNamed(html, 'Agendar Agora');
    assert.equal(decodeURIComponent(link?.href.split('?text=')[1] ?? ''), message);
    assert.match(html, /class="btn btn--primary cat-floating-cta"/);
  });

  it('has the breadcrumb after the hero and the cards Duração, Sessões, Investimento, Categoria', () => {
    assert.ok(html.indexOf('Trilha de navegação') > html.indexOf('cat-phero__title'));
    assert.match(html, /<a href="\/protocolo">Protocolos<\/a><\/li><li><span aria-current="page">Protocolo Anti-idade Facial<\/span>/);
    for (const piece of ['Duração 1 a 2 horas', 'Sessões 4 a 6 sessões', `Investimento ${antiIdade.price.display} ${antiIdade.offer}`, 'Categoria Facial']) {
      assert.ok(text.includes(piece), piece);
    }
  });

  it('has "Sobre o Protocolo", Benefícios and the features, in that order', () => {
    const h2 = headings(html).filter((h) => h.startsWith('h2'));
    const at = (h: string) => h2.indexOf(h);
    assert.ok(at('h2 Sobre o Protocolo') >= 0 && at('h2 Sobre o Protocolo') < at('h2 Benefícios') && at('h2 Benefícios') < at('h2 O que está incluído'));
    for (const piece of [antiIdade.intro, ...antiIdade.benefits, ...antiIdade.features]) assert.ok(text.includes(piece), piece);
  });

  it('links each included service to /servico/{slug}', () => {
    const related = [...html.matchAll(/class="cat-related__link" href="([^"]+)">([^<]+)</g)].map((m) => `${m[2]} → ${m[1]}`);
    assert.deepEqual(related, ['Toxina botulínica → /servico/botox', 'Preenchimento labial → /servico/preenchimento-labial']);
  });

  it('has no services section when the protocol lists none', () => {
    assert.ok(!render(capilar).html.includes('class="cat-related'));
  });

  it('has the FAQ accordion and the closing links', () => {
    assert.deepEqual(islands.find((i) => i.name === 'Accordion')?.props, { items: antiIdade.faq, headingLevel: 3, idBase: 'faq-anti-idade-avancado' });
    assert.ok(links(html).filter((l) => l.name.startsWith('Ligar Agora')).every((l) => l.href === 'tel:+551155550100'));
    assert.ok(headings(html).includes('h2 Vamos montar o seu plano?'));
  });
});
