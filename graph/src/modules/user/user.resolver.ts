import { Ctx, Query, Resolver } from 'type-graphql';
import type { Context } from '../common/context.js';
import { User } from './user.entity.js';
import { viewerAccount } from './user.service.js';

@Resolver(() => User)
export class UserResolver {
  @Query(() => User, { nullable: true, description: 'The signed-in account, or null when signed out.' })
  viewer(@Ctx() { em, actor }: Context): Promise<User | null> | null {
    return viewerAccount(em, actor);
  }
}
