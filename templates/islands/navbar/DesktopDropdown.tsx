/**
 * One desktop dropdown (APG "disclosure navigation menu with top-level links"): the label is a real link to the list
 * page (works without script), the chevron button next to it toggles the panel with aria-expanded.
 * Opening on hover/focus, the 100 ms close delay and keeping a panel open that was clicked open live in the parent,
 * which owns which dropdown is open.
 * Before hydration CSS opens the panel on :hover / :focus-within (base.css, `.navbar:not([data-ready])`).
 */
import { useRef, type KeyboardEvent } from 'react';
import { CATEGORY_LABELS } from '../../../src/model/types.ts';
import { Icon } from '../../components/Icon.tsx';
import { itemHref, mobileCategories, type NavMenu } from './model.ts';

interface Props {
  menu: NavMenu;
  open: boolean;
  /** aria-current of the menu's own link (see currentLink). */
  current: 'page' | 'true' | undefined;
  onOpen: () => void;
  /** The pointer left the dropdown (the parent closes it after the delay unless it was clicked open). */
  onPointerLeave: () => void;
  /** Focus left the dropdown. */
  onFocusLeave: () => void;
  onToggle: () => void;
  onEscape: () => void;
  panelId: string;
}

export function DesktopDropdown({ menu, open, current, onOpen, onPointerLeave, onFocusLeave, onToggle, onEscape, panelId }: Props) {
  // The same groups as the mobile menu: at most 6 items each, and 'Ver todos de …' when the category has more.
  const groups = mobileCategories(menu).filter((group) => group.items.length > 0);
  // Escape closes the panel and moves focus to the chevron; that focus must not reopen what Escape just closed.
  const closedByEscape = useRef(false);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      closedByEscape.current = true;
      onEscape();
    }
  };
  const onFocus = () => {
    if (closedByEscape.current) closedByEscape.current = false;
    else onOpen();
  };
  return (
    // data-replay-keys: an Escape pressed before the navbar hydrated (a slow network) is pressed again once it has
    // (src/render/client/hydrate.ts); the panel the CSS showed is open in the hydrated bar, so Escape closes it.
    <li
      className="nav-dropdown"
      data-key={menu.key}
      data-replay-keys="Escape"
      data-open={open ? '' : undefined}
      onMouseEnter={onOpen}
      onMouseLeave={onPointerLeave}
      onFocus={onFocus}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onFocusLeave();
      }}
      onKeyDown={onKeyDown}
    >
      <a className="nav-link" href={menu.basePath} aria-current={current}>
        {menu.label}
      </a>
      <button
        type="button"
        className="nav-dropdown__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`Submenu ${menu.label}`}
        onClick={onToggle}
      >
        <Icon name="chevron" size={18} />
      </button>
      <div className="nav-dropdown__panel" id={panelId}>
        <a className="nav-dropdown__all" href={menu.basePath}>
          Ver Todos <Icon name="arrow" size={16} />
        </a>
        <div className="nav-dropdown__groups">
          {groups.map((group) => (
            <div className="nav-dropdown__group" key={group.category}>
              <p className="nav-dropdown__group-title">{CATEGORY_LABELS[group.category]}</p>
              <ul>
                {group.items.map((item) => (
                  <li key={item.slug}>
                    <a href={itemHref(menu, item)}>{item.title}</a>
                  </li>
                ))}
                {group.moreHref && (
                  <li>
                    <a className="nav-dropdown__more" href={group.moreHref}>Ver todos de {CATEGORY_LABELS[group.category]}</a>
                  </li>
                )}
              </ul>
            </div>
          ))}
          {groups.length === 0 && <p className="nav-dropdown__empty">Em breve</p>}
        </div>
      </div>
    </li>
  );
}
