/**
 * The addresses of the links and images written in a Markdown text, as the page would get them: Markdown links and
 * images (`[texto](alvo)`, `![alt](alvo)`, a reference `[texto][1]` with its line `[1]: alvo`, an address between
 * <angle brackets>) and HTML typed in the text (`<a href="…">`, `<img src=…>`), with the character references a
 * browser decodes (`&#106;avascript:` is `javascript:`). Read from the cell as typed, without rendering it: the checks
 * run on every text of every validate, and a text without "](", "]:" or "<" has none.
 */

/** `[text](target)` and `![alt](target)`: the target plain (with one level of parentheses, `javascript:alert(1)`) or
 * in <angle brackets>, then an optional "title". */
const MARKDOWN_TARGET = /(!?)\[[^\]\n]*\]\(\s*(?:<([^>\n]*)>|((?:[^()\s]|\([^()\s]*\))+))(?:\s+(?:"[^"\n]*"|'[^'\n]*'))?\s*\)/g;
/** A reference's line, `[1]: target` (a footnote's `[^1]:` is no link). */
const REFERENCE = /^ {0,3}\[([^\]\n^][^\]\n]*)\]:[ \t]*(?:<([^>\n]*)>|(\S+))/gm;
/** `![alt][label]`, `![label][]` and `![label]`: the references used as images. */
const IMAGE_REFERENCE = /!\[([^\]\n]*)\](?:\[([^\]\n]*)\])?/g;
/** An address between angle brackets, which Markdown makes a link of whatever its scheme (`<javascript:…>`). */
const AUTOLINK = /<([a-z][a-z0-9+.-]{1,31}:[^<>\s]*)>/gi;
/**
 * `<a …>` and `<img …>` typed as HTML inside the Markdown (`<image>` too, which browsers read as `<img>`). Every
 * opening is looked at, also one inside another tag's quoted value (`<a title="<img src=x>">`): a browser may read
 * it as a tag of its own (inside an <svg>'s <title>, for one).
 */
const HTML_OPENING = /<(a|img|image)(?=[\s/>])/gi;
/** A tag's attributes, from after its name to its ">" (a quoted value may hold a ">"). */
const ATTRIBUTES = /(?:"[^"]*"|'[^']*'|[^"'>])*>?/y;
/** One attribute, its value quoted or not (`<img src=x>`); spaces and slashes between them (`<a/href=…>`) are skipped. */
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]*)))?/g;

/** The value of attribute `name` (the first one, as browsers read it), '' when it has none, null when absent. */
function attributeOf(attributes: string, name: string): string | null {
  for (const [, attribute, double, single, bare] of attributes.matchAll(ATTRIBUTE)) {
    if (attribute.toLowerCase() === name) return double ?? single ?? bare ?? '';
  }
  return null;
}

/** Named references that can spell out an address; the rest are left as written. */
const NAMED: Record<string, string> = {
  colon: ':', tab: '\t', newline: '\n', lpar: '(', rpar: ')', sol: '/', period: '.', comma: ',', excl: '!', quest: '?', equals: '=', num: '#',
  percnt: '%', plus: '+', semi: ';', amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', nbsp: '\u00a0',
};

/** `text` with its character references decoded, as a browser reads an attribute. @example decoded('&#106;ava') // 'java' */
function decoded(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(?:#(\d{1,8})|#x([0-9a-f]{1,8})|([a-z]+););?/gi, (whole, decimal?: string, hex?: string, name?: string) => {
    if (name) return NAMED[name.toLowerCase()] ?? whole;
    const code = decimal ? Number(decimal) : parseInt(hex!, 16);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd';
  });
}

/** The links and images of one text, in the order found: [target, is an image]. */
export function targetsOf(text: string): [target: string, image: boolean][] {
  const found: [string, boolean][] = [];
  for (const match of text.matchAll(MARKDOWN_TARGET)) found.push([decoded(match[2] ?? match[3]), match[1] === '!']);
  if (text.includes(']:')) {
    const images = new Set(Array.from(text.matchAll(IMAGE_REFERENCE), (match) => (match[2] || match[1]).toLowerCase()));
    for (const match of text.matchAll(REFERENCE)) found.push([decoded(match[2] ?? match[3]), images.has(match[1].toLowerCase())]);
  }
  for (const match of text.matchAll(AUTOLINK)) found.push([decoded(match[1]), false]);
  for (const opening of text.matchAll(HTML_OPENING)) {
    ATTRIBUTES.lastIndex = opening.index + opening[0].length;
    const attributes = ATTRIBUTES.exec(text)![0];
    const tag = opening[0] + attributes;
    const image = opening[1].toLowerCase() !== 'a';
    const address = attributeOf(attributes, image ? 'src' : 'href');
    // An image without an address shows nothing either: named by its tag as typed. A link without one is no link.
    if (address) found.push([decoded(address), image]);
    else if (image) found.push([tag, true]);
  }
  return found;
}

/**
 * An address as a message can show it: without the invisible characters a browser ignores (a tab, a control
 * character, a zero-width space), and cut at 60 characters (a `data:` address may run to thousands).
 */
export function shownTarget(target: string): string {
  const visible = target.replace(/[\u0000-\u0020\u007f-\u00a0\u1680\u2000-\u200f\u2028-\u202f\u205f\u3000\ufeff]+/g, (run) => (/^ +$/.test(run) ? run : '')).trim();
  return visible.length > 60 ? `${visible.slice(0, 59)}…` : visible;
}
