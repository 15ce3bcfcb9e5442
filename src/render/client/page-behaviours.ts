/**
 * What every page does on its own, without React (so no page downloads React for them):
 * - the navigation bar's scroll behaviour (docs/site.md#navigation-bar): `data-position` and `data-shadow` on the bar,
 *   `data-scroll` once this script runs (the CSS keeps the no-script bar visible at the top until then);
 * - the referral cookie (docs/site.md#referral-cookie);
 * - the ripple on buttons (docs/site.md#ripple-effect), none under prefers-reduced-motion;
 * - a long list's search index, requested as the cursor comes into its search box
 *   (templates/islands/catalogue/catalogue-index-file.ts).
 */
import { barPosition, hasShadow } from '../../../templates/islands/navbar/model.ts';
import { referralCookieToSet } from '../../../templates/islands/referral.ts';
import { catalogueIndexFile } from '../../../templates/islands/catalogue/catalogue-index-file.ts';

/** docs/site.md#ripple-effect: the ripple element is removed after 2000 ms. */
export const RIPPLE_LIFETIME_MS = 2000;

function navbarScroll(): void {
  const bar = document.querySelector<HTMLElement>('.navbar');
  if (!bar) return;
  const isHome = bar.classList.contains('navbar--home');
  let frame = 0;
  const update = () => {
    frame = 0;
    bar.dataset.position = barPosition(isHome, window.scrollY, window.innerHeight);
    if (hasShadow(isHome, window.scrollY)) bar.dataset.shadow = '';
    else delete bar.dataset.shadow;
  };
  const onScroll = () => {
    if (!frame) frame = requestAnimationFrame(update);
  };
  update();
  bar.dataset.scroll = '';
  window.addEventListener('scroll', onScroll, { passive: true });
  window.addEventListener('resize', onScroll);
}

function referralCookie(): void {
  const cookie = referralCookieToSet(document.cookie, location.search, document.referrer, location.protocol === 'https:');
  if (cookie) document.cookie = cookie;
}

function ripple(): void {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  document.addEventListener('pointerdown', (event) => {
    const target = (event.target as Element | null)?.closest<HTMLElement>('.btn');
    if (!target) return;
    const rect = target.getBoundingClientRect();
    const size = Math.max(rect.width, rect.height);
    const element = document.createElement('span');
    element.className = 'ripple';
    element.setAttribute('aria-hidden', 'true');
    element.style.width = element.style.height = `${size}px`;
    element.style.left = `${event.clientX - rect.left - size / 2}px`;
    element.style.top = `${event.clientY - rect.top - size / 2}px`;
    target.appendChild(element);
    setTimeout(() => element.remove(), RIPPLE_LIFETIME_MS);
  });
}

function searchIndexOnFocus(): void {
  window.clinicSiteCatalogueIndex = catalogueIndexFile;
  document.addEventListener('focusin', (event) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || input.type !== 'search') return;
    const href = input.form?.dataset.catalogueIndex;
    if (href) void catalogueIndexFile(href);
  });
}

export function startPageBehaviours(): void {
  navbarScroll();
  referralCookie();
  ripple();
  searchIndexOnFocus();
}
