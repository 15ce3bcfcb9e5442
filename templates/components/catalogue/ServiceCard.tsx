import { CategoryBadge } from './CategoryBadge.tsx';
import { BenefitChips, CardFact, CardFooter, CardImage, CardRating } from './CardParts.tsx';
import type { ServiceCardData } from './card-data.ts';

/** Service card of /servico: image, badge, title, description, duration, fixed 5.0 rating, chips, price, 'Saiba mais'. */
export function ServiceCard({ card, first = false }: { card: ServiceCardData; first?: boolean }) {
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
          <CardRating />
        </ul>
        <BenefitChips benefits={card.benefits} />
        <CardFooter price={card.price} href={card.href} title={card.title} />
      </div>
    </article>
  );
}
