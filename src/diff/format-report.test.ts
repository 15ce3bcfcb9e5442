/** The report's wording when nothing changed: the end-of-build paragraph and the full report. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compareSites } from './compare.ts';
import { formatReport, summaryParagraph } from './format-report.ts';

test('summaryParagraph and an empty report', () => {
  const empty = compareSites({ items: [], pages: [] }, { items: [], pages: [] });
  assert.equal(summaryParagraph(empty), 'Mudanças para o visitante desde a geração anterior: nenhuma.');
  assert.match(formatReport(empty, 'text', 'a', 'b'), /Nenhuma mudança visível/);
});
