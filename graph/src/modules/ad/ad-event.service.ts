import { createHash } from 'node:crypto';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { Context } from '../common/context.js';
import { AppError } from '../common/errors.js';
import { consumeOrRefuse } from '../common/rate-limit.js';
import { isUuid } from '../common/validation.js';
import { type AdEventKind } from './ad-event.entity.js';
import { addressGroupOf } from './client-address.js';

type Viewing = Pick<Context, 'actor' | 'visitor' | 'session'>;

/**
 * Whose view an impression or click is: a signed-in account (all its sessions are one viewer), an
 * API key, the visitor cookie the request came with (only read: counting never issues one), or
 * else the client's address and user agent together, so that dropping the cookie makes no new viewer.
 */
export function adViewerKey({ actor, visitor, session }: Viewing): string {
  if (actor?.kind === 'user') return `u:${actor.id}`;
  if (actor?.kind === 'apiKey') return `k:${actor.keyId}`;
  if (visitor.existing) return `v:${visitor.existing}`;
  const { ip, userAgent } = session.meta;
  return `a:${createHash('sha256')
    .update(`${ip ?? ''}\n${userAgent ?? ''}`)
    .digest('hex')}`;
}

// One statement: counted only when the ad shows now (active, inside its window), at most once per
// ad, kind, UTC day and viewer (the table's unique key; a repeat does nothing).
const RECORD_SQL = `insert into ad_events (ad_id, kind, day, viewer_key, created_at)
  select a.id, ?, (now() at time zone 'utc')::date, ?, now() from banner_ads a
  where a.id = ? and a.active and (a.starts_at is null or a.starts_at <= now()) and (a.ends_at is null or a.ends_at > now())
  on conflict (ad_id, kind, day, viewer_key) do nothing
  returning day::text as day`;

/** Thrown inside the counting transaction to undo a view past the address's cap. */
class OverAddressCap extends Error {}

/**
 * Counts an impression (the banner was at least half in view for a continuous second, measured by
 * the browser) or a click: true when counted, false when this viewer's was already counted today,
 * the ad is not showing, or the client's address already brought the most viewers an address may
 * count for this ad, kind and UTC day (no error: the extra views are simply not counted). Open to
 * everyone; an id that is no ad of ours is refused.
 */
export async function recordAdEvent(ctx: Pick<Context, 'em' | 'actor' | 'visitor' | 'session' | 'ads'>, id: string, kind: AdEventKind): Promise<boolean> {
  if (!isUuid(id)) throw new AppError('BAD_USER_INPUT', 'Not an ad id', { id: 'Not an ad id (a UUID)' });
  const viewer = adViewerKey(ctx);
  // The address's limits count an IPv6 /64 as one address.
  const address = addressGroupOf(ctx.session.meta.ip);
  const refusal = (seconds: number) => `Too many ad events: try again in ${seconds} s`;
  await consumeOrRefuse(ctx.ads.eventLimits.perViewer, viewer, refusal);
  await consumeOrRefuse(ctx.ads.eventLimits.perAddress, address, refusal);
  let counted: boolean;
  try {
    counted = await ctx.em.transactional(async (tx) => {
      const inserted = await tx.execute<{ day: string }[]>(RECORD_SQL, [kind, viewer, id]);
      const day = inserted[0]?.day;
      if (!day) return false;
      // A new viewer for this ad today takes one of the address's places, shared by every instance
      // through Redis; past the cap the insert is rolled back. Repeats never reach here.
      try {
        await ctx.ads.eventLimits.viewersPerAddress.consume(`${address}|${id}|${kind}|${day}`);
      } catch (error) {
        if (error instanceof RateLimiterRes) throw new OverAddressCap();
        throw error;
      }
      return true;
    });
  } catch (error) {
    if (error instanceof OverAddressCap) return false;
    throw error;
  }
  if (counted) return true;
  const exists = await ctx.em.execute<{ id: string }[]>('select id from banner_ads where id = ?', [id]);
  if (exists.length === 0) throw new AppError('NOT_FOUND', 'No such ad');
  return false;
}
