import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readingMinutes, wordCount, WORDS_PER_MINUTE } from './reading-time.ts';

test('wordCount counts the words a reader reads: tags, entities and lone punctuation are not words', () => {
  const cases: [string, number][] = [
    ['', 0],
    ['<p>Proteção solar no dia a dia.</p>', 6],
    ['<h2>O que é</h2><p>A <strong>pele</strong>, o sol &amp; o FPS 30.</p>', 10],
    ['<ul><li>Um</li><li>dois</li></ul><p> — </p>', 2],
    ['<p>guarda-chuva e pós-operatório</p>', 3],
  ];
  for (const [html, expected] of cases) assert.equal(wordCount(html), expected, html);
});

test(`reading time at ${WORDS_PER_MINUTE} words per minute, rounded up, at least one minute`, () => {
  const cases: [number, number][] = [
    [0, 1],
    [1, 1],
    [200, 1],
    [201, 2],
    [600, 3],
    [1200, 6],
    [1201, 7],
  ];
  for (const [words, minutes] of cases) assert.equal(readingMinutes(words), minutes, String(words));
});
