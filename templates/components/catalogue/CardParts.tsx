/** Pieces shared by the three list-page cards (docs/site.md#catalogue-cards). */
import { Picture } from '../Picture.tsx';
import type { Image } from '../../../src/model/types.ts';
import { CatalogueIcon, type IconName } from './CatalogueIcon.tsx';
import { moreBenefitsText, splitPrice, type Preview } from './card-text.ts';

/** Card image: lazy, except the first card of a list, which is the page's first image (docs/site.md#images). */
export function CardImage({ image, first }: { image: Image; first: boolean }) {
  return <Picture className="cat-card__image" image={image} slot="card" priority={first} />;
}

/** One fact with an icon and a visible label: 'Duração 1 a 2 horas'. */
export function CardFact({ icon, label, value }: { icon: IconName; label: string; value: string }) {
  return (
    <li className="cat-card__fact">
      <CatalogueIcon name={icon} />
      <span className="cat-card__fact-label">{label}</span> {value}
    </li>
  );
}

/** The fixed 5.0 rating of service cards (docs/site.md#catalogue-cards), one image-like unit for screen readers. */
export function CardRating() {
  return (
    <li className="cat-card__fact cat-card__rating">
      <span role="img" aria-label="Avaliação 5.0 de 5 estrelas">
        <CatalogueIcon name="star" className="cat-icon cat-icon--star" /> 5.0
      </span>
    </li>
  );
}

/** Up to 2 benefit chips and '+N benefícios'. */
export function BenefitChips({ benefits }: { benefits: Preview }) {
  const more = moreBenefitsText(benefits.more);
  if (benefits.shown.length === 0) return null;
  return (
    <ul className="cat-chips" aria-label="Benefícios">
      {benefits.shown.map((benefit) => (
        <li key={benefit} className="cat-chip">{benefit}</li>
      ))}
      {more && <li className="cat-chip cat-chip--more">{more}</li>}
    </ul>
  );
}

/**
 * Price and the 'Saiba mais' link. The hidden suffix names the item so the link makes sense out of context
 * (WCAG 2.4.4); the link's ::after covers the card so the whole card is clickable without nesting links.
 */
export function CardFooter({ price, href, title }: { price: string; href: string; title: string }) {
  const { prefix, amount } = splitPrice(price);
  return (
    <div className="cat-card__footer">
      <p className="cat-card__price">
        {prefix && <span className="cat-card__price-prefix">{prefix} </span>}
        <span className="cat-card__price-amount">{amount}</span>
      </p>
      <a className="cat-card__link" href={href}>
        Saiba mais<span className="sr-only"> sobre {title}</span>
      </a>
    </div>
  );
}
