import { CATEGORY_LABELS, type Category } from '../../../src/model/types.ts';

/** The category label as a badge ('Facial'); `badge` is the base style, the modifier tints it per category. */
export function CategoryBadge({ category }: { category: Category }) {
  return <span className={`badge badge--category cat-badge cat-badge--${category}`}>{CATEGORY_LABELS[category]}</span>;
}
