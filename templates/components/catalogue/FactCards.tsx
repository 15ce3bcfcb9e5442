import type { ReactNode } from 'react';
import { CatalogueIcon, type IconName } from './CatalogueIcon.tsx';

export interface Fact {
  icon: IconName;
  label: string;
  value: string;
  /** A line under the value, e.g. the offer under 'Investimento'. */
  note?: ReactNode;
  /** Takes a whole row of the grid (the price with its offer, in the narrow hero column). */
  wide?: boolean;
}

/** The key facts of a detail page (Duração, Recuperação, Sessões, Investimento...) as a description list of cards. */
export function FactCards({ facts }: { facts: Fact[] }) {
  return (
    <dl className="cat-facts">
      {facts.map((fact) => (
        <div key={fact.label} className={fact.wide ? 'cat-fact cat-fact--wide' : 'cat-fact'}>
          <dt className="cat-fact__label">
            <CatalogueIcon name={fact.icon} />
            {fact.label}
          </dt>
          <dd className="cat-fact__value">{fact.value}</dd>
          {fact.note && <dd className="cat-fact__note">{fact.note}</dd>}
        </div>
      ))}
    </dl>
  );
}
