/** The links of a text checked against the site's addresses (the table cases of ./markdown-links.ts). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Problem } from '../errors/problems.ts';
import { checkTextLinks } from './markdown-links.ts';
import type { PageSlugs } from './site-pages.ts';
import type { Located } from './records.ts';

const pages: PageSlugs = {
  servico: new Map([['botox', 2]]),
  tratamento: new Map(),
  protocolo: new Map(),
  blog: new Set(['acne-adulta']),
  publicFiles: new Set(['promocao.html', 'documentos/index.html', 'documentos/termo de uso.pdf', 'CNAME']),
};

/** The targets of `text` reported as pages that do not exist. */
const missing = (text: string): string[] => problemsOf(text).map(([, message]) => message.match(/"([^"]+)"/)![1]);

test('links to pages and files the site has are not reported; the others are', () => {
  const cases: [string, boolean][] = [
    ['/servico/botox', false],
    ['/servico/botox#faq', false],
    ['/servico/botoks', true],
    ['/blog/acne-adulta', false],
    ['/blog/rascunho', true],
    ['/promocao', false],
    ['/promocao.html', false],
    ['/documentos/', false],
    ['/documentos', false],
    ['/documentos/termo%20de%20uso.pdf', false],
    ['/documentos/outro.pdf', true],
    ['/servico/categoria/capilar/pagina/3', false],
    ['/protocolo/pagina/2', false],
    ['/servico/categoria/rosto', true],
    ['/contato', true],
    ['servico/botox', true],
    ['#cuidados', false],
    ['?categoria=facial', false],
    ['mailto:contato@clinica.example', false],
    ['https://www.sbd.org.br', false],
    ['//cdn.example/x', false],
    ['/', false],
    ['/imagens/qualquer.jpg', false],
  ];
  for (const [target, reported] of cases) assert.deepEqual(missing(`[link](${target})`), reported ? [target] : [], target);
});

/** The codes and messages of the problems of one text. */
function problemsOf(text: string): [string, string][] {
  const record = { value: { body: text }, source: { cell: () => ({ location: { file: 'blog.xlsx' }, row: undefined, value: text }) } } as unknown as Located<{ body: string }>;
  const problems: Problem[] = [];
  checkTextLinks([record], 'body', pages, problems);
  return problems.map((p) => [p.code, p.message]);
}

test('an image that is not at an https:// address is reported however its HTML is written', () => {
  const cases: [text: string, reported: string | null][] = [
    ['Foto: <img src="clinica.jpg">', 'clinica.jpg'],
    ["Foto: <img src='clinica.jpg'>", 'clinica.jpg'],
    ['Foto: <img src=x>', 'x'],
    ['Foto: <img alt="sala" src=/fotos/sala.png />', '/fotos/sala.png'],
    ['Foto: ![sala](sala.jpg)', 'sala.jpg'],
    ['Foto: <img src=https://fotos.example/sala.jpg>', null],
    ['Foto: ![sala](https://fotos.example/sala.jpg)', null],
  ];
  for (const [text, reported] of cases) {
    const images = problemsOf(text).filter(([code]) => code === 'IMAGEM_NO_TEXTO_SEM_ENDERECO');
    assert.deepEqual(images.map(([, message]) => message.match(/"([^"]+)"/)![1]), reported ? [reported] : [], text);
  }
});

test('every element the sanitizer removes whole is named, each once', () => {
  const text = '<script>alert(1)</script>\n\nVeja o vídeo: <iframe src="https://www.youtube.com/embed/x"></iframe> e <IFRAME src="y"></IFRAME>';
  assert.deepEqual(problemsOf(text), [
    ['HTML_REMOVIDO_DO_TEXTO', 'O texto tem <script> e <iframe>, que a limpeza de HTML tira do site (por segurança): no lugar deles não aparece nada.'],
  ]);
  assert.deepEqual(problemsOf('Só um <style>p{}</style>').map(([, message]) => message), [
    'O texto tem um <style>, que a limpeza de HTML tira do site (por segurança): no lugar dele não aparece nada.',
  ]);
});

test('a link the sanitizer removes is named, however its address is written; the addresses it keeps are not', () => {
  const cases: [text: string, named: string | null][] = [
    ['[Agende aqui](javascript:alert(1))', 'javascript:alert(1)'],
    ['[Agende aqui](JavaScript:alert(1))', 'JavaScript:alert(1)'],
    ['[folheto](data:text/html;base64,PHNjcmlwdD4=)', 'data:text/html;base64,PHNjcmlwdD4='],
    ['[x](<javascript:alert(1)>)', 'javascript:alert(1)'],
    ['<javascript:alert(1)>', 'javascript:alert(1)'],
    ['[Agende][1]\n\n[1]: javascript:alert(1)', 'javascript:alert(1)'],
    ['<a href=" javascript:alert(1)">x</a>', 'javascript:alert(1)'],
    ['<a href="\u0001javascript:alert(1)">x</a>', 'javascript:alert(1)'],
    ['<a href="&#x2000;javascript:alert(1)">x</a>', 'javascript:alert(1)'],
    ['<a href="&#106;avascript:alert(1)">x</a>', 'javascript:alert(1)'],
    ['<a href="jav&#x09;ascript:alert(1)">x</a>', 'javascript:alert(1)'],
    ['<a href="javascript&colon;alert(1)">x</a>', 'javascript:alert(1)'],
    ["<A HREF='JAVASCRIPT:alert(1)'>x</A>", 'JAVASCRIPT:alert(1)'],
    ['<a/href=javascript:alert(1)>x</a>', 'javascript:alert(1)'],
    ['[WhatsApp](whatsapp://send?phone=5511999999999)', 'whatsapp://send?phone=5511999999999'],
    [`[x](data:image/png;base64,${'A'.repeat(200)})`, `data:image/png;base64,${'A'.repeat(37)}…`],
    ['[Ligue](tel:+5511999999999)', null],
    ['[Escreva](mailto:contato@clinica.example)', null],
    ['<a href="https://www.sbd.org.br">SBD</a>', null],
    ['[botox](/servico/botox)', null],
    ['[acima](#cuidados)', null],
  ];
  for (const [text, named] of cases) {
    const removed = problemsOf(text).filter(([code]) => code === 'LINK_REMOVIDO_DO_TEXTO');
    assert.deepEqual(removed.map(([, message]) => message.match(/"([^"]+)"/)![1]), named ? [named] : [], text);
    assert.equal(problemsOf(text).length, removed.length, `${text}: only the removed link is reported`);
  }
});

test('a removed link is a warning that says what happens to it and which addresses work', () => {
  const record = { value: { body: '[Agende](javascript:agendar())' }, source: { cell: () => ({ location: { file: 'blog.xlsx', sheet: 'Artigos', row: 3, column: 'G' } }) } } as unknown as Located<{ body: string }>;
  const problems: Problem[] = [];
  checkTextLinks([record], 'body', pages, problems);
  assert.equal(problems.length, 1);
  const [found] = problems;
  assert.equal(found.severity, 'warning');
  assert.deepEqual(found.location, { file: 'blog.xlsx', sheet: 'Artigos', row: 3, column: 'G' });
  assert.equal(found.message, 'O texto tem um link para "javascript:agendar()", que a limpeza de HTML tira do site (por segurança): as palavras do link aparecem, mas sem o link, e quem clicar nelas não vai a lugar nenhum.');
  for (const address of ['https://', '/agendar-online', 'tel:', 'mailto:']) assert.ok(found.hint.includes(address), address);
});
