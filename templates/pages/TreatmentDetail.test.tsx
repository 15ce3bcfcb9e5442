import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { siteModel } from '../../test/support/site-model.ts';
import { headings, linkNamed, renderMarkup, skippedHeadings, textOf } from '../../test/support/render-markup.tsx';
import TreatmentDetail from './TreatmentDetail.tsx';

const [botox, modelagem, alopecia] = siteModel.treatments;
const render = (treatment = botox) =>
  renderMarkup(<TreatmentDetail site={siteModel} path={treatment.href} treatment={treatment} />);
const { html, islands } = render();
const text = textOf(html);

describe('TreatmentDetail (/tratamento/{slug})', () => {
  it('has the breadcrumb, the badge and the title as its one h1, with no skipped heading level', () => {
    assert.match(html, /<a href="\/tratamento">Tratamentos<\/a><\/li><li><span aria-current="page">Toxina botulínica<\/span>/);
    assert.deepEqual(headings(html).filter((h) => h.startsWith('h1')), ['h1 Toxina botulínica']);
    assert.deepEqual(skippedHeadings(html), []);
    assert.ok(text.includes('Facial Toxina botulínica Toxina botulínica com naturalidade'));
  });

  it('shows the subtitle only when the treatment has one', () => {
    assert.ok(html.includes('class="cat-hero__subtitle"'));
    assert.ok(!render(alopecia).html.includes('class="cat-hero__subtitle"'));
  });

  it('shows the long description, the facts with the offer and the evaluation note', () => {
    assert.ok(html.includes(botox.longDescriptionHtml));
    for (const piece of ['Duração 1 hora', 'Recuperação 1 a 3 dias', `Investimento ${botox.price.display} ${botox.offer}`]) {
      assert.ok(text.includes(piece), piece);
    }
  });

  it('prefills WhatsApp with the treatment title and dials +55', () => {
    const href = linkNamed(html, 'Agendar Avaliação')?.href ?? '';
    assert.equal(decodeURIComponent(href.split('?text=')[1]), 'Olá! Gostaria de agendar uma avaliação para Toxina botulínica.');
    assert.equal(linkNamed(html, 'Ligar Agora')?.href, 'tel:+551155550100');
  });

  it('shows the hero image eagerly and the Especialista badge with CRM and RQE', () => {
    assert.match(html, /<img class="cat-hero__image" src="\/imagens\/facial-botox.svg"[^>]*loading="eager"/);
    assert.ok(text.includes('Especialista Dra. Helena Exemplo Médica · CRM-SP 000000 · Dermatologia · RQE 00000'));
  });

  it('lists "O que está incluído", the benefits and the four tiles', () => {
    assert.ok(headings(html).includes('h2 O que está incluído'));
    for (const piece of [...botox.features, ...botox.benefits]) assert.ok(text.includes(piece), piece);
    for (const tile of ['Segurança', 'Cuidado', 'Qualidade', 'Resultados']) assert.ok(headings(html).includes(`h3 ${tile}`));
    assert.ok(!/garant|100%|sem riscos/i.test(text), 'no promises in the fixed texts');
  });

  it('relates the linked services when there are some', () => {
    assert.ok(headings(html).includes('h2 Serviços relacionados'));
    assert.equal(linkNamed(html, 'Toxina botulínica')?.href, '/servico/botox');
  });

  it('relates the linked protocols when there are no services', () => {
    const other = render(modelagem).html;
    assert.ok(headings(other).includes('h2 Protocolos relacionados'));
    assert.ok(!headings(other).includes('h2 Serviços relacionados'));
    assert.ok(other.includes('class="cat-related__link" href="/protocolo/modelagem-corporal-intensiva"'));
  });

  it('has no related section when nothing is linked', () => {
    const other = render({ ...alopecia, relatedServices: [], relatedProtocols: [] }).html;
    assert.ok(!other.includes('class="cat-related'));
  });

  it('has the FAQ accordion and a closing "Fale Conosco"', () => {
    assert.deepEqual(islands.find((i) => i.name === 'Accordion')?.props, { items: botox.faq, headingLevel: 3, idBase: 'faq-botox' });
    assert.ok(linkNamed(html, 'Fale Conosco')?.href.startsWith('https://wa.me/'));
  });
});
