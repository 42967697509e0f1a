import { Arg, Args, ArgsType, Ctx, Field, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../common/context.js';
import { CategoryCount } from '../common/category-count.js';
import { atMostCharacters, FILTER_LIMITS } from '../../shared/limits.js';
import { connectionType, pageWindow, PageArgs, toConnection, type Connection } from '../common/connection.js';
import { User } from '../user/user.entity.js';
import { BrandConnection } from './brand-connection.entity.js';
import { Brand } from './brand.entity.js';
import { brandCategoryCounts, brandConnectionsOf, listBrands, visibleBrandBySlug } from './brand.service.js';

export const BrandsConnection = connectionType('Brands', Brand);

@ArgsType()
class BrandsArgs extends PageArgs {
  @Field(() => String, { nullable: true, description: `Only this category, e.g. "distribution". ${atMostCharacters(FILTER_LIMITS.key)}` })
  category?: string | null;

  @Field(() => String, {
    nullable: true,
    description: `Matches name, tagline, category or description, case-insensitively. ${atMostCharacters(FILTER_LIMITS.search)}`,
  })
  search?: string | null;
}

@Resolver(() => Brand)
export class BrandResolver {
  @Query(() => BrandsConnection, {
    description: 'The brand directory (verified brand pages and directory brands), by name as people sort names: case and accents aside.',
  })
  async brands(@Ctx() { em }: Context, @Args(() => BrandsArgs) args: BrandsArgs): Promise<Connection<Brand>> {
    const { offset, limit } = pageWindow(args);
    const [nodes, total] = await listBrands(em, args, offset, limit);
    return toConnection(nodes, total, offset);
  }

  @Query(() => [CategoryCount], { description: 'Categories of the directory with their brand counts, the largest first.' })
  brandCategories(
    @Ctx() { em }: Context,
    @Arg('search', () => String, {
      nullable: true,
      description: `Count only brands matching this search, as \`brands\` does. ${atMostCharacters(FILTER_LIMITS.search)}`,
    })
    search?: string | null,
  ): Promise<CategoryCount[]> {
    return brandCategoryCounts(em, search);
  }

  @Query(() => Brand, {
    nullable: true,
    description: "A brand's page; one awaiting verification shows only to its team, admins and its API keys with BRAND_PAGE READ (null for anyone else).",
  })
  brand(@Ctx() { em, actor }: Context, @Arg('slug', () => String, { description: atMostCharacters(FILTER_LIMITS.key) }) slug: string): Promise<Brand | null> {
    return visibleBrandBySlug(em, actor, slug);
  }
}

/** The brand module adds an account's connections to User, so that user never imports brand. */
@Resolver(() => User)
export class UserBrandConnectionsResolver {
  @FieldResolver(() => [BrandConnection], { description: "The account's brand connections, newest first." })
  brandConnections(@Root() user: User, @Ctx() { em, actor }: Context): Promise<BrandConnection[]> {
    return brandConnectionsOf(em, actor, user.id);
  }
}
