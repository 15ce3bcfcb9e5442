/**
 * SVG drawings stay vector, but only as pictures: an SVG is a document that can carry scripts, event handlers,
 * embedded HTML (`foreignObject`) and links to other servers, and a file in `imagens/` is served from the clinic's
 * own origin, where a script would run with the site's rights when someone opens its address. The cleaner keeps an
 * allow-list of drawing elements and presentation attributes (what design tools export) and drops everything else;
 * references may only point inside the file (`#id`). The served `/imagens/*` also carry a Content-Security-Policy
 * without scripts (src/deploy/cache-policy.ts), a second lock on the same door.
 */
import sanitizeHtml from 'sanitize-html';
import { isPlainCssValue, plainStyle, PRESENTATION_ATTRIBUTES } from './svg-css.ts';

const ELEMENTS = [
  'svg', 'g', 'defs', 'symbol', 'use', 'title', 'desc', 'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon',
  'text', 'tspan', 'textPath', 'linearGradient', 'radialGradient', 'stop', 'pattern', 'clipPath', 'mask', 'marker',
  'filter', 'feGaussianBlur', 'feOffset', 'feBlend', 'feColorMatrix', 'feComposite', 'feFlood', 'feMerge', 'feMergeNode',
  'feMorphology', 'feDropShadow', 'feTurbulence', 'feDisplacementMap', 'feComponentTransfer', 'feFuncA', 'feFuncR',
  'feFuncG', 'feFuncB',
];

const ATTRIBUTES = [
  'id', 'class', 'xmlns', 'version', 'viewBox', 'preserveAspectRatio', 'width', 'height', 'x', 'y', 'x1', 'y1', 'x2', 'y2',
  'cx', 'cy', 'r', 'rx', 'ry', 'fx', 'fy', 'd', 'points', 'pathLength', 'transform', 'opacity', 'fill', 'fill-opacity',
  'fill-rule', 'clip-rule', 'stroke', 'stroke-width', 'stroke-opacity', 'stroke-linecap', 'stroke-linejoin',
  'stroke-dasharray', 'stroke-dashoffset', 'stroke-miterlimit', 'offset', 'stop-color', 'stop-opacity',
  'gradientUnits', 'gradientTransform', 'spreadMethod', 'patternUnits', 'patternContentUnits', 'patternTransform',
  'clipPathUnits', 'maskUnits', 'maskContentUnits', 'clip-path', 'mask', 'filter', 'filterUnits', 'primitiveUnits',
  'in', 'in2', 'result', 'stdDeviation', 'dx', 'dy', 'mode', 'operator', 'k1', 'k2', 'k3', 'k4', 'values', 'type',
  'flood-color', 'flood-opacity', 'radius', 'baseFrequency', 'numOctaves', 'seed', 'scale', 'xChannelSelector',
  'yChannelSelector', 'tableValues', 'slope', 'intercept', 'amplitude', 'exponent', 'markerWidth', 'markerHeight',
  'refX', 'refY', 'orient', 'markerUnits', 'marker-start', 'marker-mid', 'marker-end', 'font-family', 'font-size',
  'font-weight', 'font-style', 'text-anchor', 'dominant-baseline', 'letter-spacing', 'visibility', 'display',
  'color', 'mix-blend-mode', 'href', 'xlink:href', 'xmlns:xlink', 'role', 'aria-label', 'aria-hidden', 'focusable',
  'style',
];

/** A reference that stays inside the file: `#id` or `url(#id)`; anything else (http:, data:, file:) is dropped. */
const INTERNAL_URL = /^\s*#[\w.:-]*\s*$/;
const EXTERNAL_IN_VALUE = /url\(\s*(?!['"]?#)/i;

/**
 * Links only inside the file, and presentation values (which the browser reads as CSS) only plain
 * (src/images/svg-css.ts); attribute values arrive here with XML entities already decoded.
 */
function keepInternalReferences(tagName: string, attribs: sanitizeHtml.Attributes) {
  const kept: sanitizeHtml.Attributes = {};
  for (const [name, value] of Object.entries(attribs)) {
    if ((name === 'href' || name === 'xlink:href') && !INTERNAL_URL.test(value)) continue;
    if (name === 'style') {
      const style = plainStyle(value);
      if (style) kept[name] = style;
      continue;
    }
    if (EXTERNAL_IN_VALUE.test(value)) continue;
    if (PRESENTATION_ATTRIBUTES.has(name) && !isPlainCssValue(value)) continue;
    kept[name] = value;
  }
  return { tagName, attribs: kept };
}

/** The SVG text with only drawing elements and attributes left (no script, handlers, HTML or outside links). */
export function cleanSvg(text: string): string {
  const body = text.replace(/^\uFEFF/, '').replace(/<\?xml[\s\S]*?\?>/g, '').replace(/<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>/gi, '');
  const cleaned = sanitizeHtml(body, {
    allowedTags: ELEMENTS,
    allowedAttributes: { '*': ATTRIBUTES },
    // Everything outside the allow-list goes with its content: a <script>'s code, a <foreignObject>'s HTML.
    disallowedTagsMode: 'discard',
    nonTextTags: ['script', 'style', 'foreignObject', 'iframe', 'noscript', 'textarea'],
    allowedSchemes: [],
    allowedSchemesAppliedToAttributes: [],
    allowProtocolRelative: false,
    transformTags: { '*': keepInternalReferences },
    // `style` is filtered by keepInternalReferences with a CSS parser; sanitize-html's own pass would drop it whole.
    parseStyleAttributes: false,
    parser: { xmlMode: true, lowerCaseTags: false, lowerCaseAttributeNames: false, recognizeSelfClosing: true },
    selfClosing: ['path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'stop', 'use', 'feGaussianBlur', 'feOffset', 'feBlend', 'feColorMatrix', 'feComposite', 'feFlood', 'feMergeNode', 'feMorphology', 'feDropShadow', 'feTurbulence', 'feDisplacementMap', 'feFuncA', 'feFuncR', 'feFuncG', 'feFuncB'],
  });
  return cleaned.trim() + '\n';
}

/** Width and height of an SVG from its root element (width/height attributes, else the viewBox). */
export function svgSize(text: string): { width: number; height: number } | null {
  const tag = /<svg\b[^>]*>/i.exec(text)?.[0];
  if (!tag) return null;
  const attr = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']\\s*([\\d.]+)(px)?\\s*["']`, 'i').exec(tag)?.[1];
  const width = Number(attr('width'));
  const height = Number(attr('height'));
  if (width > 0 && height > 0) return { width: Math.round(width), height: Math.round(height) };
  const viewBox = /\sviewBox\s*=\s*["']\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*["']/i.exec(tag);
  return viewBox ? { width: Math.round(Number(viewBox[1])), height: Math.round(Number(viewBox[2])) } : null;
}
