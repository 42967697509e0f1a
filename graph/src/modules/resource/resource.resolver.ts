import { Arg, Args, ArgsType, Ctx, Field, ObjectType, Query, registerEnumType, Resolver, Root, Subscription } from 'type-graphql';
import type { Context } from '../common/context.js';
import { CategoryCount } from '../common/category-count.js';
import { atMostCharacters, FILTER_LIMITS } from '../../shared/limits.js';
import { connectionType, pageWindow, PageArgs, toConnection, type Connection } from '../common/connection.js';
import { PricingTier, Resource } from './resource.entity.js';
import { listResources, resourceBySlug, resourceCategoryCounts, ResourceSort } from './resource.service.js';

registerEnumType(ResourceSort, {
  name: 'ResourceSort',
  description: 'NAME (A to Z), NEWEST (added last first) or PRICE (free first, premium last; A to Z within a tier).',
  valuesConfig: {
    NAME: { description: 'By name, A to Z.' },
    NEWEST: { description: 'The most recently added first.' },
    PRICE: { description: 'By price tier, FREE first and PREMIUM last; by name within a tier.' },
  },
});

export const ResourcesConnection = connectionType('Resources', Resource);

@ArgsType()
class ResourcesArgs extends PageArgs {
  @Field(() => String, { nullable: true, description: `Only resources in this category. ${atMostCharacters(FILTER_LIMITS.key)}` })
  category?: string | null;

  @Field(() => String, { nullable: true, description: `Matches name or description, case-insensitively. ${atMostCharacters(FILTER_LIMITS.search)}` })
  search?: string | null;

  @Field(() => PricingTier, { nullable: true, description: 'Only resources of this price tier.' })
  pricingTier?: PricingTier | null;

  @Field(() => ResourceSort, { nullable: true, description: 'NAME by default.' })
  sort?: ResourceSort | null;
}

@Resolver(() => Resource)
export class ResourceResolver {
  @Query(() => ResourcesConnection, { description: 'The curated resource library, alphabetical unless another sort is asked for.' })
  async resources(@Ctx() { em }: Context, @Args(() => ResourcesArgs) args: ResourcesArgs): Promise<Connection<Resource>> {
    const { offset, limit } = pageWindow(args);
    const [nodes, total] = await listResources(em, args, offset, limit);
    return toConnection(nodes, total, offset);
  }

  @Query(() => [CategoryCount], { description: 'Categories of the library with their resource counts, the largest first.' })
  resourceCategories(
    @Ctx() { em }: Context,
    @Arg('search', () => String, {
      nullable: true,
      description: `Count only resources matching this search, as \`resources\` does. ${atMostCharacters(FILTER_LIMITS.search)}`,
    })
    search?: string | null,
    @Arg('pricingTier', () => PricingTier, { nullable: true, description: 'Count only resources of this price tier, as `resources` does.' })
    pricingTier?: PricingTier | null,
  ): Promise<CategoryCount[]> {
    return resourceCategoryCounts(em, search, pricingTier);
  }

  @Query(() => Resource, { nullable: true, description: 'One resource of the library by its slug; null when there is none or it is archived.' })
  resource(@Ctx() { em }: Context, @Arg('slug', () => String, { description: atMostCharacters(FILTER_LIMITS.key) }) slug: string): Promise<Resource | null> {
    return resourceBySlug(em, slug);
  }
}

@ObjectType({ description: 'Tells live clients that the catalogue changed and lists may be stale.' })
class CatalogUpdate {
  @Field(() => String, { description: 'brands, resources or all' })
  kind!: string;

  @Field(() => Date, { description: 'When the change was made.' })
  changedAt!: Date;
}

@Resolver()
export class CatalogSubscriptionResolver {
  @Subscription(() => CatalogUpdate, { topics: 'CATALOG_UPDATED', description: 'Fires when brands or resources change.' })
  catalogUpdated(@Root() update: CatalogUpdate): CatalogUpdate {
    return update;
  }
}
