/**
 * The rules of the rich-text sanitizer that the checks of the sheets need too (docs/site.md#rich-text-and-sanitizer):
 * the model's sanitizer (src/model/sanitize.ts) applies them, and validate warns staff about what they take away
 * (src/validate/markdown-links.ts), so both read the same list and the same test.
 */

/** Elements removed together with their content. textarea, option, noscript, title, template, svg and math: their
 * content is not document text (or is parsed differently by browsers), so unwrapping it would surface markup as text. */
export const REMOVED_WITH_CONTENT = ['script', 'iframe', 'object', 'embed', 'style', 'link', 'meta', 'textarea', 'option', 'noscript', 'title', 'template', 'svg', 'math', 'noembed', 'noframes', 'xmp', 'plaintext'];

/** The URL schemes an href or src may have; every other one is removed. */
export const SAFE_SCHEMES = ['http', 'https', 'mailto', 'tel'];

/**
 * True for http(s), mailto and tel URLs, relative paths and fragments. Stricter than "remove javascript: and data:"
 * on purpose: a Unicode space or control character before `javascript:` slips past a prefix check, while an
 * allow-list has nothing to slip past.
 */
export function isSafeUrl(raw: string): boolean {
  // Browsers drop tabs and newlines anywhere in a URL and ignore leading control characters and spaces.
  const url = raw.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020\u00a0\u1680\u2000-\u200f\u2028-\u202f\u205f\u3000\ufeff]+/, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url);
  if (scheme) return SAFE_SCHEMES.includes(scheme[1].toLowerCase());
  // No scheme: a relative URL, unless a colon comes before the path (an obfuscated scheme).
  const beforePath = url.split(/[/?#]/, 1)[0];
  return !beforePath.includes(':') && !/[\u0000-\u001f\u007f-\u009f]/.test(url);
}

/**
 * Whether an image inside a text can show: only a photo at an https:// address does. A file name (`clinica.jpg`) or
 * a path would be looked for next to the page and never found: the images folder serves the image columns, whose
 * files the build prepares and renames (docs/site.md#rich-text-and-sanitizer).
 */
export function isTextImageAddress(src: string): boolean {
  return /^https:\/\/[^/\s]/i.test(src.trim());
}
