/**
 * Top of the treatment and service pages (docs/site.md#detail-pages-in-common): breadcrumb, category badge, the page's
 * h1, lead texts, fact cards, the evaluation note, messaging and phone buttons, and the image with the 'Especialista'
 * badge (SpecialistBadge always carries CRM and RQE, CFM rule).
 */
import { Picture } from '../Picture.tsx';
import type { ReactNode } from 'react';
import type { Crumb } from '../../../src/model/page-props.ts';
import type { Category, Image, Settings } from '../../../src/model/types.ts';
import { Breadcrumb } from '../Breadcrumb.tsx';
import { SpecialistBadge } from '../SpecialistBadge.tsx';
import { CategoryBadge } from './CategoryBadge.tsx';
import { FactCards, type Fact } from './FactCards.tsx';

interface Props {
  crumbs: Crumb[];
  category: Category;
  title: string;
  subtitle?: string | null;
  description: string;
  facts: Fact[];
  /** site.texts.evaluationNote, shown beside the price (docs/site.md#fixed-texts); null when the offer says it. */
  evaluationNote: string | null;
  actions: ReactNode;
  image: Image;
  doctor: Settings['doctor'];
  /** Modifier for the image box: the service page fixes its height at 500 px (docs/site.md#constants). */
  variant: 'treatment' | 'service';
}

export function DetailHero(props: Props) {
  const { crumbs, category, title, subtitle, description, facts, evaluationNote, actions, image, doctor, variant } = props;
  return (
    <header className={`cat-hero cat-hero--${variant}`}>
      <div className="container">
        <Breadcrumb items={crumbs} />
        <div className="cat-hero__grid">
          <div className="cat-hero__text">
            <CategoryBadge category={category} />
            <h1 className="cat-hero__title">{title}</h1>
            {subtitle && <p className="cat-hero__subtitle">{subtitle}</p>}
            <p className="cat-hero__lead">{description}</p>
            <FactCards facts={facts} />
            {evaluationNote && <p className="cat-note">{evaluationNote}</p>}
            <div className="cat-actions">{actions}</div>
          </div>
          <figure className="cat-hero__media">
            <Picture className="cat-hero__image" image={image} slot="hero" priority />
            <figcaption className="cat-hero__badge">
              <SpecialistBadge doctor={doctor} variant="overlay" />
            </figcaption>
          </figure>
        </div>
      </div>
    </header>
  );
}
