import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Brand } from '../src/modules/brand/brand.entity.js';
import { expireBrandRequests } from '../src/modules/brand/brand-requests.service.js';
import { computeBrandResponsiveness } from '../src/modules/brand/brand-responsiveness.js';
import { Profile } from '../src/modules/profile/profile.entity.js';
import { User } from '../src/modules/user/user.entity.js';
import { CRON_ITEMS } from '../src/platform/jobs.js';
import { createSessionCookie, createUser, FULL_PROFILE, UserRole } from './seed-helpers.js';
import { startTestApp, type TestApp } from './test-app.js';
import { collect, socketClient } from './ws-client.js';

/**
 * Requests from creators to brands: asking, the team's inbox and answers, the
 * conversation an accept opens, expiry, the responsiveness figure and brandMatches.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ WORKER: 'off' });
});
afterAll(async () => {
  await t.close();
});

type Account = { id: string; username: string; cookie: string; name: string };

async function account(role: UserRole = UserRole.CREATOR, profile: Partial<Profile> = {}): Promise<Account> {
  const user = await createUser(t.orm, { role });
  const em = t.orm.em.fork();
  const name = `Artist ${user.username}`;
  em.create(Profile, { user: em.getReference(User, user.id), artistName: name, ...profile });
  await em.flush();
  return { id: user.id, username: user.username, cookie: await createSessionCookie(t.orm, user.id), name };
}

type TestBrand = { id: string; slug: string; name: string };

/** A directory brand of its own, without a team (unclaimed) unless members are added. */
async function brand(overrides: Partial<Brand> = {}): Promise<TestBrand> {
  const tag = randomUUID().slice(0, 8);
  const id = randomUUID();
  const slug = `test-brand-${tag}`;
  const name = `Test Brand ${tag}`;
  await t.orm.em.fork().insert(Brand, {
    id,
    slug,
    name,
    category: 'distribution',
    tagline: 'Releases everywhere',
    description: 'A test brand',
    website: 'https://example.test',
    logoUrl: `/logos/${slug}.svg`,
    headquarters: 'Testville',
    region: 'global',
    genres: ['Techno'],
    offers: ['Distribution'],
    verified: true,
    ...overrides,
  });
  return { id, slug, name };
}

async function joinTeam(brandId: string, who: Account, role: 'owner' | 'member' = 'member') {
  await t.orm.em.fork().execute('insert into brand_members (id, brand_id, user_id, role) values (gen_random_uuid(), ?, ?, ?)', [brandId, who.id, role]);
}

async function team(b: TestBrand, size = 1): Promise<Account[]> {
  const members: Account[] = [];
  for (let i = 0; i < size; i += 1) {
    const member = await account();
    await joinTeam(b.id, member, i === 0 ? 'owner' : 'member');
    members.push(member);
  }
  return members;
}

const as = <T = Record<string, unknown>>(who: Account | null, query: string, variables: Record<string, unknown> = {}) =>
  t.gql<T>(query, variables, who ? { cookie: who.cookie } : {});
const code = (body: { errors?: { extensions?: Record<string, unknown> }[] }) => body.errors?.[0]?.extensions?.code;
const message = (body: { errors?: { message: string }[] }) => body.errors?.[0]?.message;

type Request = {
  id: string;
  status: string;
  pitch: string | null;
  links: string[];
  expiresAt: string;
  createdAt: string;
  responseMessage: string | null;
  conversationId: string | null;
  brand: { slug: string };
};
const REQUEST_FIELDS = 'id status pitch links expiresAt createdAt responseMessage conversationId brand { slug }';

const request = (
  who: Account,
  b: { slug: string },
  pitch = 'Berlin techno producer with a finished EP: I would love to release it with you.',
  links?: string[],
) =>
  as<{ requestBrandConnection: Request }>(
    who,
    `mutation ($s: String!, $p: String!, $l: [String!]) { requestBrandConnection(slug: $s, pitch: $p, links: $l) { ${REQUEST_FIELDS} } }`,
    { s: b.slug, p: pitch, l: links },
  );
const respond = (who: Account | null, id: string, accept: boolean, text?: string) =>
  as<{ respondToBrandConnection: Request }>(
    who,
    `mutation ($id: ID!, $a: Boolean!, $m: String) { respondToBrandConnection(id: $id, accept: $a, message: $m) { ${REQUEST_FIELDS} } }`,
    { id, a: accept, m: text },
  );
const withdraw = (who: Account, id: string) =>
  as<{ withdrawBrandConnection: Request }>(who, `mutation ($id: ID!) { withdrawBrandConnection(id: $id) { ${REQUEST_FIELDS} } }`, { id });

type InboxNode = Request & { creator: { username: string; artistName: string | null } | null };
const inbox = (who: Account | null, brandId: string, status?: string) =>
  as<{ brandInbox: { totalCount: number; edges: { node: InboxNode }[] } }>(
    who,
    `query ($b: ID!, $s: BrandConnectionStatus) { brandInbox(brandId: $b, status: $s, first: 50) { totalCount edges { node { ${REQUEST_FIELDS} creator { username artistName } } } } }`,
    { b: brandId, s: status },
  );

type Conversations = {
  viewer: {
    unreadMessageCount: number;
    conversations: {
      edges: {
        node: {
          id: string;
          unreadCount: number;
          asBrand: boolean;
          brand: { slug: string } | null;
          other: { kind: string; displayName: string; username: string | null; brandSlug: string | null } | null;
          lastMessage: { body: string; sender: { kind: string; displayName: string } | null } | null;
          canSend: { allowed: boolean } | null;
        };
      }[];
    };
  };
};
const conversations = async (who: Account) => {
  const { body } = await as<Conversations>(
    who,
    '{ viewer { unreadMessageCount conversations(first: 20) { edges { node { id unreadCount asBrand brand { slug } other { kind displayName username brandSlug } lastMessage { body sender { kind displayName } } canSend { allowed } } } } } }',
  );
  expect(body.errors).toBeUndefined();
  return body.data!.viewer;
};
const send = (who: Account, conversationId: string, text: string) =>
  as<{ sendMessage: { id: string; sender: { kind: string; displayName: string } } }>(
    who,
    'mutation ($c: ID!, $b: String!) { sendMessage(conversationId: $c, body: $b) { id sender { kind displayName } } }',
    { c: conversationId, b: text },
  );

async function stats(who: Account) {
  const response = await fetch(`${t.baseUrl}/api/brand-connections/stats`, { headers: { cookie: who.cookie } });
  expect(response.status).toBe(200);
  const rest = (await response.json()) as { connectedBrands: number };
  const { body } = await as<{ viewer: { brandConnectionStats: { connectedBrands: number }; brandConnections: { status: string; brand: { slug: string } }[] } }>(
    who,
    '{ viewer { brandConnectionStats { connectedBrands } brandConnections { status brand { slug } } } }',
  );
  expect(body.errors).toBeUndefined();
  const viewer = body.data!.viewer;
  // /network's "Brands you are connected with" lists viewer.brandConnections with status CONNECTED.
  return {
    rest: rest.connectedBrands,
    graphql: viewer.brandConnectionStats.connectedBrands,
    network: viewer.brandConnections.filter((c) => c.status === 'CONNECTED').map((c) => c.brand.slug),
  };
}

describe('a creator asks, the team answers', () => {
  it('opens a conversation on accept, with the pitch first and the team message after it, delivered live; the counts and lists follow', async () => {
    const b = await brand();
    const [owner, colleague] = await team(b, 2);
    const creator = await account();

    const claimed = await as<{ brand: { claimed: boolean } }>(creator, 'query ($s: String!) { brand(slug: $s) { claimed } }', { s: b.slug });
    expect(claimed.body.data?.brand.claimed).toBe(true);
    expect(await stats(creator)).toEqual({ rest: 0, graphql: 0, network: [] });

    const sent = await request(creator, b, 'Techno EP ready for release.', ['https://soundcloud.com/mara-vex', 'https://example.test/epk']);
    expect(sent.body.errors).toBeUndefined();
    const asked = sent.body.data!.requestBrandConnection;
    expect(asked).toMatchObject({
      status: 'REQUESTED',
      pitch: 'Techno EP ready for release.',
      links: ['https://soundcloud.com/mara-vex', 'https://example.test/epk'],
      brand: { slug: b.slug },
      conversationId: null,
    });
    expect(new Date(asked.expiresAt).getTime() - new Date(asked.createdAt).getTime()).toBe(30 * 24 * 60 * 60 * 1000);

    const pending = await inbox(colleague!, b.id, 'REQUESTED');
    expect(pending.body.errors).toBeUndefined();
    expect(pending.body.data!.brandInbox.edges.map((e) => e.node)).toMatchObject([
      { id: asked.id, pitch: 'Techno EP ready for release.', creator: { username: creator.username, artistName: creator.name } },
    ]);

    // The creator's tab listens; a message from a connection proves the subscription is live first.
    const friend = await account();
    const [x, y] = creator.id < friend.id ? [creator.id, friend.id] : [friend.id, creator.id];
    await t.orm.em.fork().execute('insert into creator_connections (user_a_id, user_b_id) values (?, ?)', [x, y]);
    const friendly = (
      await as<{ startConversation: { id: string } }>(friend, 'mutation ($u: String!) { startConversation(username: $u) { id } }', { u: creator.username })
    ).body.data!.startConversation.id;
    const tab = socketClient(t.baseUrl, creator.cookie);
    let conversationId = '';
    type Added = { messageAdded: { body: string; conversationId: string; sender: { kind: string; displayName: string; brandSlug: string | null } } };
    const heard = collect<Added>(tab, 'subscription { messageAdded { body conversationId sender { kind displayName brandSlug } } }');
    try {
      await expect
        .poll(async () => {
          if (heard.results.length === 0) await send(friend, friendly, 'ping');
          return heard.results.length > 0;
        })
        .toBe(true);

      const accepted = await respond(owner!, asked.id, true, 'Welcome aboard! Send us the masters.');
      expect(accepted.body.errors).toBeUndefined();
      expect(accepted.body.data!.respondToBrandConnection).toMatchObject({ status: 'CONNECTED', responseMessage: 'Welcome aboard! Send us the masters.' });
      conversationId = accepted.body.data!.respondToBrandConnection.conversationId!;
      expect(conversationId).toBeTruthy();

      await expect
        .poll(() => heard.results.find((r) => r.messageAdded.body === 'Welcome aboard! Send us the masters.')?.messageAdded)
        .toEqual({
          body: 'Welcome aboard! Send us the masters.',
          conversationId,
          sender: { kind: 'BRAND', displayName: b.name, brandSlug: b.slug },
        });
    } finally {
      heard.dispose();
      await tab.dispose();
    }

    // The dashboard count, the REST stats and /network's list read the real connection.
    expect(await stats(creator)).toEqual({ rest: 1, graphql: 1, network: [b.slug] });

    // The creator sees the brand as the other side, with the team's message unread.
    const mine = (await conversations(creator)).conversations.edges.find((e) => e.node.brand?.slug === b.slug)!.node;
    expect(mine.id).toBe(conversationId);
    expect(mine).toMatchObject({
      asBrand: false,
      unreadCount: 1,
      brand: { slug: b.slug },
      other: { kind: 'BRAND', displayName: b.name, username: null, brandSlug: b.slug },
      lastMessage: { body: 'Welcome aboard! Send us the masters.', sender: { kind: 'BRAND', displayName: b.name } },
      canSend: { allowed: true },
    });

    // Both team members sit in it, as the brand; neither the pitch they answered nor the brand's own message is unread to them.
    for (const member of [owner!, colleague!]) {
      const theirs = (await conversations(member)).conversations.edges.find((e) => e.node.id === mine.id)?.node;
      expect(theirs).toMatchObject({ asBrand: true, unreadCount: 0, other: { kind: 'CREATOR', username: creator.username }, canSend: { allowed: true } });
    }

    // The creator replies: unread to each member, read per member.
    expect((await send(creator, mine.id, 'Sending them tonight.')).body.data?.sendMessage.sender).toEqual({ kind: 'CREATOR', displayName: creator.name });
    expect((await conversations(owner!)).unreadMessageCount).toBe(1);
    expect((await conversations(colleague!)).unreadMessageCount).toBe(1);
    await as(owner!, 'mutation ($c: ID!) { markConversationRead(conversationId: $c) { id } }', { c: mine.id });
    expect((await conversations(owner!)).unreadMessageCount).toBe(0);
    expect((await conversations(colleague!)).unreadMessageCount).toBe(1);

    // A colleague writes for the brand: the creator sees the brand; the owner does not count it as unread.
    expect((await send(colleague!, mine.id, 'Got them, thanks!')).body.data?.sendMessage.sender).toEqual({ kind: 'BRAND', displayName: b.name });
    expect((await conversations(owner!)).unreadMessageCount).toBe(0);
    const read = await as<{ conversation: { messages: { edges: { node: { body: string; sender: { kind: string } } }[] } } }>(
      creator,
      'query ($c: ID!) { conversation(id: $c) { messages(last: 10) { edges { node { body sender { kind } } } } } }',
      { c: mine.id },
    );
    expect(read.body.data!.conversation.messages.edges.map((e) => [e.node.body, e.node.sender.kind])).toEqual([
      ['Techno EP ready for release.', 'CREATOR'],
      ['Welcome aboard! Send us the masters.', 'BRAND'],
      ['Sending them tonight.', 'CREATOR'],
      ['Got them, thanks!', 'BRAND'],
    ]);

    // The team's seats follow the team: a newcomer sits in it with the history read; one who leaves no longer does.
    const newcomer = await account();
    await joinTeam(b.id, newcomer);
    expect((await conversations(newcomer)).conversations.edges.find((e) => e.node.id === mine.id)?.node).toMatchObject({ asBrand: true, unreadCount: 0 });
    await t.orm.em.fork().execute('delete from brand_members where brand_id = ? and user_id = ?', [b.id, colleague!.id]);
    expect((await conversations(colleague!)).conversations.edges.map((e) => e.node.id)).not.toContain(mine.id);
    expect(code((await send(colleague!, mine.id, 'still here?')).body)).toBe('NOT_FOUND');

    // Its request tells either side where the conversation is.
    const own = await as<{ viewer: { brandConnections: { id: string; conversationId: string | null }[] } }>(
      creator,
      '{ viewer { brandConnections { id conversationId } } }',
    );
    expect(own.body.data!.viewer.brandConnections.find((c) => c.id === asked.id)?.conversationId).toBe(mine.id);
  });

  it('declines with a message and opens no conversation; the counts stay', async () => {
    const b = await brand();
    const [owner] = await team(b);
    const creator = await account();
    const asked = (await request(creator, b)).body.data!.requestBrandConnection;
    const declined = await respond(owner!, asked.id, false, 'Not a fit for our roster right now.');
    expect(declined.body.data?.respondToBrandConnection).toMatchObject({
      status: 'DECLINED',
      responseMessage: 'Not a fit for our roster right now.',
      conversationId: null,
    });
    expect((await conversations(creator)).conversations.edges).toEqual([]);
    expect(await stats(creator)).toEqual({ rest: 0, graphql: 0, network: [] });
    // Answered once is answered.
    expect(message((await respond(owner!, asked.id, true)).body)).toBe('This request is no longer pending');
    // And the creator waits before asking again.
    const again = await request(creator, b);
    expect(code(again.body)).toBe('BAD_USER_INPUT');
    expect(message(again.body)).toMatch(new RegExp(`^${b.name} declined your last request: you can ask again on \\d{4}-\\d{2}-\\d{2}\\.$`));
  });

  it('queues one throttled recompute of the brand figure per burst of answers', async () => {
    const b = await brand();
    const [owner] = await team(b);
    for (let i = 0; i < 3; i += 1) {
      const asked = (await request(await account(), b)).body.data!.requestBrandConnection;
      expect((await respond(owner!, asked.id, i % 2 === 0)).body.errors).toBeUndefined();
    }
    const jobs = await t.orm.em
      .fork()
      .execute<{ n: string }[]>(`select count(*) as n from graphile_worker.jobs where key = ?`, [`compute_brand_responsiveness:${b.id}`]);
    expect(Number(jobs[0]!.n)).toBe(1);
  });
});

describe("a brand's inbox is its team's", () => {
  it('refuses everyone else: other creators and admins FORBIDDEN, visitors UNAUTHENTICATED, unknown brands NOT_FOUND', async () => {
    const b = await brand();
    const [owner] = await team(b);
    const creator = await account();
    const outsider = await account();
    const admin = await account(UserRole.ADMIN);
    const asked = (await request(creator, b)).body.data!.requestBrandConnection;

    expect((await inbox(owner!, b.id)).body.data?.brandInbox.totalCount).toBe(1);
    expect(code((await inbox(outsider, b.id)).body)).toBe('FORBIDDEN');
    expect(code((await inbox(admin, b.id)).body)).toBe('FORBIDDEN');
    expect(code((await inbox(creator, b.id)).body)).toBe('FORBIDDEN');
    expect(code((await inbox(null, b.id)).body)).toBe('UNAUTHENTICATED');
    expect(code((await inbox(owner!, randomUUID())).body)).toBe('NOT_FOUND');

    for (const who of [outsider, admin, creator]) expect(code((await respond(who, asked.id, true, 'Hijacked')).body)).toBe('FORBIDDEN');
    expect(code((await respond(null, asked.id, true)).body)).toBe('UNAUTHENTICATED');
    expect(code((await respond(owner!, randomUUID(), true)).body)).toBe('NOT_FOUND');
    // Nothing changed: the request still waits for the team.
    expect((await inbox(owner!, b.id, 'REQUESTED')).body.data?.brandInbox.edges.map((e) => e.node.id)).toEqual([asked.id]);

    // A team member of another brand is an outsider here.
    const other = await brand();
    const [otherOwner] = await team(other);
    expect(code((await inbox(otherOwner!, b.id)).body)).toBe('FORBIDDEN');
    expect(code((await respond(otherOwner!, asked.id, false)).body)).toBe('FORBIDDEN');
  });

  it('keeps the conversation to its seats: an outsider can neither read nor write in it', async () => {
    const b = await brand();
    const [owner] = await team(b);
    const creator = await account();
    const outsider = await account();
    const asked = (await request(creator, b)).body.data!.requestBrandConnection;
    const conversationId = (await respond(owner!, asked.id, true, 'Hello')).body.data!.respondToBrandConnection.conversationId!;
    const peek = await as<{ conversation: null }>(outsider, 'query ($c: ID!) { conversation(id: $c) { id } }', { c: conversationId });
    expect(peek.body.data?.conversation).toBeNull();
    expect(code((await send(outsider, conversationId, 'hi')).body)).toBe('NOT_FOUND');
    // The outsider does not learn the conversation through the request either.
    const node = (await inbox(owner!, b.id)).body.data!.brandInbox.edges[0]!.node;
    expect(node.conversationId).toBe(conversationId);
  });
});

describe('withdrawing and one request at a time', () => {
  it('lets the creator alone take back a pending request, and then ask again', async () => {
    const b = await brand();
    const [owner] = await team(b);
    const creator = await account();
    const other = await account();
    const asked = (await request(creator, b)).body.data!.requestBrandConnection;
    expect(code((await withdraw(other, asked.id)).body)).toBe('NOT_FOUND');
    expect(code((await withdraw(owner!, asked.id)).body)).toBe('NOT_FOUND');
    expect((await withdraw(creator, asked.id)).body.data?.withdrawBrandConnection.status).toBe('WITHDRAWN');
    // Withdrawing again changes nothing and answers the request as it is.
    expect((await withdraw(creator, asked.id)).body.data?.withdrawBrandConnection.status).toBe('WITHDRAWN');
    expect(message((await respond(owner!, asked.id, true)).body)).toBe('This request is no longer pending');
    expect((await inbox(owner!, b.id, 'WITHDRAWN')).body.data?.brandInbox.edges.map((e) => e.node.id)).toEqual([asked.id]);
    const again = await request(creator, b);
    expect(again.body.data?.requestBrandConnection.status).toBe('REQUESTED');
    expect(again.body.data?.requestBrandConnection.id).not.toBe(asked.id);
  });

  it('holds one pending request per creator and brand, and refuses asking a connected brand', async () => {
    const b = await brand();
    const [owner] = await team(b);
    const creator = await account();
    const first = (await request(creator, b)).body.data!.requestBrandConnection;
    const twice = await request(creator, b);
    expect(code(twice.body)).toBe('BAD_USER_INPUT');
    expect(message(twice.body)).toBe(`You already asked ${b.name}: their answer is pending`);
    // Two at once: the lock lets one through.
    const racing = await account();
    const raced = await Promise.all([request(racing, b), request(racing, b)]);
    expect(raced.filter((r) => r.body.data?.requestBrandConnection).length).toBe(1);
    // The database itself refuses a second open row for the pair.
    await expect(
      t.orm.em
        .fork()
        .execute(`insert into brand_connections (id, user_id, brand_id, status) values (gen_random_uuid(), ?, ?, 'requested')`, [creator.id, b.id]),
    ).rejects.toThrow(/brand_connections_open_pair_unique/);

    await respond(owner!, first.id, true);
    expect(message((await request(creator, b)).body)).toBe(`You are already connected with ${b.name}`);
  });

  it('is for creators: a brand account neither asks nor gets brand matches', async () => {
    const b = await brand();
    const brandAccount = await account();
    await t.orm.em.fork().execute(`update users set user_type = 'brand' where id = ?`, [brandAccount.id]);
    const asked = await request(brandAccount, b);
    expect(code(asked.body)).toBe('FORBIDDEN');
    expect(message(asked.body)).toBe('Brand accounts cannot do this: it is for creators');
    expect(code((await as(brandAccount, '{ brandMatches(first: 3) { score } }')).body)).toBe('FORBIDDEN');
  });

  it("refuses a request to one's own brand", async () => {
    const b = await brand();
    const [owner] = await team(b);
    const own = await request(owner!, b);
    expect(code(own.body)).toBe('BAD_USER_INPUT');
    expect(message(own.body)).toBe(`You are on ${b.name}'s team`);
  });

  it('limits requests per creator per day through the platform limiter', async () => {
    const limited = await startTestApp({ WORKER: 'off', BRAND_REQUESTS_PER_DAY: '2' });
    try {
      const creator = await account();
      const ask = async () => {
        const b = await brand();
        return limited.gql<{ requestBrandConnection: { id: string } }>(
          'mutation ($s: String!) { requestBrandConnection(slug: $s, pitch: "Hello") { id } }',
          { s: b.slug },
          { cookie: creator.cookie },
        );
      };
      expect((await ask()).body.errors).toBeUndefined();
      expect((await ask()).body.errors).toBeUndefined();
      const third = await ask();
      expect(code(third.body)).toBe('RATE_LIMITED');
      expect(message(third.body)).toMatch(/^You have sent the most brand requests a day allows\. Try again in \d+ hours\.$/);
    } finally {
      await limited.close();
    }
  });
});

describe('a brand without a team', () => {
  it('says so before a request, takes it, and hands it to the team that claims the page', async () => {
    const b = await brand();
    const creator = await account();
    const before = await as<{ brand: { claimed: boolean; responsiveness: null } }>(
      creator,
      'query ($s: String!) { brand(slug: $s) { claimed responsiveness { responseRate } } }',
      { s: b.slug },
    );
    expect(before.body.data?.brand).toEqual({ claimed: false, responsiveness: null });
    const asked = await request(creator, b);
    expect(asked.body.data?.requestBrandConnection.status).toBe('REQUESTED');

    const [owner] = await team(b);
    expect(
      (await as<{ brand: { claimed: boolean } }>(null, 'query ($s: String!) { brand(slug: $s) { claimed } }', { s: b.slug })).body.data?.brand.claimed,
    ).toBe(true);
    expect((await inbox(owner!, b.id, 'REQUESTED')).body.data?.brandInbox.edges.map((e) => e.node.id)).toEqual([asked.body.data!.requestBrandConnection.id]);
    expect((await respond(owner!, asked.body.data!.requestBrandConnection.id, true, 'Sorry for the wait!')).body.data?.respondToBrandConnection.status).toBe(
      'CONNECTED',
    );
  });
});

describe('claimed, on a page of the directory', () => {
  it('tells each brand of a page apart', async () => {
    const tag = randomUUID().slice(0, 6);
    const lone = await brand({ name: `Claimtest ${tag} A` });
    const teamed = await brand({ name: `Claimtest ${tag} B` });
    await team(teamed);
    const { body } = await as<{ brands: { edges: { node: { slug: string; claimed: boolean } }[] } }>(
      null,
      'query ($q: String) { brands(search: $q, first: 10) { edges { node { slug claimed } } } }',
      { q: `Claimtest ${tag}` },
    );
    expect(body.errors).toBeUndefined();
    expect(Object.fromEntries(body.data!.brands.edges.map((e) => [e.node.slug, e.node.claimed]))).toEqual({ [lone.slug]: false, [teamed.slug]: true });
  });
});

describe('a brand awaiting verification', () => {
  it('takes no request: it is not in the directory yet', async () => {
    const b = await brand({ listed: false, verified: false });
    const asked = await request(await account(), b);
    expect(code(asked.body)).toBe('NOT_FOUND');
    expect(message(asked.body)).toBe('No such brand');
  });
});

describe('expiry', () => {
  it('marks requests EXPIRED once 30 days pass without an answer, by the clock it is given', async () => {
    const b = await brand();
    const [owner] = await team(b);
    const creator = await account();
    const asked = (await request(creator, b)).body.data!.requestBrandConnection;
    const answered = (await request(await account(), b)).body.data!.requestBrandConnection;
    await respond(owner!, answered.id, false);
    const em = t.orm.em.fork();
    const sent = new Date('2026-01-10T12:00:00Z');
    await em.execute('update brand_connections set created_at = ? where brand_id = ?', [sent, b.id]);

    const day = 24 * 60 * 60 * 1000;
    expect(await expireBrandRequests(em, new Date(sent.getTime() + 30 * day - 1000), { brandId: b.id })).toBe(0);
    expect(await expireBrandRequests(em, new Date(sent.getTime() + 30 * day), { brandId: b.id })).toBe(1);
    // Once: a second run (another instance) finds nothing left.
    expect(await expireBrandRequests(em, new Date(sent.getTime() + 31 * day))).toBe(0);

    const rows = await em.execute<{ id: string; status: string; first_response_at: Date | null }[]>(
      'select id, status, first_response_at from brand_connections where brand_id = ?',
      [b.id],
    );
    expect(rows.find((r) => r.id === asked.id)).toMatchObject({ status: 'expired', first_response_at: null });
    expect(rows.find((r) => r.id === answered.id)?.status).toBe('declined');
    expect(message((await respond(owner!, asked.id, true)).body)).toBe('This request is no longer pending');
    expect((await inbox(owner!, b.id, 'EXPIRED')).body.data?.brandInbox.edges.map((e) => e.node.id)).toEqual([asked.id]);
    // An expired request does not stand in the way of a new one.
    expect((await request(creator, b)).body.data?.requestBrandConnection.status).toBe('REQUESTED');
  });

  it('runs hourly, and the responsiveness daily, as cron items of the job worker on every instance at once', async () => {
    expect(CRON_ITEMS.map((item) => [item.task, item.match])).toEqual([
      ['expire_brand_requests', '7 * * * *'],
      ['compute_brand_responsiveness', '23 3 * * *'],
      ['expire_briefs', '17 * * * *'],
      ['notification_digests', '2 * * * *'],
      ['close_undecided_applications', '47 * * * *'],
      ['compute_poster_stats', '37 4 * * *'],
      ['delete_old_api_calls', '53 2 * * *'],
      ['sweep_webhook_deliveries', '*/5 * * * *'],
    ]);
    // A worker registers them in graphile-worker's own table (which makes one instance run each tick).
    const withWorker = await startTestApp({ WORKER: 'on' });
    try {
      await expect
        .poll(
          async () =>
            (
              await withWorker.orm.em
                .fork()
                .execute<{ identifier: string }[]>('select identifier from graphile_worker._private_known_crontabs order by identifier')
            ).map((r) => r.identifier),
          { timeout: 15_000 },
        )
        .toEqual(expect.arrayContaining(['compute_brand_responsiveness_daily', 'expire_brand_requests']));

      // And the queued recompute after an answer runs through that worker into the brand's columns.
      const b = await brand();
      const [owner] = await team(b);
      const asked = (await request(await account(), b)).body.data!.requestBrandConnection;
      await withWorker.gql('mutation ($id: ID!) { respondToBrandConnection(id: $id, accept: true) { id } }', { id: asked.id }, { cookie: owner!.cookie });
      await expect
        .poll(
          async () => (await withWorker.orm.em.fork().execute<{ n: number }[]>('select responsiveness_sample as n from brands where id = ?', [b.id]))[0]?.n,
          { timeout: 15_000 },
        )
        .toBe(1);
    } finally {
      await withWorker.close();
    }
  });
});

describe('responsiveness', () => {
  const HOUR = 60 * 60 * 1000;
  // Relative to the real clock, so that the daily run over every brand (as of today) agrees.
  const now = new Date(Math.floor(Date.now() / HOUR) * HOUR);
  const at = (hoursBeforeNow: number) => new Date(now.getTime() - hoursBeforeNow * HOUR);

  /** A request `age` hours before now, first answered `answeredAfter` hours after it was sent (null: never). */
  type Row = { age: number; status: 'connected' | 'declined' | 'requested' | 'expired' | 'withdrawn'; answeredAfter: number | null };
  async function history(b: TestBrand, rows: Row[]) {
    const em = t.orm.em.fork();
    for (const row of rows) {
      const creator = await createUser(t.orm);
      const created = at(row.age);
      const answered = row.answeredAfter === null ? null : new Date(created.getTime() + row.answeredAfter * HOUR);
      await em.execute(
        `insert into brand_connections (id, user_id, brand_id, status, pitch, created_at, updated_at, responded_at, first_response_at) values (gen_random_uuid(), ?, ?, ?, 'Hi', ?, ?, ?, ?)`,
        [creator.id, b.id, row.status, created, created, row.status === 'connected' || row.status === 'declined' ? answered : null, answered],
      );
    }
  }
  const figure = async (b: TestBrand) => {
    await computeBrandResponsiveness(t.orm.em.fork(), now, b.id);
    const { body } = await as<{
      brand: { responsiveness: { responseRate: number; medianFirstResponseHours: number | null; sampleSize: number; windowDays: number } | null };
    }>(null, 'query ($s: String!) { brand(slug: $s) { responsiveness { responseRate medianFirstResponseHours sampleSize windowDays } } }', { s: b.slug });
    expect(body.errors).toBeUndefined();
    return body.data!.brand.responsiveness;
  };
  const answeredIn = (hours: number[]): Row[] => hours.map((h, i) => ({ age: 200 + i, status: i % 3 === 0 ? 'declined' : 'connected', answeredAfter: h }));

  it('stays hidden below 10 requests and shows from the tenth', async () => {
    const b = await brand();
    await history(b, answeredIn([1, 2, 3, 4, 5, 6, 7, 8, 9]));
    expect(await figure(b)).toBeNull();
    await history(b, answeredIn([10]));
    expect(await figure(b)).toEqual({ responseRate: 100, medianFirstResponseHours: 5.5, sampleSize: 10, windowDays: 90 });
  });

  it('counts an expiry as no answer, draws the line at 72 hours, and takes the median of the answered', async () => {
    const b = await brand();
    await history(b, [
      // Answered: 72 h exactly is in time, a minute more is not; median of 1, 2, 10, 30, 72, 72.0167, 100 = 30.
      ...answeredIn([1, 2, 10, 30, 72, 72 + 1 / 60, 100]),
      // Expired unanswered (not answers), and a request pending for 5 days (not answered yet, past 72 h).
      { age: 40 * 24, status: 'expired', answeredAfter: null },
      { age: 35 * 24, status: 'expired', answeredAfter: null },
      { age: 5 * 24, status: 'requested', answeredAfter: null },
      // Left out: withdrawn before an answer, pending for less than 72 h, and outside the 90 days.
      { age: 10 * 24, status: 'withdrawn', answeredAfter: null },
      { age: 24, status: 'requested', answeredAfter: null },
      { age: 91 * 24, status: 'connected', answeredAfter: 1 },
    ]);
    // 10 counted: 5 answered within 72 h (1, 2, 10, 30, 72) → 50 %.
    expect(await figure(b)).toEqual({ responseRate: 50, medianFirstResponseHours: 30, sampleSize: 10, windowDays: 90 });
  });

  it('is computed for every brand at once by the daily run, and the demo brand shows one', async () => {
    const b = await brand();
    await history(b, answeredIn([1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]));
    const written = await computeBrandResponsiveness(t.orm.em.fork(), now);
    expect(written).toBeGreaterThan(1);
    const { body } = await as<{ brand: { responsiveness: { sampleSize: number } | null } }>(
      null,
      'query ($s: String!) { brand(slug: $s) { responsiveness { sampleSize } } }',
      { s: b.slug },
    );
    expect(body.data?.brand.responsiveness?.sampleSize).toBe(11);

    // The demo seed's history gives DistroKid a figure of its own (recomputed as of today).
    await computeBrandResponsiveness(t.orm.em.fork(), new Date(), (await t.orm.em.fork().findOneOrFail(Brand, { slug: 'distrokid' })).id);
    const demo = await as<{ brand: { responsiveness: { sampleSize: number; responseRate: number } | null } }>(
      null,
      '{ brand(slug: "distrokid") { responsiveness { sampleSize responseRate } } }',
    );
    expect(demo.body.data?.brand.responsiveness?.sampleSize).toBeGreaterThanOrEqual(10);
    // The directory's cards read the same stored columns.
    const card = await as<{ brands: { edges: { node: { slug: string; responsiveness: { sampleSize: number } | null } }[] } }>(
      null,
      '{ brands(search: "DistroKid", first: 5) { edges { node { slug responsiveness { sampleSize } } } } }',
    );
    expect(card.body.data?.brands.edges.find((e) => e.node.slug === 'distrokid')?.node.responsiveness).toEqual(
      demo.body.data?.brand.responsiveness ? { sampleSize: demo.body.data.brand.responsiveness.sampleSize } : null,
    );
  });
});

describe('brandMatches', () => {
  it("ranks brands for the creator's profile with reasons, leaving out brands already asked", async () => {
    const creator = await account(UserRole.CREATOR, { ...FULL_PROFILE, artistName: 'Mara Vex' } as Partial<Profile>);
    const query = 'query ($n: Int) { brandMatches(first: $n) { score reasons brand { slug } } }';
    type Matches = { brandMatches: { score: number; reasons: string[]; brand: { slug: string } }[] };
    const first = await as<Matches>(creator, query, { n: 50 });
    expect(first.body.errors).toBeUndefined();
    const matches = first.body.data!.brandMatches;
    expect(matches.length).toBeGreaterThan(0);
    expect(matches.map((m) => m.score)).toEqual([...matches.map((m) => m.score)].sort((x, y) => y - x));
    const top = matches[0]!;
    expect(top.reasons.length).toBeGreaterThan(0);
    expect(top.reasons.join(' ')).toMatch(/Distribution|Mastering|Techno|House|worldwide|Europe|europe/);

    await request(creator, { slug: top.brand.slug });
    const after = await as<Matches>(creator, query, { n: 50 });
    expect(after.body.data!.brandMatches.map((m) => m.brand.slug)).not.toContain(top.brand.slug);

    expect(code((await as(null, query, { n: 5 })).body)).toBe('UNAUTHENTICATED');
    for (const n of [0, 51, -1]) expect(code((await as(creator, query, { n })).body)).toBe('BAD_USER_INPUT');
  });
});

describe('input limits', () => {
  it('refuses long or malformed input with a clear message, before any SQL', async () => {
    const b = await brand();
    const [owner] = await team(b);
    const creator = await account();
    const cases: [Promise<{ body: { errors?: { message: string; extensions?: Record<string, unknown> }[] } }>, string][] = [
      [request(creator, b, 'x'.repeat(1001)), 'pitch must be at most 1000 characters'],
      [request(creator, b, '   '), 'Write a short pitch: what you make and why this brand'],
      [request(creator, b, 'ok', ['https://a.test', 'https://b.test', 'https://c.test', 'https://d.test']), 'links must have at most 3 items'],
      [request(creator, b, 'ok', [`https://a.test/${'x'.repeat(500)}`]), 'Each links item must be at most 500 characters'],
      [request(creator, b, 'ok', ['javascript:alert(1)']), 'Each link must be a web address starting with http:// or https://'],
      [request(creator, b, 'ok', ['https://user:pass@example.test']), 'Each link must be a web address starting with http:// or https://'],
      [request(creator, { slug: 'x'.repeat(81) }), 'slug must be at most 80 characters'],
      [request(creator, { slug: 'no-such-brand-anywhere' }), 'No such brand'],
      [withdraw(creator, 'not-an-id'), 'Invalid request id'],
      [respond(owner!, 'not-an-id', true), 'Invalid request id'],
      [inbox(owner!, 'not-an-id'), 'No such brand'],
    ];
    for (const [call, expected] of cases) expect(message((await call).body)).toBe(expected);
    const asked = (await request(creator, b)).body.data!.requestBrandConnection;
    expect(message((await respond(owner!, asked.id, true, 'x'.repeat(2001))).body)).toBe('message must be at most 2000 characters');
    expect(message((await respond(owner!, asked.id, true, 'nul\u0000byte')).body)).toMatch(/NUL|cannot be stored/);
    // A message at the limit is fine.
    expect((await respond(owner!, asked.id, true, 'y'.repeat(2000))).body.errors).toBeUndefined();
    const page = await as(owner!, 'query ($b: ID!) { brandInbox(brandId: $b, first: 101) { totalCount } }', { b: b.id });
    expect(code(page.body)).toBe('BAD_USER_INPUT');
  });
});
