import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appInChromium, creatorInBrowser, DESKTOP, seriousAxeViolations, shot, PHONE, gqlOkIn } from './browser.js';

/*
 * The phone layout: the assistant's floating button never sits on a control, a button, text
 * or the open menu; its sheet's input is whole; toasts leave the submit buttons alone; the unsaved
 * changes dialog is centred; the wizard's steps have names; unknown paths answer 404. BLOG_URL and
 * SUPPORT_EMAIL are unset here, so no page shows the blog or a support address.
 */
const env = appInChromium();

type Viewport = typeof PHONE;
const tag = (viewport: Viewport) => String(viewport.width);

async function visitor(viewport: Viewport = PHONE): Promise<{ context: BrowserContext; page: Page }> {
  const context = await env.browser.newContext({ viewport, baseURL: env.app.baseUrl });
  return { context, page: await context.newPage() };
}

/** A creator signed in through a session of their own; with `profile`, a complete one. */
const creator = (artistName: string, { viewport = PHONE, profile = true }: { viewport?: Viewport; profile?: boolean } = {}) =>
  creatorInBrowser(env, artistName, { viewport, profile });

const fab = (page: Page) => page.getByRole('button', { name: 'Open the assistant' });

/** Besides controls, with `text`: what people read (on phones the button keeps off it too). */
const CONTROLS = 'input:not([type="hidden"]), textarea, select, button, a[href], [role="menuitem"], [data-fab-avoid], [data-fab-avoid] a';
const TEXT = 'p, h1, h2, h3, h4, h5, h6, li, dt, dd, blockquote, figcaption, img, label, td, th';

/**
 * What the floating button sits on right now: every visible field, button, link, menu item or
 * part of the open phone menu (with `text`, also every paragraph, heading, list item or picture)
 * whose box meets the button's box. Empty while the button is hidden.
 */
const fabOverlaps = (page: Page, { text = false }: { text?: boolean } = {}) =>
  page.evaluate(
    (selector) => {
      const button = document.querySelector<HTMLElement>('button[aria-label="Open the assistant"]');
      if (!button || !button.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return [];
      const f = button.getBoundingClientRect();
      const hits: string[] = [];
      for (const element of document.querySelectorAll<HTMLElement>(selector)) {
        if (element === button || !element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
        const r = element.getBoundingClientRect();
        if (r.width < 2 || r.height < 2) continue;
        if (r.right <= f.left || r.left >= f.right || r.bottom <= f.top || r.top >= f.bottom) continue;
        hits.push(element.outerHTML.slice(0, 100));
      }
      return hits;
    },
    text ? `${CONTROLS}, ${TEXT}` : CONTROLS,
  );

/**
 * The button as CSS has it. Read through the DOM, not its role: hidden, it leaves the accessibility
 * tree, where a role locator would wait for it to come back.
 */
const FAB = 'button[aria-label="Open the assistant"]';
const fabShown = (page: Page) =>
  page.locator(FAB).evaluate((el) => el.checkVisibility({ visibilityProperty: true, opacityProperty: true }) && getComputedStyle(el).opacity === '1');
const fabTucked = (page: Page) => page.locator(FAB).getAttribute('data-tucked');

/**
 * Scrolls the page from top to bottom in steps shorter than any control plus the button, and at
 * each step waits until the button sits on nothing. At the very bottom the button shows again:
 * the page keeps room for it there, so it is never simply gone.
 */
async function expectFabClearWhileScrolling(page: Page, options: { text?: boolean } = {}) {
  // The page at its full height: what it loads after its first render is in it.
  await page.waitForLoadState('networkidle');
  const height = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  for (let y = 0; y <= height + 47; y += 48) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), Math.min(y, height));
    // A loaded machine (the whole suite runs beside this) may take a while to paint the fade.
    await expect.poll(() => fabOverlaps(page, options), { message: `scrolled to ${y}`, timeout: 5_000 }).toEqual([]);
  }
  await expect
    .poll(
      async () => {
        await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
        return fabShown(page);
      },
      { message: 'shown again at the bottom of the page' },
    )
    .toBe(true);
}

/** Overlap of two boxes, in square pixels. */
const overlap = (a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) =>
  Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)) * Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));

describe('the assistant button on phones (390×844)', () => {
  it('sits on no field or button of /login and /signup, steps aside while a field is typed in, and is back at the page bottom', async () => {
    const { context, page } = await visitor();
    for (const path of ['/login', '/signup']) {
      await page.goto(path);
      await page.getByRole('contentinfo').waitFor();
      await expectFabClearWhileScrolling(page);

      // The keyboard would push the page up under the button: while a field has the focus it is hidden.
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await page.getByLabel('Email').focus();
      await expect.poll(() => fabTucked(page)).toBe('true');
      await expect.poll(() => fabShown(page)).toBe(false);
      await page.getByLabel('Email').blur();
      // Back once the field lets go, where nothing lies under it (the page's foot).
      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
      await expect.poll(() => fabShown(page)).toBe(true);
      await shot(page, `${path.slice(1)}-390`, { fullPage: false });
    }
    await context.close();
  });

  it('sits on no text, link or button of the landing page, the brand directory or a brand page', { timeout: 120_000 }, async () => {
    const { context, page } = await visitor();
    for (const path of ['/', '/brands', '/brands/ecad']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.getByRole('contentinfo').waitFor();
      await expectFabClearWhileScrolling(page, { text: true });
    }
    await shot(page, 'brand-page-fab-390', { fullPage: false });
    await context.close();
  });

  it('stays off the open phone menu, signed out and signed in', async () => {
    // One page at a time: a page behind another paints no frames.
    for (const who of ['visitor', 'creator'] as const) {
      const { context, page } = who === 'visitor' ? await visitor() : await creator('Mira Okonkwo-Vasquez de la Fuente Montgomery');
      await page.goto(who === 'visitor' ? '/login' : '/dashboard');
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('navigation', { name: 'Main' }).last();
      await menu.waitFor();
      // On a phone the open menu has the screen to itself.
      await expect.poll(() => fabShown(page)).toBe(false);
      await expect.poll(() => fabOverlaps(page)).toEqual([]);
      // The menu scrolls within itself when it is longer than the screen: its end is clear too.
      await menu.evaluate((el) => el.scrollTo({ top: el.scrollHeight, behavior: 'instant' }));
      await expect.poll(() => fabOverlaps(page)).toEqual([]);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await shot(page, `menu-${who}-390`, { fullPage: false });
      // Closed, the button is back wherever nothing lies under it.
      await page.getByRole('button', { name: 'Close menu' }).click();
      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
      await expect.poll(() => fabShown(page)).toBe(true);
      await context.close();
    }
  });

  it('sits on no field or button of /profile-setup, /profile-settings and /chat', { timeout: 120_000 }, async () => {
    const { context, page } = await creator('Tomasz Wierzbicki-Hollingsworth', { profile: false });
    for (const path of ['/profile-setup', '/profile-settings', '/chat']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.getByRole('contentinfo').waitFor();
      await expectFabClearWhileScrolling(page);
    }
    await context.close();
  });

  it('sits on no part of the message composer of /messages/:id', async () => {
    const ana = await creator('Ana Lumen', { viewport: DESKTOP });
    const ben = await creator('Ben Okafor');
    const { sendConnectionRequest } = await gqlOkIn<{ sendConnectionRequest: { id: string } }>(
      ana.context,
      'mutation($u: String!) { sendConnectionRequest(username: $u) { id } }',
      { u: ben.username },
    );
    await gqlOkIn(ben.context, 'mutation($id: ID!) { respondToConnectionRequest(id: $id, action: ACCEPT) { id } }', { id: sendConnectionRequest.id });
    const { startConversation } = await gqlOkIn<{ startConversation: { id: string } }>(
      ben.context,
      'mutation($u: String!) { startConversation(username: $u) { id } }',
      { u: ana.username },
    );

    const { page } = ben;
    await ana.context.close();
    await page.goto(`/messages/${startConversation.id}`);
    const composer = page.getByLabel('Message', { exact: true });
    await composer.waitFor();
    await composer.scrollIntoViewIfNeeded();
    await expect.poll(() => fabOverlaps(page)).toEqual([]);
    await expectFabClearWhileScrolling(page);
    await composer.focus();
    await expect.poll(() => fabShown(page)).toBe(false);
    await composer.fill('Hi Ana, shall we write together?');
    await shot(page, 'messages-390', { fullPage: false });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await ben.context.close();
  });
});

describe('the assistant sheet on phones', () => {
  it('fits its input whole, placeholder included, with the send button on screen', async () => {
    const { context, page } = await visitor();
    await page.goto('/');
    // At the foot of the page, where it keeps room for it, the floating button is always there.
    await page.getByRole('contentinfo').waitFor();
    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
        return fabShown(page);
      })
      .toBe(true);
    await fab(page).click();
    const input = page.getByLabel('Message the assistant');
    await input.waitFor();
    const metrics = await input.evaluate((el: HTMLTextAreaElement) => {
      const style = getComputedStyle(el);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const box = el.getBoundingClientRect();
      return {
        fontSize: parseFloat(style.fontSize),
        placeholder: context.measureText(el.placeholder).width,
        room: el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
        bottom: box.bottom,
        right: box.right,
      };
    });
    // 16 px or more: iOS zooms into smaller fields and cuts the sheet off.
    expect(metrics.fontSize).toBeGreaterThanOrEqual(16);
    expect(metrics.placeholder).toBeLessThanOrEqual(metrics.room);
    expect(metrics.bottom).toBeLessThanOrEqual(PHONE.height);
    const send = (await page.getByRole('button', { name: 'Send message' }).boundingBox())!;
    expect(send.x + send.width).toBeLessThanOrEqual(PHONE.width);
    expect(send.y + send.height).toBeLessThanOrEqual(PHONE.height);
    await shot(page, 'assistant-sheet-390', { fullPage: false });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });

  it('opens from the phone menu wherever the floating button has stepped aside', async () => {
    const { context, page } = await visitor();
    await page.goto('/brands');
    await page.getByRole('contentinfo').waitFor();
    await page.waitForLoadState('networkidle');
    // Halfway down the directory, brand cards lie under the button's place: it has stepped aside.
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight / 2, behavior: 'instant' }));
    await expect.poll(() => fabShown(page)).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const entry = page.getByRole('button', { name: /Ask the assistant/ });
    await shot(page, 'menu-assistant-390', { fullPage: false });
    await entry.click();
    // The menu closes and the sheet opens, ready to type in.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Message the assistant');
    expect(await page.getByRole('button', { name: 'Open menu' }).count()).toBe(1);
    await context.close();
  });
});

describe('toasts and dialogs', () => {
  it('keeps the sign-in toast off the Sign In button on a phone', async () => {
    const { context, page } = await visitor();
    await page.goto('/login');
    await page.getByLabel('Email').fill('nobody-at-all@example.test');
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    const submit = page.getByRole('button', { name: 'Sign In', exact: true });
    await submit.click();
    const toast = page.getByRole('region', { name: 'Notifications (F8)' }).getByRole('alert');
    await expect.poll(() => toast.count()).toBe(1);
    expect(overlap((await toast.boundingBox())!, (await submit.boundingBox())!)).toBe(0);
    await shot(page, 'login-toast-390', { fullPage: false });
    await context.close();
  });

  it.each([PHONE, DESKTOP])('keeps the "Profile saved" toast off the save bar and centres "Leave without saving?" at %o', async (viewport) => {
    const { context, page } = await creator('Sade Adebayo', { viewport });
    await page.goto('/profile-settings');
    const artistName = page.getByLabel('Artist name');
    await artistName.fill('Sade Adebayo-Whitfield');
    const save = page.getByRole('button', { name: 'Save changes' });
    await save.click();
    const toast = page.getByRole('region', { name: 'Notifications (F8)' }).getByRole('status').filter({ hasText: 'Profile saved' });
    await expect.poll(() => toast.count()).toBe(1);
    expect(overlap((await toast.boundingBox())!, (await save.boundingBox())!)).toBe(0);
    await shot(page, `profile-settings-saved-${tag(viewport)}`, { fullPage: false });

    await artistName.fill('Sade A.');
    await page.getByRole('link', { name: 'SoundBoard home' }).first().click();
    const dialog = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await dialog.waitFor();
    const box = (await dialog.boundingBox())!;
    expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThanOrEqual(1);
    expect(Math.abs(box.y + box.height / 2 - viewport.height / 2)).toBeLessThanOrEqual(1);
    expect(box.x).toBeGreaterThanOrEqual(8);
    await shot(page, `leave-without-saving-${tag(viewport)}`, { fullPage: false });
    await dialog.getByRole('button', { name: 'Stay on this page' }).click();
    await context.close();
  });
});

describe('names, contrast and step names', () => {
  it.each([PHONE, DESKTOP])('gives the wizard steps names, wraps long names and passes axe on the setup and settings pages at %o', async (viewport) => {
    const long = 'Anastasia Konstantinopoulou-Wolfeschlegelsteinhausen';
    const { context, page } = await creator(long, { viewport, profile: false });
    await page.goto('/profile-setup');
    const steps = page.getByRole('list', { name: 'Profile setup steps' }).getByRole('button');
    await expect.poll(() => steps.count()).toBe(4);
    for (const [index, name] of ['Basics', 'Your music', 'Skills & goals', 'Links & picture'].entries()) {
      expect(await steps.nth(index).textContent()).toContain(`Step ${index + 1}: ${name}`);
    }
    // Their summaries wrap on wide screens instead of ending in an ellipsis.
    const cut = await steps.evaluateAll((buttons) =>
      buttons.flatMap((button) =>
        [...button.querySelectorAll('strong, small')].filter((el) => getComputedStyle(el).textOverflow === 'ellipsis').map((el) => el.textContent),
      ),
    );
    expect(cut).toEqual([]);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shot(page, `profile-setup-${tag(viewport)}`);

    await page.getByLabel('Artist name').fill(long);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'Tell us about your music' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.goto('/profile-settings');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shot(page, `profile-settings-${tag(viewport)}`);

    // The avatar menu (desktop) or the phone menu shows the whole name, wrapped, inside the screen.
    if (viewport === DESKTOP) await page.getByRole('button', { name: /account menu/i }).click();
    else await page.getByRole('button', { name: 'Open menu' }).click();
    const name = page.getByText(long, { exact: true }).last();
    await name.waitFor();
    const box = (await name.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    await shot(page, `long-name-menu-${tag(viewport)}`, { fullPage: false });
    await context.close();
  });
});

describe('links that depend on the configuration', () => {
  it.each([PHONE, DESKTOP])('shows no Blog and no support address when BLOG_URL and SUPPORT_EMAIL are unset, at %o', async (viewport) => {
    const { context, page } = await visitor(viewport);
    await page.goto('/help-center');
    await page.getByRole('heading', { level: 1 }).waitFor();
    if (viewport === PHONE) await page.getByRole('button', { name: 'Open menu' }).click();
    expect(await page.getByRole('link', { name: /Blog/ }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'About' }).count()).toBeGreaterThan(0);
    expect(await page.locator('a[href^="mailto:"]').count()).toBe(0);
    expect(await page.getByRole('contentinfo').getByRole('link', { name: 'Help Center' }).count()).toBe(1);
    // Help without an address: the assistant answers, and no answer promises Google sign-in.
    await page.getByRole('main').getByRole('button', { name: 'Ask the assistant' }).click();
    await page.getByRole('dialog', { name: 'SoundBoard Assistant' }).waitFor();
    await page.getByRole('button', { name: 'Close the assistant' }).first().click();
    expect(await page.getByRole('main').getByText('Google').count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shot(page, `help-center-unconfigured-${tag(viewport)}`);

    for (const path of ['/privacy', '/terms', '/brands']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.locator('a[href^="mailto:"]').count(), path).toBe(0);
    }
    // The policies send their questions to the Help Center instead.
    await page.goto('/privacy');
    await expect.poll(() => page.getByRole('main').getByRole('link', { name: 'the Help Center' }).count()).toBeGreaterThan(0);
    await context.close();
  });
});

describe('the pages this work changed', () => {
  const visitorPages = ['/', '/about', '/brands', '/help-center', '/privacy', '/terms', '/login', '/signup', '/chat', '/no/such/page'];
  it.each([PHONE, DESKTOP])('pass axe, colour contrast included, at %o', { timeout: 120_000 }, async (viewport) => {
    const { context, page } = await visitor(viewport);
    for (const path of visitorPages) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.getByRole('contentinfo').waitFor();
      expect(await seriousAxeViolations(page), path).toEqual([]);
      await shot(page, `page${path === '/' ? '-home' : path.replace(/\//g, '-')}-${tag(viewport)}`);
    }
    await context.close();

    const signedIn = await creator('Noor Haddad', { viewport });
    for (const path of ['/dashboard', '/messages']) {
      await signedIn.page.goto(path);
      await signedIn.page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await seriousAxeViolations(signedIn.page), path).toEqual([]);
      await shot(signedIn.page, `page${path.replace(/\//g, '-')}-${tag(viewport)}`);
    }
    await signedIn.context.close();
  });
});

describe('unknown paths', () => {
  it('answer 404 with the 404 page, while a dynamic client route answers 200', async () => {
    const { context, page } = await visitor(DESKTOP);
    const missing = await page.goto('/no/such/page');
    expect(missing?.status()).toBe(404);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('404 Page Not Found');
    expect(await page.getByText('Did you forget to add the page to the router?').count()).toBe(1);
    // Which conversation it is, only the page's own query can tell: the server answers 200 with the app.
    const known = await page.goto('/messages/4f0c2a7e-1b2c-4d5e-8f90-123456789abc');
    expect(known?.status()).toBe(200);
    await context.close();
  });
});
