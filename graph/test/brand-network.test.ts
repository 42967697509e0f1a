import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Brand } from '../src/modules/brand/brand.entity.js';
import { Profile } from '../src/modules/profile/profile.entity.js';
import { User } from '../src/modules/user/user.entity.js';
import { createSessionCookie, createUser, FULL_PROFILE } from './seed-helpers.js';
import { startTestApp, type TestApp } from './test-app.js';

/**
 * Brand accounts among creators: brands are asked, they do not ask. A brand account neither
 * requests connections, nor gets suggestions, nor starts conversations; a creator can block a
 * brand (its whole team), leave a brand conversation, and keep a brand's team out with "nobody".
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ WORKER: 'off' });
});
afterAll(async () => {
  await t.close();
});

type Account = { id: string; username: string; cookie: string; name: string };

async function account({ brandAccount = false } = {}): Promise<Account> {
  const user = await createUser(t.orm);
  const em = t.orm.em.fork();
  const name = `Artist ${user.username}`;
  em.create(Profile, { user: em.getReference(User, user.id), artistName: name, genres: ['Techno'], skills: ['Mixing'], lookingFor: ['Mixing'] });
  await em.flush();
  if (brandAccount) await em.execute(`update users set user_type = 'brand' where id = ?`, [user.id]);
  return { id: user.id, username: user.username, cookie: await createSessionCookie(t.orm, user.id), name };
}

type TestBrand = { id: string; slug: string; name: string };

async function brand(): Promise<TestBrand> {
  const tag = randomUUID().slice(0, 8);
  const id = randomUUID();
  const slug = `net-brand-${tag}`;
  const name = `Net Brand ${tag}`;
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
  });
  return { id, slug, name };
}

/** A brand with a team of brand accounts (the first its owner). */
async function brandWithTeam(size = 2): Promise<{ b: TestBrand; members: Account[] }> {
  const b = await brand();
  const members: Account[] = [];
  for (let i = 0; i < size; i += 1) {
    const member = await account({ brandAccount: true });
    await t.orm.em
      .fork()
      .execute('insert into brand_members (id, brand_id, user_id, role) values (gen_random_uuid(), ?, ?, ?)', [b.id, member.id, i === 0 ? 'owner' : 'member']);
    members.push(member);
  }
  return { b, members };
}

type Body<T> = { data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] };
const as = async <T = Record<string, unknown>>(who: Account, query: string, variables: Record<string, unknown> = {}): Promise<Body<T>> =>
  (await t.gql<T>(query, variables, { cookie: who.cookie })).body;
const code = (body: Body<unknown>) => body.errors?.[0]?.extensions?.code;
const message = (body: Body<unknown>) => body.errors?.[0]?.message;

/** A creator asks, the team's owner accepts: the brand conversation's id. */
async function brandConversation(creator: Account, b: TestBrand, owner: Account): Promise<{ conversationId: string; requestId: string }> {
  const asked = await as<{ requestBrandConnection: { id: string } }>(
    creator,
    'mutation ($s: String!) { requestBrandConnection(slug: $s, pitch: "Techno EP ready") { id } }',
    { s: b.slug },
  );
  expect(asked.errors).toBeUndefined();
  const requestId = asked.data!.requestBrandConnection.id;
  const accepted = await as<{ respondToBrandConnection: { conversationId: string } }>(
    owner,
    'mutation ($id: ID!) { respondToBrandConnection(id: $id, accept: true) { conversationId } }',
    { id: requestId },
  );
  expect(accepted.errors).toBeUndefined();
  return { conversationId: accepted.data!.respondToBrandConnection.conversationId, requestId };
}

const send = (who: Account, conversationId: string, text: string) =>
  as<{ sendMessage: { id: string } }>(who, 'mutation ($c: ID!, $b: String!) { sendMessage(conversationId: $c, body: $b) { id } }', {
    c: conversationId,
    b: text,
  });
const blockBrand = (who: Account, brandId: string) =>
  as<{ blockBrand: { id: string; viewerBlocked: boolean } }>(who, 'mutation ($b: ID!) { blockBrand(brandId: $b) { id viewerBlocked } }', { b: brandId });
const unblockBrand = (who: Account, brandId: string) =>
  as<{ unblockBrand: { id: string; viewerBlocked: boolean } }>(who, 'mutation ($b: ID!) { unblockBrand(brandId: $b) { id viewerBlocked } }', { b: brandId });
const viewerBlocked = async (who: Account, b: TestBrand) =>
  (await as<{ brand: { viewerBlocked: boolean } }>(who, 'query ($s: String!) { brand(slug: $s) { viewerBlocked } }', { s: b.slug })).data?.brand.viewerBlocked;
const blockedBrands = async (who: Account) => {
  const body = await as<{ viewer: { blockedBrands: { slug: string }[] } }>(who, '{ viewer { blockedBrands { slug } } }');
  expect(body.errors).toBeUndefined();
  return body.data!.viewer.blockedBrands.map((b) => b.slug);
};
const canSend = async (who: Account, conversationId: string) =>
  (
    await as<{ conversation: { canSend: { allowed: boolean; reason: string | null } } }>(
      who,
      'query ($c: ID!) { conversation(id: $c) { canSend { allowed reason } } }',
      { c: conversationId },
    )
  ).data?.conversation.canSend;

const ASKED_NOT_ASKING = 'Brand accounts are asked to connect; they do not ask.';

describe('brand accounts are asked, they do not ask', () => {
  it('a brand account cannot send connection requests, get suggestions or start conversations', async () => {
    const brandAccount = await account({ brandAccount: true });
    const creator = await account();
    await as(creator, 'mutation { updatePrivacySettings(input: { dmPolicy: EVERYONE }) { dmPolicy } }');

    const request = await as(brandAccount, 'mutation ($u: String!) { sendConnectionRequest(username: $u) { id } }', { u: creator.username });
    expect([code(request), message(request)]).toEqual(['FORBIDDEN', ASKED_NOT_ASKING]);
    const suggestions = await as(brandAccount, '{ connectionSuggestions(first: 5) { score } }');
    expect([code(suggestions), message(suggestions)]).toEqual(['FORBIDDEN', ASKED_NOT_ASKING]);
    const start = await as(brandAccount, 'mutation ($u: String!) { startConversation(username: $u) { id } }', { u: creator.username });
    expect([code(start), message(start)]).toEqual(['FORBIDDEN', ASKED_NOT_ASKING]);
    const pending = await t.orm.em.fork().execute('select 1 from connection_requests where from_id = ?', [brandAccount.id]);
    expect(pending).toHaveLength(0);

    // Creators still do all three.
    const other = await account();
    expect((await as(other, 'mutation ($u: String!) { startConversation(username: $u) { id } }', { u: creator.username })).errors).toBeUndefined();
    expect((await as(other, '{ connectionSuggestions(first: 5) { score } }')).errors).toBeUndefined();
  });

  it('a brand account cannot keep writing in a direct conversation it had with a creator', async () => {
    const brandAccount = await account({ brandAccount: true });
    const creator = await account();
    const id = randomUUID();
    const em = t.orm.em.fork();
    const pairKey = brandAccount.id < creator.id ? `${brandAccount.id}:${creator.id}` : `${creator.id}:${brandAccount.id}`;
    await em.execute('insert into conversations (id, pair_key, started_by_id, created_at, last_message_at) values (?, ?, ?, now(), now())', [
      id,
      pairKey,
      brandAccount.id,
    ]);
    await em.execute(
      'insert into conversation_members (conversation_id, user_id, is_request, accepted_at, last_message_at) values (?, ?, false, now(), now()), (?, ?, false, now(), now())',
      [id, brandAccount.id, id, creator.id],
    );
    const sent = await send(brandAccount, id, 'Still here');
    expect([code(sent), message(sent)]).toEqual(['FORBIDDEN', ASKED_NOT_ASKING]);
  });

  it('blockUser and removeConnection on a brand account point to the brand block instead of NOT_FOUND', async () => {
    const brandAccount = await account({ brandAccount: true });
    const creator = await account();
    for (const mutation of ['blockUser', 'removeConnection']) {
      const body = await as(creator, `mutation ($u: String!) { ${mutation}(username: $u) }`, { u: brandAccount.username });
      expect([code(body), message(body)]).toEqual(['BAD_USER_INPUT', 'This is a brand account; block the brand instead.']);
    }
  });
});

describe('a creator blocks a brand', () => {
  it('stops every member of its team writing to the creator, and unblocking restores it', async () => {
    const { b, members } = await brandWithTeam(2);
    const creator = await account();
    const { conversationId } = await brandConversation(creator, b, members[0]!);
    expect((await send(members[1]!, conversationId, 'Hello from the team')).errors).toBeUndefined();

    const blocked = await blockBrand(creator, b.id);
    expect(blocked.errors).toBeUndefined();
    expect(blocked.data!.blockBrand).toEqual({ id: b.id, viewerBlocked: true });
    expect(await viewerBlocked(creator, b)).toBe(true);
    expect(await blockedBrands(creator)).toEqual([b.slug]);

    for (const member of members) {
      const refused = await send(member, conversationId, 'Anyone there?');
      expect(code(refused)).toBe('FORBIDDEN');
      expect((await canSend(member, conversationId))?.allowed).toBe(false);
    }
    // The creator cannot ask a brand they blocked either.
    const ask = await as(creator, 'mutation ($s: String!) { requestBrandConnection(slug: $s, pitch: "Again") { id } }', { s: b.slug });
    expect(code(ask)).toBe('BAD_USER_INPUT');

    const unblocked = await unblockBrand(creator, b.id);
    expect(unblocked.data?.unblockBrand).toEqual({ id: b.id, viewerBlocked: false });
    expect(await blockedBrands(creator)).toEqual([]);
    for (const member of members) expect((await send(member, conversationId, 'Back again')).errors).toBeUndefined();
  });

  it("takes back the creator's pending request, so the team can no longer answer it", async () => {
    const { b, members } = await brandWithTeam(1);
    const creator = await account();
    const asked = await as<{ requestBrandConnection: { id: string } }>(
      creator,
      'mutation ($s: String!) { requestBrandConnection(slug: $s, pitch: "Techno EP") { id } }',
      { s: b.slug },
    );
    expect((await blockBrand(creator, b.id)).errors).toBeUndefined();
    const answer = await as(members[0]!, 'mutation ($id: ID!) { respondToBrandConnection(id: $id, accept: true) { id } }', {
      id: asked.data!.requestBrandConnection.id,
    });
    expect(code(answer)).toBe('BAD_USER_INPUT');
  });

  it("is the creator's own: another creator neither sees nor lifts it", async () => {
    const { b } = await brandWithTeam(1);
    const creator = await account();
    const other = await account();
    await blockBrand(creator, b.id);
    expect(await viewerBlocked(other, b)).toBe(false);
    expect(await blockedBrands(other)).toEqual([]);
    await unblockBrand(other, b.id);
    expect(await viewerBlocked(creator, b)).toBe(true);
    expect(await blockedBrands(creator)).toEqual([b.slug]);
    // A brand's own team cannot block it, and a brand account is asked the same way as anyone else.
    const team = (await brandWithTeam(1)).members[0]!;
    const ownBrand = (await t.orm.em.fork().execute<{ brand_id: string }[]>('select brand_id from brand_members where user_id = ?', [team.id]))[0]!.brand_id;
    expect(code(await blockBrand(team, ownBrand))).toBe('FORBIDDEN');
    expect(code(await blockBrand(creator, randomUUID()))).toBe('NOT_FOUND');
  });
});

describe('a blocked brand in MatchMade', () => {
  it("leaves the creator's brand matches while blocked, and comes back once unblocked", async () => {
    const user = await createUser(t.orm);
    const em = t.orm.em.fork();
    em.create(Profile, { user: em.getReference(User, user.id), ...FULL_PROFILE, artistName: 'Mara Block' } as Profile);
    await em.flush();
    const creator: Account = { id: user.id, username: user.username, cookie: await createSessionCookie(t.orm, user.id), name: 'Mara Block' };
    type Matches = { brandMatches: { brand: { id: string; slug: string } }[] };
    const matches = async () => {
      const body = await as<Matches>(creator, '{ brandMatches(first: 50) { brand { id slug } } }');
      expect(body.errors).toBeUndefined();
      return body.data!.brandMatches.map((m) => m.brand);
    };
    const top = (await matches())[0]!;
    expect(top).toBeDefined();
    expect((await blockBrand(creator, top.id)).errors).toBeUndefined();
    expect((await matches()).map((b) => b.slug)).not.toContain(top.slug);
    await unblockBrand(creator, top.id);
    expect((await matches()).map((b) => b.slug)).toContain(top.slug);
  });
});

describe('a creator ends or quiets a brand conversation', () => {
  it('leaving ends the conversation: the team can no longer write, and its inbox lists it as ENDED', async () => {
    const { b, members } = await brandWithTeam(2);
    const creator = await account();
    const stranger = await account();
    const { conversationId, requestId } = await brandConversation(creator, b, members[0]!);

    const notTheirs = await as(stranger, 'mutation ($c: ID!) { leaveBrandConversation(conversationId: $c) { id status } }', { c: conversationId });
    expect(code(notTheirs)).toBe('NOT_FOUND');
    // The team does not leave: brand accounts are refused by the policy.
    const teamLeaves = await as(members[1]!, 'mutation ($c: ID!) { leaveBrandConversation(conversationId: $c) { id status } }', { c: conversationId });
    expect(code(teamLeaves)).toBe('FORBIDDEN');

    const left = await as<{ leaveBrandConversation: { id: string; status: string } }>(
      creator,
      'mutation ($c: ID!) { leaveBrandConversation(conversationId: $c) { id status } }',
      { c: conversationId },
    );
    expect(left.errors).toBeUndefined();
    expect(left.data!.leaveBrandConversation).toEqual({ id: requestId, status: 'ENDED' });

    for (const member of members) {
      const refused = await send(member, conversationId, 'Wait!');
      expect([code(refused), message(refused)]).toEqual(['FORBIDDEN', 'This conversation has ended.']);
    }
    const ended = await as<{ brandInbox: { edges: { node: { id: string; status: string } }[] } }>(
      members[1]!,
      'query ($b: ID!) { brandInbox(brandId: $b, status: ENDED, first: 10) { edges { node { id status } } } }',
      { b: b.id },
    );
    expect(ended.data?.brandInbox.edges.map((e) => e.node)).toEqual([{ id: requestId, status: 'ENDED' }]);
  });

  it('"nobody" stops the brand\'s team writing new messages, with a clear error', async () => {
    const { b, members } = await brandWithTeam(1);
    const creator = await account();
    const { conversationId } = await brandConversation(creator, b, members[0]!);
    await as(creator, 'mutation { updatePrivacySettings(input: { dmPolicy: NOBODY }) { dmPolicy } }');
    const refused = await send(members[0]!, conversationId, 'Quick question');
    expect([code(refused), message(refused)]).toEqual(['FORBIDDEN', `${creator.name} doesn't accept direct messages.`]);
    expect(await canSend(members[0]!, conversationId)).toEqual({ allowed: false, reason: `${creator.name} doesn't accept direct messages.` });
    await as(creator, 'mutation { updatePrivacySettings(input: { dmPolicy: CONNECTIONS }) { dmPolicy } }');
    expect((await send(members[0]!, conversationId, 'Quick question')).errors).toBeUndefined();
  });
});
