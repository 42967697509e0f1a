import type { EntityManager } from '@mikro-orm/postgresql';
import { addJob } from '../../platform/jobs.js';
import type { PosterScope } from './collaboration.storage.js';

/**
 * A poster's record on the board, public on every brief and on the poster's page (a creator
 * posting as themselves, or a brand: a brand's briefs count together, whoever on its team wrote
 * them). Worked out by the `compute_poster_stats` job into the `poster_stats` table (a few
 * seconds after each change to the poster's briefs or applications, throttled, and daily for
 * every poster as things age out of the window), never per request.
 *
 * Over the last 180 days:
 * - briefs posted: briefs that opened (were published) in the window;
 * - hire rate: of the briefs that ended in the window (closed by the poster, or expired: letting a
 *   brief run out is ending it without a hire), the share closed HIRED; null below 3 ended briefs;
 * - decision rate: of the applications received in the window, the share that got an explicit
 *   answer from the poster (shortlisted, hired or declined); null below 10 applications;
 * - median hours to the first answer: from an application to the poster's first explicit answer,
 *   over the answered ones; null below 10 applications.
 * Applications counted: every one received in the window, except those withdrawn before any
 * answer (the poster had no chance to finish), and undecided ones younger than 7 days on a brief
 * still running (their outcome is not known yet). An application the poster never answered
 * counts as undecided once it is 7 days old, so a poster who never decides shows a low rate.
 */
export const POSTER_STATS = { windowDays: 180, minEndedBriefs: 3, minApplications: 10, pendingGraceDays: 7 } as const;

/** The figures as the PosterStats type shows them. */
export type PosterStatsView = {
  briefsPosted: number;
  hireRate: number | null;
  decisionRate: number | null;
  medianFirstAnswerHours: number | null;
};

const scopeKey = (scope: PosterScope) => ('brandId' in scope ? `brand:${scope.brandId}` : `user:${scope.userId}`);

/**
 * Recomputes the stored record of one poster, or of every poster (`scope` null), as of `now`;
 * answers how many posters it wrote. One writer at a time across instances (an advisory lock):
 * the rows are replaced, so two runs at once would otherwise both insert.
 */
export async function computePosterStats(em: EntityManager, now: Date, scope: PosterScope | null = null): Promise<number> {
  const { windowDays, minEndedBriefs, minApplications, pendingGraceDays } = POSTER_STATS;
  return em.transactional(async (tx) => {
    await tx.execute(`select pg_advisory_xact_lock(hashtext('poster-stats'))`);
    const filter = !scope ? '' : 'brandId' in scope ? 'and b.brand_id = ?' : 'and b.brand_id is null and b.poster_id = ?';
    const scopeParams = !scope ? [] : ['brandId' in scope ? scope.brandId : scope.userId];
    if (!scope) await tx.execute('delete from poster_stats');
    else if ('brandId' in scope) await tx.execute('delete from poster_stats where brand_id = ?', [scope.brandId]);
    else await tx.execute('delete from poster_stats where user_id = ?', [scope.userId]);
    const rows = await tx.execute<{ id: string }[]>(
      `with scoped as (
          select b.id, case when b.brand_id is null then b.poster_id end as user_id, b.brand_id, b.status, b.outcome, b.published_at, b.closed_at
            from briefs b where (b.brand_id is not null or b.poster_id is not null) ${filter}
        ), brief_stats as (
          select user_id, brand_id,
                 count(*) filter (where published_at > ?::timestamptz - make_interval(days => ?))::int as posted,
                 count(*) filter (where status in ('closed', 'expired') and closed_at > ?::timestamptz - make_interval(days => ?))::int as ended,
                 count(*) filter (where status = 'closed' and outcome = 'hired' and closed_at > ?::timestamptz - make_interval(days => ?))::int as hired
            from scoped group by user_id, brand_id
        ), app_stats as (
          select s.user_id, s.brand_id, count(*)::int as received,
                 count(*) filter (where a.first_answer_at is not null)::int as answered,
                 percentile_cont(0.5) within group (order by extract(epoch from a.first_answer_at - a.created_at) / 3600.0)
                   filter (where a.first_answer_at is not null) as median_hours
            from scoped s join brief_applications a on a.brief_id = s.id
           where a.created_at > ?::timestamptz - make_interval(days => ?) and a.created_at <= ?
             and not (a.status = 'withdrawn' and a.first_answer_at is null)
             and (a.first_answer_at is not null or a.created_at <= ?::timestamptz - make_interval(days => ?) or s.status in ('closed', 'expired', 'removed'))
           group by s.user_id, s.brand_id
        )
        insert into poster_stats (id, user_id, brand_id, briefs_posted, closed_briefs, applications, hire_rate, decision_rate, median_first_answer_hours, computed_at)
        select gen_random_uuid(), b.user_id, b.brand_id, b.posted, b.ended, coalesce(a.received, 0),
               case when b.ended >= ? then round(b.hired::numeric / b.ended, 3) end,
               case when coalesce(a.received, 0) >= ? then round(a.answered::numeric / a.received, 3) end,
               case when coalesce(a.received, 0) >= ? then round(a.median_hours::numeric, 1) end,
               ?
          from brief_stats b
          left join app_stats a on a.user_id is not distinct from b.user_id and a.brand_id is not distinct from b.brand_id
        returning id`,
      [
        ...scopeParams,
        now,
        windowDays,
        now,
        windowDays,
        now,
        windowDays,
        now,
        windowDays,
        now,
        now,
        pendingGraceDays,
        minEndedBriefs,
        minApplications,
        minApplications,
        now,
      ],
    );
    return rows.length;
  });
}

/** The stored records of these posters, by `user:<id>` or `brand:<id>`, in one query. */
export async function storedPosterStats(em: EntityManager, scopes: PosterScope[]): Promise<Map<string, PosterStatsView>> {
  const users = scopes.flatMap((s) => ('userId' in s ? [s.userId] : []));
  const brands = scopes.flatMap((s) => ('brandId' in s ? [s.brandId] : []));
  if (users.length === 0 && brands.length === 0) return new Map();
  const rows = await em.execute<
    {
      user_id: string | null;
      brand_id: string | null;
      briefs_posted: number;
      hire_rate: number | null;
      decision_rate: number | null;
      median_first_answer_hours: number | null;
    }[]
  >(
    `select user_id, brand_id, briefs_posted, hire_rate, decision_rate, median_first_answer_hours from poster_stats
      where user_id = any(?::uuid[]) or brand_id = any(?::uuid[])`,
    [`{${users.join(',')}}`, `{${brands.join(',')}}`],
  );
  return new Map(
    rows.map((r) => [
      r.brand_id ? `brand:${r.brand_id}` : `user:${r.user_id}`,
      {
        briefsPosted: r.briefs_posted,
        hireRate: r.hire_rate === null ? null : Number(r.hire_rate),
        decisionRate: r.decision_rate === null ? null : Number(r.decision_rate),
        medianFirstAnswerHours: r.median_first_answer_hours === null ? null : Number(r.median_first_answer_hours),
      },
    ]),
  );
}

export const posterKey = scopeKey;

/** Queues a throttled recompute of the poster's record, in the transaction of the change that calls for it. */
export function queuePosterStats(tx: EntityManager, scope: PosterScope): Promise<void> {
  return addJob(tx, 'compute_poster_stats', 'brandId' in scope ? { userId: null, brandId: scope.brandId } : { userId: scope.userId, brandId: null });
}

/** Queues a recompute of every poster (after a sweep that ended briefs or closed applications). */
export function queueAllPosterStats(tx: EntityManager): Promise<void> {
  return addJob(tx, 'compute_poster_stats', { userId: null, brandId: null });
}
