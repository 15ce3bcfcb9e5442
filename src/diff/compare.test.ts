/** Comparing two readings of the site: the changed words of a text, and a report with nothing in it. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { changedExcerpt, compareSites, isEmptyReport } from './compare.ts';

test('changedExcerpt shows the changed words with a little context', () => {
  const before = 'A sessão dura trinta minutos e a recuperação é imediata para quase todas as pessoas que fazem.';
  const after = 'A sessão dura quarenta minutos e a recuperação é imediata para quase todas as pessoas que fazem.';
  assert.deepEqual(changedExcerpt(before, after, 2), ['…sessão dura trinta minutos e…', '…sessão dura quarenta minutos e…']);
});

test('two empty sites give an empty report', () => {
  assert.ok(isEmptyReport(compareSites({ items: [], pages: [] }, { items: [], pages: [] })));
});
