/** SVG cleaning: drawings stay as they are; scripts, handlers, embedded HTML and outside references go. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { cleanSvg, svgSize } from './svg.ts';

const SAMPLE_IMAGES = new URL('../../sheets/imagens/', import.meta.url).pathname;
const svg = (body: string, attrs = '') => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"${attrs}>${body}</svg>`;

test('attacks are removed, the drawing around them stays', () => {
  const cases: [string, string, RegExp][] = [
    ['script element', svg('<script>alert(1)</script><rect width="5" height="5"/>'), /script|alert/i],
    ['script with CDATA', svg('<script type="text/javascript"><![CDATA[alert(1)]]></script><rect width="5" height="5"/>'), /script|alert|CDATA/i],
    ['event handler on the root', svg('<rect width="5" height="5"/>', ' onload="alert(1)"'), /onload|alert/i],
    ['event handler on a shape', svg('<rect width="5" height="5" onclick="alert(1)" onmouseover="x()"/>'), /onclick|onmouseover|alert/i],
    ['foreignObject with HTML', svg('<foreignObject width="10" height="10"><iframe src="https://evil.example"></iframe><p>oi</p></foreignObject><rect width="5" height="5"/>'), /foreignObject|iframe|evil|oi/i],
    ['javascript: link', svg('<a href="javascript:alert(1)"><rect width="5" height="5"/></a>'), /javascript|<a\b/i],
    ['external image', svg('<image href="https://evil.example/t.png" width="5" height="5"/><rect width="5" height="5"/>'), /<image|evil/i],
    ['external use', svg('<use xlink:href="https://evil.example/s.svg#x"/><rect width="5" height="5"/>'), /evil/i],
    ['external fill', svg('<rect width="5" height="5" fill="url(https://evil.example/p#g)"/>'), /evil/i],
    ['style sheet with import', svg('<style>@import url(https://evil.example/x.css)</style><rect width="5" height="5"/>'), /style|evil/i],
    ['style attribute with url', svg('<rect width="5" height="5" style="fill:url(http://evil.example/)"/>'), /evil/i],
    ['external entity', `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>${svg('<text>&x;</text><rect width="5" height="5"/>')}`, /ENTITY|passwd/i],
    ['animation that sets an href', svg('<a><animate attributeName="href" values="javascript:alert(1)"/><rect width="5" height="5"/></a>'), /animate|javascript/i],
    ['set element', svg('<set attributeName="onmouseover" to="alert(1)"/><rect width="5" height="5"/>'), /<set|alert/i],
  ];
  for (const [name, input, forbidden] of cases) {
    const cleaned = cleanSvg(input);
    assert.doesNotMatch(cleaned, forbidden, name);
    assert.match(cleaned, /<rect width="5" height="5"/, `${name}: the drawing stays`);
  }
});

test('references inside the file stay (gradients, clip paths, use)', () => {
  const input = svg('<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient><clipPath id="c"><rect width="5" height="5"/></clipPath></defs><rect width="5" height="5" fill="url(#g)" clip-path="url(#c)"/><use href="#g"/>');
  const cleaned = cleanSvg(input);
  for (const kept of ['fill="url(#g)"', 'clip-path="url(#c)"', 'href="#g"', '<linearGradient id="g">', 'stop-color="#fff"']) assert.ok(cleaned.includes(kept), kept);
});

test('the sample drawings keep every element and attribute', () => {
  for (const name of readdirSync(SAMPLE_IMAGES).filter((n) => n.endsWith('.svg'))) {
    const original = readFileSync(`${SAMPLE_IMAGES}${name}`, 'utf8');
    const cleaned = cleanSvg(original);
    const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;
    assert.equal(count(cleaned, /<[a-zA-Z]/g), count(original, /<[a-zA-Z]/g), `${name}: elements`);
    assert.equal(count(cleaned, /\s[\w:-]+="/g), count(original, /\s[\w:-]+="/g), `${name}: attributes`);
    assert.deepEqual(svgSize(cleaned), svgSize(original), name);
  }
});

test('svgSize reads width/height, else the viewBox', () => {
  assert.deepEqual(svgSize('<svg width="160" height="48">'), { width: 160, height: 48 });
  assert.deepEqual(svgSize('<svg viewBox="0 0 1200 800">'), { width: 1200, height: 800 });
  assert.deepEqual(svgSize('<svg width="100%" viewBox="0,0,30,20">'), { width: 30, height: 20 });
  assert.equal(svgSize('<svg>'), null);
});

test('presentation values that make the browser fetch, however disguised, are dropped; the drawing stays', () => {
  const outside = 'http://rastreio.example/p.gif';
  const payloads = [
    `fill="\\75 rl(${outside})"`,
    `stroke="\\000075rl(${outside})"`,
    `mask="image-set('${outside}' 1x)"`,
    `mask="-webkit-image-set(url(${outside}) 1x)"`,
    `fill="URL(${outside})"`,
    `fill="u\\\nrl(${outside})"`,
    `fill="&#92;75 rl(${outside})"`,
    `filter="url(&quot;${outside}&quot;)"`,
    `clip-path="url(${outside}#c)"`,
    `marker-end="url(${outside}#m)"`,
    `marker-start="image(${outside})"`,
    `mask="cross-fade(url(#a), url(${outside}), 50%)"`,
    `fill="u/**/rl(${outside})"`,
    `stroke="src(${outside})"`,
    `fill="expression(alert(1))"`,
    `color="red;background:url(${outside})"`,
    `style="fill:url(${outside})"`,
    `style="f\\69ll:url(${outside})"`,
    `style="FILL:URL(${outside})"`,
    `style="cursor:url(${outside}),auto"`,
    `style="fill:#c08;background-image:url(${outside})"`,
    `style="@import url(${outside});fill:red"`,
    `style="mask:image-set('${outside}' 1x)"`,
    `style="--x:url(${outside});fill:var(--x)"`,
    `style="fill:/**/url(${outside})"`,
  ];
  for (const payload of payloads) {
    const cleaned = cleanSvg(svg(`<rect width="5" height="5" ${payload}/>`));
    assert.doesNotMatch(cleaned, /rastreio|image-set|expression|\\|@import/i, payload);
    assert.match(cleaned, /<rect width="5" height="5"/, `${payload}: the drawing stays`);
  }
  for (const name of ['style', 'script']) {
    const cleaned = cleanSvg(svg(`<${name}>rect{fill:url(${outside})}</${name}><rect width="5" height="5"/>`));
    assert.doesNotMatch(cleaned, /rastreio/, `<${name}> element`);
  }
});

test('plain paint values, transforms and local references stay, in attributes and in style', () => {
  const input = svg(
    '<defs><linearGradient id="g"/><marker id="m"/><filter id="f"/></defs>' +
      '<rect width="5" height="5" fill="url(&quot;#g&quot;)" stroke="rgb(10 20 30 / 50%)" transform="translate(1,2) rotate(45)" marker-end="url(#m)" filter="url(#f)" font-family="\'Open Sans\', Arial, sans-serif"/>' +
      '<circle r="2" style="fill:#C08;stroke-width:2px;opacity:.5;fill:url(#g) !important;background:url(http://x.example/)"/>',
  );
  const cleaned = cleanSvg(input);
  for (const kept of ['stroke="rgb(10 20 30 / 50%)"', 'transform="translate(1,2) rotate(45)"', 'marker-end="url(#m)"', 'filter="url(#f)"', 'fill:#C08', 'stroke-width:2px', 'fill:url(#g)!important']) {
    assert.ok(cleaned.includes(kept), `${kept} in ${cleaned}`);
  }
  assert.match(cleaned, /fill="url\((&quot;|")#g(&quot;|")\)"/);
  assert.match(cleaned, /font-family="(&#39;|')Open Sans(&#39;|'), Arial, sans-serif"/);
  assert.doesNotMatch(cleaned, /background|x\.example/);
});
