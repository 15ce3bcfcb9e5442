/**
 * The mobile menu (docs/site.md#navigation-bar): a `<details>` toggle, so it opens without script; inside, each
 * dropdown lists the four categories as `<details name="nav-categoria">`, which the browser already keeps to one open
 * at a time (and a second click on the open one closes it). With script the island controls both so it can also close
 * on Escape, after following an in-page link and when the keyboard focus leaves it (Tab past its last link would
 * otherwise go on under the open panel, out of sight). Before script, the stylesheet hides the open panel while the
 * keyboard focus is elsewhere (templates/styles/base/navbar.css).
 */
import type { MouseEvent } from 'react';
import { CATEGORY_LABELS } from '../../../src/model/types.ts';
import { Icon } from '../../components/Icon.tsx';
import { currentLink, itemHref, mobileCategories, type NavMenu } from './model.ts';

interface Props {
  menus: NavMenu[];
  open: boolean;
  expanded: string | null;
  onToggleMenu: (event: MouseEvent) => void;
  onToggleCategory: (key: string, event: MouseEvent) => void;
  onNavigate: () => void;
  /** The keyboard focus went to something outside the menu. */
  onFocusLeave: () => void;
  pageLinks: { label: string; href: string }[];
  /** The page's path: the link of its section is marked current. */
  path: string;
}

export function MobileMenu({ menus, open, expanded, onToggleMenu, onToggleCategory, onNavigate, onFocusLeave, pageLinks, path }: Props) {
  return (
    <details
      className="mobile-menu"
      open={open}
      onBlur={(event) => {
        // No element gaining focus (a tap on the panel's background, the window left): the menu stays.
        const next = event.relatedTarget as Node | null;
        if (next && !event.currentTarget.contains(next)) onFocusLeave();
      }}
    >
      <summary className="mobile-menu__toggle" onClick={onToggleMenu}>
        <Icon name={open ? 'close' : 'menu'} size={22} />
        <span>Menu</span>
      </summary>
      <nav className="mobile-menu__panel" aria-label="Menu principal (celular)">
        <ul className="mobile-menu__links">
          {pageLinks.slice(0, 1).map((link) => (
            <li key={link.href}>
              <a href={link.href} onClick={onNavigate} aria-current={currentLink(link.href, path)}>{link.label}</a>
            </li>
          ))}
          {menus.map((menu) => (
            <li key={menu.key} className="mobile-menu__group">
              <a className="mobile-menu__group-link" href={menu.basePath} onClick={onNavigate} aria-current={currentLink(menu.basePath, path)}>{menu.label}</a>
              <ul className="mobile-menu__categories">
                {mobileCategories(menu).map((group) => {
                  const key = `${menu.key}:${group.category}`;
                  const label = CATEGORY_LABELS[group.category];
                  return (
                    <li key={key}>
                      <details name="nav-categoria" open={expanded === key} data-key={key}>
                        <summary onClick={(event) => onToggleCategory(key, event)}>
                          {label}
                          <span className="sr-only"> ({menu.label})</span>
                          <Icon name="chevron" size={18} />
                        </summary>
                        {group.items.length === 0 ? (
                          <p className="mobile-menu__empty">Em breve</p>
                        ) : (
                          <ul>
                            {group.items.map((item) => (
                              <li key={item.slug}>
                                <a href={itemHref(menu, item)} onClick={onNavigate}>{item.title}</a>
                              </li>
                            ))}
                            {group.moreHref && (
                              <li>
                                <a className="mobile-menu__more" href={group.moreHref} onClick={onNavigate}>
                                  Ver todos de {label}
                                </a>
                              </li>
                            )}
                          </ul>
                        )}
                      </details>
                    </li>
                  );
                })}
              </ul>
              <a className="mobile-menu__all" href={menu.basePath} onClick={onNavigate}>Ver Todos</a>
            </li>
          ))}
          {pageLinks.slice(1).map((link) => (
            <li key={link.href}>
              <a href={link.href} onClick={onNavigate} aria-current={currentLink(link.href, path)}>{link.label}</a>
            </li>
          ))}
        </ul>
        <a className="btn btn--primary btn--block" href="/agendar-online">Agendar Online</a>
      </nav>
    </details>
  );
}
