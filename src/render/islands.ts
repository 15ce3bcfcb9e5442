/**
 * Collects the islands of one page while it renders and checks that their props are plain JSON: a function or a
 * cycle in island props is a build error that names the island (docs/templates.md#islands).
 */
import type { IslandCollector } from '../../templates/components/Island.tsx';

export class IslandPropsError extends Error {
  constructor(island: string, path: string, what: string) {
    super(`As props da ilha "${island}" não são JSON simples: ${path || 'props'} é ${what}.`);
    this.name = 'IslandPropsError';
  }
}

/**
 * Objects already found plain, with everything below them. The model is never changed once built, and the same
 * objects (the navigation menus, the clinic's logo) are handed to an island on every page: each is walked once per
 * build, not once per page. Only the props' own values are remembered: the objects below them (a service's
 * questions, one by one) are seen on one page, and remembering hundreds of thousands of them cost the garbage
 * collector more than walking them.
 */
const plainObjects = new WeakSet<object>();
const REMEMBERED_DEPTH = 1;

/**
 * `ancestors`: the objects from the props down to `value`'s parent, and `keys` the keys that lead there (both pushed
 * and popped as the walk goes); the path text ("props.menus[2].items") is made only for an error.
 */
function assertPlainJson(island: string, value: unknown, keys: (string | number)[], ancestors: object[]): void {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new IslandPropsError(island, pathOf(keys), `o número ${value}`);
    return;
  }
  if (typeof value === 'function') throw new IslandPropsError(island, pathOf(keys), 'uma função');
  if (typeof value !== 'object') throw new IslandPropsError(island, pathOf(keys), `do tipo ${typeof value}`);
  if (plainObjects.has(value)) return;
  if (ancestors.includes(value)) throw new IslandPropsError(island, pathOf(keys), 'uma referência circular');
  ancestors.push(value);
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      if (value[i] === undefined) continue;
      keys.push(i);
      assertPlainJson(island, value[i], keys, ancestors);
      keys.pop();
    }
  } else {
    const proto = Object.getPrototypeOf(value);
    if (proto !== Object.prototype && proto !== null) throw new IslandPropsError(island, pathOf(keys), `um objeto ${proto?.constructor?.name ?? ''}`.trim());
    for (const key of Object.keys(value)) {
      const child = (value as Record<string, unknown>)[key];
      if (child === undefined) continue;
      keys.push(key);
      assertPlainJson(island, child, keys, ancestors);
      keys.pop();
    }
  }
  ancestors.pop();
  if (ancestors.length <= REMEMBERED_DEPTH) plainObjects.add(value);
}

/** ['menus', 2, 'items'] → 'props.menus[2].items' ('props' alone for the props themselves). */
const pathOf = (keys: (string | number)[]) => keys.reduce<string>((path, key) => (typeof key === 'number' ? `${path}[${key}]` : `${path}.${key}`), 'props');

/**
 * The JSON text of each plain object handed to islands more than once (the menus, the logo), and a short number
 * standing for it in memo keys. Objects seen once (a service's questions) are not kept: their text would only take
 * memory.
 */
const jsonOfObject = new WeakMap<object, { text: string; ref: string }>();
const seenOnce = new WeakSet<object>();
let nextRef = 0;

function jsonOf(value: object): { text: string; ref: string | null } {
  const known = jsonOfObject.get(value);
  if (known) return known;
  const text = JSON.stringify(value);
  if (!seenOnce.has(value)) {
    seenOnce.add(value);
    return { text, ref: null };
  }
  const shared = { text, ref: `#${nextRef++}` };
  jsonOfObject.set(value, shared);
  return shared;
}

/**
 * The props as JSON text, and a short memo key that stands for the same text: each object among the props is
 * serialized once per build (the navigation bar's menus would otherwise be serialized, and hashed as a memo key, on
 * every page). The key is null when an object among the props has not been seen on an earlier page (a service's
 * questions): such an island is rendered once, and keeping its HTML would only take memory, about 15 KB per page,
 * 150 MB at 10,000 services.
 */
function propsJson(props: unknown): { text: string; key: string | null } {
  if (props === null || typeof props !== 'object' || Array.isArray(props)) return { text: JSON.stringify(props), key: null };
  const parts: string[] = [];
  const keys: string[] = [];
  let shared = true;
  for (const [name, value] of Object.entries(props)) {
    if (value === undefined) continue;
    if (value !== null && typeof value === 'object') {
      const known = jsonOf(value);
      parts.push(`${JSON.stringify(name)}:${known.text}`);
      if (known.ref) keys.push(`${JSON.stringify(name)}:${known.ref}`);
      else shared = false;
    } else {
      const text = `${JSON.stringify(name)}:${JSON.stringify(value)}`;
      parts.push(text);
      keys.push(text);
    }
  }
  return { text: `{${parts.join(',')}}`, key: shared ? `{${keys.join(',')}}` : null };
}

/** Keys longer than this (a long text among the props) are not worth keeping in memory. */
const MEMO_KEY_LIMIT = 4 * 1024;

export class PageIslands implements IslandCollector {
  /** Each island's props as JSON text, serialized once: for the memo key and for the page's props script. */
  private readonly json: { id: string; name: string; text: string; key: string | null }[] = [];
  readonly names = new Set<string>();

  /** `shared` is the site-wide memo of island HTML (see IslandCollector.memo). */
  constructor(private readonly shared: Map<string, string> = new Map()) {}

  memo(id: string, render: () => string): string {
    const island = this.json.find((entry) => entry.id === id);
    if (island?.key == null) return render();
    const key = `${id}\u0000${island.name}\u0000${island.key}`;
    if (key.length > MEMO_KEY_LIMIT) return render();
    let html = this.shared.get(key);
    if (html === undefined) {
      html = render();
      this.shared.set(key, html);
    }
    return html;
  }

  add(name: string, props: unknown): string {
    assertPlainJson(name, props, [], []);
    const id = `i${this.json.length}`;
    this.json.push({ id, name, ...propsJson(props) });
    this.names.add(name);
    return id;
  }

  get count(): number {
    return this.json.length;
  }

  /** The props of every island as one JSON object text, `{"i0": {...}, ...}` (escaped by the caller). */
  propsJson(): string {
    return `{${this.json.map((entry) => `${JSON.stringify(entry.id)}:${entry.text}`).join(',')}}`;
  }
}
