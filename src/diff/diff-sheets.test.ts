/** Reading both sides of a comparison: a side whose sheets have errors is reported, not compared. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { checkSheetFolder } from '../pipeline/check-sheets.ts';
import { diffSheets } from './diff-sheets.ts';
import { copySample, editWorkbook, SAMPLE_SHEETS, setCell } from '../../test/support/sheet-fixtures.ts';

test('a side with errors is not compared: its problems are shown and the exit code is 1', () => {
  const broken = copySample('clinic-site-diff-broken-');
  try {
    editWorkbook(broken, 'servicos', (tabs) => setCell(tabs.get('Serviços')!, 'botox', 'Preço', 'R$ quatrocentos'));
    const result = diffSheets(SAMPLE_SHEETS, broken, checkSheetFolder);
    assert.equal(result.failed?.side, 'after');
    assert.ok(result.failed.problems.some((p) => p.code === 'PRECO_INVALIDO'));
  } finally {
    rmSync(dirname(broken), { recursive: true, force: true });
  }
});
