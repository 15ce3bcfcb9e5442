/**
 * The `useId` prefix of an island, shared by the server render (templates/components/Island.tsx) and the browser's
 * hydration (src/render/client/hydrate.ts): the two must agree or hydration silently breaks, so it lives here once.
 */
export const islandIdPrefix = (id: string) => `${id}-`;
