/**
 * Browser side of the islands: finds every `[data-island]` element, loads that island's module (one chunk per
 * island, shared React chunk) and hydrates it with the props the server wrote into `#island-props`.
 * Runs as a module script, i.e. after the document is parsed; the page is fully readable before this runs.
 */
import { createElement, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';

type Loader = () => Promise<{ default: ComponentType<Record<string, unknown>> }>;

const islandIdPrefix = (id: string) => `${id}-`;

export function hydrateIslands(loaders: Record<string, Loader>): void {
  const propsElement = document.getElementById('island-props');
  if (!propsElement) return;
  const propsById = JSON.parse(propsElement.textContent || '{}') as Record<string, Record<string, unknown>>;
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const name = element.dataset.island!;
    const id = element.dataset.islandId!;
    const load = loaders[name];
    if (!load) {
      console.error(`Ilha desconhecida: ${name}`);
      continue;
    }
    load()
      .then((module) =>
        hydrateRoot(element, createElement(module.default, propsById[id] ?? {}), {
          identifierPrefix: islandIdPrefix(id),
        }),
      )
      .catch((error) => console.error(`Falha ao carregar a ilha ${name}`, error));
  }
}
