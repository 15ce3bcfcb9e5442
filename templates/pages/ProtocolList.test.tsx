import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { siteModel } from '../../test/support/site-model.ts';
import { headings, linkNamed, renderMarkup, textOf } from '../../test/support/render-markup.tsx';
import ProtocolList from './ProtocolList.tsx';
import { routesOf } from '../../src/routes/routes.ts';
import type { TemplateProps } from '../../src/model/page-props.ts';

const listProps = routesOf(siteModel).find((page) => page.route === '/protocolo')!.props as TemplateProps['protocolList'];

const { html } = renderMarkup(<ProtocolList {...listProps} />);
const text = textOf(html);

describe('ProtocolList (/protocolo)', () => {
  it('has the title as its one h1, the intro and Início > Protocolos', () => {
    assert.deepEqual(headings(html).filter((h) => h.startsWith('h1')), [`h1 ${siteModel.texts.protocolsTitle}`]);
    assert.ok(text.includes(siteModel.texts.protocolsIntro));
    assert.match(html, /<span aria-current="page">Protocolos<\/span>/);
  });

  it('counts in its own noun', () => {
    assert.match(html, /role="status" aria-live="polite">3 protocolo\(s\) encontrado\(s\)</);
  });

  it('renders each card: image, badge, name as h2, description, duration, sessions, price, "Saiba mais sobre {name}"', () => {
    for (const p of siteModel.protocols) {
      assert.ok(headings(html).includes(`h2 ${p.name}`));
      assert.ok(text.includes(p.description) && text.includes(p.sessions) && text.includes(p.price.display));
      assert.equal(linkNamed(html, `Saiba mais sobre ${p.name}`)?.href, `/protocolo/${p.slug}`);
      assert.ok(html.includes(`src="${p.hero.backgroundImage.src}"`));
    }
  });

  it('makes only the first card image eager with high priority; the rest lazy, all with width and height', () => {
    const imgs = [...html.matchAll(/<img class="cat-card__image"[^>]*>/g)].map((m) => m[0]);
    assert.equal(imgs.length, 3);
    assert.match(imgs[0], /loading="eager"/);
    assert.match(imgs[0], /fetchPriority="high"/i);
    for (const img of imgs.slice(1)) assert.match(img, /loading="lazy"/);
    for (const img of imgs) assert.match(img, /width="1200" height="800"/);
  });

  it('shows 2 benefit chips cut at 25 characters with … and "+1 benefícios"', () => {
    // fixture benefits: 'Plano ajustado à sua pele' (25, whole), 'Acompanhamento médico em cada etapa' (cut), 'Cuidados combinados'
    assert.ok(text.includes('Plano ajustado à sua pele Acompanhamento médico em… +1 benefícios'));
    assert.ok(!text.includes('Cuidados combinados'));
  });

  it('closes with "Agendar Avaliação" (WhatsApp) and "Ligar Agora" (tel: with +55)', () => {
    assert.ok(linkNamed(html, 'Agendar Avaliação')?.href.startsWith('https://wa.me/5511955550100?text='));
    assert.equal(linkNamed(html, 'Ligar Agora')?.href, 'tel:+551155550100');
  });
});
