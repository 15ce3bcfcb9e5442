/** Checks shared by the image tests: no camera metadata left in a published file, by parsing and byte by byte. */
import assert from 'node:assert/strict';
import sharp from 'sharp';
import { CAMERA_MAKE, CAMERA_MODEL } from './phone-photos.js';

/** Byte strings only metadata carries: the EXIF block header, XMP and IPTC markers, and the generated camera's names. */
const METADATA_BYTES = ['Exif\0', 'http://ns.adobe.com/xap', 'Photoshop 3.0', CAMERA_MAKE, CAMERA_MODEL, 'FotoFalsa'];

/** True when an EXIF block has a GPS section (the GPS IFD pointer, tag 0x8825, in either byte order). */
export function hasGpsTag(exif: Buffer): boolean {
  return exif.includes(Buffer.from([0x88, 0x25, 0x00, 0x04])) || exif.includes(Buffer.from([0x25, 0x88, 0x04, 0x00]));
}

export async function assertNoMetadata(bytes: Uint8Array, name: string) {
  const buffer = Buffer.from(bytes);
  for (const marker of METADATA_BYTES) assert.equal(buffer.includes(marker), false, `${name}: contém "${marker.replace('\0', '')}"`);
  // The EXIF block's TIFF header ("II*\0" / "MM\0*") right after an APP1 marker would be EXIF under another name.
  assert.equal(/\xff\xe1..(Exif|II\*\0|MM\0\*)/s.test(buffer.toString('latin1')), false, `${name}: bloco APP1`);
  const meta = await sharp(buffer).metadata();
  assert.equal(meta.exif, undefined, `${name}: EXIF`);
  assert.equal(hasGpsTag(buffer), false, `${name}: GPS`);
  assert.equal(meta.xmp, undefined, `${name}: XMP`);
  assert.equal(meta.iptc, undefined, `${name}: IPTC`);
  assert.ok((meta.orientation ?? 1) === 1, `${name}: orientação ${meta.orientation}`);
}
