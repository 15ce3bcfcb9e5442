import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { benefitChips, featurePreview, moreBenefitsText, moreFeaturesText, splitPrice, truncateText } from './card-text.ts';

describe('truncateText (first 25 characters + …)', () => {
  const cases: [string, string][] = [
    ['Curto', 'Curto'],
    ['1234567890123456789012345', '1234567890123456789012345'], // exactly 25: unchanged
    ['12345678901234567890123456', '1234567890123456789012345…'], // 26: cut
    ['Pele mais hidratada e viçosa', 'Pele mais hidratada e viç…'],
    ['Acompanhamento médico em cada etapa', 'Acompanhamento médico em…'], // no space left before the …
    ['Pele mais hidratada e    viçosa', 'Pele mais hidratada e…'], // the 25 end in spaces
    ['', ''],
  ];
  for (const [input, expected] of cases) it(`${JSON.stringify(input)} → ${JSON.stringify(expected)}`, () => {
    assert.equal(truncateText(input), expected);
  });
  it('counts characters, not UTF-16 units', () => assert.equal(truncateText('😀😀😀', 2), '😀😀…'));
});

describe('benefitChips', () => {
  const cases: [string[], string[], number][] = [
    [[], [], 0],
    [['Firmeza'], ['Firmeza'], 0],
    [['A', 'B'], ['A', 'B'], 0],
    [['Estímulo gradual de colágeno', 'Firmeza', 'C', 'D', 'E'], ['Estímulo gradual de colág…', 'Firmeza'], 3],
  ];
  for (const [input, shown, more] of cases) it(`${input.length} benefits → ${shown.length} chips, +${more}`, () => {
    assert.deepEqual(benefitChips(input), { shown, more });
  });
});

describe('featurePreview', () => {
  const cases: [string[], string[], number][] = [
    [[], [], 0],
    [['a', 'b', 'c'], ['a', 'b', 'c'], 0],
    [['a', 'b', 'c', 'd', 'e'], ['a', 'b', 'c'], 2],
  ];
  for (const [input, shown, more] of cases) it(`${input.length} features → ${shown.length}, +${more}`, () => {
    assert.deepEqual(featurePreview(input), { shown, more });
  });
  it('does not truncate features', () => {
    const long = 'Avaliação médica e plano por escrito, com retornos';
    assert.deepEqual(featurePreview([long]).shown, [long]);
  });
});

describe('more texts', () => {
  it('benefits', () => {
    assert.equal(moreBenefitsText(0), null);
    assert.equal(moreBenefitsText(3), '+3 benefícios');
  });
  it('features', () => {
    assert.equal(moreFeaturesText(0), null);
    assert.equal(moreFeaturesText(2), '+2 mais');
  });
});

describe('splitPrice', () => {
  const cases: [string, { prefix: string | null; amount: string }][] = [
    ['A partir de R$ 1.200', { prefix: 'A partir de', amount: 'R$ 1.200' }],
    ['A partir de R$ 60', { prefix: 'A partir de', amount: 'R$ 60' }],
    ['Sob consulta', { prefix: null, amount: 'Sob consulta' }],
    ['R$ 400', { prefix: null, amount: 'R$ 400' }],
  ];
  for (const [input, expected] of cases) it(input, () => assert.deepEqual(splitPrice(input), expected));
});
