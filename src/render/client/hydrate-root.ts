/**
 * The React half of the islands, loaded only when a first island is about to be used (src/render/client/hydrate.ts):
 * hydrates one island in its own root, with the `useId` prefix the server used.
 */
import { createElement, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { islandIdPrefix } from '../../../templates/islands/island-id.ts';

export function hydrateIsland(element: HTMLElement, component: unknown, props: Record<string, unknown>, id: string): void {
  hydrateRoot(element, createElement(component as ComponentType<Record<string, unknown>>, props), { identifierPrefix: islandIdPrefix(id) });
}
