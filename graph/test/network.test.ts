import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCreator, type ProfileFields, type TestCreator } from './seed-helpers.js';
import { startTestApp, type TestApp } from './test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ WORKER: 'off' });
});
afterAll(async () => {
  await t.close();
});

type Creator = TestCreator;

/** A creator with a complete profile (a Berlin techno producer unless `profile` says otherwise). */
const creator = (profile: ProfileFields = {}): Promise<Creator> =>
  createCreator(t.orm, {
    genres: ['Techno'],
    skills: ['Production'],
    lookingFor: ['Vocalists'],
    location: 'Berlin, Germany',
    careerStage: 'emerging',
    ...profile,
  });

const as = <T = Record<string, unknown>>(who: Creator | null, query: string, variables: Record<string, unknown> = {}) =>
  t.gql<T>(query, variables, who ? { cookie: who.cookie } : {});

type Request = { id: string; status: string; note: string | null; from: { username: string }; to: { username: string } };
const REQUEST_FIELDS = 'id status note from { username } to { username }';

const send = async (from: Creator, to: Creator, note?: string) => {
  const { body } = await as<{ sendConnectionRequest: Request }>(
    from,
    `mutation ($u: String!, $n: String) { sendConnectionRequest(username: $u, note: $n) { ${REQUEST_FIELDS} } }`,
    { u: to.username, n: note },
  );
  return body;
};
const respond = (who: Creator, id: string, action: string) =>
  as<{ respondToConnectionRequest: Request }>(
    who,
    `mutation ($id: ID!, $a: ConnectionResponse!) { respondToConnectionRequest(id: $id, action: $a) { ${REQUEST_FIELDS} } }`,
    { id, a: action },
  );
const requests = async (who: Creator, direction: 'INCOMING' | 'OUTGOING') => {
  const { body } = await as<{ viewer: { connectionRequests: Request[]; pendingConnectionRequestCount: number } }>(
    who,
    `query ($d: RequestDirection!) { viewer { connectionRequests(direction: $d) { ${REQUEST_FIELDS} } pendingConnectionRequestCount } }`,
    { d: direction },
  );
  expect(body.errors).toBeUndefined();
  return body.data!.viewer;
};
const connections = async (who: Creator) => {
  const { body } = await as<{ viewer: { connections: { totalCount: number; edges: { node: { username: string } }[] } } }>(
    who,
    '{ viewer { connections(first: 50) { totalCount edges { node { username } } } } }',
  );
  expect(body.errors).toBeUndefined();
  return body.data!.viewer.connections.edges.map((e) => e.node.username);
};
const page = async (viewer: Creator | null, of: Creator) => {
  const { body } = await as<{
    creator: { username: string; connectionCount: number; viewerRelationship: { state: string; requestId: string | null } | null } | null;
  }>(viewer, 'query ($u: String!) { creator(username: $u) { username connectionCount viewerRelationship { state requestId } } }', { u: of.username });
  expect(body.errors).toBeUndefined();
  return body.data!.creator;
};
const code = (body: { errors?: { extensions?: Record<string, unknown> }[] }) => body.errors?.[0]?.extensions?.code;

describe('creator pages', () => {
  it('shows a public page to visitors and creators, and null for an unknown name', async () => {
    const a = await creator();
    expect(await page(null, a)).toEqual({ username: a.username, connectionCount: 0, viewerRelationship: null });
    const b = await creator();
    expect((await page(b, a))?.viewerRelationship).toEqual({ state: 'NONE', requestId: null });
    expect((await page(a, a))?.viewerRelationship?.state).toBe('SELF');
    expect(await page(null, { ...a, username: 'nobody_by_this_name' })).toBeNull();
  });
});

describe('connection requests', () => {
  it('connects two creators when the recipient accepts, and lists them on both sides', async () => {
    const [a, b] = [await creator(), await creator()];
    const sent = await send(a, b, 'Loved your last EP, let us make something');
    expect(sent.errors).toBeUndefined();
    expect(sent.data!.sendConnectionRequest).toMatchObject({
      status: 'PENDING',
      note: 'Loved your last EP, let us make something',
      from: { username: a.username },
      to: { username: b.username },
    });
    const id = sent.data!.sendConnectionRequest.id;

    expect((await requests(b, 'INCOMING')).connectionRequests.map((r) => r.id)).toEqual([id]);
    expect((await requests(b, 'INCOMING')).pendingConnectionRequestCount).toBe(1);
    expect((await requests(a, 'OUTGOING')).connectionRequests.map((r) => r.id)).toEqual([id]);
    expect((await page(a, b))?.viewerRelationship).toEqual({ state: 'REQUEST_SENT', requestId: id });
    expect((await page(b, a))?.viewerRelationship).toEqual({ state: 'REQUEST_RECEIVED', requestId: id });

    // Only the recipient answers: the sender's answer finds nothing.
    expect(code((await respond(a, id, 'ACCEPT')).body)).toBe('NOT_FOUND');
    const accepted = await respond(b, id, 'ACCEPT');
    expect(accepted.body.data?.respondToConnectionRequest.status).toBe('ACCEPTED');
    expect(await connections(a)).toEqual([b.username]);
    expect(await connections(b)).toEqual([a.username]);
    expect((await page(null, a))?.connectionCount).toBe(1);
    expect((await requests(b, 'INCOMING')).pendingConnectionRequestCount).toBe(0);

    const again = await send(a, b);
    expect(code(again)).toBe('BAD_USER_INPUT');

    const removed = await as<{ removeConnection: boolean }>(a, 'mutation ($u: String!) { removeConnection(username: $u) }', { u: b.username });
    expect(removed.body.data?.removeConnection).toBe(true);
    expect(await connections(b)).toEqual([]);
  });

  it('never tells the sender of a decline: their request stays pending until it expires, and neither may ask again for 90 days', async () => {
    const [a, b] = [await creator(), await creator()];
    const id = (await send(a, b)).data!.sendConnectionRequest.id;
    expect((await respond(b, id, 'DECLINE')).body.data?.respondToConnectionRequest.status).toBe('DECLINED');

    expect((await requests(a, 'OUTGOING')).connectionRequests).toMatchObject([{ id, status: 'PENDING' }]);
    expect((await page(a, b))?.viewerRelationship?.state).toBe('REQUEST_SENT');
    expect((await requests(b, 'INCOMING')).connectionRequests).toEqual([]);
    // Asking again answers the same "pending" request, as if nothing had happened.
    expect((await send(a, b)).data?.sendConnectionRequest).toMatchObject({ id, status: 'PENDING' });
    expect(code(await send(b, a))).toBe('BAD_USER_INPUT');

    // 31 days later: expired, to the sender; still inside the 90 days, for both.
    await t.orm.em
      .fork()
      .execute(`update connection_requests set created_at = now() - interval '31 days', expires_at = now() - interval '1 day' where id = ?`, [id]);
    expect((await requests(a, 'OUTGOING')).connectionRequests).toEqual([]);
    expect((await page(a, b))?.viewerRelationship?.state).toBe('NONE');
    expect(code(await send(a, b))).toBe('BAD_USER_INPUT');

    // Past 90 days the pair may ask again.
    await t.orm.em.fork().execute(`update connection_requests set created_at = now() - interval '91 days' where id = ?`, [id]);
    expect((await send(a, b)).data?.sendConnectionRequest.status).toBe('PENDING');
  });

  it('keeps one pending request per pair, however many arrive at once, and a request back accepts', async () => {
    const [a, b] = [await creator(), await creator()];
    const bodies = await Promise.all(Array.from({ length: 8 }, () => send(a, b)));
    expect(bodies.every((body) => body.errors === undefined)).toBe(true);
    expect(new Set(bodies.map((body) => body.data!.sendConnectionRequest.id)).size).toBe(1);

    const back = await send(b, a);
    expect(back.data?.sendConnectionRequest.status).toBe('ACCEPTED');
    expect(await connections(a)).toEqual([b.username]);
  });

  it('lets the sender withdraw, and refuses a stranger, a self-request and an over-long note', async () => {
    const [a, b, c] = [await creator(), await creator(), await creator()];
    const id = (await send(a, b)).data!.sendConnectionRequest.id;
    const withdraw = (who: Creator) =>
      as<{ withdrawConnectionRequest: Request }>(who, 'mutation ($id: ID!) { withdrawConnectionRequest(id: $id) { status } }', { id });
    expect(code((await withdraw(c)).body)).toBe('NOT_FOUND');
    expect((await withdraw(a)).body.data?.withdrawConnectionRequest.status).toBe('WITHDRAWN');
    expect((await requests(b, 'INCOMING')).connectionRequests).toEqual([]);

    expect(code(await send(a, a))).toBe('BAD_USER_INPUT');
    expect(code(await send(a, c, 'x'.repeat(301)))).toBe('BAD_USER_INPUT');
    expect(code((await as(null, 'mutation ($u: String!) { sendConnectionRequest(username: $u) { id } }', { u: b.username })).body)).toBe('UNAUTHENTICATED');
    expect(code((await respond(a, 'not-a-uuid', 'ACCEPT')).body)).toBe('BAD_USER_INPUT');
  });

  it('limits requests per creator per day', async () => {
    const limited = await startTestApp({ WORKER: 'off', CONNECT_PER_DAY: '2' });
    try {
      const a = await creator();
      const others = [await creator(), await creator(), await creator()];
      const results = [];
      for (const other of others) {
        const { body } = await limited.gql<{ sendConnectionRequest: { id: string } }>(
          'mutation ($u: String!) { sendConnectionRequest(username: $u) { id } }',
          { u: other.username },
          { cookie: a.cookie },
        );
        results.push(code(body) ?? 'ok');
      }
      expect(results).toEqual(['ok', 'ok', 'RATE_LIMITED']);
    } finally {
      await limited.close();
    }
  });
});

describe('blocks', () => {
  it('decline and block hides each from the other everywhere and refuses new requests', async () => {
    const [a, b] = [await creator({ genres: ['Techno'] }), await creator({ genres: ['Techno'] })];
    const id = (await send(a, b)).data!.sendConnectionRequest.id;
    expect((await respond(b, id, 'DECLINE_AND_BLOCK')).body.errors).toBeUndefined();

    expect(await page(a, b)).toBeNull();
    expect(await page(b, a)).toBeNull();
    expect(await page(null, a)).not.toBeNull();
    expect(code(await send(a, b))).toBe('NOT_FOUND');

    const directory = async (who: Creator, search: string) => {
      const { body } = await as<{ creators: { edges: { node: { username: string } }[] } }>(
        who,
        'query ($s: String) { creators(search: $s, first: 10) { edges { node { username } } } }',
        { s: search },
      );
      return body.data!.creators.edges.map((e) => e.node.username);
    };
    expect(await directory(a, b.username)).toEqual([]);
    expect(await directory(b, a.username)).toEqual([]);

    const { body } = await as<{ viewer: { blockedCreators: { username: string }[] } }>(b, '{ viewer { blockedCreators { username } } }');
    expect(body.data!.viewer.blockedCreators.map((c) => c.username)).toEqual([a.username]);

    const unblocked = await as<{ unblockUser: boolean }>(b, 'mutation ($u: String!) { unblockUser(username: $u) }', { u: a.username });
    expect(unblocked.body.data?.unblockUser).toBe(true);
    expect(await page(a, b)).not.toBeNull();
  });

  it('ends a connection and the pending requests between the two', async () => {
    const [a, b, c] = [await creator(), await creator(), await creator()];
    const id = (await send(a, b)).data!.sendConnectionRequest.id;
    await respond(b, id, 'ACCEPT');
    await send(c, a);
    const blockC = await as<{ blockUser: boolean }>(a, 'mutation ($u: String!) { blockUser(username: $u) }', { u: c.username });
    expect(blockC.body.data?.blockUser).toBe(true);
    expect((await requests(a, 'INCOMING')).connectionRequests).toEqual([]);
    expect((await requests(c, 'OUTGOING')).connectionRequests).toEqual([]);
    await as(b, 'mutation ($u: String!) { blockUser(username: $u) }', { u: a.username });
    expect(await connections(a)).toEqual([]);
    expect(await connections(b)).toEqual([]);
  });
});

describe('people to meet', () => {
  it('ranks by the peer score with reasons and leaves out connections, requests and blocks', async () => {
    const me = await creator({
      genres: ['Hip-Hop', 'Trap'],
      skills: ['Vocals', 'Songwriting'],
      lookingFor: ['Producers'],
      location: 'Atlanta, GA',
      careerStage: 'emerging',
    });
    const producer = await creator({
      genres: ['Hip-Hop', 'Trap'],
      skills: ['Production', 'Beatmaking'],
      lookingFor: ['Vocalists'],
      location: 'Atlanta, GA',
      careerStage: 'emerging',
    });
    const distant = await creator({
      genres: ['Classical'],
      skills: ['Piano/Keys'],
      lookingFor: ['Funding'],
      location: 'Vienna, Austria',
      careerStage: 'professional',
    });
    const requested = await creator({ genres: ['Hip-Hop'], skills: ['Production'], lookingFor: [], location: 'Atlanta, GA' });
    const blocked = await creator({ genres: ['Hip-Hop'], skills: ['Production'], lookingFor: [], location: 'Atlanta, GA' });
    await send(me, requested);
    await as(blocked, 'mutation ($u: String!) { blockUser(username: $u) }', { u: me.username });

    const { body } = await as<{ connectionSuggestions: { creator: { username: string }; score: number; reasons: string[] }[] }>(
      me,
      '{ connectionSuggestions(first: 50) { creator { username } score reasons } }',
    );
    expect(body.errors).toBeUndefined();
    const list = body.data!.connectionSuggestions;
    const names = list.map((s) => s.creator.username);
    expect(names).toContain(producer.username);
    expect(names).not.toContain(requested.username);
    expect(names).not.toContain(blocked.username);
    expect(names).not.toContain(me.username);
    const top = list.find((s) => s.creator.username === producer.username)!;
    expect(top.reasons[0]).toBe("You're looking for Producers: they do Production and Beatmaking");
    expect(top.reasons).toContain('You both make Hip-Hop and Trap');
    expect(top.reasons).toContain('Also in Atlanta');
    const far = list.find((s) => s.creator.username === distant.username);
    expect(far === undefined || far.score < top.score).toBe(true);
    // Scores run best first.
    expect(list.map((s) => s.score)).toEqual([...list.map((s) => s.score)].sort((x, y) => y - x));
  });
});

describe('privacy settings', () => {
  it('defaults to connections only and changes for the account alone', async () => {
    const a = await creator();
    const read = async () =>
      (await as<{ viewer: { privacySettings: { dmPolicy: string } } }>(a, '{ viewer { privacySettings { dmPolicy } } }')).body.data!.viewer.privacySettings
        .dmPolicy;
    expect(await read()).toBe('CONNECTIONS');
    const { body } = await as<{ updatePrivacySettings: { dmPolicy: string } }>(
      a,
      'mutation { updatePrivacySettings(input: { dmPolicy: EVERYONE }) { dmPolicy } }',
    );
    expect(body.data?.updatePrivacySettings.dmPolicy).toBe('EVERYONE');
    expect(await read()).toBe('EVERYONE');
  });
});

/** Connects two creators the way they would: one asks, the other accepts. */
const connect = async (a: Creator, b: Creator) => {
  const id = (await send(a, b)).data!.sendConnectionRequest.id;
  expect((await respond(b, id, 'ACCEPT')).body.errors).toBeUndefined();
};

type Mutual = { totalCount: number; edges: { node: { username: string } }[] };
const mutual = async (viewer: Creator | null, of: Creator, first?: number) => {
  const { body } = await as<{ creator: { mutualConnections: Mutual } | null }>(
    viewer,
    'query ($u: String!, $f: Int) { creator(username: $u) { mutualConnections(first: $f) { totalCount edges { node { username } } } } }',
    { u: of.username, f: first },
  );
  return body;
};
const named = (body: Awaited<ReturnType<typeof mutual>>) => ({
  total: body.data?.creator?.mutualConnections.totalCount,
  names: body.data?.creator?.mutualConnections.edges.map((e) => e.node.username).sort(),
});

describe('mutual connections', () => {
  it('names the creators both are connected with, counts them all, and bounds first', async () => {
    const [me, them, ana, ben, cleo, mine, theirs] = [
      await creator(),
      await creator(),
      await creator(),
      await creator(),
      await creator(),
      await creator(),
      await creator(),
    ];
    for (const friend of [ana, ben, cleo]) {
      await connect(me, friend);
      await connect(friend, them);
    }
    await connect(me, mine);
    await connect(theirs, them);

    expect(named(await mutual(me, them, 10))).toEqual({ total: 3, names: [ana.username, ben.username, cleo.username].sort() });
    // The count is of all of them; first only bounds the names.
    const one = await mutual(me, them, 1);
    expect(named(one).total).toBe(3);
    expect(named(one).names).toHaveLength(1);
    expect(named(await mutual(me, them, 0))).toEqual({ total: 3, names: [] });
    // It is mutual: the other side sees the same creators.
    expect(named(await mutual(them, me, 10)).total).toBe(3);
    expect(code(await mutual(me, them, 51))).toBe('BAD_USER_INPUT');
    expect(code(await mutual(me, them, -1))).toBe('BAD_USER_INPUT');
  });

  it('shows none to a visitor, on one\u2019s own page, or across a block, and never a blocked, suspended or brand account', async () => {
    const [me, them, ana, ben, cleo, dee] = [await creator(), await creator(), await creator(), await creator(), await creator(), await creator()];
    for (const friend of [ana, ben, cleo, dee]) {
      await connect(me, friend);
      await connect(friend, them);
    }
    expect(named(await mutual(me, them, 10)).total).toBe(4);
    expect(named(await mutual(null, them, 10))).toEqual({ total: 0, names: [] });
    expect(named(await mutual(me, me, 10))).toEqual({ total: 0, names: [] });

    // A block between a mutual connection and either side hides that connection (the rows stay, as a
    // connection made before the block is only cut by the block itself).
    const em = t.orm.em.fork();
    await em.execute('insert into blocks (blocker_id, blocked_id) values (?, ?)', [them.id, ana.id]);
    await em.execute('insert into blocks (blocker_id, blocked_id) values (?, ?)', [ben.id, me.id]);
    await em.execute('update users set suspended_at = now() where id = ?', [cleo.id]);
    expect(named(await mutual(me, them, 10))).toEqual({ total: 1, names: [dee.username] });
    // A brand account never counts, even with connection rows to both.
    await em.execute(`update users set user_type = 'brand' where id = ?`, [dee.id]);
    expect(named(await mutual(me, them, 10))).toEqual({ total: 0, names: [] });

    // Across a block between the two, the page is gone and so is every mutual connection.
    const [x, y, z] = [await creator(), await creator(), await creator()];
    await connect(x, z);
    await connect(z, y);
    expect(named(await mutual(x, y, 10)).total).toBe(1);
    await em.execute('insert into blocks (blocker_id, blocked_id) values (?, ?)', [y.id, x.id]);
    expect((await mutual(x, y, 10)).data?.creator).toBeNull();
  });

  it('goes with each suggestion of people to meet', async () => {
    // They fit this asker best (what it looks for is their skill, in its genre), so they rank among
    // the first suggestions whatever other creators this file has made, all alike.
    const [me, them, friend] = [
      await creator({ genres: ['Jazz'], lookingFor: ['Mixing'] }),
      await creator({ genres: ['Jazz'], skills: ['Mixing'] }),
      await creator(),
    ];
    await connect(me, friend);
    await connect(friend, them);
    const { body } = await as<{ connectionSuggestions: { creator: { username: string; mutualConnections: Mutual } }[] }>(
      me,
      '{ connectionSuggestions(first: 50) { creator { username mutualConnections(first: 3) { totalCount edges { node { username } } } } } }',
    );
    expect(body.errors).toBeUndefined();
    const suggested = body.data!.connectionSuggestions.find((s) => s.creator.username === them.username);
    expect(suggested?.creator.mutualConnections).toEqual({ totalCount: 1, edges: [{ node: { username: friend.username } }] });
  });
});

describe('withdrawing a request', () => {
  it('is idempotent for its sender, and nobody else can withdraw it', async () => {
    const [a, b, c] = [await creator(), await creator(), await creator()];
    const id = (await send(a, b, 'Remix swap?')).data!.sendConnectionRequest.id;
    const withdraw = (who: Creator) =>
      as<{ withdrawConnectionRequest: Request }>(who, `mutation ($id: ID!) { withdrawConnectionRequest(id: $id) { ${REQUEST_FIELDS} } }`, { id });
    // Neither the recipient nor a stranger: to them it does not exist, and it stays pending.
    expect(code((await withdraw(b)).body)).toBe('NOT_FOUND');
    expect(code((await withdraw(c)).body)).toBe('NOT_FOUND');
    expect((await requests(b, 'INCOMING')).connectionRequests.map((r) => r.id)).toEqual([id]);

    expect((await withdraw(a)).body.data?.withdrawConnectionRequest.status).toBe('WITHDRAWN');
    const again = await withdraw(a);
    expect(again.body.errors).toBeUndefined();
    expect(again.body.data?.withdrawConnectionRequest).toMatchObject({ id, status: 'WITHDRAWN', note: 'Remix swap?' });
    expect((await requests(a, 'OUTGOING')).connectionRequests).toEqual([]);
  });
});

type Inbox = {
  viewer: { unreadMessageCount: number; conversations: { edges: { node: { id: string; unreadCount: number; lastMessage: { body: string } | null } }[] } };
};
const inboxOf = async (who: Creator) => {
  const { body } = await as<Inbox>(
    who,
    '{ viewer { unreadMessageCount conversations(first: 20) { edges { node { id unreadCount lastMessage { body } } } } } }',
  );
  expect(body.errors).toBeUndefined();
  return body.data!.viewer;
};

describe('a note opens the conversation it leads to', () => {
  it('puts the accepted note in both inboxes as the first message, read by the one who accepted', async () => {
    const [a, b] = [await creator(), await creator()];
    const id = (await send(a, b, 'Loved your last EP: vocals on my next one?')).data!.sendConnectionRequest.id;
    expect((await inboxOf(a)).conversations.edges).toEqual([]);
    expect((await respond(b, id, 'ACCEPT')).body.errors).toBeUndefined();

    const mine = (await inboxOf(a)).conversations.edges.map((e) => e.node);
    const theirs = (await inboxOf(b)).conversations.edges.map((e) => e.node);
    expect(mine).toHaveLength(1);
    expect(theirs.map((n) => n.id)).toEqual([mine[0]!.id]);
    expect(mine[0]).toMatchObject({ unreadCount: 0, lastMessage: { body: 'Loved your last EP: vocals on my next one?' } });
    expect(theirs[0]).toMatchObject({ unreadCount: 0, lastMessage: { body: 'Loved your last EP: vocals on my next one?' } });

    // The one who asked is told, and the notice leads to the conversation.
    const { body } = await as<{ viewer: { notifications: { edges: { node: { kind: string; url: string } }[] } } }>(
      a,
      '{ viewer { notifications(first: 10) { edges { node { kind url } } } } }',
    );
    expect(body.data?.viewer.notifications.edges.find((e) => e.node.kind === 'CONNECTION_ACCEPTED')?.node.url).toBe(`/messages/${mine[0]!.id}`);
  });

  it('does so when accepted by asking back, and opens none without a note', async () => {
    const [a, b, c, d] = [await creator(), await creator(), await creator(), await creator()];
    await send(a, b, 'Split a stage at the festival?');
    expect((await send(b, a)).data?.sendConnectionRequest.status).toBe('ACCEPTED');
    expect((await inboxOf(b)).conversations.edges.map((e) => e.node.lastMessage?.body)).toEqual(['Split a stage at the festival?']);

    await connect(c, d);
    expect((await inboxOf(c)).conversations.edges).toEqual([]);
    expect((await inboxOf(d)).conversations.edges).toEqual([]);
  });
});
