/**
 * What lets `build` keep a page of the previous build instead of rendering it again: a fingerprint of everything the
 * page's HTML depends on, its inputs (./page-inputs.ts) and the rendering code itself (./renderer-identity.ts). The
 * build stores each page's fingerprint in out/.clinic-site.json; the next build renders only the pages whose
 * fingerprint changed and links the others from the site it replaces (src/pipeline/kept-pages.ts).
 *
 * The inputs are digested as a tree: an object's digest is made from its children's, and every object whose digest
 * is a hash is remembered for the rest of the build, so a service shown on its own page, on a list page and in the
 * navigation is digested once, not once per page (the list pages alone carry 80 MB of JSON at 10,000 services).
 * Key order counts, as it does for the rendered JSON-LD. Anything that is not plain data (a function, a class
 * instance) digests to a token no other build can give: its page is always rendered again. A false "different" costs
 * one page rendered; a false "same" would publish a stale page, so there is none.
 */
import type { SiteModel } from '../model/types.ts';
import type { Page } from '../routes/page.ts';
import { pageInputs } from './page-inputs.ts';
import { textHash } from './text-hash.ts';
import type { RenderAssets } from './render-page.ts';

/**
 * Digests longer than this are replaced by their hash (and remembered); shorter ones are used as they are. At 10,000
 * services a limit of 64 characters meant 320,000 hashes and 1.4 s, 1,024 means 36,000 and 0.7 s (4,096: 1.5 s, as
 * the head of every page is then hashed whole along with its parts).
 */
const INLINE_LIMIT = 1024;

/**
 * The sheet row an item comes from (`source` in src/model/types.ts), which names the row in messages about its page
 * and which no template shows (src/render/page-fingerprints.test.ts): left out, so that a row inserted above does not
 * render every later page again, nor a workbook saved in another format.
 */
const NOT_SHOWN = 'source';

const sha1 = (text: string): string => textHash('sha1', text, 'base64');

/** A token that no later build gives again, for a value that is not plain data. */
let unique = 0;
const unknownValue = () => `?${process.pid}.${Date.now()}.${unique++}`;

function digest(value: unknown, memo: Map<object, string>): string {
  switch (typeof value) {
    case 'string':
      // Length first: no two different strings give the same text, and nothing has to be escaped.
      return `${value.length}:${value}`;
    case 'number':
    case 'boolean':
      return String(value);
    case 'undefined':
      return 'u';
    case 'object':
      if (value === null) return 'null';
      break;
    default:
      return unknownValue();
  }
  const known = memo.get(value);
  if (known !== undefined) return known;
  const proto = Object.getPrototypeOf(value);
  let text: string;
  if (Array.isArray(value)) {
    text = '[';
    for (const item of value) text += `${digest(item, memo)},`;
    text += ']';
  } else if (proto === Object.prototype || proto === null) {
    text = '{';
    for (const key of Object.keys(value)) {
      if (key !== NOT_SHOWN) text += `${key.length}:${key}=${digest((value as Record<string, unknown>)[key], memo)},`;
    }
    text += '}';
  } else {
    return unknownValue();
  }
  if (text.length <= INLINE_LIMIT) return text;
  const token = `#${sha1(text)}`;
  memo.set(value, token);
  return token;
}

/**
 * Fingerprints of values made by the rendering code `renderer` (./renderer-identity.ts), for one build: an object
 * digested once (a service, for its page and then for every list page and menu that carries it) is not walked again.
 */
export class Digests {
  private readonly memo = new Map<object, string>();
  constructor(private readonly renderer: string) {}

  /** Equal for equal plain data made by the same code, in every build. */
  fingerprint(value: unknown): string {
    return sha1(`${this.renderer}\n${digest(value, this.memo)}`);
  }
}

/** The fingerprint of each page, in the order of `pages`. */
export function pageFingerprints(site: SiteModel, pages: readonly Page[], assets: RenderAssets, digests: Digests): string[] {
  return pageInputs(site, pages, assets).map((inputs) => digests.fingerprint(inputs));
}
