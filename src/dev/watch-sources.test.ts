/**
 * The dev watcher's batches (src/dev/watch-sources.ts): a rebuild starts only once a saved workbook is whole, also when
 * the program saving it writes the whole file in one long call that no event interrupts.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileState, watchSources, type ChangeBatch } from './watch-sources.ts';

test('fileState: equal while untouched, different once written or removed', () => {
  const dir = mkdtempSync(join(tmpdir(), 'clinic-site-watch-'));
  try {
    const file = join(dir, 'servicos.xlsx');
    writeFileSync(file, 'a');
    const first = fileState(file);
    assert.equal(fileState(file), first);
    writeFileSync(file, 'ab');
    assert.notEqual(fileState(file), first);
    rmSync(file);
    assert.equal(fileState(file), '');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a workbook written in place in one long call is reported once it is whole, not after the truncation', { timeout: 60_000 }, async () => {
  const dir = mkdtempSync(join(tmpdir(), 'clinic-site-watch-'));
  const file = join(dir, 'servicos.xlsx');
  // Large enough that one write takes several times the 50 ms debounce (a 34 MB workbook took 128 ms here).
  const bytes = 160 * 1024 * 1024;
  writeFileSync(file, 'antes');
  const seen: { batch: ChangeBatch; size: number }[] = [];
  const watcher = watchSources([{ path: dir, kind: 'sheets' }], 50, (batch) => seen.push({ batch, size: statSync(file).size }));
  try {
    // Another process, as a script or a sync client saving the workbook: open (truncating it), then one write call.
    const writer = spawn(process.execPath, ['-e', `require('node:fs').writeFileSync(${JSON.stringify(file)}, Buffer.alloc(${bytes}, 1))`]);
    await new Promise((resolve) => writer.once('exit', resolve));
    const deadline = Date.now() + 10_000;
    while (!seen.length && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    await new Promise((resolve) => setTimeout(resolve, 300)); // a second batch, if one came, has arrived by now
    assert.ok(seen.length >= 1, 'nenhuma mudança relatada');
    assert.equal(seen[0].size, bytes, `a primeira reconstrução leria ${seen[0].size} de ${bytes} bytes`);
    assert.equal(seen.length, 1, `${seen.length} reconstruções para um só salvamento`);
  } finally {
    watcher.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
