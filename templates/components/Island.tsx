/**
 * Marks an interactive widget (an "island"): it renders on the server like any component, and the page's small
 * module script hydrates it in the browser from the same file (templates/islands/registry.ts) with the same props.
 *
 * The props are collected per page and written once as JSON (src/render/islands.ts); they must be plain JSON.
 * Island components must render the same markup on the server and the client: read `window`, `document`, cookies or
 * the URL only in effects and event handlers.
 */
import { createContext, useContext, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { islandIdPrefix } from '../islands/island-id.ts';
import { islandNameOf } from '../islands/registry.ts';

export interface IslandCollector {
  /** Records an island's props and returns its id on the page ('i0', 'i1'...). Throws if props are not plain JSON. */
  add(name: string, props: unknown): string;
  /**
   * Optional: returns the HTML rendered earlier for the same island (name, position, and the same props objects,
   * shared by several pages), or renders and remembers it. The build shares one memo across pages, so the
   * navigation bar, identical on every page of a section, renders once per section.
   */
  memo?(id: string, render: () => string): string;
}

export const IslandContext = createContext<IslandCollector | null>(null);


interface IslandProps<P> {
  /** A component listed in templates/islands/registry.ts; the browser loads the same file to hydrate it. */
  component: ComponentType<P>;
  props: P;
  /** Element wrapping the island; 'div' by default (laid out with `display: contents`). */
  as?: 'div' | 'span';
  /**
   * When the browser hydrates it (docs/templates.md#islands): by default when a visitor is about to use it (pointer,
   * touch, focus); 'visible' also when it scrolls near the viewport (a widget that moves on its own).
   */
  load?: 'use' | 'visible';
  /** Address parameters that need the island at once when present (`['categoria']` for `/servico?categoria=…`). */
  params?: string[];
}

export function Island<P extends object>({ component: Component, props, as: Tag = 'div', load = 'use', params }: IslandProps<P>) {
  const name = islandNameOf(Component as ComponentType<never>);
  if (!name) throw new Error(`O componente ${Component.displayName ?? Component.name} não é uma ilha registrada em templates/islands/registry.ts.`);
  const collector = useContext(IslandContext);
  if (!collector) throw new Error(`A ilha "${name}" foi usada fora de uma página (falta IslandContext).`);
  const id = collector.add(name, props);
  // A separate root, exactly like the one hydrateRoot creates in the browser (renderToString, not
  // renderToStaticMarkup, whose markup React cannot hydrate).
  const render = () => renderToString(<Component {...props} />, { identifierPrefix: islandIdPrefix(id) });
  const html = collector.memo ? collector.memo(id, render) : render();
  return (
    <Tag
      data-island={name}
      data-island-id={id}
      data-island-load={load === 'use' ? undefined : load}
      data-island-params={params?.length ? params.join(' ') : undefined}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
