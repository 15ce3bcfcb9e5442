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
 */
import sanitizeHtml from 'sanitize-html';

const ALLOWED_TAGS = ['a', 'p', 'div', 'span', 'strong', 'em', 'b', 'i', 'u', 'ul', 'ol', 'li', 'br', 'img', 'blockquote', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'];
const ALLOWED_ATTRIBUTES = ['href', 'src', 'alt', 'title', 'width', 'height', 'target', 'rel', 'class'];
/** Removed together with their content. textarea, option, noscript, title, template, svg and math: their content is
 * not document text (or is parsed differently by browsers), so unwrapping it would surface markup as text. */
const REMOVED_WITH_CONTENT = ['script', 'iframe', 'object', 'embed', 'style', 'link', 'meta', 'textarea', 'option', 'noscript', 'title', 'template', 'svg', 'math', 'noembed', 'noframes', 'xmp', 'plaintext'];

/** True for http(s), mailto and tel URLs, relative paths and fragments. */
export function isSafeUrl(raw: string): boolean {
  // Browsers drop tabs and newlines anywhere in a URL and ignore leading control characters and spaces.
  const url = raw.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020\u00a0\u1680\u2000-\u200f\u2028-\u202f\u205f\u3000\ufeff]+/, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url);
  if (scheme) return ['http', 'https', 'mailto', 'tel'].includes(scheme[1].toLowerCase());
  // No scheme: a relative URL, unless a colon comes before the path (an obfuscated scheme).
  const beforePath = url.split(/[/?#]/, 1)[0];
  return !beforePath.includes(':') && !/[\u0000-\u001f\u007f-\u009f]/.test(url);
}

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: { '*': ALLOWED_ATTRIBUTES },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    allowProtocolRelative: true,
    disallowedTagsMode: 'discard',
    nonTextTags: REMOVED_WITH_CONTENT,
    allowVulnerableTags: false,
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
