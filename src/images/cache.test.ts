/** The image cache between builds: what a photo replaced long ago leaves behind is cleared, what the site shows stays. */
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { imageFiles, useAt } from '../../test/support/image-uses.ts';
import { phonePhoto } from '../../test/support/phone-photos.js';
import { ImageCache, UNUSED_FOR_MS } from './cache.ts';
import { processImages } from './process-images.ts';

const dir = mkdtempSync(join(tmpdir(), 'clinic-site-image-cache-'));
after(() => rmSync(dir, { recursive: true, force: true }));

/** Moves an entry's last use `days` into the past, as if no build had read it since. */
function age(folder: string, days: number) {
  const then = new Date(Date.now() - days * 24 * 3_600_000);
  utimesSync(join(folder, 'imagem.json'), then, then);
}

test('entries no build has used for 30 days are removed after a build that adds one; entries in use stay', async () => {
  const files = imageFiles({
    'sala.jpg': await phonePhoto({ width: 400, height: 300, seed: 51 }),
    'antiga.jpg': await phonePhoto({ width: 400, height: 300, seed: 52 }),
    'nova.jpg': await phonePhoto({ width: 400, height: 300, seed: 53 }),
  });
  const folderOf = (name: string) => (processImages([useAt(name, 2)], files, { cache: new ImageCache(dir) }).then((r) => r.files[0].source.replace(/\/[^/]+$/, '')));
  const kept = await folderOf('sala.jpg');
  const replaced = await folderOf('antiga.jpg');
  // Both encoded long ago; a killed build's temporary folder is as old.
  age(kept, 40);
  age(replaced, 40);
  const leftover = `${replaced}.tmp-1-abc`;
  mkdirSync(leftover);
  const then = new Date(Date.now() - UNUSED_FOR_MS - 60_000);
  utimesSync(leftover, then, then);
  // A build still showing sala.jpg, where nova.jpg took the place of antiga.jpg.
  const cache = new ImageCache(dir);
  await processImages([useAt('sala.jpg', 2), useAt('nova.jpg', 3)], files, { cache });
  assert.equal(cache.wrote, true);
  assert.equal(existsSync(kept), true, 'a photo the site shows keeps its entry');
  assert.equal(existsSync(replaced), false, 'the replaced photo, unused for 40 days, is removed');
  assert.equal(existsSync(leftover), false);
  // A build that encodes nothing touches nothing else.
  age(kept, 40);
  const warm = new ImageCache(dir);
  await processImages([useAt('nova.jpg', 3)], files, { cache: warm });
  assert.equal(warm.wrote, false);
  assert.equal(existsSync(kept), true);
});
