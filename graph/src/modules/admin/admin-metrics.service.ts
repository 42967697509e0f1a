import type { EntityManager } from '@mikro-orm/postgresql';
import { assertCan, type Actor } from '../common/authz.js';
import { AppError } from '../common/errors.js';
import { METRIC_PERIODS, type MetricPeriod } from '../../shared/limits.js';
import { CREATOR_ACCOUNT_SQL } from '../profile/profile.service.js';

/** The figures counted per UTC day; each one's definition is its schema description (admin-metrics.types.ts). */
export const DAILY_SERIES = [
  'signups',
  'activeCreators',
  'matchesCreated',
  'matchDismissals',
  'matchBookmarks',
  'matchClicks',
  'brandConnections',
  'adImpressions',
  'adClicks',
] as const;
export type DailySeries = (typeof DAILY_SERIES)[number];

export type DailyCount = { date: string; count: number };
/** A figure of the period beside the same figure of the period before; change is relative, null without a previous figure. */
export type PeriodTotal = { total: number; previousTotal: number; change: number | null };
/** Matches given an action ÷ matches made, in the period and in the one before; null rates without matches made. */
export type PeriodRate = { count: number; previousCount: number; rate: number | null; previousRate: number | null };

/** The last `days` UTC days, today included, and the `days` before them; days as YYYY-MM-DD. */
export type MetricsPeriod = { days: MetricPeriod; startDate: string; endDate: string; previousStartDate: string; previousEndDate: string };

export type AdminMetricsData = MetricsPeriod &
  Record<DailySeries, DailyCount[]> & {
    totals: Record<DailySeries, PeriodTotal>;
    matchActionRates: { dismissed: PeriodRate; bookmarked: PeriodRate; clicked: PeriodRate };
  };

const DAY_MS = 86_400_000;
const addDays = (day: string, days: number) => new Date(Date.parse(day) + days * DAY_MS).toISOString().slice(0, 10);

export function metricsPeriod(days: MetricPeriod, now = Date.now()): MetricsPeriod {
  const endDate = new Date(now).toISOString().slice(0, 10);
  const startDate = addDays(endDate, 1 - days);
  return { days, startDate, endDate, previousStartDate: addDays(startDate, -days), previousEndDate: addDays(startDate, -1) };
}

// Every series over both periods in one statement: each table is read once, from the previous
// period's first day, grouped by UTC day into one stream, then spread over every day of the span
// (days with nothing count 0). Match actions count distinct matches per action per day.
const DAILY_SQL = `with b as (select ?::date as first_day, ?::date as last_day, (?::date)::timestamp at time zone 'utc' as since),
events (metric, day, n) as (
  select 'signups', (created_at at time zone 'utc')::date, count(*) from users, b where created_at >= b.since group by 2
  union all
  select 'activeCreators', a.day, count(*) from user_activity_days a join users u on u.id = a.user_id, b
   where a.day >= b.first_day and ${CREATOR_ACCOUNT_SQL()} group by 2
  union all
  select 'matchesCreated', (created_at at time zone 'utc')::date, count(*) from matches, b where created_at >= b.since group by 2
  union all
  select action, (at at time zone 'utc')::date, count(distinct match_id) from match_actions, b where at >= b.since group by 1, 2
  union all
  select 'brandConnections', (created_at at time zone 'utc')::date, count(*) from brand_connections, b where created_at >= b.since group by 2
  union all
  select kind, day, count(*) from ad_events, b where day >= b.first_day group by 1, 2
)
select to_char(d.day, 'YYYY-MM-DD') as date,
  coalesce(sum(e.n) filter (where e.metric = 'signups'), 0)::int as "signups",
  coalesce(sum(e.n) filter (where e.metric = 'activeCreators'), 0)::int as "activeCreators",
  coalesce(sum(e.n) filter (where e.metric = 'matchesCreated'), 0)::int as "matchesCreated",
  coalesce(sum(e.n) filter (where e.metric = 'dismissed'), 0)::int as "matchDismissals",
  coalesce(sum(e.n) filter (where e.metric = 'bookmarked'), 0)::int as "matchBookmarks",
  coalesce(sum(e.n) filter (where e.metric = 'clicked'), 0)::int as "matchClicks",
  coalesce(sum(e.n) filter (where e.metric = 'brandConnections'), 0)::int as "brandConnections",
  coalesce(sum(e.n) filter (where e.metric = 'impression'), 0)::int as "adImpressions",
  coalesce(sum(e.n) filter (where e.metric = 'click'), 0)::int as "adClicks"
from (select generate_series(b.first_day, b.last_day, interval '1 day')::date as day from b) d
left join events e on e.day = d.day
group by d.day
order by d.day`;

// What a sum of days cannot give, for each period: creators active on any of its days (each
// once), and of the matches made in it, how many the creator dismissed, bookmarked or clicked
// before its end.
const PERIOD_SQL = `with periods as (
  select p.period, p.first_day, p.last_day,
    p.first_day::timestamp at time zone 'utc' as starts, (p.last_day + 1)::timestamp at time zone 'utc' as ends
  from (values ('current', ?::date, ?::date), ('previous', ?::date, ?::date)) as p(period, first_day, last_day)
)
select p.period,
  (select count(distinct a.user_id) from user_activity_days a join users u on u.id = a.user_id
    where a.day between p.first_day and p.last_day and ${CREATOR_ACCOUNT_SQL()})::int as "activeCreators",
  m.made, m.dismissed, m.bookmarked, m.clicked
from periods p cross join lateral (
  select count(*)::int as made,
    count(*) filter (where exists (select 1 from match_actions a where a.match_id = mt.id and a.action = 'dismissed' and a.at < p.ends))::int as dismissed,
    count(*) filter (where exists (select 1 from match_actions a where a.match_id = mt.id and a.action = 'bookmarked' and a.at < p.ends))::int as bookmarked,
    count(*) filter (where exists (select 1 from match_actions a where a.match_id = mt.id and a.action = 'clicked' and a.at < p.ends))::int as clicked
  from matches mt where mt.created_at >= p.starts and mt.created_at < p.ends
) m`;

type DailyRow = { date: string } & Record<DailySeries, number>;
type PeriodRow = { period: 'current' | 'previous'; activeCreators: number; made: number; dismissed: number; bookmarked: number; clicked: number };

const change = (total: number, previousTotal: number) => (previousTotal === 0 ? null : (total - previousTotal) / previousTotal);
const ratio = (count: number, of: number) => (of === 0 ? null : count / of);

export function parseMetricPeriod(days: number): MetricPeriod {
  const period = METRIC_PERIODS.find((allowed) => allowed === days);
  if (!period)
    throw new AppError('BAD_USER_INPUT', `days must be ${METRIC_PERIODS.join(', ')}`, {
      days: `Choose ${METRIC_PERIODS.join(', ').replace(/, (\d+)$/, ' or $1')} days`,
    });
  return period;
}

/**
 * The admin dashboard's activity figures over the last `days` UTC days (7, 30 or 90, today
 * included): each series per day, oldest first, and each period figure beside the previous
 * period's, in two SQL statements whatever the period. Admins only.
 */
export async function adminMetrics(em: EntityManager, actor: Actor | null, days: number): Promise<AdminMetricsData> {
  assertCan(actor, 'admin:metrics');
  const period = metricsPeriod(parseMetricPeriod(days));
  const rows = await em.execute<DailyRow[]>(DAILY_SQL, [period.previousStartDate, period.endDate, period.previousStartDate]);
  const periodRows = await em.execute<PeriodRow[]>(PERIOD_SQL, [period.startDate, period.endDate, period.previousStartDate, period.previousEndDate]);
  const current = periodRows.find((row) => row.period === 'current')!;
  const previous = periodRows.find((row) => row.period === 'previous')!;

  const previousRows = rows.slice(0, period.days);
  const currentRows = rows.slice(period.days);
  const series = {} as Record<DailySeries, DailyCount[]>;
  const totals = {} as Record<DailySeries, PeriodTotal>;
  for (const name of DAILY_SERIES) {
    series[name] = currentRows.map((row) => ({ date: row.date, count: row[name] }));
    const sum = (of: DailyRow[]) => of.reduce((total, row) => total + row[name], 0);
    // A creator active on many days is one active creator of the period.
    const [total, previousTotal] = name === 'activeCreators' ? [current.activeCreators, previous.activeCreators] : [sum(currentRows), sum(previousRows)];
    totals[name] = { total, previousTotal, change: change(total, previousTotal) };
  }
  const rate = (action: 'dismissed' | 'bookmarked' | 'clicked'): PeriodRate => ({
    count: current[action],
    previousCount: previous[action],
    rate: ratio(current[action], current.made),
    previousRate: ratio(previous[action], previous.made),
  });
  return { ...period, ...series, totals, matchActionRates: { dismissed: rate('dismissed'), bookmarked: rate('bookmarked'), clicked: rate('clicked') } };
}
