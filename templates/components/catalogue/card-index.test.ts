import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { siteModel } from '../../../test/support/site-model.ts';
import { protocolCard, serviceCard, treatmentCard, type CardData } from './card-data.ts';
import { cardsOfIndex, catalogueIndex } from './card-index.ts';

/** A card as the index carries it: a picture without its social-sharing copy. */
const withoutShare = (card: CardData) => ('image' in card ? { ...card, image: { ...card.image, share: undefined } } : card);
const sameCards = (read: CardData[], cards: CardData[]) =>
  assert.deepEqual(JSON.parse(JSON.stringify(read)), JSON.parse(JSON.stringify(cards.map(withoutShare))));

describe('the search index of a long list (compact cards)', () => {
  for (const [kind, base, cards] of [
    ['service', '/servico', siteModel.services.map(serviceCard)],
    ['protocol', '/protocolo', siteModel.protocols.map(protocolCard)],
    ['treatment', '/tratamento', siteModel.treatments.map(treatmentCard)],
  ] as const) {
    it(`${kind}: read back, every card is the card of the list's props`, () => {
      const file = JSON.parse(JSON.stringify(catalogueIndex(kind, base, cards)));
      sameCards(cardsOfIndex(file), cards);
    });
  }

  it('a photo keeps its versions; cards that share a picture name it once', () => {
    const [first, second] = siteModel.services.map(serviceCard);
    const photo = { ...first.image, variants: [{ type: 'image/webp', width: 640, height: 427, src: '/imagens/x-640.webp' }] };
    const cards = [{ ...first, image: photo }, { ...second, image: photo }];
    const file = catalogueIndex('service', '/servico', cards);
    assert.equal(file.images.length, 1);
    sameCards(cardsOfIndex(JSON.parse(JSON.stringify(file))), cards);
  });

  it('carries no key per card, no link and no kind (derived when read)', () => {
    const { images, rows } = catalogueIndex('service', '/servico', siteModel.services.map(serviceCard));
    const text = JSON.stringify([images, rows]);
    assert.doesNotMatch(text, /"\w+":/);
    assert.doesNotMatch(text, /"service"|\/servico\//);
  });

  it('refuses a card it could not give back the same', () => {
    const card = serviceCard(siteModel.services[0]);
    assert.throws(() => catalogueIndex('service', '/servico', [{ ...card, href: '/outro/lugar' }]), /\/outro\/lugar/);
    assert.throws(() => catalogueIndex('protocol', '/servico', [card]), /protocol/);
  });
});
