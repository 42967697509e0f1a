import { Ctx, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { Context } from '../common/context.js';
import { platformStats } from './admin.service.js';

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
  @Query(() => AdminStats, { description: 'Admins only.' })
  adminStats(@Ctx() { em, actor }: Context): Promise<AdminStats> {
    return platformStats(em, actor);
  }
}
