import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { teamBrand, type TeamBrand } from '../../graph/test/api-key-helpers.js';
import { appInChromium, DESKTOP, seriousAxeViolations, shot, signedInContext, PHONE } from './browser.js';

/**
 * /brand/developers in Chromium, on the real API: an owner creates a key (its secret shown once,
 * then only its last four), rolls it and revokes it, reads the calls log a page at a time, adds a
 * webhook endpoint (its signing secret shown once), sees a failed delivery on a turned-off endpoint,
 * replays it and turns the endpoint on again; a member who is not an owner is told why not.
 */
const env = appInChromium();

const limited = (context: BrowserContext) => {
  context.setDefaultTimeout(15_000);
  return context;
};

const signedIn = async (cookie: string, viewport = DESKTOP) => limited(await signedInContext(env, cookie.replace(/;.*$/, ''), viewport));

const sql = <T = unknown>(query: string, params: unknown[] = []) => env.app.orm.em.fork().execute<T[]>(query, params);

/** The first row a query answers (there must be one). */
const row0 = async <T>(query: string, params: unknown[] = []): Promise<T> => (await sql<T>(query, params))[0]!;

const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** A keyed call, as a partner's server makes it. */
async function keyedCall(secret: string, query: string) {
  const response = await fetch(`${env.app.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}`, 'user-agent': 'partner-sync/1.0' },
    body: JSON.stringify({ query }),
  });
  return response.status;
}

/** `count` calls of the key, written to the log directly, the newest `Call1`. */
async function loggedCalls(brand: TeamBrand, keyId: string, count: number) {
  for (let n = count; n >= 1; n -= 1) {
    await sql(
      `insert into api_calls (id, key_id, brand_id, operation_name, cost, status, error_code, duration_ms, at)
       values (gen_random_uuid(), ?, ?, ?, ?, ?, ?, 12, now() - make_interval(mins => ?))`,
      [keyId, brand.id, `Call${n}`, n * 2, n === 1 ? 429 : 200, n === 1 ? 'THROTTLED' : null, 10 + n],
    );
  }
}

describe('/brand/developers', () => {
  it('an owner creates, rolls and revokes a key, reads the calls, and manages a webhook endpoint and its deliveries', { timeout: 150_000 }, async () => {
    const brand = await teamBrand(env.app.orm);
    // The owner also sits on a second brand's team as a member: the picker lists both.
    const other = await teamBrand(env.app.orm);
    await sql(`insert into brand_members (id, brand_id, user_id, role) values (gen_random_uuid(), ?, ?, 'member')`, [other.id, brand.owner.id]);
    const context = await signedIn(brand.owner.cookie);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.app.baseUrl });
    const page = await context.newPage();

    // The workspace links owners here.
    await page.goto(`/brand?brand=${brand.slug}`);
    await page.getByRole('link', { name: 'Developers: API keys and webhooks' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/brand/developers');
    await page.getByRole('heading', { level: 1, name: 'Developers' }).waitFor();
    expect(await page.getByRole('link', { name: 'Read the API docs' }).getAttribute('href')).toBe('/developers');
    await page.getByText('No keys yet.').waitFor();
    await page.getByText('No endpoints yet.').waitFor();
    await page.getByText('No calls yet.').waitFor();
    expect(await page.getByLabel('Brand').locator('option').allTextContents()).toEqual(expect.arrayContaining([brand.name, `${other.name} (member)`]));

    // A key: a name, an expiry, and grants; the form asks for what is missing first.
    await page.getByRole('button', { name: 'Create key' }).click();
    const create = page.getByRole('dialog', { name: 'Create an API key' });
    await create.getByRole('button', { name: 'Create key' }).click();
    await create.getByText('Name the key, to tell it apart from the others.').waitFor();
    await create.getByText('Give the key Read or Write on at least one resource.').waitFor();
    await create.getByLabel('Name').fill('Shopify sync');
    expect(await create.getByText('Name the key, to tell it apart from the others.').count()).toBe(0);
    await create.getByRole('group', { name: 'Expires in' }).getByLabel('30 days').check();
    await create.getByRole('group', { name: 'Briefs' }).getByLabel('Read').check();
    await create.getByRole('group', { name: 'Applications' }).getByLabel('Write').check();
    await create.getByRole('group', { name: 'Brand page' }).getByLabel('Read').check();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.setViewportSize(PHONE);
    await shot(page, 'brand-developers-create-390', { fullPage: false });
    await page.setViewportSize(DESKTOP);
    await create.getByRole('button', { name: 'Create key' }).click();

    // The secret, once, with a copy button and the warning.
    const ready = page.getByRole('dialog', { name: '“Shopify sync” is ready' });
    const shown = ready.getByTestId('new-secret');
    await shown.waitFor();
    const secret = (await shown.textContent())!;
    expect(secret).toMatch(/^sbk_live_[0-9A-Za-z]{36}$/);
    await ready.getByText('Copy it now: it is shown only this once.').waitFor();
    await ready.getByRole('button', { name: 'Copy API key' }).click();
    await ready.getByText('Copied to the clipboard.').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await shot(page, 'brand-developers-secret-1440', { fullPage: false });
    await ready.getByRole('button', { name: 'I have stored it' }).click();
    await ready.waitFor({ state: 'hidden' });

    // Then only its last four, never the secret again, even after a reload.
    const row = page.getByTestId('api-key').filter({ hasText: 'Shopify sync' });
    await row.getByText(`sbk_live_…${secret.slice(-4)}`).waitFor();
    expect(await row.textContent()).toContain('Write: applications · Read: brand page, briefs');
    expect(await row.getByTestId('key-state').textContent()).toBe('Active');
    expect(await row.textContent()).toContain('Never');
    expect(await page.content()).not.toContain(secret);

    // The key works; its last use and calls show after a reload.
    expect(await keyedCall(secret, 'query PartnerPing { viewer { id } }')).toBe(200);
    const { id: keyId } = await row0<{ id: string }>('select id from api_keys where brand_id = ?', [brand.id]);
    await expect.poll(async () => (await row0<{ n: number }>('select count(*)::int as n from api_calls where key_id = ?', [keyId])).n).toBe(1);
    await page.reload();
    await row.getByText(/from .*127\.0\.0\.1/).waitFor();
    expect(await row.textContent()).toContain('partner-sync/1.0');
    expect(await page.content()).not.toContain(secret);
    const calls = page.getByRole('list', { name: 'API calls' });
    expect(await calls.getByTestId('api-call').first().textContent()).toContain('PartnerPing');

    // Older calls, a page at a time.
    await loggedCalls(brand, keyId, 25);
    await page.reload();
    await calls.getByTestId('api-call').first().waitFor();
    expect(await calls.getByTestId('api-call').count()).toBe(20);
    expect(await calls.getByTestId('api-call').first().textContent()).toContain('PartnerPing');
    expect(await calls.getByTestId('api-call').nth(1).textContent()).toMatch(/Call1.*429 THROTTLED.*Shopify sync.*cost 2/);
    await page.getByRole('button', { name: 'Load more calls' }).click();
    await expect.poll(() => calls.getByTestId('api-call').count()).toBe(26);
    expect(await page.getByRole('button', { name: 'Load more calls' }).count()).toBe(0);
    expect(await calls.getByTestId('api-call').last().textContent()).toContain('Call25');

    // Roll, keeping the old secret for 24 hours: a new secret once, and the row says "rolling".
    await row.getByRole('button', { name: 'Roll Shopify sync' }).click();
    const roll = page.getByRole('dialog', { name: 'Roll “Shopify sync”' });
    await roll.getByLabel('24 hours').check();
    await roll.getByRole('button', { name: 'Roll key' }).click();
    const rolledDialog = page.getByRole('dialog', { name: '“Shopify sync” has a new secret' });
    const rolled = (await rolledDialog.getByTestId('new-secret').textContent())!;
    expect(rolled).toMatch(/^sbk_live_/);
    expect(rolled).not.toBe(secret);
    await rolledDialog.getByRole('button', { name: 'I have stored it' }).click();
    await rolledDialog.waitFor({ state: 'hidden' });
    await row.getByText(`sbk_live_…${rolled.slice(-4)}`).waitFor();
    expect(await row.getByTestId('key-state').textContent()).toBe('Rolling');
    expect(await row.textContent()).toMatch(/Old secret.*works until/);
    expect(await keyedCall(secret, 'query OldStillWorks { viewer { id } }')).toBe(200);
    expect(await keyedCall(rolled, 'query NewWorks { viewer { id } }')).toBe(200);

    // Revoke asks first; "Keep it" keeps it.
    await row.getByRole('button', { name: 'Revoke Shopify sync' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Revoke “Shopify sync”?' });
    await confirm.getByRole('button', { name: 'Keep it' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await row.getByTestId('key-state').textContent()).toBe('Rolling');
    await row.getByRole('button', { name: 'Revoke Shopify sync' }).click();
    await confirm.getByRole('button', { name: 'Revoke key' }).click();
    await expect.poll(() => row.getByTestId('key-state').textContent()).toBe('Revoked');
    expect(await row.getByRole('button').count()).toBe(0);
    expect(await keyedCall(rolled, 'query AfterRevoke { viewer { id } }')).toBe(401);

    // An endpoint: an https URL and its events; then its signing secret, once.
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const add = page.getByRole('dialog', { name: 'Add a webhook endpoint' });
    await add.getByLabel('URL').fill('http://hooks.example.test/soundboard');
    await add.getByRole('button', { name: 'Add endpoint' }).click();
    await add.getByText('The address must start with https://.').waitFor();
    const url = `https://hooks-${randomUUID().slice(0, 6)}.example.com/soundboard`;
    await add.getByLabel('URL').fill(url);
    await add.getByRole('group', { name: 'Events' }).getByLabel('Message').uncheck();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await add.getByRole('button', { name: 'Add endpoint' }).click();
    const added = page.getByRole('dialog', { name: 'Endpoint added' });
    const signing = (await added.getByTestId('new-secret').textContent())!;
    expect(signing).toMatch(/^whsec_/);
    await added.getByRole('button', { name: 'I have stored it' }).click();
    await added.waitFor({ state: 'hidden' });
    const endpoint = page.getByTestId('webhook-endpoint').filter({ hasText: url });
    await endpoint.getByText('No deliveries yet').waitFor();
    expect(await endpoint.getByRole('list', { name: 'Events' }).textContent()).toBe('Connection requestApplication');
    expect(await page.content()).not.toContain(signing);

    // Three days of failures later (written in the table, not waited out): turned off, a failed delivery.
    const { id: endpointId } = await row0<{ id: string }>('select id from webhook_endpoints where brand_id = ?', [brand.id]);
    await sql(`update webhook_endpoints set disabled_at = now() - interval '1 hour', failing_since = now() - interval '3 days 1 hour' where id = ?`, [
      endpointId,
    ]);
    const deliveryId = randomUUID();
    await sql(
      `insert into webhook_deliveries (id, endpoint_id, event_id, event, payload, status, attempts, window_started_at, window_attempts, last_response_status, created_at)
       values (?, ?, gen_random_uuid(), 'BRAND_REQUEST_RECEIVED', '{}'::jsonb, 'failed', 14, now() - interval '3 days 1 hour', 14, 503, now() - interval '3 days 1 hour')`,
      [deliveryId, endpointId],
    );
    await page.reload();
    await endpoint.getByText('Turned off', { exact: true }).waitFor();
    expect(await endpoint.getByRole('note').textContent()).toMatch(/its deliveries failed for 3 days/);
    const delivery = endpoint.getByTestId('webhook-delivery');
    expect(await delivery.textContent()).toMatch(/Connection request.*Failed.*14 attempts · last answer 503/);
    await page.setViewportSize(PHONE);
    await shot(page, 'brand-developers-390');
    expect(await fitsWidth(page)).toBe(true);
    await page.setViewportSize(DESKTOP);
    await shot(page, 'brand-developers-1440');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Replay waits for the endpoint to be on again; then the delivery is pending once more.
    expect(await delivery.getByRole('button').count()).toBe(0);
    await endpoint.getByRole('button', { name: 'Enable again' }).click();
    await endpoint.getByText('On', { exact: true }).waitFor();
    expect((await row0<{ disabled_at: unknown }>('select disabled_at from webhook_endpoints where id = ?', [endpointId])).disabled_at).toBeNull();
    await delivery.getByRole('button', { name: 'Replay the connection request delivery' }).click();
    await delivery.getByText('Pending', { exact: true }).waitFor();
    expect(await delivery.getByRole('button').count()).toBe(0);
    expect((await row0<{ status: string }>('select status from webhook_deliveries where id = ?', [deliveryId])).status).toBe('pending');

    // Delete asks first.
    await endpoint.getByRole('button', { name: `Delete ${url}` }).click();
    await page.getByRole('alertdialog', { name: 'Delete this endpoint?' }).getByRole('button', { name: 'Delete endpoint' }).click();
    await page.getByText('No endpoints yet.').waitFor();
    expect((await row0<{ n: number }>('select count(*)::int as n from webhook_endpoints where brand_id = ?', [brand.id])).n).toBe(0);

    // Picking the brand where the owner is only a member: told why, nothing to manage.
    await page.getByLabel('Brand').selectOption(other.slug);
    await page.getByRole('heading', { name: `Only ${other.name}’s owners manage its keys and webhooks` }).waitFor();
    await context.close();
  });

  it('tells a member who is not an owner why they cannot manage keys, on a phone too', { timeout: 60_000 }, async () => {
    const brand = await teamBrand(env.app.orm);
    const context = await signedIn(brand.member.cookie, PHONE);
    const page = await context.newPage();
    await page.goto(`/brand?brand=${brand.slug}`);
    await page.getByRole('heading', { level: 1, name: brand.name }).waitFor();
    expect(await page.getByRole('link', { name: 'Developers: API keys and webhooks' }).count()).toBe(0);

    await page.goto('/brand/developers');
    await page.getByRole('heading', { name: `Only ${brand.name}’s owners manage its keys and webhooks` }).waitFor();
    expect(await page.getByText('A key acts as the whole brand').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Create key' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Read the API docs' }).getAttribute('href')).toBe('/developers');
    await shot(page, 'brand-developers-member-390');
    expect(await fitsWidth(page)).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Signed out: the sign-in page.
    const visitor = limited(await env.browser.newContext({ viewport: DESKTOP, baseURL: env.app.baseUrl }));
    const signedOut = await visitor.newPage();
    await signedOut.goto('/brand/developers');
    await expect.poll(() => new URL(signedOut.url()).pathname).toBe('/signup');
    await visitor.close();
    await context.close();
  });
});
