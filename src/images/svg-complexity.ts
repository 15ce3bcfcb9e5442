/**
 * How much work a cleaned drawing asks of the renderer, counted before rendering it. Two things make a few hundred
 * bytes of SVG cost minutes: `<use>` of groups of `<use>` (each level multiplies the shapes drawn) and filters
 * (turbulence, blur, morphology), whose cost is the filtered area in pixels times the primitives applied. Both are
 * counted here on the cleaned text (well-formed, as src/images/svg.ts writes it) and compared to budgets: a drawing
 * over one is refused by name ("desenho complexo demais") instead of being rendered. The time limit of the render
 * (src/images/svg-render.ts) catches what this estimate misses.
 */

/** Shapes drawn, counting every `<use>` as a copy of what it points to. A logo has tens; an illustration thousands. */
export const MAX_DRAWN_ELEMENTS = 200_000;
/** Filtered pixels × primitives per rendering: about ten full-canvas effects on the share image. */
export const MAX_FILTER_WORK = 12_000_000;

interface Element {
  name: string;
  id?: string;
  filter?: string;
  use?: string;
  children: Element[];
}

const TAG = /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>/g;
const ATTRIBUTE = /([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
const LOCAL = /^\s*(?:url\(\s*["']?)?#([^"')\s]+)/;

function parse(text: string): Element {
  const root: Element = { name: '#root', children: [] };
  const stack = [root];
  for (const [, closing, name, attributes, selfClosing] of text.matchAll(TAG)) {
    if (closing) {
      if (stack.length > 1) stack.pop();
      continue;
    }
    const element: Element = { name, children: [] };
    for (const [, key, double, single] of attributes.matchAll(ATTRIBUTE)) {
      const value = double ?? single ?? '';
      if (key === 'id') element.id = value;
      else if (key === 'filter') element.filter = LOCAL.exec(value)?.[1];
      else if ((key === 'href' || key === 'xlink:href') && name === 'use') element.use = LOCAL.exec(value)?.[1];
    }
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

/** The work a drawing asks for; `<use>` cycles count as over the budget (the renderer refuses them too). */
export function svgWork(text: string): SvgWork {
  const root = parse(text);
  const byId = new Map<string, Element>();
  const index = (element: Element) => {
    if (element.id && !byId.has(element.id)) byId.set(element.id, element);
    element.children.forEach(index);
  };
  index(root);
  const cap = MAX_DRAWN_ELEMENTS * 10;
  const memo = new Map<Element, SvgWork>();
  const visiting = new Set<Element>();
  const work = (element: Element): SvgWork => {
    const known = memo.get(element);
    if (known) return known;
    if (visiting.has(element)) return { drawn: cap, filterPasses: cap };
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
    const filter = element.filter ? byId.get(element.filter) : undefined;
    if (filter) filterPasses = Math.min(cap, filterPasses + filterWeight(filter));
    visiting.delete(element);
    const result = { drawn, filterPasses };
    memo.set(element, result);
    return result;
  };
  return work(root);
}
