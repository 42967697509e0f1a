import { Arg, Args, ArgsType, Authorized, Ctx, Field, FieldResolver, ID, Int, Mutation, ObjectType, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { Context } from '../common/context.js';
import { connectionType, pageWindow, PageArgs, toConnection, type Connection } from '../common/connection.js';
import type { Action } from '../common/authz.js';
import { User } from '../user/user.entity.js';
import { atMostCharacters, BRAND_REQUEST_LIMITS, FILTER_LIMITS } from '../../shared/limits.js';
import { Match, MatchStatus, RecommendationType } from './match.entity.js';
import { Brand } from '../brand/brand.entity.js';
import { brandMatchesOf, type BrandMatchView } from './brand-matches.js';
import {
  bookmarkResource,
  brandConnectionStats,
  matchesOf,
  matchOf,
  recommendationsOf,
  refreshOwnMatches,
  resourceFitOf,
  updateMatchStatus,
  type MatchView,
  type ResourceFit as ResourceFitView,
} from './matchmade.service.js';

const MatchesConnection = connectionType('Matches', Match);

const BREAKDOWN = 'The factors of the score, each with its weight (the weights sum to 100), how well it is met and why.';
const TIPS = 'Up to 3 profile changes that would raise the score, the biggest gain first; empty when none would.';

@ObjectType({ description: 'One factor of a match score: its weight, how well it is met (0..1) and why.' })
class ScoreFactor {
  @Field(() => String, { description: 'lookingFor, genres, careerStage, text, skills or region.' }) name!: string;
  @Field(() => Int, { description: 'How many of the 100 points the factor counts for.' }) weight!: number;
  @Field(() => Number, { description: 'How well the factor is met, 0 to 1.' }) score!: number;
  @Field(() => String, { description: 'Why, in words ("Answers your search for mastering").' }) detail!: string;
}

@ObjectType({ description: 'A profile change that would raise the score by `gain` points.' })
class ScoreTip {
  @Field(() => String, { description: 'The profile field to change.' }) field!: string;
  @Field(() => String, { description: 'The value to add to the field, or to set it to.' }) value!: string;
  @Field(() => String, { description: 'The tip in words, with its gain ("Add Mixing to your skills: +6").' }) text!: string;
  @Field(() => Int, { description: 'How many points the score would rise by.' }) gain!: number;
}

@ObjectType({
  description: "How well a library resource fits the viewer, and why: their match's verdict when it is one of their matches, else the engine's, computed now.",
})
class ResourceFit {
  @Field(() => Int, { description: '0 to 100.' }) score!: number;
  @Field(() => String, { description: 'Why it fits, in one sentence naming the strongest factors.' }) reason!: string;
  @Field(() => RecommendationType, { description: 'How strongly it is recommended.' }) recommendationType!: RecommendationType;
  @Field(() => [ScoreFactor], { description: BREAKDOWN }) breakdown!: ScoreFactor[];
  @Field(() => [ScoreTip], { description: TIPS }) tips!: ScoreTip[];
  @Field(() => Match, { nullable: true, description: 'The stored match (to bookmark or record a visit); null when the resource is not among the matches.' })
  match!: Match | null;
}

@ObjectType({ description: 'The four counts of the dashboard (definitions in the README).' })
class BrandConnectionStats {
  @Field(() => Int, { description: 'Brands in the directory.' }) totalBrands!: number;
  @Field(() => Int, { description: "The creator's brand connections with status CONNECTED." }) connectedBrands!: number;
  @Field(() => Int, { description: "The creator's matches that are not dismissed." }) resourceMatches!: number;
  @Field(() => Int, { description: "The creator's ESSENTIAL or RECOMMENDED matches still open (ACTIVE or BOOKMARKED)." }) activeRecommendations!: number;
}

@ObjectType({ description: 'A brand that fits the viewer, scored by MatchMade AI.' })
class BrandMatch {
  @Field(() => Brand, { description: 'The brand, as the directory shows it.' }) brand!: Brand;
  @Field(() => Int, { description: 'The match score, 0 to 100.' }) score!: number;
  @Field(() => [String], { description: 'Why, in words: the factors that counted most.' }) reasons!: string[];
}

@ObjectType({ description: "The viewer's matches just after a recompute." })
class RefreshMatchesResult {
  @Field(() => Int, { description: 'How many matches are new since the last computation.' }) matchCount!: number;
  @Field(() => MatchesConnection, { description: 'The first 20 matches after the refresh.' }) matches!: Connection<Match>;
}

@ObjectType({ description: "A change to the viewer's matches: a client reads them again." })
class MatchesUpdate {
  @Field(() => Int, { description: 'How many matches the recompute added; 0 when the change was a status, a bookmark or a catalogue change.' })
  matchCount!: number;
}

@ArgsType()
class MatchesArgs extends PageArgs {
  @Field(() => MatchStatus, { nullable: true, description: 'Only this status; by default every status but DISMISSED.' })
  status?: MatchStatus | null;

  @Field(() => RecommendationType, { nullable: true, description: 'Only this type; by default every type.' })
  recommendationType?: RecommendationType | null;
}

@Resolver(() => Match)
export class MatchResolver {
  @FieldResolver(() => [ScoreFactor], { description: BREAKDOWN })
  breakdown(@Root() match: MatchView): ScoreFactor[] {
    return match.breakdown;
  }

  @FieldResolver(() => [ScoreTip], { description: TIPS })
  tips(@Root() match: MatchView): ScoreTip[] {
    return match.tips;
  }

  @Query(() => [BrandMatch], {
    description:
      'Brands that fit the signed-in creator, best first, by MatchMade AI from their profile; leaves out brands they already asked or are connected with.',
  })
  brandMatches(
    @Ctx() { em, actor, matchmade }: Context,
    @Arg('first', () => Int, { defaultValue: 10, description: `1 to ${BRAND_REQUEST_LIMITS.matches}.` }) first: number,
  ): Promise<BrandMatchView[]> {
    return brandMatchesOf(em, matchmade.brandCatalog, actor, first);
  }

  @Mutation(() => RefreshMatchesResult, { description: "Recomputes the viewer's matches now." })
  async refreshMatches(@Ctx() { em, actor, matchmade }: Context): Promise<RefreshMatchesResult> {
    const { matchCount, nodes, total } = await refreshOwnMatches(em, matchmade, actor, 20);
    return { matchCount, matches: toConnection(nodes, total, 0) };
  }

  @Mutation(() => Match, { description: 'DISMISSED hides a match, BOOKMARKED saves it, CLICKED records a visit, ACTIVE undoes.' })
  updateMatchStatus(
    @Ctx() { em, actor, pubsub }: Context,
    @Arg('id', () => ID, { description: 'A match id (a UUID).' }) id: string,
    @Arg('status', () => MatchStatus, { description: 'The new status.' }) status: MatchStatus,
  ): Promise<Match> {
    return updateMatchStatus(em, pubsub, actor, id, status);
  }

  @Mutation(() => Match, {
    description: "Bookmarks a library resource: the viewer's match to it turns BOOKMARKED, or one is made (scored now) when it is not among their matches.",
  })
  bookmarkResource(
    @Ctx() { em, actor, matchmade }: Context,
    @Arg('resourceId', () => ID, { description: 'A resource id (a UUID).' }) resourceId: string,
  ): Promise<Match> {
    return bookmarkResource(em, matchmade, actor, resourceId);
  }

  // Checked when the subscription starts, by the same policy (see authChecker).
  @Authorized<Action>('match:read')
  @Subscription(() => MatchesUpdate, {
    topics: 'MATCHES_UPDATED',
    // The viewer's own topic: another creator's events never reach this socket, on any instance.
    topicId: ({ context }: { context: Context }) => (context.actor?.kind === 'user' ? context.actor.id : ''),
    description: "Fires when the viewer's matches are recomputed or change status.",
  })
  matchesUpdated(@Root() update: { matchCount: number }): MatchesUpdate {
    return { matchCount: update.matchCount };
  }
}

@Resolver(() => User)
export class UserMatchesResolver {
  @FieldResolver(() => Match, {
    nullable: true,
    description: "One of this account's matches by id (any status), or null: how a client reads a breakdown on demand.",
  })
  match(@Root() user: User, @Ctx() { em, actor }: Context, @Arg('id', () => ID, { description: 'A match id (a UUID).' }) id: string): Promise<Match | null> {
    return matchOf(em, actor, user.id, id);
  }

  @FieldResolver(() => MatchesConnection, { description: "MatchMade AI's recommendations for this account, best first." })
  async matches(@Root() user: User, @Ctx() context: Context, @Args(() => MatchesArgs) args: MatchesArgs): Promise<Connection<MatchView>> {
    const { offset, limit } = pageWindow(args);
    const [nodes, total] = await matchesOf(
      context,
      context.actor,
      user.id,
      { status: args.status, recommendationType: args.recommendationType },
      offset,
      limit,
    );
    return toConnection(nodes, total, offset);
  }

  @FieldResolver(() => ResourceFit, {
    nullable: true,
    description: 'Why the library resource with this slug fits this account; null for a slug the library does not hold.',
  })
  resourceFit(
    @Root() user: User,
    @Ctx() context: Context,
    @Arg('slug', () => String, { description: atMostCharacters(FILTER_LIMITS.key) }) slug: string,
  ): Promise<ResourceFitView | null> {
    return resourceFitOf(context, context.actor, user.id, slug);
  }

  @FieldResolver(() => [Match], { description: 'The best non-dismissed matches (the dashboard shows 4).' })
  recentRecommendations(
    @Root() user: User,
    @Ctx() context: Context,
    @Arg('first', () => Int, { defaultValue: 4, description: '1 to 50.' }) first: number,
  ): Promise<MatchView[]> {
    return recommendationsOf(context, context.actor, user.id, first);
  }

  @FieldResolver(() => BrandConnectionStats, { description: "The dashboard's four counts for this account. Its own account only." })
  brandConnectionStats(@Root() user: User, @Ctx() context: Context): Promise<BrandConnectionStats> {
    return brandConnectionStats(context, context.actor, user.id);
  }
}
