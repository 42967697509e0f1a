import { randomUUID } from 'node:crypto';
import { defaultFieldResolver, type GraphQLObjectType, type GraphQLResolveInfo } from 'graphql';
import { createClient, type FormattedExecutionResult } from 'graphql-ws';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Context } from '../src/modules/common/context.js';
import { createOnce } from '../src/modules/common/single-flight.js';
import { BannerAd } from '../src/modules/ad/banner-ad.entity.js';
import { Profile } from '../src/modules/profile/profile.entity.js';
import { PricingTier, Resource } from '../src/modules/resource/resource.entity.js';
import { SESSION_COOKIE, viewerForSessionToken } from '../src/modules/user/session.service.js';
import { User } from '../src/modules/user/user.entity.js';
import { fieldsReturning, graphqlOperations, objectFields, restRoutes } from './api-surface.js';
import { createMatch, createSessionCookie, createUser, UserRole } from './seed-helpers.js';
import { startTestApp, type TestApp } from './test-app.js';

/**
 * Who may do what, for every door of the API: each Query, Mutation and Subscription field, each
 * field of the account type (User) and each REST route, for four actors. "other" is a second
 * creator acting on the first creator's things (their match ids, their account). The table is
 * checked against the schema and the route table: a field or route without a row fails the test.
 */

const ACTORS = ['visitor', 'creator', 'other', 'admin'] as const;
type ActorName = (typeof ACTORS)[number];

/** `allowed`: no error at all; otherwise the error code expected (the policy's, or the feature's own). */
type Outcome = 'allowed' | 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' | 'SERVICE_UNAVAILABLE';
type Outcomes = Record<ActorName, Outcome>;

const everyone = (outcome: Outcome): Outcomes => ({ visitor: outcome, creator: outcome, other: outcome, admin: outcome });
/** Acting on one's own account: any signed-in account may. */
const SIGNED_IN: Outcomes = { visitor: 'UNAUTHENTICATED', creator: 'allowed', other: 'allowed', admin: 'allowed' };
/** The first creator's private things: theirs, and admins'. */
const OWNER_OR_ADMIN: Outcomes = { visitor: 'UNAUTHENTICATED', creator: 'allowed', other: 'FORBIDDEN', admin: 'allowed' };
/** Matches: the creator's alone, not even admins'. */
const OWNER_ONLY: Outcomes = { visitor: 'UNAUTHENTICATED', creator: 'allowed', other: 'FORBIDDEN', admin: 'FORBIDDEN' };
/** The back office: admins only. */
const ADMIN: Outcomes = { visitor: 'UNAUTHENTICATED', creator: 'FORBIDDEN', other: 'FORBIDDEN', admin: 'allowed' };

/** Fresh accounts per row: rows sign out, refresh (6 a minute) and write, and must not meet. */
type World = {
  creator: { id: string; cookie: string; matchId: string };
  other: { id: string; cookie: string; matchId: string };
  admin: { id: string; cookie: string; matchId: string };
  /** A brand the first creator owns (for the brand logo route, whose path is built without waiting). */
  brand: string;
};

type GraphqlRow = { document: string; variables?: (w: World) => Record<string, unknown> | Promise<Record<string, unknown>>; expect: Outcomes };
type RestRow = {
  /** The path with its parameters filled in. */
  path?: (w: World) => string;
  body?: (w: World) => unknown;
  /** A picture upload (multipart, in a field of this name), not JSON. */
  upload?: string;
  expect: Record<ActorName, number>;
};
type FieldRow = { selection: string; expect: Outcomes };

const unique = () => randomUUID().slice(0, 8);

/** A fresh creator to act on (a connection request's other side, someone to block). */
const stranger = async () => (await createUser(t.orm)).username;
const usernameOf = async (id: string) => (await t.orm.em.fork().findOneOrFail(User, { id })).username;
/** A conversation between an account and a fresh creator, written directly; a message request to the account when asked. */
async function conversationWith(userId: string, { request = false } = {}): Promise<string> {
  const other = await createUser(t.orm);
  const id = randomUUID();
  const em = t.orm.em.fork();
  const pairKey = userId < other.id ? `${userId}:${other.id}` : `${other.id}:${userId}`;
  await em.execute('insert into conversations (id, pair_key, started_by_id, created_at, last_message_at) values (?, ?, ?, now(), now())', [
    id,
    pairKey,
    other.id,
  ]);
  await em.execute(
    'insert into conversation_members (conversation_id, user_id, is_request, accepted_at, last_message_at) values (?, ?, ?, null, now()), (?, ?, false, now(), now())',
    [id, userId, request, id, other.id],
  );
  await em.execute(`insert into messages (conversation_id, sender_id, body) values (?, ?, 'Hello from the matrix')`, [id, other.id]);
  return id;
}
/** A notification of the account's, written directly (an item another account asked to connect left). */
async function notificationOf(userId: string): Promise<string> {
  const id = randomUUID();
  await t.orm.em
    .fork()
    .execute(`insert into notifications (id, user_id, kind, group_key, url, reason) values (?, ?, 'connection_requested', ?, '/network', 'matrix')`, [
      id,
      userId,
      id,
    ]);
  return id;
}
/** A creator who accepts messages from everyone. */
async function openToMessages(): Promise<string> {
  const user = await createUser(t.orm);
  await t.orm.em.fork().execute(`insert into privacy_settings (user_id, dm_policy) values (?, 'everyone')`, [user.id]);
  return user.username;
}

/** A pending connection request, written directly: from one account to another. */
async function pendingRequest(fromId: string, toId: string): Promise<string> {
  const id = randomUUID();
  await t.orm.em
    .fork()
    .execute(
      `insert into connection_requests (id, from_id, to_id, status, created_at, expires_at) values (?, ?, ?, 'PENDING', now(), now() + interval '30 days')`,
      [id, fromId, toId],
    );
  return id;
}
/** A fresh directory brand, with the account on its team when given. */
async function brandOf(memberId?: string): Promise<{ id: string; slug: string }> {
  const id = randomUUID();
  const slug = `matrix-brand-${unique()}`;
  const em = t.orm.em.fork();
  await em.execute(
    `insert into brands (id, slug, name, category, tagline, description, website, logo_url, headquarters, region) values (?, ?, 'Matrix brand', 'distribution', 'Matrix', 'Matrix', 'https://example.test', ?, 'Matrix', 'global')`,
    [id, slug, `/logos/${slug}.svg`],
  );
  if (memberId) await em.execute(`insert into brand_members (id, brand_id, user_id, role) values (gen_random_uuid(), ?, ?, 'member')`, [id, memberId]);
  return { id, slug };
}
/** A pending brand request, written directly: from a creator to a brand. */
async function brandRequest(fromId: string, brandId: string): Promise<string> {
  const id = randomUUID();
  await t.orm.em
    .fork()
    .execute(`insert into brand_connections (id, user_id, brand_id, status, pitch) values (?, ?, ?, 'requested', 'Matrix')`, [id, fromId, brandId]);
  return id;
}
/**
 * A brand conversation between the account and a fresh brand's team, written as an accept leaves
 * it: the connection CONNECTED, a seat for the creator and one for a team member.
 */
async function brandConversationOf(creatorId: string): Promise<{ id: string; brandId: string; memberId: string }> {
  const member = await createUser(t.orm);
  const { id: brandId } = await brandOf(member.id);
  const id = randomUUID();
  const em = t.orm.em.fork();
  await em.execute(
    `insert into brand_connections (id, user_id, brand_id, status, pitch, responded_at) values (gen_random_uuid(), ?, ?, 'connected', 'Matrix', now())`,
    [creatorId, brandId],
  );
  await em.execute('insert into conversations (id, pair_key, started_by_id, brand_id, created_at, last_message_at) values (?, ?, ?, ?, now(), now())', [
    id,
    `brand:${brandId}:${creatorId}`,
    member.id,
    brandId,
  ]);
  // The team's seats come from the brand_members trigger only on joins after the conversation: seat both here.
  await em.execute(
    `insert into conversation_members (conversation_id, user_id, brand_id, is_request, accepted_at, last_message_at) values (?, ?, null, false, now(), now()), (?, ?, ?, false, now(), now()) on conflict do nothing`,
    [id, creatorId, id, member.id, brandId],
  );
  return { id, brandId, memberId: member.id };
}
/** An open report on a fresh creator, written directly, for the admin rows of the moderation queue. */
async function openReport(): Promise<{ id: string }> {
  const [reporter, reported] = [await createUser(t.orm), await createUser(t.orm)];
  const id = randomUUID();
  await t.orm.em
    .fork()
    .execute(`insert into reports (id, reporter_id, reported_id, reported_username, category) values (?, ?, ?, ?, 'SPAM')`, [
      id,
      reporter.id,
      reported.id,
      reported.username,
    ]);
  return { id };
}
const PASSWORD = 'a-strong-passphrase';

let t: TestApp;

/** An account with a password, signed up through the API, for the sign-in rows. */
async function registered(): Promise<{ email: string; password: string }> {
  const email = `matrix-${unique()}@example.test`;
  const response = await fetch(`${t.baseUrl}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(response.status).toBe(201);
  return { email, password: PASSWORD };
}

/** A showing banner ad of its own placement (no dashboard shows it), for the ad rows. */
async function ad(): Promise<{ id: string }> {
  const id = randomUUID();
  const placement = `matrix-${unique()}`;
  await t.orm.em.fork().insert(BannerAd, {
    id,
    slug: placement,
    title: 'Matrix ad',
    description: 'Matrix',
    imageUrl: 'DISTROKID_LOGO',
    linkUrl: 'https://example.test',
    sponsor: 'Matrix',
    placement,
  });
  return { id };
}

/** A fresh account for the back office's account rows; suspended when asked. */
async function target({ suspended = false } = {}): Promise<{ userId: string }> {
  const user = await createUser(t.orm);
  if (suspended) await t.orm.em.fork().execute(`update users set suspended_at = now(), suspension_reason = 'Matrix' where id = ?`, [user.id]);
  return { userId: user.id };
}

/**
 * An archived resource of its own for the resource rows: out of the library and MatchMade's
 * catalogue (even once restored it fits no creator of another test: a stage, region and need of its own).
 */
/** A resource of the library (the demo catalogue's). */
async function libraryResource(): Promise<{ id: string }> {
  const { id } = await t.orm.em.fork().findOneOrFail(Resource, { slug: 'distrokid' });
  return { id };
}

async function archivedResource(): Promise<{ id: string }> {
  const id = randomUUID();
  const slug = `matrix-${unique()}`;
  await t.orm.em.fork().insert(Resource, {
    id,
    slug,
    name: 'Matrix resource',
    description: 'Matrix',
    category: ['education'],
    pricing: 'Free',
    pricingTier: PricingTier.FREE,
    website: 'https://example.test',
    url: 'https://example.test',
    logoUrl: `/logos/${slug}.svg`,
    features: [],
    targetGenres: ['Matrix genre'],
    careerStages: ['professional'],
    regions: ['asia-pacific'],
    skills: [],
    lookingFor: ['Matrix need'],
    archivedAt: new Date(),
  });
  return { id };
}

/** A brand of its own for the brand rows: unlisted (awaiting verification) unless asked; no team. */
async function freshBrand({ listed = false, verified = false } = {}): Promise<string> {
  const id = randomUUID();
  const slug = `matrix-${unique()}`;
  await t.orm.em.fork().execute(
    `insert into brands (id, slug, name, category, tagline, description, website, logo_url, headquarters, region, regions, listed, verified)
     values (?, ?, ?, 'distribution', 'Matrix', 'Matrix brand', 'https://example.test', ?, '', 'global', '{global}', ?, ?)`,
    [id, slug, `Matrix ${slug}`, `/logos/${slug}.svg`, listed, verified],
  );
  return id;
}
/** Puts an account on a brand's team. */
const joinTeam = (brandId: string, userId: string, role: 'owner' | 'member') =>
  t.orm.em.fork().execute(`insert into brand_members (id, brand_id, user_id, role) values (?, ?, ?, ?)`, [randomUUID(), brandId, userId, role]);
/** A brand the first creator owns, with a second member: the team rows' "creator" is its owner, "other" and admins are off its team. */
async function creatorsBrand(w: World, { verified = false } = {}): Promise<{ brandId: string; memberId: string }> {
  const brandId = await freshBrand({ verified });
  const member = await createUser(t.orm);
  await joinTeam(brandId, w.creator.id, 'owner');
  await joinTeam(brandId, member.id, 'member');
  return { brandId, memberId: member.id };
}
/** An invitation to the first creator's own address on a fresh brand, with the token its link would carry. */
async function inviteForCreator(w: World): Promise<{ token: string }> {
  const token = `matrix-${randomUUID()}`;
  const brandId = await freshBrand();
  const [user] = await t.orm.em.fork().execute<{ email: string }[]>('select email from users where id = ?', [w.creator.id]);
  await t.orm.em
    .fork()
    .execute(
      `insert into brand_invites (id, brand_id, email, token_hash, expires_at) values (?, ?, ?, encode(sha256(convert_to(?, 'UTF8')), 'hex'), now() + interval '7 days')`,
      [randomUUID(), brandId, user!.email, token],
    );
  return { token };
}
/** A pending invitation on the first creator's brand. */
async function creatorsInvite(w: World): Promise<{ id: string }> {
  const { brandId } = await creatorsBrand(w);
  const id = randomUUID();
  await t.orm.em
    .fork()
    .execute(`insert into brand_invites (id, brand_id, email, token_hash, expires_at) values (?, ?, ?, ?, now() + interval '7 days')`, [
      id,
      brandId,
      `matrix-${unique()}@example.test`,
      randomUUID().replace(/-/g, '').padEnd(64, '0'),
    ]);
  return { id };
}
/** Makes the first creator's account a brand account, for the rows only brand accounts pass. */
const asBrandAccount = (w: World) => t.orm.em.fork().execute(`update users set user_type = 'brand' where id = ?`, [w.creator.id]);
/** A pending claim of a fresh brand account on a fresh directory brand, for the admin rows. */
async function pendingClaim(): Promise<{ id: string }> {
  const user = await createUser(t.orm);
  const brandId = await freshBrand({ listed: true });
  const id = randomUUID();
  await t.orm.em.fork().execute(`insert into brand_claims (id, brand_id, user_id) values (?, ?, ?)`, [id, brandId, user.id]);
  return { id };
}
/** A key of a brand the first creator owns, written directly (its secret is never used here). */
async function creatorsApiKey(w: World): Promise<string> {
  const { brandId } = await creatorsBrand(w);
  const id = randomUUID();
  await t.orm.em
    .fork()
    .execute(
      `insert into api_keys (id, brand_id, name, grants, secret_hash, last_four, expires_at) values (?, ?, 'Matrix key', '{"BRAND_PAGE":"READ"}', ?, 'abcd', now() + interval '30 days')`,
      [id, brandId, randomUUID().replace(/-/g, '').padEnd(64, '0')],
    );
  return id;
}
/** A webhook endpoint of the first creator's brand, written directly (its secret is never read here). */
async function creatorsWebhookEndpoint(w: World): Promise<{ id: string }> {
  const { brandId } = await creatorsBrand(w);
  const id = randomUUID();
  await t.orm.em
    .fork()
    .execute(
      `insert into webhook_endpoints (id, brand_id, url, events, secret_ciphertext) values (?, ?, 'https://hooks.example.test/in', '{MESSAGE_RECEIVED}', 'v1.a.b.c')`,
      [id, brandId],
    );
  return { id };
}
/** A failed delivery to a webhook endpoint of the first creator's brand, for the replay row. */
async function creatorsFailedDelivery(w: World): Promise<{ id: string }> {
  const { id: endpointId } = await creatorsWebhookEndpoint(w);
  const id = randomUUID();
  await t.orm.em
    .fork()
    .execute(
      `insert into webhook_deliveries (id, endpoint_id, event_id, event, payload, status, attempts) values (?, ?, gen_random_uuid(), 'MESSAGE_RECEIVED', '{}', 'failed', 1)`,
      [id, endpointId],
    );
  return { id };
}
/** The slug of a listed brand the first creator owns, for the fields only its owners read. */
async function creatorsListedBrand(w: World): Promise<{ slug: string }> {
  const brandId = await freshBrand({ listed: true, verified: true });
  await joinTeam(brandId, w.creator.id, 'owner');
  const [row] = await t.orm.em.fork().execute<{ slug: string }[]>('select slug from brands where id = ?', [brandId]);
  return { slug: row!.slug };
}
/** The team rows: only the brand's team passes (its owners, for the owner rows), admins included in "not on the team". */
const TEAM: Outcomes = { visitor: 'UNAUTHENTICATED', creator: 'allowed', other: 'FORBIDDEN', admin: 'FORBIDDEN' };
/** What only brand accounts do; the rows make the first creator's account one. */
const BRAND_ACCOUNT: Outcomes = TEAM;

/** Completes the world's profiles, for the rows that need a complete profile (posting, applying). */
async function completeProfiles(w: World): Promise<void> {
  await t.orm.em
    .fork()
    .execute(`update profiles set bio = ?, location = 'Berlin', career_stage = 'emerging', skills = '{Production}' where user_id in (?, ?, ?)`, [
      'Matrix producer writing and mixing records for other artists, long enough to count as a bio.',
      w.creator.id,
      w.other.id,
      w.admin.id,
    ]);
}
/** A brief written directly: the poster's own, open unless told otherwise, with no screening questions. */
async function briefBy(posterId: string, { status = 'open', awaitingReview = false } = {}): Promise<string> {
  const id = randomUUID();
  await t.orm.em.fork().execute(
    `insert into briefs (id, poster_id, title, description, kind, compensation_type, remote, closes_at, status, awaiting_review, published_at)
     values (?, ?, ?, 'A matrix brief', 'collaboration', 'unpaid', true, now() + interval '20 days', ?, ?, case when ? = 'open' then now() end)`,
    [id, posterId, `Matrix brief ${unique()}`, status, awaitingReview, status],
  );
  return id;
}
/** An application written directly. */
async function applicationTo(briefId: string, applicantId: string): Promise<string> {
  const id = randomUUID();
  await t.orm.em
    .fork()
    .execute(`insert into brief_applications (id, brief_id, applicant_id, pitch) values (?, ?, ?, 'Matrix pitch')`, [id, briefId, applicantId]);
  return id;
}
/** The poster's rows: the first creator posted it; anyone else is refused (FORBIDDEN on a public brief). */
const POSTER: Outcomes = { visitor: 'UNAUTHENTICATED', creator: 'allowed', other: 'FORBIDDEN', admin: 'FORBIDDEN' };
/** A private thing of the first creator (a draft, an application): to anyone else it does not exist. */
const OWN_PRIVATE: Outcomes = { visitor: 'UNAUTHENTICATED', creator: 'allowed', other: 'NOT_FOUND', admin: 'NOT_FOUND' };

const RESOURCE_INPUT = () => ({
  name: `Matrix ${unique()}`,
  description: 'Matrix',
  category: ['education'],
  pricing: 'Free',
  website: 'https://example.test',
  targetGenres: ['Matrix genre'],
  careerStages: ['professional'],
  regions: ['asia-pacific'],
  lookingFor: ['Matrix need'],
});

const GRAPHQL: Record<string, GraphqlRow> = {
  'Query.adminResources': {
    document: '{ adminResources(first: 1, includeArchived: true, sort: NEWEST) { totalCount edges { node { id archivedAt } } } }',
    expect: ADMIN,
  },
  'Mutation.createResource': {
    document: 'mutation ($input: CreateResourceInput!) { createResource(input: $input) { id } }',
    variables: () => ({ input: RESOURCE_INPUT() }),
    expect: ADMIN,
  },
  'Mutation.updateResource': {
    document: 'mutation ($id: ID!) { updateResource(id: $id, input: { pricing: "Free forever" }) { id } }',
    variables: () => archivedResource(),
    expect: ADMIN,
  },
  'Mutation.archiveResource': { document: 'mutation ($id: ID!) { archiveResource(id: $id) { id } }', variables: () => archivedResource(), expect: ADMIN },
  'Mutation.restoreResource': { document: 'mutation ($id: ID!) { restoreResource(id: $id) { id } }', variables: () => archivedResource(), expect: ADMIN },
  'Query.adminBrands': { document: '{ adminBrands(status: ALL, first: 1) { totalCount edges { node { id listed } } } }', expect: ADMIN },
  'Query.brandClaims': { document: '{ brandClaims(status: PENDING) { id claimant { email } } }', expect: ADMIN },
  'Mutation.approveBrandClaim': {
    document: 'mutation ($id: ID!) { approveBrandClaim(id: $id) { id status } }',
    variables: () => pendingClaim(),
    expect: ADMIN,
  },
  'Mutation.rejectBrandClaim': {
    document: 'mutation ($id: ID!) { rejectBrandClaim(id: $id, reason: "Matrix") { id status } }',
    variables: () => pendingClaim(),
    expect: ADMIN,
  },
  'Mutation.verifyBrand': {
    document: 'mutation ($id: ID!) { verifyBrand(id: $id) { id verified } }',
    variables: async () => ({ id: await freshBrand() }),
    expect: ADMIN,
  },
  'Mutation.createBrand': {
    document: 'mutation ($input: BrandInput!) { createBrand(input: $input) { id listed } }',
    variables: async (w) => (
      await asBrandAccount(w),
      { input: { name: `Matrix ${unique()}`, tagline: 'Matrix', description: 'Matrix', category: 'distribution', website: 'https://example.test' } }
    ),
    expect: BRAND_ACCOUNT,
  },
  'Mutation.claimBrand': {
    document: 'mutation ($slug: String!) { claimBrand(slug: $slug) { id status } }',
    variables: async (w) => {
      await asBrandAccount(w);
      const [row] = await t.orm.em.fork().execute<{ slug: string }[]>('select slug from brands where id = ?', [await freshBrand({ listed: true })]);
      return { slug: row!.slug };
    },
    expect: BRAND_ACCOUNT,
  },
  'Mutation.inviteBrandMember': {
    document: 'mutation ($brandId: ID!, $email: String!) { inviteBrandMember(brandId: $brandId, email: $email) { id } }',
    variables: async (w) => ({ ...(await creatorsBrand(w, { verified: true })), email: `matrix-${unique()}@example.test` }),
    expect: TEAM,
  },
  'Mutation.acceptBrandInvite': {
    document: 'mutation ($token: String!) { acceptBrandInvite(token: $token) { id } }',
    variables: async (w) => (await asBrandAccount(w), inviteForCreator(w)),
    expect: BRAND_ACCOUNT,
  },
  'Query.brandInvites': {
    document: 'query ($brandId: ID!) { brandInvites(brandId: $brandId) { id email } }',
    variables: (w) => creatorsBrand(w),
    expect: TEAM,
  },
  'Mutation.revokeBrandInvite': { document: 'mutation ($id: ID!) { revokeBrandInvite(id: $id) }', variables: (w) => creatorsInvite(w), expect: TEAM },
  // A brand's API keys: its owners only (the first creator owns the brand; its member is refused in api-keys.test.ts).
  'Mutation.createApiKey': {
    document: 'mutation ($input: CreateApiKeyInput!) { createApiKey(input: $input) { secret } }',
    variables: async (w) => ({
      input: {
        brandId: (await creatorsBrand(w)).brandId,
        name: 'Matrix key',
        expiresAt: new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString(),
        grants: [{ resource: 'BRAND_PAGE', access: 'READ' }],
      },
    }),
    expect: TEAM,
  },
  'Mutation.rollApiKey': {
    document: 'mutation ($id: ID!) { rollApiKey(id: $id, graceHours: 1) { secret } }',
    variables: async (w) => ({ id: await creatorsApiKey(w) }),
    expect: TEAM,
  },
  'Mutation.revokeApiKey': {
    document: 'mutation ($id: ID!) { revokeApiKey(id: $id) { id } }',
    variables: async (w) => ({ id: await creatorsApiKey(w) }),
    expect: TEAM,
  },
  'Query.brandMembers': {
    document: 'query ($brandId: ID!) { brandMembers(brandId: $brandId) { userId email } }',
    variables: (w) => creatorsBrand(w),
    expect: TEAM,
  },
  'Mutation.updateBrand': {
    document: 'mutation ($brandId: ID!) { updateBrand(id: $brandId, input: { tagline: "Matrix" }) { id } }',
    variables: (w) => creatorsBrand(w),
    expect: TEAM,
  },
  'Mutation.removeBrandMember': {
    document: 'mutation ($brandId: ID!, $memberId: ID!) { removeBrandMember(brandId: $brandId, userId: $memberId) }',
    variables: (w) => creatorsBrand(w),
    expect: TEAM,
  },
  'Mutation.setBrandMemberRole': {
    document: 'mutation ($brandId: ID!, $memberId: ID!) { setBrandMemberRole(brandId: $brandId, userId: $memberId, role: OWNER) { role } }',
    variables: (w) => creatorsBrand(w),
    expect: TEAM,
  },
  'Query.adminBannerAds': { document: '{ adminBannerAds { id state startsAt stats { clicks } } }', expect: ADMIN },
  'Query.adminUsers': {
    document: '{ adminUsers(first: 2, role: CREATOR) { totalCount edges { node { id email lastSeenAt profile { id } } } } }',
    expect: ADMIN,
  },
  'Query.adminUser': {
    document: 'query ($id: ID!) { adminUser(id: $id) { id email suspensionReason matchCount } }',
    variables: (w) => ({ id: w.creator.id }),
    expect: ADMIN,
  },
  'Query.adminStats': { document: '{ adminStats { creators } }', expect: ADMIN },
  'Query.adminMetrics': { document: '{ adminMetrics(days: 7) { signups { date count } totals { signups { change } } ads { ad { id } ctr } } }', expect: ADMIN },
  'Query.connectionSuggestions': { document: '{ connectionSuggestions(first: 3) { score } }', expect: SIGNED_IN },
  'Query.creator': {
    document: 'query ($u: String!) { creator(username: $u) { id connectionCount } }',
    variables: async (w) => ({ u: await usernameOf(w.creator.id) }),
    expect: everyone('allowed'),
  },
  // Someone else's conversation is null, never an error: ids cannot be probed (messaging.test.ts checks the null).
  'Query.conversation': {
    document: 'query ($id: ID!) { conversation(id: $id) { id } }',
    variables: async (w) => ({ id: await conversationWith(w.creator.id) }),
    expect: SIGNED_IN,
  },
  'Query.moderationQueue': {
    document: '{ moderationQueue(status: OPEN, first: 5) { totalCount edges { node { id reporter { username } messages { body } } } } }',
    expect: ADMIN,
  },
  'Query.auditLog': { document: '{ auditLog(first: 1) { totalCount edges { node { action actor { id } } } } }', expect: ADMIN },
  'Query.authConfig': { document: '{ authConfig { googleEnabled } }', expect: everyone('allowed') },
  'Query.bannerAds': { document: '{ bannerAds { id } }', expect: everyone('allowed') },
  // The key making the request: null for every session and for visitors (keys are in api-key-scopes.test.ts).
  'Query.viewerApiKey': { document: '{ viewerApiKey { id } }', expect: everyone('allowed') },
  // A session has no bucket: it sees what the operation would cost a key (the budget module).
  'Query.rateLimit': { document: '{ rateLimit { cost remaining limit resetAt } }', expect: everyone('allowed') },
  'Query.brand': { document: '{ brand(slug: "distrokid") { id } }', expect: everyone('allowed') },
  'Query.brandCategories': { document: '{ brandCategories { category } }', expect: everyone('allowed') },
  // Creator → brand requests. A brand's inbox is its team's: the first creator is on the brand's team; anyone else, admins too, FORBIDDEN (the brand is public).
  'Query.brandInbox': {
    document: 'query ($b: ID!) { brandInbox(brandId: $b) { totalCount edges { node { id pitch creator { username } } } } }',
    variables: async (w) => ({ b: (await brandOf(w.creator.id)).id }),
    expect: { visitor: 'UNAUTHENTICATED', creator: 'allowed', other: 'FORBIDDEN', admin: 'FORBIDDEN' },
  },
  // A brand's audience aggregates are its team's: anyone else, admins too, FORBIDDEN (keys: brand-audience.test.ts).
  'Query.brandAudience': {
    document: 'query ($b: ID!) { brandAudience(brandId: $b) { consentingCreators belowMinimum genres { label count suppressed } } }',
    variables: async (w) => ({ b: (await brandOf(w.creator.id)).id }),
    expect: { visitor: 'UNAUTHENTICATED', creator: 'allowed', other: 'FORBIDDEN', admin: 'FORBIDDEN' },
  },
  'Query.brandMatches': { document: '{ brandMatches(first: 3) { score reasons brand { id } } }', expect: SIGNED_IN },
  'Mutation.requestBrandConnection': {
    document: 'mutation ($s: String!) { requestBrandConnection(slug: $s, pitch: "Matrix pitch") { id status } }',
    variables: async () => ({ s: (await brandOf()).slug }),
    expect: SIGNED_IN,
  },
  'Mutation.withdrawBrandConnection': {
    document: 'mutation ($id: ID!) { withdrawBrandConnection(id: $id) { id } }',
    variables: async (w) => ({ id: await brandRequest(w.creator.id, (await brandOf()).id) }),
    // One's own request only; to anyone else it does not exist.
    expect: { visitor: 'UNAUTHENTICATED', creator: 'allowed', other: 'NOT_FOUND', admin: 'NOT_FOUND' },
  },
  'Mutation.respondToBrandConnection': {
    document: 'mutation ($id: ID!) { respondToBrandConnection(id: $id, accept: true, message: "Welcome") { id status } }',
    variables: async (w) => ({ id: await brandRequest((await createUser(t.orm)).id, (await brandOf(w.creator.id)).id) }),
    // The brand's team answers; anyone else, admins too, FORBIDDEN (as for the inbox).
    expect: { visitor: 'UNAUTHENTICATED', creator: 'allowed', other: 'FORBIDDEN', admin: 'FORBIDDEN' },
  },
  'Query.brands': { document: '{ brands(first: 1) { totalCount } }', expect: everyone('allowed') },
  // A creator's block of a brand, and leaving a brand conversation: for oneself (brand accounts are refused: see the brand-account rows).
  'Mutation.blockBrand': {
    document: 'mutation ($b: ID!) { blockBrand(brandId: $b) { id viewerBlocked } }',
    variables: async () => ({ b: (await brandOf()).id }),
    expect: SIGNED_IN,
  },
  'Mutation.unblockBrand': {
    document: 'mutation ($b: ID!) { unblockBrand(brandId: $b) { id viewerBlocked } }',
    variables: async () => ({ b: (await brandOf()).id }),
    expect: SIGNED_IN,
  },
  'Mutation.leaveBrandConversation': {
    document: 'mutation ($c: ID!) { leaveBrandConversation(conversationId: $c) { id status } }',
    variables: async (w) => ({ c: (await brandConversationOf(w.creator.id)).id }),
    // Only the creator of the conversation leaves it; to anyone else, admins too, it does not exist.
    expect: { visitor: 'UNAUTHENTICATED', creator: 'allowed', other: 'NOT_FOUND', admin: 'NOT_FOUND' },
  },
  // The collaboration board: briefs are public once open; applications are their applicant's and their poster's alone; admins moderate.
  'Query.briefs': {
    document: '{ briefs(first: 3, sort: CLOSING_SOON) { totalCount edges { node { id compensation { type } } } } }',
    expect: everyone('allowed'),
  },
  'Query.brief': {
    document:
      'query ($id: ID!) { brief(id: $id) { id title poster { creator { username } brand { id } } applicationCount posterStats { hireRate } viewerFit { score } viewerApplication { id } } }',
    variables: async (w) => ({ id: await briefBy(w.creator.id) }),
    expect: everyone('allowed'),
  },
  'Query.briefModerationQueue': { document: '{ briefModerationQueue(first: 5) { totalCount edges { node { id } } } }', expect: ADMIN },
  'Query.briefApplications': {
    document: 'query ($b: ID!) { briefApplications(briefId: $b) { totalCount edges { node { id pitch status applicant { username } } } } }',
    variables: async (w) => {
      const b = await briefBy(w.creator.id);
      await applicationTo(b, (await createUser(t.orm)).id);
      return { b };
    },
    expect: POSTER,
  },
  'Mutation.createBrief': {
    document: 'mutation ($input: CreateBriefInput!) { createBrief(input: $input) { id status } }',
    variables: async (w) => {
      await completeProfiles(w);
      return {
        input: { title: `Matrix ${unique()}`, description: `Matrix brief ${unique()}`, kind: 'COLLABORATION', compensation: { type: 'UNPAID' }, remote: true },
      };
    },
    expect: SIGNED_IN,
  },
  'Mutation.updateBrief': {
    document: 'mutation ($id: ID!) { updateBrief(id: $id, input: { location: "Lisbon" }) { id } }',
    variables: async (w) => ({ id: await briefBy(w.creator.id) }),
    expect: POSTER,
  },
  'Mutation.publishBrief': {
    document: 'mutation ($id: ID!) { publishBrief(id: $id) { id status awaitingReview } }',
    variables: async (w) => ({ id: await briefBy(w.creator.id, { status: 'draft' }) }),
    expect: OWN_PRIVATE,
  },
  'Mutation.pauseBrief': {
    document: 'mutation ($id: ID!) { pauseBrief(id: $id) { id } }',
    variables: async (w) => ({ id: await briefBy(w.creator.id) }),
    expect: POSTER,
  },
  'Mutation.closeBrief': {
    document: 'mutation ($id: ID!) { closeBrief(id: $id, outcome: NO_HIRE, reason: "Matrix") { id status } }',
    variables: async (w) => ({ id: await briefBy(w.creator.id) }),
    expect: POSTER,
  },
  'Mutation.reportBrief': {
    document: 'mutation ($id: ID!) { reportBrief(id: $id, reason: "Matrix") { id } }',
    variables: async () => ({ id: await briefBy((await createUser(t.orm)).id) }),
    expect: SIGNED_IN,
  },
  'Mutation.approveBrief': {
    document: 'mutation ($id: ID!) { approveBrief(id: $id) { id status } }',
    variables: async () => ({ id: await briefBy((await createUser(t.orm)).id, { status: 'draft', awaitingReview: true }) }),
    expect: ADMIN,
  },
  'Mutation.rejectBrief': {
    document: 'mutation ($id: ID!) { rejectBrief(id: $id, reason: "Matrix") { id status } }',
    variables: async () => ({ id: await briefBy((await createUser(t.orm)).id, { status: 'draft', awaitingReview: true }) }),
    expect: ADMIN,
  },
  'Mutation.applyToBrief': {
    document: 'mutation ($b: ID!) { applyToBrief(briefId: $b, input: { pitch: "Matrix pitch" }) { id status } }',
    variables: async (w) => {
      await completeProfiles(w);
      return { b: await briefBy((await createUser(t.orm)).id) };
    },
    expect: SIGNED_IN,
  },
  'Mutation.withdrawApplication': {
    document: 'mutation ($id: ID!) { withdrawApplication(id: $id) { id status } }',
    variables: async (w) => ({ id: await applicationTo(await briefBy((await createUser(t.orm)).id), w.creator.id) }),
    expect: OWN_PRIVATE,
  },
  'Mutation.decideApplication': {
    document: 'mutation ($id: ID!) { decideApplication(id: $id, status: SHORTLISTED) { id status } }',
    variables: async (w) => ({ id: await applicationTo(await briefBy(w.creator.id), (await createUser(t.orm)).id) }),
    expect: OWN_PRIVATE,
  },
  // "Fits you" is the signed-in creator's own (admins are creators too); the candidates and invitations are the poster's.
  'Query.briefFeed': { document: '{ briefFeed(first: 5) { totalCount edges { node { id viewerFit { score } } } } }', expect: SIGNED_IN },
  'Query.briefCandidates': {
    document: 'query ($b: ID!) { briefCandidates(briefId: $b) { totalCount edges { node { score reasons invited applied creator { username } } } } }',
    variables: async (w) => ({ b: await briefBy(w.creator.id) }),
    expect: POSTER,
  },
  'Mutation.inviteToBrief': {
    document: 'mutation ($b: ID!, $u: [String!]!) { inviteToBrief(briefId: $b, usernames: $u) { score invited } }',
    variables: async (w) => {
      const b = await briefBy(w.creator.id);
      const invitee = await createUser(t.orm);
      await t.orm.em.fork().execute(`insert into brief_fits (brief_id, user_id, score, reasons) values (?, ?, 80, '{}')`, [b, invitee.id]);
      return { b, u: [invitee.username] };
    },
    expect: POSTER,
  },
  'Mutation.createWebhookEndpoint': {
    document: 'mutation ($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { signingSecret endpoint { id } } }',
    variables: async (w) => ({
      input: { brandId: (await creatorsBrand(w)).brandId, url: 'https://hooks.example.test/in', events: ['MESSAGE_RECEIVED'] },
    }),
    // The brand's owners only ("creator" owns it; its member, other brands and admins are refused).
    expect: TEAM,
  },
  'Mutation.deleteWebhookEndpoint': {
    document: 'mutation ($id: ID!) { deleteWebhookEndpoint(id: $id) }',
    variables: (w) => creatorsWebhookEndpoint(w),
    expect: TEAM,
  },
  'Mutation.enableWebhookEndpoint': {
    document: 'mutation ($id: ID!) { enableWebhookEndpoint(id: $id) { id disabledAt } }',
    variables: (w) => creatorsWebhookEndpoint(w),
    expect: TEAM,
  },
  'Mutation.replayWebhookDelivery': {
    document: 'mutation ($id: ID!) { replayWebhookDelivery(id: $id) { id status } }',
    variables: (w) => creatorsFailedDelivery(w),
    expect: TEAM,
  },
  'Query.creators': { document: '{ creators(first: 1) { totalCount } }', expect: everyone('allowed') },
  'Query.resource': { document: '{ resource(slug: "distrokid") { id } }', expect: everyone('allowed') },
  'Query.resourceCategories': { document: '{ resourceCategories { category } }', expect: everyone('allowed') },
  'Query.resources': { document: '{ resources(first: 1) { totalCount } }', expect: everyone('allowed') },
  // A visitor's viewer is null, not an error; the account's own fields are rows of USER_FIELDS.
  'Query.viewer': { document: '{ viewer { id } }', expect: everyone('allowed') },
  'Query.vocabulary': { document: '{ vocabulary { genres } }', expect: everyone('allowed') },

  'Mutation.createBannerAd': {
    document: 'mutation ($input: CreateBannerAdInput!) { createBannerAd(input: $input) { id } }',
    variables: () => ({
      input: {
        title: 'Matrix',
        description: 'Matrix',
        imageUrl: 'DISTROKID_LOGO',
        linkUrl: 'https://example.test',
        sponsor: 'Matrix',
        placement: `matrix-${unique()}`,
      },
    }),
    expect: ADMIN,
  },
  'Mutation.deleteBannerAd': { document: 'mutation ($id: ID!) { deleteBannerAd(id: $id) }', variables: () => ad(), expect: ADMIN },
  'Mutation.recordAdClick': { document: 'mutation ($id: ID!) { recordAdClick(id: $id) }', variables: () => ad(), expect: everyone('allowed') },
  'Mutation.recordAdImpression': { document: 'mutation ($id: ID!) { recordAdImpression(id: $id) }', variables: () => ad(), expect: everyone('allowed') },
  'Mutation.setUserRole': {
    document: 'mutation ($userId: ID!) { setUserRole(userId: $userId, role: ADMIN) { role } }',
    variables: () => target(),
    expect: ADMIN,
  },
  'Mutation.suspendUser': {
    document: 'mutation ($userId: ID!) { suspendUser(userId: $userId, reason: "Matrix") { suspendedAt } }',
    variables: () => target(),
    expect: ADMIN,
  },
  'Mutation.unsuspendUser': {
    document: 'mutation ($userId: ID!) { unsuspendUser(userId: $userId) { suspendedAt } }',
    variables: () => target({ suspended: true }),
    expect: ADMIN,
  },
  'Mutation.updateBannerAd': {
    document: 'mutation ($id: ID!) { updateBannerAd(id: $id, input: { priority: 3 }) { id } }',
    variables: () => ad(),
    expect: ADMIN,
  },
  'Mutation.chat': { document: 'mutation { chat(message: "How do I get on playlists?") { response } }', expect: everyone('allowed') },
  'Mutation.dismissProfilePrompt': { document: 'mutation { dismissProfilePrompt { percent } }', expect: SIGNED_IN },
  'Mutation.login': {
    document: 'mutation ($input: LoginInput!) { login(input: $input) { id email } }',
    variables: async () => ({ input: await registered() }),
    expect: everyone('allowed'),
  },
  'Mutation.logout': { document: 'mutation { logout }', expect: everyone('allowed') },
  // Bookmarks a library resource for the actor: their own match, made when missing (matches-and-resources.test.ts).
  'Mutation.bookmarkResource': {
    document: 'mutation ($id: ID!) { bookmarkResource(resourceId: $id) { id status } }',
    variables: () => libraryResource(),
    expect: SIGNED_IN,
  },
  'Mutation.refreshMatches': { document: 'mutation { refreshMatches { matchCount } }', expect: SIGNED_IN },
  'Mutation.register': {
    document: 'mutation ($input: RegisterInput!) { register(input: $input) { id email role } }',
    variables: () => ({ input: { email: `matrix-${unique()}@example.test`, password: PASSWORD } }),
    expect: everyone('allowed'),
  },
  'Mutation.removeProfilePicture': { document: 'mutation { removeProfilePicture { id } }', expect: SIGNED_IN },
  // Google sign-in is off in this app (no Firebase project): open to all, and unavailable to all.
  'Mutation.signInWithGoogle': { document: `mutation { signInWithGoogle(idToken: "${'x'.repeat(200)}") { id } }`, expect: everyone('SERVICE_UNAVAILABLE') },
  'Mutation.updateMatchStatus': {
    document: 'mutation ($id: ID!) { updateMatchStatus(id: $id, status: BOOKMARKED) { id status } }',
    variables: (w) => ({ id: w.creator.matchId }),
    // Another creator's match, and an admin's look at it, are NOT_FOUND: ids cannot be probed.
    expect: { visitor: 'UNAUTHENTICATED', creator: 'allowed', other: 'NOT_FOUND', admin: 'NOT_FOUND' },
  },
  'Mutation.sendConnectionRequest': {
    document: 'mutation ($u: String!) { sendConnectionRequest(username: $u) { id } }',
    variables: async () => ({ u: await stranger() }),
    expect: SIGNED_IN,
  },
  'Mutation.respondToConnectionRequest': {
    document: 'mutation ($id: ID!) { respondToConnectionRequest(id: $id, action: ACCEPT) { id } }',
    variables: async (w) => ({ id: await pendingRequest((await createUser(t.orm)).id, w.creator.id) }),
    // Only the recipient answers; to anyone else the request does not exist.
    expect: { visitor: 'UNAUTHENTICATED', creator: 'allowed', other: 'NOT_FOUND', admin: 'NOT_FOUND' },
  },
  'Mutation.withdrawConnectionRequest': {
    document: 'mutation ($id: ID!) { withdrawConnectionRequest(id: $id) { id } }',
    variables: async (w) => ({ id: await pendingRequest(w.creator.id, (await createUser(t.orm)).id) }),
    expect: { visitor: 'UNAUTHENTICATED', creator: 'allowed', other: 'NOT_FOUND', admin: 'NOT_FOUND' },
  },
  'Mutation.removeConnection': {
    document: 'mutation ($u: String!) { removeConnection(username: $u) }',
    variables: async () => ({ u: await stranger() }),
    expect: SIGNED_IN,
  },
  'Mutation.blockUser': { document: 'mutation ($u: String!) { blockUser(username: $u) }', variables: async () => ({ u: await stranger() }), expect: SIGNED_IN },
  'Mutation.unblockUser': {
    document: 'mutation ($u: String!) { unblockUser(username: $u) }',
    variables: async () => ({ u: await stranger() }),
    expect: SIGNED_IN,
  },
  'Mutation.updatePrivacySettings': {
    document:
      'mutation { updatePrivacySettings(input: { dmPolicy: EVERYONE, shareWithConnectedBrands: true, sharedAudienceFields: [GENRES] }) { dmPolicy shareWithConnectedBrands } }',
    expect: SIGNED_IN,
  },
  'Mutation.startConversation': {
    document: 'mutation ($u: String!) { startConversation(username: $u) { id } }',
    variables: async () => ({ u: await openToMessages() }),
    expect: SIGNED_IN,
  },
  'Mutation.sendMessage': {
    document: 'mutation ($id: ID!) { sendMessage(conversationId: $id, body: "Hi") { id } }',
    variables: async (w) => ({ id: await conversationWith(w.creator.id) }),
    expect: { visitor: 'UNAUTHENTICATED', creator: 'allowed', other: 'NOT_FOUND', admin: 'NOT_FOUND' },
  },
  'Mutation.markConversationRead': {
    document: 'mutation ($id: ID!) { markConversationRead(conversationId: $id) { id } }',
    variables: async (w) => ({ id: await conversationWith(w.creator.id) }),
    expect: { visitor: 'UNAUTHENTICATED', creator: 'allowed', other: 'NOT_FOUND', admin: 'NOT_FOUND' },
  },
  'Mutation.acceptMessageRequest': {
    document: 'mutation ($id: ID!) { acceptMessageRequest(conversationId: $id) { id } }',
    variables: async (w) => ({ id: await conversationWith(w.creator.id, { request: true }) }),
    expect: { visitor: 'UNAUTHENTICATED', creator: 'allowed', other: 'NOT_FOUND', admin: 'NOT_FOUND' },
  },
  'Mutation.declineMessageRequest': {
    document: 'mutation ($id: ID!) { declineMessageRequest(conversationId: $id) }',
    variables: async (w) => ({ id: await conversationWith(w.creator.id, { request: true }) }),
    expect: { visitor: 'UNAUTHENTICATED', creator: 'allowed', other: 'NOT_FOUND', admin: 'NOT_FOUND' },
  },
  'Mutation.reportCreator': {
    document: 'mutation ($u: String!) { reportCreator(username: $u, category: SPAM) { id status outcome } }',
    variables: async () => ({ u: await stranger() }),
    expect: SIGNED_IN,
  },
  'Mutation.claimReport': { document: 'mutation ($id: ID!) { claimReport(id: $id) { id status } }', variables: () => openReport(), expect: ADMIN },
  'Mutation.resolveReport': {
    document: 'mutation ($id: ID!) { resolveReport(id: $id, action: DISMISS, note: "Matrix") { id status } }',
    variables: () => openReport(),
    expect: ADMIN,
  },
  'Mutation.updateProfile': { document: 'mutation { updateProfile(input: { bio: "Matrix" }) { id } }', expect: SIGNED_IN },

  'Mutation.markNotificationsSeen': { document: 'mutation { markNotificationsSeen }', expect: SIGNED_IN },
  'Mutation.updateNotificationPreferences': {
    document: 'mutation { updateNotificationPreferences(input: { digest: { frequency: DAILY, hour: 9 } }) { digest { frequency } } }',
    expect: SIGNED_IN,
  },
  'Mutation.deliverHeldNotifications': { document: 'mutation { deliverHeldNotifications }', expect: SIGNED_IN },
  'Mutation.markAllNotificationsRead': { document: 'mutation { markAllNotificationsRead }', expect: SIGNED_IN },
  // One's own items only: someone else's does not exist for them, admins included.
  'Mutation.markNotificationRead': {
    document: 'mutation ($id: ID!) { markNotificationRead(id: $id) { id readAt } }',
    variables: async (w) => ({ id: await notificationOf(w.creator.id) }),
    expect: { visitor: 'UNAUTHENTICATED', creator: 'allowed', other: 'NOT_FOUND', admin: 'NOT_FOUND' },
  },
  'Mutation.markNotificationDone': {
    document: 'mutation ($id: ID!) { markNotificationDone(id: $id) }',
    variables: async (w) => ({ id: await notificationOf(w.creator.id) }),
    expect: { visitor: 'UNAUTHENTICATED', creator: 'allowed', other: 'NOT_FOUND', admin: 'NOT_FOUND' },
  },

  'Subscription.catalogUpdated': { document: 'subscription { catalogUpdated { kind } }', expect: everyone('allowed') },
  'Subscription.chatReply': { document: 'subscription { chatReply(message: "hello") { done } }', expect: everyone('allowed') },
  'Subscription.conversationRead': { document: 'subscription { conversationRead { conversationId } }', expect: SIGNED_IN },
  'Subscription.messageAdded': { document: 'subscription { messageAdded { id body } }', expect: SIGNED_IN },
  'Subscription.matchesUpdated': { document: 'subscription { matchesUpdated { matchCount } }', expect: SIGNED_IN },
  'Subscription.notificationAdded': { document: 'subscription { notificationAdded { id title unseenCount } }', expect: SIGNED_IN },
  'Subscription.briefPosted': { document: 'subscription { briefPosted { score reasons brief { id } } }', expect: SIGNED_IN },
};

/** Every field of the account type, read on the first creator's account. */
const USER_FIELDS: Record<string, FieldRow> = {
  id: { selection: 'id', expect: everyone('allowed') },
  username: { selection: 'username', expect: everyone('allowed') },
  firstName: { selection: 'firstName', expect: everyone('allowed') },
  artistName: { selection: 'artistName', expect: everyone('allowed') },
  profileImageUrl: { selection: 'profileImageUrl', expect: everyone('allowed') },
  userType: { selection: 'userType', expect: everyone('allowed') },
  createdAt: { selection: 'createdAt', expect: everyone('allowed') },
  updatedAt: { selection: 'updatedAt', expect: everyone('allowed') },
  email: { selection: 'email', expect: OWNER_OR_ADMIN },
  lastName: { selection: 'lastName', expect: OWNER_OR_ADMIN },
  emailVerified: { selection: 'emailVerified', expect: OWNER_OR_ADMIN },
  role: { selection: 'role', expect: OWNER_OR_ADMIN },
  brandConnections: { selection: 'brandConnections { id }', expect: OWNER_OR_ADMIN },
  // Brand accounts: the account's brand pages and claims, private to it (and admins).
  managedBrands: { selection: 'managedBrands { id }', expect: OWNER_OR_ADMIN },
  brandClaims: { selection: 'brandClaims { id }', expect: OWNER_OR_ADMIN },
  profile: { selection: 'profile { id }', expect: OWNER_OR_ADMIN },
  profileCompletion: { selection: 'profileCompletion { percent }', expect: OWNER_OR_ADMIN },
  match: { selection: 'match(id: "00000000-0000-4000-8000-000000000000") { id }', expect: OWNER_ONLY },
  matches: { selection: 'matches(first: 1) { totalCount }', expect: OWNER_ONLY },
  recentRecommendations: { selection: 'recentRecommendations { id }', expect: OWNER_ONLY },
  resourceFit: { selection: 'resourceFit(slug: "distrokid") { score match { id } }', expect: OWNER_ONLY },
  brandConnectionStats: { selection: 'brandConnectionStats { totalBrands }', expect: OWNER_ONLY },
  // The peer network: one's own, not even admins'.
  connections: { selection: 'connections(first: 5) { totalCount }', expect: OWNER_ONLY },
  connectionRequests: { selection: 'connectionRequests(direction: INCOMING) { id }', expect: OWNER_ONLY },
  pendingConnectionRequestCount: { selection: 'pendingConnectionRequestCount', expect: OWNER_ONLY },
  blockedCreators: { selection: 'blockedCreators { id }', expect: OWNER_ONLY },
  blockedBrands: { selection: 'blockedBrands { id }', expect: OWNER_ONLY },
  privacySettings: { selection: 'privacySettings { dmPolicy shareWithConnectedBrands sharedAudienceFields }', expect: OWNER_ONLY },
  conversations: { selection: 'conversations(first: 5) { totalCount }', expect: OWNER_ONLY },
  unreadMessageCount: { selection: 'unreadMessageCount', expect: OWNER_ONLY },
  // One's reports and moderation notices: private to the account, and open to admins.
  reports: { selection: 'reports(first: 5) { totalCount edges { node { outcome } } }', expect: OWNER_OR_ADMIN },
  moderationNotices: { selection: 'moderationNotices { message }', expect: OWNER_OR_ADMIN },
  // The collaboration board: one's own briefs, applications and allowance, not even admins'.
  briefs: { selection: 'briefs(first: 5) { totalCount }', expect: OWNER_ONLY },
  applications: { selection: 'applications(first: 5) { totalCount edges { node { status } } }', expect: OWNER_ONLY },
  applicationAllowance: { selection: 'applicationAllowance { remaining resetsAt }', expect: OWNER_ONLY },
  // Notifications: one's own, not even admins'.
  notifications: { selection: 'notifications(first: 5) { totalCount edges { node { title } } }', expect: OWNER_ONLY },
  unseenNotificationCount: { selection: 'unseenNotificationCount', expect: OWNER_ONLY },
  notificationPreferences: { selection: 'notificationPreferences { digest { frequency } snoozedUntil }', expect: OWNER_ONLY },
  heldNotifications: { selection: 'heldNotifications { count releaseAt }', expect: OWNER_ONLY },
};

/**
 * Fields guarded by an admin action on types anyone may read, each read through a public query:
 * the guard holds on the field itself, whichever resolver returns its object.
 */
/** Operations under a rule that depends on their subject, beside their row above. */
const SUBJECT_RULES: Record<string, GraphqlRow> = {
  // Only a verified brand's owners invite: on an unverified brand, its owner is refused too.
  'Mutation.inviteBrandMember on an unverified brand': {
    document: 'mutation ($brandId: ID!, $email: String!) { inviteBrandMember(brandId: $brandId, email: $email) { id } }',
    variables: async (w) => ({ ...(await creatorsBrand(w)), email: `matrix-${unique()}@example.test` }),
    expect: { visitor: 'UNAUTHENTICATED', creator: 'FORBIDDEN', other: 'FORBIDDEN', admin: 'FORBIDDEN' },
  },
};

const GUARDED_FIELDS: Record<string, GraphqlRow> = {
  'Resource.archivedAt': { document: '{ resources(first: 1) { edges { node { id archivedAt } } } }', expect: ADMIN },
  'Brief.reports': {
    document: 'query ($id: ID!) { brief(id: $id) { id reports { reason } } }',
    variables: async () => ({ id: await briefBy((await createUser(t.orm)).id) }),
    expect: ADMIN,
  },
  'Brand.owners': { document: '{ brands(first: 1) { edges { node { id owners { email } } } } }', expect: ADMIN },
  // A brand's keys and calls: its owners only, on a page anyone may read.
  'Brand.apiKeys': { document: 'query ($slug: String!) { brand(slug: $slug) { apiKeys { id } } }', variables: creatorsListedBrand, expect: TEAM },
  'Brand.apiCalls': {
    document: 'query ($slug: String!) { brand(slug: $slug) { apiCalls(first: 5) { edges { node { id } } } } }',
    variables: creatorsListedBrand,
    expect: TEAM,
  },
  // A brand's briefs in every state, and its conversations with creators: its team (and its keys, in api-key-scopes.test.ts).
  'Brand.briefs': {
    document: 'query ($slug: String!) { brand(slug: $slug) { briefs(first: 5) { totalCount edges { node { id status } } } } }',
    variables: creatorsListedBrand,
    expect: TEAM,
  },
  'Brand.conversations': {
    document: 'query ($slug: String!) { brand(slug: $slug) { conversations(first: 5) { totalCount edges { node { id other { displayName } } } } } }',
    variables: creatorsListedBrand,
    expect: TEAM,
  },
  // A public brand's endpoints: its owners only.
  'Brand.webhookEndpoints': {
    document:
      'query ($slug: String!) { brand(slug: $slug) { id webhookEndpoints { id url deliveries(first: 5) { id event status attempts lastResponseStatus } } } }',
    variables: creatorsListedBrand,
    expect: TEAM,
  },
};

/** The only ways to a User: the actor's own account. Anyone else is a CreatorProfile. */
const FIELDS_RETURNING_USER = [
  // Admin-only reads of accounts (the back office): an admin may read any account (account:read).
  'AuditEntry.actor',
  'Mutation.login',
  'Mutation.register',
  'Mutation.signInWithGoogle',
  'Query.viewer',
];

const REST: Record<string, RestRow> = {
  'GET /api/user': { expect: { visitor: 401, creator: 200, other: 200, admin: 200 } },
  'POST /api/register': {
    body: () => ({ email: `matrix-${unique()}@example.test`, password: PASSWORD }),
    expect: { visitor: 201, creator: 201, other: 201, admin: 201 },
  },
  'POST /api/login': { body: () => registered(), expect: { visitor: 200, creator: 200, other: 200, admin: 200 } },
  'POST /api/auth/firebase': { body: () => ({ idToken: 'x'.repeat(200) }), expect: { visitor: 503, creator: 503, other: 503, admin: 503 } },
  'POST /api/logout': { expect: { visitor: 200, creator: 200, other: 200, admin: 200 } },
  // Account basics. The forgot form answers alike for everyone; a made-up link is refused alike.
  'POST /api/password/forgot': { body: () => ({ email: `matrix-${unique()}@example.test` }), expect: { visitor: 202, creator: 202, other: 202, admin: 202 } },
  'POST /api/password/reset': { body: () => ({ token: 'x'.repeat(43), password: PASSWORD }), expect: { visitor: 400, creator: 400, other: 400, admin: 400 } },
  'POST /api/password/reset/check': { body: () => ({ token: 'x'.repeat(43) }), expect: { visitor: 400, creator: 400, other: 400, admin: 400 } },
  'POST /api/user/email/confirm': { body: () => ({ token: 'x'.repeat(43) }), expect: { visitor: 400, creator: 400, other: 400, admin: 400 } },
  // One-click unsubscribe: the signed token is the credential, whoever sends it; a made-up one is refused alike.
  'GET /api/notifications/unsubscribe': {
    path: () => '/api/notifications/unsubscribe?token=x',
    expect: { visitor: 400, creator: 400, other: 400, admin: 400 },
  },
  'POST /api/notifications/unsubscribe': {
    path: () => '/api/notifications/unsubscribe?token=x',
    expect: { visitor: 400, creator: 400, other: 400, admin: 400 },
  },
  // Proving an address: the link alone is enough (a made-up one is refused alike); asking again is
  // for the signed-in owner only, and the matrix's accounts are proven already (409).
  'POST /api/user/email/verify': { body: () => ({ token: 'x'.repeat(43) }), expect: { visitor: 400, creator: 400, other: 400, admin: 400 } },
  'POST /api/user/email/verify/resend': { expect: { visitor: 401, creator: 409, other: 409, admin: 409 } },
  // One's own account only (no route names another): the seeded accounts have no password, so a change asks for a reset link (400).
  'GET /api/user/account': { expect: { visitor: 401, creator: 200, other: 200, admin: 200 } },
  'POST /api/user/password': {
    body: () => ({ currentPassword: 'not-the-password', newPassword: 'another-passphrase' }),
    expect: { visitor: 401, creator: 400, other: 400, admin: 400 },
  },
  'POST /api/user/email': { body: () => ({ email: `matrix-${unique()}@example.test` }), expect: { visitor: 401, creator: 202, other: 202, admin: 202 } },
  'GET /api/user/export': { expect: { visitor: 401, creator: 200, other: 200, admin: 200 } },
  // Without the typed confirmation nothing is deleted (account.test.ts deletes for real).
  'DELETE /api/user': { body: () => ({ confirm: 'no' }), expect: { visitor: 401, creator: 400, other: 400, admin: 400 } },
  'GET /api/profiles': { expect: { visitor: 401, creator: 200, other: 200, admin: 200 } },
  'PUT /api/profiles': { body: () => ({ bio: 'Matrix' }), expect: { visitor: 401, creator: 200, other: 200, admin: 200 } },
  'POST /api/profile/picture': { upload: 'picture', expect: { visitor: 401, creator: 200, other: 200, admin: 200 } },
  'DELETE /api/profile/picture': { expect: { visitor: 401, creator: 200, other: 200, admin: 200 } },
  'GET /api/matchmade/matches': { expect: { visitor: 401, creator: 200, other: 200, admin: 200 } },
  'PATCH /api/matchmade/matches/:matchId': {
    path: (w) => `/api/matchmade/matches/${w.creator.matchId}`,
    body: () => ({ status: 'bookmarked' }),
    expect: { visitor: 401, creator: 200, other: 404, admin: 404 },
  },
  'POST /api/matchmade/refresh': { expect: { visitor: 401, creator: 200, other: 200, admin: 200 } },
  'GET /api/resource-matches/recent': { expect: { visitor: 401, creator: 200, other: 200, admin: 200 } },
  'GET /api/brand-connections/stats': { expect: { visitor: 401, creator: 200, other: 200, admin: 200 } },
  'GET /api/banner-ads': { expect: { visitor: 200, creator: 200, other: 200, admin: 200 } },
  'POST /api/admin/ad-images': { upload: 'image', expect: { visitor: 401, creator: 403, other: 403, admin: 201 } },
  // Only the brand's team uploads its logo (the first creator owns this brand; admins are off its team).
  'POST /api/brands/:id/logo': { path: (w) => `/api/brands/${w.brand}/logo`, upload: 'logo', expect: { visitor: 401, creator: 200, other: 403, admin: 403 } },
  'POST /api/admin/resource-logos': { upload: 'logo', expect: { visitor: 401, creator: 403, other: 403, admin: 201 } },
  'GET /api/screenshot/:id': { path: () => '/api/screenshot/brands', expect: { visitor: 200, creator: 200, other: 200, admin: 200 } },
  'POST /api/chat': { body: () => ({ message: 'How do I get on playlists?' }), expect: { visitor: 200, creator: 200, other: 200, admin: 200 } },
};

async function account(role: UserRole) {
  const user = await createUser(t.orm, { role, artistName: `Matrix ${unique()}` });
  const em = t.orm.em.fork();
  em.create(Profile, { user: em.getReference(User, user.id), artistName: 'Matrix', genres: ['Pop'], lookingFor: ['Playlist placement'] });
  await em.flush();
  const match = await createMatch(t.orm, user.id, { score: 80 });
  return { id: user.id, cookie: await createSessionCookie(t.orm, user.id), matchId: match.id };
}

async function newWorld(): Promise<World> {
  const world = { creator: await account(UserRole.CREATOR), other: await account(UserRole.CREATOR), admin: await account(UserRole.ADMIN) };
  const brand = await freshBrand();
  await joinTeam(brand, world.creator.id, 'owner');
  return { ...world, brand };
}

const cookieOf = (w: World, actor: ActorName) => (actor === 'visitor' ? undefined : w[actor].cookie);

type Errors = { extensions?: Record<string, unknown> }[] | undefined;

function outcomeOf(errors: Errors): Outcome | string {
  if (!errors?.length) return 'allowed';
  return String(errors[0]!.extensions?.code);
}

/** Subscribes, then answers the outcome: refused at once with a code, or a first event (triggered until one comes). */
async function subscriptionOutcome(document: string, cookie: string | undefined, trigger: () => Promise<void>): Promise<Outcome | string> {
  const client = createClient({
    url: `${t.baseUrl.replace('http', 'ws')}/graphql`,
    webSocketImpl: class extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers: { origin: t.baseUrl, ...(cookie ? { cookie } : {}) } });
      }
    },
    retryAttempts: 0,
    lazy: true,
  });
  const heard: { first: FormattedExecutionResult<Record<string, unknown>, unknown> | Error | null } = { first: null };
  const dispose = client.subscribe(
    { query: document },
    {
      next: (value) => void (heard.first ??= value),
      error: (error) => void (heard.first ??= error instanceof Error ? error : new Error(JSON.stringify(error))),
      complete: () => undefined,
    },
  );
  try {
    await expect
      .poll(
        async () => {
          if (!heard.first) await trigger();
          return heard.first !== null;
        },
        { interval: 100, timeout: 5000 },
      )
      .toBe(true);
    const result = heard.first!;
    if (result instanceof Error) throw result;
    return outcomeOf(result.errors as Errors);
  } finally {
    dispose();
    await client.dispose();
  }
}

/** What makes each subscription fire for the actor, through the API where the API can. */
function triggerFor(key: string, w: World, actor: ActorName): () => Promise<void> {
  switch (key) {
    case 'Subscription.matchesUpdated':
      // A status change on one's own match announces the matches as updated.
      return async () => {
        if (actor === 'visitor') return;
        await fetch(`${t.baseUrl}/api/matchmade/matches/${w[actor].matchId}`, {
          method: 'PATCH',
          headers: { 'content-type': 'application/json', cookie: w[actor].cookie },
          body: JSON.stringify({ status: 'clicked' }),
        });
      };
    case 'Subscription.catalogUpdated':
      // No API changes the catalogue yet (seeding and admin tools do): announce it as they would.
      return async () => t.app.pubsub.publish('CATALOG_UPDATED', { kind: 'all', changedAt: new Date() });
    case 'Subscription.messageAdded': {
      // A message in one of the actor's conversations, announced as sendMessage announces it.
      let conversation: Promise<string> | undefined;
      return async () => {
        if (actor === 'visitor') return;
        conversation ??= conversationWith(w[actor].id);
        const id = await conversation;
        const [row] = await t.orm.em.fork().execute<{ id: string }[]>('select max(id) as id from messages where conversation_id = ?', [id]);
        t.app.pubsub.publish('MESSAGE_ADDED', w[actor].id, { messageId: String(row!.id), conversationId: id });
      };
    }
    case 'Subscription.notificationAdded': {
      // An item of the actor's, announced as its delivery job announces it.
      let item: Promise<string> | undefined;
      return async () => {
        if (actor === 'visitor') return;
        item ??= notificationOf(w[actor].id);
        t.app.pubsub.publish('NOTIFICATION_ADDED', w[actor].id, { notificationId: await item });
      };
    }
    case 'Subscription.briefPosted': {
      // A brief that fits the actor, announced as the scoring job announces it.
      let brief: Promise<string> | undefined;
      return async () => {
        if (actor === 'visitor') return;
        brief ??= briefBy(w.creator.id);
        t.app.pubsub.publish('BRIEF_POSTED', w[actor].id, { briefId: await brief, score: 75, reasons: ['Serves Techno'] });
      };
    }
    case 'Subscription.conversationRead':
      return async () => {
        if (actor !== 'visitor') t.app.pubsub.publish('CONVERSATION_READ', w[actor].id, { conversationId: randomUUID() });
      };
    default:
      return async () => undefined;
  }
}

let picture: Buffer;

beforeAll(async () => {
  // Rows sign up and in from one address: startTestApp lifts the per-address limits; refreshes are one per fresh account.
  t = await startTestApp();
  picture = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#c0ffee' } })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await t.close();
});

describe('the authorization matrix covers the whole API', () => {
  it('has a row for every Query, Mutation and Subscription field, and none for fields that are gone', () => {
    const inSchema = graphqlOperations(t.app.schema).map((op) => op.key);
    expect(
      inSchema.filter((key) => !(key in GRAPHQL)),
      'add it to the matrix (GRAPHQL in authorization-matrix.test.ts)',
    ).toEqual([]);
    expect(
      Object.keys(GRAPHQL).filter((key) => !inSchema.includes(key)),
      'remove it from the matrix: no such field',
    ).toEqual([]);
  });

  it('has a row for every field of User, the account type', () => {
    const inSchema = objectFields(t.app.schema, 'User').map((field) => field.name);
    expect(
      inSchema.filter((name) => !(name in USER_FIELDS)),
      'add it to the matrix (USER_FIELDS in authorization-matrix.test.ts)',
    ).toEqual([]);
    expect(
      Object.keys(USER_FIELDS).filter((name) => !inSchema.includes(name)),
      'remove it from the matrix: no such field',
    ).toEqual([]);
  });

  it("reaches a User only as the actor's own account: anyone else is a public CreatorProfile", () => {
    expect(fieldsReturning(t.app.schema, 'User').sort(), "a new way to a User must show it is the actor's own; other accounts are CreatorProfile").toEqual(
      FIELDS_RETURNING_USER,
    );
  });

  it('has a row for every REST route, and none for routes that are gone', () => {
    const inTable = restRoutes().map((route) => route.key);
    expect(
      inTable.filter((key) => !(key in REST)),
      'add it to the matrix (REST in authorization-matrix.test.ts)',
    ).toEqual([]);
    expect(
      Object.keys(REST).filter((key) => !inTable.includes(key)),
      'remove it from the matrix: no such route',
    ).toEqual([]);
  });
});

describe('GraphQL operations', () => {
  it.for([...Object.entries(GRAPHQL), ...Object.entries(GUARDED_FIELDS), ...Object.entries(SUBJECT_RULES)])('%s', async ([key, row]) => {
    const w = await newWorld();
    const seen = {} as Record<ActorName, Outcome | string>;
    for (const actor of ACTORS) {
      const cookie = cookieOf(w, actor);
      const variables = (await row.variables?.(w)) ?? {};
      if (key.startsWith('Subscription.')) {
        seen[actor] = await subscriptionOutcome(row.document, cookie, triggerFor(key, w, actor));
      } else {
        const { body } = await t.gql(row.document, variables, cookie ? { cookie } : {});
        seen[actor] = outcomeOf(body.errors as Errors);
      }
    }
    expect(seen).toEqual(row.expect);
  });
});

describe('fields of User', () => {
  /**
   * The owner reads their account through the real API (`viewer`). No operation returns someone
   * else's User (checked above), so the others' reads run the schema's own field resolver, guards
   * and all, on the first creator's account: what any future resolver returning it would get.
   */
  async function readAsOther(field: string, args: Record<string, unknown>, w: World, actor: Exclude<ActorName, 'creator'>): Promise<Outcome | string> {
    const em = t.orm.em.fork();
    const user = await em.findOneOrFail(User, { id: w.creator.id });
    const token = actor === 'visitor' ? undefined : decodeURIComponent(w[actor].cookie.slice(SESSION_COOKIE.length + 1));
    const context = { em, actor: await viewerForSessionToken(em, token), once: createOnce(), matchmade: undefined } as unknown as Context;
    const type = t.app.schema.getType('User') as GraphQLObjectType;
    const info = { schema: t.app.schema, parentType: type, fieldName: field } as unknown as GraphQLResolveInfo;
    try {
      // A plain public field has no resolver of its own: graphql-js reads it with its default one.
      await (type.getFields()[field]!.resolve ?? defaultFieldResolver)(user, args, context, info);
      return 'allowed';
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (typeof code !== 'string') throw error;
      return code;
    }
  }

  it.for(Object.entries(USER_FIELDS))('User.%s', async ([name, row]) => {
    const w = await newWorld();
    const { body } = await t.gql(`{ viewer { ${row.selection} } }`, {}, { cookie: w.creator.cookie });
    const args =
      name === 'match'
        ? { id: '00000000-0000-4000-8000-000000000000' }
        : name === 'matches' || name === 'connections' || name === 'conversations' || name === 'reports' || name === 'briefs' || name === 'applications'
          ? { first: 1 }
          : name === 'recentRecommendations'
            ? { first: 4 }
            : name === 'resourceFit'
              ? { slug: 'distrokid' }
              : name === 'connectionRequests'
                ? { direction: 'INCOMING' }
                : {};
    const seen: Record<ActorName, Outcome | string> = {
      visitor: await readAsOther(name, args, w, 'visitor'),
      creator: outcomeOf(body.errors as Errors),
      other: await readAsOther(name, args, w, 'other'),
      admin: await readAsOther(name, args, w, 'admin'),
    };
    expect(seen).toEqual(row.expect);
  });
});

describe('REST routes', () => {
  it.for(Object.entries(REST))('%s', async ([key, row]) => {
    const w = await newWorld();
    const [method, declaredPath] = key.split(' ') as [string, string];
    const seen = {} as Record<ActorName, number>;
    for (const actor of ACTORS) {
      const cookie = cookieOf(w, actor);
      const headers: Record<string, string> = { 'x-soundboard-csrf': '1', ...(cookie ? { cookie } : {}) };
      let body: string | FormData | undefined;
      if (row.upload) {
        body = new FormData();
        body.append(row.upload, new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'matrix.png');
        headers.origin = t.baseUrl;
      } else if (method !== 'GET') {
        body = JSON.stringify((await row.body?.(w)) ?? {});
        headers['content-type'] = 'application/json';
      }
      const response = await fetch(`${t.baseUrl}${row.path?.(w) ?? declaredPath}`, { method, headers, body });
      seen[actor] = response.status;
      await response.arrayBuffer();
    }
    expect(seen).toEqual(row.expect);
  });
});

/**
 * Brand accounts among creators: brands are asked, they do not ask. A brand account (on a brand's
 * team) is refused what reaches out to creators, and keeps what its team does for the brand.
 */
describe('a brand account in the network', () => {
  type BrandRow = { document: string; variables: (me: { id: string }) => Promise<Record<string, unknown>>; expect: Outcome };
  const ROWS: Record<string, BrandRow> = {
    'Mutation.sendConnectionRequest': {
      document: 'mutation ($u: String!) { sendConnectionRequest(username: $u) { id } }',
      variables: async () => ({ u: await stranger() }),
      expect: 'FORBIDDEN',
    },
    'Query.connectionSuggestions': { document: '{ connectionSuggestions(first: 3) { score } }', variables: async () => ({}), expect: 'FORBIDDEN' },
    'Mutation.startConversation': {
      document: 'mutation ($u: String!) { startConversation(username: $u) { id } }',
      variables: async () => ({ u: await openToMessages() }),
      expect: 'FORBIDDEN',
    },
    'Mutation.sendMessage (direct)': {
      document: 'mutation ($id: ID!) { sendMessage(conversationId: $id, body: "Hi") { id } }',
      variables: async (me) => ({ id: await conversationWith(me.id) }),
      expect: 'FORBIDDEN',
    },
    'Mutation.requestBrandConnection': {
      document: 'mutation ($s: String!) { requestBrandConnection(slug: $s, pitch: "Matrix") { id } }',
      variables: async () => ({ s: (await brandOf()).slug }),
      expect: 'FORBIDDEN',
    },
    'Mutation.blockBrand': {
      document: 'mutation ($b: ID!) { blockBrand(brandId: $b) { id } }',
      variables: async () => ({ b: (await brandOf()).id }),
      expect: 'FORBIDDEN',
    },
    'Mutation.unblockBrand': {
      document: 'mutation ($b: ID!) { unblockBrand(brandId: $b) { id } }',
      variables: async () => ({ b: (await brandOf()).id }),
      expect: 'FORBIDDEN',
    },
    // Its team's side of the brand's requests and conversations stays open to it.
    'Mutation.respondToBrandConnection': {
      document: 'mutation ($id: ID!) { respondToBrandConnection(id: $id, accept: true) { id } }',
      variables: async (me) => ({ id: await brandRequest((await createUser(t.orm)).id, (await brandOf(me.id)).id) }),
      expect: 'allowed',
    },
    'Mutation.sendMessage (brand conversation)': {
      document: 'mutation ($id: ID!) { sendMessage(conversationId: $id, body: "Hi from the team") { id } }',
      variables: async (me) => {
        const creator = await createUser(t.orm);
        const conversation = await brandConversationOf(creator.id);
        await t.orm.em
          .fork()
          .execute(`insert into brand_members (id, brand_id, user_id, role) values (gen_random_uuid(), ?, ?, 'member')`, [conversation.brandId, me.id]);
        return { id: conversation.id };
      },
      expect: 'allowed',
    },
    // Answering, blocking and settings stay its own, as for any account.
    'Mutation.updatePrivacySettings': {
      document: 'mutation { updatePrivacySettings(input: { dmPolicy: NOBODY }) { dmPolicy } }',
      variables: async () => ({}),
      expect: 'allowed',
    },
  };

  it.for(Object.entries(ROWS))('%s', async ([, row]) => {
    const me = await createUser(t.orm);
    await t.orm.em.fork().execute(`update users set user_type = 'brand' where id = ?`, [me.id]);
    const cookie = await createSessionCookie(t.orm, me.id);
    const { body } = await t.gql(row.document, await row.variables(me), { cookie });
    expect(outcomeOf(body.errors as Errors)).toEqual(row.expect);
  });
});
