import assert from 'node:assert/strict';
import { test } from 'node:test';
import { links, renderMarkup } from '../../test/support/render-markup.tsx';
import { Breadcrumb } from './Breadcrumb.tsx';

test('Breadcrumb: labelled nav, ordered list, last item is the current page without a link', () => {
  const { html, text } = renderMarkup(<Breadcrumb items={[{ label: 'Início', href: '/' }, { label: 'Serviços', href: '/servico' }, { label: 'Botox', href: null }]} />);
  assert.match(html, /<nav[^>]*aria-label="Trilha de navegação"/);
  assert.match(html, /<ol>/);
  assert.equal(text, 'Início Serviços Botox');
  assert.deepEqual(links(html).map((l) => l.href), ['/', '/servico']);
  assert.match(html, /<span aria-current="page">Botox<\/span>/);
});
