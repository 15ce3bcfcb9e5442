import assert from 'node:assert/strict';
import { test } from 'node:test';
import { headings, renderMarkup } from '../../../test/support/render-markup.tsx';
import { TrustTiles } from './TrustTiles.tsx';

test('TrustTiles: drawn once per heading level, each level keeps its own headings', () => {
  const titles = ['Segurança', 'Cuidado', 'Qualidade', 'Resultados'];
  for (const level of [3, 4, 3] as const) {
    const { html } = renderMarkup(<TrustTiles headingLevel={level} />);
    assert.deepEqual(headings(html), titles.map((title) => `h${level} ${title}`));
    assert.match(html, /^<ul class="cat-tiles"><li class="cat-tile">/);
  }
});
