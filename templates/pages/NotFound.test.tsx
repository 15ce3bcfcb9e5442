import assert from 'node:assert/strict';
import { test } from 'node:test';
import { siteModel } from '../../test/support/site-model.ts';
import { links, renderMarkup } from '../../test/support/render-markup.tsx';
import Booking from './Booking.tsx';
import { templates } from './index.ts';
import NotFound from './NotFound.tsx';
import Privacy from './Privacy.tsx';
import Thanks from './Thanks.tsx';


test('not-found page: heading 404, the exact text, a link home', () => {
  const { html, text } = renderMarkup(<NotFound site={siteModel} path="/404" />);
  assert.match(html, /<h1[^>]*>404<\/h1>/);
  assert.ok(text.includes('Ops! Página não encontrada.'));
  assert.ok(links(html).some((l) => l.href === '/' && l.name === 'Voltar para o início'));
});
