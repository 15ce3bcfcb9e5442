/**
 * Memory for the whole pool of image workers, not per core. Most photos decode in a stream (a baseline JPEG is
 * shrunk while it is read, a few megabytes whatever its size), but some formats hold the whole picture while they
 * decode: a progressive JPEG keeps every DCT coefficient (2 bytes per sample: 360 MB for a 120-megapixel 4:2:0 photo,
 * 960 MB in CMYK), an interlaced PNG every pixel, GIF and TIFF a full frame, and AVIF several times one (measured
 * below). Each image's decode memory is
 * estimated from its header and the pool starts an image only while the estimates in flight fit DECODE_MEMORY_BUDGET:
 * big photos decode one at a time, small ones as many as there are workers, on 2 cores or 64. An image whose
 * estimate alone is over the budget is refused as too big (src/images/process-images.ts).
 */
import { availableParallelism } from 'node:os';
import type Sharp from 'sharp';
import { loadSharp } from './sharp-module.ts';

/** Decode memory of all images in flight (plus the process's own, the build stays under 1 GB). */
export const DECODE_MEMORY_BUDGET = 768 * 1024 * 1024;

/** Workers of the image pool: CLINIC_SITE_IMAGE_WORKERS when set (a CI runner, or a test of many cores), else the cores. */
export function imageWorkers(): number {
  const fromEnv = Number(process.env.CLINIC_SITE_IMAGE_WORKERS);
  return Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv : availableParallelism();
}

/** Chroma samples per luma sample for each JPEG subsampling sharp reports. */
const CHROMA: Record<string, number> = { '4:4:4': 1, '4:2:2': 0.5, '4:4:0': 0.5, '4:2:0': 0.25, '4:1:1': 0.25 };

/** What decoding one image is expected to hold in memory, in bytes, from its header. */
export function decodeMemory(meta: Partial<Pick<Sharp.Metadata, 'format' | 'width' | 'height' | 'pageHeight' | 'channels' | 'depth' | 'isProgressive' | 'chromaSubsampling'>>): number {
  const pixels = (meta.width ?? 0) * (meta.pageHeight ?? meta.height ?? 0);
  const channels = meta.channels ?? 3;
  const sampleBytes = meta.depth === 'ushort' || meta.depth === 'short' ? 2 : meta.depth === 'float' || meta.depth === 'uint' || meta.depth === 'int' ? 4 : 1;
  // A streamed decode holds a band of rows: a fraction of a byte per pixel of the source.
  const streamed = Math.ceil(pixels / 8);
  switch (meta.format) {
    case 'jpeg': {
      if (!meta.isProgressive) return streamed;
      const components = channels >= 4 ? channels : 1 + 2 * (CHROMA[meta.chromaSubsampling?.slice(0, 5) ?? ''] ?? 1);
      // Measured: a 120 MP 4:2:0 photo peaks about 100 MB above its coefficients (decoder buffers, the reduced
      // copy); half a byte per pixel keeps two of them from being started together under the budget.
      return pixels * components * 2 + Math.ceil(pixels / 2);
    }
    case 'png':
      // Interlaced: the whole image, then its conversion to 8-bit sRGB.
      return meta.isProgressive ? pixels * channels * sampleBytes * 2 : streamed;
    case 'heif':
      // AVIF: the AV1 decoder's frames, the picture it hands over and libvips's copy of it. Measured with sharp's
      // libvips: 15 bytes per pixel (4:2:0) to 18.5 (4:4:4), 2.1 GB for a 119-megapixel file of 2.5 KB.
      return pixels * 20;
    case 'gif':
      // The frame as RGBA plus the decoder's own frame of palette indexes: measured 4.6 to 4.8 bytes per pixel, more
      // than the default's 4, which let three 59-megapixel GIFs start together and take the build near 1 GB.
      return pixels * 5;
    default:
      return pixels * Math.max(4, channels * sampleBytes);
  }
}

/** Decode memory and size of a raster image, from its header (its pixels are not decoded). */
export async function decodeMemoryOf(bytes: Uint8Array): Promise<{ memory: number; width: number; height: number }> {
  const sharp = await loadSharp();
  const meta = await sharp(bytes, { limitInputPixels: false, pages: 1 }).metadata();
  return { memory: decodeMemory(meta), width: meta.width ?? 0, height: meta.pageHeight ?? meta.height ?? 0 };
}

/**
 * A budget of bytes shared by the pool: `acquire` waits until the amount fits with what is in flight, first come
 * first served (a big photo is not overtaken forever by small ones), and gives back a release function.
 */
export class MemoryBudget {
  private inFlight = 0;
  /** The most ever in flight at once (for tests and the benchmark). */
  peak = 0;
  private readonly queue: { amount: number; start: () => void }[] = [];

  constructor(readonly total: number = DECODE_MEMORY_BUDGET) {}

  acquire(bytes: number): Promise<() => void> {
    const amount = Math.min(Math.max(0, bytes), this.total);
    return new Promise((resolve) => {
      this.queue.push({ amount, start: () => resolve(this.releaser(amount)) });
      this.startWaiting();
    });
  }

  private releaser(amount: number): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.inFlight -= amount;
      this.startWaiting();
    };
  }

  private startWaiting() {
    while (this.queue.length && this.inFlight + this.queue[0].amount <= this.total) {
      const next = this.queue.shift()!;
      this.inFlight += next.amount;
      this.peak = Math.max(this.peak, this.inFlight);
      next.start();
    }
  }
}
