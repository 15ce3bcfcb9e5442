import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SameValue } from './same-value.ts';

const shared = { slug: 'botox' };
const fn = () => 1;
const nullProto = (entries: Record<string, unknown>) => Object.assign(Object.create(null), entries);

const CASES: [name: string, a: unknown, b: unknown, same: boolean][] = [
  ['equal strings', 'R$ 1.200', 'R$ 1.200', true],
  ['different strings', 'R$ 1.200', 'R$ 1.300', false],
  ['NaN is never equal to a fresh NaN', { v: NaN }, { v: NaN }, false],
  ['null and an empty object', null, {}, false],
  ['equal nested objects', { a: [1, { b: 'x' }], c: null }, { a: [1, { b: 'x' }], c: null }, true],
  ['a changed deep value', { a: [1, { b: 'x' }] }, { a: [1, { b: 'y' }] }, false],
  ['key order counts (it shows in serialized JSON-LD)', { a: 1, b: 2 }, { b: 2, a: 1 }, false],
  ['one key more', { a: 1 }, { a: 1, b: undefined }, false],
  ['one key fewer', { a: 1, b: 2 }, { a: 1 }, false],
  ['same keys, other names', { a: 1 }, { b: 1 }, false],
  ['arrays of other lengths', [1, 2], [1, 2, 3], false],
  ['an array and an object with the same entries', [1], { 0: 1 }, false],
  ['the same shared object', { item: shared }, { item: shared }, true],
  ['the same function', { f: fn }, { f: fn }, true],
  ['two equal-looking functions', { f: () => 1 }, { f: () => 1 }, false],
  ['class instances are equal only to themselves', { d: new Date(0) }, { d: new Date(0) }, false],
  ['null-prototype objects compare by content', nullProto({ a: 1 }), nullProto({ a: 1 }), true],
  ['a null-prototype object and a plain one', nullProto({ a: 1 }), { a: 1 }, false],
  ['undefined against a missing entry of the same count', { a: undefined }, { b: undefined }, false],
];

for (const [name, a, b, expected] of CASES) {
  test(`same: ${name}`, () => {
    assert.equal(new SameValue().same(a, b), expected);
    assert.equal(new SameValue().same(b, a), expected, 'the other way round');
  });
}

test('an object found equal is remembered: a later change inside it is not looked for again within one comparison run', () => {
  const before = { items: [{ title: 'A' }] };
  const after = { items: [{ title: 'A' }] };
  const same = new SameValue();
  assert.ok(same.same(before, after));
  after.items[0].title = 'B';
  assert.ok(same.same(before, after), 'remembered for the rest of the rebuild');
  assert.equal(new SameValue().same(before, after), false, 'a new rebuild compares again');
});
