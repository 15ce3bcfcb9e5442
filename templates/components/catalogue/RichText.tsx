import { nestHeadings } from '../heading-levels.ts';

/**
 * Rich text from the sheets. The HTML arrives sanitized by the model (src/model, docs/site.md#rich-text-and-sanitizer),
 * which is why it may be set as HTML here; its headings are nested under the section heading (`topLevel`).
 */
export function RichText({ html, topLevel }: { html: string; topLevel: number }) {
  return <div className="prose cat-prose" dangerouslySetInnerHTML={{ __html: nestHeadings(html, topLevel) }} />;
}
