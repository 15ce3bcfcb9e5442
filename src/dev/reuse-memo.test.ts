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
import { newReuseMemo, reuseFrom } from './reuse-memo.ts';
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
  const memo = newReuseMemo();
  memo.kinds.set('servico', new Map([['botox', { item: earlier, value: 'textos da página', rebuild: 0 }]]));
  const { reuse } = reuseFrom(memo, same);
  assert.equal(reuse('servico', 'botox', now, () => 'calculado de novo'), 'textos da página');
  assert.equal(reads.count, walked, 'o serviço foi percorrido de novo');
  assert.equal(memo.kinds.get('servico')?.get('botox')?.item, now);
});

test('the memo holds the latest item, a value changes only with its item, and a finished rebuild drops what it did not use', () => {
  const memo = newReuseMemo();
  const first = reuseFrom(memo, new SameValue());
  assert.equal(first.reuse('servico', 'botox', { price: 400 }, () => 'R$ 400'), 'R$ 400');
  assert.equal(first.reuse('servico', 'laser', { price: 300 }, () => 'R$ 300'), 'R$ 300');
  first.finish();
  const second = reuseFrom(memo, new SameValue());
  assert.equal(second.reuse('servico', 'botox', { price: 400 }, () => assert.fail('igual: não se calcula de novo')), 'R$ 400');
  // A rebuild that fails here (no finish) leaves 'laser' and the new botox entry, each still right for its item.
  const third = reuseFrom(memo, new SameValue());
  assert.equal(third.reuse('servico', 'botox', { price: 450 }, () => 'R$ 450'), 'R$ 450');
  third.finish();
  assert.deepEqual([...memo.kinds.get('servico')!.keys()], ['botox']);
  const fourth = reuseFrom(memo, new SameValue());
  assert.equal(fourth.reuse('servico', 'botox', { price: 450 }, () => assert.fail('igual: não se calcula de novo')), 'R$ 450');
  assert.equal(fourth.reuse('servico', 'botox', { price: 400 }, () => 'R$ 400 de novo'), 'R$ 400 de novo');
});

test('a page found unchanged keeps the new key, so the next rebuild compares against this one', async () => {
  const out = mkdtempSync(join(tmpdir(), 'clinic-site-patch-'));
  try {
    const oldKey = { service: { price: 'A partir de R$ 400' } };
    const newKey = { service: { price: 'A partir de R$ 400' } };
    const before: WrittenSite = new Map([['servico/botox.html', { key: oldKey }]]);
    const same = new SameValue();
    const entry = { path: 'servico/botox.html', key: newKey, contents: () => assert.fail('a página igual foi gerada de novo') };
    const patch = await patchSite(out, before, [entry], (a, b) => same.same(a, b));
    assert.equal(patch.written.get('servico/botox.html')?.key, newKey);
    assert.deepEqual(patch.changed, []);
    assert.deepEqual(readdirSync(out), []);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});
