/**
 * The rich-text sanitizer (docs/site.md#rich-text-and-sanitizer), the only way HTML from the sheets reaches a page:
 * - script, iframe, object, embed, style, link and meta are removed with everything inside them;
 * - allowed tags: a p div span strong em b i u ul ol li br img blockquote h1-h6; any other tag is unwrapped and its
 *   children kept;
 * - allowed attributes: href src alt title width height target rel class; every other one is removed (so are all
 *   `on…` handlers);
 * - href/src: only http(s), mailto, tel, relative and fragment URLs survive. This is stricter than "remove
 *   javascript: and data:" on purpose: a Unicode space or control character before `javascript:` slips past a
 *   prefix check, while an allow-list has nothing to slip past;
 * - a link with target _blank gets rel "noopener noreferrer".
 * The lists and the URL test are in src/parse/rich-text-rules.ts, which the checks of the sheets read too.
 */
import sanitizeHtml from 'sanitize-html';
import { isSafeUrl, REMOVED_WITH_CONTENT, SAFE_SCHEMES } from '../parse/rich-text-rules.ts';

const ALLOWED_TAGS = ['a', 'p', 'div', 'span', 'strong', 'em', 'b', 'i', 'u', 'ul', 'ol', 'li', 'br', 'img', 'blockquote', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'];
const ALLOWED_ATTRIBUTES = ['href', 'src', 'alt', 'title', 'width', 'height', 'target', 'rel', 'class'];

export interface SanitizeOptions {
  /**
   * Whether an <img> with this src (empty when it had none, or an unsafe one) is kept; by default every one is. A
   * paragraph that held only images left out goes too, so that no empty space is left where they were.
   */
  keepImage?: (src: string) => boolean;
}

/** Leaves out the images `keepImage` refuses, and the paragraphs they leave empty. */
function withoutImages(keepImage: (src: string) => boolean): sanitizeHtml.IOptions['exclusiveFilter'] {
  return (frame) =>
    frame.tag === 'img' ? !keepImage(frame.attribs.src ?? '') : frame.tag === 'p' && !frame.text.trim() && !frame.mediaChildren.length;
}

export function sanitizeRichText(html: string, { keepImage }: SanitizeOptions = {}): string {
  return sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: { '*': ALLOWED_ATTRIBUTES },
    allowedSchemes: SAFE_SCHEMES,
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    allowProtocolRelative: true,
    disallowedTagsMode: 'discard',
    nonTextTags: REMOVED_WITH_CONTENT,
    allowVulnerableTags: false,
    // Sees the attributes as transformTags left them: an unsafe src is already gone.
    exclusiveFilter: keepImage ? withoutImages(keepImage) : undefined,
    transformTags: {
      '*': (tagName, attribs) => {
        const safe = { ...attribs };
        for (const name of ['href', 'src']) if (name in safe && !isSafeUrl(safe[name])) delete safe[name];
        if (tagName === 'a' && safe.target?.toLowerCase() === '_blank') safe.rel = 'noopener noreferrer';
        return { tagName, attribs: safe };
      },
    },
  });
}
