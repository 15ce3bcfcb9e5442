import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { ChangeReport } from '../diff/compare.ts';
import type { ItemSummary } from '../diff/page-texts.ts';
import { DEFAULT_GUARD_LIMITS, guardVerdict, priceValue } from './guard.ts';

const item = (slug: string, price = 'R$ 100'): ItemSummary => ({ catalogue: 'servicos', slug, title: slug, href: `/servico/${slug}`, price });
const report = (parts: Partial<ChangeReport>): ChangeReport => ({ prices: [], added: [], removed: [], pages: [], ...parts });
const removing = (n: number) => report({ removed: Array.from({ length: n }, (_, i) => item(`s${i}`)) });
const pricing = (before: string, after: string) => report({ prices: [{ item: item('botox', after), before, after }] });

describe('priceValue', () => {
  for (const [text, value] of [
    ['A partir de R$ 400', 400],
    ['R$ 1.250,50', 1250.5],
    ['R$1.200', 1200],
    ['Sob consulta', null],
    ['', null],
  ] as const) {
    test(`${JSON.stringify(text)} → ${value}`, () => assert.equal(priceValue(text), value));
  }
});

describe('guardVerdict', () => {
  test('an ordinary publication passes: one item removed of a hundred, a price up 12 %', () => {
    const verdict = guardVerdict({ ...removing(1), prices: pricing('A partir de R$ 400', 'A partir de R$ 450').prices }, 100);
    assert.deepEqual(verdict, { held: false, removed: null, prices: [] });
  });

  test('holds more than five pages removed even when the share is small', () => {
    assert.equal(guardVerdict(removing(5), 1000).held, false);
    const verdict = guardVerdict(removing(6), 1000);
    assert.equal(verdict.held, true);
    assert.equal(verdict.removed?.items.length, 6);
    assert.equal(verdict.removed?.of, 1000);
  });

  test('holds more than 10 % of the catalogue removed even when the count is small', () => {
    assert.equal(guardVerdict(removing(2), 20).held, false); // exactly 10 %
    assert.equal(guardVerdict(removing(3), 20).held, true);
  });

  test('holds a price multiplied or divided by more than two, and names it', () => {
    for (const [before, after, held] of [
      ['R$ 400', 'R$ 800', false],
      ['R$ 400', 'R$ 801', true],
      ['R$ 400', 'R$ 4.000', true],
      ['R$ 400', 'R$ 200', false],
      ['R$ 400', 'R$ 40', true],
      ['R$ 400', 'Sob consulta', false],
    ] as const) {
      const verdict = guardVerdict(pricing(before, after), 100);
      assert.equal(verdict.held, held, `${before} → ${after}`);
      if (held) assert.equal(verdict.prices[0].after, after);
    }
  });

  test('the limits are settings', () => {
    assert.equal(guardVerdict(removing(3), 100, { ...DEFAULT_GUARD_LIMITS, removedPages: 2 }).held, true);
    assert.equal(guardVerdict(removing(3), 10, { ...DEFAULT_GUARD_LIMITS, removedShare: 0.5 }).held, false);
    assert.equal(guardVerdict(pricing('R$ 100', 'R$ 250'), 100, { ...DEFAULT_GUARD_LIMITS, priceFactor: 3 }).held, false);
    assert.equal(guardVerdict(pricing('R$ 100', 'R$ 150'), 100, { ...DEFAULT_GUARD_LIMITS, priceFactor: 1.2 }).held, true);
  });
});
