import { Authorized, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../context.js';
import { BrandConnection } from '../brand/brand-connection.entity.js';
import { AppError } from '../common/errors.js';
import { Profile } from '../profile/profile.entity.js';
import { User, UserRole } from './user.entity.js';

/** Private parts of an account are for its owner and for admins only. */
function assertOwnerOrAdmin(context: Context, user: User): void {
  const viewer = context.viewer;
  if (!viewer) throw new AppError('UNAUTHENTICATED', 'Sign in to do this');
  if (viewer.id !== user.id && viewer.role !== UserRole.ADMIN) throw new AppError('FORBIDDEN', 'This belongs to another account');
}

@Resolver(() => User)
export class UserResolver {
  @Query(() => User, { nullable: true, description: 'The signed-in account, or null when signed out.' })
  viewer(@Ctx() { em, viewer }: Context): Promise<User | null> | null {
    return viewer ? em.findOne(User, { id: viewer.id }) : null;
  }

  @Authorized()
  @FieldResolver(() => Profile, { nullable: true, description: 'Null until the creator saves a profile.' })
  profile(@Root() user: User, @Ctx() context: Context): Promise<Profile | null> {
    assertOwnerOrAdmin(context, user);
    return context.em.findOne(Profile, { user: user.id });
  }

  @Authorized()
  @FieldResolver(() => [BrandConnection], { description: "The account's brand connections, newest first." })
  brandConnections(@Root() user: User, @Ctx() context: Context): Promise<BrandConnection[]> {
    assertOwnerOrAdmin(context, user);
    return context.em.find(BrandConnection, { user: user.id }, { orderBy: { createdAt: 'desc' }, populate: ['brand'] });
  }
}
