import { Field, Float, Int, ObjectType } from 'type-graphql';
import type { MetricPeriod } from '../../shared/limits.js';
import type { DailyCount as DailyCountData, PeriodRate as PeriodRateData, PeriodTotal as PeriodTotalData } from './admin-metrics.service.js';

@ObjectType({ description: 'How many on one UTC day.' })
export class DailyCount implements DailyCountData {
  @Field(() => String, { description: 'The UTC day, YYYY-MM-DD.' })
  date!: string;

  @Field(() => Int)
  count!: number;
}

@ObjectType({ description: 'A figure of the period beside the same figure of the period before it.' })
export class PeriodTotal implements PeriodTotalData {
  @Field(() => Int)
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

  @Field(() => Int)
  previousCount!: number;

  @Field(() => Float, { nullable: true, description: 'count ÷ matches made in the period (0 to 1); null when none were made.' })
  rate!: number | null;

  @Field(() => Float, { nullable: true })
  previousRate!: number | null;
}

@ObjectType({ description: "Each period figure of the admin dashboard, with the previous period's." })
export class AdminMetricTotals {
  @Field(() => PeriodTotal) signups!: PeriodTotal;
  @Field(() => PeriodTotal, { description: 'Creators seen on at least one day of the period, each counted once.' }) activeCreators!: PeriodTotal;
  @Field(() => PeriodTotal) matchesCreated!: PeriodTotal;
  @Field(() => PeriodTotal) matchDismissals!: PeriodTotal;
  @Field(() => PeriodTotal) matchBookmarks!: PeriodTotal;
  @Field(() => PeriodTotal) matchClicks!: PeriodTotal;
  @Field(() => PeriodTotal) brandConnections!: PeriodTotal;
  @Field(() => PeriodTotal) adImpressions!: PeriodTotal;
  @Field(() => PeriodTotal) adClicks!: PeriodTotal;
}

@ObjectType({ description: 'How creators acted on the matches MatchMade made in the period.' })
export class MatchActionRates {
  @Field(() => PeriodRate) dismissed!: PeriodRate;
  @Field(() => PeriodRate) bookmarked!: PeriodRate;
  @Field(() => PeriodRate) clicked!: PeriodRate;
}

const DAILY = 'One entry per UTC day of the period, oldest first.';

@ObjectType({ description: 'Platform activity over the last `days` UTC days (today included), each figure beside the `days` before. Admins only.' })
export class AdminMetrics {
  @Field(() => Int) days!: MetricPeriod;
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
  @Field(() => [DailyCount], { description: `Creator–brand connections made. ${DAILY}` }) brandConnections!: DailyCount[];
  @Field(() => [DailyCount], { description: `Counted banner impressions, all ads. ${DAILY}` }) adImpressions!: DailyCount[];
  @Field(() => [DailyCount], { description: `Counted banner clicks, all ads. ${DAILY}` }) adClicks!: DailyCount[];

  @Field(() => AdminMetricTotals) totals!: AdminMetricTotals;
  @Field(() => MatchActionRates) matchActionRates!: MatchActionRates;
}
