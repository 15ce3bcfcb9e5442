import { test } from 'node:test';
import assert from 'node:assert/strict';
import { honouredRange } from './byte-ranges.ts';

test('honouredRange: one range from a given byte is kept; anything else asks for the whole file', () => {
  const cases: [string | undefined, string | undefined, string | null][] = [
    [undefined, undefined, null],
    ['bytes=0-99', undefined, 'bytes=0-99'],
    ['bytes=100-', undefined, 'bytes=100-'],
    [' bytes=7-7 ', undefined, 'bytes=7-7'],
    ['bytes=007-010', undefined, 'bytes=7-10'],
    // The last 5 bytes: sirv sent the first 6.
    ['bytes=-5', undefined, null],
    ['bytes=abc', undefined, null],
    ['bytes=5-2', undefined, null],
    ['bytes=0-1,5-6', undefined, null],
    ['bytes=-', undefined, null],
    ['items=0-1', undefined, null],
    ['bytes=1e3-', undefined, null],
    ['bytes=99999999999999999999-', undefined, null],
    ['bytes=0-99', '"abc"', null],
  ];
  for (const [range, ifRange, expected] of cases) assert.equal(honouredRange(range, ifRange), expected, `${range} / ${ifRange}`);
});
