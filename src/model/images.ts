/**
 * Image cells → Image values, from what the image stage produced (src/images): the published versions of each photo
 * and its share image. `validate` and `diff` build the model without encoding anything (they never render): there
 * the image is only the cell itself, enough to say that it changed.
 */
import type { ImageOutput, ProcessedImage } from '../images/process-images.ts';
import type { Image } from './types.ts';

/** A file of out/ whose bytes are in the image cache. */
export type Asset = ImageOutput;

export class ImageResolver {
  /** Each image and alt text resolved once (cell → alt → image): items that show the same photo with the same text share one value. */
  private readonly resolved = new Map<string, Map<string, Image>>();

  /** `processed` is null when nothing is rendered (validate, diff). */
  constructor(private readonly processed: Map<string, ProcessedImage> | null) {}

  resolve(cell: string, alt: string): Image {
    let byAlt = this.resolved.get(cell);
    if (!byAlt) this.resolved.set(cell, (byAlt = new Map()));
    let image = byAlt.get(alt);
    if (!image) {
      image = this.resolveNew(cell, alt);
      byAlt.set(alt, image);
    }
    return image;
  }

  private resolveNew(cell: string, alt: string): Image {
    const name = cell.trim();
    if (!this.processed) return { src: name, alt, width: 0, height: 0, variants: [], share: { src: name, width: 0, height: 0 } };
    const image = this.processed.get(name);
    // The image stage processed every image cell of the validated sheets, or the build stopped with its problem.
    if (!image) throw new Error(`imagem não processada: ${name}`);
    const raster = image.variants.filter((v) => v.type !== 'image/svg+xml');
    const fallbackType = raster.some((v) => v.type === 'image/png') ? 'image/png' : 'image/jpeg';
    const fallback = raster.filter((v) => v.type === fallbackType).at(-1) ?? image.variants[0];
    return { src: fallback.src, alt, width: image.width, height: image.height, variants: raster, share: image.share };
  }
}
