/**
 * Renders a page or component to HTML as the build does (islands inline, their props collected) and reads the HTML
 * the way a visitor or a screen reader meets it: visible text, headings in order, links with their names.
 * React's server markup is regular (double-quoted attributes, escaped text), so plain patterns read it reliably.
 * Named `renderMarkup` so that it is never mistaken for the build's own `renderPage` (src/render/render-page.ts).
 */
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { IslandContext } from '../../templates/components/Island.tsx';

export interface RenderedMarkup {
  html: string;
  /** Visible text: tags removed, entities decoded, whitespace collapsed (see `textOf`). */
  text: string;
  /** Island names and props in the order the page added them. */
  islands: { name: string; props: unknown }[];
}

export function renderMarkup(element: ReactElement): RenderedMarkup {
  const islands: RenderedMarkup['islands'] = [];
  const collector = { add: (name: string, props: unknown) => (islands.push({ name, props }), `i${islands.length - 1}`) };
  const html = renderToString(<IslandContext.Provider value={collector}>{element}</IslandContext.Provider>);
  return { html, text: textOf(html), islands };
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'", nbsp: ' ' };

/** Text content: tags removed, entities decoded, whitespace collapsed. */
export function textOf(html: string): string {
  return html
    .replace(/<!--.*?-->/gs, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(#?\w+);/g, (whole, name: string) => ENTITIES[name] ?? whole)
    .replace(/\s+/g, ' ')
    .trim();
}

/** Headings in document order: 'h1 Title', 'h2 Benefícios'... */
export function headings(html: string): string[] {
  return [...html.matchAll(/<h([1-6])\b[^>]*>(.*?)<\/h\1>/gs)].map((m) => `h${m[1]} ${textOf(m[2])}`);
}

export interface Link {
  href: string;
  /** Accessible text, including visually hidden text. */
  name: string;
  /** The raw attributes of the `<a>` tag, for the rare check on a class or a target. */
  attrs: string;
}

/** Every `<a href>` in document order. */
export function links(html: string): Link[] {
  return [...html.matchAll(/<a\b([^>]*?\bhref="([^"]*)"[^>]*)>(.*?)<\/a>/gs)].map((m) => ({
    href: m[2].replace(/&amp;/g, '&'),
    name: textOf(m[3]),
    attrs: m[1],
  }));
}

/** The first link whose name starts with the given text. */
export function linkNamed(html: string, name: string): Link | undefined {
  return links(html).find((link) => link.name.startsWith(name));
}

/** A link without its attributes, for comparing it whole: `{ href, name }`. */
export function hrefAndName(link: Link | undefined): { href: string; name: string } | undefined {
  return link && { href: link.href, name: link.name };
}

/** How many times a fragment occurs, e.g. count(html, 'role="status"'). */
export function count(html: string, fragment: string): number {
  return html.split(fragment).length - 1;
}

/** Headings that skip a level after the one before them ('h2 A' then 'h4 B' gives ['h4 B']); [] when in order. */
export function skippedHeadings(html: string): string[] {
  const list = headings(html);
  return list.filter((h, i) => i > 0 && Number(h[1]) > Number(list[i - 1][1]) + 1);
}
