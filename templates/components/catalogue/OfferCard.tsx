import type { ReactNode } from 'react';
import { CategoryBadge } from './CategoryBadge.tsx';
import { BenefitChips, CardFact, CardFooter, CardImage, CardRating } from './CardParts.tsx';
import type { ProtocolCardData, ServiceCardData } from './card-data.ts';

/**
 * The card of /protocolo and /servico (docs/site.md#catalogue-cards): image, badge, title, description, duration, then
 * sessions (protocols) or the fixed 5.0 rating (services), benefit chips, price and 'Saiba mais'.
 */
export function OfferCard({ card, first = false }: { card: ProtocolCardData | ServiceCardData; first?: boolean }) {
  const secondFact: ReactNode =
    card.kind === 'protocol' ? <CardFact icon="calendar" label="Sessões" value={card.sessions} /> : <CardRating />;
  return (
    <article className="card cat-card">
      <div className="cat-card__media">
        <CardImage image={card.image} first={first} />
        <CategoryBadge category={card.category} />
      </div>
      <div className="cat-card__body">
        <h2 className="cat-card__title">{card.title}</h2>
        <p className="cat-card__text">{card.description}</p>
        <ul className="cat-card__facts">
          <CardFact icon="clock" label="Duração" value={card.duration} />
          {secondFact}
        </ul>
        <BenefitChips benefits={card.benefits} />
        <CardFooter price={card.price} href={card.href} title={card.title} />
      </div>
    </article>
  );
}
