/**
 * Links and images written inside the Markdown texts (a service's content, a treatment's long description, an
 * article's body, the home page's about text), which the columns' own checks never see:
 * - a link to a catalogue or blog page that does not exist (`[lábios](/servico/preenchimento-labil)`), which would
 *   send a reader to the 404 page;
 * - an image by file name (`![Sala](clinica.jpg)`, `<img src="foto.jpg">`): the images folder is for the image
 *   columns, which the build prepares and renames; in a text such a name is looked for next to the page and never
 *   shows. Only a photo published at an https:// address can go in a text.
 * - a link to an address the sanitizer removes (`javascript:`, `data:`, any scheme but http(s), mailto and tel, also
 *   written with spaces, capitals or character references), which would leave its words without the link;
 * - HTML the sanitizer removes whole (a video's <iframe>), which would leave a hole in the text;
 * - a footnote (`Texto.[^1]` and a line `[^1]: Fonte…`), which the site does not render: both show as typed.
 * All are warnings: the site is still built, and the reader sees the rest of the text.
 */
import { problem, type Problem } from '../errors/problems.ts';
import { isSafeUrl, isTextImageAddress, REMOVED_WITH_CONTENT } from '../parse/rich-text-rules.ts';
import type { Located } from './records.ts';
import { missingPage, suggestedPage, type PageSlugs } from './site-pages.ts';
import { shownTarget, targetsOf } from './text-targets.ts';

/**
 * HTML the sanitizer removes whole, with nothing left in its place (docs/site.md, point 5 of the rules): a YouTube
 * <iframe> pasted into an article leaves "Veja o vídeo:" followed by nothing. (Of <video>, <button>, <form> and the
 * like only the tags go: their text stays, and there is nothing to warn about.)
 */
const REMOVED_HTML = new RegExp(`<(${[...REMOVED_WITH_CONTENT, 'input'].join('|')})\\b`, 'gi');

/**
 * A Markdown table's delimiter row (`|---|---|`, `:--|--:`, `| - |`, a one-column `| --- |`: only dashes, colons,
 * spaces and at least one pipe) or an HTML table: the sanitizer keeps only its text.
 */
const TABLE = /^[ \t]*(?:\|[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)*\|?|:?-+:?[ \t]*\|[ \t]*:?-+:?(?:[ \t]*\|[ \t]*:?-+:?)*[ \t]*\|?)[ \t]*$|<table\b/im;

/**
 * A footnote's mark (`[^1]`, `[^sbd]`) or its line (`[^1]: Fonte: SBD, 2024.`). The site's Markdown has no footnotes
 * and the sanitizer keeps no `sup` or `section` to show them (docs/site.md#rich-text-and-sanitizer), so both would be
 * published as typed, brackets and all.
 */
const FOOTNOTE = /\[\^[^\]\s]+\]/;

/** Problems of the links and images in `field` of each record (one per target and cell, at that cell). */
export function checkTextLinks<T>(records: Located<T>[], field: keyof T & string, pages: PageSlugs, problems: Problem[]): void {
  for (const record of records) {
    const text = record.value[field];
    if (typeof text !== 'string' || (!text.includes('](') && !text.includes(']:') && !text.includes('<') && !text.includes('|') && !text.includes('[^'))) continue;
    if (TABLE.test(text)) {
      const { location, row, value } = record.source.cell(field);
      problems.push(problem('TABELA_NO_TEXTO', {}, location, { row, value }));
    }
    // Every element removed is named: a <script> found first must not hide the video's <iframe> after it.
    const removed = [...new Set(Array.from(text.matchAll(REMOVED_HTML), (match) => match[1].toLowerCase()))];
    if (removed.length) {
      const { location, row, value } = record.source.cell(field);
      problems.push(problem('HTML_REMOVIDO_DO_TEXTO', { tags: removed }, location, { row, value }));
    }
    const footnote = FOOTNOTE.exec(text);
    if (footnote) {
      const { location, row, value } = record.source.cell(field);
      problems.push(problem('NOTA_DE_RODAPE_NO_TEXTO', { mark: footnote[0] }, location, { row, value }));
    }
    const reported = new Set<string>();
    for (const [target, image] of targetsOf(text)) {
      if (reported.has(`${image}:${target}`)) continue;
      const code = image
        ? isTextImageAddress(target) ? null : 'IMAGEM_NO_TEXTO_SEM_ENDERECO'
        : !isSafeUrl(target) ? 'LINK_REMOVIDO_DO_TEXTO' : missingPage(target, pages) ? 'LINK_PARA_PAGINA_INEXISTENTE' : null;
      if (!code) continue;
      reported.add(`${image}:${target}`);
      const { location, row, value } = record.source.cell(field);
      const suggestion = code === 'LINK_PARA_PAGINA_INEXISTENTE' ? suggestedPage(target, pages) : null;
      problems.push(problem(code, { target: shownTarget(target), suggestion }, location, { row, value }));
    }
  }
}
