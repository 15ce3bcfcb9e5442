/**
 * The shared body of /tratamento, /protocolo and /servico: header, the CatalogueBrowser island (which server-renders
 * every card) and the closing links. Each page file only picks its texts, cards and closing buttons.
 */
import { SECTIONS, type Section } from '../../../src/model/crumbs.ts';
import type { ReactNode } from 'react';
import type { Category, SiteModel } from '../../../src/model/types.ts';
import { Island } from '../Island.tsx';
import CatalogueBrowser from '../../islands/CatalogueBrowser.tsx';
import type { CatalogueKind } from '../../islands/catalogue-filter.ts';
import type { CardData } from './card-data.ts';
import { ClosingCta } from './ClosingCta.tsx';
import { ListHeader } from './ListHeader.tsx';

/** Category buttons of each list (services additionally have Medicina, docs/site.md#search-and-category-filter). */
export const LIST_CATEGORIES: Record<CatalogueKind, Category[]> = {
  treatment: ['facial', 'corporal', 'capilar'],
  protocol: ['facial', 'corporal', 'capilar'],
  service: ['facial', 'corporal', 'capilar', 'medicina'],
};

interface Props {
  site: SiteModel;
  kind: CatalogueKind;
  section: Section;
  title: string;
  intro: string;
  cards: CardData[];
  closing: { title: string; text: string; actions: ReactNode };
}

export function ListPage({ site, kind, section, title, intro, cards, closing }: Props) {
  return (
    <>
      <ListHeader section={section} title={title} intro={intro} />
      <section className="cat-list section" aria-label={`Lista de ${SECTIONS[section].label.toLowerCase()}`}>
        <div className="container">
          <Island component={CatalogueBrowser} params={['categoria', 'busca']} props={{ kind, categories: LIST_CATEGORIES[kind], cards }} />
        </div>
      </section>
      <ClosingCta title={closing.title} text={closing.text} note={site.texts.evaluationNote}>
        {closing.actions}
      </ClosingCta>
    </>
  );
}
