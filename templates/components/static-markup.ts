/**
 * The inner HTML of a part drawn the same on many pages (the footer, the floating messaging button, the trust tiles),
 * rendered once per model and reused: in a 10,000-service build these parts were about a third of the elements React
 * rendered for each page.
 *
 * Only for parts outside islands: the markup is React's static markup (no hydration markers), which the browser never
 * hydrates. `owner` is what the markup is drawn from (the site model, which is never changed once built, or a
 * constant); a new model (a sheet saved during `dev`) gets its markup drawn again, and the old one is forgotten with it.
 */
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

const drawn = new WeakMap<object, Map<string, string>>();

export function staticMarkup(owner: object, key: string, draw: () => ReactElement): string {
  let parts = drawn.get(owner);
  if (!parts) drawn.set(owner, (parts = new Map()));
  let html = parts.get(key);
  if (html === undefined) {
    html = renderToStaticMarkup(draw());
    parts.set(key, html);
  }
  return html;
}
