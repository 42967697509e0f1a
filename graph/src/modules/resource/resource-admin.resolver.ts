import { Arg, Args, ArgsType, Ctx, Field, ID, InputType, Mutation, Query, registerEnumType, Resolver } from 'type-graphql';
import { PageArgs, type Connection } from '../common/connection.js';
import type { Context } from '../common/context.js';
import { atMostCharacters, atMostItems, FILTER_LIMITS, RESOURCE_LIMITS as L } from '../../shared/limits.js';
import { CAREER_STAGES, CATEGORIES, REGIONS } from '../../shared/vocabulary.js';
import { adminResources, AdminResourceSort, archiveResource, createResource, restoreResource, updateResource } from './resource-admin.service.js';
import { PricingTier, Resource } from './resource.entity.js';
import { ResourcesConnection } from './resource.resolver.js';

registerEnumType(AdminResourceSort, {
  name: 'AdminResourceSort',
  description: 'NAME (A to Z), NEWEST (created last first) or RECENTLY_UPDATED (changed last first).',
  valuesConfig: {
    NAME: { description: 'By name, A to Z, whatever the case.' },
    NEWEST: { description: 'The most recently created first.' },
    RECENTLY_UPDATED: { description: 'The most recently changed first.' },
  },
});

@ArgsType()
class AdminResourcesArgs extends PageArgs {
  @Field(() => String, { nullable: true, description: `Matches name or description, case-insensitively. ${atMostCharacters(FILTER_LIMITS.search)}` })
  search?: string | null;

  @Field(() => String, { nullable: true, description: `Only resources in this category. ${atMostCharacters(FILTER_LIMITS.key)}` })
  category?: string | null;

  @Field(() => AdminResourceSort, { nullable: true, description: 'NAME by default.' })
  sort?: AdminResourceSort | null;

  @Field(() => Boolean, { nullable: true, description: 'Archived resources too (false by default).' })
  includeArchived?: boolean | null;
}

/** Each field's description, shared by the create and update inputs; every one states its limit. */
const D = {
  name: atMostCharacters(L.name),
  description: `What it is and whom it suits; MatchMade compares it with creators' bios. ${atMostCharacters(L.description)}`,
  category: `One of ${CATEGORIES.join(', ')}; at least one. ${atMostItems(L.categories, FILTER_LIMITS.key)}`,
  pricing: `The price as creators read it, e.g. "From $24.99/year". ${atMostCharacters(L.pricing)}`,
  pricingTier: 'Derived from pricing when left out on a create ("Free" is FREE, a price mentioning free FREEMIUM, else PAID).',
  features: `Short bullets shown on its card; none by default. ${atMostItems(L.features, L.featureLength)}`,
  website: `Its homepage, http:// or https://. ${atMostCharacters(L.url)}`,
  url: `Where the Visit button goes, http:// or https://; empty or left out on a create: the website. ${atMostCharacters(L.url)}`,
  logoUrl: `A logo uploaded through POST /api/admin/resource-logos, or a generated /logos/{key}.svg; null or empty: the logo generated from the name (the default). ${atMostCharacters(L.url)}`,
  targetGenres: `Genres it suits best; none (the default) means any genre. ${atMostItems(L.listItems, L.listItemLength)}`,
  careerStages: `Among ${CAREER_STAGES.join(', ')}; at least one, all by default. ${atMostItems(CAREER_STAGES.length, FILTER_LIMITS.key)}`,
  regions: `Among ${REGIONS.join(', ')}; at least one, global by default. ${atMostItems(REGIONS.length, FILTER_LIMITS.key)}`,
  skills: `Skills it builds on or teaches; none by default. ${atMostItems(L.listItems, L.listItemLength)}`,
  lookingFor: `The creator needs it answers, in the lookingFor vocabulary; none by default. ${atMostItems(L.listItems, L.listItemLength)}`,
};

@InputType({ description: 'A new resource for the library and MatchMade AI.' })
class CreateResourceInput {
  @Field(() => String, { description: D.name }) name!: string;
  @Field(() => String, { description: D.description }) description!: string;
  @Field(() => [String], { description: D.category }) category!: string[];
  @Field(() => String, { description: D.pricing }) pricing!: string;
  @Field(() => String, { description: D.website }) website!: string;
  @Field(() => PricingTier, { nullable: true, description: D.pricingTier }) pricingTier?: PricingTier | null;
  @Field(() => [String], { nullable: true, description: D.features }) features?: string[] | null;
  @Field(() => String, { nullable: true, description: D.url }) url?: string | null;
  @Field(() => String, { nullable: true, description: D.logoUrl }) logoUrl?: string | null;
  @Field(() => [String], { nullable: true, description: D.targetGenres }) targetGenres?: string[] | null;
  @Field(() => [String], { nullable: true, description: D.careerStages }) careerStages?: string[] | null;
  @Field(() => [String], { nullable: true, description: D.regions }) regions?: string[] | null;
  @Field(() => [String], { nullable: true, description: D.skills }) skills?: string[] | null;
  @Field(() => [String], { nullable: true, description: D.lookingFor }) lookingFor?: string[] | null;
}

@InputType({ description: 'A change to a resource: the fields sent change; null leaves a field as it is, but for logoUrl (null: the generated logo).' })
class UpdateResourceInput {
  @Field(() => String, { nullable: true, description: D.name }) name?: string | null;
  @Field(() => String, { nullable: true, description: D.description }) description?: string | null;
  @Field(() => [String], { nullable: true, description: D.category }) category?: string[] | null;
  @Field(() => String, { nullable: true, description: D.pricing }) pricing?: string | null;
  @Field(() => String, { nullable: true, description: D.website }) website?: string | null;
  @Field(() => PricingTier, { nullable: true, description: 'The price band.' }) pricingTier?: PricingTier | null;
  @Field(() => [String], { nullable: true, description: D.features }) features?: string[] | null;
  @Field(() => String, { nullable: true, description: D.url }) url?: string | null;
  @Field(() => String, { nullable: true, description: D.logoUrl }) logoUrl?: string | null;
  @Field(() => [String], { nullable: true, description: D.targetGenres }) targetGenres?: string[] | null;
  @Field(() => [String], { nullable: true, description: D.careerStages }) careerStages?: string[] | null;
  @Field(() => [String], { nullable: true, description: D.regions }) regions?: string[] | null;
  @Field(() => [String], { nullable: true, description: D.skills }) skills?: string[] | null;
  @Field(() => [String], { nullable: true, description: D.lookingFor }) lookingFor?: string[] | null;
}

const RESOURCE_ID = 'The resource (a UUID).';

/** The back office's catalogue: every change reaches MatchMade AI (catalogue rebuilt, matches recomputed) and the audit log. */
@Resolver(() => Resource)
export class ResourceAdminResolver {
  @Query(() => ResourcesConnection, {
    description: 'The catalogue for admins, archived resources too when asked; by name unless sorted otherwise. Admins only.',
  })
  adminResources(@Ctx() context: Context, @Args(() => AdminResourcesArgs) args: AdminResourcesArgs): Promise<Connection<Resource>> {
    return adminResources(context, args);
  }

  @Mutation(() => Resource, {
    description: "Adds a resource to the library and MatchMade AI's catalogue. Admins only; written to the audit log (resource.create).",
  })
  createResource(
    @Ctx() context: Context,
    @Arg('input', () => CreateResourceInput, { description: 'The new resource.' }) input: CreateResourceInput,
  ): Promise<Resource> {
    return createResource(context, input);
  }

  @Mutation(() => Resource, {
    description: "Changes a resource; creators' matches follow. Admins only; written to the audit log (resource.update) when anything changed.",
  })
  updateResource(
    @Ctx() context: Context,
    @Arg('id', () => ID, { description: RESOURCE_ID }) id: string,
    @Arg('input', () => UpdateResourceInput, { description: 'The fields to change; an absent field is left unchanged.' }) input: UpdateResourceInput,
  ): Promise<Resource> {
    return updateResource(context, id, input);
  }

  @Mutation(() => Resource, {
    description:
      "Takes a resource out of the library and MatchMade AI (creators' matches to it go); it can be restored. Admins only; written to the audit log (resource.archive).",
  })
  archiveResource(@Ctx() context: Context, @Arg('id', () => ID, { description: RESOURCE_ID }) id: string): Promise<Resource> {
    return archiveResource(context, id);
  }

  @Mutation(() => Resource, {
    description: 'Brings an archived resource back into the library and MatchMade AI. Admins only; written to the audit log (resource.restore).',
  })
  restoreResource(@Ctx() context: Context, @Arg('id', () => ID, { description: RESOURCE_ID }) id: string): Promise<Resource> {
    return restoreResource(context, id);
  }
}
