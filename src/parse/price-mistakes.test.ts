import { test } from 'node:test';
import assert from 'node:assert/strict';
import { priceMistake, type PriceMistake } from './price-mistakes.ts';

test('priceMistake tells a price written with English separators, and a price with words after it', () => {
  const cases: [string, PriceMistake | null][] = [
    ['R$ 1,200.00', { kind: 'separadores', brazilian: 'R$ 1.200,00' }],
    ['1,200', { kind: 'separadores', brazilian: '1.200' }],
    ['A partir de R$ 12,000.50', { kind: 'separadores', brazilian: 'A partir de R$ 12.000,50' }],
    ['R$ 400 por área', { kind: 'com-texto', price: 'R$ 400', words: 'por área', currency: false }],
    ['A partir de R$ 1.200 (3 sessões)', { kind: 'com-texto', price: 'A partir de R$ 1.200', words: '3 sessões', currency: false }],
    ['400 - cada sessão.', { kind: 'com-texto', price: '400', words: 'cada sessão', currency: false }],
    ['400 reais', { kind: 'com-texto', price: '400', words: 'reais', currency: true }],
    // Not these two mistakes: cents of one or two digits after a comma is Portuguese; words alone; an unreadable price before words.
    ['1,20', null],
    ['Consultar', null],
    ['R$ 1.20 por área', null],
    ['', null],
  ];
  for (const [text, expected] of cases) assert.deepEqual(priceMistake(text), expected, text);
});
