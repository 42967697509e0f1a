import http from 'node:http';
import https from 'node:https';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { addJob } from '../../platform/jobs.js';
import { WEBHOOK_LIMITS } from '../../shared/limits.js';
import { notify } from '../notification/notification.service.js';
import { AddressRefused, deliveryAddress, pinnedLookup, type Resolver } from './webhook.address.js';
import { decryptSecret, signatureHeader } from './webhook.signing.js';

/**
 * Delivering webhooks. Each attempt POSTs the delivery's envelope as raw JSON, signed, to the
 * address checked at that moment, within the timeout; a 2xx answer delivers it. Anything else (an
 * error status, a redirect, a timeout, a refused address) is a failed attempt, retried with
 * exponential backoff (1 minute, doubling, at most 12 hours apart) for 3 days from the first
 * attempt (or from a replay): the last attempt is made at the 3-day mark, and if it fails too the
 * delivery is FAILED. An endpoint whose attempts have failed for 3 days without a success between
 * is turned off (its waiting deliveries fail with it) and the brand's owners are told.
 *
 * Every step takes `now`, so that tests run the schedule without waiting it out. An attempt first
 * claims its delivery with a conditional update (its next attempt moved past the attempt's own
 * length), so that one delivery is never sent twice at once, on any instance.
 */

/** What a delivery needs from the app: the key its secrets are kept under, the flag, the timeout, and how names resolve. */
export type WebhookKit = { secretsKey: Buffer; allowLoopback: boolean; timeoutMs: number; resolve: Resolver };

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** How long a delivery is retried, and how long an endpoint may fail before it is turned off. */
export const RETRY_WINDOW_MS = 72 * HOUR_MS;
const FIRST_RETRY_MS = MINUTE_MS;
const LONGEST_WAIT_MS = 12 * HOUR_MS;
/** How much of an answer is read: enough for the excerpt, never a receiver's whole page. */
const READ_AT_MOST = 4096;

/** The wait after the n-th failed attempt of a window (n from 1): 1 min, 2, 4, … at most 12 h. */
export const retryDelayMs = (failedAttempts: number): number => Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, failedAttempts - 1), LONGEST_WAIT_MS);

type Claimed = {
  id: string;
  endpoint_id: string;
  event: string;
  payload: { id: string; type: string; createdAt: string; data: unknown };
  window_started_at: Date | string;
  window_attempts: number;
  url: string;
  secret_ciphertext: string;
  brand_id: string;
};

export type AttemptOutcome = { status: number | null; error: string | null; durationMs: number; excerpt: string | null };

/** The envelope's bytes as sent: its four fields in order (the stored jsonb keeps its own order inside `data`). */
export const bodyOf = (payload: Claimed['payload']): string =>
  JSON.stringify({ id: payload.id, type: payload.type, createdAt: payload.createdAt, data: payload.data });

/** One POST, pinned to the checked address, never following a redirect, bounded by the timeout. */
export async function post(kit: WebhookKit, url: URL, headers: Record<string, string>, body: string): Promise<AttemptOutcome> {
  const started = performance.now();
  const done = (outcome: Omit<AttemptOutcome, 'durationMs'>): AttemptOutcome => ({ ...outcome, durationMs: Math.round(performance.now() - started) });
  let pinned: { address: string; family: 4 | 6 };
  try {
    pinned = await deliveryAddress(url, kit.allowLoopback, kit.resolve);
  } catch (error) {
    if (error instanceof AddressRefused) return done({ status: null, error: error.message, excerpt: null });
    throw error;
  }
  return new Promise((resolve) => {
    const client = url.protocol === 'https:' ? https : http;
    let settled = false;
    const finish = (outcome: Omit<AttemptOutcome, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(done(outcome));
    };
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        lookup: pinnedLookup(pinned.address, pinned.family),
        // A connection of its own each time: a pooled socket could have been opened to another address.
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let read = 0;
        const settle = () => {
          const text = Buffer.concat(chunks).toString('utf8').replaceAll('\u0000', '');
          finish({ status: response.statusCode ?? null, error: null, excerpt: text ? text.slice(0, WEBHOOK_LIMITS.responseExcerpt) : null });
          response.destroy();
        };
        response.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          read += chunk.length;
          if (read >= READ_AT_MOST) settle();
        });
        response.on('end', settle);
        response.on('error', settle);
      },
    );
    const timer = setTimeout(() => {
      finish({ status: null, error: `No answer within ${kit.timeoutMs / 1000} s`, excerpt: null });
      request.destroy();
    }, kit.timeoutMs);
    request.on('error', (error: NodeJS.ErrnoException) => finish({ status: null, error: (error.code ?? error.message).slice(0, 200), excerpt: null }));
    request.end(body);
  });
}

/**
 * One attempt of one delivery, as of `now`: nothing when it is not due (delivered, failed, not
 * yet time, or another attempt holds it), otherwise the POST and what follows from its answer.
 * Answers the delivery's status after the attempt, or null when none was made.
 */
export async function attemptDelivery(
  fork: () => EntityManager,
  kit: WebhookKit,
  deliveryId: string,
  now: Date,
  logger?: Logger,
): Promise<'delivered' | 'pending' | 'failed' | null> {
  const em = fork();
  // The claim: its next attempt moved past this attempt's longest run, so that neither a job nor
  // the sweep takes it meanwhile; if this process dies mid-attempt, it is due again after that.
  const [claimed] = await em.execute<Claimed[]>(
    `update webhook_deliveries d set next_attempt_at = ?::timestamptz + make_interval(secs => ?)
       from webhook_endpoints e
      where d.id = ? and e.id = d.endpoint_id and d.status = 'pending' and d.next_attempt_at <= ? and e.disabled_at is null
      returning d.id, d.endpoint_id, d.event, d.payload, d.window_started_at, d.window_attempts, e.url, e.secret_ciphertext, e.brand_id`,
    [now, kit.timeoutMs / 1000 + 30, deliveryId, now],
  );
  if (!claimed) return null;
  const body = bodyOf(claimed.payload);
  const secret = readSecret(kit, claimed);
  const outcome: AttemptOutcome = secret
    ? await post(
        kit,
        new URL(claimed.url),
        {
          'content-type': 'application/json',
          'user-agent': 'SoundBoard-Webhooks/1.0',
          'soundboard-signature': signatureHeader(secret, body, now),
          'soundboard-event': claimed.event,
          'soundboard-delivery': claimed.id,
        },
        body,
      )
    : // Never sent unsigned: a failed attempt that says why, on the delivery's own schedule.
      { status: null, error: 'The signing secret cannot be read (was APP_SECRET changed?): create the endpoint again', durationMs: 0, excerpt: null };
  const delivered = outcome.status !== null && outcome.status >= 200 && outcome.status < 300;
  const windowStarted = toDate(em, claimed.window_started_at);
  const windowAttempts = claimed.window_attempts + 1;
  const deadline = windowStarted.getTime() + RETRY_WINDOW_MS;
  const next = delivered || now.getTime() >= deadline ? null : new Date(Math.min(now.getTime() + retryDelayMs(windowAttempts), deadline));
  const status = delivered ? 'delivered' : next ? 'pending' : 'failed';
  const error = delivered ? null : (outcome.error ?? `Answered ${outcome.status ?? 'nothing'}`);

  await em.transactional(async (tx) => {
    // An endpoint deleted during the attempt took its deliveries with it: nothing is left to record.
    const kept = await tx.execute(
      `insert into webhook_delivery_attempts (id, delivery_id, attempted_at, response_status, error, duration_ms, response_excerpt)
       select gen_random_uuid(), d.id, ?, ?, ?, ?, ? from webhook_deliveries d where d.id = ? returning id`,
      [now, outcome.status, outcome.error, outcome.durationMs, outcome.excerpt, claimed.id],
    );
    if (kept.length === 0) return;
    await tx.execute(
      `update webhook_deliveries set status = ?, attempts = attempts + 1, window_attempts = ?, last_response_status = ?, last_error = ?,
          next_attempt_at = ?, delivered_at = ? where id = ?`,
      [status, windowAttempts, outcome.status, error, next, delivered ? now : null, claimed.id],
    );
    if (next) await addJob(tx, 'deliver_webhook', { deliveryId: claimed.id }, { delayMs: Math.max(0, next.getTime() - now.getTime()) });
    if (delivered) {
      await tx.execute('update webhook_endpoints set failing_since = null, last_delivered_at = ? where id = ?', [now, claimed.endpoint_id]);
    } else {
      await recordFailure(tx, claimed, now);
    }
  });
  if (!delivered) logger?.debug({ deliveryId: claimed.id, status: outcome.status, error: outcome.error, next }, 'webhook attempt failed');
  return status;
}

/**
 * A failed attempt: unless the endpoint was failing already, it is failing since the failed
 * event happened (its delivery's window started), or since its last success if that came later.
 * Once it has failed for the whole retry window with no success between (so at the latest when a
 * delivery gives up), it is turned off, its waiting deliveries fail, and the brand's owners are
 * told (once: the update is conditional).
 */
async function recordFailure(tx: EntityManager, claimed: Claimed, now: Date): Promise<void> {
  const [endpoint] = await tx.execute<{ failing_since: Date | string }[]>(
    `update webhook_endpoints
        set failing_since = coalesce(failing_since, greatest(least(?::timestamptz, ?::timestamptz), coalesce(last_delivered_at, '-infinity')))
      where id = ? returning failing_since`,
    [now, claimed.window_started_at, claimed.endpoint_id],
  );
  if (!endpoint || now.getTime() - toDate(tx, endpoint.failing_since).getTime() < RETRY_WINDOW_MS) return;
  const [disabled] = await tx.execute<{ id: string; url: string }[]>(
    'update webhook_endpoints set disabled_at = ? where id = ? and disabled_at is null returning id, url',
    [now, claimed.endpoint_id],
  );
  if (!disabled) return;
  await tx.execute(
    `update webhook_deliveries set status = 'failed', next_attempt_at = null, last_error = coalesce(last_error, 'The endpoint was turned off')
      where endpoint_id = ? and status = 'pending'`,
    [claimed.endpoint_id],
  );
  const owners = await tx.execute<{ user_id: string; name: string }[]>(
    `select m.user_id, b.name from brand_members m join brands b on b.id = m.brand_id where m.brand_id = ? and m.role = 'owner'`,
    [claimed.brand_id],
  );
  await notify(
    tx,
    owners.map(({ user_id, name }) => ({
      userId: user_id,
      kind: 'webhook_endpoint_disabled' as const,
      groupKey: `webhook:${disabled.id}`,
      subject: name,
      body: `Deliveries to ${disabled.url} failed for 3 days. Fix the endpoint, then create it again or replay its failed deliveries.`,
      url: '/brand/developers',
      reason: `you own ${name}`,
    })),
  );
}

/** The endpoint's signing secret, or null when it cannot be opened (APP_SECRET changed since it was stored). */
function readSecret(kit: WebhookKit, claimed: Claimed): string | null {
  try {
    return decryptSecret(kit.secretsKey, claimed.endpoint_id, claimed.secret_ciphertext);
  } catch {
    return null;
  }
}

const toDate = (em: EntityManager, value: Date | string) => (value instanceof Date ? value : em.getPlatform().parseDate(value));

/** Deliveries due as of `now` (their claim lapsed, if one was taken), the longest waiting first. */
export async function dueDeliveries(em: EntityManager, now: Date, limit: number): Promise<string[]> {
  const rows = await em.execute<{ id: string }[]>(
    `select d.id from webhook_deliveries d join webhook_endpoints e on e.id = d.endpoint_id
      where d.status = 'pending' and d.next_attempt_at <= ? and e.disabled_at is null order by d.next_attempt_at limit ?`,
    [now, limit],
  );
  return rows.map((row) => row.id);
}

/** How long delivered and failed deliveries (and their attempts) are kept for the brand to read. */
export const DELIVERY_RETENTION_DAYS = 30;

/**
 * The sweep: queues a job for each delivery due as of `now` (a job lost with a worker; the jobs'
 * keys keep one per delivery), and forgets finished deliveries past their retention.
 */
export async function sweepDeliveries(em: EntityManager, now: Date): Promise<{ queued: number; forgotten: number }> {
  const due = await dueDeliveries(em, now, 1000);
  await em.transactional(async (tx) => {
    for (const id of due) await addJob(tx, 'deliver_webhook', { deliveryId: id });
  });
  const forgotten = await em.execute<{ id: string }[]>(
    `delete from webhook_deliveries where id in (
       select id from webhook_deliveries where status <> 'pending' and created_at < ?::timestamptz - make_interval(days => ?) limit 5000)
     returning id`,
    [now, DELIVERY_RETENTION_DAYS],
  );
  return { queued: due.length, forgotten: forgotten.length };
}
