import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appInChromium, DESKTOP, seriousAxeViolations, shot, PHONE, openAssistant } from './browser.js';

/**
 * The shell speaks to whoever is signed in (a brand's team is not addressed as a creator), and
 * the landing tour shows the real site: its address is PUBLIC_ORIGIN's, not the host that served it.
 */
const PUBLIC_ORIGIN = 'https://soundboard.example';
const env = appInChromium({ env: { PUBLIC_ORIGIN } });

/** A brand account, signed up through the REST route with the context's own cookie jar. */
async function brandAccount(viewport: typeof DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
  const context = await env.browser.newContext({ viewport, baseURL: env.app.baseUrl });
  const email = `brand-${randomUUID().slice(0, 8)}@example.test`;
  const response = await context.request.post('/api/register', {
    data: { email, password: 'correct-horse-battery', firstName: 'Bea', lastName: 'Team', userType: 'brand' },
  });
  expect(response.status()).toBe(201);
  return { context, page: await context.newPage() };
}

describe('the navigation of a brand account', () => {
  it('offers the brand workspace where a creator has MatchMade AI, at 1440 px', async () => {
    const { context, page } = await brandAccount(DESKTOP);
    try {
      await page.goto('/brands');
      const main = page.getByRole('navigation', { name: 'Main' });
      await main.getByRole('link', { name: 'Brand Workspace' }).waitFor();
      expect(await main.getByRole('link', { name: 'Brand Workspace' }).getAttribute('href')).toBe('/brand');
      expect(await main.getByText('MatchMade AI').count()).toBe(0);
      await shot(page, 'brand-nav-1440', { fullPage: false });
      expect(await seriousAxeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('says the same in the phone menu, with a brand’s description', async () => {
    const { context, page } = await brandAccount(PHONE);
    try {
      await page.goto('/brands');
      await page.getByRole('button', { name: /menu/i }).first().click();
      const item = page.getByRole('link', { name: /Brand Workspace/ });
      await item.waitFor();
      expect(await item.textContent()).toContain('Requests, conversations and your brand page');
      expect(await page.getByRole('link', { name: /MatchMade AI/ }).count()).toBe(0);
      await shot(page, 'brand-nav-390', { fullPage: false });
      expect(await seriousAxeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('the assistant of a brand account', () => {
  it.for([DESKTOP, PHONE])('greets a brand’s team about its brand, not a music career, at $width px', async (viewport) => {
    const { context, page } = await brandAccount(viewport);
    try {
      await page.goto('/brand');
      await openAssistant(page);
      const panel = page.getByRole('dialog', { name: 'SoundBoard Assistant' });
      await panel.getByText('your brand page and its verification').waitFor();
      expect(await panel.getByRole('textbox', { name: 'Message the assistant' }).getAttribute('placeholder')).toBe('Ask about SoundBoard…');
      expect(await panel.textContent()).not.toMatch(/music career|streaming analytics|next release/i);
      // A creator's quick questions are not offered.
      expect(await panel.getByRole('button', { name: 'How do I pitch my song to playlists?' }).count()).toBe(0);
      expect(await panel.getByRole('button', { name: 'How do I get my brand verified?' }).count()).toBe(1);
      await shot(page, `brand-assistant-${viewport.width}`, { fullPage: false });
      expect(await seriousAxeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('the landing tour', () => {
  for (const [label, viewport] of [
    ['1440', DESKTOP],
    ['390', PHONE],
  ] as const) {
    it(`shows the real site's address in its address bar, at ${label} px`, async () => {
      const context = await env.browser.newContext({ viewport, baseURL: env.app.baseUrl });
      try {
        const page = await context.newPage();
        await page.goto('/');
        const tour = page.getByRole('region', { name: 'See SoundBoard in Action' });
        await tour.scrollIntoViewIfNeeded();
        const address = tour.getByText(/soundboard\.example\//);
        await address.waitFor();
        expect(await address.textContent()).toBe('soundboard.example/brands');
        expect(await tour.getByText(/localhost|127\.0\.0\.1/).count()).toBe(0);
        await shot(page, `landing-tour-page-${label}`, { fullPage: false });
        expect(await seriousAxeViolations(page)).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
