import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Actor, ApiKeyActor } from '../src/modules/common/authz.js';
import { refusalOf, systemResolver, type Resolver } from '../src/modules/webhook/webhook.address.js';
import { attemptDelivery, RETRY_WINDOW_MS, retryDelayMs, sweepDeliveries, type WebhookKit } from '../src/modules/webhook/webhook.delivery.js';
import { WebhookEvent } from '../src/modules/webhook/webhook.entities.js';
import { createWebhookEndpoint, endpointsOf, parseEndpointUrl } from '../src/modules/webhook/webhook.service.js';
import { decryptSecret, secretsKey, verifySignature } from '../src/modules/webhook/webhook.signing.js';
import { jobKeyOf } from '../src/platform/jobs.js';
import { createCreator, FULL_PROFILE, type TestCreator } from './seed-helpers.js';
import { startTestApp, type TestApp } from './test-app.js';

/**
 * Partner webhooks: endpoints, events recorded with their actions, signed delivery to a real
 * receiver on 127.0.0.1 (WEBHOOKS_ALLOW_LOOPBACK), the retry schedule and the 3-day rule run with a
 * given "now", replays, the private-address refusal, input limits and who may manage endpoints.
 */

let t: TestApp;
let kit: WebhookKit;

/** A receiver: records each request with its raw body and answers what `answer` says, once it has said it. */
type Received = { headers: IncomingHttpHeaders; body: string; path: string };
let received: Received[] = [];
type Reply = { status: number; body?: string };
let answer: () => Reply | Promise<Reply> = () => ({ status: 200, body: 'ok' });
let receiver: Server;
let receiverUrl: string;

beforeAll(async () => {
  t = await startTestApp({ WORKER: 'off', WEBHOOKS_ALLOW_LOOPBACK: 'true' });
  kit = { secretsKey: secretsKey(t.config.appSecret), allowLoopback: true, timeoutMs: 2000, resolve: systemResolver };
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), path: req.url ?? '' });
      const { status, body } = await answer();
      res.writeHead(status, { 'content-type': 'text/plain' }).end(body ?? '');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
});
afterAll(async () => {
  await new Promise((resolve) => receiver.close(resolve));
  await t.close();
});
beforeEach(() => {
  received = [];
  answer = () => ({ status: 200, body: 'ok' });
});

const unique = () => randomUUID().slice(0, 8);
const as = <T = Record<string, unknown>>(who: { cookie: string } | null, query: string, variables: Record<string, unknown> = {}) =>
  t.gql<T>(query, variables, who ? { cookie: who.cookie } : {});
const code = (body: { errors?: { extensions?: Record<string, unknown> }[] }) => body.errors?.[0]?.extensions?.code;
const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) => t.orm.em.fork().execute<T[]>(query, params);

type TestBrand = { id: string; slug: string; name: string; owner: TestCreator; member: TestCreator };

/** A verified directory brand with an owner and a member. */
async function brand(): Promise<TestBrand> {
  const id = randomUUID();
  const slug = `hook-brand-${unique()}`;
  const name = `Hook Brand ${slug.slice(-8)}`;
  await sql(
    `insert into brands (id, slug, name, category, tagline, description, website, logo_url, headquarters, region, regions, listed, verified)
     values (?, ?, ?, 'distribution', 'Hooks', 'A brand with webhooks', 'https://example.test', ?, 'Berlin', 'global', '{global}', true, true)`,
    [id, slug, name, `/logos/${slug}.svg`],
  );
  const owner = await createCreator(t.orm, {});
  const member = await createCreator(t.orm, {});
  await sql(`insert into brand_members (id, brand_id, user_id, role) values (gen_random_uuid(), ?, ?, 'owner'), (gen_random_uuid(), ?, ?, 'member')`, [
    id,
    owner.id,
    id,
    member.id,
  ]);
  return { id, slug, name, owner, member };
}

const CREATE = `mutation ($input: CreateWebhookEndpointInput!) {
  createWebhookEndpoint(input: $input) { signingSecret endpoint { id url events disabledAt } }
}`;
type Created = { createWebhookEndpoint: { signingSecret: string; endpoint: { id: string; url: string; events: string[]; disabledAt: string | null } } };

async function endpoint(b: TestBrand, events: WebhookEvent[] = Object.values(WebhookEvent), url = receiverUrl) {
  const { body } = await as<Created>(b.owner, CREATE, { input: { brandId: b.id, url, events } });
  expect(body.errors).toBeUndefined();
  return { id: body.data!.createWebhookEndpoint.endpoint.id, secret: body.data!.createWebhookEndpoint.signingSecret };
}

type DeliveryRow = {
  id: string;
  event_id: string;
  event: string;
  status: string;
  attempts: number;
  next_attempt_at: Date | string | null;
  created_at: Date | string;
  last_response_status: number | null;
  last_error: string | null;
};
const deliveriesOf = (endpointId: string) =>
  sql<DeliveryRow>(
    'select id, event_id, event, status, attempts, next_attempt_at, created_at, last_response_status, last_error from webhook_deliveries where endpoint_id = ? order by created_at',
    [endpointId],
  );
const dateOf = (value: Date | string) => (value instanceof Date ? value : new Date(value));
const run = (deliveryId: string, now: Date, withKit: WebhookKit = kit) => attemptDelivery(() => t.orm.em.fork(), withKit, deliveryId, now);
const queued = async (deliveryId: string) =>
  (await sql('select 1 from graphile_worker.jobs where key = ?', [jobKeyOf('deliver_webhook', { deliveryId })])).length > 0;

/** A creator with a complete profile (applying needs one). */
const creator = () => createCreator(t.orm, { ...FULL_PROFILE, artistName: `Artist ${unique()}` });

async function askToConnect(who: TestCreator, b: TestBrand) {
  const { body } = await as<{ requestBrandConnection: { id: string } }>(
    who,
    'mutation ($s: String!) { requestBrandConnection(slug: $s, pitch: "Berlin techno EP, mastered and ready") { id } }',
    { s: b.slug },
  );
  expect(body.errors).toBeUndefined();
  return body.data!.requestBrandConnection.id;
}

describe('events, recorded with their actions and delivered signed', () => {
  it('delivers a brand request to the endpoint, signed with the secret shown once, the creator as their public profile', async () => {
    const b = await brand();
    const hook = await endpoint(b);
    expect(hook.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    // Kept encrypted, never in the clear, and only this endpoint's id opens it.
    const [stored] = await sql<{ secret_ciphertext: string }>('select secret_ciphertext from webhook_endpoints where id = ?', [hook.id]);
    expect(stored!.secret_ciphertext).not.toContain(hook.secret.slice(6));
    expect(decryptSecret(kit.secretsKey, hook.id, stored!.secret_ciphertext)).toBe(hook.secret);
    expect(() => decryptSecret(kit.secretsKey, randomUUID(), stored!.secret_ciphertext)).toThrow();

    const who = await creator();
    const requestId = await askToConnect(who, b);
    const [delivery] = await deliveriesOf(hook.id);
    expect(delivery).toMatchObject({ event: 'BRAND_REQUEST_RECEIVED', status: 'pending', attempts: 0 });
    // Its first attempt is queued in the request's own transaction.
    expect(await queued(delivery!.id)).toBe(true);

    const now = new Date();
    expect(await run(delivery!.id, now)).toBe('delivered');
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.headers['soundboard-event']).toBe('BRAND_REQUEST_RECEIVED');
    expect(request!.headers['soundboard-delivery']).toBe(delivery!.id);
    const signature = String(request!.headers['soundboard-signature']);
    expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifySignature(hook.secret, request!.body, signature, now)).toBe(true);
    expect(verifySignature(hook.secret, `${request!.body} `, signature, now)).toBe(false);
    expect(verifySignature('whsec_wrong', request!.body, signature, now)).toBe(false);

    const envelope = JSON.parse(request!.body) as { id: string; type: string; createdAt: string; data: Record<string, Record<string, unknown>> };
    expect(Object.keys(envelope)).toEqual(['id', 'type', 'createdAt', 'data']);
    expect(envelope.id).toBe(delivery!.event_id);
    expect(envelope.type).toBe('BRAND_REQUEST_RECEIVED');
    expect(envelope.data.brand).toEqual({ id: b.id, slug: b.slug, name: b.name });
    expect(envelope.data.request).toMatchObject({ id: requestId, pitch: 'Berlin techno EP, mastered and ready', links: [] });
    expect(envelope.data.creator).toMatchObject({ username: who.username, artistName: who.name, genres: FULL_PROFILE.genres });
    // The public profile only: no e-mail address, no last name, anywhere in the body.
    expect(request!.body).not.toContain(who.email);
    expect(request!.body).not.toMatch(/lastName|email/i);

    const [after] = await deliveriesOf(hook.id);
    expect(after).toMatchObject({ status: 'delivered', attempts: 1, last_response_status: 200, next_attempt_at: null });
    // Delivered: nothing more to do.
    expect(await run(delivery!.id, new Date(now.getTime() + 60_000))).toBeNull();

    // The brand reads it with its attempts and the answer.
    const { body } = await as<{
      brand: {
        webhookEndpoints: {
          id: string;
          deliveries: {
            id: string;
            event: string;
            status: string;
            attempts: number;
            lastResponseStatus: number;
            payload: string;
            attemptHistory: { responseStatus: number; responseExcerpt: string }[];
          }[];
        }[];
      };
    }>(
      b.owner,
      'query ($s: String!) { brand(slug: $s) { webhookEndpoints { id deliveries(first: 5) { id event status attempts lastResponseStatus payload attemptHistory { responseStatus responseExcerpt } } } } }',
      { s: b.slug },
    );
    expect(body.errors).toBeUndefined();
    const [listed] = body.data!.brand.webhookEndpoints;
    expect(listed!.deliveries).toEqual([
      {
        id: delivery!.id,
        event: 'BRAND_REQUEST_RECEIVED',
        status: 'DELIVERED',
        attempts: 1,
        lastResponseStatus: 200,
        payload: request!.body,
        attemptHistory: [{ responseStatus: 200, responseExcerpt: 'ok' }],
      },
    ]);
  });

  it('delivers an application to a brand brief, with the answers to its questions', async () => {
    const b = await brand();
    const hook = await endpoint(b, [WebhookEvent.APPLICATION_RECEIVED]);
    const briefId = randomUUID();
    await sql(
      `insert into briefs (id, poster_id, brand_id, title, description, kind, compensation_type, remote, closes_at, status, published_at, questions)
       values (?, ?, ?, 'Remix contest', 'Remix our single', 'collaboration', 'unpaid', true, now() + interval '20 days', 'open', now(), ?)`,
      [briefId, b.member.id, b.id, '{"Which DAW?"}'],
    );
    const who = await creator();
    const { body } = await as<{ applyToBrief: { id: string } }>(
      who,
      'mutation ($b: ID!) { applyToBrief(briefId: $b, input: { pitch: "I remix techno weekly", answers: ["Ableton"] }) { id } }',
      { b: briefId },
    );
    expect(body.errors).toBeUndefined();
    const [delivery] = await deliveriesOf(hook.id);
    expect(delivery).toMatchObject({ event: 'APPLICATION_RECEIVED' });
    const now = new Date();
    expect(await run(delivery!.id, now)).toBe('delivered');
    const envelope = JSON.parse(received[0]!.body) as { data: Record<string, Record<string, unknown>> };
    expect(envelope.data.brief).toEqual({ id: briefId, title: 'Remix contest' });
    expect(envelope.data.application).toMatchObject({
      id: body.data!.applyToBrief.id,
      pitch: 'I remix techno weekly',
      answers: [{ question: 'Which DAW?', answer: 'Ableton' }],
      invited: false,
    });
    expect(envelope.data.creator).toMatchObject({ username: who.username });
  });

  it("delivers a creator's message in a brand conversation, never the team's own", async () => {
    const b = await brand();
    const hook = await endpoint(b, [WebhookEvent.MESSAGE_RECEIVED]);
    const who = await creator();
    const conversationId = randomUUID();
    await sql(`insert into brand_connections (id, user_id, brand_id, status, pitch, responded_at) values (gen_random_uuid(), ?, ?, 'connected', 'Hi', now())`, [
      who.id,
      b.id,
    ]);
    await sql('insert into conversations (id, pair_key, started_by_id, brand_id, created_at, last_message_at) values (?, ?, ?, ?, now(), now())', [
      conversationId,
      `brand:${b.id}:${who.id}`,
      b.member.id,
      b.id,
    ]);
    await sql(
      `insert into conversation_members (conversation_id, user_id, brand_id, is_request, accepted_at, last_message_at)
       values (?, ?, null, false, now(), now()), (?, ?, ?, false, now(), now()), (?, ?, ?, false, now(), now()) on conflict do nothing`,
      [conversationId, who.id, conversationId, b.member.id, b.id, conversationId, b.owner.id, b.id],
    );
    const send = (sender: TestCreator, text: string) =>
      as<{ sendMessage: { id: string } }>(sender, 'mutation ($c: ID!, $b: String!) { sendMessage(conversationId: $c, body: $b) { id } }', {
        c: conversationId,
        b: text,
      });
    const fromTeam = await send(b.member, 'Thanks for reaching out!');
    expect(fromTeam.body.errors).toBeUndefined();
    expect(await deliveriesOf(hook.id)).toEqual([]);
    const fromCreator = await send(who, 'Here is my EP: private link inside');
    expect(fromCreator.body.errors).toBeUndefined();
    const [delivery] = await deliveriesOf(hook.id);
    expect(delivery).toMatchObject({ event: 'MESSAGE_RECEIVED' });
    expect(await run(delivery!.id, new Date())).toBe('delivered');
    const envelope = JSON.parse(received[0]!.body) as { data: Record<string, Record<string, unknown>> };
    expect(envelope.data.conversation).toEqual({ id: conversationId });
    expect(envelope.data.message).toMatchObject({ id: fromCreator.body.data!.sendMessage.id, body: 'Here is my EP: private link inside' });
    expect(envelope.data.creator).toMatchObject({ username: who.username });
  });

  it('sends each event only to the endpoints subscribed to it, and nothing to a brand without one', async () => {
    const b = await brand();
    const requests = await endpoint(b, [WebhookEvent.BRAND_REQUEST_RECEIVED]);
    const messages = await endpoint(b, [WebhookEvent.MESSAGE_RECEIVED]);
    const other = await brand();
    await askToConnect(await creator(), b);
    await askToConnect(await creator(), other);
    expect(await deliveriesOf(requests.id)).toHaveLength(1);
    expect(await deliveriesOf(messages.id)).toHaveLength(0);
  });
});

describe('retries, the 3-day rule and replays', () => {
  it('retries with exponential backoff for 3 days, then fails the delivery, turns the endpoint off and tells its owners', async () => {
    const b = await brand();
    const hook = await endpoint(b, [WebhookEvent.BRAND_REQUEST_RECEIVED]);
    answer = () => ({ status: 500, body: 'Internal error at the receiver' });
    await askToConnect(await creator(), b);
    const [delivery] = await deliveriesOf(hook.id);
    const start = dateOf(delivery!.created_at);

    // Not before its time.
    expect(await run(delivery!.id, new Date(start.getTime() - 60_000))).toBeNull();
    let now = new Date(start.getTime() + 1000);
    const waits: number[] = [];
    let status = await run(delivery!.id, now);
    while (status === 'pending') {
      const [row] = await deliveriesOf(hook.id);
      const next = dateOf(row!.next_attempt_at!);
      waits.push(next.getTime() - now.getTime());
      // The next attempt is queued as a job too, and an early run does nothing.
      expect(await queued(row!.id)).toBe(true);
      expect(await run(delivery!.id, new Date(next.getTime() - 1000))).toBeNull();
      now = next;
      status = await run(delivery!.id, now);
    }
    expect(status).toBe('failed');
    // 1 min, doubling, at most 12 h apart; the last attempt at the 3-day mark.
    const minute = 60_000;
    expect(waits.slice(0, 11)).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 720].map((m) => m * minute));
    expect(waits.slice(11).every((wait) => wait <= retryDelayMs(99))).toBe(true);
    expect(waits.reduce((sum, wait) => sum + wait, 0)).toBe(RETRY_WINDOW_MS - 1000);
    expect(now.getTime()).toBe(start.getTime() + RETRY_WINDOW_MS);
    expect(received.length).toBe(waits.length + 1);

    const [failed] = await deliveriesOf(hook.id);
    expect(failed).toMatchObject({ status: 'failed', attempts: waits.length + 1, last_response_status: 500, next_attempt_at: null });
    const [endpointRow] = await sql<{ disabled_at: Date | string | null }>('select disabled_at from webhook_endpoints where id = ?', [hook.id]);
    expect(endpointRow!.disabled_at).not.toBeNull();
    // The owners are told, not the rest of the team.
    const told = await sql<{ user_id: string }>(`select user_id from notifications where kind = 'webhook_endpoint_disabled' and group_key = ?`, [
      `webhook:${hook.id}`,
    ]);
    expect(told.map((row) => row.user_id)).toEqual([b.owner.id]);

    // Turned off: new events are not recorded for it, and a replay waits for it to be on again.
    await askToConnect(await creator(), b);
    expect(await deliveriesOf(hook.id)).toHaveLength(1);
    const replay = 'mutation ($id: ID!) { replayWebhookDelivery(id: $id) { id status attempts } }';
    expect(code((await as(b.owner, replay, { id: failed!.id })).body)).toBe('BAD_USER_INPUT');
    const enabled = await as<{ enableWebhookEndpoint: { disabledAt: string | null } }>(
      b.owner,
      'mutation ($id: ID!) { enableWebhookEndpoint(id: $id) { disabledAt } }',
      {
        id: hook.id,
      },
    );
    expect(enabled.body.data?.enableWebhookEndpoint.disabledAt).toBeNull();

    // The replay: same envelope, queued at once, delivered when the receiver is back.
    const replayed = await as<{ replayWebhookDelivery: { status: string; attempts: number } }>(b.owner, replay, { id: failed!.id });
    expect(replayed.body.data?.replayWebhookDelivery).toEqual({ id: failed!.id, status: 'PENDING', attempts: waits.length + 1 });
    expect(await queued(failed!.id)).toBe(true);
    answer = () => ({ status: 204 });
    const firstBody = received[0]!.body;
    received = [];
    expect(await run(failed!.id, new Date(Date.now() + 1000))).toBe('delivered');
    expect(received[0]!.body).toBe(firstBody);
    // A delivered one is not replayed.
    expect(code((await as(b.owner, replay, { id: failed!.id })).body)).toBe('BAD_USER_INPUT');
  });

  it("a success between failures starts the endpoint's 3 days again", async () => {
    const b = await brand();
    const hook = await endpoint(b, [WebhookEvent.BRAND_REQUEST_RECEIVED]);
    answer = () => ({ status: 503 });
    await askToConnect(await creator(), b);
    const [first] = await deliveriesOf(hook.id);
    const start = dateOf(first!.created_at);
    await run(first!.id, new Date(start.getTime() + 1000));
    const failing = async () =>
      (await sql<{ failing_since: unknown }>('select failing_since from webhook_endpoints where id = ?', [hook.id]))[0]!.failing_since;
    expect(await failing()).not.toBeNull();
    answer = () => ({ status: 200 });
    const [row] = await deliveriesOf(hook.id);
    expect(await run(first!.id, dateOf(row!.next_attempt_at!))).toBe('delivered');
    expect(await failing()).toBeNull();
  });

  it('counts a timeout and a redirect as failures, and keeps an excerpt of the answer', async () => {
    const b = await brand();
    const hook = await endpoint(b, [WebhookEvent.BRAND_REQUEST_RECEIVED]);
    answer = () => ({ status: 302, body: 'x'.repeat(2000) });
    await askToConnect(await creator(), b);
    const [delivery] = await deliveriesOf(hook.id);
    expect(await run(delivery!.id, new Date(Date.now() + 1000))).toBe('pending');
    const [attempt] = await sql<{ response_status: number; response_excerpt: string }>(
      'select response_status, response_excerpt from webhook_delivery_attempts where delivery_id = ?',
      [delivery!.id],
    );
    expect(attempt!.response_status).toBe(302);
    expect(attempt!.response_excerpt).toHaveLength(500);

    // A receiver that never answers: the attempt ends at the timeout.
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    await sql('update webhook_endpoints set url = ? where id = ?', [`http://127.0.0.1:${(silent.address() as AddressInfo).port}/`, hook.id]);
    const [row] = await deliveriesOf(hook.id);
    expect(await run(delivery!.id, dateOf(row!.next_attempt_at!), { ...kit, timeoutMs: 300 })).toBe('pending');
    const [after] = await deliveriesOf(hook.id);
    expect(after!.last_error).toBe('No answer within 0.3 s');
    silent.closeAllConnections();
    await new Promise((resolve) => silent.close(resolve));

    // A secret that cannot be opened (APP_SECRET changed) is never replaced by an unsigned POST: the attempt fails, saying why.
    await sql(`update webhook_endpoints set url = ?, secret_ciphertext = 'v1.AAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAA.AAAA' where id = ?`, [
      receiverUrl,
      hook.id,
    ]);
    received = [];
    expect(await run(delivery!.id, dateOf((await deliveriesOf(hook.id))[0]!.next_attempt_at!))).toBe('pending');
    expect(received).toEqual([]);
    expect((await deliveriesOf(hook.id))[0]!.last_error).toContain('The signing secret cannot be read');
  });

  it('records nothing for a delivery whose endpoint was deleted during the attempt', async () => {
    const b = await brand();
    const hook = await endpoint(b, [WebhookEvent.BRAND_REQUEST_RECEIVED]);
    await askToConnect(await creator(), b);
    const [delivery] = await deliveriesOf(hook.id);
    // The endpoint is gone by the time the receiver answers.
    answer = async () => {
      await sql('delete from webhook_endpoints where id = ?', [hook.id]);
      return { status: 200 };
    };
    await run(delivery!.id, new Date(Date.now() + 1000));
    expect(await sql('select 1 from webhook_deliveries where id = ?', [delivery!.id])).toEqual([]);
  });

  it('the sweep queues what is due without a job', async () => {
    const b = await brand();
    const hook = await endpoint(b, [WebhookEvent.BRAND_REQUEST_RECEIVED]);
    await askToConnect(await creator(), b);
    const [delivery] = await deliveriesOf(hook.id);
    await sql('delete from graphile_worker._private_jobs where key = ?', [jobKeyOf('deliver_webhook', { deliveryId: delivery!.id })]);
    expect(await queued(delivery!.id)).toBe(false);
    expect((await sweepDeliveries(t.orm.em.fork(), new Date(Date.now() + 1000))).queued).toBeGreaterThanOrEqual(1);
    expect(await queued(delivery!.id)).toBe(true);
  });
});

describe('addresses deliveries never go to', () => {
  const REFUSED = [
    ['10.1.2.3', 'a private address'],
    ['172.16.0.1', 'a private address'],
    ['192.168.1.20', 'a private address'],
    ['169.254.169.254', 'a link-local address'],
    ['fe80::1', 'a link-local address'],
    ['fc00::1', 'a unique-local address'],
    ['fd12:3456::1', 'a unique-local address'],
    ['100.64.0.1', 'a carrier-grade NAT address'],
    ['224.0.0.1', 'a multicast address'],
    ['ff02::1', 'a multicast address'],
    ['0.0.0.0', 'an unspecified address'],
    ['::', 'an unspecified address'],
    ['255.255.255.255', 'a broadcast address'],
    ['::ffff:10.0.0.1', 'a private address'],
    ['::ffff:169.254.169.254', 'a link-local address'],
    ['64:ff9b::a00:1', 'a NAT64 address'],
    ['2002:a00:1::1', 'a 6to4 address'],
  ] as const;

  it.for(REFUSED)('refuses %s (%s), with or without the loopback flag', ([address, words]) => {
    expect(refusalOf(address, false)).toBe(words);
    expect(refusalOf(address, true)).toBe(words);
  });

  it('refuses loopback unless the flag is set, and lets public addresses through', () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      expect(refusalOf(address, false)).toBe('a loopback address');
      expect(refusalOf(address, true)).toBeNull();
    }
    expect(refusalOf('93.184.216.34', false)).toBeNull();
    expect(refusalOf('2606:4700::1111', false)).toBeNull();
  });

  /** A kit whose names resolve as `answers` says (the receiver is always on 127.0.0.1). */
  const resolving = (answers: string[][], allowLoopback = true): { kit: WebhookKit; calls: () => number } => {
    let calls = 0;
    const resolve: Resolver = async () =>
      (answers[Math.min(calls++, answers.length - 1)] ?? []).map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
    return { kit: { ...kit, allowLoopback, resolve }, calls: () => calls };
  };

  async function deliveryTo(url: string) {
    const b = await brand();
    // Saved by a key-less owner through the service with the flag on, then pointed at a name of our own.
    const hook = await endpoint(b, [WebhookEvent.BRAND_REQUEST_RECEIVED]);
    await sql('update webhook_endpoints set url = ? where id = ?', [url, hook.id]);
    await askToConnect(await creator(), b);
    const [delivery] = await deliveriesOf(hook.id);
    return { ...delivery!, endpointId: hook.id };
  }

  it('checks the address a name resolves to at delivery time, and records why it refused', async () => {
    const port = new URL(receiverUrl).port;
    const delivery = await deliveryTo(`https://hooks.partner.test:${port}/in`);
    const { kit: rebound } = resolving([['10.0.0.7']]);
    expect(await run(delivery.id, new Date(Date.now() + 1000), rebound)).toBe('pending');
    expect(received).toEqual([]);
    const [row] = await deliveriesOf(delivery.endpointId);
    expect(row!.last_error).toBe('hooks.partner.test resolves to 10.0.0.7, a private address: SoundBoard delivers only to public addresses');
    // One private address among public ones refuses the name.
    const { kit: mixed } = resolving([['93.184.216.34', '192.168.0.1']]);
    expect(await run(delivery.id, dateOf(row!.next_attempt_at!), mixed)).toBe('pending');
    expect((await deliveriesOf(delivery.endpointId))[0]!.last_error).toContain('192.168.0.1, a private address');
  });

  it('connects to the address it checked: a name that resolves elsewhere a moment later cannot move the request', async () => {
    const port = new URL(receiverUrl).port;
    const delivery = await deliveryTo(`http://hooks.partner.test:${port}/pinned`);
    // First 127.0.0.1 (allowed by the flag), then an internal address: only the first lookup is used.
    const { kit: rebinding, calls } = resolving([['127.0.0.1'], ['10.0.0.9']]);
    expect(await run(delivery.id, new Date(Date.now() + 1000), rebinding)).toBe('delivered');
    expect(calls()).toBe(1);
    expect(received.map((r) => [r.path, r.headers.host])).toEqual([['/pinned', `hooks.partner.test:${port}`]]);
  });

  it('delivers to loopback only with the flag, and plain http only to loopback', async () => {
    const delivery = await deliveryTo(receiverUrl);
    expect(await run(delivery.id, new Date(Date.now() + 1000), { ...kit, allowLoopback: false })).toBe('pending');
    expect(received).toEqual([]);
    expect((await deliveriesOf(delivery.endpointId))[0]!.last_error).toContain('127.0.0.1, a loopback address');
    const other = await deliveryTo('http://hooks.partner.test/plain');
    const { kit: publicName } = resolving([['93.184.216.34']]);
    expect(await run(other.id, new Date(Date.now() + 1000), publicName)).toBe('pending');
    expect((await deliveriesOf(other.endpointId))[0]!.last_error).toBe('Deliveries go over https: plain http reaches only loopback addresses, in development');
  });

  it('refuses, when the URL is saved, what could never be delivered to', () => {
    const refused = (url: string, allowLoopback = false) => {
      try {
        parseEndpointUrl(url, allowLoopback);
        return null;
      } catch (error) {
        return (error as { code: string }).code;
      }
    };
    expect(parseEndpointUrl(' https://hooks.example.com/in?x=1 ', false)).toBe('https://hooks.example.com/in?x=1');
    expect(refused('http://hooks.example.com/in')).toBe('BAD_USER_INPUT');
    expect(refused('http://hooks.example.com/in', true)).toBeNull();
    expect(refused('ftp://hooks.example.com/in', true)).toBe('BAD_USER_INPUT');
    expect(refused('https://10.0.0.1/in', true)).toBe('BAD_USER_INPUT');
    expect(refused('https://[::ffff:192.168.0.1]/in', true)).toBe('BAD_USER_INPUT');
    expect(refused('https://127.0.0.1/in')).toBe('BAD_USER_INPUT');
    expect(refused('https://127.0.0.1/in', true)).toBeNull();
    expect(refused('https://localhost/in')).toBe('BAD_USER_INPUT');
    expect(refused('https://user:pass@hooks.example.com/in')).toBe('BAD_USER_INPUT');
    expect(refused('https://hooks.example.com/in#part')).toBe('BAD_USER_INPUT');
    expect(refused('not a url')).toBe('BAD_USER_INPUT');
    expect(refused(`https://hooks.example.com/${'a'.repeat(2000)}`)).toBe('BAD_USER_INPUT');
  });
});

describe('input limits', () => {
  it('refuses long URLs, too many or no events, an 11th endpoint and a page out of range, with BAD_USER_INPUT', async () => {
    const b = await brand();
    const create = (input: Record<string, unknown>) =>
      as(b.owner, CREATE, { input: { brandId: b.id, url: receiverUrl, events: ['MESSAGE_RECEIVED'], ...input } });
    expect(code((await create({ url: `https://hooks.example.com/${'a'.repeat(2001)}` })).body)).toBe('BAD_USER_INPUT');
    expect(code((await create({ events: [] })).body)).toBe('BAD_USER_INPUT');
    expect(code((await create({ events: Array.from({ length: 1000 }, () => 'MESSAGE_RECEIVED') })).body)).toBe('BAD_USER_INPUT');
    expect(code((await create({ events: ['NOT_AN_EVENT'] })).body)).toBe('BAD_USER_INPUT');
    for (let i = 0; i < 10; i += 1) expect((await create({})).body.errors).toBeUndefined();
    const eleventh = await create({});
    expect(code(eleventh.body)).toBe('BAD_USER_INPUT');
    expect(eleventh.body.errors?.[0]?.message).toContain('at most 10 webhook endpoints');
    const page = await as(b.owner, 'query ($s: String!) { brand(slug: $s) { webhookEndpoints { deliveries(first: 101) { id } } } }', { s: b.slug });
    expect(code(page.body)).toBe('BAD_USER_INPUT');
    expect(code((await as(b.owner, 'mutation { deleteWebhookEndpoint(id: "not-an-id") }')).body)).toBe('NOT_FOUND');
    expect(code((await as(b.owner, 'mutation { replayWebhookDelivery(id: "not-an-id") { id } }')).body)).toBe('NOT_FOUND');
  });
});

describe('who may manage endpoints', () => {
  it("the brand's owners only: its members, another brand's owner, a creator and a visitor are refused", async () => {
    const b = await brand();
    const other = await brand();
    const stranger = await creator();
    const input = { brandId: b.id, url: receiverUrl, events: ['BRAND_REQUEST_RECEIVED'] };
    expect((await as(b.owner, CREATE, { input })).body.errors).toBeUndefined();
    for (const [who, expected] of [
      [b.member, 'FORBIDDEN'],
      [other.owner, 'FORBIDDEN'],
      [stranger, 'FORBIDDEN'],
      [null, 'UNAUTHENTICATED'],
    ] as const) {
      expect(code((await as(who, CREATE, { input })).body)).toBe(expected);
      expect(code((await as(who, 'query ($s: String!) { brand(slug: $s) { webhookEndpoints { id } } }', { s: b.slug })).body)).toBe(expected);
    }
    const [endpointId] = (await sql<{ id: string }>('select id from webhook_endpoints where brand_id = ?', [b.id])).map((row) => row.id);
    expect(code((await as(other.owner, 'mutation ($id: ID!) { deleteWebhookEndpoint(id: $id) }', { id: endpointId })).body)).toBe('FORBIDDEN');
    expect(code((await as(b.member, 'mutation ($id: ID!) { deleteWebhookEndpoint(id: $id) }', { id: endpointId })).body)).toBe('FORBIDDEN');
    expect((await as(b.owner, 'mutation ($id: ID!) { deleteWebhookEndpoint(id: $id) }', { id: endpointId })).body.data).toEqual({
      deleteWebhookEndpoint: true,
    });
  });

  it("one of the brand's API keys with the WEBHOOKS grant: READ lists, WRITE changes; another brand's key finds nothing", async () => {
    const b = await brand();
    const keyOf = (brandId: string, grants: ApiKeyActor['grants']): Actor => ({ kind: 'apiKey', keyId: randomUUID(), brandId, grants });
    const input = { brandId: b.id, url: receiverUrl, events: [WebhookEvent.MESSAGE_RECEIVED] };
    const writer = keyOf(b.id, { WEBHOOKS: 'WRITE' });
    const created = await createWebhookEndpoint(t.orm.em.fork(), kit, writer, input);
    const [row] = await sql<{ created_by_id: string | null; created_by_key_id: string }>(
      'select created_by_id, created_by_key_id from webhook_endpoints where id = ?',
      [created.endpoint.id],
    );
    expect(row).toEqual({ created_by_id: null, created_by_key_id: (writer as ApiKeyActor).keyId });
    const reader = keyOf(b.id, { WEBHOOKS: 'READ' });
    expect((await endpointsOf(t.orm.em.fork(), reader, b.id)).map((e) => e.id)).toEqual([created.endpoint.id]);
    await expect(createWebhookEndpoint(t.orm.em.fork(), kit, reader, input)).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'This API key lacks the WEBHOOKS WRITE grant',
    });
    await expect(endpointsOf(t.orm.em.fork(), keyOf(b.id, { BRIEFS: 'WRITE' }), b.id)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(endpointsOf(t.orm.em.fork(), keyOf(randomUUID(), { WEBHOOKS: 'WRITE' }), b.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
