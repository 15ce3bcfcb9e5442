/**
 * A dev rebuild walks each unchanged item once: the page comparison (src/dev/site-patch.ts) finds it equal, and the
 * values computed from it (src/dev/reuse-memo.ts) are then reused without walking it again; and the next rebuild
 * compares against this rebuild's objects, so those of older builds are not kept.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { reuseFrom, type ReuseMemo } from './reuse-memo.ts';
import { SameValue } from './same-value.ts';
import { patchSite, type WrittenSite } from './site-patch.ts';

/** A service whose fields count how often they are read. */
function countedService(price: string, reads: { count: number }) {
  const service = { slug: 'botox' } as Record<string, unknown>;
  Object.defineProperty(service, 'price', { enumerable: true, get: () => (reads.count++, price) });
  return service;
}

test('an item the page comparison found equal is reused without being walked again', () => {
  const reads = { count: 0 };
  const earlier = countedService('A partir de R$ 400', reads);
  const now = countedService('A partir de R$ 400', reads);
  const same = new SameValue();
  // As the page comparison passes them: the earlier build's value first.
  assert.ok(same.same({ own: { service: earlier } }, { own: { service: now } }));
  const walked = reads.count;
  assert.ok(walked > 0);
  const before: ReuseMemo = new Map([['servico', new Map([['botox', { item: earlier, value: 'textos da página' }]])]]);
  const { reuse, after } = reuseFrom(before, same);
  assert.equal(reuse('servico', 'botox', now, () => 'calculado de novo'), 'textos da página');
  assert.equal(reads.count, walked, 'o serviço foi percorrido de novo');
  assert.equal(after.get('servico')?.get('botox')?.item, now);
});

test('a page found unchanged keeps the new key, so the next rebuild compares against this one', () => {
  const out = mkdtempSync(join(tmpdir(), 'clinic-site-patch-'));
  try {
    const oldKey = { service: { price: 'A partir de R$ 400' } };
    const newKey = { service: { price: 'A partir de R$ 400' } };
    const before: WrittenSite = new Map([['servico/botox.html', { key: oldKey, hash: 'h' }]]);
    const same = new SameValue();
    const entry = { path: 'servico/botox.html', key: newKey, contents: () => assert.fail('a página igual foi gerada de novo') };
    const patch = patchSite(out, before, [entry], (a, b) => same.same(a, b));
    assert.equal(patch.written.get('servico/botox.html')?.key, newKey);
    assert.equal(patch.written.get('servico/botox.html')?.hash, 'h');
    assert.deepEqual(patch.changed, []);
    assert.deepEqual(readdirSync(out), []);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});
