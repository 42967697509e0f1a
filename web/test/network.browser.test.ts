import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appInChromium, creatorInBrowser, seriousAxeViolations, shot } from './browser.js';

const env = appInChromium();

type Creator = { context: BrowserContext; page: Page; username: string; name: string };

const creator = (artistName: string): Promise<Creator> => creatorInBrowser(env, artistName);

async function graphql<T>(who: Creator, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await who.context.request.post('/graphql', { data: { query, variables } });
  const body = (await response.json()) as { data: T; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data;
}

/** Two creators connected through the API, with a conversation open between them. */
async function connected(a: Creator, b: Creator): Promise<string> {
  const { sendConnectionRequest } = await graphql<{ sendConnectionRequest: { id: string } }>(
    a,
    'mutation($u: String!) { sendConnectionRequest(username: $u) { id } }',
    { u: b.username },
  );
  await graphql(b, 'mutation($id: ID!) { respondToConnectionRequest(id: $id, action: ACCEPT) { id } }', { id: sendConnectionRequest.id });
  const { startConversation } = await graphql<{ startConversation: { id: string } }>(a, 'mutation($u: String!) { startConversation(username: $u) { id } }', {
    u: b.username,
  });
  return startConversation.id;
}

const bubbles = (page: Page) => page.getByTestId('message');

describe('the peer network in the browser', () => {
  it('two creators connect from a creator page and exchange messages live', { timeout: 90_000 }, async () => {
    const ana = await creator('Ana Lumen');
    const ben = await creator('Ben Okafor');

    // Ana finds Ben's page and asks to connect, with a note.
    await ana.page.goto(`/creators/${ben.username}`);
    await ana.page.getByRole('heading', { level: 1, name: 'Ben Okafor' }).waitFor();
    expect(await ana.page.title()).toBe('Ben Okafor · SoundBoard');
    await ana.page.getByRole('button', { name: 'Connect' }).click();
    await ana.page.getByLabel('Note').fill('Loved your last EP: shall we write together?');
    await ana.page.getByRole('button', { name: 'Send request' }).click();
    await ana.page.getByText('Request sent', { exact: true }).first().waitFor();
    await shot(ana.page, 'creator-page-1440');
    expect(await seriousAxeViolations(ana.page)).toEqual([]);

    // Ben sees the badge and the request with its note on /network, and accepts.
    await ben.page.goto('/network');
    await ben.page.getByTestId('badge-requests').waitFor();
    expect(await ben.page.getByTestId('badge-requests').textContent()).toBe('1');
    const requests = ben.page.getByRole('list', { name: 'Connection requests for you' });
    expect(await requests.textContent()).toContain('Loved your last EP');
    await shot(ben.page, 'network-1440');
    expect(await seriousAxeViolations(ben.page)).toEqual([]);
    await requests.getByRole('button', { name: 'Accept Ana Lumen' }).click();
    const connections = ben.page.getByRole('list', { name: 'Your connections' });
    await connections.getByText('Ana Lumen').waitFor();
    await ben.page.getByTestId('badge-requests').waitFor({ state: 'detached' });

    // Ben messages Ana from his connections; Ana has her inbox open and sees it arrive live.
    await ana.page.goto('/messages');
    await ana.page.getByText('No conversations yet', { exact: false }).waitFor();
    await connections.getByRole('button', { name: 'Message Ana Lumen' }).click();
    await ben.page.waitForURL(/\/messages\/[0-9a-f-]{36}$/);
    const composer = ben.page.getByLabel('Message', { exact: true });
    await composer.fill('Hi Ana! Yes, let us write.');
    await composer.press('Enter');
    await bubbles(ben.page).filter({ hasText: 'Hi Ana! Yes, let us write.' }).waitFor();
    expect(await composer.inputValue()).toBe('');

    const inboxRow = ana.page.getByRole('link', { name: /Ben Okafor/ });
    await inboxRow.waitFor();
    expect(await inboxRow.textContent()).toContain('Hi Ana! Yes, let us write.');
    await ana.page.getByTestId('badge-unread').waitFor();
    await inboxRow.click();
    await bubbles(ana.page).filter({ hasText: 'Hi Ana!' }).waitFor();
    // Reading it clears the badge.
    await ana.page.getByTestId('badge-unread').waitFor({ state: 'detached' });

    // Shift+Enter breaks the line, Enter sends; Ben sees the reply live, without reloading.
    const reply = ana.page.getByLabel('Message', { exact: true });
    await reply.fill('Great!');
    await reply.press('Shift+Enter');
    await reply.pressSequentially('Tuesday at the studio?');
    expect(await reply.inputValue()).toBe('Great!\nTuesday at the studio?');
    await reply.press('Enter');
    const live = bubbles(ben.page).filter({ hasText: 'Tuesday at the studio?' });
    await live.waitFor();
    expect(await live.locator('p').textContent()).toBe('Great!\nTuesday at the studio?');
    await shot(ana.page, 'conversation-1440');
    expect(await seriousAxeViolations(ana.page)).toEqual([]);

    // Ben reports Ana from the conversation, attaching her message; the report waits in his settings.
    await ben.page.getByRole('button', { name: 'Report Ana Lumen' }).click();
    const report = ben.page.getByRole('dialog', { name: 'Report Ana Lumen' });
    await report.getByLabel('Spam', { exact: false }).first().check();
    await report.getByLabel(/Tuesday at the studio/).check();
    await shot(ben.page, 'report-dialog-1440');
    expect(await seriousAxeViolations(ben.page)).toEqual([]);
    await report.getByRole('button', { name: 'Send report' }).click();
    await report.waitFor({ state: 'hidden' });
    await ben.page.goto('/profile-settings#reports');
    const mine = ben.page.getByTestId('my-report');
    await mine.first().waitFor();
    expect(await mine.first().textContent()).toContain('1 message attached');

    // Phone width: the conversation alone, with a way back to the inbox.
    await ana.page.setViewportSize({ width: 390, height: 844 });
    await shot(ana.page, 'conversation-390');
    expect(await ana.page.getByRole('link', { name: 'Back to messages' }).isVisible()).toBe(true);
    expect(await ana.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await ana.page.getByRole('link', { name: 'Back to messages' }).click();
    await ana.page.getByRole('heading', { name: 'Messages' }).waitFor();
    await shot(ana.page, 'messages-390');
    expect(await seriousAxeViolations(ana.page)).toEqual([]);
    await ben.page.setViewportSize({ width: 390, height: 844 });
    await ben.page.goto('/network');
    await ben.page.getByRole('list', { name: 'Your connections' }).waitFor();
    await shot(ben.page, 'network-390');
    expect(await ben.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await ben.page.goto(`/creators/${ana.username}`);
    await ben.page.getByRole('heading', { level: 1, name: 'Ana Lumen' }).waitFor();
    await shot(ben.page, 'creator-page-390');
    expect(await seriousAxeViolations(ben.page)).toEqual([]);
    await ana.context.close();
    await ben.context.close();
  });

  it('a block takes effect at once on the other side', { timeout: 60_000 }, async () => {
    const cleo = await creator('Cleo Vance');
    const dev = await creator('Dev Rao');
    const conversationId = await connected(cleo, dev);

    // Dev has the conversation open and writes.
    await dev.page.goto(`/messages/${conversationId}`);
    const composer = dev.page.getByLabel('Message', { exact: true });
    await composer.fill('Are we still on for Friday?');
    await composer.press('Enter');
    await bubbles(dev.page).filter({ hasText: 'Friday' }).waitFor();

    // Cleo blocks Dev from his page.
    await cleo.page.goto(`/creators/${dev.username}`);
    await cleo.page.getByRole('button', { name: 'Block' }).click();
    await cleo.page.getByRole('alertdialog').getByRole('button', { name: 'Block' }).click();
    await cleo.page.waitForURL('**/network');

    // Dev's next message, from the page he already had open, is refused in words and the composer goes.
    await composer.fill('Hello?');
    await composer.press('Enter');
    await dev.page.getByRole('alert').filter({ hasText: "You can't message Cleo Vance." }).first().waitFor();
    await dev.page.getByText('This conversation is not available.').waitFor();
    await dev.page.getByLabel('Message', { exact: true }).waitFor({ state: 'detached' });
    // Her page is gone for him, and so is the conversation.
    await dev.page.goto(`/creators/${cleo.username}`);
    await dev.page.getByText('This creator is not here').waitFor();
    await dev.page.goto('/messages');
    await dev.page.getByText('No conversations yet', { exact: false }).waitFor();

    // Cleo unblocks from Profile Settings, where the blocked list lives.
    await cleo.page.goto('/profile-settings#privacy');
    const blocked = cleo.page.getByRole('list', { name: 'Blocked creators' });
    await blocked.getByText('Dev Rao').waitFor();
    await shot(cleo.page, 'settings-privacy-1440');
    await blocked.getByRole('button', { name: 'Unblock' }).click();
    await cleo.page.getByText('You have not blocked anyone', { exact: false }).waitFor();
    await dev.page.goto(`/creators/${cleo.username}`);
    await dev.page.getByRole('heading', { level: 1, name: 'Cleo Vance' }).waitFor();
    await cleo.context.close();
    await dev.context.close();
  });
});
