/**
 * The guess of which workbooks the read stage will ask for (src/read/early-read.ts): the sample's, in the read
 * stage's order; nothing where the read stage has something to say first (two versions of a workbook, linked sheets).
 */
import { copyFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { copySample, SAMPLE_SHEETS } from '../../test/support/sheet-fixtures.ts';
import { earlyWorkbookJobs } from './early-read.ts';
import { WORKBOOKS } from './workbooks.ts';

test('the sample: every workbook, in the order the read stage reads them, byte for byte', () => {
  const jobs = earlyWorkbookJobs(SAMPLE_SHEETS);
  assert.ok(jobs);
  assert.equal(jobs.length, WORKBOOKS.length);
  jobs.forEach((job, i) => assert.ok(Buffer.from(job.bytes).equals(readFileSync(join(SAMPLE_SHEETS, `${WORKBOOKS[i].name}.xlsx`)))));
});

test('no guess where the read stage decides: two versions of a workbook, sheets from links, a missing folder', () => {
  const sheets = copySample('clinic-site-early-read-');
  try {
    copyFileSync(join(sheets, 'servicos.xlsx'), join(sheets, 'servicos-antigo.xlsx'));
    assert.equal(earlyWorkbookJobs(sheets), null);
    rmSync(join(sheets, 'servicos-antigo.xlsx'));
    writeFileSync(join(sheets, 'servicos-perguntas.csv'), 'Endereço (slug);Pergunta;Resposta\n');
    assert.equal(earlyWorkbookJobs(sheets), null);
    rmSync(join(sheets, 'servicos-perguntas.csv'));
    assert.ok(earlyWorkbookJobs(sheets));
    writeFileSync(join(sheets, 'fontes.txt'), 'servicos: https://docs.google.com/spreadsheets/d/x/edit\n');
    assert.equal(earlyWorkbookJobs(sheets), null);
    assert.equal(earlyWorkbookJobs(join(sheets, 'nao-existe')), null);
  } finally {
    rmSync(dirname(sheets), { recursive: true, force: true });
  }
});
