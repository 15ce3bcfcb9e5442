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
    // An instalment is not the price: the total is said, never the instalment as the price.
    ['12x R$ 100', { kind: 'parcelas', count: 12, instalment: 'R$ 100', total: 'R$ 1.200' }],
    ['Em 10x de R$ 150,50', { kind: 'parcelas', count: 10, instalment: 'R$ 150,50', total: 'R$ 1.505' }],
    ['3 vezes de 400', { kind: 'parcelas', count: 3, instalment: '400', total: 'R$ 1.200' }],
    ['12x sem juros de R$ 100', { kind: 'parcelas', count: 12, instalment: 'R$ 100', total: 'R$ 1.200' }],
    ['Pacote 4x R$ 300', { kind: 'parcelas', count: 4, instalment: 'R$ 300', total: 'R$ 1.200' }],
    ['1x R$ 400', { kind: 'com-texto', price: 'R$ 400', words: '1x', currency: false, before: true }],
    ['4 sessões R$ 1.200', { kind: 'com-texto', price: 'R$ 1.200', words: '4 sessões', currency: false, before: true }],
    ['R$ 1.200 em 12x', { kind: 'com-texto', price: 'R$ 1.200', words: 'em 12x', currency: false }],
    // Both readings: the number with "R$" is the price.
    ['R$ 400 por 2 sessões', { kind: 'com-texto', price: 'R$ 400', words: 'por 2 sessões', currency: false }],
    ['', null],
  ];
  for (const [text, expected] of cases) assert.deepEqual(priceMistake(text), expected, text);
});
