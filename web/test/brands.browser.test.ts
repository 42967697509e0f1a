import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createSessionCookie, createUser, UserRole } from '../../graph/test/seed-helpers.js';
import { appInChromium, creatorInBrowser, DESKTOP, seriousAxeViolations, shot, signedInContext, PHONE, gqlOkIn } from './browser.js';

const env = appInChromium();

const PASSWORD = 'correct-horse-battery';

type Person = { context: BrowserContext; page: Page; id: string; name: string };

/** Every context of this file: a step that cannot happen fails on its own line, well inside the test's time. */
function limited(context: BrowserContext): BrowserContext {
  context.setDefaultTimeout(15_000);
  return context;
}

const contextFor = async (viewport = DESKTOP) => limited(await env.browser.newContext({ viewport, baseURL: env.app.baseUrl }));

const signedIn = async (userId: string, viewport = DESKTOP) => limited(await signedInContext(env, await createSessionCookie(env.app.orm, userId), viewport));

async function creator(artistName: string): Promise<Person> {
  const person = await creatorInBrowser(env, artistName);
  limited(person.context);
  return person;
}

async function admin(viewport = DESKTOP): Promise<Person> {
  const user = await createUser(env.app.orm, { role: UserRole.ADMIN, firstName: 'Ada' });
  const context = await signedIn(user.id, viewport);
  return { context, page: await context.newPage(), id: user.id, name: 'Ada' };
}

/** A brand account, registered through the API as the sign-up page does (the session cookie lands in its context). */
async function brandAccount(firstName: string): Promise<Person> {
  const context = await contextFor();
  const email = `brand-${randomUUID().slice(0, 8)}@example.test`;
  const response = await context.request.post('/api/register', { data: { email, password: PASSWORD, firstName, lastName: 'Team', userType: 'brand' } });
  expect(response.status()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  return { context, page: await context.newPage(), id, name: firstName };
}

type CreatedBrand = { id: string; slug: string; name: string };

/** A new brand page of the account's, unlisted until an admin verifies it. */
async function createBrand(owner: Person, name: string): Promise<CreatedBrand> {
  const { createBrand: brand } = await gqlOkIn<{ createBrand: CreatedBrand }>(
    owner.context,
    'mutation($input: BrandInput!) { createBrand(input: $input) { id slug name } }',
    {
      input: {
        name,
        tagline: 'Vinyl pressing and distribution for independent artists',
        description: 'We press, ship and distribute records for independent artists, from 100 copies up, with fair splits and fast turnarounds.',
        category: 'distribution',
        website: 'https://nightowl.example',
        offers: ['Vinyl pressing from 100 copies', 'Worldwide distribution'],
        genres: ['Indie', 'Electronic'],
        regions: ['europe', 'uk'],
      },
    },
  );
  return brand;
}

const pathname = (page: Page) => new URL(page.url()).pathname;
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('/brands/:slug for visitors', () => {
  it('shows a directory brand with its badge, offers, regions and responsiveness, and a 404 state for an unknown slug', { timeout: 60_000 }, async () => {
    const context = await contextFor();
    const page = await context.newPage();
    // The directory's cards lead to the pages.
    await page.goto('/brands?q=DistroKid');
    await page.getByTestId('brand-grid').getByRole('link', { name: 'DistroKid', exact: true }).click();
    await expect.poll(() => pathname(page)).toBe('/brands/distrokid');
    await page.getByRole('heading', { level: 1, name: /DistroKid/ }).waitFor();
    expect(await page.title()).toBe('DistroKid · SoundBoard');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('Verified');
    // The seed gives DistroKid a history of requests: enough (10 or more) for the figure.
    const figure = page.getByTestId('brand-responsiveness');
    expect(await figure.textContent()).toMatch(/^Answers \d{1,3}% of requests within 72 hours · median [\w .]+ · based on \d+ requests$/);
    expect(await page.getByRole('region', { name: 'What they offer' }).getByRole('listitem').count()).toBeGreaterThan(0);
    expect(await page.getByRole('region', { name: 'Regions served' }).getByRole('listitem').count()).toBeGreaterThan(0);
    // A visitor is asked to sign up rather than to connect.
    expect(await page.getByRole('link', { name: 'Sign up to connect' }).getAttribute('href')).toBe('/signup');
    expect(await page.getByRole('button', { name: 'Request to connect' }).count()).toBe(0);
    await shot(page, 'brand-page-1440');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.setViewportSize(PHONE);
    await shot(page, 'brand-page-390');
    expect(await fitsWidth(page)).toBe(true);

    await page.goto('/brands/zzqx-no-such-brand');
    await page.getByRole('heading', { name: 'This brand is not here' }).waitFor();
    expect(await page.title()).toBe('Brand not found · SoundBoard');
    expect(await page.getByRole('link', { name: 'Browse brands' }).getAttribute('href')).toBe('/brands');
    await shot(page, 'brand-page-404-390');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });
});

describe('a creator and a brand team in two browsers', () => {
  it('the creator pitches, the team accepts with a message, and both meet in /messages', { timeout: 120_000 }, async () => {
    // A brand account's new page, verified by an admin so that creators can find it.
    const member = await brandAccount('Mira');
    const brand = await createBrand(member, `Night Owl Records ${randomUUID().slice(0, 6)}`);
    const ada = await admin();
    await gqlOkIn(ada.context, 'mutation($id: ID!) { verifyBrand(id: $id) { id } }', { id: brand.id });
    await ada.context.close();
    const nova = await creator('Nova Lane');

    // A directory brand without a team: the creator is told before sending.
    await nova.page.goto('/brands/distrokid');
    await nova.page.getByRole('button', { name: 'Request to connect' }).click();
    const unclaimed = nova.page.getByRole('dialog', { name: 'Request to connect with DistroKid' });
    await unclaimed.getByText('DistroKid has not claimed its page yet; your request waits until they do.').waitFor();
    await unclaimed.getByRole('button', { name: 'Cancel' }).click();
    await unclaimed.waitFor({ state: 'hidden' });

    // The new brand's page: claimed (it has a team), so no such notice; the pitch counts its characters.
    await nova.page.goto(`/brands/${brand.slug}`);
    await nova.page.getByRole('heading', { level: 1, name: new RegExp(brand.name) }).waitFor();
    // Fewer than 10 requests: no figure yet.
    expect(await nova.page.getByTestId('brand-responsiveness').count()).toBe(0);
    await nova.page.getByRole('button', { name: 'Request to connect' }).click();
    const dialog = nova.page.getByRole('dialog', { name: `Request to connect with ${brand.name}` });
    expect(await dialog.getByText('has not claimed its page yet').count()).toBe(0);
    // Sending nothing is refused at the field.
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await dialog.getByText('Write a few words about what you would do together').waitFor();
    const pitch = 'Indie-electronic duo from Leeds with a debut EP in March: we would love a 300-copy vinyl run and help reaching UK shops.';
    await dialog.getByLabel('Your pitch').fill(pitch);
    expect(await dialog.getByText(`${pitch.length} / 1,000 characters`).count()).toBe(1);
    expect(await dialog.getByLabel('Your pitch').getAttribute('maxlength')).toBe('1000');
    await dialog.getByLabel('Link to your work').fill('not a link');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await dialog.getByText('Enter an http:// or https:// address').waitFor();
    await dialog.getByLabel('Link to your work').fill('https://novalane.example/ep');
    await shot(nova.page, 'brand-request-dialog-1440');
    expect(await seriousAxeViolations(nova.page)).toEqual([]);
    // On a phone the dialog sits centred, inside the screen, its fields as wide as the panel.
    await nova.page.setViewportSize(PHONE);
    const panel = (await dialog.boundingBox())!;
    expect(Math.abs(panel.x - (PHONE.width - (panel.x + panel.width)))).toBeLessThanOrEqual(1);
    expect(panel.x).toBeGreaterThanOrEqual(8);
    const field = (await dialog.getByLabel('Your pitch').boundingBox())!;
    expect(Math.abs(field.x - panel.x - (panel.x + panel.width - (field.x + field.width)))).toBeLessThanOrEqual(1);
    // It reads from the start, as the page's other forms do, not centred like the hero it opens from.
    expect(await dialog.getByRole('heading', { level: 2 }).evaluate((h) => getComputedStyle(h).textAlign)).toBe('start');
    // Its two buttons end on the same edge.
    const cancel = (await dialog.getByRole('button', { name: 'Cancel' }).boundingBox())!;
    const send = (await dialog.getByRole('button', { name: 'Send request' }).boundingBox())!;
    expect(Math.abs(cancel.x + cancel.width - (send.x + send.width))).toBeLessThanOrEqual(1);
    await shot(nova.page, 'brand-request-dialog-390', { fullPage: false });
    expect(await seriousAxeViolations(nova.page)).toEqual([]);
    await nova.page.setViewportSize(DESKTOP);
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const state = nova.page.getByTestId('brand-request-state');
    await state.getByText('Request sent').waitFor();
    expect(await state.getByRole('button', { name: 'Withdraw' }).count()).toBe(1);

    // The team member sees it in /brand, with the pitch and the link, and accepts with a message.
    await member.page.goto('/brand');
    await member.page.getByRole('heading', { level: 1, name: brand.name }).waitFor();
    const request = member.page.getByRole('article', { name: 'Request from Nova Lane' });
    await request.waitFor();
    expect(await request.textContent()).toContain(pitch);
    expect(await request.getByRole('link', { name: /novalane\.example\/ep/ }).getAttribute('href')).toBe('https://novalane.example/ep');
    await shot(member.page, 'brand-workspace-1440');
    expect(await seriousAxeViolations(member.page)).toEqual([]);
    await request.getByRole('button', { name: 'Accept Nova Lane' }).click();
    const answer = member.page.getByRole('dialog', { name: 'Accept Nova Lane’s request?' });
    await answer.getByLabel('Message').fill('Welcome aboard, Nova! Let us plan the pressing.');
    await answer.getByRole('button', { name: 'Accept request' }).click();
    await answer.waitFor({ state: 'hidden' });
    await member.page.getByText('No pending requests').waitFor();
    await member.page.getByRole('button', { name: 'Accepted' }).click();
    const accepted = member.page.getByRole('article', { name: 'Request from Nova Lane' });
    await accepted.getByText('Welcome aboard, Nova!').waitFor();
    const conversationPath = (await accepted.getByRole('link', { name: 'Open conversation' }).getAttribute('href'))!;
    expect(conversationPath).toMatch(/^\/messages\/[0-9a-f-]{36}$/);

    // The creator sees Connected, and the conversation with the brand in /messages.
    await nova.page.reload();
    await state.getByText('Connected').waitFor();
    expect(await state.textContent()).toContain('Welcome aboard, Nova!');
    await state.getByRole('link', { name: 'Open conversation' }).click();
    await nova.page.waitForURL(/\/messages\/[0-9a-f-]{36}$/);
    await nova.page.getByRole('heading', { level: 2, name: brand.name }).waitFor();
    expect(await nova.page.getByRole('heading', { level: 2, name: brand.name }).getByRole('link').getAttribute('href')).toBe(`/brands/${brand.slug}`);
    await nova.page.getByTestId('message').filter({ hasText: 'Welcome aboard, Nova!' }).waitFor();
    // Her pitch opened the conversation, before the team's answer.
    expect(await nova.page.getByTestId('message').first().textContent()).toContain(pitch);
    expect(await nova.page.getByTestId('writing-as').count()).toBe(0);
    // The creator answers; the team member reads it in the same conversation, on their side.
    const composer = nova.page.getByLabel('Message', { exact: true });
    await composer.fill('Thank you! Sending the masters tonight.');
    await composer.press('Enter');
    await nova.page.getByTestId('message').filter({ hasText: 'Sending the masters tonight.' }).waitFor();
    await shot(nova.page, 'brand-conversation-1440');
    expect(await seriousAxeViolations(nova.page)).toEqual([]);
    // The team member opens the same conversation: the pitch first, and the composer says whose name they write under.
    await member.page.goto(conversationPath);
    await member.page.getByTestId('message').filter({ hasText: 'Sending the masters tonight.' }).waitFor();
    expect(await member.page.getByTestId('message').first().textContent()).toContain(pitch);
    expect(await member.page.getByTestId('writing-as').textContent()).toBe(`You are writing as ${brand.name}`);
    await shot(member.page, 'brand-conversation-team-1440');
    expect(await seriousAxeViolations(member.page)).toEqual([]);
    await member.page.setViewportSize(PHONE);
    await shot(member.page, 'brand-conversation-team-390');
    expect(await fitsWidth(member.page)).toBe(true);
    await member.page.setViewportSize(DESKTOP);

    // /brands offers the creator brands that fit, with reasons; a brand already asked is left out.
    await nova.page.goto('/brands');
    const fits = nova.page.getByTestId('brand-matches');
    await fits.getByRole('listitem').first().waitFor();
    expect(await fits.getByText(/% match$/).count()).toBeGreaterThan(0);
    expect(await fits.getByText(brand.name).count()).toBe(0);
    await shot(nova.page, 'brands-fit-1440');
    expect(await seriousAxeViolations(nova.page)).toEqual([]);

    // The network and the dashboard count the real connection; /network leads to the conversation.
    await nova.page.goto('/network');
    const asked = nova.page.getByRole('list', { name: 'Accepted brand requests' });
    await asked.getByText('Welcome aboard, Nova!').waitFor();
    expect(await asked.getByRole('link', { name: `Open conversation with ${brand.name}` }).getAttribute('href')).toBe(conversationPath);
    const brands = nova.page.getByRole('region', { name: 'Brands you are connected with' });
    await brands.getByText(brand.name).waitFor();
    expect(await brands.getByRole('link', { name: new RegExp(brand.name) }).getAttribute('href')).toBe(`/brands/${brand.slug}`);
    await nova.page.goto('/dashboard');
    // Nova's only brand connection is the one just made.
    await expect.poll(() => nova.page.getByTestId('stat-connectedBrands').textContent()).toBe('Connected1');

    // Phone width: the workspace with its tabs.
    await member.page.setViewportSize(PHONE);
    await member.page.goto('/brand?tab=page');
    await member.page.getByLabel('Tagline').waitFor();
    await shot(member.page, 'brand-workspace-page-390');
    expect(await fitsWidth(member.page)).toBe(true);
    expect(await seriousAxeViolations(member.page)).toEqual([]);
    await member.page.goto('/brand');
    await member.page.getByRole('button', { name: 'Accepted' }).click();
    await member.page.getByRole('article', { name: 'Request from Nova Lane' }).waitFor();
    await shot(member.page, 'brand-workspace-390');
    expect(await fitsWidth(member.page)).toBe(true);
    await nova.context.close();
    await member.context.close();
  });

  it('a brand account signs up from the sign-up page, lands on /brand and creates its page, with errors at the fields', { timeout: 60_000 }, async () => {
    const context = await contextFor();
    const page = await context.newPage();
    await page.goto('/signup');
    await page.getByLabel('I represent a brand').check();
    // No creator kind to pick for a brand, and no Google sign-in (it opens creator accounts).
    expect(await page.getByLabel('I am a…').count()).toBe(0);
    await page.getByText('Meet the creators your brand is for').waitFor();
    await shot(page, 'signup-brand-1440');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.setViewportSize(PHONE);
    await shot(page, 'signup-brand-390');
    expect(await fitsWidth(page)).toBe(true);
    await page.setViewportSize(DESKTOP);
    await page.getByLabel('Email').fill(`signup-brand-${randomUUID().slice(0, 8)}@example.test`);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect.poll(() => pathname(page)).toBe('/brand');
    await page.getByRole('heading', { name: 'Create your brand page' }).waitFor();

    // A save with the required fields empty: the messages show at their fields, the first takes the focus.
    await page.getByRole('button', { name: 'Create brand page' }).click();
    await page.getByText('Name is required').waitFor();
    expect(await page.getByText('Pick the category that fits best').count()).toBe(1);
    expect(await page.locator(':focus').getAttribute('name')).toBe('name');
    await shot(page, 'brand-workspace-new-1440');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // A name with a bidi control and a website with a password are refused at their fields before sending.
    await page.getByLabel('Brand name').fill('Echo \u202ELane');
    await page.getByLabel('Website').fill('https://user:secret@echolane.example');
    await page.getByRole('button', { name: 'Create brand page' }).click();
    await page.getByText('Name contains a character that is not allowed (U+202E).').waitFor();
    await page.getByText('Website must not contain a user name or password (user:password@)').waitFor();
    await shot(page, 'brand-workspace-refused-characters-1440');
    await page.setViewportSize(PHONE);
    await shot(page, 'brand-workspace-refused-characters-390');
    await page.setViewportSize(DESKTOP);

    const name = `Echo Lane Audio ${randomUUID().slice(0, 6)}`;
    await page.getByLabel('Brand name').fill(name);
    await page.getByLabel('Category').selectOption('mastering');
    await page.getByLabel('Tagline').fill('Online mastering by ear, not by preset');
    await page.getByLabel('Description').fill('Two engineers, one room, and every master checked on three systems before it goes back to you.');
    await page.getByLabel('Website').fill('https://echolane.example');
    await page.getByRole('button', { name: 'Create brand page' }).click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.getByRole('link', { name: 'Brand page' }).click();
    await page.getByText('Awaiting verification', { exact: true }).first().waitFor();
    await context.close();
  });
});

describe('a creator blocks a brand and leaves its conversation', () => {
  it(
    'blocks from the brand page with a confirm, the whole team is stopped, unblocks in Settings, then leaves: the team sees it under Ended',
    { timeout: 120_000 },
    async () => {
      const owner = await brandAccount('Remi');
      const brand = await createBrand(owner, `Quiet Room Audio ${randomUUID().slice(0, 6)}`);
      const ada = await admin();
      await gqlOkIn(ada.context, 'mutation($id: ID!) { verifyBrand(id: $id) { id } }', { id: brand.id });
      await ada.context.close();
      const nova = await creator('Nova Quinn');
      const { requestBrandConnection: asked } = await gqlOkIn<{ requestBrandConnection: { id: string } }>(
        nova.context,
        'mutation($s: String!) { requestBrandConnection(slug: $s, pitch: "Ambient EP, mastered and ready") { id } }',
        { s: brand.slug },
      );
      const { respondToBrandConnection: accepted } = await gqlOkIn<{ respondToBrandConnection: { conversationId: string } }>(
        owner.context,
        'mutation($id: ID!) { respondToBrandConnection(id: $id, accept: true, message: "Welcome, Nova!") { conversationId } }',
        { id: asked.id },
      );
      const conversation = `/messages/${accepted.conversationId}`;

      // The brand page: Block asks first; Cancel changes nothing.
      await nova.page.goto(`/brands/${brand.slug}`);
      await nova.page.getByTestId('brand-request-state').getByText('Connected').waitFor();
      await nova.page.getByRole('button', { name: 'Block', exact: true }).click();
      const confirm = nova.page.getByRole('alertdialog', { name: `Block ${brand.name}?` });
      await confirm.getByText(`Nobody on ${brand.name}'s team can message you`).waitFor();
      await shot(nova.page, 'brand-block-confirm-1440');
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await confirm.waitFor({ state: 'hidden' });
      await nova.page.getByRole('button', { name: 'Block', exact: true }).click();
      await confirm.getByRole('button', { name: 'Block' }).click();
      const blocked = nova.page.getByTestId('brand-block-state');
      await blocked.getByText('Blocked').waitFor();
      await shot(nova.page, 'brand-blocked-1440');
      expect(await seriousAxeViolations(nova.page)).toEqual([]);
      await nova.page.setViewportSize(PHONE);
      await shot(nova.page, 'brand-blocked-390');
      expect(await fitsWidth(nova.page)).toBe(true);
      await nova.page.setViewportSize(DESKTOP);

      // The team's side: its composer is gone, with the reason.
      await owner.page.goto(conversation);
      await owner.page.getByText("You can't message Nova Quinn.").waitFor();
      expect(await owner.page.getByLabel('Message', { exact: true }).count()).toBe(0);

      // Settings lists the brand; Unblock lifts it, and the team can write again.
      await nova.page.goto('/profile-settings#privacy');
      const row = nova.page.getByTestId('blocked-brand').filter({ hasText: brand.name });
      await row.waitFor();
      expect(await row.getByRole('link', { name: brand.name }).getAttribute('href')).toBe(`/brands/${brand.slug}`);
      await shot(nova.page, 'settings-blocked-brands-1440');
      expect(await seriousAxeViolations(nova.page)).toEqual([]);
      await nova.page.setViewportSize(PHONE);
      await shot(nova.page, 'settings-blocked-brands-390');
      expect(await fitsWidth(nova.page)).toBe(true);
      await nova.page.setViewportSize(DESKTOP);
      await row.getByRole('button', { name: 'Unblock' }).click();
      await nova.page.getByText('You have not blocked any brand.', { exact: false }).waitFor();
      await owner.page.reload();
      await owner.page.getByLabel('Message', { exact: true }).waitFor();

      // In the conversation, the creator leaves (with a confirm): nobody writes there any more.
      await nova.page.goto(conversation);
      await nova.page.getByRole('heading', { level: 2, name: brand.name }).waitFor();
      await nova.page.getByRole('button', { name: `Leave the conversation with ${brand.name}` }).click();
      const leave = nova.page.getByRole('alertdialog', { name: `Leave the conversation with ${brand.name}?` });
      await leave.getByRole('button', { name: 'Leave' }).click();
      await leave.waitFor({ state: 'hidden' });
      await nova.page.getByText('This conversation has ended.').waitFor();
      await shot(nova.page, 'brand-conversation-ended-1440');
      expect(await seriousAxeViolations(nova.page)).toEqual([]);
      await nova.page.setViewportSize(PHONE);
      await shot(nova.page, 'brand-conversation-ended-390');
      expect(await fitsWidth(nova.page)).toBe(true);

      // The workspace lists it under Ended, with the conversation still readable.
      await owner.page.goto('/brand');
      await owner.page.getByRole('button', { name: 'Ended' }).click();
      const ended = owner.page.getByRole('article', { name: 'Request from Nova Quinn' });
      await ended.getByText('The creator left the conversation', { exact: false }).waitFor();
      expect(await ended.getByRole('link', { name: 'Read the conversation' }).getAttribute('href')).toBe(conversation);
      await shot(owner.page, 'brand-workspace-ended-1440');
      await owner.page.setViewportSize(PHONE);
      await shot(owner.page, 'brand-workspace-ended-390');
      expect(await fitsWidth(owner.page)).toBe(true);
      await nova.context.close();
      await owner.context.close();
    },
  );
});

describe('the team tab of an unverified brand', () => {
  it('explains that only verified brands invite, with the form disabled, until an admin verifies it', { timeout: 60_000 }, async () => {
    const owner = await brandAccount('Vera');
    const brand = await createBrand(owner, `Quiet Room Audio ${randomUUID().slice(0, 6)}`);
    await owner.page.goto(`/brand?brand=${brand.slug}&tab=team`);
    const panel = owner.page.getByRole('region', { name: 'Invite a teammate' });
    await panel.getByText('Only verified brands can invite team members.').waitFor();
    expect(await panel.getByLabel('Work e-mail').isDisabled()).toBe(true);
    expect(await panel.getByRole('button', { name: 'Send invitation' }).isDisabled()).toBe(true);
    await shot(owner.page, 'brand-team-unverified-1440');
    expect(await seriousAxeViolations(owner.page)).toEqual([]);
    await owner.page.setViewportSize(PHONE);
    await shot(owner.page, 'brand-team-unverified-390');
    expect(await fitsWidth(owner.page)).toBe(true);
    await owner.page.setViewportSize(DESKTOP);

    const ada = await admin();
    await gqlOkIn(ada.context, 'mutation($id: ID!) { verifyBrand(id: $id) { id } }', { id: brand.id });
    await ada.context.close();
    await owner.page.reload();
    await panel.getByLabel('Work e-mail').waitFor();
    expect(await panel.getByText('Only verified brands can invite team members.').count()).toBe(0);
    expect(await panel.getByLabel('Work e-mail').isDisabled()).toBe(false);
    await panel.getByLabel('Work e-mail').fill(`teammate-${randomUUID().slice(0, 8)}@example.test`);
    await panel.getByRole('button', { name: 'Send invitation' }).click();
    await panel.getByTestId('brand-invite').waitFor();
    await owner.context.close();
  });
});

describe('/admin/brands', () => {
  it('an admin verifies a new brand page and decides claims, with a reason for a rejection', { timeout: 90_000 }, async () => {
    const owner = await brandAccount('Theo');
    const brand = await createBrand(owner, `Lantern Sync ${randomUUID().slice(0, 6)}`);
    // Two claims on a seeded directory brand without a team.
    const { brands } = await gqlOkIn<{ brands: { edges: { node: { slug: string; name: string; claimed: boolean } }[] } }>(
      owner.context,
      '{ brands(first: 100) { edges { node { slug name claimed } } } }',
    );
    const target = brands.edges.map((e) => e.node).find((b) => !b.claimed && b.slug !== 'distrokid')!;
    const claimants = [await brandAccount('Rhea'), await brandAccount('Sol')];
    for (const claimant of claimants) {
      await gqlOkIn(claimant.context, 'mutation($slug: String!, $message: String) { claimBrand(slug: $slug, message: $message) { id } }', {
        slug: target.slug,
        message: `I run partnerships at ${target.name}.`,
      });
    }
    // Until verified, a visitor does not find the new page.
    const visitor = await (await contextFor()).newPage();
    await visitor.goto(`/brands/${brand.slug}`);
    await visitor.getByRole('heading', { name: 'This brand is not here' }).waitFor();

    const ada = await admin();
    await ada.page.goto('/admin/brands');
    await ada.page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Brands' }).waitFor();
    // Other tests leave brand pages waiting too: the admin searches for this one.
    await ada.page.getByRole('searchbox', { name: 'Search brands awaiting verification' }).fill(brand.name);
    const row = ada.page.getByTestId('awaiting-brand').filter({ hasText: brand.name });
    await row.waitFor();
    expect(await row.textContent()).toContain('Theo Team');
    await shot(ada.page, 'admin-brands-1440');
    expect(await seriousAxeViolations(ada.page)).toEqual([]);
    // Phone width, with both lists full: each row is a card.
    await ada.page.setViewportSize(PHONE);
    await shot(ada.page, 'admin-brands-390');
    expect(await fitsWidth(ada.page)).toBe(true);
    expect(await seriousAxeViolations(ada.page)).toEqual([]);
    await ada.page.setViewportSize(DESKTOP);
    await row.getByRole('button', { name: `Verify ${brand.name}` }).click();
    const confirm = ada.page.getByRole('alertdialog', { name: `Verify ${brand.name}?` });
    await confirm.getByRole('button', { name: 'Verify' }).click();
    await row.waitFor({ state: 'detached' });

    // Verified: in the directory, with the badge.
    await visitor.goto(`/brands/${brand.slug}`);
    await visitor.getByRole('heading', { level: 1, name: new RegExp(brand.name) }).waitFor();
    expect(await visitor.getByRole('heading', { level: 1 }).textContent()).toContain('Verified');

    // Reject Rhea's claim with a reason; approve Sol's.
    const rhea = ada.page.getByTestId('brand-claim').filter({ hasText: 'Rhea Team' }).filter({ hasText: target.name });
    await rhea.getByRole('button', { name: /^Reject/ }).click();
    const reject = ada.page.getByRole('alertdialog', { name: /Reject Rhea/ });
    await reject.getByRole('button', { name: 'Reject claim' }).click();
    await reject.getByText('Write the reason the claimant will read').waitFor();
    await reject.getByLabel('Reason').fill('We could not confirm that you work there.');
    await reject.getByRole('button', { name: 'Reject claim' }).click();
    await rhea.waitFor({ state: 'detached' });
    const sol = ada.page.getByTestId('brand-claim').filter({ hasText: 'Sol Team' }).filter({ hasText: target.name });
    await sol.getByRole('button', { name: /^Approve/ }).click();
    await ada.page
      .getByRole('alertdialog', { name: /Approve Sol/ })
      .getByRole('button', { name: 'Approve' })
      .click();
    await sol.waitFor({ state: 'detached' });

    // The claimants see the outcome in their workspace: Rhea the reason, Sol the brand itself.
    await claimants[0]!.page.goto('/brand');
    await claimants[0]!.page.getByText('We could not confirm that you work there.').waitFor();
    await claimants[1]!.page.goto('/brand');
    await claimants[1]!.page.getByRole('heading', { level: 1, name: target.name }).waitFor();

    for (const person of [owner, ada, ...claimants]) await person.context.close();
    await visitor.context().close();
  });
});
