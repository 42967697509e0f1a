import { Field, Float, Int, ObjectType } from 'type-graphql';
import { METRIC_PERIODS, type MetricPeriod } from '../../shared/limits.js';
import type { DailyCount as DailyCountData, PeriodRate as PeriodRateData, PeriodTotal as PeriodTotalData } from './admin-metrics.service.js';

@ObjectType({ description: 'How many on one UTC day.' })
export class DailyCount implements DailyCountData {
  @Field(() => String, { description: 'The UTC day, YYYY-MM-DD.' })
  date!: string;

  @Field(() => Int, { description: 'How many on that day; 0 when none.' })
  count!: number;
}

@ObjectType({ description: 'A figure of the period beside the same figure of the period before it.' })
export class PeriodTotal implements PeriodTotalData {
  @Field(() => Int, { description: 'The figure over the `days` days of the period.' })
  total!: number;

  @Field(() => Int, { description: 'The same figure over the `days` days before the period.' })
  previousTotal!: number;

  @Field(() => Float, { nullable: true, description: '(total − previousTotal) ÷ previousTotal, so 0.25 is 25% more; null when previousTotal is 0.' })
  change!: number | null;
}

@ObjectType({
  description: 'Of the matches made in the period, how many the creator gave an action before its end, and the share; the same for the period before.',
})
export class PeriodRate implements PeriodRateData {
  @Field(() => Int, { description: 'Matches made in the period that were given this action within it.' })
  count!: number;

  @Field(() => Int, { description: 'Matches made in the period before that were given this action within that period.' })
  previousCount!: number;

  @Field(() => Float, { nullable: true, description: 'count ÷ matches made in the period (0 to 1); null when none were made.' })
  rate!: number | null;

  @Field(() => Float, { nullable: true, description: 'previousCount ÷ matches made in the period before (0 to 1); null when none were made.' })
  previousRate!: number | null;
}

@ObjectType({ description: "Each period figure of the admin dashboard, with the previous period's." })
export class AdminMetricTotals {
  @Field(() => PeriodTotal, { description: 'Accounts created.' }) signups!: PeriodTotal;
  @Field(() => PeriodTotal, { description: 'Creators seen on at least one day of the period, each counted once.' }) activeCreators!: PeriodTotal;
  @Field(() => PeriodTotal, { description: 'Matches MatchMade made (those still on record).' }) matchesCreated!: PeriodTotal;
  @Field(() => PeriodTotal, { description: `The daily matchDismissals summed: a match dismissed on two days counts twice.` }) matchDismissals!: PeriodTotal;
  @Field(() => PeriodTotal, { description: 'The daily matchBookmarks summed: a match bookmarked on two days counts twice.' }) matchBookmarks!: PeriodTotal;
  @Field(() => PeriodTotal, { description: 'The daily matchClicks summed: a match clicked on two days counts twice.' }) matchClicks!: PeriodTotal;
  @Field(() => PeriodTotal, { description: "Creators' requests to connect with a brand, made in the period (whatever became of them)." })
  brandConnections!: PeriodTotal;
  @Field(() => PeriodTotal, { description: 'Counted banner impressions, all ads (deleted ones included).' }) adImpressions!: PeriodTotal;
  @Field(() => PeriodTotal, { description: 'Counted banner clicks, all ads (deleted ones included).' }) adClicks!: PeriodTotal;
}

@ObjectType({ description: 'How creators acted on the matches MatchMade made in the period.' })
export class MatchActionRates {
  @Field(() => PeriodRate, { description: 'Matches the creator dismissed.' }) dismissed!: PeriodRate;
  @Field(() => PeriodRate, { description: 'Matches the creator bookmarked.' }) bookmarked!: PeriodRate;
  @Field(() => PeriodRate, { description: 'Matches the creator clicked (opened the resource).' }) clicked!: PeriodRate;
}

const DAILY = 'One entry per UTC day of the period, oldest first.';

@ObjectType({ description: 'Platform activity over the last `days` UTC days (today included), each figure beside the `days` before. Admins only.' })
export class AdminMetrics {
  @Field(() => Int, { description: `The period's length in UTC days, as asked: ${METRIC_PERIODS.join(', ')}.` }) days!: MetricPeriod;
  @Field(() => String, { description: 'The first UTC day of the period, YYYY-MM-DD.' }) startDate!: string;
  @Field(() => String, { description: 'The last UTC day of the period: today.' }) endDate!: string;
  @Field(() => String, { description: 'The first UTC day of the period before.' }) previousStartDate!: string;
  @Field(() => String, { description: 'The last UTC day of the period before.' }) previousEndDate!: string;

  @Field(() => [DailyCount], { description: `Accounts created. ${DAILY}` }) signups!: DailyCount[];
  @Field(() => [DailyCount], { description: `Creators with a session seen that day. ${DAILY}` }) activeCreators!: DailyCount[];
  @Field(() => [DailyCount], { description: `Matches MatchMade made (those still on record). ${DAILY}` }) matchesCreated!: DailyCount[];
  @Field(() => [DailyCount], { description: `Matches dismissed. ${DAILY}` }) matchDismissals!: DailyCount[];
  @Field(() => [DailyCount], { description: `Matches bookmarked. ${DAILY}` }) matchBookmarks!: DailyCount[];
  @Field(() => [DailyCount], { description: `Matches clicked (the resource opened). ${DAILY}` }) matchClicks!: DailyCount[];
  @Field(() => [DailyCount], { description: `Creators' requests to connect with a brand (whatever became of them). ${DAILY}` }) brandConnections!: DailyCount[];
  @Field(() => [DailyCount], { description: `Counted banner impressions, all ads. ${DAILY}` }) adImpressions!: DailyCount[];
  @Field(() => [DailyCount], { description: `Counted banner clicks, all ads. ${DAILY}` }) adClicks!: DailyCount[];

  @Field(() => AdminMetricTotals, { description: 'Each daily series over the whole period, beside the period before.' }) totals!: AdminMetricTotals;
  @Field(() => MatchActionRates, { description: 'How creators acted on the matches made in the period, beside the period before.' })
  matchActionRates!: MatchActionRates;
}
