import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formatReais, parsePrice } from './price.ts';
import type { Price } from './price.ts';

// Prices as staff type them (docs/site.md#prices) → the display text and the number structured data needs.
test('parsePrice reads every way staff type a price', () => {
  const cases: [string | number, Price | null][] = [
    [400, { display: 'A partir de R$ 400', amount: 400 }],
    ['400', { display: 'A partir de R$ 400', amount: 400 }],
    ['1.200', { display: 'A partir de R$ 1.200', amount: 1200 }],
    ['R$ 1.200,00', { display: 'A partir de R$ 1.200', amount: 1200 }],
    ['A partir de R$ 1.200', { display: 'A partir de R$ 1.200', amount: 1200 }],
    ['a partir de r$ 8.000', { display: 'A partir de R$ 8.000', amount: 8000 }],
    [1200, { display: 'A partir de R$ 1.200', amount: 1200 }],
    [1200.5, { display: 'A partir de R$ 1.200,50', amount: 1200.5 }],
    ['1.200,50', { display: 'A partir de R$ 1.200,50', amount: 1200.5 }],
    ['1200,00', { display: 'A partir de R$ 1.200', amount: 1200 }],
    ['R$1.200', { display: 'A partir de R$ 1.200', amount: 1200 }],
    ['R$\u00a01.200', { display: 'A partir de R$ 1.200', amount: 1200 }],
    ['  400  ', { display: 'A partir de R$ 400', amount: 400 }],
    ['Sob consulta', { display: 'Sob consulta', amount: null }],
    ['sob consulta', { display: 'Sob consulta', amount: null }],
    ['SOB CONSULTA', { display: 'Sob consulta', amount: null }],
    // A full stop ends the sentence: not part of the price.
    ['Sob consulta.', { display: 'Sob consulta', amount: null }],
    ['A partir de R$ 400.', { display: 'A partir de R$ 400', amount: 400 }],
    ['R$ 1.200,00 .', { display: 'A partir de R$ 1.200', amount: 1200 }],
    [0, { display: 'Sob consulta', amount: null }],
    ['0', { display: 'Sob consulta', amount: null }],
    ['R$ abc', null],
    ['12,3,4', null],
    ['-5', null],
    [-5, null],
    [Number.NaN, null],
    ['', null],
    ['R$', null],
    ['A partir de', null],
    ['consulta', null],
    // A dot followed by one or two digits is a mistyped thousands separator in pt-BR, not cents: refused.
    ['1.20', null],
    ['1200.50', null],
  ];
  for (const [input, expected] of cases) assert.deepEqual(parsePrice(input), expected, JSON.stringify(input));
});

test('formatReais writes pt-BR thousands and cents', () => {
  const cases: [number, string][] = [
    [0, '0'],
    [60, '60'],
    [400, '400'],
    [1000, '1.000'],
    [1200, '1.200'],
    [1200.5, '1.200,50'],
    [0.05, '0,05'],
    [8000, '8.000'],
    [1234567.89, '1.234.567,89'],
  ];
  for (const [amount, expected] of cases) assert.equal(formatReais(amount), expected, String(amount));
});
