import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mayHideText, renderMarkdown, unclosedElement } from './markdown.ts';

test('an element left open that swallows the rest of the text is found, with what is lost', () => {
  const cases: [markdown: string, opening: string, closing: string][] = [
    ['Antes.\n\n<style>\n\nDepois do estilo.', '<style>', '</style>'],
    ['Antes.\n\n<math display="block"><mi>x</mi>\n\nDepois da fórmula.', '<math display="block">', '</math>'],
    ['Antes <STYLE type="text/css">p{}\n\nDepois.', '<STYLE type="text/css">', '</style>'],
    ['Antes.\n\n<!-- nota da equipe\n\nDepois.', '<!--', '-->'],
    ['<title>Artigo\n\nDepois.', '<title>', '</title>'],
    ['<textarea>\n\nDepois.', '<textarea>', '</textarea>'],
    ['<xmp>\n\nDepois.', '<xmp>', '</xmp>'],
    ['<noscript>\n\nDepois.', '<noscript>', '</noscript>'],
    ['<template>\n\nDepois.', '<template>', '</template>'],
    ['<iframe src="https://video.example/x">\n\nDepois.', '<iframe src="https://video.example/x">', '</iframe>'],
    ['<plaintext>\n\nDepois.', '<plaintext>', '</plaintext>'],
    ['<svg><circle r="1"/>\n\nDepois.', '<svg>', '</svg>'],
    ['<style>p{}</style> ok e <math>\n\nDepois.', '<math>', '</math>'],
  ];
  for (const [markdown, opening, closing] of cases) {
    assert.ok(mayHideText(markdown), markdown);
    const found = unclosedElement(renderMarkdown(markdown));
    assert.ok(found, markdown);
    assert.equal(found.opening, opening, markdown);
    assert.equal(found.closing, closing, markdown);
    assert.match(found.lost, /Depois/, markdown);
  }
});

test('closed elements, code spans and ordinary HTML are not reported', () => {
  for (const markdown of [
    'Texto com **negrito** e [link](https://x.example).',
    'Um <style>p{color:red}</style> fechado e <math><mi>x</mi></math> também.',
    'Código: `<style>` e `<!--`, em crases.',
    '```\n<style>\n<math>\n```\n\nDepois.',
    '<!-- comentário fechado -->\n\nDepois.',
    '<div class="aviso">Caixa</div>',
    '<mathematics>não é math</mathematics>',
  ]) {
    assert.equal(unclosedElement(renderMarkdown(markdown)), null, markdown);
  }
});

test('a text with none of those elements written in it renders to none: it is not rendered to be checked', () => {
  // Everything marked itself writes: headings, emphasis, lists, a table, code, quotes, links, autolinks, images, rules,
  // a task list, and HTML that swallows nothing, and the names only as text or escaped.
  const markdown = [
    '# Título\n\n## Sub\n\nTexto *itálico*, **negrito**, ~~riscado~~ e `código`.',
    '- um\n- dois\n\n1. três\n2. quatro\n\n- [x] feito',
    '| a | b |\n|---|---|\n| 1 | 2 |',
    '> citação\n\n---\n\n```js\nconst a = 1 < 2;\n```',
    '[link](https://x.example) <https://y.example> ![foto](/imagens/a.jpg "t")',
    '<div class="aviso">Caixa</div> <b>b</b> <br> a < b e c > d',
    'O estilo (style), a fórmula (math), &lt;style&gt; e &lt;!-- escritos como texto.',
  ].join('\n\n');
  assert.equal(mayHideText(markdown), false);
  assert.equal(unclosedElement(renderMarkdown(markdown)), null);
});

test('a list pasted from Word, its bullets kept as characters, is a list', () => {
  assert.equal(renderMarkdown('Inclui:\n•\tAvaliação médica\n● Aplicação'), '<p>Inclui:</p>\n<ul>\n<li>Avaliação médica</li>\n<li>Aplicação</li>\n</ul>\n');
  assert.equal(renderMarkdown('Preço • sob consulta'), '<p>Preço • sob consulta</p>\n', 'a bullet inside a line stays as it is');
  // Google Docs' and Word's deeper levels, and an indented list after a blank line (not code).
  assert.equal(renderMarkdown('Inclui:\n○ Limpeza\n■ Máscara\no\tRetorno'), '<p>Inclui:</p>\n<ul>\n<li>Limpeza</li>\n<li>Máscara</li>\n<li>Retorno</li>\n</ul>\n');
  assert.equal(renderMarkdown('Inclui:\n\n\t• Limpeza\n\t• Máscara'), '<p>Inclui:</p>\n<ul>\n<li>Limpeza</li>\n<li>Máscara</li>\n</ul>\n');
  assert.equal(renderMarkdown('```\n• dentro do código\n```'), '<pre><code>• dentro do código\n</code></pre>\n');
  assert.equal(renderMarkdown('o paciente volta em 15 dias.'), '<p>o paciente volta em 15 dias.</p>\n', 'a sentence starting with "o " is not a bullet');
});
