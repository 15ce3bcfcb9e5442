/**
 * `clinic-site dev` started on sheets that already have an error (staff open the preview to fix it): it keeps
 * watching, serves a page with the errors that waits for the site, promises no older site it does not have, and shows
 * the site once the sheet is fixed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { eventually } from '../../test/support/eventually.ts';
import { copySample, editWorkbook, setCell } from '../../test/support/sheet-fixtures.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
let sheets = '';
let child: ChildProcess;
let terminal = '';
let url = '';

const setPrice = (price: string) => editWorkbook(sheets, 'servicos', (tabs) => setCell(tabs.get('Serviços')!, 'botox', 'Preço', price));

before(async () => {
  sheets = copySample('clinic-site-dev-first-fails-');
  setPrice('R$ quatrocentos');
  child = spawn(process.execPath, [join(ROOT, 'bin', 'clinic-site.js'), 'dev', '--sheets', sheets, '--out', join(dirname(sheets), 'dev'), '--port', '0'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (terminal += chunk));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (terminal += chunk));
  const exited = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`clinic-site dev terminou (código ${code}):\n${terminal}`))));
  url = await Promise.race([
    exited,
    eventually(() => {
      const match = /Prévia em (http:\/\/\S+)/.exec(terminal);
      if (!match) throw new Error(`esperando o dev:\n${terminal}`);
      return match[1];
    }, 60_000),
  ]);
});

after(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGINT');
    await exited;
  }
  rmSync(dirname(sheets), { recursive: true, force: true });
});

test('the errors are shown over a page that waits for the site, without promising an older one', async () => {
  assert.match(terminal, /Preço não reconhecido/);
  assert.match(terminal, /A prévia aparece assim que as planilhas estiverem sem erros: corrija e salve a planilha\./);
  assert.doesNotMatch(terminal, /última versão que funcionou|Não foi possível ler a pasta do site/);
  const answer = await fetch(`${url}/servico/botox`);
  assert.equal(answer.status, 503);
  const html = await answer.text();
  assert.match(html, /As planilhas têm problemas/);
  assert.match(html, /servicos\.xlsx › Serviços › linha 2, coluna &quot;Preço&quot; \(E2\)/);
  assert.match(html, /O site aparece aqui assim que for gerado\./);
  assert.doesNotMatch(html, /última versão que funcionou/);
});

test('fixing the sheet builds and serves the site', async () => {
  setPrice('A partir de R$ 480');
  await eventually(async () => {
    const answer = await fetch(`${url}/servico/botox`);
    assert.equal(answer.status, 200);
    assert.match(await answer.text(), /A partir de R\$ 480/);
  }, 60_000);
  assert.match(terminal, /Site atualizado/);
});
