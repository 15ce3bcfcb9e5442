/** The image stage: one encode per source, the cache, and problems located to the cell that names the image. */
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { heicLike, imageFiles, useAt } from '../../test/support/image-uses.ts';
import { declaredSizePng, filterBombSvg, illustratorSvg, tinyDashesSvg, useFanOutSvg } from '../../test/support/hostile-images.ts';
import { phonePhoto } from '../../test/support/phone-photos.js';
import { ImageCache } from './cache.ts';
import type { EncodedImage } from './encode.ts';
import { baseNameOf, processImages, undecodableReason } from './process-images.ts';
import { SLOTS } from './uses.ts';

const folders: string[] = [];
const tempCache = () => {
  const dir = mkdtempSync(join(tmpdir(), 'clinic-site-images-'));
  folders.push(dir);
  return dir;
};
after(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A cache that counts what it had to encode. */
class CountingCache extends ImageCache {
  encoded = 0;
  put(key: string, image: EncodedImage) {
    this.encoded++;
    return super.put(key, image);
  }
}

test('file names: readable, without accents or spaces, from a file name or a link', () => {
  const cases: [string, string][] = [
    ['botox.jpg', 'botox'],
    ['Sala de Espera Nº 2.JPG', 'sala-de-espera-n-2'],
    ['Depilação.png', 'depilacao'],
    ['https://fotos.example/clinica/Recep%C3%A7%C3%A3o.jpeg?w=1200', 'recepcao'],
    ['https://fotos.example/', 'imagem'],
    // A stray '%' is no escape: the link still names a file (it once ended the build as an internal error).
    ['https://fotos.example/promo-50%.jpg', 'promo-50'],
    ['https://fotos.example/a%zz.jpg', 'a-zz'],
    ['https://fotos.example/%E2%82%AC-50%25-%C3.jpg', '50-c3'],
  ];
  for (const [cell, base] of cases) assert.equal(baseNameOf(cell), base, cell);
});

test('a photo used by two cells is encoded once; the second build encodes nothing', async () => {
  const files = imageFiles({ 'sala.jpg': await phonePhoto({ width: 1200, height: 800, seed: 11 }) });
  const dir = tempCache();
  const first = new CountingCache(dir);
  const uses = [useAt('sala.jpg', 2), useAt('sala.jpg', 3)];
  const cold = await processImages(uses, files, { cache: first });
  assert.equal(first.encoded, 1);
  assert.deepEqual(cold.problems, []);
  const image = cold.byCell.get('sala.jpg')!;
  assert.deepEqual([image.width, image.height], [1200, 800]);
  assert.deepEqual(image.variants.map((v) => v.src.replace(/\.[0-9a-f]{8}\./, '.#.')), [
    ...[320, 640, 960, 1200].flatMap((w) => [`/imagens/sala-${w}.#.avif`, `/imagens/sala-${w}.#.webp`, `/imagens/sala-${w}.#.jpg`]),
  ]);
  assert.match(image.share.src, /^\/imagens\/sala-compartilhar\.[0-9a-f]{8}\.jpg$/);
  // Warm: same outputs, nothing encoded.
  const second = new CountingCache(dir);
  const warm = await processImages(uses, files, { cache: second });
  assert.equal(second.encoded, 0);
  assert.deepEqual(warm.files, cold.files);
  assert.deepEqual(warm.byCell.get('sala.jpg'), image);
  // A changed photo (same name) is encoded again, and only it.
  const changed = await phonePhoto({ width: 1200, height: 800, seed: 12 });
  files.set('outra.jpg', { ...files.get('sala.jpg')!, name: 'outra.jpg' });
  files.set('sala.jpg', { ...files.get('sala.jpg')!, read: () => changed });
  const third = new CountingCache(dir);
  await processImages([...uses, useAt('outra.jpg', 4)], files, { cache: third });
  assert.equal(third.encoded, 1);
});

test('a cell typed with a composed accent reads the file the folder holds under the decomposed name', async () => {
  const files = imageFiles({ ['Clínica.jpg'.normalize('NFD')]: await phonePhoto({ width: 800, height: 600, seed: 13 }) });
  const cell = 'Clínica.jpg'.normalize('NFC');
  const result = await processImages([useAt(cell, 2)], files, { cache: new ImageCache(tempCache()) });
  assert.deepEqual(result.problems.filter((p) => p.severity === 'error'), []);
  assert.match(result.byCell.get(cell)!.variants[0].src, /^\/imagens\/clinica-320\./);
});

test("a photo named after the patient or the moment it was taken is published under its page's name", async () => {
  const cell = 'IMG_20260312_143015_paciente-maria.jpg';
  const files = imageFiles({ [cell]: await phonePhoto({ width: 800, height: 600, seed: 14 }) });
  const result = await processImages([useAt(cell, 2, SLOTS.service, 'botox'), useAt(cell, 3, SLOTS.treatment, 'toxina')], files, { cache: new ImageCache(tempCache()) });
  const image = result.byCell.get(cell)!;
  for (const src of [...image.variants.map((v) => v.src), image.share.src]) assert.match(src, /^\/imagens\/botox-(\d+|compartilhar)\.[0-9a-f]{8}\.\w+$/);
  for (const file of result.files) assert.doesNotMatch(file.path, /maria|paciente|2026|img/i);
});

test('widths go up to the widest slot of the image: 1280 for a service, 1600 once a protocol uses it too', async () => {
  const files = imageFiles({ 'sala.jpg': await phonePhoto({ width: 2000, height: 1500, seed: 16 }) });
  const cache = new ImageCache(tempCache());
  const widths = async (uses: ReturnType<typeof useAt>[]) => [...new Set((await processImages(uses, files, { cache })).byCell.get('sala.jpg')!.variants.map((v) => v.width))];
  assert.deepEqual(await widths([useAt('sala.jpg', 2, SLOTS.service)]), [320, 640, 960, 1280]);
  assert.deepEqual(await widths([useAt('sala.jpg', 2, SLOTS.service), useAt('sala.jpg', 3, SLOTS.protocol)]), [320, 640, 960, 1280, 1600]);
});

test('an iPhone HEIC photo, even renamed .jpg, is an error on each cell that uses it, with the iPhone hint', async () => {
  const files = imageFiles({ 'botox.jpg': heicLike() });
  const { problems, byCell } = await processImages([useAt('botox.jpg', 14), useAt('botox.jpg', 20)], files, { cache: new ImageCache(tempCache()) });
  assert.equal(byCell.size, 0);
  assert.deepEqual(problems.map((p) => [p.code, p.severity, p.location.cell]), [['IMAGEM_HEIC', 'error', 'F14'], ['IMAGEM_HEIC', 'error', 'F20']]);
  assert.match(problems[0].message, /"botox\.jpg" é uma foto HEIC/);
  assert.match(problems[0].hint, /Ajustes › Câmera › Formatos/);
  assert.match(problems[0].hint, /Mais Compatível/);
});

test('a scrolling screenshot, far taller than wide, is "comprida demais", not "danificada", told before decoding', async () => {
  const screenshot = await sharp({ create: { width: 1080, height: 20_000, channels: 3, background: '#f4f4f4' } }).png().toBuffer();
  const { problems } = await processImages([useAt('print-avaliacoes.png', 3)], imageFiles({ 'print-avaliacoes.png': screenshot }), { cache: new ImageCache(tempCache()) });
  assert.deepEqual(problems.map((p) => [p.code, p.severity, p.location.cell]), [['IMAGEM_COMPRIDA_DEMAIS', 'error', 'F3']]);
  assert.match(problems[0].message, /"print-avaliacoes\.png" tem 1\.080×20\.000 pixels: é 19 vezes mais alta que larga/);
  assert.match(problems[0].hint, /Recorte/);
});

test('a strip wider than any camera makes is "comprida demais" before decoding, not gigabytes of memory', async () => {
  // 10,000,000×10 pixels in a PNG of a few KB: reducing it to 1280 pixels held its rows whole, 5 GB. Told from the
  // header (this one holds a single row: decoded, it would be called damaged).
  const { problems } = await processImages([useAt('faixa.png', 8)], imageFiles({ 'faixa.png': declaredSizePng(10_000_000, 10) }), { cache: new ImageCache(tempCache()) });
  assert.deepEqual(problems.map((p) => p.code), ['IMAGEM_COMPRIDA_DEMAIS']);
  assert.match(problems[0].message, /"faixa\.png" tem 10\.000\.000×10 pixels: é 1\.000\.000 vezes mais larga que alta/);
});

test('a 48-megapixel iPhone photo gets the HEIC hint, not "too big"', async () => {
  // An ISO file with HEIC brands declaring 8064×6048, as an iPhone 15 Pro's photos do (the item inside is AV1 here:
  // sharp cannot make HEVC, and the header is all that counts).
  const photo = Buffer.from(await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c08' } }).avif().toBuffer());
  for (let at = photo.indexOf('avif'); at >= 0; at = photo.indexOf('avif')) photo.write('heic', at, 'latin1');
  const ispe = photo.indexOf('ispe');
  photo.writeUInt32BE(8064, ispe + 8);
  photo.writeUInt32BE(6048, ispe + 12);
  const { problems } = await processImages([useAt('IMG_4021.jpg', 5)], imageFiles({ 'IMG_4021.jpg': photo }), { cache: new ImageCache(tempCache()) });
  assert.deepEqual(problems.map((p) => p.code), ['IMAGEM_HEIC']);
});

test('damaged, not-an-image and oversized files are errors located to the cell', async () => {
  const photo = await phonePhoto({ width: 800, height: 600, seed: 13 });
  const files = imageFiles({
    'cortada.jpg': photo.subarray(0, photo.length >> 1),
    'contrato.jpg': Buffer.from('%PDF-1.7 contrato'),
    'enorme.png': Buffer.concat([await sharp({ create: { width: 2, height: 2, channels: 3, background: '#fff' } }).png().toBuffer(), Buffer.alloc(26 * 1024 * 1024)]),
  });
  const uses = [useAt('cortada.jpg', 2), useAt('contrato.jpg', 3), useAt('enorme.png', 4)];
  const { problems } = await processImages(uses, files, { cache: new ImageCache(tempCache()) });
  assert.deepEqual(problems.map((p) => [p.code, p.location.row, p.location.column]), [
    ['IMAGEM_CORROMPIDA', 2, 'Imagem'],
    ['IMAGEM_INVALIDA', 3, 'Imagem'],
    ['IMAGEM_GRANDE_DEMAIS', 4, 'Imagem'],
  ]);
  assert.match(problems[0].message, /danificado ou incompleto \(o arquivo termina antes do fim da imagem, como numa cópia interrompida\)/);
  assert.match(problems[2].message, /26 MB; o limite é 25 MB/);
  for (const p of problems) assert.match(p.hint, /\S/);
});

test('a file over the size limit is refused by its size, without being read', async () => {
  // A 1.5 GB TIFF from a scanner: read first, it cost its size in memory before the limit refused it.
  const tiff = { name: 'scanner.tif', size: 1_500_000_000, hash: '00000000', format: 'tiff' as const, read: () => assert.fail('read') };
  const { problems } = await processImages([useAt('scanner.tif', 6)], new Map([['scanner.tif', tiff]]), { cache: new ImageCache(tempCache()) });
  assert.deepEqual(problems.map((p) => [p.code, p.location.cell]), [['IMAGEM_GRANDE_DEMAIS', 'F6']]);
  // In numbers as staff write them: '25.3 MB' reads as twenty-five thousand megabytes in Brazil.
  assert.match(problems[0].message, /"scanner\.tif" tem 1\.430,5 MB; o limite é 25 MB/);
});

test('what libvips says becomes words for the clinic', () => {
  const cases: [string, RegExp][] = [
    ['Input image exceeds pixel limit', /mais de 120 megapixels/],
    ['VipsJpeg: Premature end of input file', /cópia interrompida/],
    ['Input buffer contains unsupported image format', /não forma uma imagem válida/],
    ['o desenho não informa largura e altura (width/height ou viewBox)', /width\/height ou viewBox/],
  ];
  for (const [message, reason] of cases) assert.match(undecodableReason(message), reason, message);
});

test('a photo too small for its place and a panorama are warnings, and the build goes on', async () => {
  const files = imageFiles({
    'pequena.jpg': await phonePhoto({ width: 500, height: 400, seed: 14 }),
    'panorama.jpg': await phonePhoto({ width: 2000, height: 500, seed: 15 }),
  });
  const uses = [useAt('pequena.jpg', 2), useAt('pequena.jpg', 3, SLOTS.logo), useAt('panorama.jpg', 4, SLOTS.protocol)];
  const { problems, byCell } = await processImages(uses, files, { cache: new ImageCache(tempCache()) });
  assert.equal(byCell.size, 2);
  assert.deepEqual(problems.map((p) => [p.code, p.severity, p.location.row]), [
    ['IMAGEM_PEQUENA', 'warning', 2],
    ['IMAGEM_PROPORCAO', 'warning', 4],
  ]);
  assert.match(problems[0].message, /500 pixels de largura; a foto principal da página do serviço mostra até 1000 pixels/);
  assert.match(problems[1].message, /2000×500/);
});

test('a picture with too many pixels is "grande demais", not "danificada", with its size', async () => {
  const files = imageFiles({ 'bomba.png': declaredSizePng(20_000, 20_000) });
  const { problems } = await processImages([useAt('bomba.png', 5)], files, { cache: new ImageCache(tempCache()) });
  assert.deepEqual(problems.map((p) => [p.code, p.title, p.location.row]), [['IMAGEM_PIXELS_DEMAIS', 'Imagem grande demais', 5]]);
  assert.match(problems[0].message, /20\.000×20\.000 pixels; o limite é 120 megapixels/);
  assert.doesNotMatch(problems[0].message, /danificado ou incompleto/);
});

test('an SVG exported by Illustrator (DOCTYPE with entities) is a drawing: published without the doctype, entities not expanded', async () => {
  const laughs = illustratorSvg().replace('<!ENTITY ns_extend', '<!ENTITY a "ha"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY ns_extend').replace('</switch>', '<text x="1" y="9">&b;</text></switch>');
  const files = imageFiles({ 'logo-ai.svg': Buffer.from(illustratorSvg()), 'risos.svg': Buffer.from(laughs) });
  assert.equal(files.get('logo-ai.svg')!.format, 'svg');
  const cache = new ImageCache(tempCache());
  const { problems, byCell, files: outputs } = await processImages([useAt('logo-ai.svg', 2, SLOTS.logo), useAt('risos.svg', 3, SLOTS.logo)], files, { cache });
  assert.deepEqual(problems, []);
  assert.equal(byCell.get('logo-ai.svg')!.variants[0].type, 'image/svg+xml');
  const published = outputs.filter((o) => o.path.endsWith('.svg')).map((o) => readFileSync(o.source, 'utf8'));
  assert.equal(published.length, 2);
  for (const text of published) {
    assert.doesNotMatch(text, /DOCTYPE|ENTITY|ns\.adobe|foreignObject|hahaha/);
    assert.match(text, /<rect x="20" y="20" fill="#C0308A" width="360" height="260"/);
  }
});

test('drawings that would take minutes are "desenho complexo demais" within seconds, and a plain one still builds', { timeout: 60_000 }, async () => {
  const files = imageFiles({
    'filtros-3.svg': Buffer.from(filterBombSvg(3)),
    'filtros-12.svg': Buffer.from(filterBombSvg(12)),
    'use-use.svg': Buffer.from(useFanOutSvg(6)),
    'logo-ai.svg': Buffer.from(illustratorSvg()),
  });
  const started = performance.now();
  const uses = ['filtros-3.svg', 'filtros-12.svg', 'use-use.svg', 'logo-ai.svg'].map((name, i) => useAt(name, 2 + i, SLOTS.logo));
  const { problems, byCell } = await processImages(uses, files, { cache: new ImageCache(tempCache()) });
  assert.deepEqual(problems.map((p) => [p.code, p.title, p.location.row]), [
    ['DESENHO_COMPLEXO_DEMAIS', 'Desenho complexo demais', 2],
    ['DESENHO_COMPLEXO_DEMAIS', 'Desenho complexo demais', 3],
    ['DESENHO_COMPLEXO_DEMAIS', 'Desenho complexo demais', 4],
  ]);
  assert.match(problems[0].message, /filtros/);
  assert.match(problems[2].message, /mais de 200\.000 formas/);
  assert.ok(byCell.has('logo-ai.svg'));
  assert.ok(performance.now() - started < 20_000, `took ${Math.round(performance.now() - started)} ms`);
});

test('a drawing whose render runs past the time limit is stopped and named, not waited for', { timeout: 60_000 }, async () => {
  const before = process.env.CLINIC_SITE_SVG_TIME_LIMIT_MS;
  process.env.CLINIC_SITE_SVG_TIME_LIMIT_MS = '1500';
  try {
    const files = imageFiles({ 'tracejado.svg': Buffer.from(tinyDashesSvg()) });
    const started = performance.now();
    const { problems } = await processImages([useAt('tracejado.svg', 7, SLOTS.logo)], files, { cache: new ImageCache(tempCache()) });
    const elapsed = performance.now() - started;
    assert.deepEqual(problems.map((p) => p.code), ['DESENHO_COMPLEXO_DEMAIS']);
    assert.match(problems[0].message, /levaria mais de 1,5 segundos/);
    assert.ok(elapsed < 10_000, `stopped after ${Math.round(elapsed)} ms`);
  } finally {
    if (before === undefined) delete process.env.CLINIC_SITE_SVG_TIME_LIMIT_MS;
    else process.env.CLINIC_SITE_SVG_TIME_LIMIT_MS = before;
  }
});
