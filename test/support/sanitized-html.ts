/**
 * Test support for the rich-text rules (docs/site.md#rich-text-and-sanitizer): the DOMPurify XSS corpus
 * (test/fixtures/xss/), and HTML read back with a second, independent parser (htmlparser2) to judge what a page got.
 */
import { readFileSync } from 'node:fs';
import { parseDocument } from 'htmlparser2';
import { isSafeUrl } from '../../src/parse/rich-text-rules.ts';

const ALLOWED_TAGS = ['a', 'p', 'div', 'span', 'strong', 'em', 'b', 'i', 'u', 'ul', 'ol', 'li', 'br', 'img', 'blockquote', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'];
const ALLOWED_ATTRIBUTES = ['href', 'src', 'alt', 'title', 'width', 'height', 'target', 'rel', 'class'];
const NEVER = ['script', 'iframe', 'object', 'embed', 'style', 'link', 'meta', 'svg', 'math', 'template', 'form'];

/** The 221 payloads of DOMPurify's tests, one HTML input each. */
export const xssCorpus = JSON.parse(readFileSync(new URL('../fixtures/xss/dompurify-payloads.json', import.meta.url), 'utf8')) as string[];

export interface HtmlElement {
  type: string;
  name?: string;
  attribs?: Record<string, string>;
  children?: HtmlElement[];
  parent?: HtmlElement | null;
}

function* descendants(node: HtmlElement): Generator<HtmlElement> {
  for (const child of node.children ?? []) {
    if (child.name !== undefined) yield child;
    yield* descendants(child);
  }
}

/** Every element of `html`, in document order, as a browser-like parser reads it (attributes decoded). */
export const elementsOf = (html: string): HtmlElement[] => [...descendants(parseDocument(html) as unknown as HtmlElement)];

/** What in a piece of HTML breaks the clinic-site rules, read back with a second, independent parser. */
export function violations(html: string): string[] {
  const found: string[] = [];
  for (const element of elementsOf(html)) {
    const name = element.name!.toLowerCase();
    if (NEVER.includes(name)) found.push(`forbidden <${name}>`);
    else if (!ALLOWED_TAGS.includes(name)) found.push(`tag <${name}>`);
    for (const [attribute, value] of Object.entries(element.attribs ?? {})) {
      if (!ALLOWED_ATTRIBUTES.includes(attribute.toLowerCase())) found.push(`attribute ${attribute}`);
      if ((attribute === 'href' || attribute === 'src') && !isSafeUrl(value)) found.push(`${attribute}=${value}`);
    }
  }
  return found;
}
