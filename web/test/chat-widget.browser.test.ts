import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appInChromium, creatorInBrowser, openAssistant, seriousAxeViolations, shot } from './browser.js';

const env = appInChromium();

const FAILURE = "I'm having trouble connecting right now. Please try again in a moment.";

async function openWidget(path = '/', viewport = { width: 1440, height: 900 }) {
  const context = await env.browser.newContext({ viewport, baseURL: env.app.baseUrl });
  const page = await context.newPage();
  await page.goto(path);
  await openAssistant(page);
  return { context, page };
}

const input = (page: Page) => page.getByRole('textbox', { name: 'Message the assistant' });
const sendButton = (page: Page) => page.getByRole('button', { name: 'Send message' });

describe('the assistant widget', () => {
  it('starts closed with a round button, and opens on the welcome message', async () => {
    const context = await env.browser.newContext({ baseURL: env.app.baseUrl });
    const page = await context.newPage();
    await page.goto('/');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.getByRole('button', { name: 'Open the assistant' }).click();
    const dialog = page.getByRole('dialog', { name: 'SoundBoard Assistant' });
    const box = (await dialog.boundingBox())!;
    expect([Math.round(box.width), Math.round(box.height)]).toEqual([384, 500]);
    for (const s of ['Check streaming analytics', 'Review networking suggestions', 'Plan next release', 'Organise tasks']) {
      expect(await dialog.getByRole('button', { name: s }).count()).toBe(1);
    }
    expect(await dialog.getByRole('group', { name: 'Quick questions' }).or(dialog.getByLabel('Quick questions')).getByRole('button').count()).toBe(3);
    await context.close();
  });

  it('cannot send blank input; Enter sends, Shift+Enter makes a new line', async () => {
    const { context, page } = await openWidget();
    expect(await sendButton(page).isDisabled()).toBe(true);
    await input(page).fill('   ');
    expect(await sendButton(page).isDisabled()).toBe(true);
    await input(page).press('Enter');
    expect(await page.getByRole('dialog').locator('article').count()).toBe(1);
    await input(page).fill('When should I release');
    await input(page).press('Shift+Enter');
    expect(await input(page).inputValue()).toBe('When should I release\n');
    await input(page).type('my next single?');
    await input(page).press('Enter');
    expect(await input(page).inputValue()).toBe('');
    await page
      .getByText(/Friday is the global release day|pitch/i)
      .first()
      .waitFor();
    // The quick questions are gone once the conversation has begun.
    expect(await page.getByLabel('Quick questions').count()).toBe(0);
    await context.close();
  });

  it("shows 'Thinking...' and disables the input while pending, then the reply with clickable suggestions", async () => {
    const { context, page } = await openWidget();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/chat', async (route) => {
      await gate;
      await route.continue();
    });
    await input(page).fill('what is a good save rate?');
    await sendButton(page).click();
    await page.getByText('Thinking...').waitFor();
    expect(await input(page).isDisabled()).toBe(true);
    expect(await sendButton(page).isDisabled()).toBe(true);
    release();
    await page.getByText(/Save rate is saves/).waitFor();
    expect(await page.getByText('Thinking...').count()).toBe(0);
    // Action items come with the reply.
    expect(await page.getByRole('list', { name: 'Action items' }).last().getByRole('listitem').count()).toBeGreaterThan(0);
    const follow = page.getByRole('button', { name: 'What is a good skip rate?' });
    await follow.click();
    await page.getByText(/A skip is a stop within the first 30 seconds/).waitFor();
    // The panel has scrolled to the newest message.
    await expect
      .poll(async () => {
        const panel = (await page.getByRole('dialog').boundingBox())!;
        const last = (await page.getByRole('dialog').locator('article').last().boundingBox())!;
        return last.y + last.height <= panel.y + panel.height;
      })
      .toBe(true);
    await context.close();
  });

  it('appends the fallback message when the server cannot be reached', async () => {
    const { context, page } = await openWidget();
    await page.route('**/api/chat', (route) => route.abort('connectionrefused'));
    await input(page).fill('hello?');
    await input(page).press('Enter');
    await page.getByText(FAILURE).waitFor();
    expect(await input(page).isDisabled()).toBe(false);
    await context.close();
  });

  it('keeps the conversation across pages; Escape closes and returns focus to the button', async () => {
    const { context, page } = await openWidget();
    await page.getByRole('button', { name: 'Plan next release' }).click();
    await page
      .getByText(/rollout|release/i)
      .nth(1)
      .waitFor();
    await page.keyboard.press('Escape');
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Open the assistant');
    await page.getByRole('link', { name: 'About' }).first().click();
    await page.waitForURL('**/about');
    await page.getByRole('button', { name: 'Open the assistant' }).click();
    expect(await page.getByRole('dialog').getByText('Plan next release').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('is a full-screen sheet on phones', async () => {
    const { context, page } = await openWidget('/', { width: 390, height: 844 });
    const box = (await page.getByRole('dialog').boundingBox())!;
    expect([Math.round(box.width), Math.round(box.height)]).toEqual([390, 844]);
    await context.close();
  });
  it(
    'answers the question asked: account deletion by its steps, and gibberish with a plain "did not understand" and the topics it knows',
    { timeout: 90_000 },
    async () => {
      for (const viewport of [
        { width: 1440, height: 900 },
        { width: 390, height: 844 },
      ]) {
        const { context, page } = await openWidget('/', viewport);
        const dialog = page.getByRole('dialog', { name: 'SoundBoard Assistant' });
        await input(page).fill('How do I delete my account?');
        await input(page).press('Enter');
        const deletion = dialog.locator('article').filter({ hasText: 'Deleting your account (Account Settings, confirmed with your password)' });
        await deletion.waitFor();
        expect(await deletion.textContent()).toContain('Account Settings (/account) → Delete account');
        // The path in the answer is a link to the page.
        expect(await deletion.getByRole('link', { name: '/account' }).getAttribute('href')).toBe('/account');
        expect(await dialog.getByRole('button', { name: 'How do I download my data?' }).count()).toBe(1);

        await input(page).fill('asdfgh');
        await input(page).press('Enter');
        const unknown = dialog.locator('article').filter({ hasText: 'Sorry, I did not understand that.' });
        await unknown.waitFor();
        const text = (await unknown.textContent()) ?? '';
        for (const topic of [
          'music career',
          'streaming numbers',
          'networking',
          'release planning',
          'prioritising your tasks',
          'finding your way around SoundBoard',
        ]) {
          expect(text).toContain(topic);
        }
        // The topics it offers are one click away, and a click is understood.
        await dialog.getByRole('button', { name: 'How do I message another creator?' }).last().click();
        await dialog.locator('article').filter({ hasText: 'Messages (/messages) is your inbox' }).waitFor();
        // The panel has scrolled to the answer before the screenshot.
        await expect
          .poll(async () => {
            const panel = (await dialog.boundingBox())!;
            const last = (await dialog.locator('article').last().boundingBox())!;
            return last.y + last.height <= panel.y + panel.height;
          })
          .toBe(true);
        await shot(page, `assistant-answers-${viewport.width}`, { fullPage: false });
        expect(await seriousAxeViolations(page)).toEqual([]);
        await context.close();
      }
    },
  );

  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    it(
      `explains a signed-in creator's own score with links and action buttons that keep the conversation, at ${viewport.width} px`,
      { timeout: 90_000 },
      async () => {
        const phone = viewport.width < 768;
        const mara = await creatorInBrowser(env, `Mara Widget ${viewport.width}`, { viewport });
        const { page, context } = mara;
        const [top] = (
          await (
            await context.request.post('/graphql', {
              headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
              data: { query: '{ viewer { recentRecommendations(first: 1) { matchScore resource { name slug } } } }' },
            })
          ).json()
        ).data.viewer.recentRecommendations as { matchScore: number; resource: { name: string; slug: string } }[];
        await page.goto('/about');
        const dialog = page.getByRole('dialog', { name: 'SoundBoard Assistant' });
        const openPanel = () => openAssistant(page);
        await openPanel();
        await input(page).fill(`what does my ${top!.matchScore}% mean?`);
        await input(page).press('Enter');
        const answer = dialog.locator('article').filter({ hasText: `${top!.resource.name} is your top match at ${top!.matchScore}%` });
        await answer.waitFor();
        await expect
          .poll(async () => {
            const panel = (await dialog.boundingBox())!;
            const last = (await dialog.locator('article').last().boundingBox())!;
            return last.y + last.height <= panel.y + panel.height + 1;
          })
          .toBe(true);
        await shot(page, `assistant-score-${viewport.width}`, { fullPage: false });
        expect(await seriousAxeViolations(page)).toEqual([]);

        // A path in the text is a link within the app: the page changes, the conversation stays.
        await answer.getByRole('link', { name: `/resources/${top!.resource.slug}` }).click();
        await page.waitForURL(`**/resources/${top!.resource.slug}`);
        if (phone) await openPanel();
        expect(await dialog.getByText(`what does my ${top!.matchScore}% mean?`).count()).toBe(1);

        // A suggested action is a button that does it.
        await dialog.getByRole('button', { name: 'See every match and its factors →' }).click();
        await page.waitForURL('**/matches');
        if (phone) await openPanel();
        expect(await answer.count()).toBe(1);

        // A reload keeps it too.
        await page.reload();
        await openPanel();
        await answer.waitFor();
        expect(await page.evaluate(() => Boolean(document.documentElement.scrollWidth <= window.innerWidth))).toBe(true);
        await context.close();
      },
    );
  }

  it('says when the server started a new conversation, after the old one was forgotten', { timeout: 60_000 }, async () => {
    const { context, page } = await openWidget('/', { width: 390, height: 844 });
    const dialog = page.getByRole('dialog', { name: 'SoundBoard Assistant' });
    await input(page).fill('Why did my monthly listeners drop?');
    await input(page).press('Enter');
    await dialog.locator('article').nth(2).waitFor();
    expect(await dialog.getByRole('note').count()).toBe(0);
    // The server forgets the conversation (as it does after two idle hours): the next message starts a new one.
    await env.app.orm.em.fork().execute('delete from assistant_conversations');
    await input(page).fill('ok, and then?');
    await input(page).press('Enter');
    const note = dialog.getByRole('note');
    await note.waitFor();
    expect(await note.textContent()).toContain('New conversation');
    await dialog.locator('article').nth(4).waitFor();
    await note.scrollIntoViewIfNeeded();
    await shot(page, 'assistant-new-conversation-390', { fullPage: false });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });
});
