/**
 * Links between the pages of a long catalogue list (docs/site.md#list-pages): 'Página 2 de 167', previous and next,
 * the first and last page and the pages around the current one. Plain links: they work before and without script.
 */
import { pageLinks, type ListPages } from './list-pages.ts';

export function ListPagination({ pages, label }: { pages: ListPages; label: string }) {
  if (pages.count <= 1) return null;
  const previous = pages.hrefs[pages.number - 2];
  const next = pages.hrefs[pages.number];
  return (
    <nav className="cat-pagination" aria-label={label}>
      <p className="cat-pagination__status">{`Página ${pages.number} de ${pages.count}`}</p>
      <ul className="cat-pagination__links">
        {previous && (
          <li>
            <a className="btn btn--secondary btn--small" href={previous} rel="prev">← Anterior</a>
          </li>
        )}
        {pageLinks(pages).map((link) =>
          'gap' in link ? (
            <li key={link.key} aria-hidden="true">…</li>
          ) : (
            <li key={link.number}>
              <a className="cat-pagination__page" href={link.href} aria-current={link.current ? 'page' : undefined}>
                <span className="sr-only">Página </span>
                {link.number}
              </a>
            </li>
          ),
        )}
        {next && (
          <li>
            <a className="btn btn--secondary btn--small" href={next} rel="next">Próxima →</a>
          </li>
        )}
      </ul>
    </nav>
  );
}
