import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { keepBundles, keptBundles, type KeptBundles } from './assets-cache.ts';

test('kept bundles are reused only while every input, the recipe and the islands are unchanged', (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'clinic-site-assets-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const folder = join(dir, 'cache');
  const input = join(dir, 'site.css');
  writeFileSync(input, 'body { color: #111 }');
  const bundles: KeptBundles = {
    stylesheet: '/assets/site-A.css',
    script: '/assets/islands-B.js',
    islands: ['Navbar'],
    files: new Map([
      ['assets/site-A.css', new TextEncoder().encode('body{color:#111}')],
      ['assets/islands-B.js', new TextEncoder().encode('export{}')],
    ]),
  };
  keepBundles(bundles, 'receita', [input], folder);
  const kept = keptBundles(['Navbar'], 'receita', folder);
  assert.ok(kept);
  assert.equal(kept.stylesheet, bundles.stylesheet);
  assert.deepEqual([...kept.files].map(([path, bytes]) => [path, Buffer.from(bytes).toString()]), [
    ['assets/site-A.css', 'body{color:#111}'],
    ['assets/islands-B.js', 'export{}'],
  ]);
  assert.equal(keptBundles(['Navbar', 'Accordion'], 'receita', folder), null, 'another island list');
  assert.equal(keptBundles(['Navbar'], 'outra receita', folder), null, 'other esbuild options');
  utimesSync(input, new Date(), new Date(Date.now() + 5_000));
  assert.equal(keptBundles(['Navbar'], 'receita', folder), null, 'an input edited since');
  writeFileSync(join(folder, 'index.json'), '{');
  assert.equal(keptBundles(['Navbar'], 'receita', folder), null, 'a damaged index');
  const other = join(dir, 'outro-cache');
  keepBundles(bundles, 'receita', [join(dir, 'sumiu.css')], other);
  assert.equal(keptBundles(['Navbar'], 'receita', other), null, 'bundles with an input that is not a file are not kept');
});
