import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ADVERTISING_PROBLEMS } from './advertising-problems.ts';
import { CELL_VALUE_PROBLEMS } from './cell-value-problems.ts';
import { IMAGE_PROBLEMS } from './image-problems.ts';
import { PRICE_PROBLEMS } from './price-problems.ts';
import { PROBLEMS } from './problem-catalogue.ts';
import { PROGRAM_PROBLEMS } from './program-problems.ts';
import { REFERENCE_PROBLEMS } from './reference-problems.ts';
import { RICH_TEXT_PROBLEMS } from './rich-text-problems.ts';
import { SHEET_FILE_PROBLEMS } from './sheet-file-problems.ts';
import { SOURCE_PROBLEMS } from './source-problems.ts';
import { TABLE_LAYOUT_PROBLEMS } from './table-layout-problems.ts';

test('every problem code is defined once across the catalogue files (a repeat would silently replace the other)', () => {
  const codes = [SHEET_FILE_PROBLEMS, TABLE_LAYOUT_PROBLEMS, PROGRAM_PROBLEMS, CELL_VALUE_PROBLEMS, PRICE_PROBLEMS, REFERENCE_PROBLEMS, RICH_TEXT_PROBLEMS, IMAGE_PROBLEMS, ADVERTISING_PROBLEMS, SOURCE_PROBLEMS].flatMap((kind) => Object.keys(kind));
  assert.equal(new Set(codes).size, codes.length, codes.filter((code, i) => codes.indexOf(code) !== i).join(', '));
  assert.deepEqual(Object.keys(PROBLEMS).sort(), [...codes].sort());
});

test('every entry says what happened and what to do, in words, as an error or a warning', () => {
  for (const [code, entry] of Object.entries(PROBLEMS)) {
    assert.ok(entry.title.length > 5, code);
    assert.ok(entry.severity === 'error' || entry.severity === 'warning', code);
    assert.equal(typeof entry.message, 'function', code);
    assert.equal(typeof entry.hint, 'function', code);
  }
});
