/**
 * The islands script a page loads before any interaction carries no React (docs/templates.md#islands, "Hydration on
 * use"): the entry and the chunks it imports statically stay small; React comes with the chunks imported on use.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { brotliCompressSync } from 'node:zlib';
import { buildAssets, chunksOnUse, staticImports } from './assets.ts';
import { islandNames } from '../../templates/islands/registry.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

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

test('chunks on use: each island its own chunk and its static imports, the hydrator apart, none preloaded or missing', () => {
  const files = new Map([
    ['assets/islands-E.js', bytes('import{a}from"./chunk-A.js";M({Navbar:()=>import("./chunk-N.js"),Accordion:()=>import("./chunk-F.js"),Gone:()=>import("./chunk-X.js")},()=>import("./chunk-H.js"));')],
    ['assets/chunk-A.js', bytes('export const a=1;')],
    ['assets/chunk-N.js', bytes('import{a}from"./chunk-A.js";import{r}from"./chunk-R.js";export default 1;')],
    ['assets/chunk-F.js', bytes('import{r}from"./chunk-R.js";export default 2;')],
    ['assets/chunk-H.js', bytes('import{r}from"./chunk-R.js";export const hydrateIsland=r;')],
    ['assets/chunk-R.js', bytes('export const r=3;')],
  ]);
  assert.deepEqual(chunksOnUse('/assets/islands-E.js', files, ['/assets/chunk-A.js']), {
    hydrator: ['/assets/chunk-H.js', '/assets/chunk-R.js'],
    islands: { Navbar: ['/assets/chunk-N.js', '/assets/chunk-R.js'], Accordion: ['/assets/chunk-F.js', '/assets/chunk-R.js'], Gone: [] },
  });
  assert.deepEqual(chunksOnUse('/assets/ausente.js', files, []), { hydrator: [], islands: {} });
});

test('the real bundle: every island and React are among the chunks on use, none of them loaded before any interaction', async () => {
  const { scriptImports, onUse, files } = await buildAssets();
  const text = (url: string) => new TextDecoder().decode(files.get(url.slice(1)));
  assert.deepEqual(Object.keys(onUse.islands).sort(), [...islandNames()].sort());
  for (const [name, urls] of Object.entries(onUse.islands)) assert.ok(urls.length > 0, `${name} has no chunk`);
  assert.ok(onUse.hydrator.some((url) => /hydrateRoot/.test(text(url))), 'React\'s hydrateRoot is not in the hydrator\'s chunks');
  for (const url of [...onUse.hydrator, ...Object.values(onUse.islands).flat()]) assert.ok(!scriptImports.includes(url), `${url} is preloaded already`);
});
