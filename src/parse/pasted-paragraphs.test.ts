import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withPastedParagraphs } from './pasted-paragraphs.ts';
import { renderMarkdown } from './markdown.ts';

test('a line of text after another starts a paragraph; Markdown\'s own line breaks stay', () => {
  const cases: [typed: string, read: string][] = [
    ['Primeiro.\nSegundo.', 'Primeiro.\n\nSegundo.'],
    ['Primeiro.\r\nSegundo.\r\n\r\nTerceiro.', 'Primeiro.\n\nSegundo.\n\nTerceiro.'],
    ['**Introdução**\nTexto.', '**Introdução**\n\nTexto.'],
    ['Antes:\n- um\n- dois\nDepois.', 'Antes:\n\n- um\n- dois\n\nDepois.'],
    ['1) um\n2) dois', '1) um\n2) dois'],
    ['| a | b |\n|---|---|\n| 1 | 2 |', '| a | b |\n|---|---|\n| 1 | 2 |'],
    ['> citação\n> continua', '> citação\n> continua'],
    ['Título\n===\nTexto.', 'Título\n===\n\nTexto.'],
    ['- item\n  continua', '- item\n  continua'],
    ['```\nlinha 1\nlinha 2\n```\nDepois.', '```\nlinha 1\nlinha 2\n```\n\nDepois.'],
    ['Parágrafo.\n\nOutro.', 'Parágrafo.\n\nOutro.'],
  ];
  for (const [typed, read] of cases) assert.equal(withPastedParagraphs(typed), read, typed);
});

test('an article pasted from Word, one line break between paragraphs, keeps its paragraphs instead of running together', () => {
  const pasted = 'Introdução\r\nA pele precisa de cuidado todos os dias.\r\nO protetor solar é o primeiro passo.\r\nConclusão: procure um dermatologista.';
  assert.equal(
    renderMarkdown(pasted),
    '<p>Introdução</p>\n<p>A pele precisa de cuidado todos os dias.</p>\n<p>O protetor solar é o primeiro passo.</p>\n<p>Conclusão: procure um dermatologista.</p>\n',
  );
});
