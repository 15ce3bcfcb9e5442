import { test } from 'node:test';
import assert from 'node:assert/strict';
import { notModified } from './conditional-requests.ts';

test('notModified: the validators a browser or a cache sends, in the order HTTP gives them', () => {
  const now = Date.parse('Sat, 28 Nov 2026 12:00:00 GMT');
  const file = { etag: 'W/"5120-1795860000000"', lastModified: 'Sat, 28 Nov 2026 10:00:00 GMT' };
  const cases: [string, { ifNoneMatch?: string; ifModifiedSince?: string }, boolean][] = [
    ['no validator', {}, false],
    ['the same tag', { ifNoneMatch: 'W/"5120-1795860000000"' }, true],
    ['the strong form of the weak tag', { ifNoneMatch: '"5120-1795860000000"' }, true],
    ['a list holding the tag (a cache)', { ifNoneMatch: 'W/"1-1", W/"5120-1795860000000"' }, true],
    ['any version', { ifNoneMatch: '*' }, true],
    ['another version', { ifNoneMatch: 'W/"5121-1795860000000"' }, false],
    ['an empty tag', { ifNoneMatch: '' }, false],
    ['If-None-Match decides alone', { ifNoneMatch: 'W/"outro"', ifModifiedSince: 'Sat, 28 Nov 2026 11:00:00 GMT' }, false],
    ['the same date', { ifModifiedSince: 'Sat, 28 Nov 2026 10:00:00 GMT' }, true],
    ['a later date', { ifModifiedSince: 'Sat, 28 Nov 2026 11:59:00 GMT' }, true],
    ['an earlier date', { ifModifiedSince: 'Sat, 28 Nov 2026 09:59:59 GMT' }, false],
    ['a date after now (a clock set wrong)', { ifModifiedSince: 'Sun, 29 Nov 2026 10:00:00 GMT' }, false],
    ['not a date', { ifModifiedSince: 'ontem' }, false],
  ];
  for (const [name, request, expected] of cases) assert.equal(notModified(request, file, now), expected, name);
  assert.equal(notModified({ ifModifiedSince: 'Sat, 28 Nov 2026 10:00:00 GMT' }, { etag: 'W/"x"' }, now), false, 'a file without a date');
});
