/**
 * The shared body of /tratamento, /protocolo and /servico (and of their pages once a catalogue is long,
 * docs/site.md#list-pages): header, the CatalogueBrowser island (which server-renders the page's cards) and the
 * closing links. Each page file only picks its texts, cards and closing buttons.
 */
import { SECTIONS, type Section } from '../../../src/model/crumbs.ts';
import type { ReactNode } from 'react';
import { CATEGORY_LABELS, type Category, type SiteModel } from '../../../src/model/types.ts';
import type { CatalogueListPage } from '../../../src/model/page-props.ts';
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
  listPage: CatalogueListPage<unknown>;
  kind: CatalogueKind;
  section: Section;
  title: string;
  intro: string;
  cards: CardData[];
  closing: { title: string; text: string; actions: ReactNode };
}

export function ListPage({ site, listPage, kind, section, title, intro, cards, closing }: Props) {
  const { number, count, category, preselected, total, pageHrefs, categoryHrefs, indexHref } = listPage;
  const suffix = [category ? CATEGORY_LABELS[category] : '', number > 1 ? `página ${number}` : ''].filter(Boolean).join(', ');
  const browser = {
    kind,
    categories: LIST_CATEGORIES[kind],
    cards,
    categoryLinks: LIST_CATEGORIES[kind].flatMap((key) => (categoryHrefs[key] ? [{ category: key, href: categoryHrefs[key] }] : [])),
    listHref: SECTIONS[section].href,
    // A one-page list holds every card and filters them in place (`preselected`: the category its address chose);
    // a long one adds its count, pages and index.
    ...(indexHref ? { total, category, pages: { number, count, hrefs: pageHrefs }, indexHref } : { category: preselected }),
  };
  return (
    <>
      <ListHeader section={section} title={title} suffix={suffix} intro={intro} />
      <section className="cat-list section" aria-label={`Lista de ${SECTIONS[section].label.toLowerCase()}`}>
        <div className="container">
          <Island component={CatalogueBrowser} params={['categoria', 'busca']} props={browser} />
        </div>
      </section>
      <ClosingCta title={closing.title} text={closing.text} note={site.texts.evaluationNote}>
        {closing.actions}
      </ClosingCta>
    </>
  );
}
