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
function missing(text: string): string[] {
  const record = { value: { body: text }, source: { cell: () => ({ location: { file: 'blog.xlsx' }, row: undefined, value: text }) } } as unknown as Located<{ body: string }>;
  const problems: Problem[] = [];
  checkTextLinks([record], 'body', pages, problems);
  return problems.map((p) => p.message.match(/"([^"]+)"/)![1]);
}

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
