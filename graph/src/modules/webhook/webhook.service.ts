import { isIP } from 'node:net';
import type { EntityManager } from '@mikro-orm/postgresql';
import { addJob } from '../../platform/jobs.js';
import { WEBHOOK_LIMITS } from '../../shared/limits.js';
import { assertBrandAgent, type BrandAgent } from '../brand/brand-team.js';
import type { Actor } from '../common/authz.js';
import { AppError } from '../common/errors.js';
import { checkLength, checkList, isUuid, unstorable } from '../common/validation.js';
import { refusalOf } from './webhook.address.js';
import type { WebhookKit } from './webhook.delivery.js';
import { WebhookDelivery, WebhookDeliveryAttempt, WebhookDeliveryStatus, WebhookEndpoint, WebhookEvent } from './webhook.entities.js';
import { encryptSecret, newSigningSecret } from './webhook.signing.js';

/**
 * Managing a brand's webhook endpoints: its owners signed in, or one of its API keys with the
 * WEBHOOKS grant (READ to list, WRITE to change), through the one policy (`assertBrandAgent`).
 * Members of the team, other brands and creators are refused.
 */

const READ = { resource: 'WEBHOOKS', access: 'READ' } as const;
const WRITE = { resource: 'WEBHOOKS', access: 'WRITE' } as const;

const badUrl = (message: string): never => {
  throw new AppError('BAD_USER_INPUT', message, { url: message });
};

/**
 * An endpoint's address as saved: an absolute https URL of at most 2,000 characters, without
 * credentials or a fragment. An IP literal or `localhost` is refused now when no delivery could
 * ever go there; a name is checked again on every attempt, on the address it then resolves to.
 * With WEBHOOKS_ALLOW_LOOPBACK, http is accepted too (deliveries then reach only loopback).
 */
export function parseEndpointUrl(raw: string, allowLoopback: boolean): string {
  checkLength('url', raw, WEBHOOK_LIMITS.url);
  const text = raw.trim();
  if (!text || unstorable(text)) badUrl('Give the https address of your endpoint');
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return badUrl('Not a valid URL: give an address such as https://example.com/webhooks');
  }
  if (url.protocol !== 'https:' && !(allowLoopback && url.protocol === 'http:')) badUrl('Webhook endpoints must use https://');
  if (url.username || url.password) badUrl('Leave credentials out of the URL: verify deliveries by their signature');
  if (url.hash) badUrl('A webhook URL has no #fragment');
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (!host) badUrl('The URL needs a host');
  if (isIP(host)) {
    const refusal = refusalOf(host, allowLoopback);
    if (refusal) badUrl(`${host} is ${refusal}: SoundBoard delivers only to public addresses`);
  } else if (!allowLoopback && (host === 'localhost' || host.endsWith('.localhost'))) {
    badUrl('localhost is a loopback address: SoundBoard delivers only to public addresses');
  }
  if (url.href.length > WEBHOOK_LIMITS.url) badUrl(`url must be at most ${WEBHOOK_LIMITS.url} characters`);
  return url.href;
}

function parseEvents(events: readonly WebhookEvent[]): WebhookEvent[] {
  checkList('events', events, WEBHOOK_LIMITS.events, 40);
  const known = new Set(Object.values(WebhookEvent));
  const chosen = [...new Set(events)];
  if (chosen.length === 0) throw new AppError('BAD_USER_INPUT', 'Choose at least one event', { events: 'At least one' });
  if (!chosen.every((event) => known.has(event))) throw new AppError('BAD_USER_INPUT', 'Unknown event', { events: `One of ${[...known].join(', ')}` });
  return chosen;
}

export type CreatedEndpoint = { endpoint: WebhookEndpoint; signingSecret: string };

/**
 * Registers an endpoint for the brand, with a new signing secret answered once. At most ten
 * endpoints per brand, counted under a lock per brand so that concurrent creations cannot pass it.
 */
export async function createWebhookEndpoint(
  em: EntityManager,
  kit: WebhookKit,
  actor: Actor | null,
  input: { brandId: string; url: string; events: readonly WebhookEvent[] },
): Promise<CreatedEndpoint> {
  const agent = await assertBrandAgent(em, actor, 'brand:team', input.brandId, WRITE);
  const url = parseEndpointUrl(input.url, kit.allowLoopback);
  const events = parseEvents(input.events);
  const signingSecret = newSigningSecret();
  const id = await em.transactional(async (tx) => {
    await tx.execute(`select pg_advisory_xact_lock(hashtext('webhook-endpoints:' || ?))`, [agent.brand.id]);
    const [count] = await tx.execute<{ n: number }[]>('select count(*)::int as n from webhook_endpoints where brand_id = ?', [agent.brand.id]);
    if ((count?.n ?? 0) >= WEBHOOK_LIMITS.endpointsPerBrand) {
      throw new AppError('BAD_USER_INPUT', `A brand may have at most ${WEBHOOK_LIMITS.endpointsPerBrand} webhook endpoints: delete one first`, {
        url: `At most ${WEBHOOK_LIMITS.endpointsPerBrand} endpoints`,
      });
    }
    const endpoint = tx.create(WebhookEndpoint, {
      brand: agent.brand,
      url,
      events,
      secretCiphertext: '',
      createdBy: agent.userId,
      createdByKeyId: agent.keyId,
    });
    endpoint.secretCiphertext = encryptSecret(kit.secretsKey, endpoint.id, signingSecret);
    await tx.flush();
    return endpoint.id;
  });
  return { endpoint: await em.findOneOrFail(WebhookEndpoint, { id }, { refresh: true }), signingSecret };
}

/** The endpoint and the check that the actor may act on its brand; NOT_FOUND for an id that is none. */
async function endpointFor(em: EntityManager, actor: Actor | null, id: string, grant: typeof READ | typeof WRITE): Promise<[WebhookEndpoint, BrandAgent]> {
  // Signed in (or a key) first, so that a visitor learns nothing about ids.
  if (!actor) await assertBrandAgent(em, actor, 'brand:team', '', grant);
  const endpoint = isUuid(id) ? await em.findOne(WebhookEndpoint, { id }) : null;
  if (!endpoint) throw new AppError('NOT_FOUND', 'No such webhook endpoint');
  return [endpoint, await assertBrandAgent(em, actor, 'brand:team', endpoint.brand.id, grant)];
}

/** Deletes an endpoint with its deliveries: nothing more is sent to it, from the next attempt on. */
export async function deleteWebhookEndpoint(em: EntityManager, actor: Actor | null, id: string): Promise<boolean> {
  const [endpoint] = await endpointFor(em, actor, id, WRITE);
  await em.nativeDelete(WebhookEndpoint, { id: endpoint.id });
  return true;
}

/** Turns a disabled endpoint back on: new events reach it again, and its failed deliveries may be replayed. */
export async function enableWebhookEndpoint(em: EntityManager, actor: Actor | null, id: string): Promise<WebhookEndpoint> {
  const [endpoint] = await endpointFor(em, actor, id, WRITE);
  await em.execute('update webhook_endpoints set disabled_at = null, failing_since = null where id = ?', [endpoint.id]);
  return em.findOneOrFail(WebhookEndpoint, { id: endpoint.id }, { refresh: true });
}

/**
 * Queues a failed delivery again, at once, with the same envelope (same event id) and a fresh
 * 3 days of retries. Only a failed one (a pending one is being retried; a delivered one arrived),
 * and only while its endpoint is on.
 */
export async function replayWebhookDelivery(em: EntityManager, actor: Actor | null, id: string): Promise<WebhookDelivery> {
  if (!actor) await assertBrandAgent(em, actor, 'brand:team', '', WRITE);
  const delivery = isUuid(id) ? await em.findOne(WebhookDelivery, { id }, { populate: ['endpoint'] }) : null;
  if (!delivery) throw new AppError('NOT_FOUND', 'No such webhook delivery');
  await assertBrandAgent(em, actor, 'brand:team', delivery.endpoint.brand.id, WRITE);
  if (delivery.endpoint.disabledAt) {
    throw new AppError('BAD_USER_INPUT', 'Its endpoint is turned off: turn it back on (enableWebhookEndpoint) before replaying', { id: 'Endpoint off' });
  }
  const replayed = await em.transactional(async (tx) => {
    const rows = await tx.execute(
      `update webhook_deliveries set status = 'pending', next_attempt_at = now(), window_started_at = now(), window_attempts = 0
        where id = ? and status = 'failed' returning id`,
      [delivery.id],
    );
    if (rows.length > 0) await addJob(tx, 'deliver_webhook', { deliveryId: delivery.id });
    return rows.length > 0;
  });
  if (!replayed) {
    throw new AppError(
      'BAD_USER_INPUT',
      `Only a failed delivery can be replayed: this one is ${delivery.status === WebhookDeliveryStatus.PENDING ? 'still being tried' : 'delivered'}`,
      {
        id: 'Not failed',
      },
    );
  }
  return em.findOneOrFail(WebhookDelivery, { id: delivery.id }, { refresh: true });
}

/** The brand's endpoints, the newest first. */
export async function endpointsOf(em: EntityManager, actor: Actor | null, brandId: string): Promise<WebhookEndpoint[]> {
  const { brand } = await assertBrandAgent(em, actor, 'brand:team', brandId, READ);
  return em.find(WebhookEndpoint, { brand: brand.id }, { orderBy: { createdAt: 'desc', id: 'desc' } });
}

const pageSize = (first: number | null | undefined): number => {
  const limit = first ?? 20;
  if (!Number.isInteger(limit) || limit < 1 || limit > WEBHOOK_LIMITS.page) {
    throw new AppError('BAD_USER_INPUT', `first must be from 1 to ${WEBHOOK_LIMITS.page}`, { first: `from 1 to ${WEBHOOK_LIMITS.page}` });
  }
  return limit;
};

/**
 * An endpoint's latest deliveries, the newest first. Reached only through `Brand.webhookEndpoints`
 * (or an answer to a mutation), which checked the actor on the brand.
 */
export function deliveriesOf(em: EntityManager, endpointId: string, first: number | null | undefined): Promise<WebhookDelivery[]> {
  return em.find(WebhookDelivery, { endpoint: endpointId }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: pageSize(first) });
}

/** A delivery's attempts, the latest first. */
export function attemptsOf(em: EntityManager, deliveryId: string, first: number | null | undefined): Promise<WebhookDeliveryAttempt[]> {
  return em.find(WebhookDeliveryAttempt, { delivery: deliveryId }, { orderBy: { attemptedAt: 'desc', id: 'desc' }, limit: pageSize(first) });
}
