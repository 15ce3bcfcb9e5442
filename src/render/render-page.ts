/**
 * Page → HTML document. Pure: props in, string out, no file access (docs/templates.md#purity).
 * The body is rendered with react-dom/server; islands inside it record their props, which are written once as
 * JSON, and only a page that has islands gets the module script.
 */
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { IslandContext } from '../../templates/components/Island.tsx';
import { templates } from '../../templates/pages/index.ts';
import type { Page } from '../routes/page.ts';
import type { ChunksOnUse } from './assets.ts';
import { renderHead, type HeadAssets } from './head.ts';
import { escapeHtml, escapeJsonForScript } from './html.ts';
import { PageIslands } from './islands.ts';

export interface RenderAssets extends Omit<HeadAssets, 'script'> {
  script: string;
  islands: string[];
  /** What the script imports on use; a page names the part its islands need (chunksAheadOf). */
  onUse: ChunksOnUse;
}

/**
 * The chunks a page's islands import on use (React and the hydrator, then each island's own), for the islands script
 * to fetch at a visitor's first touch, ahead of a tap (src/render/client/hydrate.ts).
 */
function chunksAheadOf(onUse: ChunksOnUse, islands: Iterable<string>): string {
  const urls = new Set(onUse.hydrator);
  for (const name of islands) for (const url of onUse.islands[name] ?? []) urls.add(url);
  return [...urls].join(' ');
}

/** `islandMemo` is shared by all pages of one build (see IslandCollector.memo). */
export function renderPage(page: Page, assets: RenderAssets, islandMemo?: Map<string, string>): string {
  const template = templates[page.template] as ComponentType<object> | undefined;
  if (!template) throw new Error(`modelo de página inexistente: ${page.template}`);
  const islands = new PageIslands(islandMemo);
  const body = renderToString(
    createElement(IslandContext.Provider, { value: islands }, createElement(template, page.props as object)),
  );
  for (const name of islands.names) {
    if (!assets.islands.includes(name)) throw new Error(`a ilha "${name}" não existe em templates/islands/${name}.tsx`);
  }
  const hasIslands = islands.count > 0;
  const head = renderHead(page.head, { ...assets, script: hasIslands ? assets.script : null }, page.props.site.settings.clinicName);
  const tail = hasIslands
    ? `<script type="application/json" id="island-props">${escapeJsonForScript(islands.propsJson())}</script><script type="module" src="${assets.script}" data-preload-on-touch="${escapeHtml(chunksAheadOf(assets.onUse, islands.names))}"></script>`
    : '';
  return `<!DOCTYPE html><html lang="pt-BR">${head}<body>${body}${tail}</body></html>\n`;
}
