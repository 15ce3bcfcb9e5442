/**
 * The shared sample build: one build for concurrent test files, reused while nothing it reads changes, rebuilt when
 * a cell or the date changes.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { builtSample, buildsInThisProcess, sampleKey } from './built-sample.ts';
import { copySample, editWorkbook } from './sheet-fixtures.ts';

const DATE = '2026-11-24';

test('concurrent callers get one build, also past a lock left by a dead process; nothing half-written is left', { timeout: 200_000 }, async () => {
  // A sheets folder of its own (one cell unique to this run): the sample itself is shared with the browser suites,
  // whose build this test must neither reuse nor remove.
  const sheets = copySample('clinic-site-built-sample-');
  editWorkbook(sheets, 'servicos', (tabs) => {
    const grid = [...tabs.values()][0];
    grid[1][1] = `${grid[1][1]} ${process.pid}-${Date.now()}`;
  });
  const folder = join(tmpdir(), `clinic-site-sample-${sampleKey(sheets, DATE)}`);
  assert.equal(existsSync(folder), false);
  const deadPid = spawnSync(process.execPath, ['-e', '']).pid!;
  writeFileSync(`${folder}.lock`, String(deadPid));
  try {
    const before = buildsInThisProcess();
    const folders = await Promise.all([builtSample({ sheets, date: DATE }), builtSample({ sheets, date: DATE })]);
    assert.deepEqual(folders, [folder, folder]);
    assert.equal(buildsInThisProcess() - before, 1, 'one build for both');
    assert.ok(existsSync(join(folder, 'index.html')));
    assert.ok(existsSync(join(folder, 'servico', 'botox.html')));
    const leftovers = readdirSync(tmpdir()).filter((name) => name.startsWith(`${basename(folder)}.`));
    assert.deepEqual(leftovers, [], 'no lock or temporary build left');
    // A later caller reuses it without building.
    assert.equal(await builtSample({ sheets, date: DATE }), folder);
    assert.equal(buildsInThisProcess() - before, 1);
  } finally {
    rmSync(folder, { recursive: true, force: true });
    rmSync(`${folder}.lock`, { force: true });
    rmSync(dirname(sheets), { recursive: true, force: true });
  }
});

test('the key changes with a cell of the sheets and with the date, and only then', () => {
  const sheets = copySample('clinic-site-built-sample-');
  try {
    const key = sampleKey(sheets, DATE);
    assert.equal(sampleKey(sheets, DATE), key);
    assert.notEqual(sampleKey(sheets, '2026-11-25'), key);
    editWorkbook(sheets, 'servicos', (tabs) => {
      const grid = [...tabs.values()][0];
      grid[1][1] = `${grid[1][1]} (novo)`;
    });
    assert.notEqual(sampleKey(sheets, DATE), key);
  } finally {
    rmSync(dirname(sheets), { recursive: true, force: true });
  }
});
