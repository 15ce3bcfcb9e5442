/** The 'O que está incluído' and benefits lists of the detail pages (docs/site.md#detail-pages-in-common). */
import { CatalogueIcon } from './CatalogueIcon.tsx';

/** 'O que está incluído': a grid of features, each with a check mark. */
export function FeatureGrid({ features }: { features: string[] }) {
  return (
    <ul className="cat-features">
      {features.map((feature) => (
        <li key={feature} className="cat-features__item">
          <CatalogueIcon name="check" className="cat-icon cat-icon--check" />
          <span>{feature}</span>
        </li>
      ))}
    </ul>
  );
}

/** Benefits as a plain list with a soft marker. */
export function BenefitList({ benefits }: { benefits: string[] }) {
  return (
    <ul className="cat-benefits">
      {benefits.map((benefit) => (
        <li key={benefit} className="cat-benefits__item">
          <CatalogueIcon name="sparkle" className="cat-icon cat-icon--soft" />
          <span>{benefit}</span>
        </li>
      ))}
    </ul>
  );
}
