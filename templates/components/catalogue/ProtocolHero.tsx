/**
 * Hero of a protocol page (docs/site.md#protocol-detail): the background image is a real <img> (alt text, width and
 * height, eager, high priority: it is the page's largest paint) under a deep-green overlay dark enough for white text
 * to pass WCAG AA over any part of the illustration.
 */
import type { Protocol } from '../../../src/model/types.ts';
import { Picture } from '../Picture.tsx';
import { CategoryBadge } from './CategoryBadge.tsx';

export function ProtocolHero({ protocol }: { protocol: Protocol }) {
  const { backgroundImage: image, title, subtitle } = protocol.hero;
  return (
    <header className="cat-phero">
      <Picture className="cat-phero__image" image={image} slot="background" priority />
      <div className="cat-phero__overlay" />
      <div className="container cat-phero__content">
        <CategoryBadge category={protocol.category} />
        <h1 className="cat-phero__title">{protocol.name}</h1>
        <p className="cat-phero__tagline">{title}</p>
        <p className="cat-phero__subtitle">{subtitle}</p>
      </div>
    </header>
  );
}
