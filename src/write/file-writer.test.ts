/**
 * The writer thread makes the folders a file needs (the first file of a folder makes it), and a path it cannot make
 * fails with the file system's own code, as the write stage expects (src/write/write-site.ts).
 */
import { test, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FileWriter } from './file-writer.ts';

/** A writer and an empty folder, both gone after the test. */
function writerIn(t: TestContext) {
  const folder = mkdtempSync(join(tmpdir(), 'clinic-site-writer-'));
  const writer = new FileWriter();
  t.after(async () => {
    await writer.close();
    rmSync(folder, { recursive: true, force: true });
  });
  return { folder, writer };
}

test('the writer makes the folders of each file, and a folder through a file fails with ENOTDIR', async (t) => {
  const { folder, writer } = writerIn(t);
  await Promise.all([
    writer.write(join(folder, 'servico', 'categoria', 'facial', 'pagina', '2.html'), '<p>página 2</p>'),
    writer.write(join(folder, 'servico', 'categoria', 'facial', 'pagina', '3.html'), new TextEncoder().encode('<p>página 3</p>')),
    writer.write(join(folder, 'index.html'), '<p>início</p>'),
  ]);
  assert.equal(readFileSync(join(folder, 'servico', 'categoria', 'facial', 'pagina', '2.html'), 'utf8'), '<p>página 2</p>');
  assert.equal(readFileSync(join(folder, 'servico', 'categoria', 'facial', 'pagina', '3.html'), 'utf8'), '<p>página 3</p>');

  // A kept page is linked (or copied) into a folder that does not exist yet.
  await writer.write(join(folder, 'tratamento', 'botox.html'), { keptFrom: join(folder, 'index.html') });
  assert.equal(readFileSync(join(folder, 'tratamento', 'botox.html'), 'utf8'), '<p>início</p>');

  writeFileSync(join(folder, 'arquivo'), 'x');
  await assert.rejects(writer.write(join(folder, 'arquivo', 'dentro', 'a.html'), 'y'), { code: 'ENOTDIR' });
});

test('a file written on this thread, when the writer thread is behind, is written the same way', async (t) => {
  const { folder, writer } = writerIn(t);
  writer.writeHere(join(folder, 'servico', 'categoria', 'facial', 'pagina', '2.html'), '<p>página 2</p>');
  writer.writeHere(join(folder, 'servico', 'categoria', 'facial', 'pagina', '3.html'), new TextEncoder().encode('<p>página 3</p>'));
  assert.equal(readFileSync(join(folder, 'servico', 'categoria', 'facial', 'pagina', '2.html'), 'utf8'), '<p>página 2</p>');
  assert.equal(readFileSync(join(folder, 'servico', 'categoria', 'facial', 'pagina', '3.html'), 'utf8'), '<p>página 3</p>');
  writer.writeHere(join(folder, 'tratamento', 'botox.html'), { keptFrom: join(folder, 'servico', 'categoria', 'facial', 'pagina', '2.html') });
  assert.equal(readFileSync(join(folder, 'tratamento', 'botox.html'), 'utf8'), '<p>página 2</p>');
  writeFileSync(join(folder, 'arquivo'), 'x');
  assert.throws(() => writer.writeHere(join(folder, 'arquivo', 'dentro', 'a.html'), 'y'), { code: 'ENOTDIR' });
});
