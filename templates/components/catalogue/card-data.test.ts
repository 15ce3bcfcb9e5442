import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { siteModel } from '../../../test/support/site-model.ts';
import { protocolCard, serviceCard, treatmentCard } from './card-data.ts';

describe('card data (the island props of the list pages)', () => {
  it('treatment: title, subtitle, facts, price text and the first 3 features', () => {
    const t = siteModel.treatments[0];
    assert.deepEqual(treatmentCard(t), {
      kind: 'treatment',
      slug: t.slug,
      href: '/tratamento/botox',
      title: t.title,
      description: t.description,
      category: 'facial',
      price: 'A partir de R$ 400',
      duration: '1 hora',
      subtitle: t.subtitle,
      recovery: '1 a 3 dias',
      features: { shown: t.features.slice(0, 3), more: 2 },
    });
  });

  it('protocol: the name is the title, the hero image is the card image, benefits become chips', () => {
    const p = siteModel.protocols[0];
    const card = protocolCard(p);
    assert.equal(card.title, p.name);
    assert.equal(card.image, p.hero.backgroundImage);
    assert.equal(card.sessions, '4 a 6 sessões');
    assert.deepEqual(card.benefits, { shown: ['Plano ajustado à sua pele', 'Acompanhamento médico em…'], more: 1 });
  });

  it('service: image and chips; nothing heavy (content, FAQ, SEO) is carried', () => {
    const card = serviceCard(siteModel.services[0]);
    assert.deepEqual(Object.keys(card).sort(), ['benefits', 'category', 'description', 'duration', 'href', 'image', 'kind', 'price', 'slug', 'title']);
  });

  it('is plain JSON', () => {
    const cards = [...siteModel.treatments.map(treatmentCard), ...siteModel.protocols.map(protocolCard), ...siteModel.services.map(serviceCard)];
    assert.deepEqual(JSON.parse(JSON.stringify(cards)), cards);
  });
});
