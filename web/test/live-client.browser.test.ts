import { randomUUID } from 'node:crypto';
import { Kind, parse, type OperationDefinitionNode } from 'graphql';
import type { BrowserContext, Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { scoreBrief } from '../../graph/src/modules/collaboration/brief-fit.service.js';
import { CSRF_HEADER } from '../../graph/src/shared/csrf.js';
import { createCreator, FULL_PROFILE, UserRole, type TestCreator } from '../../graph/test/seed-helpers.js';
import { watchedPubSub } from '../../graph/test/watched-pubsub.js';
import { appInChromium, creatorInBrowser, signedInContext, PHONE, gqlOk, publishBriefAs } from './browser.js';

/**
 * The web client stays live on one socket without asking the server again: a tab holds one
 * subscription per kind of event (started by the app shell, whatever the page), each event is
 * written into the cache in place, and what is on screen follows it. Two accounts in two browser
 * contexts, one at 1440 px and one at 390 px; every GraphQL request and every subscription a page
 * sends is counted.
 */

// Watched, so that a test publishes only once the page's subscription is heard.
const events = watchedPubSub();
const env = appInChromium({ pubsub: events.pubsub });

type Who = { cookie: string };

/** The root fields an operation's text asks for (`messageAdded` for `subscription X { messageAdded { id } }`). */
function rootFields(query: string): string[] {
  const operation = parse(query).definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  return operation?.selectionSet.selections.flatMap((s) => (s.kind === Kind.FIELD ? [s.name.value] : [])) ?? [];
}

const graphQLPost = (request: Request) => new URL(request.url()).pathname === '/graphql' && request.method() === 'POST';

/**
 * What a page sends from now on: its GraphQL requests over HTTP (by operation name), the
 * subscriptions its sockets start (by root field, each start counted), those still running, and
 * the events it has received (by root field).
 */
function watchTraffic(page: Page) {
  const requests: string[] = [];
  const inFlight = new Set<Request>();
  const started: string[] = [];
  const running = new Map<string, string[]>();
  const received: string[] = [];
  page.on('request', (request) => {
    if (!graphQLPost(request)) return;
    requests.push((request.postDataJSON() as { operationName?: string } | null)?.operationName ?? '(anonymous)');
    inFlight.add(request);
  });
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  page.on('websocket', (socket) => {
    socket.on('framesent', ({ payload }) => {
      const frame = JSON.parse(String(payload)) as { id?: string; type: string; payload?: { query?: string } };
      if (frame.type === 'subscribe' && frame.id && frame.payload?.query) {
        const fields = rootFields(frame.payload.query);
        started.push(...fields);
        running.set(frame.id, fields);
      }
      if (frame.type === 'complete' && frame.id) running.delete(frame.id);
    });
    socket.on('framereceived', ({ payload }) => {
      const frame = JSON.parse(String(payload)) as { id?: string; type: string; payload?: { data?: Record<string, unknown> } };
      if (frame.type === 'next' && frame.payload?.data) received.push(...Object.keys(frame.payload.data));
    });
    socket.on('close', () => running.clear());
  });
  return {
    /** The requests sent after `mark` (a length of `requests` read earlier). */
    requestsSince: (mark: number) => requests.slice(mark),
    get requestCount() {
      return requests.length;
    },
    /** How many subscriptions to `field` were started, and how many are running now. */
    subscriptions: (field: string) => ({
      started: started.filter((f) => f === field).length,
      running: [...running.values()].filter((fields) => fields.includes(field)).length,
    }),
    /** How many events of `field` arrived. */
    receivedCount: (field: string) => received.filter((f) => f === field).length,
    /** No GraphQL request in flight, and none sent while two more frames were drawn: nothing is left to send for now. */
    settled: async () => {
      for (;;) {
        await expect.poll(() => inFlight.size).toBe(0);
        const sent = requests.length;
        await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
        if (inFlight.size === 0 && requests.length === sent) return;
      }
    },
  };
}

type Traffic = ReturnType<typeof watchTraffic>;

/** The dashboard's banner counts its impression once it has been in view for a second: a count, not a read. */
const notImpressions = (names: string[]) => names.filter((name) => name !== 'RecordAdImpressionMutation');

type Topic = Parameters<typeof events.nextSubscription>[0];

/** The app's next subscription to `topic` for `who`, or a failure that names it when none comes within 20 s. */
function heardWithin(topic: Topic, who: { id: string }, path: string): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const missing = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${path} never subscribed to ${topic}`)), 20_000);
  });
  return Promise.race([events.nextSubscription(topic, who.id), missing]).finally(() => clearTimeout(timer));
}

/** Opens `path` with the traffic watched from the start, once the app has heard the page subscribe to `topics` (for `who`). */
async function openLive(page: Page, path: string, who: { id: string }, topics: Topic[]): Promise<Traffic> {
  const traffic = watchTraffic(page);
  const heard = Promise.all(topics.map((topic) => heardWithin(topic, who, path)));
  await page.goto(path);
  await heard;
  await traffic.settled();
  return traffic;
}

/** Two creators connected through the API, with a conversation between them. */
async function connected(a: TestCreator, b: TestCreator): Promise<string> {
  const { sendConnectionRequest } = await gqlOk<{ sendConnectionRequest: { id: string } }>(
    env,
    a,
    'mutation ($u: String!) { sendConnectionRequest(username: $u) { id } }',
    { u: b.username },
  );
  await gqlOk(env, b, 'mutation ($id: ID!) { respondToConnectionRequest(id: $id, action: ACCEPT) { id } }', { id: sendConnectionRequest.id });
  const { startConversation } = await gqlOk<{ startConversation: { id: string } }>(
    env,
    a,
    'mutation ($u: String!) { startConversation(username: $u) { id } }',
    {
      u: b.username,
    },
  );
  return startConversation.id;
}

const say = (from: Who, conversationId: string, body: string) =>
  gqlOk(env, from, 'mutation ($c: ID!, $b: String!) { sendMessage(conversationId: $c, body: $b) { id } }', { c: conversationId, b: body });

/**
 * A creator with a full profile stored as it is and matches computed now, signed in at 1440 px:
 * nothing is left queued that would recompute them (and announce it) while a test counts.
 */
async function creatorWithMatches(artistName: string): Promise<TestCreator & { context: BrowserContext; page: Page }> {
  const creator = await createCreator(env.app.orm, { ...FULL_PROFILE, artistName }, { firstName: artistName.split(' ')[0], artistName });
  const context = await signedInContext(env, creator.cookie);
  const refreshed = await context.request.post('/api/matchmade/refresh', { headers: { [CSRF_HEADER]: '1' } });
  expect(((await refreshed.json()) as { matchCount: number }).matchCount).toBeGreaterThan(4);
  return { ...creator, context, page: await context.newPage() };
}

const bubbles = (page: Page) => page.getByTestId('message');
const unreadBadge = (page: Page) => page.getByTestId('badge-unread');
const bellBadge = (page: Page) => page.getByTestId('badge-notifications');

describe('a live web client', () => {
  it(
    'holds one messageAdded subscription per tab and sends at most one request per received message, none with the conversation closed',
    { timeout: 150_000 },
    async () => {
      const ana = await creatorInBrowser(env, 'Ana Lumen', { profile: false });
      const ben = await creatorInBrowser(env, 'Ben Okafor', { viewport: PHONE, profile: false });
      const conversationId = await connected(ana, ben);
      await say(ben, conversationId, 'Hi Ana, shall we write together?');

      // Ana (1440) has the conversation open beside her inbox; Ben (390) has it open on his phone.
      const anaTraffic = await openLive(ana.page, `/messages/${conversationId}`, ana, ['MESSAGE_ADDED', 'CONVERSATION_READ', 'NOTIFICATION_ADDED']);
      await bubbles(ana.page).filter({ hasText: 'shall we write together' }).waitFor();
      const benTraffic = await openLive(ben.page, `/messages/${conversationId}`, ben, ['MESSAGE_ADDED', 'CONVERSATION_READ', 'NOTIFICATION_ADDED']);
      await bubbles(ben.page).filter({ hasText: 'shall we write together' }).waitFor();
      await anaTraffic.settled();

      // One subscription per kind of event in each tab, shared by the badge, the inbox and the conversation.
      for (const traffic of [anaTraffic, benTraffic]) {
        expect(traffic.subscriptions('messageAdded')).toEqual({ started: 1, running: 1 });
        expect(traffic.subscriptions('conversationRead')).toEqual({ started: 1, running: 1 });
        expect(traffic.subscriptions('notificationAdded')).toEqual({ started: 1, running: 1 });
      }

      // Ben writes three messages from his phone; each shows in Ana's open conversation and as her
      // inbox row's preview, and costs her one request (marking it read), no more; Ben's send
      // costs him the send alone.
      const inbox = ana.page.getByRole('tabpanel', { name: 'Inbox' });
      const row = inbox.locator(`a[href="/messages/${conversationId}"]`);
      for (const body of ['First take is up', 'Second take is warmer', 'Third take has the strings']) {
        const anaMark = anaTraffic.requestCount;
        const benMark = benTraffic.requestCount;
        const anaEvents = anaTraffic.receivedCount('conversationRead');
        const composer = ben.page.getByLabel('Message', { exact: true });
        await composer.fill(body);
        await composer.press('Enter');
        await bubbles(ben.page).filter({ hasText: body }).waitFor();
        await bubbles(ana.page).filter({ hasText: body }).waitFor();
        await expect.poll(() => row.textContent()).toContain(body);
        // Her read comes back as an event (to her other tabs): wait for it, then for the page to be quiet.
        await expect.poll(() => anaTraffic.receivedCount('conversationRead')).toBeGreaterThan(anaEvents);
        await anaTraffic.settled();
        await benTraffic.settled();
        expect(anaTraffic.requestsSince(anaMark)).toEqual(['MarkConversationRead']);
        expect(benTraffic.requestsSince(benMark)).toEqual(['SendMessage']);
      }
      expect(await unreadBadge(ana.page).count()).toBe(0);

      // Ana moves to her network: a message now costs her nothing, and the badge counts it.
      await ana.page.getByRole('link', { name: 'My Network', exact: true }).click();
      await ana.page.waitForURL('**/network');
      await ana.page.getByRole('list', { name: 'Your connections' }).waitFor();
      await anaTraffic.settled();
      let mark = anaTraffic.requestCount;
      let received = anaTraffic.receivedCount('messageAdded');
      await say(ben, conversationId, 'Are you around on Friday?');
      await expect.poll(() => unreadBadge(ana.page).textContent()).toBe('1');
      await expect.poll(() => anaTraffic.receivedCount('messageAdded')).toBe(received + 1);
      await anaTraffic.settled();
      expect(anaTraffic.requestsSince(mark)).toEqual([]);

      // Back on /messages with no conversation open: the row shows the newest message and its
      // unread count, the badge rises, and still nothing is asked of the server.
      await ana.page.getByRole('link', { name: /^Messages, 1 unread message/ }).click();
      await ana.page.waitForURL('**/messages');
      await expect.poll(() => row.textContent()).toContain('Are you around on Friday?');
      await anaTraffic.settled();
      mark = anaTraffic.requestCount;
      received = anaTraffic.receivedCount('messageAdded');
      await say(ben, conversationId, 'Studio two is free from noon');
      await expect.poll(() => row.textContent()).toContain('Studio two is free from noon');
      await expect.poll(() => row.getByLabel('2 unread').count()).toBe(1);
      await expect.poll(() => unreadBadge(ana.page).textContent()).toBe('2');
      await expect.poll(() => anaTraffic.receivedCount('messageAdded')).toBe(received + 1);
      await anaTraffic.settled();
      expect(anaTraffic.requestsSince(mark)).toEqual([]);

      // She opens it and answers; Ben's phone shows the answer at one request (his read).
      await row.click();
      await expect.poll(() => unreadBadge(ana.page).count()).toBe(0);
      await benTraffic.settled();
      const benMark = benTraffic.requestCount;
      const reply = ana.page.getByLabel('Message', { exact: true });
      await reply.fill('Noon works, see you there');
      await reply.press('Enter');
      await bubbles(ben.page).filter({ hasText: 'Noon works' }).waitFor();
      await benTraffic.settled();
      expect(benTraffic.requestsSince(benMark).filter((name) => name !== 'MarkConversationRead')).toEqual([]);
      expect(benTraffic.requestsSince(benMark).length).toBeLessThanOrEqual(1);

      // Still one subscription each, however many pages she went through.
      expect(anaTraffic.subscriptions('messageAdded')).toEqual({ started: 1, running: 1 });
      expect(benTraffic.subscriptions('messageAdded')).toEqual({ started: 1, running: 1 });
      await ana.context.close();
      await ben.context.close();
    },
  );

  it('keeps an open dashboard and /matches in step with matchesUpdated, one read of the page per event', { timeout: 150_000 }, async () => {
    const maya = await creatorWithMatches('Maya Reed');
    const phone = await signedInContext(env, maya.cookie, PHONE);
    const small = await phone.newPage();

    type Top = { viewer: { matches: { edges: { node: { id: string; resource: { id: string; name: string } } }[] } } };
    const top = async (first = 3) =>
      (
        await gqlOk<Top>(env, maya, 'query ($first: Int!) { viewer { matches(first: $first) { edges { node { id resource { id name } } } } } }', { first })
      ).viewer.matches.edges.map((e) => e.node);
    const panelNames = () => maya.page.getByTestId('panel-match').locator('h3').allTextContents();
    const rowNames = () => small.getByTestId('match-row').locator('h2').allTextContents();
    /** Whether both pages show the server's best three as the server has them now (read each time: it may still be recomputing). */
    const inStep = async (timeout = 5_000) => {
      const heads = async () => {
        const [server, panel, rows] = await Promise.all([top(), panelNames(), rowNames()]);
        const best = server.map((m) => m.resource.name);
        return { panel: panel.join() === best.join(), list: rows.slice(0, 3).join() === best.join() };
      };
      await expect.poll(heads, { timeout }).toEqual({ panel: true, list: true });
    };

    // The dashboard at 1440, /matches at 390, the same creator in two browsers.
    const desk = await openLive(maya.page, '/dashboard', maya, ['MATCHES_UPDATED']);
    await expect.poll(() => panelNames()).toEqual((await top()).map((m) => m.resource.name));
    const hand = await openLive(small, '/matches', maya, ['MATCHES_UPDATED']);
    await inStep();
    for (const traffic of [desk, hand]) expect(traffic.subscriptions('matchesUpdated')).toEqual({ started: 1, running: 1 });

    /** After each change: what both pages sent is a read of their own list, at most one per event they heard. */
    const onlyRereads = async (marks: { desk: number; hand: number; deskEvents: number; handEvents: number }, own: string[] = []) => {
      await desk.settled();
      await hand.settled();
      const deskSent = notImpressions(desk.requestsSince(marks.desk));
      const handSent = hand.requestsSince(marks.hand).filter((name) => !own.includes(name));
      expect(
        deskSent.every((name) => name === 'DashboardRouteQuery'),
        deskSent.join(),
      ).toBe(true);
      expect(
        handSent.every((name) => name === 'MatchesRouteQuery'),
        handSent.join(),
      ).toBe(true);
      expect(deskSent.length).toBeLessThanOrEqual(desk.receivedCount('matchesUpdated') - marks.deskEvents);
      expect(handSent.length).toBeLessThanOrEqual(hand.receivedCount('matchesUpdated') - marks.handEvents);
    };
    const marks = () => ({
      desk: desk.requestCount,
      hand: hand.requestCount,
      deskEvents: desk.receivedCount('matchesUpdated'),
      handEvents: hand.receivedCount('matchesUpdated'),
    });

    // Dismissed on the phone: gone there at once (its own change, not read again), and gone from the dashboard.
    let before = marks();
    const [dismissed] = await top(1);
    await small.getByRole('button', { name: `Dismiss ${dismissed!.resource.name}` }).click();
    await expect.poll(() => rowNames()).not.toContain(dismissed!.resource.name);
    await expect.poll(async () => (await top()).map((m) => m.resource.name)).not.toContain(dismissed!.resource.name);
    await expect.poll(() => panelNames()).not.toContain(dismissed!.resource.name);
    await inStep();
    await expect.poll(() => desk.receivedCount('matchesUpdated')).toBeGreaterThan(before.deskEvents);
    await onlyRereads(before, ['UpdateMatchStatusMutation']);
    expect(hand.requestsSince(before.hand)).toEqual(['UpdateMatchStatusMutation']);

    // An admin archives the resource of her best match: both pages drop it without a reload.
    before = marks();
    const admin = await createCreator(env.app.orm, null, { role: UserRole.ADMIN });
    const [archived] = await top(1);
    await gqlOk(env, admin, 'mutation ($id: ID!) { archiveResource(id: $id) { id } }', { id: archived!.resource.id });
    await expect.poll(() => panelNames(), { timeout: 15_000 }).not.toContain(archived!.resource.name);
    await expect.poll(() => rowNames()).not.toContain(archived!.resource.name);
    await inStep();
    await onlyRereads(before);

    // She changes what she is looking for in another tab: the server recomputes, both pages follow.
    before = marks();
    const previous = await panelNames();
    const profile = { ...FULL_PROFILE, artistName: 'Maya Reed', genres: ['Pop', 'Hip-Hop'], lookingFor: ['Legal Advice', 'Sync Licensing'] };
    expect((await maya.context.request.put('/api/profiles', { data: profile })).status()).toBe(200);
    await expect.poll(async () => (await top()).map((m) => m.resource.name), { timeout: 15_000 }).not.toEqual(previous);
    await inStep(15_000);
    await onlyRereads(before);

    await phone.close();
    await maya.context.close();
  });

  it('moves the notification badge and the briefs that fit as events arrive, without reading anything again', { timeout: 150_000 }, async () => {
    const tag = randomUUID().slice(0, 8);
    const admin = await createCreator(env.app.orm, null, { role: UserRole.ADMIN });
    const poster = await createCreator(env.app.orm, { ...FULL_PROFILE, artistName: 'Theo Marsh' }, { artistName: 'Theo Marsh' });
    const cleo = await creatorWithMatches('Cleo Vance');
    const phone = await signedInContext(env, cleo.cookie, PHONE);
    const small = await phone.newPage();

    /** A brief for what Cleo's profile says (techno and house, production, mastering), open at once. */
    const postFitting = async (title: string, description: string) => {
      const { createBrief } = await gqlOk<{ createBrief: { id: string } }>(
        env,
        poster,
        'mutation ($input: CreateBriefInput!) { createBrief(input: $input) { id } }',
        {
          input: {
            title,
            description,
            kind: 'PAID_GIG',
            compensation: { type: 'FIXED', min: 500, max: 1000, currency: 'EUR' },
            genres: ['Techno', 'House'],
            skills: ['Production', 'Sound Design'],
            roles: ['Mastering'],
            deliverables: [{ what: 'Masters, 24-bit', count: 4, format: 'WAV 24-bit' }],
            remote: true,
            location: null,
          },
        },
      );
      await publishBriefAs(env, poster, admin, createBrief.id);
      await scoreBrief(env.app.orm.em.fork(), env.app.app.pubsub, createBrief.id);
    };
    await postFitting(`Master a techno EP ${tag}`, 'Four techno productions that need mastering for a vinyl release, with stems ready.');

    // The board at 1440, the dashboard at 390: the same creator in two browsers.
    const board = await openLive(cleo.page, '/collaboration', cleo, ['BRIEF_POSTED', 'NOTIFICATION_ADDED']);
    const feed = cleo.page.getByTestId('brief-feed');
    await feed.getByText(`Master a techno EP ${tag}`).waitFor();
    const home = await openLive(small, '/dashboard', cleo, ['BRIEF_POSTED', 'NOTIFICATION_ADDED']);
    const card = small.getByTestId('dashboard-briefs');
    await card.getByText(`Master a techno EP ${tag}`).waitFor();
    await board.settled();
    for (const traffic of [board, home]) {
      expect(traffic.subscriptions('briefPosted')).toEqual({ started: 1, running: 1 });
      expect(traffic.subscriptions('notificationAdded')).toEqual({ started: 1, running: 1 });
    }

    // A second brief that fits opens: it joins "Fits you" and the dashboard's card as it arrives,
    // and the banner tells of it; neither page asks the server for anything.
    let boardMark = board.requestCount;
    let homeMark = home.requestCount;
    await postFitting(`Master a house single ${tag}`, 'One deep house single for streaming: loud but open, delivered within a week of the stems.');
    await feed.getByText(`Master a house single ${tag}`).waitFor();
    await card.getByText(`Master a house single ${tag}`).waitFor();
    await cleo.page.getByRole('status').filter({ hasText: 'A new brief that fits you just opened.' }).waitFor();
    await board.settled();
    await home.settled();
    expect(board.requestsSince(boardMark)).toEqual([]);
    expect(notImpressions(home.requestsSince(homeMark))).toEqual([]);

    // Three creators ask to connect: the bell's badge counts them in both browsers, nothing read again.
    boardMark = board.requestCount;
    homeMark = home.requestCount;
    const heard = board.receivedCount('notificationAdded');
    for (const name of ['Ana Lumen', 'Ben Okafor', 'Dev Arora']) {
      const asker = await createCreator(env.app.orm, { artistName: name });
      await gqlOk(env, asker, 'mutation ($u: String!) { sendConnectionRequest(username: $u) { id } }', { u: cleo.username });
    }
    await expect.poll(() => board.receivedCount('notificationAdded')).toBeGreaterThanOrEqual(heard + 3);
    // The badge shows the server's count (the asks gather on one item; the matches she got have one of their own).
    const unseen = (await gqlOk<{ viewer: { unseenNotificationCount: number } }>(env, cleo, '{ viewer { unseenNotificationCount } }')).viewer
      .unseenNotificationCount;
    expect(unseen).toBeGreaterThan(0);
    await expect.poll(() => bellBadge(cleo.page).textContent()).toBe(String(unseen));
    await expect.poll(() => bellBadge(small).textContent()).toBe(String(unseen));
    await board.settled();
    await home.settled();
    expect(board.requestsSince(boardMark)).toEqual([]);
    expect(notImpressions(home.requestsSince(homeMark))).toEqual([]);

    await phone.close();
    await cleo.context.close();
  });
});
