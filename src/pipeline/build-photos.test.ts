/**
 * End to end with phone photos: the sample sheets with some drawings replaced by JPEGs straight from a (generated)
 * phone, EXIF and GPS included, under the drawings' own file names, as a clinic would drop them in. The site must
 * publish none of the camera's metadata, serve <picture> elements, reuse the cache on a rebuild, and stop with a
 * located error for an iPhone HEIC file.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { assertNoMetadata } from '../../test/support/image-checks.ts';
import { heicLike } from '../../test/support/image-uses.ts';
import { CAMERA_MAKE, phonePhoto } from '../../test/support/phone-photos.js';
import { build } from './build-site.ts';
import { SheetProblems } from '../errors/problems.ts';

const SHEETS = join(import.meta.dirname, '..', '..', 'sheets');
let dir: string;
let sheets: string;
let cache: string;

function filesOf(root: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const path = join(d, name);
      if (statSync(path).isDirectory()) walk(path);
      else files.set(relative(root, path), readFileSync(path));
    }
  };
  walk(root);
  return files;
}

before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'clinic-site-photos-'));
  sheets = join(dir, 'sheets');
  cache = join(dir, 'cache');
  cpSync(SHEETS, sheets, { recursive: true });
  // Same names as the drawings (the cells stay as they are): the content decides, not the extension.
  writeFileSync(join(sheets, 'imagens', 'facial-pele.svg'), await phonePhoto({ width: 1200, height: 900, seed: 31, orientation: 6 }));
  writeFileSync(join(sheets, 'imagens', 'protocolo-facial.svg'), await phonePhoto({ width: 1600, height: 1200, seed: 32 }));
  writeFileSync(join(sheets, 'imagens', 'clinica.svg'), await phonePhoto({ width: 1200, height: 1000, seed: 33 }));
});
after(() => rmSync(dir, { recursive: true, force: true }));

describe('build with phone photos', () => {
  let out: string;
  let site: Map<string, Buffer>;
  before(async () => {
    out = join(dir, 'out');
    await build({ sheets, out, imageCache: cache });
    site = filesOf(out);
  });

  test('no published file carries the camera, EXIF or GPS; every photo parses without metadata', async () => {
    for (const [path, bytes] of site) {
      assert.equal(bytes.includes(CAMERA_MAKE), false, path);
      assert.equal(bytes.includes('Exif\0'), false, path);
      if (/\.(jpg|png|webp|avif)$/.test(path)) await assertNoMetadata(bytes, path);
    }
  });

  test('a detail page shows the photo as <picture> with AVIF and WebP, eager and high priority (its LCP)', () => {
    const html = site.get('servico/hidratacao-facial.html')!.toString();
    const picture = /<picture>.*?<\/picture>/.exec(html)?.[0] ?? '';
    assert.match(picture, /<source type="image\/avif" srcSet="\/imagens\/skinbooster-320\.[0-9a-f]{8}\.avif 320w, [^"]*900w"/);
    assert.match(picture, /<source type="image\/webp"/);
    // Orientation 6: stored 1200×900, seen 900 wide and 1200 tall.
    assert.match(picture, /<img class="cat-hero__image" src="\/imagens\/skinbooster-900\.[0-9a-f]{8}\.jpg" srcSet="[^"]+" sizes="[^"]+" alt="[^"]+" width="900" height="1200" loading="eager" fetchPriority="high"\/>/);
    for (const src of picture.matchAll(/\/imagens\/[^ ",]+/g)) assert.ok(site.has(src[0].slice(1)), src[0]);
    // Shared on social networks: the item's own photo, cut to 1200×630.
    assert.match(html, /<meta property="og:image" content="https:\/\/www\.clinica-aurora\.example\/imagens\/skinbooster-compartilhar\.[0-9a-f]{8}\.jpg">/);
    assert.match(html, /<meta property="og:image:width" content="1200"><meta property="og:image:height" content="630">/);
  });

  test('a rebuild encodes nothing and writes the same bytes', async () => {
    const entries = () => readdirSync(join(cache, 'variantes'), { recursive: true }).length;
    const before = entries();
    const second = join(dir, 'out-2');
    const result = await build({ sheets, out: second, imageCache: cache });
    assert.equal(entries(), before);
    assert.deepEqual(filesOf(second), site);
    assert.ok(result.timings.imagens !== undefined);
  });
});

test('an iPhone HEIC photo stops the build with its cells located, and out/ stays as it was', async () => {
  const broken = join(dir, 'sheets-heic');
  cpSync(sheets, broken, { recursive: true });
  writeFileSync(join(broken, 'imagens', 'facial-labios.svg'), heicLike());
  const out = join(dir, 'out');
  const previous = filesOf(out);
  const error = await build({ sheets: broken, out, imageCache: cache }).catch((e: unknown) => e);
  assert.ok(error instanceof SheetProblems);
  const heic = error.problems.filter((p) => p.code === 'IMAGEM_HEIC');
  assert.ok(heic.length > 0);
  // One error per cell that names the file, in each workbook that uses it.
  assert.deepEqual([...new Set(heic.map((p) => `${p.location.file} › ${p.location.sheet}`))], ['servicos.xlsx › Serviços', 'tratamentos.xlsx › Tratamentos']);
  for (const p of heic) {
    assert.match(p.location.cell ?? '', /^[A-Z]+\d+$/);
    assert.ok(p.location.row! > 1 && p.location.column);
    assert.equal(p.value, 'facial-labios.svg');
  }
  assert.deepEqual(filesOf(out), previous);
});
