/**
 * End to end on the small site of `clinic-site init`: a service's text with an image given by its file name
 * (`![Sala](clinica.jpg)`) and a `javascript:` link. The build warns at the cell, as `validate` does, and the published
 * page matches the warnings: no image pointing to a file the site does not have, no script address
 * (docs/site.md#rich-text-and-sanitizer).
 */
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCliAll } from '../../test/support/run-cli.ts';
import { scratchFolder } from '../../test/support/scratch.ts';
import { editWorkbook, setCell } from '../../test/support/sheet-fixtures.ts';

let root = '';
let printed = '';
let code = -1;

const CONTENT = '## Nossa clínica\n\nConheça a sala de atendimento:\n\n![Sala de atendimento](clinica.jpg)\n\nE a recepção: ![Recepção](https://fotos.example/recepcao.jpg)\n\n[Agende sua avaliação](javascript:agendar())';

before(async () => {
  root = scratchFolder('clinic-site-text-images-');
  const sheets = join(root, 'sheets');
  assert.equal((await runCliAll(['init', sheets]))[0], 0);
  editWorkbook(sheets, 'servicos', (tabs) => setCell(tabs.get('Serviços')!, 'toxina-botulinica', 'Conteúdo', CONTENT));
  const [exit, out, err] = await runCliAll(['build', '--sheets', sheets, '--out', join(root, 'out'), '--date', '2026-03-12']);
  [code, printed] = [exit, `${out}\n${err}`];
});

test('an image given by file name in a text is warned at its cell, and the site is still built', () => {
  assert.equal(code, 0, printed);
  assert.match(printed, /servicos\.xlsx › Serviços › linha 2, coluna "Conteúdo" \(J2\)/);
  assert.match(printed, /A imagem "clinica\.jpg" do texto não aparece no site/);
  assert.doesNotMatch(printed, /recepcao\.jpg/);
});

test('a javascript: link in a text is warned at its cell, naming it; its words are published without it', () => {
  assert.match(printed, /Link que não vai para o site\n  servicos\.xlsx › Serviços › linha 2, coluna "Conteúdo" \(J2\)\n  O texto tem um link para "javascript:agendar\(\)"/);
  const html = readFileSync(join(root, 'out', 'servico', 'toxina-botulinica.html'), 'utf8');
  assert.match(html, /Agende sua avaliação/);
  assert.doesNotMatch(html, /javascript:/i);
});

test('the service page publishes no image of a file the site does not have; the rest of the text stays', () => {
  const html = readFileSync(join(root, 'out', 'servico', 'toxina-botulinica.html'), 'utf8');
  const sources = Array.from(html.matchAll(/<img\b[^>]*?\ssrc="([^"]*)"/g), (match) => match[1]);
  const broken = sources.filter((src) => !/^https:\/\//.test(src) && !existsSync(join(root, 'out', decodeURI(src))));
  assert.deepEqual(broken, []);
  assert.ok(sources.includes('https://fotos.example/recepcao.jpg'), sources.join(', '));
  assert.match(html, /Conheça a sala de atendimento:/);
  assert.doesNotMatch(html, /Sala de atendimento/);
});
