import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appInChromium, DESKTOP, seriousAxeViolations, shot, PHONE } from './browser.js';

const env = appInChromium();
const VIEWPORTS = [
  ['1440', DESKTOP],
  ['390', PHONE],
] as const;

const open = async (path: string, viewport: { width: number; height: number } = DESKTOP) => {
  const context = await env.browser.newContext({ viewport, baseURL: env.app.baseUrl });
  const page = await context.newPage();
  const response = await page.goto(path);
  return { context, page, status: response?.status() };
};

describe('the not-found page', () => {
  for (const [label, viewport] of VIEWPORTS) {
    it(`answers an unknown path 404 with '404 Page Not Found' and the router hint (${label} px)`, async () => {
      const { context, page, status } = await open('/no-such-page', viewport);
      expect(status).toBe(404);
      await page.getByRole('heading', { level: 1, name: '404 Page Not Found' }).waitFor();
      // The product's own wording for this page keeps its hint about the router.
      expect(await page.getByText('Did you forget to add the page to the router?').count()).toBe(1);
      await shot(page, `not-found-${label}`);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await context.close();
    });
  }

  for (const [label, viewport] of VIEWPORTS) {
    it(`answers 404 for a resource, brand or creator nobody has, with that page's own not-found state (${label} px)`, async () => {
      const resource = await open('/resources/no-such-resource', viewport);
      expect(resource.status).toBe(404);
      await resource.page.getByRole('heading', { name: 'Resource not found' }).waitFor();
      await shot(resource.page, `resource-not-found-${label}`);
      expect(await seriousAxeViolations(resource.page)).toEqual([]);
      await resource.context.close();

      const brand = await open('/brands/no-such-brand', viewport);
      expect(brand.status).toBe(404);
      await brand.page.getByRole('link', { name: 'Browse brands' }).waitFor();
      await shot(brand.page, `brand-not-found-${label}`);
      expect(await seriousAxeViolations(brand.page)).toEqual([]);
      await brand.context.close();

      const creator = await open('/creators/no-such-creator', viewport);
      expect(creator.status).toBe(404);
      await creator.page.getByRole('link', { name: 'Browse creators' }).waitFor();
      await shot(creator.page, `creator-not-found-${label}`);
      expect(await seriousAxeViolations(creator.page)).toEqual([]);
      await creator.context.close();

      // Ones that exist answer 200.
      for (const path of ['/resources/distrokid', '/creators/amarasol']) {
        const known = await open(path, viewport);
        expect(known.status, path).toBe(200);
        await known.context.close();
      }
    });
  }
});

/** A listed resource of this test's own, with the price in words and its tier. */
async function resourceWithPrice(pricing: string, tier: 'free' | 'paid'): Promise<{ slug: string; name: string }> {
  const tag = randomUUID().slice(0, 8);
  const slug = `price-test-${tag}`;
  const name = `Pricetest ${tag}`;
  await env.app.orm.em.fork().execute(
    `insert into resources (id, slug, name, description, pricing, pricing_tier, website, url, logo_url, category, features)
       values (gen_random_uuid(), ?, ?, 'A resource for the price test', ?, ?, 'https://r.example', 'https://r.example', '/logos/r.svg', '{distribution}', '{One,Two}')`,
    [slug, name, pricing, tier],
  );
  return { slug, name };
}

/** How often `text` stands alone as an element's whole text inside `scope`. */
const standalone = (page: Page, scope: string, text: string) => page.locator(scope).getByText(text, { exact: true }).count();

describe('resource prices', () => {
  for (const [label, viewport] of VIEWPORTS) {
    it(`are said once: the tier tag alone when the price in words says the same, both when it says more (${label} px)`, async () => {
      const free = await resourceWithPrice('Free', 'free');
      const paid = await resourceWithPrice('From $9.99 per release', 'paid');
      const context = await env.browser.newContext({ viewport, baseURL: env.app.baseUrl });
      const page = await context.newPage();
      await page.goto('/resources?q=Pricetest');
      const grid = page.getByTestId('resource-grid');
      const freeCard = grid.locator('li').filter({ hasText: free.name });
      await freeCard.waitFor();
      expect(await freeCard.getByText('Free', { exact: true }).count()).toBe(1);
      const paidCard = grid.locator('li').filter({ hasText: paid.name });
      expect(await paidCard.getByText('Paid', { exact: true }).count()).toBe(1);
      expect(await paidCard.getByText('From $9.99 per release', { exact: true }).count()).toBe(1);
      await shot(page, `resource-prices-${label}`);

      await page.goto(`/resources/${free.slug}`);
      await page.getByRole('heading', { level: 1, name: free.name }).waitFor();
      expect(await standalone(page, 'main', 'Free')).toBe(1);
      await context.close();
    });
  }
});
