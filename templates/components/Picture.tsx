import type { Image } from '../../src/model/types.ts';

interface Props {
  image: Image;
  className?: string;
  /** The page's largest image: loads at once with high priority (fast LCP); every other image loads lazily. */
  priority?: boolean;
  /** Next to a text that already names it (a linked card title): empty alt, so screen readers do not repeat it. */
  decorative?: boolean;
}

/** Every content image of the site: width and height from the model (no layout shift), async decoding. */
export function Picture({ image, className, priority = false, decorative = false }: Props) {
  return (
    <img
      className={className}
      src={image.src}
      alt={decorative ? '' : image.alt}
      width={image.width}
      height={image.height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  );
}
