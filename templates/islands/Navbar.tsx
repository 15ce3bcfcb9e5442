/**
 * Navigation bar island (docs/site.md#navigation-bar).
 *
 * Without script: logo, plain links (each dropdown label links to its list page), dropdown panels opened by CSS on
 * :hover/:focus-within, and the mobile menu as a native `<details>`. With script: APG disclosure navigation (the
 * chevron buttons with aria-expanded, Escape closes and returns focus), hover/focus opening with the 100 ms close
 * delay, one mobile category open at a time. The scroll behaviour (home: hidden until the reveal threshold, then
 * floating, then at the top; other pages: sticky with a shadow after 10 px) needs no React: the page script sets
 * `data-position`/`data-shadow` on the bar (src/render/client/page-behaviours.ts), and this component leaves those
 * attributes alone. Rendering is identical on server and client; everything that reads window happens in effects
 * and handlers.
 */
import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import type { Image } from '../../src/model/types.ts';
import { DesktopDropdown } from './navbar/DesktopDropdown.tsx';
import { MobileMenu } from './navbar/MobileMenu.tsx';
import { currentLink, DROPDOWN_CLOSE_DELAY_MS, type NavMenu } from './navbar/model.ts';

export interface NavbarProps {
  clinicName: string;
  logo: Image;
  /** Current route, to mark the current section and to pick the home behaviour. */
  path: string;
  menus: NavMenu[];
  /** Whether the blog has published articles: without them there is no /blog and no 'Blog' link. */
  blog: boolean;
}

/**
 * Links beside the three dropdowns, in menu order: two sections of the home page (#sobre, #contato) and the
 * blog. The first goes before the dropdowns.
 */
function pageLinks(blog: boolean) {
  return [
    { label: 'Sobre', href: '/#sobre' },
    ...(blog ? [{ label: 'Blog', href: '/blog' }] : []),
    { label: 'Contato', href: '/#contato' },
  ];
}

export default function Navbar({ clinicName, logo, path, menus, blog }: NavbarProps) {
  const isHome = path === '/';
  const PAGE_LINKS = pageLinks(blog);
  const id = useId();
  const [ready, setReady] = useState(false);
  const [openDropdown, setOpenDropdown] = useState<string | null>(null);
  // The dropdown opened with a click on its chevron: it stays open when the pointer leaves, until the chevron is
  // clicked again, Escape, a click elsewhere or focus leaving it.
  const [pinned, setPinned] = useState<string | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [expanded, setExpanded] = useState<string | null>(null);
  // One close timer per dropdown: the pointer leaving one (its panel vanishing under a resting pointer once the
  // keyboard moved on) must not close, or spare, another.
  const closeTimers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const cancelClose = (key?: string) => {
    for (const [timerKey, timer] of closeTimers.current) {
      if (key === undefined || timerKey === key) {
        clearTimeout(timer);
        closeTimers.current.delete(timerKey);
      }
    }
  };
  const rootRef = useRef<HTMLElement>(null);

  useEffect(() => {
    setReady(true);
    // A tap before this island hydrated used the native <details>: adopt what the visitor opened.
    const root = rootRef.current;
    if (root?.querySelector<HTMLDetailsElement>('.mobile-menu')?.open) setMobileOpen(true);
    const category = root?.querySelector<HTMLElement>('.mobile-menu__categories details[open]');
    if (category?.dataset.key) setExpanded(category.dataset.key);
    // A desktop panel the CSS shows (pointer over it or focus inside, which is what made this island hydrate) stays
    // open: the pointer is already in, so no mouseenter will come to open it again.
    const shown = root?.querySelector<HTMLElement>('.nav-dropdown:hover, .nav-dropdown:focus-within');
    if (shown?.dataset.key) setOpenDropdown(shown.dataset.key);
    return () => cancelClose();
  }, []);

  useEffect(() => {
    if (!mobileOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMobileOpen(false);
      rootRef.current?.querySelector<HTMLElement>('.mobile-menu__toggle')?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [mobileOpen]);

  // A panel the pointer opened is dismissed with Escape wherever the keyboard focus is (WCAG 1.4.13: content shown on
  // hover can be dismissed without moving the pointer). A panel holding the focus handles its own Escape first.
  useEffect(() => {
    if (openDropdown === null) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      cancelClose();
      setOpenDropdown(null);
      setPinned(null);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [openDropdown]);

  useEffect(() => {
    if (pinned === null) return;
    const onPointerDown = (event: PointerEvent) => {
      const dropdown = document.getElementById(`${id}${pinned}`)?.closest('li');
      if (dropdown?.contains(event.target as Node)) return;
      setPinned(null);
      setOpenDropdown((current) => (current === pinned ? null : current));
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [pinned, id]);

  const open = (key: string) => {
    cancelClose(key);
    setOpenDropdown(key);
    setPinned((current) => (current === key ? current : null));
  };
  /**
   * Closes dropdown `key` after the delay, if it is still the open one then and neither the pointer nor the focus has
   * come back into it (the pointer leaving while the keyboard is inside, or the other way round, leaves it open).
   */
  const scheduleClose = (key: string) => {
    cancelClose(key);
    closeTimers.current.set(
      key,
      setTimeout(() => {
        closeTimers.current.delete(key);
        const dropdown = document.getElementById(`${id}${key}`)?.closest('li');
        if (dropdown && (dropdown.matches(':hover') || dropdown.contains(document.activeElement))) return;
        setOpenDropdown((current) => (current === key ? null : current));
        setPinned((current) => (current === key ? null : current));
      }, DROPDOWN_CLOSE_DELAY_MS),
    );
  };
  /** The pointer left a dropdown: it closes after the delay, unless it was clicked open. */
  const pointerLeft = (key: string) => {
    if (pinned !== key) scheduleClose(key);
  };
  /** A click on a chevron: opens and pins its panel (also one the pointer had opened), or closes a pinned one. */
  const toggle = (key: string) => {
    if (openDropdown === key && pinned === key) {
      cancelClose(key);
      setOpenDropdown(null);
      setPinned(null);
    } else {
      open(key);
      setPinned(key);
    }
  };
  const toggleMobile = (event: MouseEvent) => {
    event.preventDefault();
    setMobileOpen((was) => !was);
  };
  const toggleCategory = (key: string, event: MouseEvent) => {
    event.preventDefault();
    setExpanded((current) => (current === key ? null : key));
  };

  return (
    <header
      ref={rootRef}
      className={`navbar${isHome ? ' navbar--home' : ''}`}
      data-ready={ready ? '' : undefined}
    >
      <div className="container navbar__inner">
        <a className="navbar__logo" href="/" aria-current={isHome ? 'page' : undefined}>
          <img src={logo.src} alt={clinicName} width={logo.width} height={logo.height} decoding="async" />
        </a>
        <nav className="navbar__desktop" aria-label="Principal">
          <ul className="navbar__links">
            <li><a className="nav-link" href={PAGE_LINKS[0].href}>{PAGE_LINKS[0].label}</a></li>
            {menus.map((menu) => (
              <DesktopDropdown
                key={menu.key}
                menu={menu}
                panelId={`${id}${menu.key}`}
                open={openDropdown === menu.key}
                current={currentLink(menu.basePath, path)}
                onOpen={() => open(menu.key)}
                onPointerLeave={() => pointerLeft(menu.key)}
                onFocusLeave={() => scheduleClose(menu.key)}
                onToggle={() => toggle(menu.key)}
                onEscape={() => {
                  setOpenDropdown(null);
                  setPinned(null);
                  document.getElementById(`${id}${menu.key}`)?.previousElementSibling?.closest('li')
                    ?.querySelector<HTMLElement>('.nav-dropdown__toggle')?.focus();
                }}
              />
            ))}
            {PAGE_LINKS.slice(1).map((link) => (
              <li key={link.href}>
                <a className="nav-link" href={link.href} aria-current={currentLink(link.href, path)}>{link.label}</a>
              </li>
            ))}
          </ul>
          <a className="btn btn--primary btn--small" href="/agendar-online">Agendar</a>
        </nav>
        <MobileMenu
          menus={menus}
          open={mobileOpen}
          expanded={expanded}
          onToggleMenu={toggleMobile}
          onToggleCategory={toggleCategory}
          onNavigate={() => setMobileOpen(false)}
          onFocusLeave={() => setMobileOpen(false)}
          path={path}
          pageLinks={PAGE_LINKS}
        />
      </div>
    </header>
  );
}
