/**
 * Markdown cells (service content, treatment long description, about text, privacy policy) → safe HTML: rendered with
 * marked, then passed through the sanitizer (docs/site.md#rich-text-and-sanitizer). Headings move one level down so
 * that a `##` in a cell sits under the page's own section heading (h2) instead of beside it.
 */
import { Marked } from 'marked';
import { sanitizeRichText } from './sanitize.ts';

const marked = new Marked({ gfm: true, breaks: false, async: false });

export function renderRichText(markdown: string, { demoteHeadings = true } = {}): string {
  const html = sanitizeRichText(marked.parse(markdown) as string);
  if (!demoteHeadings) return html.trim();
  return html.replace(/<(\/?)h([1-5])\b/g, (_m, slash: string, level: string) => `<${slash}h${Number(level) + 1}`).trim();
}
