import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { hostname } from 'node:os';
import { isStaleHere, previousRelease, releaseName, releasesToPrune, sinceText, sortedReleases } from './release-layout.ts';
import { manifestChanges, sameRelease, type ReleaseManifest } from './release-manifest.ts';

const names = ['2026-03-10T09-00-00Z', '2026-03-11T09-00-00Z', '2026-03-12T09-00-00Z', '2026-03-12T09-00-00Z-2', '2026-03-13T09-00-00Z'];

describe('release layout', () => {
  test('release names sort by time and are never reused', () => {
    const at = new Date('2026-03-12T09:00:00.123Z');
    assert.equal(releaseName(at, []), '2026-03-12T09-00-00Z');
    assert.equal(releaseName(at, names), '2026-03-12T09-00-00Z-3');
  });

  test('a new release name sorts after every release of its second, also after the oldest of them were pruned', () => {
    const at = new Date('2026-03-12T09:00:00.123Z');
    const cases: [string[], string][] = [
      [['2026-03-12T09-00-00Z-2', '2026-03-12T09-00-00Z-3'], '2026-03-12T09-00-00Z-4'],
      [['2026-03-12T09-00-00Z-3'], '2026-03-12T09-00-00Z-4'],
      [['2026-03-12T09-00-00Z', '2026-03-12T09-00-00Z-9'], '2026-03-12T09-00-00Z-10'],
      [['2026-03-12T09-00-01Z', '.2026-03-12T09-00-00Z.parcial', '2026-03-12T09-00-00Z-x'], '2026-03-12T09-00-00Z'],
    ];
    for (const [existing, expected] of cases) {
      const name = releaseName(at, existing);
      assert.equal(name, expected, existing.join(' '));
      const sameSecond = existing.filter((n) => n.startsWith('2026-03-12T09-00-00Z'));
      assert.equal(sortedReleases([name, ...sameSecond]).at(-1), name, `${name} is the newest of ${existing.join(' ')}`);
    }
  });

  test('releases of the same second are ordered by their number, -10 after -9', () => {
    assert.deepEqual(sortedReleases(['2026-03-12T09-00-00Z-10', '2026-03-12T09-00-01Z', '2026-03-12T09-00-00Z-9', '2026-03-12T09-00-00Z']),
      ['2026-03-12T09-00-00Z', '2026-03-12T09-00-00Z-9', '2026-03-12T09-00-00Z-10', '2026-03-12T09-00-01Z']);
  });

  test('pruning keeps the newest N, the live release and the one before it', () => {
    assert.deepEqual(releasesToPrune(names, names[4], 2), names.slice(0, 3));
    // After a rollback to the oldest, it and nothing before it is deleted.
    assert.deepEqual(releasesToPrune(names, names[1], 2), [names[2]]);
    assert.deepEqual(releasesToPrune([...names, '.2026-03-14T09-00-00Z.parcial', 'outra-coisa'], names[4], 5), []);
  });

  test('the previous release is the one that was live before the live one; without that record, the one before it', () => {
    // Published over names[1] after a rollback to it: names[2] and names[3] were rolled back.
    assert.equal(previousRelease(names, names[4], names[1]), names[1]);
    assert.equal(previousRelease(names, names[4]), names[3]);
    assert.equal(previousRelease(names, names[4], '2026-03-01T09-00-00Z'), names[3], 'a record of a release no longer there');
    assert.equal(previousRelease(names, names[4], names[4]), names[3]);
    assert.equal(previousRelease(names, names[0]), null);
    assert.equal(previousRelease(names, null), null);
  });

  test('pruning never deletes the release that was live before the live one', () => {
    assert.deepEqual(releasesToPrune(names, names[4], 2, names[1]), [names[0], names[2]]);
  });

  test('a lock is stale only when its process is gone from this very machine', () => {
    const since = new Date().toISOString();
    assert.equal(isStaleHere({ who: 'x', host: hostname(), pid: 2 ** 22 + 11, since }), true);
    assert.equal(isStaleHere({ who: 'x', host: hostname(), pid: process.ppid, since }), false);
    assert.equal(isStaleHere({ who: 'x', host: 'outra-maquina', pid: 2 ** 22 + 11, since }), false);
    assert.equal(isStaleHere(null), false);
  });

  test('times are shown in São Paulo', () => assert.equal(sinceText('2026-03-12T13:05:09.000Z'), '12/03/2026 às 10:05'));
});

describe('release manifest', () => {
  const m = (files: Record<string, string>): ReleaseManifest => ({ version: 1, files: Object.fromEntries(Object.entries(files).map(([p, h]) => [p, [h, h.length]])) });
  test('changed, removed and their bytes', () => {
    const changes = manifestChanges(m({ 'a.html': 'x', 'b.html': 'y', 'c.html': 'z' }), m({ 'a.html': 'x', 'b.html': 'yy', 'd.html': 'www' }));
    assert.deepEqual(changes, { changed: ['b.html', 'd.html'], removed: ['c.html'], changedBytes: 5 });
    assert.equal(sameRelease(m({ a: 'x' }), m({ a: 'x' })), true);
    assert.equal(sameRelease(m({ a: 'x' }), m({ a: 'x', b: 'y' })), false);
    assert.equal(sameRelease(null, m({})), false);
  });
});
