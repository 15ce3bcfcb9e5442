import Accordion from '../../templates/islands/Accordion.tsx';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { renderToString } from 'react-dom/server';
import { Island, IslandContext } from '../../templates/components/Island.tsx';
import { escapeHtml, jsonForScript } from './html.ts';
import { IslandPropsError, PageIslands } from './islands.ts';

test('island props must be plain JSON: a function, a cycle, a Date or NaN is a build error naming the island', () => {
  const cyclic: Record<string, unknown> = { a: 1 };
  cyclic.self = cyclic;
  const cases: [unknown, RegExp][] = [
    [{ onClick: () => {} }, /"Menu".*props\.onClick é uma função/],
    [cyclic, /"Menu".*props\.self é uma referência circular/],
    [{ when: new Date(0) }, /"Menu".*props\.when é um objeto Date/],
    [{ items: [1, Number.NaN] }, /"Menu".*props\.items\[1\] é o número NaN/],
  ];
  for (const [props, message] of cases) {
    assert.throws(() => new PageIslands().add('Menu', props), (error: Error) => error instanceof IslandPropsError && message.test(error.message));
  }
  assert.doesNotThrow(() => new PageIslands().add('Menu', { a: [1, 'b', null, true, { c: undefined }] }));
});

test('island props are written as one JSON object keyed by island id', () => {
  const islands = new PageIslands();
  assert.equal(islands.add('A', { x: 1 }), 'i0');
  assert.equal(islands.add('B', { y: '</script><!--' }), 'i1');
  assert.deepEqual(JSON.parse(islands.propsJson()), { i0: { x: 1 }, i1: { y: '</script><!--' } });
});

test('JSON inside a script element cannot close it or open a comment', () => {
  const text = jsonForScript({ y: '</script><script>alert(1)</script><!-- \u2028' });
  assert.doesNotMatch(text, /<\/script|<!--|\u2028/);
  assert.deepEqual(JSON.parse(text), { y: '</script><script>alert(1)</script><!-- \u2028' });
  assert.equal(escapeHtml(`<a href="x">'&'</a>`), '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
});

test('an island renders its markup inside a wrapper marked with its registered name, and the memo renders islands with shared props once', () => {
  const shared = new Map<string, string>();
  const page = (items: { question: string; answer: string }[]) =>
    renderToString(
      <IslandContext.Provider value={new PageIslands(shared)}>
        <Island component={Accordion} props={{ items, headingLevel: 3, idBase: 'faq' }} />
      </IslandContext.Provider>,
    );
  const sharedItems = [{ question: 'A aplicação dói?', answer: 'Resposta.' }];
  const first = page(sharedItems);
  assert.match(first, /^<div data-island="Accordion" data-island-id="i0">.*A aplicação dói\?.*<\/div>$/s);
  assert.equal(shared.size, 0, 'props seen once: rendered, not kept');
  assert.equal(page(sharedItems), first);
  assert.equal(page(sharedItems), first);
  assert.equal(shared.size, 1, 'the same props objects on several pages: rendered and kept once');
  const other = page([{ question: 'Quanto tempo dura?', answer: 'Resposta.' }]);
  assert.match(other, /Quanto tempo dura\?/);
  assert.doesNotMatch(other, /A aplicação dói/);
  assert.equal(shared.size, 1, "one page's own props are not kept");
  assert.equal(page([{ question: 'A aplicação dói?', answer: 'Resposta.' }]), first, 'equal props in new objects give the same HTML');
});

test('a component that is not in the island registry is refused, by name', () => {
  const Counter = () => <button type="button">1</button>;
  assert.throws(
    () => renderToString(<IslandContext.Provider value={new PageIslands()}><Island component={Counter} props={{}} /></IslandContext.Provider>),
    /Counter não é uma ilha registrada/,
  );
});

test('an island says when the browser should hydrate it: on use by default, when visible, or at once for some parameters', () => {
  const render = (extra: { load?: 'use' | 'visible'; params?: string[] }) =>
    renderToString(
      <IslandContext.Provider value={new PageIslands()}>
        <Island component={Accordion} {...extra} props={{ items: [], headingLevel: 3, idBase: 'faq' }} />
      </IslandContext.Provider>,
    );
  assert.match(render({}), /^<div data-island="Accordion" data-island-id="i0">/);
  assert.match(render({ load: 'visible' }), /^<div data-island="Accordion" data-island-id="i0" data-island-load="visible">/);
  assert.match(render({ params: ['categoria', 'busca'] }), /data-island-params="categoria busca"/);
});

test('an object shared by many pages is written the same on each, and its islands are told apart by the other props', () => {
  const shared = new Map<string, string>();
  const items = [{ question: 'A aplicação dói?', answer: 'Resposta.' }];
  const page = (idBase: string) => {
    const islands = new PageIslands(shared);
    const html = renderToString(
      <IslandContext.Provider value={islands}>
        <Island component={Accordion} props={{ items, headingLevel: 3, idBase }} />
      </IslandContext.Provider>,
    );
    return { html, props: JSON.parse(islands.propsJson()) };
  };
  const pages = [page('faq'), page('faq'), page('faq'), page('outra')];
  for (const { props } of pages.slice(0, 3)) assert.deepEqual(props, { i0: { items, headingLevel: 3, idBase: 'faq' } });
  assert.deepEqual(pages[3]!.props, { i0: { items, headingLevel: 3, idBase: 'outra' } });
  assert.equal(pages[2]!.html, pages[0]!.html);
  assert.match(pages[3]!.html, /outra/);
  assert.doesNotMatch(pages[3]!.html, /"faq/);
  // A cycle or a function below an object checked before is still found in a new object.
  const cyclic: Record<string, unknown> = { items };
  cyclic.self = cyclic;
  assert.throws(() => new PageIslands().add('Menu', { shared: items, more: cyclic }), /props\.more\.self é uma referência circular/);
});
