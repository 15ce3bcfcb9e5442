import { test } from 'node:test';
import assert from 'node:assert/strict';
import { priceMistake, type PriceMistake } from './price-mistakes.ts';

test('priceMistake tells a price written with English separators, and a price with words after or before it', () => {
  const cases: [string, PriceMistake | null][] = [
    ['R$ 1,200.00', { kind: 'separadores', brazilian: 'R$ 1.200,00' }],
    ['1,200', { kind: 'separadores', brazilian: '1.200' }],
    ['A partir de R$ 12,000.50', { kind: 'separadores', brazilian: 'A partir de R$ 12.000,50' }],
    ['R$ 400 por área', { kind: 'com-texto', price: 'R$ 400', words: 'por área', currency: false }],
    ['A partir de R$ 1.200 (3 sessões)', { kind: 'com-texto', price: 'A partir de R$ 1.200', words: '3 sessões', currency: false }],
    ['400 - cada sessão.', { kind: 'com-texto', price: '400', words: 'cada sessão', currency: false }],
    ['400 reais', { kind: 'com-texto', price: '400', words: 'reais', currency: true }],
    ['Pacote R$ 1.200', { kind: 'com-texto', price: 'R$ 1.200', words: 'Pacote', currency: false, before: true }],
    ['Promoção: R$ 300', { kind: 'com-texto', price: 'R$ 300', words: 'Promoção', currency: false, before: true }],
    ['3 sessões - a partir de R$ 900', { kind: 'com-texto', price: 'a partir de R$ 900', words: '3 sessões', currency: false, before: true }],
    ['Valor: R$ 400', { kind: 'com-texto', price: 'R$ 400', words: 'Valor', currency: true, before: true }],
    ['Investimento R$ 1.500,00', { kind: 'com-texto', price: 'R$ 1.500,00', words: 'Investimento', currency: true, before: true }],
    // Not these two mistakes: cents of one or two digits after a comma is Portuguese; words alone; an unreadable price before words.
    ['1,20', null],
    ['Consultar', null],
    ['R$ 1.20 por área', null],
    ['Pacote R$ 1.20', null],
    // More than one number that could be the price: none is named.
    ['R$ 1 200', null],
    ['A partir de R$ 1 500', null],
    ['R$ 2. 500', null],
    ['R$ 12 000', null],
    ['R$ 1.200 ,50', null],
    ['De R$ 400 a R$ 600', null],
    ['Entre 400 e 600', null],
    ['R$ 500 por R$ 400', null],
    // The currency sign is the price's own.
    ['R$: 400', { kind: 'com-texto', price: '400', words: 'R$', currency: true, before: true }],
    ['Valor R$: 400', { kind: 'com-texto', price: '400', words: 'Valor', currency: true, before: true }],
    ['400 R$', { kind: 'com-texto', price: '400', words: 'R$', currency: true }],
    // An instalment is not the price: the total is said, never the instalment as the price.
    ['12x R$ 100', { kind: 'parcelas', count: 12, instalment: 'R$ 100', total: 'R$ 1.200' }],
    ['Em 10x de R$ 150,50', { kind: 'parcelas', count: 10, instalment: 'R$ 150,50', total: 'R$ 1.505' }],
    ['3 vezes de 400', { kind: 'parcelas', count: 3, instalment: '400', total: 'R$ 1.200' }],
    ['12x sem juros de R$ 100', { kind: 'parcelas', count: 12, instalment: 'R$ 100', total: 'R$ 1.200' }],
    ['Pacote 4x R$ 300', null],
    ['1x R$ 400', null],
    ['4 sessões R$ 1.200', { kind: 'com-texto', price: 'R$ 1.200', words: '4 sessões', currency: false, before: true }],
    ['12 parcelas de R$ 100', { kind: 'parcelas', count: 12, instalment: 'R$ 100', total: 'R$ 1.200' }],
    ['em 12 prestações sem juros de R$ 100', { kind: 'parcelas', count: 12, instalment: 'R$ 100', total: 'R$ 1.200' }],
    ['12× R$ 100', { kind: 'parcelas', count: 12, instalment: '100', total: 'R$ 1.200' }],
    // Any other text with instalments, or a total the price check would refuse: no price is named.
    ['R$ 1.200 em 12x', null],
    ['doze vezes de R$ 100', null],
    ['12 x R$ 100 sem juros', null],
    ['2 vezes por semana R$ 300', null],
    ['3x por semana R$ 200', null],
    ['R$ 1.000 à vista ou 12x de R$ 100', null],
    ['3x de R$ 1,5', null],
    ['12x R$ 1.000.000', null],
    // Both readings: the number with "R$" is the price.
    ['R$ 400 por 2 sessões', { kind: 'com-texto', price: 'R$ 400', words: 'por 2 sessões', currency: false }],
    ['', null],
  ];
  for (const [text, expected] of cases) assert.deepEqual(priceMistake(text), expected, text);
});
