#!/usr/bin/env node
// How the encoder qualities of src/images/settings.ts were chosen: for a photo-like test image (a sample drawing
// rendered at 960 px with a blurred grain over it, the texture of skin, fabric or a wall), each format is encoded at a range of qualities and
// compared with the original pixels (PSNR over the luma, in dB). The reference is mozjpeg at quality 80, the usual
// "no visible loss at normal viewing" setting; for each format the table shows the smallest file that is as close
// to the original as that reference. Run: node scripts/image-quality.js [image]
import sharp from 'sharp';

const source = process.argv[2] ?? new URL('../sheets/imagens/clinica.svg', import.meta.url).pathname;
const WIDTH = 960;

/** Photo-like texture: random grain blurred to about 2 px (skin, fabric, a wall), over the drawing's shapes and edges. */
async function testImage() {
  const { data, info } = await sharp(source, { density: 300 }).resize({ width: WIDTH }).flatten({ background: '#fff' }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: 1 };
  let state = 12345;
  const grain = Buffer.alloc(info.width * info.height);
  for (let i = 0; i < grain.length; i++) grain[i] = (state = (state * 1103515245 + 12345) >>> 0) >>> 24;
  const texture = await sharp(grain, { raw }).blur(1.2).raw().toBuffer();
  for (let p = 0; p < texture.length; p++) {
    const shift = (texture[p] - 128) * 1.5;
    for (let c = 0; c < 3; c++) data[p * 3 + c] = Math.max(0, Math.min(255, data[p * 3 + c] + shift));
  }
  return { data, raw: { width: info.width, height: info.height, channels: 3 } };
}

async function psnr(reference, encoded) {
  const { data } = await sharp(encoded).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let sum = 0;
  for (let i = 0; i < data.length; i += 3) {
    const luma = (d) => 0.299 * d[i] + 0.587 * d[i + 1] + 0.114 * d[i + 2];
    const diff = luma(reference) - luma(data);
    sum += diff * diff;
  }
  const mse = sum / (data.length / 3);
  return 10 * Math.log10((255 * 255) / mse);
}

const image = await testImage();
const encode = (format, options) => sharp(image.data, { raw: image.raw })[format](options).toBuffer();
const reference = await encode('jpeg', { quality: 80, mozjpeg: true });
const target = await psnr(image.data, reference);
console.log(`Referência: JPEG (mozjpeg) q80 = ${(reference.length / 1024).toFixed(1)} KB, ${target.toFixed(2)} dB\n`);
console.log('| formato | qualidade | KB | PSNR (dB) |');
console.log('|---|---:|---:|---:|');
const formats = [
  ['jpeg', (q) => ({ quality: q, mozjpeg: true })],
  ['webp', (q) => ({ quality: q, effort: 4 })],
  ['avif', (q) => ({ quality: q, effort: 1 })],
];
for (const [format, options] of formats) {
  for (const quality of [40, 45, 50, 52, 54, 55, 60, 62, 64, 65, 70, 75, 80]) {
    const bytes = await encode(format, options(quality));
    const db = await psnr(image.data, bytes);
    console.log(`| ${format} | ${quality} | ${(bytes.length / 1024).toFixed(1)} | ${db.toFixed(2)}${db >= target - 0.25 ? ' ✓' : ''} |`);
  }
}
