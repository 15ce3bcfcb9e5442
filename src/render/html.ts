/** Escaping for the few strings the render stage writes outside React. */
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c]);

/**
 * JSON inside a <script> element: `<` is escaped so that neither `</script` nor `<!--` can end or change the
 * element (Fresh does the same), and U+2028/2029 so that the text is also valid JavaScript.
 */
export const escapeJsonForScript = (json: string) =>
  json.replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

export const jsonForScript = (value: unknown) => escapeJsonForScript(JSON.stringify(value));
