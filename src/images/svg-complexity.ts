/**
 * How much work a cleaned drawing asks of the renderer, counted before rendering it. Two things make a few hundred
 * bytes of SVG cost minutes: `<use>` of groups of `<use>` (each level multiplies the shapes drawn) and filters
 * (turbulence, blur, morphology), whose cost is the filtered area in pixels times the primitives applied. Both are
 * counted here on the cleaned text (well-formed, as src/images/svg.ts writes it) and compared to budgets: a drawing
 * over one is refused by name ("desenho complexo demais") instead of being rendered. The time limit of the render
 * (src/images/svg-render.ts) catches what this estimate misses, but only for drawings this count calls risky: a
 * reference the renderer follows must be counted here however it is written (`filter="url(#f)"`,
 * `filter='URL("#f")'`, `style="filter:url(#f)"`), and so must every part drawn where it is referenced: a mask or a
 * clip path once per use, a marker once per vertex of the line that carries it.
 */

/** Shapes drawn, counting every `<use>` as a copy of what it points to. A logo has tens; an illustration thousands. */
export const MAX_DRAWN_ELEMENTS = 200_000;
/** Filtered pixels × primitives per rendering: about ten full-canvas effects on the share image. */
export const MAX_FILTER_WORK = 12_000_000;
/** Levels of elements inside elements: the renderer's XML parser (libxml2) refuses a drawing nested deeper. */
export const MAX_NESTING = 256;

interface Element {
  name: string;
  id?: string;
  filter?: string;
  use?: string;
  /** Parts of the file drawn where this element references them (masks, clip paths, markers), with their copies. */
  drawnRefs: { id: string; copies: number }[];
  children: Element[];
}

const TAG = /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>/g;
const ATTRIBUTE = /([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
/** `#id` or `url(#id)` as CSS allows it to be written: any case, quoted or not, spaces inside the parentheses. */
const LOCAL = /^\s*(?:url\(\s*["']?\s*)?#([^"')\s]+)/i;
/** Properties that draw another part of the file where they are used, and how many times. */
const DRAWN_REFERENCES = ['mask', 'clip-path', 'marker-start', 'marker-mid', 'marker-end'];
const NUMBER = /[-+]?(?:\d*\.\d+|\d+\.?)(?:e[-+]?\d+)?/gi;

/** An attribute value as the renderer reads it: the cleaner writes quotes and ampersands as XML entities. */
const decodeXml = (value: string) =>
  value.replace(/&(?:quot|apos|#39|#34|amp|lt|gt);/g, (entity) => ({ '&quot;': '"', '&#34;': '"', '&apos;': "'", '&#39;': "'", '&amp;': '&', '&lt;': '<', '&gt;': '>' })[entity]!);

/** The presentation properties of an element: its attributes, overridden by the declarations of its `style`. */
function propertiesOf(attributes: string): Map<string, string> {
  const properties = new Map<string, string>();
  for (const [, key, double, single] of attributes.matchAll(ATTRIBUTE)) properties.set(key, decodeXml(double ?? single ?? ''));
  for (const declaration of (properties.get('style') ?? '').split(';')) {
    const colon = declaration.indexOf(':');
    if (colon > 0) properties.set(declaration.slice(0, colon).trim().toLowerCase(), declaration.slice(colon + 1).trim());
  }
  return properties;
}

function parse(text: string): Element {
  const root: Element = { name: '#root', drawnRefs: [], children: [] };
  const stack = [root];
  for (const [, closing, name, attributes, selfClosing] of text.matchAll(TAG)) {
    if (closing) {
      if (stack.length > 1) stack.pop();
      continue;
    }
    const properties = propertiesOf(attributes);
    const reference = (key: string) => LOCAL.exec(properties.get(key) ?? '')?.[1];
    // A marker is drawn at every vertex of a path, polyline or polygon: about one per pair of numbers.
    const vertices = Math.max(2, Math.ceil(((properties.get('d') ?? properties.get('points') ?? '').match(NUMBER)?.length ?? 0) / 2));
    const element: Element = {
      name,
      id: properties.get('id'),
      filter: reference('filter'),
      use: name === 'use' ? reference('href') ?? reference('xlink:href') : undefined,
      drawnRefs: DRAWN_REFERENCES.flatMap((key) => {
        const id = reference(key);
        return id ? [{ id, copies: key.startsWith('marker') ? vertices : 1 }] : [];
      }),
      children: [],
    };
    stack.at(-1)!.children.push(element);
    if (!selfClosing) stack.push(element);
  }
  return root;
}

/** Cost of one filter: its primitives, turbulence weighted by its octaves (each one a full pass of noise). */
function filterWeight(filter: Element): number {
  return filter.children.reduce((sum, primitive) => sum + (primitive.name === 'feTurbulence' ? 4 : primitive.name.startsWith('fe') ? 1 : 0), 0);
}

export interface SvgWork {
  /** Shapes drawn, `<use>` copies included (saturates just above the budget). */
  drawn: number;
  /** Filter applications, each weighted by its primitives (multiply by the pixels rendered). */
  filterPasses: number;
}

/**
 * How deep elements sit inside one another in an SVG's text, counted on its tags before it is cleaned, in one pass.
 * Cleaning takes time that grows with the square of the nesting (200,000 levels in 1.4 MB: 23 seconds), and the
 * renderer refuses more than MAX_NESTING levels anyway: a drawing nested deeper is refused before either runs.
 */
export function nestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  for (const [tag] of text.matchAll(/<\/?[A-Za-z][^<>]*>/g)) {
    if (tag[1] === '/') depth = Math.max(0, depth - 1);
    else if (!tag.endsWith('/>')) deepest = Math.max(deepest, ++depth);
  }
  return deepest;
}

/**
 * The work a drawing asks for; `<use>` cycles, and chains of elements and references deeper than the renderer
 * follows, count as over the budget (it refuses them too). Never recurses deeper than that, whatever the text.
 */
export function svgWork(text: string): SvgWork {
  const root = parse(text);
  const byId = new Map<string, Element>();
  // In document order (the first element with an id wins, as in the renderer), without recursion.
  for (const pending = [root]; pending.length; ) {
    const element = pending.pop()!;
    if (element.id && !byId.has(element.id)) byId.set(element.id, element);
    for (let i = element.children.length - 1; i >= 0; i--) pending.push(element.children[i]);
  }
  const cap = MAX_DRAWN_ELEMENTS * 10;
  const memo = new Map<Element, SvgWork>();
  const visiting = new Set<Element>();
  const work = (element: Element): SvgWork => {
    const known = memo.get(element);
    if (known) return known;
    if (visiting.has(element) || visiting.size > 2 * MAX_NESTING) return { drawn: cap, filterPasses: cap };
    visiting.add(element);
    let drawn = 1;
    let filterPasses = 0;
    const parts = [...element.children];
    const target = element.use ? byId.get(element.use) : undefined;
    if (target) parts.push(target);
    for (const part of parts) {
      // Definitions are drawn only where they are used (counted through `<use>`, fill and filter references).
      if (part !== target && ['defs', 'symbol', 'clipPath', 'mask', 'marker', 'pattern', 'filter', 'linearGradient', 'radialGradient'].includes(part.name)) continue;
      const inner = work(part);
      drawn = Math.min(cap, drawn + inner.drawn);
      filterPasses = Math.min(cap, filterPasses + inner.filterPasses);
    }
    for (const { id, copies } of element.drawnRefs) {
      const part = byId.get(id);
      if (!part) continue;
      const inner = work(part);
      drawn = Math.min(cap, drawn + copies * inner.drawn);
      filterPasses = Math.min(cap, filterPasses + copies * inner.filterPasses);
    }
    const filter = element.filter ? byId.get(element.filter) : undefined;
    if (filter) filterPasses = Math.min(cap, filterPasses + filterWeight(filter));
    visiting.delete(element);
    const result = { drawn, filterPasses };
    memo.set(element, result);
    return result;
  };
  return work(root);
}
