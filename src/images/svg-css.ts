/**
 * The values of a drawing's presentation attributes (`fill`, `stroke`, `mask`, …) and of its `style` attribute, read
 * the way a browser reads them: as CSS. A browser decodes CSS escapes before it looks for `url(`, so
 * `fill="\75 rl(http://…)"` is a request to another server, and `image-set('http://…' 1x)` is one without `url` at
 * all; a text pattern cannot see either. Each value is parsed with css-tree and kept only when every part of it is a
 * plain paint or size value (keywords, numbers, colours, strings, a few colour and transform functions) or a
 * reference inside the file (`url(#id)`); anything else (escapes, comments, other functions, outside `url(`,
 * `@import`, custom properties) drops the attribute or the declaration. See README "Imagens e fotos".
 */
import { createRequire } from 'node:module';
import type * as CssTree from 'css-tree';

// Loaded on the first drawing cleaned (a cache miss): css-tree and its tables took about a tenth of a second of
// every build's start.
let loaded: typeof CssTree | null = null;
const csstreeModule = (): typeof CssTree => (loaded ??= createRequire(import.meta.url)('css-tree') as typeof CssTree);

/** Attributes that are CSS properties in SVG: the browser parses their values with the CSS parser. */
export const PRESENTATION_ATTRIBUTES = new Set([
  'opacity', 'fill', 'fill-opacity', 'fill-rule', 'clip-rule', 'stroke', 'stroke-width', 'stroke-opacity',
  'stroke-linecap', 'stroke-linejoin', 'stroke-dasharray', 'stroke-dashoffset', 'stroke-miterlimit', 'stop-color',
  'stop-opacity', 'clip-path', 'mask', 'filter', 'flood-color', 'flood-opacity', 'marker-start', 'marker-mid',
  'marker-end', 'font-family', 'font-size', 'font-weight', 'font-style', 'text-anchor', 'dominant-baseline',
  'letter-spacing', 'visibility', 'display', 'color', 'mix-blend-mode', 'transform', 'x', 'y', 'width', 'height',
  'cx', 'cy', 'r', 'rx', 'ry',
]);

/** Functions that only compute a colour or a transform: nothing in them can name a file. */
const FUNCTIONS = new Set([
  'rgb', 'rgba', 'hsl', 'hsla', 'hwb', 'lab', 'lch', 'oklab', 'oklch',
  'matrix', 'translate', 'translatex', 'translatey', 'scale', 'scalex', 'scaley', 'rotate', 'skewx', 'skewy',
]);

const PLAIN_NODES = new Set(['Value', 'Identifier', 'Number', 'Dimension', 'Percentage', 'Hash', 'Operator', 'String', 'Function', 'Url']);
const INSIDE_THE_FILE = /^#[\w.:-]+$/;

function isPlain(node: CssTree.CssNode): boolean {
  const csstree = csstreeModule();
  let plain = true;
  csstree.walk(node, (part) => {
    if (!PLAIN_NODES.has(part.type)) plain = false;
    else if (part.type === 'Function' && !FUNCTIONS.has(part.name.toLowerCase())) plain = false;
    else if (part.type === 'Url' && !INSIDE_THE_FILE.test(part.value)) plain = false;
  });
  return plain;
}

/** Whether a presentation attribute's value can be published: plain values and `url(#id)` only. */
export function isPlainCssValue(value: string): boolean {
  // An escape is how a name is disguised (`\75 rl(` is `url(`); no drawing tool writes one in a value.
  if (/[\\@]|\/\*/.test(value)) return false;
  try {
    return isPlain(csstreeModule().parse(value, { context: 'value' }));
  } catch {
    return false;
  }
}

/**
 * A `style` attribute with only the declarations of presentation properties whose values are plain, or null when
 * none is left: `fill:#c08; background:url(http://…)` → `fill:#c08`.
 */
export function plainStyle(style: string): string | null {
  if (/[\\@]|\/\*/.test(style)) return null;
  const csstree = csstreeModule();
  let list: CssTree.CssNode;
  try {
    list = csstree.parse(style, { context: 'declarationList' });
  } catch {
    return null;
  }
  const kept: string[] = [];
  csstree.walk(list, (node) => {
    if (node.type === 'Raw') kept.length = 0;
    if (node.type !== 'Declaration') return;
    const property = node.property.toLowerCase();
    if (!PRESENTATION_ATTRIBUTES.has(property) || node.value.type !== 'Value' || !isPlain(node.value)) return;
    kept.push(`${property}:${csstree.generate(node.value)}${node.important ? '!important' : ''}`);
  });
  return kept.length ? kept.join(';') : null;
}
