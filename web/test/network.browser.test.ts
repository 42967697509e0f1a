import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appInChromium, creatorInBrowser, seriousAxeViolations, shot, signedInContext, PHONE, gqlOkIn } from './browser.js';

const env = appInChromium();

type Creator = { context: BrowserContext; page: Page; username: string; name: string; cookie: string };

const creator = (artistName: string): Promise<Creator> => creatorInBrowser(env, artistName);

/** Two creators connected through the API, with a conversation open between them. */
async function connected(a: Creator, b: Creator): Promise<string> {
  const { sendConnectionRequest } = await gqlOkIn<{ sendConnectionRequest: { id: string } }>(
    a.context,
    'mutation($u: String!) { sendConnectionRequest(username: $u) { id } }',
    { u: b.username },
  );
  await gqlOkIn(b.context, 'mutation($id: ID!) { respondToConnectionRequest(id: $id, action: ACCEPT) { id } }', { id: sendConnectionRequest.id });
  const { startConversation } = await gqlOkIn<{ startConversation: { id: string } }>(
    a.context,
    'mutation($u: String!) { startConversation(username: $u) { id } }',
    {
      u: b.username,
    },
  );
  return startConversation.id;
}

const bubbles = (page: Page) => page.getByTestId('message');

const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

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

    // Her note opened their conversation, for both: Ana finds it in her inbox, read, with her note.
    await ana.page.goto('/messages');
    const inboxRow = ana.page.getByRole('link', { name: /Ben Okafor/ });
    await inboxRow.waitFor();
    expect(await inboxRow.textContent()).toContain('Loved your last EP');
    expect(await ana.page.getByTestId('badge-unread').count()).toBe(0);
    // Ben messages Ana from his connections: the same conversation, her note first; Ana sees his message arrive live.
    await connections.getByRole('button', { name: 'Message Ana Lumen' }).click();
    await ben.page.waitForURL(/\/messages\/[0-9a-f-]{36}$/);
    await bubbles(ben.page).filter({ hasText: 'Loved your last EP: shall we write together?' }).waitFor();
    const composer = ben.page.getByLabel('Message', { exact: true });
    await composer.fill('Hi Ana! Yes, let us write.');
    await composer.press('Enter');
    await bubbles(ben.page).filter({ hasText: 'Hi Ana! Yes, let us write.' }).waitFor();
    expect(await composer.inputValue()).toBe('');

    await expect.poll(() => inboxRow.textContent()).toContain('Hi Ana! Yes, let us write.');
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

    // Cleo blocks Dev from his page, told first what a block does.
    await cleo.page.goto(`/creators/${dev.username}`);
    await cleo.page.getByRole('button', { name: 'Block' }).click();
    const confirm = cleo.page.getByRole('alertdialog', { name: 'Block Dev Rao?' });
    expect(await confirm.textContent()).toContain(
      'Blocking removes your connection with Dev Rao and any request between you. Dev Rao can no longer message you or see your page, and you will not see theirs.',
    );
    await shot(cleo.page, 'block-dialog-1440');
    expect(await seriousAxeViolations(cleo.page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Block' }).click();
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
    // The block ended their connection: the page says so and offers to reconnect.
    const unblocked = cleo.page.getByTestId('unblocked-creator');
    await unblocked.getByText('Unblocked: your connection did not come back. Send a new request to reconnect.').waitFor();
    await shot(cleo.page, 'settings-unblocked-1440');
    expect(await seriousAxeViolations(cleo.page)).toEqual([]);
    await unblocked.getByRole('button', { name: 'Connect' }).click();
    await cleo.page.getByRole('dialog', { name: 'Connect with Dev Rao' }).getByRole('button', { name: 'Send request' }).click();
    await unblocked.getByText('Request sent').waitFor();
    // Dev sees her page again, and her request.
    await dev.page.goto(`/creators/${cleo.username}`);
    await dev.page.getByRole('heading', { level: 1, name: 'Cleo Vance' }).waitFor();
    await dev.page.getByRole('button', { name: 'Accept' }).waitFor();
    await cleo.page.setViewportSize({ width: 390, height: 844 });
    await unblocked.scrollIntoViewIfNeeded();
    await shot(cleo.page, 'settings-unblocked-390', { fullPage: false });
    expect(await cleo.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await cleo.context.close();
    await dev.context.close();
  });

  it('a creator page names the mutual connections, on both sides', { timeout: 60_000 }, async () => {
    const eve = await creator('Eve Marsh');
    const finn = await creator('Finn Hale');
    const gus = await creator('Gus Ito');
    await connected(eve, gus);
    await connected(gus, finn);

    await eve.page.goto(`/creators/${finn.username}`);
    await eve.page.getByRole('heading', { level: 1, name: 'Finn Hale' }).waitFor();
    const mutual = eve.page.getByTestId('mutual-connections');
    expect(await mutual.textContent()).toBe('1 mutual connection: Gus Ito');
    expect(await mutual.getByRole('link', { name: 'Gus Ito' }).getAttribute('href')).toBe(`/creators/${gus.username}`);
    await shot(eve.page, 'creator-mutual-1440');
    expect(await seriousAxeViolations(eve.page)).toEqual([]);
    await eve.page.setViewportSize(PHONE);
    await shot(eve.page, 'creator-mutual-390');
    expect(await fitsWidth(eve.page)).toBe(true);

    await finn.page.goto(`/creators/${eve.username}`);
    expect(await finn.page.getByTestId('mutual-connections').textContent()).toBe('1 mutual connection: Gus Ito');
    // On one's own page, none: mutual is between two people.
    await finn.page.goto(`/creators/${finn.username}`);
    await finn.page.getByRole('heading', { level: 1, name: 'Finn Hale' }).waitFor();
    expect(await finn.page.getByTestId('mutual-connections').count()).toBe(0);
    await Promise.all([eve, finn, gus].map((who) => who.context.close()));
  });

  it('/network follows what one sent: connection requests with their note, brand requests by state, each withdrawn there', { timeout: 60_000 }, async () => {
    const hana = await creator('Hana Sato');
    const kai = await creator('Kai Brandt');
    await gqlOkIn(hana.context, 'mutation($u: String!, $n: String) { sendConnectionRequest(username: $u, note: $n) { id } }', {
      u: kai.username,
      n: 'Your live set at Fabric was wild: collab?',
    });
    const ask = (slug: string) =>
      gqlOkIn<{ requestBrandConnection: { id: string } }>(
        hana.context,
        'mutation($s: String!, $p: String!) { requestBrandConnection(slug: $s, pitch: $p) { id } }',
        {
          s: slug,
          p: `Hana Sato here: my EP would suit ${slug}.`,
        },
      );
    await ask('distrokid');
    const declined = (await ask('tunecore')).requestBrandConnection.id;
    const expired = (await ask('cd-baby')).requestBrandConnection.id;
    // The brands' answers, as their teams (or the clock) would give them.
    const em = env.app.orm.em.fork();
    await em.execute(`update brand_connections set status = 'declined', responded_at = now(), response_message = ? where id = ?`, [
      'Thanks Hana: not for us this season.',
      declined,
    ]);
    await em.execute(`update brand_connections set status = 'expired', created_at = now() - interval '31 days' where id = ?`, [expired]);

    await hana.page.goto('/network');
    const sent = hana.page.getByRole('list', { name: 'Requests you sent' });
    await sent.getByText('Kai Brandt').waitFor();
    expect(await sent.textContent()).toContain('Your live set at Fabric was wild: collab?');
    const section = hana.page.getByRole('region', { name: 'Brand requests you sent' });
    const pending = section.getByRole('list', { name: 'Pending brand requests' });
    await pending.getByRole('link', { name: 'DistroKid' }).waitFor();
    expect(await pending.textContent()).toContain('Hana Sato here: my EP would suit distrokid.');
    const no = section.getByRole('list', { name: 'Declined brand requests' });
    expect(await no.textContent()).toContain('TuneCore declined');
    expect(await no.textContent()).toContain('Thanks Hana: not for us this season.');
    const late = section.getByRole('list', { name: 'Expired brand requests' });
    expect(await late.textContent()).toContain('No answer within 30 days');
    expect(await late.getByRole('link', { name: 'Ask again: CD Baby' }).getAttribute('href')).toBe('/brands/cd-baby');
    expect(await hana.page.getByRole('list', { name: 'Your network in numbers' }).textContent()).toContain('2 sent');
    await shot(hana.page, 'network-sent-1440');
    expect(await seriousAxeViolations(hana.page)).toEqual([]);

    // Withdrawn from here: the pending group goes, and so does the connection request.
    await pending.getByRole('button', { name: 'Withdraw the request to DistroKid' }).click();
    await pending.waitFor({ state: 'detached' });
    await sent.getByRole('button', { name: 'Withdraw the request to Kai Brandt' }).click();
    await sent.waitFor({ state: 'detached' });
    await hana.page.setViewportSize(PHONE);
    await shot(hana.page, 'network-sent-390');
    await section.scrollIntoViewIfNeeded();
    await shot(hana.page, 'network-brand-requests-390', { fullPage: false });
    expect(await fitsWidth(hana.page)).toBe(true);
    await Promise.all([hana, kai].map((who) => who.context.close()));
  });

  it('on a touch phone the composer says what applies: Return starts a new line, Send sends', { timeout: 60_000 }, async () => {
    const lea = await creator('Lea Moss');
    const max = await creator('Max Ode');
    const conversationId = await connected(lea, max);
    const phone = await signedInContext(env, lea.cookie, PHONE, { isMobile: true, hasTouch: true });
    const page = await phone.newPage();
    await page.goto(`/messages/${conversationId}`);
    const composer = page.getByLabel('Message', { exact: true });
    await page.getByText('Tap Send to send; Return starts a new line').waitFor();
    expect(await page.getByText('Shift', { exact: false }).count()).toBe(0);
    await composer.fill('Line one');
    await composer.press('Enter');
    await composer.pressSequentially('Line two');
    expect(await composer.inputValue()).toBe('Line one\nLine two');
    expect(await bubbles(page).count()).toBe(0);
    await shot(page, 'composer-touch-390', { fullPage: false });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Send' }).tap();
    await bubbles(page).filter({ hasText: 'Line two' }).waitFor();
    expect(await composer.inputValue()).toBe('');
    await phone.close();
    await Promise.all([lea, max].map((who) => who.context.close()));
  });
});
