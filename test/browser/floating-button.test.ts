/**
 * The floating WhatsApp button stays on every screen (docs/site.md#page-layout), but covers nothing a visitor has to
 * tap on the home page's first screen (on the narrowest phones the hero's buttons ran under it), and steps aside while
 * a field has the focus.
 */
import { after, afterEach, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { NARROWEST, browserSkip, startSite, TEST_TIMEOUT_MS, type RunningSite } from './support/site.ts';
import { visit } from './support/visitor.ts';

let site: RunningSite;
before(async () => {
  if (!browserSkip) site = await startSite();
});
afterEach(() => site?.closePages());
after(() => site?.stop());

const opts = { timeout: TEST_TIMEOUT_MS, skip: browserSkip };
// The narrowest phone (where the hero's button ran under it), the most common Android width, and a tall iPhone.
const SCREENS = [NARROWEST, { width: 360, height: 640 }, { width: 375, height: 812 }];

type Box = { x: number; y: number; width: number; height: number };
const intersect = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const floatingButton = (page: Page) => page.getByRole('complementary', { name: 'Contato rápido' }).getByRole('link', { name: /WhatsApp/ });

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  assert.ok(box, 'not on the screen');
  return box;
}

/** Every link, button and field a visitor can see on the screen as the page opens, but the floating button. */
const firstScreenControls = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, summary')]
      .filter((element) => !element.closest('[inert], [hidden], [aria-hidden="true"], .floating-whatsapp-region'))
      .filter((element) => element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }))
      .map((element) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        return { text: (element.textContent ?? element.getAttribute('aria-label') ?? '').trim().replace(/\s+/g, ' '), box: { x, y, width, height } };
      })
      .filter(({ box }) => box.width > 0 && box.height > 0 && box.y < innerHeight && box.y + box.height > 0 && box.x < innerWidth),
  );

describe('the floating WhatsApp button on a phone', () => {
  for (const screen of SCREENS) {
    for (const script of [true, false]) {
      it(`${screen.width}×${screen.height}${script ? '' : ', without script'}: it covers none of the home's first screen controls, the hero's buttons included`, opts, async () => {
        const page = await site.newPage({ viewport: screen, javaScriptEnabled: script });
        if (script) await visit(page, '/');
        else await page.goto('/');
        const floating = await boxOf(floatingButton(page));
        assert.ok(floating.y + floating.height <= screen.height && floating.x + floating.width <= screen.width, 'the button is on the screen');

        const hero = page.getByRole('region', { name: await page.getByRole('heading', { level: 1 }).innerText() });
        for (const name of [/WhatsApp/, 'Agendar Online']) {
          const button = hero.getByRole('link', { name });
          assert.equal(intersect(await boxOf(button), floating), false, `the hero's "${name}" is under the floating button`);
        }
        const covered = (await firstScreenControls(page)).filter(({ box }) => intersect(box, floating));
        assert.deepEqual(covered.map(({ text }) => text), [], 'controls under the floating button');
      });
    }
  }
});

describe('the floating button while a visitor types on a phone', () => {
  // The keyboard takes half the screen: a button fixed to the corner would sit on the field or its label. The home's
  // contact form is at the page's end, where the floating button sits when a visitor scrolls there.
  const fields: [string, (page: Page) => Locator][] = [
    ['/agendar-online', (page) => page.getByRole('textbox', { name: /^Nome/ })],
    ['/servico', (page) => page.getByRole('searchbox')], // the search box shows once its script has run
    ['/', (page) => page.locator('#contato').getByRole('textbox', { name: /^Nome/ })],
  ];
  for (const script of [true, false]) {
    it(`${script ? 'with' : 'without'} script: it steps aside while a field has the focus, and come back after`, opts, async () => {
      const page = await site.newPage({ viewport: { width: 375, height: 667 }, javaScriptEnabled: script });
      for (const [path, field] of script ? fields : fields.filter(([path]) => path !== '/servico')) {
        if (script) await visit(page, path);
        else await page.goto(path);
        const input = field(page);
        await input.focus();
        assert.equal(await floatingButton(page).isVisible(), false, `${path}: the button is drawn while the field has the focus`);
        await input.blur();
        assert.equal(await floatingButton(page).isVisible(), true, `${path}: the button did not come back`);
      }
    });
  }
});
