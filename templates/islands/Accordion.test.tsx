import assert from 'node:assert/strict';
import { test } from 'node:test';
import { renderToString } from 'react-dom/server';
import { textOf } from '../../test/support/render-markup.tsx';
import Accordion from './Accordion.tsx';

test('before hydration every answer is in the page, as exclusive <details> (one open at a time without script)', () => {
  const items = [
    { question: 'Pergunta 1?', answer: 'Resposta 1.' },
    { question: 'Pergunta 2?', answer: 'Resposta 2.' },
  ];
  const html = renderToString(<Accordion items={items} headingLevel={3} idBase="faq" />);
  assert.equal((html.match(/<details class="accordion__item" name="faq">/g) ?? []).length, 2);
  assert.doesNotMatch(html, /<details[^>]* open/);
  assert.equal(textOf(html), 'Pergunta 1? Resposta 1. Pergunta 2? Resposta 2.');
});
