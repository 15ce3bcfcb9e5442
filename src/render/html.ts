/** Escaping for the few strings the render stage writes outside React. */
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c]);

/**
 * JSON inside a <script> element: `<` is escaped so that neither `</script` nor `<!--` can end or change the
 * element (Fresh does the same), and U+2028/2029 so that the text is also valid JavaScript.
 */
export const escapeJsonForScript = (json: string) => json.replace(SCRIPT_UNSAFE, (c) => SCRIPT_ESCAPES[c]);

const SCRIPT_UNSAFE = /[<\u2028\u2029]/g;
const SCRIPT_ESCAPES: Record<string, string> = { '<': '\\u003c', '\u2028': '\\u2028', '\u2029': '\\u2029' };

/**
 * The script text of objects written more than once (the clinic's structured data, the same on every page), made
 * once. Objects seen once (a service's own data) are not kept: their text would only take memory.
 */
const scriptTextOf = new WeakMap<object, string>();
const seenOnce = new WeakSet<object>();

export function jsonForScript(value: unknown): string {
  if (typeof value !== 'object' || value === null) return escapeJsonForScript(JSON.stringify(value));
  const known = scriptTextOf.get(value);
  if (known !== undefined) return known;
  const text = escapeJsonForScript(JSON.stringify(value));
  if (seenOnce.has(value)) scriptTextOf.set(value, text);
  else seenOnce.add(value);
  return text;
}
