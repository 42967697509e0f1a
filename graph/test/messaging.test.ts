import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryPubSub } from '../src/platform/events.js';
import { createCreator, createUser, UserRole, type TestCreator } from './seed-helpers.js';
import { startTestApp, type TestApp } from './test-app.js';
import { collect, socketClient } from './ws-client.js';

// Two instances on one event bus (standing in for Redis): a message sent on one reaches sockets on the other.
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  const pubsub = createMemoryPubSub();
  [a, b] = await Promise.all([startTestApp({ WORKER: 'off' }, { pubsub }), startTestApp({ WORKER: 'off' }, { pubsub })]);
});
afterAll(async () => {
  await Promise.all([a.close(), b.close()]);
});

type Creator = TestCreator;

const creator = () => createCreator(a.orm);

const as = <T = Record<string, unknown>>(who: Creator, query: string, variables: Record<string, unknown> = {}, app = a) =>
  app.gql<T>(query, variables, { cookie: who.cookie });
const code = (body: { errors?: { extensions?: Record<string, unknown> }[] }) => body.errors?.[0]?.extensions?.code;
const message = (body: { errors?: { message: string }[] }) => body.errors?.[0]?.message;

async function connect(x: Creator, y: Creator) {
  const [p, q] = x.id < y.id ? [x.id, y.id] : [y.id, x.id];
  await a.orm.em.fork().execute('insert into creator_connections (user_a_id, user_b_id) values (?, ?)', [p, q]);
}
const setPolicy = (who: Creator, policy: string) => as(who, `mutation { updatePrivacySettings(input: { dmPolicy: ${policy} }) { dmPolicy } }`);

const start = (from: Creator, to: Creator) =>
  as<{ startConversation: { id: string; isRequest: boolean } }>(from, 'mutation ($u: String!) { startConversation(username: $u) { id isRequest } }', {
    u: to.username,
  });
const send = (from: Creator, conversationId: string, body: string, app = a) =>
  as<{ sendMessage: { id: string; body: string; sender: { displayName: string } } }>(
    from,
    'mutation ($c: ID!, $b: String!) { sendMessage(conversationId: $c, body: $b) { id body sender { displayName } } }',
    { c: conversationId, b: body },
    app,
  );

type Inbox = {
  viewer: {
    unreadMessageCount: number;
    conversations: {
      totalCount: number;
      edges: { node: { id: string; unreadCount: number; isRequest: boolean; other: { username: string } | null; lastMessage: { body: string } | null } }[];
    };
  };
};
const inbox = async (who: Creator, requests = false) => {
  const { body } = await as<Inbox>(
    who,
    'query ($r: Boolean) { viewer { unreadMessageCount conversations(requests: $r) { totalCount edges { node { id unreadCount isRequest other { username } lastMessage { body } } } } } }',
    { r: requests },
  );
  expect(body.errors).toBeUndefined();
  return body.data!.viewer;
};

describe('who may message whom', () => {
  it('lets connections write by default and refuses others with the reason', async () => {
    const [x, y, z] = [await creator(), await creator(), await creator()];
    await connect(x, y);
    const conv = await start(x, y);
    expect(conv.body.errors).toBeUndefined();
    expect((await send(x, conv.body.data!.startConversation.id, 'Hey, loved the set')).body.data?.sendMessage).toMatchObject({
      body: 'Hey, loved the set',
      sender: { displayName: x.name },
    });

    const refused = await start(z, y);
    expect(code(refused.body)).toBe('FORBIDDEN');
    expect(message(refused.body)).toBe(`${y.name} accepts messages from connections only. Send a connection request first.`);

    const { body } = await as<{ creator: { viewerMessagePermission: { allowed: boolean; dmPolicy: string; reason: string } } }>(
      z,
      'query ($u: String!) { creator(username: $u) { viewerMessagePermission { allowed dmPolicy reason } } }',
      { u: y.username },
    );
    expect(body.data?.creator.viewerMessagePermission).toEqual({
      allowed: false,
      dmPolicy: 'CONNECTIONS',
      reason: `${y.name} accepts messages from connections only. Send a connection request first.`,
    });
  });

  it('puts a first message from a non-connection in message requests under "everyone"; accept moves it, decline drops it silently', async () => {
    const [x, y, w] = [await creator(), await creator(), await creator()];
    await setPolicy(y, 'EVERYONE');
    const conv = (await start(x, y)).body.data!.startConversation.id;
    await send(x, conv, 'Would you sing on my track?');
    expect((await inbox(y)).conversations.edges.map((e) => e.node.id)).not.toContain(conv);
    expect((await inbox(y, true)).conversations.edges.map((e) => e.node)).toMatchObject([
      { id: conv, isRequest: true, lastMessage: { body: 'Would you sing on my track?' } },
    ]);
    // Requests are apart from the inbox's unread badge.
    expect((await inbox(y)).unreadMessageCount).toBe(0);

    const accepted = await as<{ acceptMessageRequest: { isRequest: boolean } }>(
      y,
      'mutation ($c: ID!) { acceptMessageRequest(conversationId: $c) { isRequest } }',
      { c: conv },
    );
    expect(accepted.body.data?.acceptMessageRequest.isRequest).toBe(false);
    expect((await inbox(y)).conversations.edges.map((e) => e.node)).toMatchObject([{ id: conv, unreadCount: 1 }]);
    expect((await inbox(y)).unreadMessageCount).toBe(1);

    const other = (await start(w, y)).body.data!.startConversation.id;
    await send(w, other, 'Buy followers cheap');
    const declined = await as<{ declineMessageRequest: boolean }>(y, 'mutation ($c: ID!) { declineMessageRequest(conversationId: $c) }', { c: other });
    expect(declined.body.data?.declineMessageRequest).toBe(true);
    expect((await inbox(y, true)).conversations.totalCount).toBe(0);
    // The sender is not told: their conversation carries on as before, and the next message stays away too.
    expect((await send(w, other, 'Hello?')).body.errors).toBeUndefined();
    expect((await inbox(w)).conversations.edges.map((e) => e.node.id)).toEqual([other]);
    expect((await inbox(y, true)).conversations.totalCount).toBe(0);
  });

  it('refuses everyone under "nobody", even connections, but lets a creator answer someone who wrote to them', async () => {
    const [x, y] = [await creator(), await creator()];
    await connect(x, y);
    await setPolicy(y, 'NOBODY');
    const refused = await start(x, y);
    expect(message(refused.body)).toBe(`${y.name} doesn't accept direct messages.`);
    // y writes first: x may answer.
    const conv = (await start(y, x)).body.data!.startConversation.id;
    await send(y, conv, 'Saw your DM policy question, ask away');
    expect((await send(x, conv, 'Thanks!')).body.errors).toBeUndefined();
  });

  it('refuses messages across a block with a clear error and hides the conversation from both', async () => {
    const [x, y] = [await creator(), await creator()];
    await connect(x, y);
    const conv = (await start(x, y)).body.data!.startConversation.id;
    await send(x, conv, 'hi');
    await as(y, 'mutation ($u: String!) { blockUser(username: $u) }', { u: x.username });
    const refused = await send(x, conv, 'hello?');
    expect(code(refused.body)).toBe('FORBIDDEN');
    expect(message(refused.body)).toBe(`You can't message ${y.name}.`);
    for (const who of [x, y]) {
      const { body } = await as<{ conversation: unknown }>(who, 'query ($c: ID!) { conversation(id: $c) { id } }', { c: conv });
      expect(body.data?.conversation).toBeNull();
      expect((await inbox(who)).conversations.totalCount).toBe(0);
    }
    expect(code((await start(x, y)).body)).toBe('NOT_FOUND');
  });

  it('refuses to open a conversation with a brand account or an admin as with any account that is not a creator: NOT_FOUND, nothing stored', async () => {
    const x = await creator();
    const brandAccount = await creator();
    const boss = await createUser(a.orm, { role: UserRole.ADMIN });
    const em = a.orm.em.fork();
    await em.execute(`update users set user_type = 'brand' where id = ?`, [brandAccount.id]);
    // Both would take a message from anyone: only their kind of account stands in the way.
    await em.execute(`insert into privacy_settings (user_id, dm_policy, updated_at) values (?, 'everyone', now()), (?, 'everyone', now())`, [
      brandAccount.id,
      boss.id,
    ]);
    for (const target of [brandAccount, boss]) {
      const refused = await as(x, 'mutation ($u: String!) { startConversation(username: $u) { id } }', { u: target.username });
      expect([code(refused.body), message(refused.body)]).toEqual(['NOT_FOUND', 'No such creator']);
    }
    expect(await em.execute('select 1 from conversations where started_by_id = ?', [x.id])).toHaveLength(0);
  });

  it('keeps a conversation from anyone else: no reading, no writing', async () => {
    const [x, y, z] = [await creator(), await creator(), await creator()];
    await connect(x, y);
    const conv = (await start(x, y)).body.data!.startConversation.id;
    const { body } = await as<{ conversation: unknown }>(z, 'query ($c: ID!) { conversation(id: $c) { id } }', { c: conv });
    expect(body.data?.conversation).toBeNull();
    expect(code((await send(z, conv, 'let me in')).body)).toBe('NOT_FOUND');
    expect(code((await as(z, 'mutation ($c: ID!) { markConversationRead(conversationId: $c) { id } }', { c: conv })).body)).toBe('NOT_FOUND');
    expect(code((await send(x, conv, 'x'.repeat(2001))).body)).toBe('BAD_USER_INPUT');
    expect(code((await send(x, conv, '   ')).body)).toBe('BAD_USER_INPUT');
  });
});

describe('history and read state', () => {
  it('pages older messages with keyset cursors and catches up after a cursor', async () => {
    const [x, y] = [await creator(), await creator()];
    await connect(x, y);
    const conv = (await start(x, y)).body.data!.startConversation.id;
    for (let i = 1; i <= 45; i += 1) await send(i % 2 ? x : y, conv, `message ${i}`);

    type Page = {
      conversation: {
        messages: {
          edges: { cursor: string; node: { body: string } }[];
          pageInfo: { hasPreviousPage: boolean; hasNextPage: boolean; startCursor: string; endCursor: string };
        };
      };
    };
    const page = async (args: string, variables: Record<string, unknown> = {}) => {
      const declared = args.includes('$cursor') ? ', $cursor: String' : '';
      const { body } = await as<Page>(
        x,
        `query ($c: ID!${declared}) { conversation(id: $c) { messages(${args}) { edges { cursor node { body } } pageInfo { hasPreviousPage hasNextPage startCursor endCursor } } } }`,
        { c: conv, ...variables },
      );
      expect(body.errors).toBeUndefined();
      return body.data!.conversation.messages;
    };
    const latest = await page('last: 30');
    expect(latest.edges.map((e) => e.node.body)).toEqual(Array.from({ length: 30 }, (_, i) => `message ${i + 16}`));
    expect(latest.pageInfo.hasPreviousPage).toBe(true);
    const older = await page('last: 30, before: $cursor', { cursor: latest.pageInfo.startCursor });
    expect(older.edges.map((e) => e.node.body)).toEqual(Array.from({ length: 15 }, (_, i) => `message ${i + 1}`));
    expect(older.pageInfo.hasPreviousPage).toBe(false);

    const cursor = latest.edges[27]!.cursor;
    const caughtUp = await page('last: 30, after: $cursor', { cursor });
    expect(caughtUp.edges.map((e) => e.node.body)).toEqual(['message 44', 'message 45']);

    // y answered up to message 44: only x's last one is unread.
    expect((await inbox(y)).unreadMessageCount).toBe(1);
    await as(y, 'mutation ($c: ID!) { markConversationRead(conversationId: $c) { unreadCount } }', { c: conv });
    expect((await inbox(y)).unreadMessageCount).toBe(0);
  });
});

describe('live delivery', () => {
  it('delivers to every open tab of both creators across instances, and loses nothing across a reconnect', async () => {
    const [x, y] = [await creator(), await creator()];
    await connect(x, y);
    const conv = (await start(x, y)).body.data!.startConversation.id;
    const SUB = 'subscription { messageAdded { id body conversationId } }';
    type Added = { messageAdded: { id: string; body: string; conversationId: string } };

    const yTabOnB = socketClient(b.baseUrl, y.cookie);
    const xTabOnB = socketClient(b.baseUrl, x.cookie);
    const yHeard = collect<Added>(yTabOnB, SUB);
    const xHeard = collect<Added>(xTabOnB, SUB);
    // A subscription is live once a message sent now reaches it: nudge until the first arrives.
    await expect
      .poll(async () => {
        if (yHeard.results.length === 0) await send(x, conv, 'ping');
        return yHeard.results.length > 0;
      })
      .toBe(true);

    const sent = await send(x, conv, 'live from A');
    await expect.poll(() => yHeard.results.some((r) => r.messageAdded.body === 'live from A')).toBe(true);
    await expect.poll(() => xHeard.results.some((r) => r.messageAdded.body === 'live from A')).toBe(true);
    expect(yHeard.results.find((r) => r.messageAdded.body === 'live from A')?.messageAdded.id).toBe(sent.body.data!.sendMessage.id);

    // y's tab drops; messages keep coming; it reconnects and catches up from its last cursor.
    const lastSeen = yHeard.results.at(-1)!.messageAdded.id;
    yHeard.dispose();
    await yTabOnB.dispose();
    for (const text of ['while away 1', 'while away 2', 'while away 3']) await send(x, conv, text, b);
    const { body } = await as<{ conversation: { messages: { edges: { node: { id: string; body: string } }[] } } }>(
      y,
      'query ($c: ID!, $after: String) { conversation(id: $c) { messages(after: $after, last: 100) { edges { node { id body } } } } }',
      { c: conv, after: Buffer.from(`m:${lastSeen}`).toString('base64url') },
    );
    expect(body.data!.conversation.messages.edges.map((e) => e.node.body)).toEqual(['while away 1', 'while away 2', 'while away 3']);

    xHeard.dispose();
    await xTabOnB.dispose();
  });

  it('refuses the subscription to visitors', async () => {
    const client = socketClient(a.baseUrl);
    const heard = collect(client, 'subscription { messageAdded { id } }');
    await expect.poll(() => heard.errors.length).toBeGreaterThan(0);
    expect(JSON.stringify(heard.errors)).toContain('UNAUTHENTICATED');
    heard.dispose();
    await client.dispose();
  });
});

describe('sending', () => {
  it('refuses an empty or over-long message before storing anything, and counts unread messages until the reader reads them', async () => {
    const [x, y] = [await creator(), await creator()];
    await connect(x, y);
    const conv = (await start(x, y)).body.data!.startConversation.id;
    expect(code((await send(x, conv, 'a'.repeat(2001))).body)).toBe('BAD_USER_INPUT');
    expect(code((await send(x, conv, '   ')).body)).toBe('BAD_USER_INPUT');
    const stored = await a.orm.em.fork().execute<{ n: string }[]>('select count(*) as n from messages where conversation_id = ?', [conv]);
    expect(Number(stored[0]?.n)).toBe(0);

    await send(x, conv, 'one');
    await send(x, conv, 'two');
    expect((await inbox(y)).unreadMessageCount).toBe(2);
    expect((await inbox(y)).conversations.edges[0]!.node.unreadCount).toBe(2);
    // One's own messages are never unread.
    expect((await inbox(x)).unreadMessageCount).toBe(0);
    await as(y, 'mutation ($c: ID!) { markConversationRead(conversationId: $c) { id } }', { c: conv });
    expect((await inbox(y)).unreadMessageCount).toBe(0);
  });

  it('limits messages per sender per minute, with a clear error', async () => {
    const limited = await startTestApp({ WORKER: 'off', MESSAGES_PER_MINUTE: '3' });
    try {
      const [x, y] = [await creator(), await creator()];
      await connect(x, y);
      const conv = (
        await as<{ startConversation: { id: string } }>(x, 'mutation ($u: String!) { startConversation(username: $u) { id } }', { u: y.username }, limited)
      ).body.data!.startConversation.id;
      for (const body of ['1', '2', '3']) expect((await send(x, conv, body, limited)).body.errors).toBeUndefined();
      const refused = await send(x, conv, '4', limited);
      expect(code(refused.body)).toBe('RATE_LIMITED');
      // The other side is not limited by the sender's allowance.
      expect((await send(y, conv, 'reply', limited)).body.errors).toBeUndefined();
    } finally {
      await limited.close();
    }
  });
});
