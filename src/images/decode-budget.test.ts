/** The pool's memory budget: estimates from headers, and a budget that is never exceeded whatever the workers. */
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { withDeclaredSize } from '../../test/support/hostile-images.ts';
import { imageFiles, useAt } from '../../test/support/image-uses.ts';
import { ImageCache } from './cache.ts';
import { DECODE_MEMORY_BUDGET, decodeMemory, decodeMemoryOf, imageWorkers, MemoryBudget } from './decode-budget.ts';
import { processImages } from './process-images.ts';

const folders: string[] = [];
after(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const tempCache = () => {
  const dir = mkdtempSync(join(tmpdir(), 'clinic-site-budget-'));
  folders.push(dir);
  return new ImageCache(dir);
};
const MB = 1024 * 1024;

test('decode memory from the header: streamed formats are cheap, whole-image ones cost their samples', () => {
  const mp120 = { width: 12_600, height: 9_500 };
  const cases: [string, Parameters<typeof decodeMemory>[0], number, number][] = [
    ['baseline JPEG', { format: 'jpeg', ...mp120, channels: 3, isProgressive: false }, 0, 20],
    ['progressive JPEG 4:2:0', { format: 'jpeg', ...mp120, channels: 3, isProgressive: true, chromaSubsampling: '4:2:0' }, 390, 410],
    ['progressive JPEG 4:4:4', { format: 'jpeg', ...mp120, channels: 3, isProgressive: true, chromaSubsampling: '4:4:4' }, 730, 750],
    ['progressive JPEG CMYK', { format: 'jpeg', ...mp120, channels: 4, isProgressive: true, chromaSubsampling: '4:4:4:4' }, 960, 990],
    ['interlaced 16-bit PNG', { format: 'png', ...mp120, channels: 3, depth: 'ushort', isProgressive: true }, 1_350, 1_380],
    ['plain PNG', { format: 'png', ...mp120, channels: 3, depth: 'uchar', isProgressive: false }, 0, 20],
    ['WebP', { format: 'webp', width: 4000, height: 3000, channels: 3 }, 40, 50],
    ['AVIF', { format: 'heif', width: 4000, height: 3000, channels: 3 }, 220, 240],
    // Measured 4.6 to 4.8 bytes per pixel: 520 to 540 MB for 118 megapixels.
    ['GIF', { format: 'gif', width: 11_800, height: 10_000, channels: 3 }, 540, 600],
  ];
  for (const [what, meta, low, high] of cases) {
    const mb = decodeMemory(meta) / MB;
    assert.ok(mb >= low && mb <= high, `${what}: ${Math.round(mb)} MB`);
  }
});

test('the budget is never exceeded, is first come first served, and lets one amount bigger than it run alone', async () => {
  const budget = new MemoryBudget(100);
  const order: string[] = [];
  const hold = async (name: string, amount: number, until: Promise<void>) => {
    const release = await budget.acquire(amount);
    order.push(name);
    await until;
    release();
  };
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const jobs = [hold('a', 60, gate), hold('b', 60, Promise.resolve()), hold('c', 10, Promise.resolve()), hold('huge', 500, Promise.resolve())];
  await new Promise((resolve) => setImmediate(resolve));
  assert.deepEqual(order, ['a'], 'b waits for a, and c does not overtake b');
  open();
  await Promise.all(jobs);
  assert.deepEqual(order, ['a', 'b', 'c', 'huge']);
  assert.equal(budget.peak, 100);
});

test('with sixteen workers, big progressive photos decode within the budget; small ones share it', { timeout: 120_000 }, async () => {
  const photo = (seed: number) =>
    sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 120 + seed, sigma: 30 } } }).jpeg({ progressive: true, quality: 60 }).toBuffer();
  const photos = await Promise.all(Array.from({ length: 6 }, (_, i) => photo(i)));
  const each = (await decodeMemoryOf(photos[0])).memory;
  const budget = new MemoryBudget(Math.floor(each * 2.5));
  const files = imageFiles(Object.fromEntries(photos.map((bytes, i) => [`foto-${i}.jpg`, bytes])));
  const uses = photos.map((_, i) => useAt(`foto-${i}.jpg`, 2 + i));
  const { problems, byCell } = await processImages(uses, files, { cache: tempCache(), concurrency: 16, budget });
  assert.deepEqual(problems.filter((p) => p.severity === 'error'), []);
  assert.equal(byCell.size, 6);
  assert.equal(budget.peak, each * 2, 'two at a time, never three');
});

test('a photo whose decode alone would pass the budget (120 MP progressive CMYK) is refused as too big, before decoding', async () => {
  const small = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c08' } }).toColourspace('cmyk').jpeg({ progressive: true }).toBuffer();
  const cmyk = withDeclaredSize(small, 12_600, 9_500);
  assert.ok((await decodeMemoryOf(cmyk)).memory > DECODE_MEMORY_BUDGET);
  const { problems } = await processImages([useAt('grafica.jpg', 9)], imageFiles({ 'grafica.jpg': cmyk }), { cache: tempCache() });
  assert.deepEqual(problems.map((p) => [p.code, p.title]), [['IMAGEM_PIXELS_DEMAIS', 'Imagem grande demais']]);
  assert.match(problems[0].message, /exige cerca de 9\d\d MB de memória só para abrir/);
});

test('the pool size follows CLINIC_SITE_IMAGE_WORKERS, else the cores', () => {
  const before = process.env.CLINIC_SITE_IMAGE_WORKERS;
  try {
    process.env.CLINIC_SITE_IMAGE_WORKERS = '64';
    assert.equal(imageWorkers(), 64);
    process.env.CLINIC_SITE_IMAGE_WORKERS = 'muitos';
    assert.ok(imageWorkers() >= 1 && imageWorkers() < 64);
  } finally {
    if (before === undefined) delete process.env.CLINIC_SITE_IMAGE_WORKERS;
    else process.env.CLINIC_SITE_IMAGE_WORKERS = before;
  }
});

test('an AVIF is counted at what its decoder holds: 119 megapixels in a few bytes is refused before decoding', async () => {
  // Decoding this picture, under the pixel limit, took the build to 2.1 GB when it was counted as 4 bytes a pixel.
  const small = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c08' } }).avif().toBuffer();
  const avif = Buffer.from(small);
  const ispe = avif.indexOf('ispe'); // the declared size: version and flags, then width and height
  avif.writeUInt32BE(10_900, ispe + 8);
  avif.writeUInt32BE(10_900, ispe + 12);
  assert.ok((await decodeMemoryOf(avif)).memory > DECODE_MEMORY_BUDGET);
  const { problems } = await processImages([useAt('foto.avif', 4)], imageFiles({ 'foto.avif': avif }), { cache: tempCache() });
  assert.deepEqual(problems.map((p) => p.code), ['IMAGEM_PIXELS_DEMAIS']);
  assert.match(problems[0].message, /"foto\.avif" está salva num modo \(progressivo, CMYK, 16 bits ou AVIF\) que exige cerca de 2\.\d{3} MB/);
});
