/**
 * One image → the files the site publishes, with sharp (libvips): every raster image is turned upright from its EXIF
 * orientation, converted to sRGB and re-encoded from its pixels, so nothing of the original file survives but the
 * picture: no EXIF, GPS position, XMP, IPTC, maker notes or embedded thumbnail (sharp writes metadata only when asked
 * with `withMetadata`/`keepMetadata`, which this module never calls). Each width of WIDTHS up to the photo's own is
 * written as AVIF, WebP and JPEG (PNG when the image has transparency), plus the 1200×630 share image.
 *
 * Pure in the sense that matters here: bytes in, encoded buffers out, no file access (the cache and the stage do that).
 */
import type Sharp from 'sharp';
import { loadSharp } from './sharp-module.ts';
import { AVIF, JPEG, MAX_INPUT_PIXELS, PNG, SHARE, WEBP, WIDTHS } from './encoder-settings.ts';
import { cleanSvg, svgSize } from './svg.ts';
import { MAX_DRAWN_ELEMENTS, MAX_FILTER_WORK, MAX_NESTING, nestingDepth, svgWork } from './svg-complexity.ts';
import { isRiskyDrawing, renderSvgShare, renderSvgShareHere, SvgRenderFailed, SvgRenderTimeout } from './svg-render.ts';

export type OutputFormat = 'avif' | 'webp' | 'jpeg' | 'png' | 'svg';

export interface EncodedVariant {
  format: OutputFormat;
  width: number;
  height: number;
  bytes: Buffer;
}

export interface EncodedImage {
  /** Size of the largest variant, upright (what width/height attributes use for the aspect ratio). */
  width: number;
  height: number;
  /** Size of the source, upright, for the "too small" and "aspect ratio" warnings. */
  sourceWidth: number;
  sourceHeight: number;
  variants: EncodedVariant[];
  share: Buffer;
}

/** Thrown when the bytes cannot be decoded; the stage turns it into a located problem. */
export class UndecodableImage extends Error {}

/** Thrown when a drawing asks for more work than the budgets allow, or its render ran out of time. */
export class DrawingTooComplex extends UndecodableImage {}

/** Pixels a drawing is rendered at for its share image: enough to cover 1200×630, never more than this. */
export const MAX_SVG_RENDER_PIXELS = 4_000_000;

/** Thrown when an image declares more pixels than MAX_INPUT_PIXELS: not damaged, only too big to decode. */
export class OversizedImage extends UndecodableImage {
  constructor(readonly width: number, readonly height: number) {
    super(`${width}×${height} pixels`);
  }
}

/** The longest side WebP can write: every width of an image has a WebP version, so no version may be taller. */
const MAX_VERSION_SIDE = 16_383;
/**
 * The longest side of a source: JPEG's own limit, beyond what any camera or stitched panorama makes. Reducing a
 * wider picture holds its rows at full width in the resize: 10,000,000×10 pixels (a file of a few KB) took 5 GB.
 */
const MAX_SOURCE_SIDE = 65_535;

/**
 * Thrown when even the narrowest versions of an image would be taller than MAX_VERSION_SIDE (a scrolling screenshot),
 * or a side is longer than MAX_SOURCE_SIDE.
 */
export class ElongatedImage extends UndecodableImage {
  constructor(readonly width: number, readonly height: number) {
    super(`${width}×${height} pixels`);
  }
}

/**
 * The widths to produce for a source `width` px wide whose widest slot is `widest`: every ladder step below both,
 * and the smaller of the two on top (never upscaled).
 */
export function widthsFor(width: number, widest: number = WIDTHS[WIDTHS.length - 1]): number[] {
  const largest = Math.min(width, widest, WIDTHS[WIDTHS.length - 1]);
  const below = WIDTHS.filter((w) => w < largest);
  // A step within 10 % of the top one adds bytes to the cache and nothing a browser would choose.
  const steps = below.filter((w) => w < largest * 0.9);
  return [...steps, largest];
}

/** How much longer than the share image's own proportion the part it is cropped from may be. */
const SHARE_WINDOW = 8;

/**
 * The centred part of a `width`×`height` picture the share image is cropped from. Cropping to 1200×630 first enlarges
 * the picture until it covers both sides: a 10×16,000 strip became 1200×1,920,000 pixels (81 seconds) and a
 * 65,535×10 one 800,000×630 (800 MB). Within SHARE_WINDOW times the share's proportion (up to 15:1 wide or 1:4 tall,
 * every photo and screenshot) the whole picture is used; beyond, its centre.
 */
export function shareWindow(width: number, height: number): { left: number; top: number; width: number; height: number } {
  const widest = Math.max(1, Math.round((height * SHARE.width * SHARE_WINDOW) / SHARE.height));
  const tallest = Math.max(1, Math.round((width * SHARE.height * SHARE_WINDOW) / SHARE.width));
  const w = Math.min(width, widest);
  const h = Math.min(height, tallest);
  return { left: Math.floor((width - w) / 2), top: Math.floor((height - h) / 2), width: w, height: h };
}

const input = (sharp: typeof Sharp, bytes: Uint8Array) => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated', pages: 1 });

async function encodeRaster(bytes: Uint8Array, widest: number): Promise<EncodedImage> {
  const sharp = await loadSharp();
  let meta;
  let base;
  try {
    // The header alone, without the pixel limit, so that a picture too big is told apart from a damaged one.
    meta = await sharp(bytes, { limitInputPixels: false, pages: 1 }).metadata();
    if ((meta.width ?? 0) * (meta.pageHeight ?? meta.height ?? 0) > MAX_INPUT_PIXELS) throw new OversizedImage(meta.width!, meta.pageHeight ?? meta.height!);
    const upright = (meta.orientation ?? 1) >= 5;
    const sourceWidth = (upright ? meta.height : meta.width) ?? 0;
    const sourceHeight = (upright ? meta.width : meta.height) ?? 0;
    const widths = widthsFor(sourceWidth, widest);
    const top = widths.at(-1)!;
    // Told before decoding, and apart from a damaged file: the WebP encoder would refuse the tallest version.
    const tallest = Math.round((top * sourceHeight) / Math.max(1, sourceWidth));
    if (tallest > MAX_VERSION_SIDE || Math.max(sourceWidth, sourceHeight) > MAX_SOURCE_SIDE) throw new ElongatedImage(sourceWidth, sourceHeight);
    // One decode of the (possibly 12-megapixel) source, reduced to the largest width needed; every variant is then
    // cut from these pixels, which keeps the work and the memory of a photo to one decode.
    base = await input(sharp, bytes)
      .rotate()
      .resize({ width: top, withoutEnlargement: true })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: base.info.width, height: base.info.height, channels: base.info.channels } };
    // An alpha channel that is opaque everywhere (most PNG screenshots, GIFs) needs no PNG: JPEG is far smaller.
    const alpha = base.info.channels === 4 && !(await sharp(base.data, raw).stats()).isOpaque;
    const variants: EncodedVariant[] = [];
    for (const width of widths) {
      const resized = () => sharp(base!.data, raw).resize({ width, withoutEnlargement: true });
      const fallback = alpha ? resized().png(PNG) : resized().flatten({ background: '#ffffff' }).jpeg(JPEG);
      for (const [format, pipeline] of [
        ['avif', resized().avif(AVIF)],
        ['webp', resized().webp(WEBP)],
        [alpha ? 'png' : 'jpeg', fallback],
      ] as const) {
        const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
        variants.push({ format, width: info.width, height: info.height, bytes: data });
      }
    }
    const share = await sharp(base.data, raw)
      .extract(shareWindow(base.info.width, base.info.height))
      .resize(SHARE.width, SHARE.height, { fit: 'cover', position: 'attention' })
      .flatten({ background: '#ffffff' })
      .jpeg(SHARE.jpeg)
      .toBuffer();
    const largest = variants.at(-1)!;
    return { width: largest.width, height: largest.height, sourceWidth, sourceHeight, variants, share };
  } catch (error) {
    if (error instanceof UndecodableImage) throw error;
    throw new UndecodableImage((error as Error).message, { cause: error });
  }
}

async function encodeSvg(bytes: Uint8Array): Promise<EncodedImage> {
  const text = new TextDecoder().decode(bytes);
  if (nestingDepth(text) > MAX_NESTING) throw new DrawingTooComplex(`ele tem grupos e formas um dentro do outro em mais de ${MAX_NESTING} níveis`);
  const cleaned = cleanSvg(text);
  const size = svgSize(cleaned);
  if (!size) throw new UndecodableImage('o desenho não informa largura e altura (width/height ou viewBox)');
  // Social networks do not show SVG: the share image is the drawing rendered to pixels, at the scale that covers
  // 1200×630 (a drawing that declares 10000×12000 is not rendered at that size first), within a pixel budget.
  const cover = Math.max(SHARE.width / Math.max(1, size.width), SHARE.height / Math.max(1, size.height));
  const scale = Math.min(cover, Math.sqrt(MAX_SVG_RENDER_PIXELS / Math.max(1, size.width * size.height)));
  const density = Math.min(100_000, Math.max(1, 72 * scale));
  const rendered = size.width * size.height * scale * scale;
  const work = svgWork(cleaned);
  if (work.drawn > MAX_DRAWN_ELEMENTS) {
    throw new DrawingTooComplex(`ele desenha mais de ${MAX_DRAWN_ELEMENTS.toLocaleString('pt-BR')} formas, contando as repetições de grupos (<use>), máscaras e marcadores`);
  }
  if (work.filterPasses * rendered > MAX_FILTER_WORK) {
    throw new DrawingTooComplex('os filtros (desfoque, textura, contorno…) aplicados a tantas formas exigiriam minutos de cálculo');
  }
  let share: Buffer;
  try {
    share = isRiskyDrawing(cleaned, work) ? await renderSvgShare(Buffer.from(cleaned), density) : await renderSvgShareHere(Buffer.from(cleaned), density);
  } catch (error) {
    if (error instanceof SvgRenderTimeout) throw new DrawingTooComplex(`desenhá-lo levaria mais de ${error.message}, o limite`, { cause: error });
    if (!(error instanceof SvgRenderFailed)) throw error;
    if (/limit|too many|instanc|recurs|nest/i.test(error.message)) throw new DrawingTooComplex('o desenho repete grupos dentro de grupos além do que o programa de desenho aceita', { cause: error });
    throw new UndecodableImage(error.message, { cause: error });
  }
  const variant = { format: 'svg' as const, ...size, bytes: Buffer.from(cleaned) };
  return { ...size, sourceWidth: size.width, sourceHeight: size.height, variants: [variant], share };
}

/**
 * Encodes one image whose format the read stage recognised ('svg' or a raster format sharp decodes), in widths up
 * to `widest` (the widest slot it fills).
 */
export function encodeImage(bytes: Uint8Array, format: string, widest?: number): Promise<EncodedImage> {
  return format === 'svg' ? encodeSvg(bytes) : encodeRaster(bytes, widest ?? WIDTHS[WIDTHS.length - 1]);
}
