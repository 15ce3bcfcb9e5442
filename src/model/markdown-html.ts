/**
 * Markdown cells (service content, treatment long description, article body, about text, privacy policy) → safe
 * HTML: rendered with marked, then passed through the sanitizer (src/model/sanitize.ts). Headings keep the level
 * written in the cell: where they sit under a page's own headings is the template's business (`nestHeadings` in
 * templates/components/heading-levels.ts), because only the template knows the section that contains the text.
 */
import { renderMarkdown } from '../parse/markdown.ts';
import { sanitizeRichText } from './sanitize.ts';

/** @example markdownToSafeHtml('## Como funciona\n\nTexto.') // '<h2>Como funciona</h2>\n<p>Texto.</p>' */
export function markdownToSafeHtml(markdown: string): string {
  return sanitizeRichText(renderMarkdown(markdown)).trim();
}
