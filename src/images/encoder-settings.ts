/**
 * What the image stage produces, in one place: the widths, formats and qualities of every raster image, the share
 * image, and the limits on what it accepts. Every value here is part of the cache key (src/images/cache.ts): change
 * one and the next build re-encodes every photo once.
 *
 * Qualities were chosen by measuring (scripts/image-quality.js, README "Imagens e fotos"): on a photo-like 960 px
 * test image, mozjpeg at quality 80 is the reference (no visible loss at normal viewing), and each format takes the
 * lowest quality whose PSNR is within 0.25 dB of it: WebP 65 (13 % smaller than the reference) and AVIF 52 (36 %
 * smaller). The JPEG fallback, which only browsers without AVIF or WebP download, is the reference itself. AVIF at
 * effort 1 encodes about six times faster than the default effort 4 (twice as fast as effort 2, same size), for
 * files about 20 % larger than effort 4: the first build with sixty phone photos stays near a minute on two cores.
 */
import { createRequire } from 'node:module';

/** Widths of raster images (never upscaled, and only up to the widest slot of each image, src/images/uses.ts). */
export const WIDTHS = [320, 640, 960, 1280, 1600] as const;

export const AVIF = { quality: 52, effort: 1 } as const;
export const WEBP = { quality: 65, effort: 4 } as const;
export const JPEG = { quality: 80, mozjpeg: true } as const;
/** PNG for images with transparency (a logo, a product cut-out): palette-quantized, which keeps edges clean. */
export const PNG = { palette: true, quality: 85, effort: 7, compressionLevel: 9 } as const;

/** `og:image` / `twitter:image`: the size every social network shows in full. */
export const SHARE = { width: 1200, height: 630, jpeg: { quality: 80, mozjpeg: true } } as const;

/** A file (local or downloaded) larger than this is refused: no photo a site needs is bigger. */
export const MAX_INPUT_BYTES = 25 * 1024 * 1024;
/** Pixels sharp may decode from one image (a 100-megapixel photo passes; a decompression bomb does not). */
export const MAX_INPUT_PIXELS = 120_000_000;
/** Wider than 3:1 (or taller than 1:3) is cropped badly by every slot of the site. */
export const MAX_ASPECT_RATIO = 3;

/**
 * The encoder's version, from sharp's package: sharp pins the exact libvips build it installs, so its version names
 * both. Read from the package file, not from the loaded library, so that a build whose images are all cached never
 * loads it (src/images/sharp-module.ts).
 */
const { version: sharpVersion, config: sharpConfig } = createRequire(import.meta.url)('sharp/package.json') as { version: string; config?: { libvips?: string } };

/** Part of the cache key: any change to what is produced, or to the encoder, makes a new key. */
export const ENCODER_SETTINGS = JSON.stringify({
  // 2: drawings cleaned with CSS-aware attribute checks (src/images/svg-css.ts); cached SVGs are cleaned again.
  version: 2,
  widths: WIDTHS,
  avif: AVIF,
  webp: WEBP,
  jpeg: JPEG,
  png: PNG,
  share: SHARE,
  sharp: { sharp: sharpVersion, libvips: sharpConfig?.libvips },
});
