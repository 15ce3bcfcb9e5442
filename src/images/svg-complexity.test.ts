import { test } from 'node:test';
import assert from 'node:assert/strict';
import { filterBombSvg, illustratorSvg, useFanOutSvg } from '../../test/support/hostile-images.ts';
import { cleanSvg } from './svg.ts';
import { MAX_DRAWN_ELEMENTS, svgWork } from './svg-complexity.ts';

const svg = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">${body}</svg>`;

test('shapes drawn count every <use> copy; definitions count only where used', () => {
  const cases: [string, string, number][] = [
    // The document and the <svg> element count one each.
    ['one shape', svg('<rect width="5" height="5"/>'), 3],
    ['a gradient in defs is not drawn', svg('<defs><linearGradient id="g"><stop offset="0"/></linearGradient></defs><rect width="5" height="5" fill="url(#g)"/>'), 3],
    ['a symbol drawn twice', svg('<defs><g id="s"><rect width="1" height="1"/><circle r="1"/></g></defs><use href="#s"/><use href="#s"/>'), 2 + 2 * (1 + 3)],
    ['three levels of ten', useFanOutSvg(3), 2224],
  ];
  for (const [what, text, drawn] of cases) assert.equal(svgWork(cleanSvg(text)).drawn, drawn, what);
  assert.ok(svgWork(cleanSvg(useFanOutSvg(6))).drawn > MAX_DRAWN_ELEMENTS, 'a million shapes from a few hundred bytes');
  const cycle = svg('<g id="a"><use href="#b"/></g><g id="b"><use href="#a"/></g>');
  assert.ok(svgWork(cleanSvg(cycle)).drawn > MAX_DRAWN_ELEMENTS, 'a cycle of <use> is over the budget');
});

test('filter passes: each filtered shape times its primitives, turbulence weighing more', () => {
  assert.equal(svgWork(cleanSvg(filterBombSvg(3))).filterPasses, 18);
  assert.equal(svgWork(cleanSvg(filterBombSvg(12))).filterPasses, 72);
  assert.equal(svgWork(cleanSvg(illustratorSvg())).filterPasses, 0);
  const shadow = svg('<defs><filter id="s"><feGaussianBlur stdDeviation="1"/><feOffset dx="1"/></filter></defs><g filter="url(#s)"><rect width="5" height="5"/></g>');
  assert.equal(svgWork(cleanSvg(shadow)).filterPasses, 2);
});
