/**
 * Places the headings of sanitized rich text (service content, treatment long description: Markdown with `##` headings,
 * docs/site.md#rich-text-and-sanitizer) under the section heading that contains them, so the page keeps one h1 and no
 * skipped levels: the highest heading of the text becomes `topLevel` and the others keep their distance from it (capped
 * at h6).
 *
 * Only for HTML that went through the sanitizer: there every `<` of text and attributes is escaped, so a tag match
 * is a real tag.
 * @example nestHeadings('<h2>Como funciona</h2><h3>Etapas</h3>', 3) // '<h3>Como funciona</h3><h4>Etapas</h4>'
 */
export function nestHeadings(html: string, topLevel: number): string {
  const levels = [...html.matchAll(/<h([1-6])\b/gi)].map((match) => Number(match[1]));
  if (levels.length === 0) return html;
  const shift = topLevel - Math.min(...levels);
  if (shift === 0) return html;
  return html.replace(/<(\/?)h([1-6])\b/gi, (_, slash: string, level: string) => {
    const next = Math.min(6, Math.max(1, Number(level) + shift));
    return `<${slash}h${next}`;
  });
}
