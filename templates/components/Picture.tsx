import type { Image, ImageVariant } from '../../src/model/types.ts';
import { IMAGE_SLOTS, type ImageSlot } from './image-slots.ts';

interface Props {
  image: Image;
  /** Where the image is drawn: gives `sizes`, so the browser downloads only the width the slot needs. */
  slot: ImageSlot;
  className?: string;
  /** The page's largest image (its LCP element): loads at once with high priority; every other image loads lazily. */
  priority?: boolean;
  /** Next to a text that already names it (a linked card title): empty alt, so screen readers do not repeat it. */
  decorative?: boolean;
}

const srcset = (variants: ImageVariant[]) => variants.map((v) => `${v.src} ${v.width}w`).join(', ');

/** Modern formats first: the browser takes the first `<source>` whose type it decodes, else the `<img>`. */
const SOURCE_TYPES = ['image/avif', 'image/webp'];

/**
 * Every content image of the site. A photo becomes a `<picture>`: AVIF and WebP sources and a JPEG (or PNG) `<img>`,
 * each with every width and the slot's `sizes`; width and height from the model (no layout shift). A drawing (SVG)
 * is one `<img>`: it is sharp at every size.
 */
export function Picture({ image, slot, className, priority = false, decorative = false }: Props) {
  const sizes = IMAGE_SLOTS[slot];
  const fallback = image.variants.filter((v) => !SOURCE_TYPES.includes(v.type));
  const img = (
    <img
      className={className}
      src={image.src}
      srcSet={fallback.length > 1 ? srcset(fallback) : undefined}
      sizes={fallback.length > 1 ? sizes : undefined}
      alt={decorative ? '' : image.alt}
      width={image.width}
      height={image.height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? undefined : 'async'}
    />
  );
  const sources = SOURCE_TYPES.map((type) => [type, image.variants.filter((v) => v.type === type)] as const).filter(([, list]) => list.length);
  if (!sources.length) return img;
  return (
    <picture>
      {sources.map(([type, list]) => (
        <source key={type} type={type} srcSet={srcset(list)} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
