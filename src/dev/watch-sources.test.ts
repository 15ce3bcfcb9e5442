/**
 * The dev watcher's batches (src/dev/watch-sources.ts): a rebuild starts only once a saved workbook is whole, also when
 * the program saving it writes the whole file in one long call that no event interrupts.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileState, looksWhole, watchSources, type ChangeBatch } from './watch-sources.ts';

const ROOT = new URL('../../', import.meta.url).pathname;
const programFile = (name: string) => readFileSync(join(ROOT, 'test', 'fixtures', 'programs', name));

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

test('looksWhole: a workbook is whole once its zip ends with the closing record; other files always are', (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'clinic-site-watch-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const excel = readFileSync(join(ROOT, 'sheets', 'servicos.xlsx'));
  const libreOffice = programFile('linha-oculta-servicos.ods');
  // Excel's closing record may carry a comment: the record is found before it.
  const withComment = Buffer.concat([excel.subarray(0, excel.length - 2), Buffer.from([7, 0]), Buffer.from('coment.')]);
  const cases: [string, Buffer | null, boolean][] = [
    ['servicos.xlsx', excel, true],
    ['servicos.ods', libreOffice, true],
    ['servicos.xlsx', withComment, true],
    ['servicos.xlsx', excel.subarray(0, excel.length - 1), false],
    ['servicos.xlsx', excel.subarray(0, Math.floor(excel.length / 2)), false],
    ['servicos.ods', libreOffice.subarray(0, 100), false],
    ['servicos.xlsx', Buffer.alloc(0), false],
    // Not a zip: an .xlsx saved with a password (an OLE file), or a renamed text; the reader names what it is.
    ['servicos.xlsx', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]), true],
    ['servicos.xlsx', Buffer.from('nome;preço\n'), true],
    ['servicos-Servicos.csv', Buffer.alloc(0), true],
    ['blog.xls', programFile('blog.xls').subarray(0, 600), true],
    ['servicos.xlsx', null, true],
  ];
  for (const [name, bytes, whole] of cases) {
    const file = join(dir, name);
    rmSync(file, { force: true });
    if (bytes) writeFileSync(file, bytes);
    assert.equal(looksWhole(file), whole, `${name}, ${bytes ? `${bytes.length} bytes` : 'gone'}`);
  }
  // Not a file at all (a named pipe nothing writes to, a link to a device): answered at once, for the reader to name.
  const pipe = join(dir, 'servicos.xlsx');
  rmSync(pipe, { force: true });
  assert.equal(spawnSync('mkfifo', [pipe]).status, 0);
  assert.equal(looksWhole(pipe), true, 'a named pipe');
  rmSync(pipe);
  symlinkSync('/dev/zero', pipe);
  assert.equal(looksWhole(pipe), true, 'a link to /dev/zero');
});

/** A zip's first and last records around `bytes` in all, as an .xlsx is shaped (`looksWhole` reads them). */
const zipShaped = (bytes: number) =>
  `Buffer.concat([Buffer.from('504b0304', 'hex'), Buffer.alloc(${bytes} - 26, 1), Buffer.from('504b0506${'00'.repeat(18)}', 'hex')])`;

/**
 * Runs `script` (Node, with `file` and `fs` defined) in another process, as a script or a sync client saving the
 * workbook, and returns the batches the watcher reported with the workbook's size at each.
 */
async function batchesWhile(script: (file: string) => string): Promise<{ batch: ChangeBatch; size: number }[]> {
  const dir = mkdtempSync(join(tmpdir(), 'clinic-site-watch-'));
  const file = join(dir, 'servicos.xlsx');
  writeFileSync(file, 'antes');
  const seen: { batch: ChangeBatch; size: number }[] = [];
  const watcher = watchSources([{ path: dir, kind: 'sheets' }], 50, (batch) => seen.push({ batch, size: statSync(file).size }));
  try {
    const writer = spawn(process.execPath, ['-e', `const fs = require('node:fs'); const file = ${JSON.stringify(file)};\n${script(file)}`], { stdio: 'inherit' });
    await new Promise((resolve) => writer.once('exit', resolve));
    const deadline = Date.now() + 10_000;
    while (!seen.length && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    await new Promise((resolve) => setTimeout(resolve, 300)); // a second batch, if one came, has arrived by now
    return seen;
  } finally {
    watcher.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

function assertOneWholeBatch(seen: { size: number }[], bytes: number) {
  assert.ok(seen.length >= 1, 'nenhuma mudança relatada');
  assert.equal(seen[0].size, bytes, `a primeira reconstrução leria ${seen[0].size} de ${bytes} bytes`);
  assert.equal(seen.length, 1, `${seen.length} reconstruções para um só salvamento`);
}

test('a workbook written in place in one long call is reported once it is whole, not after the truncation', { timeout: 60_000 }, async () => {
  // Large enough that one write takes several times the 50 ms debounce (a 34 MB workbook took 128 ms here).
  const bytes = 160 * 1024 * 1024;
  // Open (truncating it), then one write call.
  assertOneWholeBatch(await batchesWhile(() => `fs.writeFileSync(file, ${zipShaped(bytes)});`), bytes);
});

test('a writer held up mid-file for longer than any quiet time (a busy disk) is waited for until the workbook is whole', { timeout: 60_000 }, async () => {
  const bytes = 4 * 1024 * 1024;
  // Half the workbook, 600 ms with nothing written and the size unchanged, then the rest.
  const script = () => `const all = ${zipShaped(bytes)}; const fd = fs.openSync(file, 'w');
fs.writeSync(fd, all, 0, all.length / 2); Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 600);
fs.writeSync(fd, all, all.length / 2); fs.closeSync(fd);`;
  assertOneWholeBatch(await batchesWhile(script), bytes);
});

test('every save is seen when the program writes a temporary file and renames it over the workbook (LibreOffice)', { timeout: 30_000 }, async () => {
  const dir = mkdtempSync(join(tmpdir(), 'clinic-site-watch-'));
  mkdirSync(join(dir, 'imagens'));
  const file = join(dir, 'servicos.xlsx');
  writeFileSync(file, 'versão 0');
  const seen: ChangeBatch[] = [];
  const watcher = watchSources([{ path: dir, kind: 'sheets' }], 50, (batch) => seen.push(batch));
  const until = async (count: number) => {
    const deadline = Date.now() + 5_000;
    while (seen.length < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    assert.equal(seen.length, count, `${seen.length} reconstruções para ${count} salvamentos`);
  };
  try {
    await new Promise((resolve) => setTimeout(resolve, 100));
    for (let save = 1; save <= 3; save++) {
      writeFileSync(join(dir, 'lu12345.tmp'), `versão ${save}`);
      renameSync(join(dir, 'lu12345.tmp'), file);
      await until(save);
      assert.ok(seen[save - 1].files.includes(file), seen[save - 1].files.join(', '));
    }
    // A photo saved the same way into a subfolder, and a folder made after the start.
    writeFileSync(join(dir, 'imagens', 'foto.jpg.tmp'), 'x');
    renameSync(join(dir, 'imagens', 'foto.jpg.tmp'), join(dir, 'imagens', 'foto.jpg'));
    await until(4);
    mkdirSync(join(dir, 'imagens', 'novas'));
    await until(5);
    await new Promise((resolve) => setTimeout(resolve, 100));
    writeFileSync(join(dir, 'imagens', 'novas', 'sala.jpg'), 'y');
    await until(6);
    assert.ok(seen[5].files.includes(join(dir, 'imagens', 'novas', 'sala.jpg')), seen[5].files.join(', '));
  } finally {
    watcher.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A sheets folder watched with a 50 ms quiet time; `reported(file)` waits up to 5 s for a batch naming `file`. */
function watchedFolder(dir: string) {
  const seen: ChangeBatch[] = [];
  const watcher = watchSources([{ path: dir, kind: 'sheets' }], 50, (batch) => seen.push(batch));
  const reported = async (file: string) => {
    const deadline = Date.now() + 5_000;
    while (Date.now() < deadline) {
      if (seen.some((batch) => batch.files.includes(file))) return true;
      await pause(20);
    }
    return false;
  };
  return { seen, watcher, reported };
}

test('a photo folder removed and made again, or renamed, is watched under the name it has now', { timeout: 30_000 }, async () => {
  const dir = mkdtempSync(join(tmpdir(), 'clinic-site-watch-'));
  mkdirSync(join(dir, 'imagens'));
  const { seen, watcher, reported } = watchedFolder(dir);
  try {
    await pause(100);
    rmSync(join(dir, 'imagens'), { recursive: true });
    await pause(200);
    mkdirSync(join(dir, 'imagens'));
    await pause(200);
    writeFileSync(join(dir, 'imagens', 'b.jpg'), 'b');
    assert.ok(await reported(join(dir, 'imagens', 'b.jpg')), 'a photo in the folder made again');
    renameSync(join(dir, 'imagens'), join(dir, 'fotos'));
    await pause(200);
    writeFileSync(join(dir, 'fotos', 'c.jpg'), 'c');
    assert.ok(await reported(join(dir, 'fotos', 'c.jpg')), 'a photo in the renamed folder, under its new name');
    assert.ok(!seen.some((batch) => batch.files.includes(join(dir, 'imagens', 'c.jpg'))), 'never under the old name');
    assert.ok(!seen.some((batch) => batch.files.includes(join(dir, 'imagens', 'imagens'))), 'no path that never existed');
  } finally {
    watcher.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the sheets folder renamed away and back (or removed and restored) is watched again', { timeout: 30_000 }, async () => {
  const parent = mkdtempSync(join(tmpdir(), 'clinic-site-watch-'));
  const dir = join(parent, 'sheets');
  mkdirSync(dir);
  const { seen, watcher, reported } = watchedFolder(dir);
  try {
    await pause(100);
    renameSync(dir, join(parent, 'sheets-antiga'));
    assert.ok(await reported(dir), 'the folder going away is a change');
    renameSync(join(parent, 'sheets-antiga'), dir);
    await pause(200);
    writeFileSync(join(dir, 'servicos.xlsx'), 'a');
    assert.ok(await reported(join(dir, 'servicos.xlsx')), 'a save in the folder renamed back');
    rmSync(dir, { recursive: true });
    await pause(200);
    mkdirSync(dir);
    await pause(200);
    writeFileSync(join(dir, 'blog.xlsx'), 'b');
    assert.ok(await reported(join(dir, 'blog.xlsx')), 'a save in the folder made again');
  } finally {
    watcher.close();
    rmSync(parent, { recursive: true, force: true });
  }
});
