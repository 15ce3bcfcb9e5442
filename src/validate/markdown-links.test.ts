/** The links of a text checked against the site's addresses (the table cases of ./markdown-links.ts). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Problem } from '../errors/problems.ts';
import { checkTextLinks, type PageSlugs } from './markdown-links.ts';
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
