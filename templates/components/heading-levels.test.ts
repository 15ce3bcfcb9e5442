import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { nestHeadings } from './heading-levels.ts';

describe('nestHeadings', () => {
  const cases: [string, number, string][] = [
    ['<p>Sem títulos</p>', 3, '<p>Sem títulos</p>'],
    ['<h2>Como funciona</h2><p>x</p>', 3, '<h3>Como funciona</h3><p>x</p>'],
    ['<h2>A</h2><h3>B</h3><h2>C</h2>', 3, '<h3>A</h3><h4>B</h4><h3>C</h3>'],
    ['<h1>Título solto</h1><h2>Sub</h2>', 2, '<h2>Título solto</h2><h3>Sub</h3>'], // no second h1 on the page
    ['<h4>Pulou níveis</h4>', 3, '<h3>Pulou níveis</h3>'], // promoted to follow its section heading
    ['<h2>A</h2><h6>Z</h6>', 3, '<h3>A</h3><h6>Z</h6>'], // capped at h6
    ['<h2 class="x">A</h2>', 2, '<h2 class="x">A</h2>'],
    ['<H2>A</H2>', 3, '<h3>A</h3>'],
  ];
  for (const [html, level, expected] of cases) it(`${html} @${level}`, () => assert.equal(nestHeadings(html, level), expected));
  it('leaves tags that only start with h alone', () => {
    assert.equal(nestHeadings('<h2>A</h2><hr><header>', 3), '<h3>A</h3><hr><header>');
  });
});
