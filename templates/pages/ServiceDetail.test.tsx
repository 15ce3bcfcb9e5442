import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { siteModel } from '../../test/support/site-model.ts';
import { headings, hrefAndName, linkNamed, links, renderMarkup, skippedHeadings, textOf } from '../../test/support/render-markup.tsx';
import ServiceDetail from './ServiceDetail.tsx';

const [botox] = siteModel.services;
const { html, islands } = renderMarkup(<ServiceDetail site={siteModel} path="/servico/botox" service={botox} />);
const text = textOf(html);
const message = encodeURIComponent('Olá! Gostaria de agendar uma consulta para Toxina botulínica.');

describe('ServiceDetail (/servico/{slug})', () => {
  it('has the breadcrumb Início (/) › Serviços (/servico) › title', () => {
    assert.match(
      html,
      /<ol><li><a href="\/">Início<\/a><\/li><li><a href="\/servico">Serviços<\/a><\/li><li><span aria-current="page">Toxina botulínica<\/span><\/li><\/ol>/,
    );
  });

  it('shows the sections of docs/site.md#service-detail in order, one h1 and no skipped heading level', () => {
    const h2 = headings(html).filter((h) => /^h[12] /.test(h));
    const start = h2.indexOf('h1 Toxina botulínica');
    assert.ok(start >= 0);
    assert.deepEqual(h2.slice(start, start + 6), [
      'h1 Toxina botulínica',
      'h2 Sobre o Tratamento',
      'h2 O que está incluído',
      'h2 Benefícios do Tratamento',
      'h2 Protocolos que utilizam este serviço',
      'h2 Perguntas Frequentes',
    ]);
    assert.equal(headings(html).filter((h) => h.startsWith('h1')).length, 1);
    assert.deepEqual(skippedHeadings(html), []);
  });

  it('hero: badge, description, Duração, Recuperação, Investimento with the offer and the evaluation note', () => {
    for (const piece of ['Facial', botox.description, 'Duração 30 a 45 minutos', 'Recuperação Imediata', `Investimento ${botox.price.display} ${botox.offer}`]) {
      assert.ok(text.includes(piece), piece);
    }
    // The evaluation note once, and not when the offer already speaks of the evaluation (said twice in a row).
    assert.match(botox.offer, /avaliação/i);
    assert.ok(!text.includes(siteModel.texts.evaluationNote));
    const plainOffer = { ...botox, offer: 'Pacote de 3 sessões com condição especial.' };
    const withNote = textOf(renderMarkup(<ServiceDetail site={siteModel} path="/servico/botox" service={plainOffer} />).html);
    assert.equal(withNote.split(siteModel.texts.evaluationNote).length - 1, 1);
  });

  it('"Agendar Consulta" opens WhatsApp with the exact documented message; "Ligar Agora" dials +55', () => {
    assert.equal(linkNamed(html, 'Agendar Consulta')?.href, `https://wa.me/5511955550100?text=${message}`);
    assert.equal(linkNamed(html, 'Ligar Agora')?.href, 'tel:+551155550100');
  });

  it('shows the image eagerly with its size and the Especialista badge with name, CRM and RQE', () => {
    assert.match(html, /<img class="cat-hero__image" src="\/imagens\/facial-botox.svg" alt="[^"]+" width="1200" height="800" loading="eager" fetchPriority="high"/i);
    assert.ok(text.includes('Especialista Dra. Helena Exemplo Médica · CRM-SP 000000 · Dermatologia · RQE 00000'));
  });

  it('renders the sanitized content with its headings under "Sobre o Tratamento"', () => {
    assert.ok(html.includes('<h3>Como funciona</h3><p>Toxina botulínica é indicado após avaliação médica.</p><ul><li>Etapa 1</li>'));
  });

  it('lists features, benefits and the four fixed cards', () => {
    for (const piece of [...botox.features, ...botox.benefits]) assert.ok(text.includes(piece), piece);
    for (const tile of ['Segurança', 'Cuidado', 'Qualidade', 'Resultados']) assert.ok(headings(html).includes(`h3 ${tile}`));
  });

  it('links the protocols that use the service to /protocolo/{slug}', () => {
    assert.deepEqual(hrefAndName(linkNamed(html, 'Protocolo Anti-idade Facial')), { href: '/protocolo/anti-idade-avancado', name: 'Protocolo Anti-idade Facial' });
  });

  it('has no protocols section when no protocol lists the service', () => {
    const lonely = { ...botox, protocols: [] };
    const other = renderMarkup(<ServiceDetail site={siteModel} path="/servico/botox" service={lonely} />).html;
    assert.ok(!textOf(other).includes('Protocolos que utilizam este serviço'));
    assert.ok(!other.includes('class="cat-related'));
  });

  it('puts the FAQ in the accordion island with h3 questions', () => {
    const accordion = islands.find((i) => i.name === 'Accordion');
    assert.deepEqual(accordion?.props, { items: botox.faq, headingLevel: 3, idBase: 'faq-botox' });
    for (const { question } of botox.faq) assert.ok(text.includes(question));
  });

  it('ends with "Agendar pelo WhatsApp" and "Ligar Agora"', () => {
    assert.equal(linkNamed(html, 'Agendar pelo WhatsApp')?.href, `https://wa.me/5511955550100?text=${message}`);
    assert.equal(links(html).filter((l) => l.name.startsWith('Ligar Agora')).length, 2);
  });
});
