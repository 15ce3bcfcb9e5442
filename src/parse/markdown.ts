/**
 * Markdown cells as the site reads them (GitHub-flavoured; a line of text after another starts a new paragraph,
 * src/parse/pasted-paragraphs.ts), and the check for
 * HTML in them that swallows the rest of the text. The model sanitizes the HTML (src/model/sanitize.ts); validate
 * warns about what the sanitizer would silently drop (docs/site.md#rich-text-and-sanitizer).
 */
import { Marked } from 'marked';
import { withPastedParagraphs } from './pasted-paragraphs.ts';

const marked = new Marked({ gfm: true, breaks: false, async: false });

/**
 * A list pasted from Word or Google Docs keeps its bullets as characters ("•\tAvaliação médica"; Google Docs' deeper
 * levels ○ and ■, Word's second level a letter o and a tab), which Markdown does not read as a list: the items ran
 * together into one paragraph. A line that starts with one is a list item, its indentation dropped (an indented line
 * after a blank one would be read as code). Lines inside a fenced code block are left as they are.
 */
const PASTED_BULLET = /^[ \t]*(?:[•◦▪▫●○■□‣◆◇►▸➢]|o(?=\t))[ \t]+/;
const FENCE = /^[ \t]*(```|~~~)/;

/** `markdown` with each pasted bullet written as Markdown's "- ". */
function withPastedBullets(markdown: string): string {
  if (!/[•◦▪▫●○■□‣◆◇►▸➢]|^[ \t]*o\t/m.test(markdown)) return markdown;
  let fenced = false;
  return markdown
    .split('\n')
    .map((line) => {
      if (FENCE.test(line)) fenced = !fenced;
      return fenced ? line : line.replace(PASTED_BULLET, '- ');
    })
    .join('\n');
}

/** @example renderMarkdown('## Como funciona') // '<h2>Como funciona</h2>\n' */
export function renderMarkdown(markdown: string): string {
  return marked.parse(withPastedParagraphs(withPastedBullets(markdown))) as string;
}

/**
 * Elements whose content is not document text: a browser (and the sanitizer, which removes them with their content)
 * reads everything after the opening tag as part of them until the closing tag, so an unclosed one takes the rest of
 * the text with it. `plaintext` never closes.
 */
const SWALLOWING = ['style', 'script', 'math', 'svg', 'title', 'textarea', 'xmp', 'noscript', 'noembed', 'noframes', 'template', 'iframe', 'object', 'plaintext'];
const OPENING = new RegExp(`<(${SWALLOWING.join('|')})(?=[\\s/>])[^>]*>|<!--`, 'gi');

export interface UnclosedElement {
  /** As written: '<style>', '<math display="block">', '<!--'. */
  opening: string;
  /** The closing the text lacks: '</style>', '-->'. */
  closing: string;
  /** The start of the text lost after it (up to 60 characters of text, tags removed). */
  lost: string;
}

const MAY_OPEN = new RegExp(OPENING.source, 'i');

/**
 * Whether Markdown may render to such an element at all: marked writes only its own tags (paragraphs, headings, lists,
 * links…), never one of these nor a comment, so a text without one written in it needs no rendering to be checked.
 */
export const mayHideText = (markdown: string) => MAY_OPEN.test(markdown);

/** The first element in rendered HTML that is never closed and so hides the rest of the text, or null. */
export function unclosedElement(html: string): UnclosedElement | null {
  for (const match of html.matchAll(OPENING)) {
    const name = match[1]?.toLowerCase();
    const after = html.slice(match.index! + match[0].length);
    const closing = name ? `</${name}>` : '-->';
    const closed = name === 'plaintext' ? false : name ? new RegExp(`</${name}\\s*>`, 'i').test(after) : after.includes('-->');
    if (closed) continue;
    const lost = after.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
    return { opening: match[0].slice(0, 60), closing, lost: lost.length > 60 ? `${lost.slice(0, 59)}…` : lost };
  }
  return null;
}
