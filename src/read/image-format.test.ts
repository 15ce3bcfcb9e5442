/** The format of an image file from its bytes, whatever its name says. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import sharp from 'sharp';
import { imageFormat, type ImageFormat } from './image-format.ts';

/** An ISO media `ftyp` box: size, 'ftyp', major brand, minor version, compatible brands. */
function ftyp(major: string, compatible: string[]): Uint8Array {
  const size = 16 + 4 * compatible.length;
  const bytes = Buffer.alloc(size + 16);
  bytes.writeUInt32BE(size, 0);
  bytes.write('ftyp', 4, 'latin1');
  bytes.write(major, 8, 'latin1');
  compatible.forEach((brand, i) => bytes.write(brand, 16 + 4 * i, 'latin1'));
  return bytes;
}

const pixel = sharp({ create: { width: 2, height: 2, channels: 3, background: '#c98b6b' } });

test('formats are told by their bytes', async () => {
  const cases: [string, Uint8Array, ImageFormat | null][] = [
    ['JPEG', await pixel.clone().jpeg().toBuffer(), 'jpeg'],
    ['PNG', await pixel.clone().png().toBuffer(), 'png'],
    ['WebP', await pixel.clone().webp().toBuffer(), 'webp'],
    ['AVIF', await pixel.clone().avif().toBuffer(), 'avif'],
    ['GIF', await pixel.clone().gif().toBuffer(), 'gif'],
    ['iPhone HEIC (brand heic)', ftyp('heic', ['mif1', 'heic']), 'heic'],
    ['HEIF with only mif1', ftyp('mif1', ['mif1']), 'heic'],
    ['AVIF declared as mif1 + avif', ftyp('mif1', ['mif1', 'avif', 'miaf']), 'avif'],
    ['MP4 video', ftyp('isom', ['isom', 'mp41']), null],
    ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"/>'), 'svg'],
    ['SVG with BOM, declaration, comment, doctype', Buffer.from('\uFEFF<?xml version="1.0"?>\n<!-- x -->\n<!DOCTYPE svg>\n<svg>'), 'svg'],
    ['HTML page', Buffer.from('<!doctype html><html><body><svg></svg></body></html>'), null],
    ['PDF', Buffer.from('%PDF-1.7\n...'), null],
    ['empty file', Buffer.alloc(0), null],
    ['text', Buffer.from('foto do botox'), null],
  ];
  for (const [name, bytes, expected] of cases) assert.equal(imageFormat(bytes), expected, name);
});
