import { CategoryBadge } from './CategoryBadge.tsx';
import { CardFact, CardFooter } from './CardParts.tsx';
import { CatalogueIcon } from './CatalogueIcon.tsx';
import { moreFeaturesText } from './card-text.ts';
import type { TreatmentCardData } from './card-data.ts';

/**
 * Treatment card of /tratamento (no image, docs/site.md#catalogue-cards): badge, title, subtitle, description, facts, 3
 * features, price, link.
 */
export function TreatmentCard({ card }: { card: TreatmentCardData }) {
  const more = moreFeaturesText(card.features.more);
  return (
    <article className="card cat-card cat-card--text">
      <div className="cat-card__body">
        <CategoryBadge category={card.category} />
        <h2 className="cat-card__title">{card.title}</h2>
        {card.subtitle && <p className="cat-card__subtitle">{card.subtitle}</p>}
        <p className="cat-card__text">{card.description}</p>
        <ul className="cat-card__facts">
          <CardFact icon="clock" label="Duração" value={card.duration} />
          <CardFact icon="leaf" label="Recuperação" value={card.recovery} />
        </ul>
        {card.features.shown.length > 0 && (
          <ul className="cat-card__features" aria-label="O que está incluído">
            {card.features.shown.map((feature) => (
              <li key={feature}>
                <CatalogueIcon name="check" className="cat-icon cat-icon--check" />
                {feature}
              </li>
            ))}
            {more && <li className="cat-card__more">{more}</li>}
          </ul>
        )}
        <CardFooter price={card.price} href={card.href} title={card.title} />
      </div>
    </article>
  );
}
