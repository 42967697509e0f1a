import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../graph/src/modules/user/session.service.js';
import { createSessionCookie, createUser, FULL_PROFILE } from '../../graph/test/seed-helpers.js';
import { appInChromium, seriousAxeViolations, shot } from './browser.js';

const env = appInChromium();
const PHONE = { width: 390, height: 844 };

async function signedIn(viewport = PHONE, artistName = 'Ana Lumen') {
  const context = await env.browser.newContext({ viewport, baseURL: env.app.baseUrl });
  const user = await createUser(env.app.orm, { firstName: artistName.split(' ')[0], artistName });
  const cookie = await createSessionCookie(env.app.orm, user.id);
  await context.addCookies([{ name: SESSION_COOKIE, value: cookie.slice(SESSION_COOKIE.length + 1), url: env.app.baseUrl }]);
  return { context, page: await context.newPage(), user };
}

describe('explore', () => {
  it('shots', { timeout: 120_000 }, async () => {
    const visitor = await env.browser.newContext({ viewport: PHONE, baseURL: env.app.baseUrl });
    const p = await visitor.newPage();
    for (const path of ['/login', '/signup', '/chat', '/help-center']) {
      await p.goto(path);
      await p.getByRole('contentinfo').waitFor();
      await shot(p, `before${path.replace(/\//g, '-')}-390`, { fullPage: false });
      console.log(path, JSON.stringify(await seriousAxeViolations(p)));
    }
    await p.goto('/login');
    await p.getByRole('button', { name: 'Open menu' }).click();
    await shot(p, 'before-menu-390', { fullPage: false });
    await p.getByRole('button', { name: 'Close menu' }).click();
    await p.getByRole('button', { name: 'Open the assistant' }).click();
    await shot(p, 'before-chat-open-390', { fullPage: false });
    const s = await signedIn();
    await s.page.goto('/profile-setup');
    await s.page.getByRole('heading', { level: 1 }).waitFor();
    await shot(s.page, 'before-profile-setup-390', { fullPage: false });
    console.log('setup', JSON.stringify(await seriousAxeViolations(s.page)));
    await s.page.goto('/profile-settings');
    await s.page.getByRole('heading', { level: 1 }).waitFor();
    await s.page.waitForTimeout(1000);
    await shot(s.page, 'before-profile-settings-390', { fullPage: true });
    console.log('settings', JSON.stringify(await seriousAxeViolations(s.page)));
    await s.page.setViewportSize({ width: 1440, height: 900 });
    console.log('settings1440', JSON.stringify(await seriousAxeViolations(s.page)));
    await s.page.goto('/profile-setup');
    await s.page.getByRole('heading', { level: 1 }).waitFor();
    console.log('setup1440', JSON.stringify(await seriousAxeViolations(s.page)));
  });
});
