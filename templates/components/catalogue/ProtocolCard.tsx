import { CategoryBadge } from './CategoryBadge.tsx';
import { BenefitChips, CardFact, CardFooter, CardImage } from './CardParts.tsx';
import type { ProtocolCardData } from './card-data.ts';

/** Protocol card of /protocolo: image, badge, title, description, duration, sessions, chips, price, 'Saiba mais'. */
export function ProtocolCard({ card, first = false }: { card: ProtocolCardData; first?: boolean }) {
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
          <CardFact icon="calendar" label="Sessões" value={card.sessions} />
        </ul>
        <BenefitChips benefits={card.benefits} />
        <CardFooter price={card.price} href={card.href} title={card.title} />
      </div>
    </article>
  );
}
