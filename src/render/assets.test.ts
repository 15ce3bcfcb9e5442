/**
 * The islands script a page loads before any interaction carries no React (docs/templates.md#islands, "Hydration on
 * use"): the entry and the chunks it imports statically stay small; React comes with the chunks imported on use.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { brotliCompressSync } from 'node:zlib';
import { buildAssets } from './assets.ts';

test('the islands entry and its static imports hold no React and stay under 15 KB brotli', async () => {
  const { script, files } = await buildAssets();
  const text = (path: string) => new TextDecoder().decode(files.get(path));
  const eager = new Set<string>();
  const pending = [script.slice(1)];
  while (pending.length) {
    const path = pending.pop()!;
    if (eager.has(path)) continue;
    eager.add(path);
    for (const match of text(path).matchAll(/(?:from|import)\s*"\.\/(chunk-[\w-]+\.js)"/g)) pending.push(`assets/${match[1]}`);
  }
  const eagerText = [...eager].map(text).join('\n');
  assert.doesNotMatch(eagerText, /hydrateRoot|react\.element|__SECRET_INTERNALS|react-dom/i, 'React is loaded before any interaction');
  const bytes = [...eager].reduce((sum, path) => sum + brotliCompressSync(files.get(path)!).length, 0);
  assert.ok(bytes <= 15 * 1024, `${bytes} bytes brotli before any interaction`);
  const lazy = [...files.keys()].filter((path) => path.endsWith('.js') && !eager.has(path));
  assert.ok(lazy.some((path) => /hydrateRoot|createRoot/.test(text(path))), 'React is among the chunks loaded on use');
});
