/**
 * A dev rebuild that the working folder refuses (a full disk, no permission, a file where a folder was) is the
 * machine's to fix, not a bug of the tool: it says so in the words `build` uses, both in this process and in a child.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { copySample, editWorkbook, setCell } from '../../test/support/sheet-fixtures.ts';
import { newDevCaches } from './incremental-build.ts';
import { rebuildInChild, rebuildInProcess } from './rebuild.ts';

let sheets = '';
before(() => (sheets = copySample('clinic-site-dev-rebuild-')));
after(() => rmSync(dirname(sheets), { recursive: true, force: true }));

const machineFailure = (result: Awaited<ReturnType<typeof rebuildInProcess>>) => {
  assert.equal(result.ok, false);
  if (result.ok) return null;
  assert.equal(result.failure.kind, 'machine', JSON.stringify(result.failure).slice(0, 600));
  return result.failure.kind === 'machine' ? result.failure : null;
};

test('a write refused during a later rebuild in this process: the folder and the reason, not an internal error', async () => {
  const out = join(dirname(sheets), 'dev');
  const caches = newDevCaches();
  const first = await rebuildInProcess({ sheets, out }, caches);
  assert.equal(first.ok, true, JSON.stringify(first).slice(0, 600));
  // Where the edited page goes, a file now stands in for its folder.
  rmSync(join(out, 'servico'), { recursive: true });
  writeFileSync(join(out, 'servico'), 'não é uma pasta');
  editWorkbook(sheets, 'servicos', (tabs) => setCell(tabs.get('Serviços')!, 'botox', 'Preço', '1.234'));
  const failure = machineFailure(await rebuildInProcess({ sheets, out }, caches));
  assert.match(failure!.message, /^Não foi possível gravar o site em ".*dev": parte do caminho é um arquivo, não uma pasta\.$/);
  assert.match(failure!.hint, /espaço livre no disco/);
});

test('the same refusal in a child build (after a code change) is read from its JSON summary', async () => {
  const file = join(dirname(sheets), 'arquivo.txt');
  writeFileSync(file, 'anotações');
  const failure = machineFailure(await rebuildInChild({ sheets, out: file }));
  assert.match(failure!.message, /esse caminho é um arquivo, não uma pasta/);
  assert.match(failure!.hint, /--out/);
});
