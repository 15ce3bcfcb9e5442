/** One image → published files: upright, no metadata, every width below the source, three formats, share image. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import sharp from 'sharp';
import { assertNoMetadata, hasGpsTag } from '../../test/support/image-checks.ts';
import { CAMERA_MAKE, phonePhoto } from '../../test/support/phone-photos.js';
import { DrawingTooComplex, encodeImage, shareWindow, UndecodableImage, widthsFor } from './encode.ts';

test('widths: every ladder step below the source, the source (up to 1600) on top, never upscaled', () => {
  const cases: [number, number[]][] = [
    [4032, [320, 640, 960, 1280, 1600]],
    [1600, [320, 640, 960, 1280, 1600]],
    [1300, [320, 640, 960, 1300]],
    [1000, [320, 640, 1000]],
    [700, [320, 700]],
    [330, [330]],
    [200, [200]],
  ];
  for (const [source, widths] of cases) assert.deepEqual(widthsFor(source), widths, String(source));
  // Up to the widest slot the image fills.
  assert.deepEqual(widthsFor(4032, 1280), [320, 640, 960, 1280]);
  assert.deepEqual(widthsFor(1300, 1280), [320, 640, 960, 1280]);
  assert.deepEqual(widthsFor(4032, 640), [320, 640]);
});

test('a phone photo loses its EXIF, GPS and camera, by parsing and byte by byte', async () => {
  const photo = await phonePhoto({ width: 800, height: 600, seed: 5 });
  // The fixture must carry what the output must not, or the test proves nothing.
  const input = await sharp(photo).metadata();
  assert.ok(input.exif && hasGpsTag(input.exif) && photo.includes(CAMERA_MAKE) && photo.includes('Exif\0'));
  const encoded = await encodeImage(photo, 'jpeg');
  for (const variant of encoded.variants) await assertNoMetadata(variant.bytes, `${variant.width}.${variant.format}`);
  await assertNoMetadata(encoded.share, 'compartilhar.jpg');
});

test('orientation from EXIF is applied: a portrait shot stored sideways comes out upright', async () => {
  // Stored 800×600 with orientation 6 (rotate 90°): the photo as seen is 600 wide and 800 tall.
  const encoded = await encodeImage(await phonePhoto({ width: 800, height: 600, seed: 6, orientation: 6 }), 'jpeg');
  assert.deepEqual([encoded.width, encoded.height, encoded.sourceWidth, encoded.sourceHeight], [600, 800, 600, 800]);
  for (const variant of encoded.variants) {
    const meta = await sharp(variant.bytes).metadata();
    assert.deepEqual([meta.width, meta.height], [variant.width, variant.height]);
    assert.ok(meta.height! > meta.width!, `${variant.width}.${variant.format} em pé`);
  }
});

test('each width comes as AVIF, WebP and JPEG, with the size it claims; the share image is 1200×630 JPEG', async () => {
  const encoded = await encodeImage(await phonePhoto({ width: 1000, height: 750, seed: 7 }), 'jpeg');
  assert.deepEqual(
    encoded.variants.map((v) => `${v.width}x${v.height}.${v.format}`),
    ['320x240.avif', '320x240.webp', '320x240.jpeg', '640x480.avif', '640x480.webp', '640x480.jpeg', '1000x750.avif', '1000x750.webp', '1000x750.jpeg'],
  );
  for (const variant of encoded.variants) {
    const meta = await sharp(variant.bytes).metadata();
    assert.equal(meta.format, variant.format === 'avif' ? 'heif' : variant.format);
    assert.deepEqual([meta.width, meta.height], [variant.width, variant.height]);
  }
  const share = await sharp(encoded.share).metadata();
  assert.deepEqual([share.format, share.width, share.height], ['jpeg', 1200, 630]);
});

test('transparency keeps a PNG fallback; a GIF gives its first frame', async () => {
  const logo = await sharp({ create: { width: 400, height: 200, channels: 4, background: { r: 47, g: 74, b: 67, alpha: 0 } } }).png().toBuffer();
  const encoded = await encodeImage(logo, 'png');
  assert.deepEqual([...new Set(encoded.variants.map((v) => v.format))], ['avif', 'webp', 'png']);
  const gif = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#c98b6b' } }).gif().toBuffer();
  assert.deepEqual((await encodeImage(gif, 'gif')).variants.map((v) => v.format), ['avif', 'webp', 'jpeg']);
});

test('the same photo encodes to the same bytes (out/ is identical across builds)', async () => {
  const photo = await phonePhoto({ width: 700, height: 500, seed: 8 });
  const [a, b] = [await encodeImage(photo, 'jpeg'), await encodeImage(photo, 'jpeg')];
  assert.deepEqual(a.variants.map((v) => v.bytes), b.variants.map((v) => v.bytes));
  assert.deepEqual(a.share, b.share);
});

test('a truncated photo and garbage with a JPEG header are refused, not published half grey', async () => {
  const photo = await phonePhoto({ width: 800, height: 600, seed: 9 });
  await assert.rejects(encodeImage(photo.subarray(0, Math.floor(photo.length / 2)), 'jpeg'), UndecodableImage);
  await assert.rejects(encodeImage(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]), 'jpeg'), UndecodableImage);
});

test('an SVG stays one cleaned vector file; its share image is rendered to 1200×630', async () => {
  const drawing = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200" onload="alert(1)"><script>alert(2)</script><rect width="300" height="200" fill="#9db1a0"/></svg>');
  const encoded = await encodeImage(drawing, 'svg');
  assert.equal(encoded.variants.length, 1);
  assert.equal(encoded.variants[0].format, 'svg');
  assert.doesNotMatch(encoded.variants[0].bytes.toString(), /alert|script|onload/);
  assert.deepEqual([encoded.width, encoded.height], [300, 200]);
  const share = await sharp(encoded.share).metadata();
  assert.deepEqual([share.format, share.width, share.height], ['jpeg', 1200, 630]);
});

test('a drawing nested deeper than the renderer reads is refused before it is cleaned', async () => {
  // 200,000 groups in 1.4 MB took 23 seconds to clean, then stopped the build as a crash.
  const depth = 200_000;
  const nested = `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30">${'<g>'.repeat(depth)}<rect width="1" height="1"/>${'</g>'.repeat(depth)}</svg>`;
  const started = performance.now();
  await assert.rejects(encodeImage(Buffer.from(nested), 'svg'), (error) => error instanceof DrawingTooComplex && /mais de 256 níveis/.test(error.message));
  assert.ok(performance.now() - started < 2_000, `${Math.round(performance.now() - started)} ms`);
});

test('the share image of a strip is cropped from its centre, not from the strip enlarged to cover 1200×630', async () => {
  const cases: [[number, number], { left: number; top: number; width: number; height: number }][] = [
    [[1280, 960], { left: 0, top: 0, width: 1280, height: 960 }], // a photo: whole
    [[1280, 240], { left: 0, top: 0, width: 1280, height: 240 }], // a phone panorama: whole
    [[1080, 2340], { left: 0, top: 0, width: 1080, height: 2340 }], // a phone screenshot: whole
    [[10, 16_000], { left: 0, top: 7979, width: 10, height: 42 }],
    [[1280, 1], { left: 632, top: 0, width: 15, height: 1 }],
  ];
  for (const [[width, height], window] of cases) assert.deepEqual(shareWindow(width, height), window, `${width}×${height}`);
  // Enlarged whole to 1200×1,920,000 pixels before the crop, this strip took 81 seconds.
  const strip = await sharp({ create: { width: 10, height: 16_000, channels: 3, background: '#c08' } }).png().toBuffer();
  const started = performance.now();
  const encoded = await encodeImage(strip, 'png');
  assert.ok(performance.now() - started < 20_000, `${Math.round(performance.now() - started)} ms`);
  const share = await sharp(encoded.share).metadata();
  assert.deepEqual([share.width, share.height], [1200, 630]);
});
