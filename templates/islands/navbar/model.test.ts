import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { MenuItem } from '../../../src/model/types.ts';
import { barPosition, hasShadow, mobileCategories, type NavMenu } from './model.ts';

test('home bar: hidden until 0.9·innerHeight − 64, floating until one viewport, then at the top', () => {
  const cases: [scrollY: number, innerHeight: number, expected: string][] = [
    [0, 800, 'hidden'],
    [655, 800, 'hidden'], // threshold 0.9·800 − 64 = 656
    [656, 800, 'floating'],
    [799, 800, 'floating'],
    [800, 800, 'top'],
    [5000, 800, 'top'],
    [0, 50, 'floating'], // tiny viewport: threshold below 0
  ];
  for (const [y, h, expected] of cases) assert.equal(barPosition(true, y, h), expected, `${y}/${h}`);
});

test('other pages: always at the top, shadow only after 10 px', () => {
  assert.equal(barPosition(false, 0, 800), 'top');
  assert.equal(barPosition(false, 3000, 800), 'top');
  assert.equal(hasShadow(false, 10), false);
  assert.equal(hasShadow(false, 11), true);
});

const items = (category: MenuItem['category'], n: number): MenuItem[] =>
  Array.from({ length: n }, (_, i) => ({ slug: `${category}-${i}`, title: `${category} ${i}`, category }));

test('mobile categories: all four, at most 6 items, "ver todos" link only when more, empty when none', () => {
  const menu: NavMenu = {
    key: 'servicos',
    label: 'Serviços',
    basePath: '/servico',
    categories: ['facial', 'corporal', 'capilar', 'medicina'],
    items: [...items('facial', 7), ...items('corporal', 6), ...items('medicina', 1)],
    counts: { facial: 7, corporal: 6, capilar: 0, medicina: 1 },
  };
  const view = mobileCategories(menu);
  assert.deepEqual(view.map((c) => [c.category, c.items.length, c.moreHref]), [
    ['facial', 6, '/servico?categoria=facial'],
    ['corporal', 6, null],
    ['capilar', 0, null],
    ['medicina', 1, null],
  ]);
  assert.equal(view[0].items[5].slug, 'facial-5');
});

test('mobile categories: "ver todos" follows the catalogue count when the menu carries only the first items', () => {
  // The model keeps 6 items per category in every page's menu; 27 facial services must still link to the list.
  const menu: NavMenu = {
    key: 'servicos',
    label: 'Serviços',
    basePath: '/servico',
    categories: ['facial', 'corporal'],
    items: [...items('facial', 6), ...items('corporal', 6)],
    counts: { facial: 27, corporal: 6, capilar: 0, medicina: 0 },
  };
  assert.deepEqual(mobileCategories(menu).map((c) => c.moreHref), ['/servico?categoria=facial', null]);
});
