/**
 * axe-core on every page template at a phone and a desktop width, with zero violations
 * (docs/templates.md#accessibility-conventions), and no sideways scrolling down to 320 px. Pages are checked after
 * their islands hydrated: that is what a visitor with script meets. On failure the message lists each violation with
 * the selectors of its nodes.
 */
import { after, afterEach, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DESKTOP, NARROWEST, PHONE, browserSkip, startSite, TEMPLATE_PAGES, TEST_TIMEOUT_MS, type RunningSite } from './support/site.ts';
import { axeViolations, formatViolations } from './support/axe.ts';
import { eventually, horizontalOverflow, visit } from './support/visitor.ts';
import type { Locator } from 'playwright-core';

let site: RunningSite;
before(async () => {
  if (!browserSkip) site = await startSite();
});
afterEach(() => site?.closePages());
after(() => site?.stop());


const opts = { timeout: TEST_TIMEOUT_MS, skip: browserSkip };

describe('axe-core finds no violation', () => {
  for (const [template, path] of TEMPLATE_PAGES) {
    it(`${template} (${path}) at 375 px and 1280 px`, opts, async () => {
      const report: string[] = [];
      // One page, loaded afresh at each width.
      const page = await site.newPage({ viewport: PHONE });
      for (const viewport of [PHONE, DESKTOP]) {
        await page.setViewportSize(viewport);
        await visit(page, path);
        const violations = await axeViolations(page);
        if (violations.length) report.push(`${path} at ${viewport.width} px:\n${formatViolations(violations)}`);
      }
      assert.equal(report.length, 0, `axe violations:\n${report.join('\n')}`);
    });
  }
});

describe('no horizontal scrolling at 320 px', () => {
  it('on every template', opts, async () => {
    const page = await site.newPage({ viewport: NARROWEST });
    const wide: string[] = [];
    for (const [template, path] of TEMPLATE_PAGES) {
      await visit(page, path);
      const { scrollWidth, innerWidth } = await horizontalOverflow(page);
      if (scrollWidth > innerWidth) wide.push(`${template} (${path}): scrollWidth ${scrollWidth} > innerWidth ${innerWidth}`);
    }
    assert.deepEqual(wide, []);
  });

  it('a long e-mail address in a text breaks rather than widening it, even at 200% zoom on a phone', opts, async () => {
    const page = await site.newPage({ viewport: { width: 195, height: 422 } });
    await visit(page, '/politica-de-privacidade');
    const wide = await page.locator('.prose').evaluateAll((texts) => texts.filter((text) => text.scrollWidth > text.clientWidth + 1).map((text) => text.scrollWidth));
    assert.deepEqual(wide, []);
  });

  it('with the text spacing of WCAG 1.4.12 nothing runs past the edge, where the page would cut it', opts, async () => {
    // The body clips sideways overflow (overflow-x: clip), so the page never scrolls and a part that does not fit is
    // simply cut: look for elements past the screen's right edge. Readers with dyslexia or low vision set this
    // spacing with a user style; a larger default font does the same.
    const spacing = '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }';
    const page = await site.newPage({ viewport: NARROWEST });
    const cut: string[] = [];
    for (const path of ['/', '/blog', '/blog/acne-na-vida-adulta']) {
      await visit(page, path);
      // A user style, as a browser extension adds it: outside the page's Content-Security-Policy, which refuses a
      // <style> element the page did not bring.
      const applied = await page.evaluate((css) => {
        const sheet = new CSSStyleSheet();
        sheet.replaceSync(css);
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
        return getComputedStyle(document.body).wordSpacing;
      }, spacing);
      assert.notEqual(applied, '0px', `the spacing did not apply on ${path}`);
      const past = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('body *')]
          // A horizontal scroller is meant to hold more than it shows: the testimonials' track.
          .filter((element) => element.checkVisibility() && !element.closest('.sr-only, .field--honeypot, .carousel__track'))
          .filter((element) => { const box = element.getBoundingClientRect(); return box.right > innerWidth + 0.5 || box.left < -0.5; })
          .map((element) => `${element.tagName.toLowerCase()}.${element.className} "${(element.textContent ?? '').trim().slice(0, 40)}"`),
      );
      cut.push(...past.map((element) => `${path}: ${element}`));
    }
    assert.deepEqual(cut, []);
  });

  it('with the mobile menu open', opts, async () => {
    const page = await site.newPage({ viewport: NARROWEST });
    await visit(page, '/servico');
    await page.getByText('Menu', { exact: true }).click();
    const menu = page.getByRole('navigation', { name: 'Menu principal (celular)' });
    await menu.waitFor({ state: 'visible' });
    await menu.getByText('Medicina (Serviços)').click();
    await menu.getByRole('link', { name: 'Consulta dermatológica' }).waitFor({ state: 'visible' });
    const { scrollWidth, innerWidth } = await horizontalOverflow(page);
    assert.ok(scrollWidth <= innerWidth, `scrollWidth ${scrollWidth} > innerWidth ${innerWidth}`);
  });
});

describe('axe-core with widgets open', () => {
  it('the mobile menu with a category expanded (375 px)', opts, async () => {
    const page = await site.newPage({ viewport: PHONE });
    await visit(page, '/tratamento'); // on the home page the bar is hidden until the visitor scrolls
    await page.getByText('Menu', { exact: true }).click();
    const menu = page.getByRole('navigation', { name: 'Menu principal (celular)' });
    await menu.getByText('Facial (Tratamentos)').click();
    await menu.getByRole('link', { name: 'Harmonização facial' }).waitFor({ state: 'visible' });
    const violations = await axeViolations(page);
    assert.equal(violations.length, 0, formatViolations(violations));
  });

  it('a desktop dropdown and the home protocol dialog (1280 px)', opts, async () => {
    const page = await site.newPage({ viewport: DESKTOP });
    const report: string[] = [];
    await visit(page, '/servico');
    const nav = page.getByRole('navigation', { name: 'Principal' });
    await nav.getByRole('link', { name: 'Serviços', exact: true }).hover();
    await nav.getByRole('link', { name: 'Ver Todos', exact: true }).waitFor({ state: 'visible' });
    let violations = await axeViolations(page);
    if (violations.length) report.push(`dropdown open:\n${formatViolations(violations)}`);

    await visit(page, '/');
    await page.getByRole('button', { name: /^O que está incluído em / }).first().click();
    await page.getByRole('dialog').waitFor({ state: 'visible' });
    violations = await axeViolations(page);
    if (violations.length) report.push(`dialog open:\n${formatViolations(violations)}`);
    assert.equal(report.length, 0, report.join('\n'));
  });
});

describe('touch targets on a phone (375 px)', () => {
  /** Visible buttons, button-styled links, carousel dots and the mobile menu's links smaller than 44 px (2.75rem). */
  const smallTargets = (page: import('playwright-core').Page) =>
    page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('button, .btn, .carousel__dot, .mobile-menu a, .tabs__tab')]
        .filter((element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden')
        .map((element) => ({ element, box: element.getBoundingClientRect() }))
        .filter(({ box }) => box.height < 43.5 || box.width < 43.5)
        .map(({ element, box }) => `${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)} ${Math.round(box.width)}×${Math.round(box.height)}`),
    );

  // One case per template: eleven pages in one case ran past its time on a loaded machine.
  for (const [template, path] of TEMPLATE_PAGES) {
    it(`every button, dot and menu link is at least 44 × 44 px, with the menu open: ${template} (${path})`, opts, async () => {
      const page = await site.newPage({ viewport: PHONE });
      await visit(page, path);
      if (path !== '/') {
        // The menu, the same on every page (on the home page its bar is hidden until the visitor scrolls).
        await page.getByText('Menu', { exact: true }).click();
        await page.getByRole('navigation', { name: 'Menu principal (celular)' }).getByText('Tratamentos').first().click();
      }
      assert.deepEqual(await smallTargets(page), [], path);
    });
  }

  it('the floating buttons leave the footer\'s last line readable', opts, async () => {
    const page = await site.newPage({ viewport: PHONE });
    for (const path of ['/protocolo/anti-idade-avancado', '/servico/botox', '/']) {
      await visit(page, path);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const overlaps = await page.evaluate(() => {
        const floating = [...document.querySelectorAll<HTMLElement>('.floating-whatsapp, .cat-floating-cta')]
          .filter((element) => element.getClientRects().length > 0)
          .map((element) => element.getBoundingClientRect());
        const footerLines = [...document.querySelectorAll<HTMLElement>('footer p, footer a')].map((element) => ({ text: element.textContent!.trim(), box: element.getBoundingClientRect() }));
        return footerLines
          .filter(({ box }) => floating.some((f) => box.left < f.right && f.left < box.right && box.top < f.bottom && f.top < box.bottom))
          .map(({ text }) => text.slice(0, 50));
      });
      assert.deepEqual(overlaps, [], path);
    }
  });
});

describe('focus', () => {
  it('a focused form field, the consent box too, shows an outline of 3:1 against the white form (WCAG 1.4.11)', opts, async () => {
    const weak: string[] = [];
    const page = await site.newPage({ viewport: PHONE });
    for (const path of ['/', '/agendar-online']) {
      await visit(page, path);
      const fields = page.locator('form .field input:visible, form .field select:visible, form .field textarea:visible');
      for (const field of await fields.all()) {
        await field.focus();
        const ring = await field.evaluate((element) => {
          const style = getComputedStyle(element);
          const [r, g, b, a = 1] = (style.outlineColor.match(/[\d.]+/g) ?? []).map(Number);
          // Relative luminance (WCAG), against the form's white; no named function here (the page has no helpers).
          const luminance = [r, g, b].map((c) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4)).reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i], 0);
          const contrast = a < 1 ? 1 : (1 + 0.05) / (luminance + 0.05);
          return { name: element.getAttribute('name'), style: style.outlineStyle, width: parseFloat(style.outlineWidth), contrast: Math.round(contrast * 10) / 10 };
        });
        if (ring.style === 'none' || ring.width < 2 || ring.contrast < 3) weak.push(`${path} ${ring.name}: ${JSON.stringify(ring)}`);
      }
    }
    assert.deepEqual(weak, []);
  });
  it('at 320 px, the category button the keyboard reaches is shown whole in its sideways row', opts, async () => {
    const page = await site.newPage({ viewport: NARROWEST });
    await visit(page, '/servico');
    const row = page.getByRole('group', { name: 'Filtrar por categoria' });
    await page.getByRole('combobox', { name: 'Categoria' }).focus();
    for (const name of ['Todos', 'Facial', 'Corporal', 'Capilar', 'Medicina']) {
      await page.keyboard.press('Tab');
      const button = row.getByRole('button', { name, exact: true });
      assert.equal(await button.evaluate((element) => element === document.activeElement), true, name);
      await eventually(async () => {
        const [shown, visible] = [(await button.boundingBox())!, (await row.boundingBox())!];
        assert.ok(shown.x >= visible.x - 0.5 && shown.x + shown.width <= visible.x + visible.width + 0.5, `${name}: ${JSON.stringify({ shown, visible })}`);
      });
    }
  });
});

describe('forced colours (Windows high contrast)', () => {
  // Forced colours repaint backgrounds, borders and shadows with the visitor's system colours, so a state shown by a
  // colour alone vanishes. Chromium applies the same palette when the media is emulated, and getComputedStyle
  // returns the repainted values.
  const forced = { forcedColors: 'active' as const };

  it('a focused form field keeps a visible outline', opts, async () => {
    const missing: string[] = [];
    const page = await site.newPage({ viewport: PHONE, ...forced });
    for (const path of ['/', '/agendar-online']) {
      await visit(page, path);
      const fields = page.locator('form .field input:visible, form .field select:visible, form .field textarea:visible');
      for (const field of await fields.all()) {
        await field.focus();
        const outline = await field.evaluate((element) => {
          const style = getComputedStyle(element);
          const alpha = /rgba\([^)]*,\s*([\d.]+)\)$/.exec(style.outlineColor)?.[1];
          return { name: element.getAttribute('name'), style: style.outlineStyle, width: parseFloat(style.outlineWidth), alpha: alpha === undefined ? 1 : Number(alpha) };
        });
        if (outline.style === 'none' || outline.width < 2 || outline.alpha === 0) missing.push(`${path} ${outline.name}: ${JSON.stringify(outline)}`);
      }
    }
    assert.deepEqual(missing, []);
  });

  /** What the eye tells apart: the background (a transparent one shows the page's) and the text colour. */
  const paint = (locator: Locator, pseudo?: string) =>
    locator.evaluate((element, pseudo) => {
      const style = getComputedStyle(element, pseudo);
      const page = getComputedStyle(document.body).backgroundColor;
      const background = /rgba\(.*,\s*0\)$/.test(style.backgroundColor) ? page : style.backgroundColor;
      return `${background} / ${style.color}`;
    }, pseudo);

  it('the selected tab, carousel dot, category button and category link stand out from the others', opts, async () => {
    const same: string[] = [];
    const compare = async (what: string, chosen: Locator, other: Locator, pseudo?: string) => {
      const [a, b] = [await paint(chosen, pseudo), await paint(other, pseudo)];
      if (a === b) same.push(`${what}: ${a}`);
    };
    const page = await site.newPage({ viewport: DESKTOP, ...forced });
    await visit(page, '/');
    await compare('protocol tab', page.getByRole('tab', { name: 'Facial' }), page.getByRole('tab', { name: 'Corporal' }));
    await compare('carousel dot', page.locator('.carousel__dot[aria-current="true"]'), page.locator('.carousel__dot:not([aria-current])').first(), '::before');

    await visit(page, '/servico/categoria/facial');
    const buttons = page.getByRole('group', { name: 'Filtrar por categoria' });
    await compare('category button', buttons.getByRole('button', { name: 'Facial' }), buttons.getByRole('button', { name: 'Corporal' }));

    const noScript = await site.newPage({ viewport: DESKTOP, javaScriptEnabled: false, ...forced });
    await noScript.goto('/servico/categoria/facial');
    const links = noScript.locator('.cat-category-links');
    await compare('category link', links.getByRole('link', { name: 'Facial' }), links.getByRole('link', { name: 'Corporal' }));
    assert.deepEqual(same, []);
  });
});

describe('keyboard focus is never hidden behind the floating buttons (375 px)', () => {
  // One case per page: up to 400 Tab presses each.
  for (const path of ['/protocolo/anti-idade-avancado', '/tratamento/lifting-facial', '/servico', '/agendar-online']) {
    it(`on ${path}, with the floating WhatsApp and "Agendar Agora" buttons`, opts, async () => {
      const hidden: string[] = [];
      // Reduced motion: the page jumps to the focused element instead of scrolling smoothly, so it can be measured.
      const page = await site.newPage({ viewport: PHONE, reducedMotion: 'reduce' });
      await visit(page, path);
      for (let step = 0; step < 400; step++) {
        await page.keyboard.press('Tab');
        const found = await page.evaluate(async () => {
          await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
          const focused = document.activeElement;
          if (!focused || focused === document.body) return null;
          const box = focused.getBoundingClientRect();
          const covered = [...document.querySelectorAll<HTMLElement>('.floating-whatsapp, .cat-floating-cta')]
            .filter((floating) => !floating.contains(focused) && floating.getClientRects().length > 0)
            .some((floating) => {
              const f = floating.getBoundingClientRect();
              return box.left < f.right && f.left < box.right && box.top < f.bottom && f.top < box.bottom;
            });
          return { covered, name: `${focused.tagName.toLowerCase()} "${(focused.getAttribute('aria-label') ?? (focused as HTMLInputElement).labels?.[0]?.textContent ?? focused.textContent ?? '').trim().slice(0, 40)}"` };
        });
        if (found === null) break;
        if (found.covered) hidden.push(`${path}: ${found.name}`);
      }
      assert.deepEqual(hidden, []);
    });
  }
});
