/**
 * Browser side of the islands: finds every `[data-island]` element, loads that island's module (one chunk per
 * island, shared React chunk) and hydrates it with the props the server wrote into `#island-props`.
 * Runs as a module script, i.e. after the document is parsed; the page is fully readable before this runs.
 *
 * Hydration is spread over tasks so that a phone's main thread is never blocked for long: islands on screen first,
 * one per task, then the rest when the browser is idle. All modules start downloading at once.
 */
import { createElement, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { islandIdPrefix } from '../../../templates/islands/island-id.ts';

type Loader = () => Promise<{ default: ComponentType<Record<string, unknown>> }>;


const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const whenIdle = () =>
  new Promise<void>((resolve) => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: 1500 });
    else setTimeout(resolve, 50);
  });

/** True when the island's first element is at least partly in the viewport (wrappers are display: contents). */
function onScreen(element: HTMLElement): boolean {
  const box = element.firstElementChild?.getBoundingClientRect();
  return Boolean(box && (box.width || box.height) && box.bottom > 0 && box.top < window.innerHeight);
}

export async function hydrateIslands(loaders: Record<string, Loader>): Promise<void> {
  const propsElement = document.getElementById('island-props');
  if (!propsElement) return;
  const propsById = JSON.parse(propsElement.textContent || '{}') as Record<string, Record<string, unknown>>;
  const all = [...document.querySelectorAll<HTMLElement>('[data-island]')];
  const visible = all.filter(onScreen);
  const ordered = [...visible, ...all.filter((element) => !visible.includes(element))];
  const modules = ordered.map((element) => {
    const load = loaders[element.dataset.island!];
    if (!load) return Promise.reject(new Error(`Ilha desconhecida: ${element.dataset.island}`));
    return load();
  });
  for (const [index, element] of ordered.entries()) {
    if (index > 0) await (index < visible.length ? nextTask() : whenIdle());
    const id = element.dataset.islandId!;
    try {
      const module = await modules[index];
      hydrateRoot(element, createElement(module.default, propsById[id] ?? {}), { identifierPrefix: islandIdPrefix(id) });
    } catch (error) {
      console.error(`Falha ao carregar a ilha ${element.dataset.island}`, error);
    }
  }
}
