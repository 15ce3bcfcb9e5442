import { test } from 'node:test';
import assert from 'node:assert/strict';
import { filterBombSvg, illustratorSvg, useFanOutSvg } from '../../test/support/hostile-images.ts';
import { cleanSvg } from './svg.ts';
import { MAX_DRAWN_ELEMENTS, nestingDepth, svgWork } from './svg-complexity.ts';

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

test('a filter counts however the reference is written, and masks, clip paths and markers count where drawn', () => {
  // Each of these renders the filter bomb as `filter="url(#f)"` does: uncounted, it rendered in the build's own
  // process, without the time limit (12 shapes took 40 seconds; a few hundred, many minutes).
  for (const written of [`filter='url("#f")'`, `filter="URL(#f)"`, 'style="filter:url(#f)"', `style='fill:#c08;filter:url("#f")'`]) {
    assert.equal(svgWork(cleanSvg(filterBombSvg(12).replaceAll('filter="url(#f)"', written))).filterPasses, 72, written);
  }
  const fanOut = useFanOutSvg(4).replace(/<use href="#l4"\/>/, '');
  const masked = fanOut.replace('</defs>', '<mask id="m"><use href="#l4"/></mask></defs>' + '<rect width="9" height="9" mask="url(#m)"/>'.repeat(30));
  assert.ok(svgWork(cleanSvg(masked)).drawn > MAX_DRAWN_ELEMENTS, 'a mask draws its contents once per use');
  const clipped = masked.replace('<mask id="m">', '<clipPath id="m">').replace('</mask>', '</clipPath>').replaceAll('mask="url(#m)"', 'style="clip-path:url(#m)"');
  assert.ok(svgWork(cleanSvg(clipped)).drawn > MAX_DRAWN_ELEMENTS, 'so does a clip path, named in style');
  // 170 KB: a marker of 100 dots at each of 20,000 vertices (two million dots, 17 seconds uncounted).
  const dots = Array.from({ length: 100 }, (_, i) => `<circle cx="${i % 10}" cy="${Math.floor(i / 10)}" r="0.4"/>`).join('');
  const d = `M0 0${Array.from({ length: 20_000 }, (_, i) => ` L${(i * 7) % 400} ${(i * 13) % 300}`).join('')}`;
  const markers = svg(`<defs><marker id="k" markerWidth="10" markerHeight="10">${dots}</marker></defs><path d="${d}" fill="none" stroke="#000" marker-mid="url(#k)"/>`);
  assert.ok(svgWork(cleanSvg(markers)).drawn > MAX_DRAWN_ELEMENTS, 'a marker is drawn at every vertex');
  const arrow = svg('<defs><marker id="a"><path d="M0 0 L4 2 L0 4z"/></marker></defs><path d="M1 1 L9 9" marker-end="url(#a)"/>');
  assert.equal(svgWork(cleanSvg(arrow)).drawn, 3 + 2 * 2, 'an arrow on a line stays cheap');
});

test('drawings nested or chained thousands deep: the depth is read in one pass, the work never overflows the stack', () => {
  const nested = (depth: number) => svg(`${'<g>'.repeat(depth)}<rect width="1" height="1"/>${'</g>'.repeat(depth)}`);
  const cases: [string, string, number][] = [
    ['one shape', svg('<rect width="5" height="5"/>'), 1],
    ['self-closing shapes do not nest', svg('<g><rect/><rect></rect><circle r="1"/></g>'), 3],
    ['the Illustrator header', illustratorSvg(), 4],
    ['twenty thousand groups', nested(20_000), 20_001],
  ];
  for (const [what, text, depth] of cases) assert.equal(nestingDepth(text), depth, what);
  // These threw "Maximum call stack size exceeded", which stopped the build as a crash.
  assert.ok(svgWork(cleanSvg(nested(20_000))).drawn > 0);
  const links = Array.from({ length: 20_000 }, (_, i) => `<g id="a${i}"><use href="#a${i + 1}"/></g>`).join('');
  const chain = svg(`<defs>${links}<rect id="a20000" width="5" height="5"/></defs><use href="#a0"/>`);
  assert.ok(svgWork(cleanSvg(chain)).drawn > MAX_DRAWN_ELEMENTS, 'a chain of <use> deeper than the renderer follows');
});
