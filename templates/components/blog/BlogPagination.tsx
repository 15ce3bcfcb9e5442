import type { BlogListPage } from '../../../src/model/page-props.ts';

/** 'Página 2 de 3' with links to the newer and older pages (rel=prev/next, as in the page's head). */
export function BlogPagination({ listPage }: { listPage: BlogListPage }) {
  if (listPage.count <= 1) return null;
  return (
    <nav className="blog-pagination" aria-label="Páginas do blog">
      {listPage.previousHref ? (
        <a className="btn btn--secondary" href={listPage.previousHref} rel="prev">← Artigos mais recentes</a>
      ) : (
        <span />
      )}
      <p className="blog-pagination__status">{`Página ${listPage.number} de ${listPage.count}`}</p>
      {listPage.nextHref ? (
        <a className="btn btn--secondary" href={listPage.nextHref} rel="next">Artigos anteriores →</a>
      ) : (
        <span />
      )}
    </nav>
  );
}
