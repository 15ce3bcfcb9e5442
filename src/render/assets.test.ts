/**
 * The islands script a page loads before any interaction carries no React (docs/templates.md#islands, "Hydration on
 * use"): the entry and the chunks it imports statically stay small; React comes with the chunks imported on use.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { brotliCompressSync } from 'node:zlib';
import { buildAssets, staticImports } from './assets.ts';

test('the islands entry and its static imports hold no React and stay under 15 KB brotli', async () => {
  const { script, scriptImports, files } = await buildAssets();
  const text = (path: string) => new TextDecoder().decode(files.get(path));
  const eager = new Set<string>();
  const pending = [script.slice(1)];
  while (pending.length) {
    const path = pending.pop()!;
    if (eager.has(path)) continue;
    eager.add(path);
    for (const match of text(path).matchAll(/(?:from|import)\s*"\.\/(chunk-[\w-]+\.js)"/g)) pending.push(`assets/${match[1]}`);
  }
  // Every page with islands preloads exactly these beside the entry (src/render/head.ts).
  assert.deepEqual(new Set(scriptImports.map((url) => url.slice(1))), new Set([...eager].filter((path) => path !== script.slice(1))));
  assert.ok(scriptImports.length > 0);
  const eagerText = [...eager].map(text).join('\n');
  assert.doesNotMatch(eagerText, /hydrateRoot|react\.element|__SECRET_INTERNALS|react-dom/i, 'React is loaded before any interaction');
  const bytes = [...eager].reduce((sum, path) => sum + brotliCompressSync(files.get(path)!).length, 0);
  assert.ok(bytes <= 15 * 1024, `${bytes} bytes brotli before any interaction`);
  const lazy = [...files.keys()].filter((path) => path.endsWith('.js') && !eager.has(path));
  assert.ok(lazy.some((path) => /hydrateRoot|createRoot/.test(text(path))), 'React is among the chunks loaded on use');
});

test('static imports: named, bare and transitive ones; not those imported on use, nor the entry again', () => {
  const bytes = (text: string) => new TextEncoder().encode(text);
  const files = new Map([
    ['assets/islands-E.js', bytes('import{a as h}from"./chunk-A.js";import"./chunk-B.js";const x=()=>import("./chunk-LAZY.js");')],
    ['assets/chunk-A.js', bytes('import{b}from "./chunk-C.js";import * as n from"./islands-E.js";export{b as a};')],
    ['assets/chunk-B.js', bytes('console.log("import \\"./nada.js\\"")')],
    ['assets/chunk-C.js', bytes('export const b=1;')],
    ['assets/chunk-LAZY.js', bytes('import"./chunk-D.js";')],
  ]);
  assert.deepEqual(staticImports('/assets/islands-E.js', files).sort(), ['/assets/chunk-A.js', '/assets/chunk-B.js', '/assets/chunk-C.js']);
  assert.deepEqual(staticImports('/assets/ausente.js', files), []);
});
