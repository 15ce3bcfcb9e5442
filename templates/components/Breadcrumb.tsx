/**
 * Breadcrumb trail (docs/templates.md#accessibility-conventions): `nav` labelled 'Trilha de navegação', an ordered
 * list, the current page last with aria-current="page". The BreadcrumbList JSON-LD comes from the build, from the
 * same crumbs.
 */
import type { Crumb } from '../../src/model/page-props.ts';

export function Breadcrumb({ items }: { items: Crumb[] }) {
  return (
    <nav className="breadcrumb" aria-label="Trilha de navegação">
      <ol>
        {items.map((crumb, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${index}-${crumb.label}`}>
              {crumb.href && !last ? (
                <a href={crumb.href}>{crumb.label}</a>
              ) : (
                <span aria-current={last ? 'page' : undefined}>{crumb.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
