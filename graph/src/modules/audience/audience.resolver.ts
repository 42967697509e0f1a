import { Arg, Ctx, Field, ID, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { Context } from '../common/context.js';
import { AUDIENCE_LIMITS } from '../../shared/limits.js';
import { brandAudience, OTHER_LABEL, type AudienceBucketView, type BrandAudienceView } from './audience.service.js';

const { minimumGroup, roundTo, keyCallsPerDay } = AUDIENCE_LIMITS;

@ObjectType({ description: `One group of a brand's audience: how many consenting creators fall in it, rounded to ${roundTo}.` })
class AudienceBucket {
  @Field(() => String, {
    description: `The group (a genre, a region such as "europe", a career stage such as "emerging"), or "${OTHER_LABEL}" for the groups too small to show and the creators who did not share this field.`,
  })
  label!: string;

  @Field(() => Int, { description: `How many creators, rounded to the nearest ${roundTo}; never under ${minimumGroup}.` })
  count!: number;

  @Field(() => Boolean, {
    description: `True for "${OTHER_LABEL}": it folds groups of fewer than ${minimumGroup} creators (and, while it would itself be under ${minimumGroup}, the smallest shown group too), so that no small group can be told.`,
  })
  suppressed!: boolean;
}

@ObjectType({
  description: `Counts of the creators connected to a brand who chose to be counted, by the fields each chose to share. Counts only, never who: a group under ${minimumGroup} creators is folded into "${OTHER_LABEL}", and every count is rounded to ${roundTo}.`,
})
class BrandAudience {
  @Field(() => Int, {
    description: `Connected creators who let the brand count them, rounded to ${roundTo}; 0 while fewer than ${minimumGroup} do (see belowMinimum).`,
  })
  consentingCreators!: number;

  @Field(() => Boolean, { description: `True while fewer than ${minimumGroup} creators consent: then nothing is shown, every list is empty.` })
  belowMinimum!: boolean;

  @Field(() => Int, { description: `The smallest group ever shown on its own (${minimumGroup}).` })
  minimumGroupSize!: number;

  @Field(() => Int, { description: `Counts are rounded to the nearest multiple of this (${roundTo}).` })
  roundedTo!: number;

  @Field(() => [AudienceBucket], {
    description: 'By genre, over the creators who shared their genres; a creator counts once in each genre they list. The largest first, "Other" last.',
  })
  genres!: AudienceBucketView[];

  @Field(() => [AudienceBucket], {
    description: 'By region (worked out from the location on their profile), over the creators who shared it. The largest first, "Other" last.',
  })
  regions!: AudienceBucketView[];

  @Field(() => [AudienceBucket], { description: 'By career stage, over the creators who shared it. The largest first, "Other" last.' })
  careerStages!: AudienceBucketView[];
}

@Resolver()
export class AudienceResolver {
  @Query(() => BrandAudience, {
    description: `Aggregates of the brand's audience: its connected creators who consented, by genre, region and career stage. Its team, or an API key with the AUDIENCE READ grant (${keyCallsPerDay} calls a day per key).`,
  })
  brandAudience(
    @Ctx() { em, actor, audience }: Context,
    @Arg('brandId', () => ID, { description: "The brand's id (a UUID)." }) brandId: string,
  ): Promise<BrandAudienceView> {
    return brandAudience(em, audience, actor, brandId);
  }
}
