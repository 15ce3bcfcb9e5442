import { Picture } from '../Picture.tsx';
import type { ItemLink } from '../../../src/model/types.ts';
import { CategoryBadge } from './CategoryBadge.tsx';

const KIND_LABELS: Record<ItemLink['kind'], string> = { service: 'Serviço', treatment: 'Tratamento', protocol: 'Protocolo' };

/**
 * Links to related catalogue items (a treatment's services or protocols, a protocol's services, a service's protocols,
 * a blog article's items of any catalogue: `mixed` then names each card's catalogue, as a treatment and a service may
 * share a title).
 * The model resolved every link (ItemLink.href), so unknown slugs never reach this list
 * (docs/site.md#detail-pages-in-common). The title is the link (its name says where it goes); its ::after makes the
 * whole card clickable.
 */
export function RelatedItems({ items, mixed = false }: { items: ItemLink[]; mixed?: boolean }) {
  return (
    <ul className="cat-related">
      {items.map((item) => (
        <li key={item.href} className="cat-related__item">
          <Picture className="cat-related__image" image={item.image} slot="related" decorative />
          <div className="cat-related__body">
            <CategoryBadge category={item.category} />
            <h3 className="cat-related__title">
              <a className="cat-related__link" href={item.href}>
                {mixed && <span className="cat-related__kind">{KIND_LABELS[item.kind]}<span className="sr-only">: </span></span>}
                {item.title}
              </a>
            </h3>
            <p className="cat-related__text">{item.description}</p>
            <p className="cat-related__price">{item.price.display}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
