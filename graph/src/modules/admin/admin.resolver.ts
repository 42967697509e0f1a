import { Arg, Ctx, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { Context } from '../common/context.js';
import { METRIC_PERIODS } from '../../shared/limits.js';
import { adminMetrics, type AdminMetricsData } from './admin-metrics.service.js';
import { AdminMetrics } from './admin-metrics.types.js';
import { platformStats } from './admin.service.js';

@ObjectType({ description: 'Platform totals for the admin dashboard.' })
class AdminStats {
  @Field(() => Int, { description: 'Creator accounts (role CREATOR, not a BRAND account), suspended ones included.' }) creators!: number;
  @Field(() => Int, { description: 'Accounts with the ADMIN role.' }) admins!: number;
  @Field(() => Int, { description: 'Brand pages, verified or not.' }) brands!: number;
  @Field(() => Int, { description: 'Resources in the catalog that are switched on (active).' }) resources!: number;
  @Field(() => Int, { description: 'Banner ads not paused, whatever their schedule (scheduled, live or ended).' }) activeBannerAds!: number;
  @Field(() => Int, { description: "Creators' requests to connect with a brand on record, in any status (pending, connected or closed)." })
  brandConnections!: number;
  @Field(() => Int, { description: 'Sessions that have not expired.' }) liveSessions!: number;
}

@Resolver()
export class AdminResolver {
  @Query(() => AdminStats, { description: 'Admins only.' })
  adminStats(@Ctx() { em, actor }: Context): Promise<AdminStats> {
    return platformStats(em, actor);
  }

  @Query(() => AdminMetrics, { description: 'Platform activity per UTC day over a period, with the period before for comparison. Admins only.' })
  adminMetrics(
    @Ctx() { em, actor }: Context,
    @Arg('days', () => Int, { description: `The period in UTC days, today included: ${METRIC_PERIODS.join(', ')}; anything else is refused.` }) days: number,
  ): Promise<AdminMetricsData> {
    return adminMetrics(em, actor, days);
  }
}
