import type { Context } from '../common/context.js';
import { AppError } from '../common/errors.js';
import { consumeOrRefuse } from '../common/rate-limit.js';
import { isUuid } from '../common/validation.js';
import { type AdEventKind } from './ad-event.entity.js';

/**
 * Whose view an impression or click is: the session of a signed-in account (so one person on two
 * devices counts twice, like two visitors), an API key, or the visitor cookie of a signed-out
 * viewer (issued here when they have none).
 */
function viewerKey({ actor, visitor }: Pick<Context, 'actor' | 'visitor'>): string {
  if (actor?.kind === 'user') return `s:${actor.sessionId}`;
  if (actor?.kind === 'apiKey') return `k:${actor.keyId}`;
  return `v:${visitor.id()}`;
}

// One statement: counted only when the ad shows now (active, inside its window), at most once per
// ad, kind, UTC day and viewer (the table's unique key; a repeat does nothing).
const RECORD_SQL = `insert into ad_events (ad_id, kind, day, viewer_key, created_at)
  select a.id, ?, (now() at time zone 'utc')::date, ?, now() from banner_ads a
  where a.id = ? and a.active and (a.starts_at is null or a.starts_at <= now()) and (a.ends_at is null or a.ends_at > now())
  on conflict (ad_id, kind, day, viewer_key) do nothing
  returning id`;

/**
 * Counts an impression (the banner was at least half in view for a continuous second, measured by
 * the browser) or a click: true when counted, false when this viewer's was already counted today
 * or the ad is not showing. Open to everyone; an id that is no ad of ours is refused.
 */
export async function recordAdEvent(ctx: Pick<Context, 'em' | 'actor' | 'visitor' | 'session' | 'ads'>, id: string, kind: AdEventKind): Promise<boolean> {
  if (!isUuid(id)) throw new AppError('BAD_USER_INPUT', 'Not an ad id', { id: 'Not an ad id (a UUID)' });
  const viewer = viewerKey(ctx);
  const refusal = (seconds: number) => `Too many ad events: try again in ${seconds} s`;
  await consumeOrRefuse(ctx.ads.eventLimits.perViewer, viewer, refusal);
  if (ctx.session.meta.ip) await consumeOrRefuse(ctx.ads.eventLimits.perAddress, ctx.session.meta.ip, refusal);
  const inserted = await ctx.em.execute<{ id: string }[]>(RECORD_SQL, [kind, viewer, id]);
  if (inserted.length > 0) return true;
  const exists = await ctx.em.execute<{ id: string }[]>('select id from banner_ads where id = ?', [id]);
  if (exists.length === 0) throw new AppError('NOT_FOUND', 'No such ad');
  return false;
}
