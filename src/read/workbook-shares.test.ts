/**
 * Which thread reads what when the sheets are large (./workbook-shares.ts): a plan from the sizes of the worksheets
 * alone. That the shares read give the tabs of one read is in ./workbook.test.ts.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { ZipPart } from './workbook-file.ts';
import { planShares, TWO_THREADS_MAX_BYTES, TWO_THREADS_MIN_BYTES, type WorkbookJob } from './workbook-shares.ts';

/** A job whose worksheets (MB, unzipped) are the given sizes; an .ods is one content.xml. */
const jobOf = (sizesMb: number[], ods = false): WorkbookJob => ({
  bytes: new Uint8Array(0),
  parts: sizesMb.map((mb, i): ZipPart => ({ name: ods ? 'content.xml' : `xl/worksheets/sheet${i + 1}.xml`, size: mb * 1024 * 1024, data: 0, compressed: 0, deflated: true, crc: 0 })),
});

test('large sheets are read on two threads, a workbook of several tabs as its first tab and the others', () => {
  const plan = (jobs: WorkbookJob[]) => planShares(jobs).map((shares) => shares.map(({ index, job }) => (job.part ? `${index}:${job.part}` : `${index}`)));
  const mb = 1024 * 1024;
  assert.ok(TWO_THREADS_MIN_BYTES <= 8 * mb && TWO_THREADS_MAX_BYTES >= 48 * mb);
  const cases: [name: string, jobs: WorkbookJob[], threads: string[][]][] = [
    ['the sample: kilobytes, one thread', [jobOf([0.05, 0.02]), jobOf([0.01])], [['0', '1'], []]],
    // 10,000 services: Serviços 31 MB, Perguntas 11 MB; the other workbooks go with the smaller share.
    ['10,000 services', [jobOf([31, 11]), jobOf([0.1, 0.02]), jobOf([0.03]), jobOf([0.02])], [['0:first'], ['0:rest', '1', '2', '3']]],
    ['two large workbooks of one tab each', [jobOf([20]), jobOf([15]), jobOf([1])], [['0'], ['1', '2']]],
    ['an .ods is read whole', [jobOf([30], true), jobOf([12])], [['0'], ['1']]],
    // More than a thread's share of memory at once: one thread, one after the other, as the limits expect.
    ['sheets past the two-thread limit', [jobOf([60, 30])], [['0'], []]],
  ];
  for (const [name, jobs, threads] of cases) assert.deepEqual(plan(jobs), threads, name);
  assert.deepEqual(planShares([jobOf([31, 11])], true)[1], [], 'one thread when asked');
});
