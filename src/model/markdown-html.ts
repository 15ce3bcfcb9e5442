/**
 * Markdown cells (service content, treatment long description, article body, about text, privacy policy) → safe
 * HTML: rendered with marked, then passed through the sanitizer (src/model/sanitize.ts). Headings keep the level
 * written in the cell: where they sit under a page's own headings is the template's business (`nestHeadings` in
 * templates/components/heading-levels.ts), because only the template knows the section that contains the text.
 * An image that would not show (a file name, not an https:// address) is left out rather than published broken;
 * validate warns about it at its cell (IMAGEM_NO_TEXTO_SEM_ENDERECO).
 */
import { renderMarkdown } from '../parse/markdown.ts';
import { isTextImageAddress } from '../parse/rich-text-rules.ts';
import { sanitizeRichText } from './sanitize.ts';

/** The memo of the model being built in `withMarkdownMemo`, if any: texts seen before, and the texts used now. */
let memo: { before: ReadonlyMap<string, string>; now: Map<string, string> } | null = null;

const toSafeHtml = (markdown: string) => sanitizeRichText(renderMarkdown(markdown), { keepImage: isTextImageAddress }).trim();

/** @example markdownToSafeHtml('## Como funciona\n\nTexto.') // '<h2>Como funciona</h2>\n<p>Texto.</p>' */
export function markdownToSafeHtml(markdown: string): string {
  if (!memo) return toSafeHtml(markdown);
  let html = memo.now.get(markdown) ?? memo.before.get(markdown);
  html ??= toSafeHtml(markdown);
  memo.now.set(markdown, html);
  return html;
}

/**
 * Runs `build` (a model build) with the HTML of the Markdown texts of an earlier build at hand: a text seen before is
 * not rendered and sanitized again (a dev session at ten thousand services saves seconds per save). The conversion
 * is pure, so the result is the same. Returns what `build` returned and the memo to pass next time: only the texts
 * this build used, so the memo never outgrows the sheets.
 */
export function withMarkdownMemo<T>(before: ReadonlyMap<string, string>, build: () => T): { result: T; memo: Map<string, string> } {
  const outer = memo;
  memo = { before, now: new Map() };
  try {
    const result = build();
    return { result, memo: memo.now };
  } finally {
    memo = outer;
  }
}
