/**
 * Test helpers of the catalogue pages: render a page as the build does (with an island collector) and read the
 * HTML the way a visitor or a screen reader meets it: visible text, headings in order, links with their names.
 * React's server markup is regular (double-quoted attributes, escaped text), so plain patterns read it reliably.
 */
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { IslandContext } from '../Island.tsx';

export interface Rendered {
  html: string;
  /** Island names and props in the order the page added them. */
  islands: { name: string; props: unknown }[];
}

export function renderPage(element: ReactElement): Rendered {
  const islands: Rendered['islands'] = [];
  const collector = { add: (name: string, props: unknown) => (islands.push({ name, props }), `i${islands.length - 1}`) };
  const html = renderToString(<IslandContext.Provider value={collector}>{element}</IslandContext.Provider>);
  return { html, islands };
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

/** Links with href and accessible text (including visually hidden text). */
export function links(html: string): { href: string; name: string }[] {
  return [...html.matchAll(/<a\b[^>]*?href="([^"]*)"[^>]*>(.*?)<\/a>/gs)].map((m) => ({
    href: m[1].replace(/&amp;/g, '&'),
    name: textOf(m[2]),
  }));
}

/** The first link whose name starts with the given text. */
export function linkNamed(html: string, name: string): { href: string; name: string } | undefined {
  return links(html).find((link) => link.name.startsWith(name));
}

/** Elements carrying an attribute, e.g. count(html, 'role="status"'). */
export function count(html: string, fragment: string): number {
  return html.split(fragment).length - 1;
}

/** Headings that skip a level after the one before them ('h2 A' then 'h4 B' gives ['h4 B']); [] when in order. */
export function skippedHeadings(html: string): string[] {
  const list = headings(html);
  return list.filter((h, i) => i > 0 && Number(h[1]) > Number(list[i - 1][1]) + 1);
}
