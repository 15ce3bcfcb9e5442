/**
 * Browser side of the islands: the page's only eager script, and it carries no React. The server markup is already
 * the widget (docs/templates.md#what-works-without-script), so an island is hydrated only when a visitor is about to
 * use it: the pointer over it, a touch, keyboard focus inside it; an island marked `data-island-load="visible"`
 * (the testimonial carousel, which moves on its own) when it scrolls near the viewport; an island with
 * `data-island-params` at once when the address carries one of those parameters (`/servico?categoria=facial`).
 * React and the island's chunk are fetched then (docs/templates.md#islands, "Hydration on use").
 *
 * A tap that arrives before React does is not lost: a click on a plain button of a not yet hydrated island (a button
 * does nothing without script), or on an element marked `data-replay-click` (a protocol card, which opens its dialog),
 * is held back and replayed on the same element once the island has hydrated, unless the element no longer offers
 * the action it showed (`data-action`: a play button whose carousel started playing on its own); the keys of a
 * widget's keyboard pattern (`data-replay-keys`) are held and pressed again the same way. Links,
 * `<details>`, forms and fields keep their native behaviour, which each widget adopts when it hydrates.
 *
 * On a phone the wait for a first tap is mostly the download of React (about 1.1–1.8 s on a slow network, against
 * 0.3–0.5 s with the scripts cached). So at the visitor's first touch of the page, scrolling included, the chunks this
 * page's islands import on use (the script tag's `data-preload-on-touch`, src/render/render-page.ts) are fetched
 * with `modulepreload`: downloaded and kept ready, not run, so nothing happens on the page until an island is used.
 * Not when the visitor's browser asks to save data.
 */
import { settleAfterHydration } from './settle.ts';

type Component = unknown;
type Loader = () => Promise<{ default: Component }>;
type Hydrator = () => Promise<{ hydrateIsland(element: HTMLElement, component: Component, props: Record<string, unknown>, id: string): void }>;

/** Events that show a visitor is about to use the island under them. */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown', 'input', 'change'] as const;
/** How far below (or above) the viewport a `visible` island starts loading, so it is ready when it arrives. */
const VISIBLE_MARGIN = '200px';

/**
 * Where a click before hydration is replayed: a button that does something only with script (not a submit button:
 * forms post without script), or an element marked `data-replay-click` that does something on click only with script
 * (a protocol card opens its dialog), unless the click was on a link or a field inside it, which work natively.
 */
function replayable(target: EventTarget | null): HTMLElement | null {
  if (!(target instanceof Element)) return null;
  const button = target.closest('button');
  if (button) return button.type === 'submit' || button.disabled ? null : button;
  if (target.closest('a, input, select, textarea, summary, label')) return null;
  return target.closest<HTMLElement>('[data-replay-click]');
}

/**
 * True when the visitor already used an island before this script ran: a field typed in or a choice changed, or the
 * focus inside it. The intent events that would have hydrated it went by before there was anyone to hear them (on a
 * slow phone the page shows, and its search box takes text, well before its script arrives); without this the island
 * stayed as served, its list unfiltered under the text typed, until some other touch.
 */
function usedBeforeScript(island: HTMLElement): boolean {
  if (document.activeElement && document.activeElement !== document.body && island.contains(document.activeElement)) return true;
  for (const field of island.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>('input, textarea, select')) {
    if (field instanceof HTMLSelectElement) {
      // Without a `selected` option the browser shows the first one.
      if (field.selectedIndex !== Math.max(0, [...field.options].findIndex((option) => option.defaultSelected))) return true;
    } else if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      if (field.checked !== field.defaultChecked) return true;
    } else if (field.value !== field.defaultValue) return true;
  }
  return false;
}

/** Fetches, without running them, the chunks the page's islands will import on use (see the top of this file). */
function preloadOnTouch(): void {
  if ((navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData) return;
  const script = document.querySelector<HTMLScriptElement>('script[data-preload-on-touch]');
  for (const href of script?.dataset.preloadOnTouch?.split(' ').filter(Boolean) ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}

export function startIslands(loaders: Record<string, Loader>, loadHydrator: Hydrator): void {
  let propsById: Record<string, Record<string, unknown>> | null = null;
  const started = new Map<HTMLElement, Promise<void>>();

  const props = (id: string) => {
    propsById ??= JSON.parse(document.getElementById('island-props')?.textContent || '{}') as Record<string, Record<string, unknown>>;
    return propsById[id] ?? {};
  };

  function hydrate(element: HTMLElement): Promise<void> {
    let done = started.get(element);
    if (done) return done;
    const name = element.dataset.island!;
    const load = loaders[name];
    done = (async () => {
      if (!load) throw new Error(`Ilha desconhecida: ${name}`);
      const [module, hydrator] = await Promise.all([load(), loadHydrator()]);
      hydrator.hydrateIsland(element, module.default, props(element.dataset.islandId!), element.dataset.islandId!);
      await settleAfterHydration(element);
      element.dataset.islandHydrated = '';
    })().catch((error: unknown) => console.error(`Falha ao carregar a ilha ${name}`, error));
    started.set(element, done);
    return done;
  }

  const islandOf = (target: EventTarget | null) =>
    target instanceof Element ? target.closest<HTMLElement>('[data-island]') : null;

  const onIntent = (event: Event) => {
    const island = islandOf(event.target);
    if (island && !started.has(island)) void hydrate(island);
  };
  for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { capture: true, passive: true });

  // A click on a plain button (or a card that opens a dialog) before its island has hydrated: hold it, hydrate,
  // click the same element again.
  document.addEventListener(
    'click',
    (event) => {
      const island = islandOf(event.target);
      if (!island || island.dataset.islandHydrated !== undefined) return;
      const element = replayable(event.target);
      if (!element) return void hydrate(island);
      event.preventDefault();
      event.stopImmediatePropagation();
      // What the element offered when it was tapped ("reproduzir" on a play/pause button): a widget whose script
      // already did that on its own (the carousel starts rotating) would otherwise be toggled back by the replay.
      const offered = element.dataset.action;
      void hydrate(island).then(() => {
        if (element.isConnected && element.dataset.action === offered) element.click();
      });
    },
    { capture: true },
  );

  const heldKeys = new Map<HTMLElement, Promise<void>>();
  // A key of a widget's keyboard pattern (`data-replay-keys`: the arrows of the protocol tabs) pressed before its
  // island has hydrated: hold it, hydrate, press it again where the focus is then (the markup is the same).
  document.addEventListener(
    'keydown',
    (event) => {
      const island = islandOf(event.target);
      const target = event.target;
      if (!island || island.dataset.islandHydrated !== undefined || !(target instanceof HTMLElement)) return;
      const keys = target.closest<HTMLElement>('[data-replay-keys]')?.dataset.replayKeys?.split(' ') ?? [];
      if (!keys.includes(event.key) || event.ctrlKey || event.altKey || event.metaKey) return;
      // Held whole: React may already listen while the island settles, and would move once now and once on replay.
      event.preventDefault();
      event.stopImmediatePropagation();
      const { key, shiftKey } = event;
      // One after the other, a frame apart, on the element that has the focus by then (the arrows move it); not at
      // all once the visitor has left the widget.
      const previous = heldKeys.get(island) ?? hydrate(island);
      const next = previous.then(() => new Promise<void>((done) => requestAnimationFrame(() => {
        const focused = document.activeElement;
        if (focused instanceof HTMLElement && island.contains(focused)) focused.dispatchEvent(new KeyboardEvent('keydown', { key, shiftKey, bubbles: true, cancelable: true }));
        done();
      })));
      heldKeys.set(island, next);
    },
    { capture: true },
  );

  document.addEventListener('touchstart', preloadOnTouch, { capture: true, passive: true, once: true });

  const params = new URLSearchParams(window.location.search);
  const watch = 'IntersectionObserver' in window
    ? new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            const island = islandOf(entry.target);
            if (island) void hydrate(island);
            watch?.unobserve(entry.target);
          }
        },
        { rootMargin: VISIBLE_MARGIN },
      )
    : null;
  for (const island of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const wanted = (island.dataset.islandParams ?? '').split(' ').filter(Boolean);
    if (wanted.some((name) => params.has(name)) || usedBeforeScript(island)) void hydrate(island);
    else if (island.dataset.islandLoad === 'visible') {
      // The wrapper is `display: contents` and has no box of its own: watch its first element.
      const box = island.firstElementChild;
      if (box && watch) watch.observe(box);
      else void hydrate(island);
    }
  }
}
