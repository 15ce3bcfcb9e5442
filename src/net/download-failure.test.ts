import { test } from 'node:test';
import assert from 'node:assert/strict';
import { failureReason, sizeInWords } from './download-failure.ts';

test('sizes under a megabyte are said in KB, not rounded to "0 MB"', () => {
  const rows: [number, string][] = [
    [0, '0 KB'],
    [100, '1 KB'],
    [1024, '1 KB'],
    [134_000, '131 KB'],
    [1_047_552, '1.023 KB'],
    [1024 * 1024, '1 MB'],
    [1_500_000, '1,4 MB'],
    [40 * 1024 * 1024, '40 MB'],
  ];
  for (const [bytes, words] of rows) assert.equal(sizeInWords(bytes), words, String(bytes));
});

test('a cut-off workbook download says how much of it arrived, in KB', () => {
  assert.equal(failureReason({ kind: 'incompleto', expected: 142_973, received: 100 }), 'o download parou no meio (chegaram 1 KB de 140 KB)');
  assert.equal(failureReason({ kind: 'incompleto', expected: 3 << 20, received: 1 << 20 }), 'o download parou no meio (chegaram 1 MB de 3 MB)');
  assert.equal(failureReason({ kind: 'grande-demais', maxBytes: 40 << 20 }), 'o arquivo tem mais de 40 MB');
});
