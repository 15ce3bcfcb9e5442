/**
 * Pure parts of the navigation bar (docs/site.md#navigation-bar, numbers in #constants), kept apart from React so they
 * are table-tested in model.test.ts.
 */
import type { Category, Menu, MenuItem } from '../../../src/model/types.ts';

/** What the island receives: plain JSON, only what the bar shows. */
export interface NavMenu {
  key: 'servicos' | 'tratamentos' | 'protocolos';
  label: string;
  basePath: Menu['basePath'];
  items: MenuItem[];
  categories: Category[];
  /** Items per category in the whole catalogue (the menu carries only the first few of each). */
  counts: Record<Category, number>;
}

/**
 * docs/site.md#constants: reveal at 90 % of the viewport height minus 64 px; shadow after 10 px; close delay 100 ms; 6
 * items.
 */
export const REVEAL_RATIO = 0.9;
export const REVEAL_OFFSET_PX = 64;
export const SHADOW_AFTER_PX = 10;
export const DROPDOWN_CLOSE_DELAY_MS = 100;
export const MOBILE_MAX_ITEMS = 6;

/**
 * Where the bar is for a scroll position.
 * Home: 'hidden' above the reveal threshold, 'floating' (shown, slightly below the top) until a full viewport height
 * is scrolled, then 'top'. Other pages: always 'top' (sticky), 'scrolled' adds the shadow.
 */
export type BarPosition = 'hidden' | 'floating' | 'top';

export function barPosition(isHome: boolean, scrollY: number, innerHeight: number): BarPosition {
  if (!isHome) return 'top';
  if (scrollY < REVEAL_RATIO * innerHeight - REVEAL_OFFSET_PX) return 'hidden';
  return scrollY < innerHeight ? 'floating' : 'top';
}

export function hasShadow(isHome: boolean, scrollY: number): boolean {
  return isHome || scrollY > SHADOW_AFTER_PX;
}

export interface MobileCategory {
  category: Category;
  /** At most MOBILE_MAX_ITEMS, in menu order. */
  items: MenuItem[];
  /** '/servico?categoria=facial' when the category has more items than shown, else null. */
  moreHref: string | null;
}

/** The mobile menu's view of one dropdown: every configured category, each cut to 6 items (empty → 'Em breve'). */
export function mobileCategories(menu: NavMenu): MobileCategory[] {
  return menu.categories.map((category) => {
    const all = menu.items.filter((item) => item.category === category);
    return {
      category,
      items: all.slice(0, MOBILE_MAX_ITEMS),
      moreHref: Math.max(all.length, menu.counts[category] ?? 0) > MOBILE_MAX_ITEMS ? `${menu.basePath}?categoria=${category}` : null,
    };
  });
}

/** Link of one menu item: `{basePath}/{slug}`. */
export const itemHref = (menu: NavMenu, item: MenuItem) => `${menu.basePath}/${item.slug}`;

/**
 * Whether the page at `path` belongs to the section a navigation link opens: the list page itself and every page
 * under it (`/blog` on `/blog/pagina/2` and on an article). A link to an anchor of the home page opens no section.
 */
export function inSection(href: string, path: string): boolean {
  if (!href.startsWith('/') || href === '/' || href.startsWith('/#')) return false;
  return path === href || path.startsWith(`${href}/`);
}

/**
 * The `aria-current` of a navigation link: "page" on the very page it opens, "true" on the pages under it (a service
 * of the list, an article of the blog, a later page of the list), which a screen reader would otherwise announce as
 * the page the link opens; none elsewhere.
 */
export function currentLink(href: string, path: string): 'page' | 'true' | undefined {
  if (!inSection(href, path)) return undefined;
  return path === href ? 'page' : 'true';
}
