/**
 * What kind of image a file really is, from its first bytes, whatever its name says: staff rename files, and an
 * iPhone photo saved as "botox.jpg" is still HEIC. Sizes, orientation and everything else come from sharp, in the
 * image stage (src/images); this only sorts files so that validation can name a file that is not an image at all.
 */
export type ImageFormat = 'jpeg' | 'png' | 'gif' | 'webp' | 'avif' | 'heic' | 'tiff' | 'svg';

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));

/** HEIF brands of HEVC-coded images (iPhone photos), as opposed to AVIF, which shares the container. */
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1', 'mif2']);
const AVIF_BRANDS = new Set(['avif', 'avis']);

/** ISO media files (HEIC, AVIF) start with an `ftyp` box: a major brand, then a list of compatible brands. */
function isoBrand(bytes: Uint8Array): ImageFormat | null {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return null;
  const boxSize = Math.min(bytes.length, (bytes[0] << 24) | (bytes[1] << 16) | (bytes[2] << 8) | bytes[3]);
  const brands = [ascii(bytes, 8, 12)];
  for (let offset = 16; offset + 4 <= boxSize; offset += 4) brands.push(ascii(bytes, offset, offset + 4));
  if (AVIF_BRANDS.has(brands[0])) return 'avif';
  if (brands.some((b) => HEIC_BRANDS.has(b) && b !== 'mif1' && b !== 'msf1')) return 'heic';
  if (brands.some((b) => AVIF_BRANDS.has(b))) return 'avif';
  return brands.some((b) => HEIC_BRANDS.has(b)) ? 'heic' : null;
}

function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 4096));
  // Before the root element there may only be a BOM, an XML declaration, comments and a doctype, which may carry an
  // internal subset of entity declarations (`<!DOCTYPE svg … [ <!ENTITY ns_ai "…"> ]>`, as Adobe Illustrator writes).
  // The image stage removes the doctype and never expands its entities (src/images/svg.ts).
  const rest = head.replace(/^\uFEFF?\s*(<\?xml[\s\S]*?\?>\s*)?((<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(\[[^\]]*\])?\s*>)\s*)*/i, '');
  return /^<svg[\s>]/i.test(rest);
}

/** The format of an image file from its content, or null when it is not an image the site can use. */
export function imageFormat(bytes: Uint8Array): ImageFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes[0] === 0x89 && ascii(bytes, 1, 4) === 'PNG') return 'png';
  if (bytes.length >= 6 && ascii(bytes, 0, 4) === 'GIF8') return 'gif';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (bytes.length >= 4 && (ascii(bytes, 0, 4) === 'II*\0' || ascii(bytes, 0, 4) === 'MM\0*')) return 'tiff';
  const iso = isoBrand(bytes);
  if (iso) return iso;
  return looksLikeSvg(bytes) ? 'svg' : null;
}
