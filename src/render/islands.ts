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

function assertPlainJson(island: string, value: unknown, path: string, ancestors: object[]): void {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new IslandPropsError(island, path, `o número ${value}`);
    return;
  }
  if (typeof value === 'function') throw new IslandPropsError(island, path, 'uma função');
  if (typeof value !== 'object') throw new IslandPropsError(island, path, `do tipo ${typeof value}`);
  if (ancestors.includes(value)) throw new IslandPropsError(island, path, 'uma referência circular');
  const proto = Object.getPrototypeOf(value);
  if (!Array.isArray(value) && proto !== Object.prototype && proto !== null) {
    throw new IslandPropsError(island, path, `um objeto ${proto?.constructor?.name ?? ''}`.trim());
  }
  for (const [key, child] of Object.entries(value)) {
    if (child === undefined) continue;
    assertPlainJson(island, child, `${path}${Array.isArray(value) ? `[${key}]` : `.${key}`}`, [...ancestors, value]);
  }
}

/** Keys longer than this (a list page's thousands of cards) are used once: not worth keeping in memory. */
const MEMO_KEY_LIMIT = 64 * 1024;

export class PageIslands implements IslandCollector {
  /** Each island's props as JSON text, serialized once: for the memo key and for the page's props script. */
  private readonly json: { id: string; name: string; text: string }[] = [];
  readonly names = new Set<string>();

  /** `shared` is the site-wide memo of island HTML (see IslandCollector.memo). */
  constructor(private readonly shared: Map<string, string> = new Map()) {}

  memo(id: string, render: () => string): string {
    const island = this.json.find((entry) => entry.id === id);
    const key = island ? `${id}\u0000${island.name}\u0000${island.text}` : '';
    if (!island || key.length > MEMO_KEY_LIMIT) return render();
    let html = this.shared.get(key);
    if (html === undefined) {
      html = render();
      this.shared.set(key, html);
    }
    return html;
  }

  add(name: string, props: unknown): string {
    assertPlainJson(name, props, 'props', []);
    const id = `i${this.json.length}`;
    this.json.push({ id, name, text: JSON.stringify(props) });
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
