import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../graph/src/modules/user/session.service.js';
import { createSessionCookie, createUser, UserRole } from '../../graph/test/seed-helpers.js';
import { appInChromium, seriousAxeViolations, shot } from './browser.js';

/**
 * This file adds, archives and restores resources and counts them: like every test file, its app
 * runs on the file's own copy of the seeded database, so no other file's resources appear.
 */
const env = appInChromium();

const resourcesShot = (page: Page, name: string, options?: { fullPage?: boolean }) => shot(page, `resources-${name}`, options);

type Viewport = { width: number; height: number };
const DESKTOP: Viewport = { width: 1440, height: 900 };
const PHONE: Viewport = { width: 390, height: 844 };

async function browse(viewport = DESKTOP, role?: UserRole): Promise<{ context: BrowserContext; page: Page }> {
  const context = await env.browser.newContext({ viewport, baseURL: env.app.baseUrl });
  if (role) {
    const user = await createUser(env.app.orm, { role, firstName: 'Ada' });
    const cookie = await createSessionCookie(env.app.orm, user.id);
    await context.addCookies([{ name: SESSION_COOKIE, value: cookie.slice(SESSION_COOKIE.length + 1), url: env.app.baseUrl }]);
  }
  return { context, page: await context.newPage() };
}

/** The GraphQL operations the page sends from now on, by name. */
function operations(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
    names.push((request.postDataJSON() as { operationName?: string } | null)?.operationName ?? '(anonymous)');
  });
  return names;
}

const rows = (page: Page) => page.getByTestId('admin-resource-row');
const rowOf = (page: Page, name: string) => rows(page).filter({ hasText: name });
const statusOf = (page: Page, name: string) => rowOf(page, name).getByTestId('resource-status').textContent();

/** Whether the public library (a visitor's /resources) lists a resource of this name. */
async function inLibrary(visitor: Page, name: string): Promise<boolean> {
  await visitor.goto(`/resources?q=${encodeURIComponent(name)}`);
  const card = visitor.getByTestId('resource-grid').getByRole('heading', { name });
  const none = visitor.getByRole('heading', { name: `No resources match “${name}”` });
  await card.or(none).first().waitFor();
  return (await card.count()) > 0;
}

const axe = seriousAxeViolations;

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('the admin resources page', () => {
  it('creates, edits, archives and restores a resource, and the public library follows', { timeout: 90_000 }, async () => {
    const admin = await browse(DESKTOP, UserRole.ADMIN);
    const visitor = await browse();
    const page = admin.page;
    const name = `Studio Theremin Academy ${randomUUID().slice(0, 4)}`;
    await page.goto('/admin/resources');
    await page.getByRole('heading', { name: 'Resources', level: 1 }).waitFor();
    expect(await page.title()).toBe('Resources · SoundBoard Admin');
    await expect.poll(() => rows(page).count()).toBe(20);
    await resourcesShot(page, 'list-1440');

    // Empty form: every required field says so at the field, and nothing is sent.
    await page.getByRole('button', { name: 'New resource' }).click();
    const sent = operations(page);
    await page.getByRole('button', { name: 'Create resource' }).click();
    for (const label of ['Name', 'Description', 'Website', 'Pricing']) {
      expect(await page.getByLabel(label, { exact: true }).getAttribute('aria-invalid'), label).toBe('true');
    }
    expect(await page.getByRole('group', { name: 'Categories' }).getByText('Pick at least one category').count()).toBe(1);
    expect(await page.getByLabel('Name', { exact: true }).evaluate((el) => el === document.activeElement)).toBe(true);
    expect(sent).toEqual([]);
    await resourcesShot(page, 'form-errors-1440');

    await page.getByLabel('Name', { exact: true }).fill(name);
    await page
      .getByLabel('Description', { exact: true })
      .fill('Live online theremin classes for electronic producers: pitch antennas, volume loops and vibrato, with weekly feedback.');
    await page.getByLabel('Website', { exact: true }).fill('https://theremin.example');
    await page.getByLabel('Pricing', { exact: true }).fill('From $12/month');
    await page.getByRole('group', { name: 'Pricing tier' }).getByLabel('Paid').check();
    await page.getByRole('textbox', { name: 'Features (optional)' }).fill('Weekly live classes');
    await page.getByRole('textbox', { name: 'Features (optional)' }).press('Enter');
    await page.getByRole('group', { name: 'Categories' }).getByLabel('Education').check();
    // Typing narrows the suggestions; a suggestion is added in the vocabulary's spelling.
    await page.getByRole('textbox', { name: 'Needs it answers (optional)' }).fill('educ');
    await page.getByRole('button', { name: 'Add Education' }).click();
    await page.getByRole('button', { name: 'Add Electronic' }).click();
    await page.getByRole('group', { name: 'Career stages' }).getByLabel('Professional').uncheck();
    // The generated logo follows the name as it is typed.
    expect(await page.getByRole('group', { name: 'Logo' }).locator('img').getAttribute('src')).toBe(`/logos/${name.toLowerCase().replace(/ /g, '-')}.svg`);

    // An upload the server refuses: its message shows at the logo.
    await page.getByRole('group', { name: 'Source' }).getByLabel('Uploaded image').check();
    await page.getByLabel('Choose logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('not an image') });
    await page.getByRole('group', { name: 'Logo' }).getByText('Not a JPEG, PNG or WebP image').waitFor();
    await page.getByRole('group', { name: 'Source' }).getByLabel('Generated from the name').check();
    await resourcesShot(page, 'form-1440');

    // A field the server refuses shows its message at the field, focused (the server is made to
    // refuse here: the form already checks everything it can).
    await page.route('**/graphql', async (route) => {
      if (route.request().postDataJSON()?.operationName !== 'CreateResourceMutation') return route.continue();
      await route.fulfill({
        json: {
          data: null,
          errors: [
            {
              message: 'Website must be an http:// or https:// address',
              extensions: { code: 'BAD_USER_INPUT', fields: { website: 'This website is on the block list' } },
            },
          ],
        },
      });
    });
    await page.getByRole('button', { name: 'Create resource' }).click();
    await page.getByText('This website is on the block list').waitFor();
    expect(await page.getByLabel('Website', { exact: true }).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.unroute('**/graphql');

    await page.getByRole('button', { name: 'Create resource' }).click();
    await page.getByRole('searchbox', { name: 'Search resources' }).fill(name);
    await expect.poll(() => rows(page).count()).toBe(1);
    expect(await statusOf(page, name)).toBe('In library');
    expect(await inLibrary(visitor.page, name)).toBe(true);

    // Edit: the change shows in the row.
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    expect(await page.getByLabel('Pricing', { exact: true }).inputValue()).toBe('From $12/month');
    expect(await page.getByRole('group', { name: 'Career stages' }).getByLabel('Professional').isChecked()).toBe(false);
    await page.getByLabel('Pricing', { exact: true }).fill('From $15/month');
    await page.getByRole('group', { name: 'Pricing tier' }).getByLabel('Premium').check();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => rowOf(page, name).textContent()).toContain('From $15/month');
    expect(await rowOf(page, name).textContent()).toContain('Premium');

    // Archive asks first; then it leaves the list, and the library.
    await page.getByRole('button', { name: `Archive ${name}` }).click();
    await page.getByRole('alertdialog', { name: 'Archive this resource?' }).waitFor();
    await page.getByRole('button', { name: 'Archive resource' }).click();
    await expect.poll(() => rows(page).count()).toBe(0);
    expect(await inLibrary(visitor.page, name)).toBe(false);
    // The filter lives in the URL, and react-router applies a search-param change in a transition:
    // under load the box can still read unchecked right after the click, which check() calls an error.
    await page.getByLabel('Show archived').click();
    await expect.poll(() => page.getByLabel('Show archived').isChecked()).toBe(true);
    await expect.poll(() => statusOf(page, name)).toBe('Archived');
    await resourcesShot(page, 'archived-1440');

    // Restored: back in the library.
    await page.getByRole('button', { name: `Restore ${name}` }).click();
    await expect.poll(() => statusOf(page, name)).toBe('In library');
    expect(await inLibrary(visitor.page, name)).toBe(true);

    // The audit log holds each step.
    const audit = (await (
      await admin.context.request.post('/graphql', { data: { query: '{ auditLog(action: "resource") { edges { node { action targetLabel } } } }' } })
    ).json()) as { data: { auditLog: { edges: { node: { action: string; targetLabel: string } }[] } } };
    expect(audit.data.auditLog.edges.filter((e) => e.node.targetLabel === name).map((e) => e.node.action)).toEqual([
      'resource.restore',
      'resource.archive',
      'resource.update',
      'resource.create',
    ]);
    await admin.context.close();
    await visitor.context.close();
  });

  it('pages through the catalogue, filters by category and sorts', async () => {
    const { context, page } = await browse(DESKTOP, UserRole.ADMIN);
    await page.goto('/admin/resources');
    await expect.poll(() => rows(page).count()).toBe(20);
    const firstPage = await rows(page).first().textContent();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => rows(page).first().textContent()).not.toBe(firstPage);
    expect(await page.getByText('Page 2').count()).toBe(1);
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect.poll(() => rows(page).first().textContent()).toBe(firstPage);

    await page.getByLabel('Category').selectOption('legal');
    await expect.poll(() => new URL(page.url()).searchParams.get('category')).toBe('legal');
    await expect.poll(async () => (await rows(page).allTextContents()).every((text) => text.includes('Legal'))).toBe(true);
    await page.getByLabel('Sort by').selectOption('RECENTLY_UPDATED');
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('RECENTLY_UPDATED');
    await page.getByRole('searchbox', { name: 'Search resources' }).fill('zzqx-nothing');
    await page.getByRole('heading', { name: 'No resources match' }).waitFor();
    await page.getByRole('button', { name: 'Clear search and filters' }).click();
    await expect.poll(() => rows(page).count()).toBe(20);
    await context.close();
  });

  it.for([DESKTOP, PHONE])('has no serious or critical axe violation and no sideways scroll at $width px', { timeout: 60_000 }, async (viewport) => {
    const { context, page } = await browse(viewport, UserRole.ADMIN);
    await page.goto('/admin/resources');
    await expect.poll(() => rows(page).count()).toBe(20);
    expect(await axe(page)).toEqual([]);
    expect(await noSidewaysScroll(page)).toBe(true);
    if (viewport === PHONE) await resourcesShot(page, 'list-390');

    await page
      .getByRole('button', { name: /^Edit / })
      .first()
      .click();
    await page.getByLabel('Name', { exact: true }).waitFor();
    expect(await axe(page)).toEqual([]);
    expect(await noSidewaysScroll(page)).toBe(true);
    if (viewport === PHONE) await resourcesShot(page, 'form-390');
    await page.getByLabel('Website', { exact: true }).fill('javascript:alert(1)');
    await page.getByLabel('Name', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Website must be an http:// or https:// address').waitFor();
    expect(await axe(page)).toEqual([]);
    if (viewport === PHONE) await resourcesShot(page, 'form-errors-390');

    // Archive asks first; "Keep it" keeps it.
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page
      .getByRole('button', { name: /^Archive / })
      .first()
      .click();
    await page.getByRole('alertdialog', { name: 'Archive this resource?' }).waitFor();
    expect(await axe(page)).toEqual([]);
    if (viewport === PHONE) await resourcesShot(page, 'archive-confirm-390', { fullPage: false });
    await page.getByRole('button', { name: 'Keep it' }).click();
    expect(await rows(page).count()).toBe(20);
    await context.close();
  });
});
