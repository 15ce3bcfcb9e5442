/**
 * Test helper: renders a page or component to HTML as the build does (islands inline, props collected), plus small
 * text helpers for assertions on what a visitor reads.
 */
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { IslandContext } from '../components/Island.tsx';

export interface Rendered {
  html: string;
  /** Visible-ish text: tags removed, entities decoded, whitespace collapsed. */
  text: string;
  islands: { name: string; props: unknown }[];
}

export function render(element: ReactElement): Rendered {
  const islands: { name: string; props: unknown }[] = [];
  const html = renderToString(
    <IslandContext.Provider value={{ add: (name, props) => (islands.push({ name, props }), `i${islands.length - 1}`) }}>
      {element}
    </IslandContext.Provider>,
  );
  return { html, text: textOf(html), islands };
}

export function textOf(html: string): string {
  return html
    .replace(/<!--.*?-->/gs, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Every `<a>` as {href, text, attrs}. */
export function links(html: string) {
  return [...html.matchAll(/<a\b([^>]*)>(.*?)<\/a>/gs)].map((m) => ({
    attrs: m[1],
    href: /href="([^"]*)"/.exec(m[1])?.[1]?.replace(/&amp;/g, '&') ?? '',
    text: textOf(m[2]),
  }));
}
