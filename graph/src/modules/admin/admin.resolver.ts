import { Authorized, Ctx, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { Context } from '../../context.js';

@ObjectType({ description: 'Platform totals for the admin dashboard.' })
class AdminStats {
  @Field(() => Int) creators!: number;
  @Field(() => Int) admins!: number;
  @Field(() => Int) brands!: number;
  @Field(() => Int) resources!: number;
  @Field(() => Int) activeBannerAds!: number;
  @Field(() => Int) brandConnections!: number;
  @Field(() => Int, { description: 'Sessions that have not expired.' }) liveSessions!: number;
}

@Resolver()
export class AdminResolver {
  @Authorized('ADMIN')
  @Query(() => AdminStats, { description: 'Admins only.' })
  async adminStats(@Ctx() { em }: Context): Promise<AdminStats> {
    // One round trip, counted in SQL.
    const [row] = await em.execute<Record<keyof AdminStats, string>[]>(`
      select
        (select count(*) from users where role = 'creator') as creators,
        (select count(*) from users where role = 'admin') as admins,
        (select count(*) from brands) as brands,
        (select count(*) from resources where active) as resources,
        (select count(*) from banner_ads where active) as "activeBannerAds",
        (select count(*) from brand_connections) as "brandConnections",
        (select count(*) from sessions where expires_at > now()) as "liveSessions"`);
    const stats = {} as AdminStats;
    for (const [key, value] of Object.entries(row ?? {})) stats[key as keyof AdminStats] = Number(value);
    return stats;
  }
}
