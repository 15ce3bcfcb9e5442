import { listCrumbs, type Section } from '../../../src/model/crumbs.ts';
import { Breadcrumb } from '../Breadcrumb.tsx';

/** Top of a list page: breadcrumb 'Início > {section}', the page's one h1 (with the category and page number of a long list's pages) and the intro (docs/site.md#list-pages). */
export function ListHeader({ section, title, suffix = '', intro }: { section: Section; title: string; suffix?: string; intro: string }) {
  return (
    <header className="cat-list-header">
      <div className="container">
        <Breadcrumb items={listCrumbs(section)} />
        <h1 className="cat-list-header__title">
          {title}
          {suffix && <span className="cat-list-header__page">{` (${suffix})`}</span>}
        </h1>
        <p className="cat-list-header__intro">{intro}</p>
      </div>
    </header>
  );
}
