import { Arg, Ctx, FieldResolver, ID, Mutation, Resolver, Root } from 'type-graphql';
import type { Context } from '../common/context.js';
import { User } from '../user/user.entity.js';
import { blockBrand, blockedBrandsOf, unblockBrand, viewerBlockedBrand } from './brand-block.service.js';
import { Brand } from './brand.entity.js';

const brandId = { description: "The brand's id (a UUID)." };

@Resolver(() => Brand)
export class BrandBlockResolver {
  @Mutation(() => Brand, {
    description:
      'Blocks a brand for the signed-in creator: nobody on its team can write to them, their pending request to it is taken back, they cannot ask it, and it leaves their brand matches. Creator accounts only.',
  })
  blockBrand(@Ctx() { em, actor }: Context, @Arg('brandId', () => ID, brandId) id: string): Promise<Brand> {
    return blockBrand(em, actor, id);
  }

  @Mutation(() => Brand, { description: "Lifts the signed-in creator's block of a brand." })
  unblockBrand(@Ctx() { em, actor }: Context, @Arg('brandId', () => ID, brandId) id: string): Promise<Brand> {
    return unblockBrand(em, actor, id);
  }

  @FieldResolver(() => Boolean, { description: 'Whether the signed-in account has blocked this brand; false for a visitor.' })
  viewerBlocked(@Root() brand: Brand, @Ctx() { em, actor }: Context): Promise<boolean> {
    return viewerBlockedBrand(em, actor, brand.id);
  }
}

/** The brand module adds an account's blocked brands to User, so that user never imports brand. */
@Resolver(() => User)
export class UserBlockedBrandsResolver {
  @FieldResolver(() => [Brand], { description: 'The brands the account has blocked, the latest first. Its own account only.' })
  blockedBrands(@Root() user: User, @Ctx() { em, actor }: Context): Promise<Brand[]> {
    return blockedBrandsOf(em, actor, user.id);
  }
}
