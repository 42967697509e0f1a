import type { EntityManager } from '@mikro-orm/postgresql';
import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Info, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { Brand } from '../brand/brand.entity.js';
import { batcher } from '../common/batch.js';
import { PageArgs, type Connection } from '../common/connection.js';
import type { Context } from '../common/context.js';
import { publicCreators } from '../messaging/messaging.service.js';
import type { PublicCreator } from '../profile/profile.service.js';
import { CreatorProfile } from '../profile/creator.resolver.js';
import { User } from '../user/user.entity.js';
import { atMostCharacters, atMostItems, APPLICATION_LIMITS, BRIEF_LIMITS, MODERATION_LIMITS } from '../../shared/limits.js';
import {
  allowanceOf,
  applicationsOf,
  applyToBrief,
  briefApplications,
  decideApplication,
  viewerApplicationsTo,
  withdrawApplication,
  type AllowanceView,
} from './application.service.js';
import { approveBrief, openReportsOf, rejectBrief, reportBrief, type BriefReportView } from './brief-moderation.service.js';
import { ApplicationStatus, Brief, BriefApplication, BriefOutcome, DeclineReason } from './brief.entity.js';
import {
  board,
  brandBriefs,
  briefFor,
  closeBrief,
  creatorOf,
  createBrief,
  moderationQueuePage,
  openBriefsOf,
  pauseBrief,
  scopeOf,
  postedBriefs,
  publishBrief,
  updateBrief,
} from './brief.service.js';
import {
  briefCandidates,
  briefFeed,
  briefFeedListener,
  FIT_THRESHOLD,
  inviteToBrief,
  liveFitOf,
  viewerFitsOf,
  viewerInvitesTo,
  type CandidateView,
  type FitView,
} from './brief-fit.service.js';
import { applicationCounts } from './collaboration.storage.js';
import { posterKey, storedPosterStats, type PosterStatsView } from './poster-stats.js';
import {
  ApplicationAllowance,
  ApplyInput,
  BriefApplicationsArgs,
  BriefApplicationsConnection,
  BriefCandidate,
  BriefCandidatesArgs,
  BriefCandidatesConnection,
  BriefFit,
  BriefFitScore,
  BriefPoster,
  BriefReportEntry,
  BriefsArgs,
  BriefsConnection,
  Compensation,
  CreateBriefInput,
  PosterStats,
  UpdateBriefInput,
} from './collaboration.types.js';

const briefIdArg = { description: 'The brief id (a UUID).' };

type BriefFitView = { brief: Brief; score: number; reasons: string[] };
const applicationIdArg = { description: 'The application id (a UUID).' };

/** The public profiles behind a page of briefs or applications, read in one query. */
const creatorsOnce = (ctx: Context) =>
  ctx.once('collaboration-creators', async () => batcher((ids) => publicCreators(ctx.em, ids), null as PublicCreator | null));

/** The stored poster records behind a page of briefs, profiles or brands, read in one query. */
const posterStatsOnce = (ctx: Context) =>
  ctx.once('collaboration-poster-stats', async () =>
    batcher(
      (keys) =>
        storedPosterStats(
          ctx.em,
          keys.map((k) => (k.startsWith('brand:') ? { brandId: k.slice(6) } : { userId: k.slice(5) })),
        ),
      null as PosterStatsView | null,
    ),
  );

const EMPTY_PAGE: Connection<Brief> = {
  edges: [],
  totalCount: 0,
  pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null },
};

/** The open briefs of a page of posters (one page size and cursor at a time), read in one query. */
const openBriefsOnce = (ctx: Context, page: PageArgs) =>
  ctx.once(`collaboration-open-briefs:${page.first ?? ''}:${page.after ?? ''}`, async () =>
    batcher(
      (keys) =>
        openBriefsOf(
          ctx.em,
          keys.map((k) => (k.startsWith('brand:') ? { brandId: k.slice(6) } : { userId: k.slice(5) })),
          page,
        ),
      EMPTY_PAGE,
    ),
  );

/**
 * A brief pushed live, read once per instance for all the creators it reaches there (thousands at
 * once): the first subscription to resolve it reads it, the others within a few seconds share it.
 */
const announced = new Map<string, { at: number; brief: Promise<Brief> }>();
const ANNOUNCED_FOR_MS = 10_000;
function announcedBrief(em: EntityManager, briefId: string): Promise<Brief> {
  const now = Date.now();
  for (const [id, entry] of announced) if (now - entry.at > ANNOUNCED_FOR_MS) announced.delete(id);
  const known = announced.get(briefId);
  if (known) return known.brief;
  const brief = em
    .fork()
    .findOneOrFail(Brief, { id: briefId }, { populate: ['brand'] })
    .then((found) => {
      sharedOfAnnounced.set(found, new Map());
      pushedFits.set(found, new Map());
      return found;
    })
    .catch((error: unknown) => {
      announced.delete(briefId);
      throw error;
    });
  announced.set(briefId, { at: now, brief });
  return brief;
}

/**
 * The public fields of a pushed brief (its poster, record, application count), likewise worked
 * out once per instance and event rather than once per subscriber: every subscription on this
 * instance resolves the very same Brief object (announcedBrief), which keys them. Any other
 * brief resolves through the request's own batches.
 */
const sharedOfAnnounced = new WeakMap<Brief, Map<string, Promise<unknown>>>();
/** The fits a pushed brief's events carried, by viewer: each subscriber's own, from their event. */
const pushedFits = new WeakMap<Brief, Map<string, FitView>>();
function sharedField<T>(brief: Brief, field: string, compute: () => Promise<T>): Promise<T> {
  const fields = sharedOfAnnounced.get(brief);
  if (!fields) return compute();
  const known = fields.get(field);
  if (known) return known as Promise<T>;
  const value = compute();
  fields.set(field, value);
  return value;
}

@Resolver(() => Brief)
export class BriefResolver {
  @Query(() => BriefsConnection, {
    description:
      'The collaboration board: open briefs whose applications have not closed. Sorted NEWEST by default; BEST_FIT sorts as NEWEST until fits are scored.',
  })
  briefs(@Ctx() { em, actor }: Context, @Args(() => BriefsArgs) args: BriefsArgs): Promise<Connection<Brief>> {
    return board(em, actor, args);
  }

  @Query(() => BriefsConnection, {
    description: `"Fits you": open briefs MatchMade scored as fitting the signed-in creator (a score of ${FIT_THRESHOLD} or more), the best fit first. Creators only.`,
  })
  briefFeed(@Ctx() { em, actor }: Context, @Args(() => PageArgs) page: PageArgs): Promise<Connection<Brief>> {
    return briefFeed(em, actor, page);
  }

  @Query(() => BriefCandidatesConnection, {
    description: "The creators a brief fits, the best fit first, with whether each was invited and applied: its poster (or the brand's team) only.",
  })
  briefCandidates(@Ctx() { em, actor }: Context, @Args(() => BriefCandidatesArgs) args: BriefCandidatesArgs): Promise<Connection<CandidateView>> {
    return briefCandidates(em, actor, args.briefId, args);
  }

  @Mutation(() => [BriefCandidate], {
    description: `Invites creators the open brief fits to apply, by username: its poster (or the brand's team) only, at most ${BRIEF_LIMITS.invitesPerBrief} per brief in all. Their application uses none of their weekly allowance. Answers the invited creators.`,
  })
  inviteToBrief(
    @Ctx() { em, actor }: Context,
    @Arg('briefId', () => ID, briefIdArg) briefId: string,
    @Arg('usernames', () => [String], {
      description: `Creators' usernames. ${atMostItems(BRIEF_LIMITS.invitesPerBrief, BRIEF_LIMITS.inviteUsername)}`,
    })
    usernames: string[],
  ): Promise<CandidateView[]> {
    return inviteToBrief(em, actor, briefId, usernames);
  }

  @Subscription(() => BriefFit, {
    // Creators only, checked when the subscription starts; then the viewer's own topic, so a brief
    // reaches only the creators it fits, on whichever instance holds their socket.
    subscribe: async ({ context }: { context: Context }) => context.pubsub.subscribe('BRIEF_POSTED', (await briefFeedListener(context.em, context.actor)).id),
    description: "Fires when a brief opens that fits the signed-in creator (MatchMade's score and reasons), on any instance. Creators only.",
  })
  async briefPosted(@Root() event: { briefId: string; score: number; reasons: string[] }, @Ctx() { em, actor }: Context): Promise<BriefFitView> {
    const brief = await announcedBrief(em, event.briefId);
    // The event carries this viewer's fit: brief { viewerFit } needs no query of its own.
    if (actor?.kind === 'user') pushedFits.get(brief)?.set(actor.id, { score: event.score, reasons: event.reasons });
    return { brief, score: event.score, reasons: event.reasons };
  }

  @Query(() => Brief, {
    nullable: true,
    description:
      "A brief anyone may see (open, paused, closed or expired); a draft or a removed brief only for its poster (a brand's team, and its API keys with BRIEFS READ) and admins.",
  })
  brief(@Ctx() { em, actor }: Context, @Arg('id', () => ID, briefIdArg) id: string): Promise<Brief | null> {
    return briefFor(em, actor, id);
  }

  @Query(() => BriefsConnection, {
    description: 'Briefs waiting for moderation before they open, and reported briefs, the longest waiting first. Admins only.',
  })
  briefModerationQueue(@Ctx() { em, actor }: Context, @Args(() => PageArgs) page: PageArgs): Promise<Connection<Brief>> {
    return moderationQueuePage(em, actor, page);
  }

  @Mutation(() => Brief, {
    description:
      'A new brief, as a DRAFT: as yourself (creators with a complete profile), or for a brand your team runs (brandId). An API key of the brand with BRIEFS WRITE posts for its brand (brandId), the brand as the poster.',
  })
  createBrief(@Ctx() { em, actor }: Context, @Arg('input', () => CreateBriefInput, { description: 'The new brief.' }) input: CreateBriefInput): Promise<Brief> {
    return createBrief(em, actor, input);
  }

  @Mutation(() => Brief, { description: "Changes a draft, open or paused brief: its poster only (a brand's team, or its API keys with BRIEFS WRITE)." })
  updateBrief(
    @Ctx() { em, actor }: Context,
    @Arg('id', () => ID, briefIdArg) id: string,
    @Arg('input', () => UpdateBriefInput, { description: 'The fields to change; an absent field is left unchanged.' }) input: UpdateBriefInput,
  ): Promise<Brief> {
    return updateBrief(em, actor, id, input);
  }

  @Mutation(() => Brief, {
    description:
      "Opens a draft (a poster's first brief, and an unverified poster's, wait for moderation first) or resumes a paused brief. Its poster only (a brand's team, or its API keys with BRIEFS WRITE).",
  })
  publishBrief(@Ctx() { em, actor }: Context, @Arg('id', () => ID, briefIdArg) id: string): Promise<Brief> {
    return publishBrief(em, actor, id);
  }

  @Mutation(() => Brief, {
    description: "Pauses an open brief: no applications until it is published again. Its poster only (a brand's team, or its API keys with BRIEFS WRITE).",
  })
  pauseBrief(@Ctx() { em, actor }: Context, @Arg('id', () => ID, briefIdArg) id: string): Promise<Brief> {
    return pauseBrief(em, actor, id);
  }

  @Mutation(() => Brief, {
    description:
      "Closes an open or paused brief with its outcome; NO_HIRE needs a reason, HIRED an application marked hired. Its poster only (a brand's team, or its API keys with BRIEFS WRITE).",
  })
  closeBrief(
    @Ctx() { em, actor }: Context,
    @Arg('id', () => ID, briefIdArg) id: string,
    @Arg('outcome', () => BriefOutcome, { description: 'HIRED (an application must be marked hired first) or NO_HIRE (a reason is then required).' })
    outcome: BriefOutcome,
    @Arg('reason', () => String, { nullable: true, description: `Why nobody was hired. ${atMostCharacters(BRIEF_LIMITS.reason)}` }) reason?: string | null,
  ): Promise<Brief> {
    return closeBrief(em, actor, id, outcome, reason);
  }

  @Mutation(() => Brief, {
    description: `Reports a brief to moderation. One open report per account and brief; at most ${MODERATION_LIMITS.reportsPerDay} reports a day, of creators and briefs together.`,
  })
  reportBrief(
    @Ctx() { em, actor, moderation }: Context,
    @Arg('id', () => ID, briefIdArg) id: string,
    @Arg('reason', () => String, { description: `What is wrong with it. ${atMostCharacters(BRIEF_LIMITS.reason)}` }) reason: string,
  ): Promise<Brief> {
    return reportBrief(em, moderation, actor, id, reason);
  }

  @Mutation(() => Brief, { description: 'Admins: opens a brief waiting for moderation, or dismisses the open reports on a brief. Audited.' })
  approveBrief(@Ctx() ctx: Context, @Arg('id', () => ID, briefIdArg) id: string): Promise<Brief> {
    return approveBrief(ctx, id);
  }

  @Mutation(() => Brief, { description: 'Admins: removes a brief, with a reason its poster reads; its open reports are upheld. Audited.' })
  rejectBrief(
    @Ctx() ctx: Context,
    @Arg('id', () => ID, briefIdArg) id: string,
    @Arg('reason', () => String, { description: `Why it is removed. ${atMostCharacters(BRIEF_LIMITS.reason)}` }) reason: string,
  ): Promise<Brief> {
    return rejectBrief(ctx, id, reason);
  }

  @FieldResolver(() => Compensation, { description: 'What the work pays: its type, and for fixed or hourly pay the range and currency.' })
  compensation(@Root() brief: Brief): Compensation {
    return { type: brief.compensationType, min: brief.compensationMin, max: brief.compensationMax, currency: brief.compensationCurrency };
  }

  @FieldResolver(() => BriefPoster, { description: 'Who posted it: a creator, or a brand (never which team member).' })
  poster(@Root() brief: Brief, @Ctx() ctx: Context): Promise<BriefPoster> {
    return sharedField(brief, 'poster', async () => {
      const creatorId = creatorOf(brief);
      if (brief.brand || !creatorId) return { creator: null, brand: brief.brand };
      const load = await creatorsOnce(ctx);
      return { creator: await load(creatorId), brand: null };
    });
  }

  @FieldResolver(() => Int, { description: 'Applications received, withdrawn ones left out.' })
  applicationCount(@Root() brief: Brief, @Ctx() { em, once }: Context): Promise<number> {
    return sharedField(brief, 'applicationCount', async () => {
      const load = await once('brief-application-counts', async () => batcher((ids) => applicationCounts(em, ids), 0));
      return load(brief.id);
    });
  }

  @FieldResolver(() => PosterStats, {
    nullable: true,
    description: "The poster's record on the board over 180 days (stored by a job, never worked out per request); null until first computed.",
  })
  posterStats(@Root() brief: Brief, @Ctx() ctx: Context): Promise<PosterStatsView | null> {
    return sharedField(brief, 'posterStats', async () => (await posterStatsOnce(ctx))(posterKey(scopeOf(brief))));
  }

  @FieldResolver(() => BriefFitScore, {
    nullable: true,
    description:
      'How well the brief fits the signed-in creator (MatchMade): the stored score in lists; for a brief read on its own, worked out now when none is stored. Null for a visitor, the poster, or a creator in a block with the poster.',
  })
  async viewerFit(@Root() brief: Brief, @Ctx() { em, actor, once }: Context, @Info() info: GraphQLResolveInfo): Promise<FitView | null> {
    const pushed = actor?.kind === 'user' ? pushedFits.get(brief)?.get(actor.id) : undefined;
    if (pushed) return pushed;
    const load = await once('brief-viewer-fits', async () => batcher((ids) => viewerFitsOf(em, actor, ids), null as FitView | null));
    const stored = await load(brief.id);
    // Read on its own (a root field's brief), the fit is cheap to work out: one brief, one profile.
    if (stored || info.path.prev?.typename !== 'Query') return stored;
    return liveFitOf(em, actor, brief);
  }

  @FieldResolver(() => Boolean, { description: "Whether the brief's poster invited the signed-in creator to apply; false for a visitor." })
  async viewerInvited(@Root() brief: Brief, @Ctx() { em, actor, once }: Context): Promise<boolean> {
    const load = await once('brief-viewer-invites', async () =>
      batcher(async (ids) => new Map([...(await viewerInvitesTo(em, actor, ids))].map((id) => [id, true])), false),
    );
    return load(brief.id);
  }

  @FieldResolver(() => BriefApplication, { nullable: true, description: "The signed-in account's own application to it; null for a visitor or without one." })
  async viewerApplication(@Root() brief: Brief, @Ctx() { em, actor, once }: Context): Promise<BriefApplication | null> {
    const load = await once('brief-viewer-applications', async () => batcher((ids) => viewerApplicationsTo(em, actor, ids), null as BriefApplication | null));
    return load(brief.id);
  }

  @Authorized('admin:briefs')
  @FieldResolver(() => [BriefReportEntry], { description: 'Its open reports, oldest first. Admins only.' })
  async reports(@Root() brief: Brief, @Ctx() { em, actor, once }: Context): Promise<BriefReportView[]> {
    const load = await once('brief-open-reports', async () => batcher((ids) => openReportsOf(em, actor, ids), [] as BriefReportView[]));
    return load(brief.id);
  }
}

@Resolver(() => BriefApplication)
export class BriefApplicationResolver {
  @Query(() => BriefApplicationsConnection, {
    description:
      "A brief's applications, the newest first: for its poster (or the brand's team) only. Reading them marks them VIEWED. An API key of the brand reads them with APPLICATIONS READ, and marks them VIEWED only with APPLICATIONS WRITE.",
  })
  briefApplications(@Ctx() { em, actor }: Context, @Args(() => BriefApplicationsArgs) args: BriefApplicationsArgs): Promise<Connection<BriefApplication>> {
    return briefApplications(em, actor, args.briefId, args.status, args);
  }

  @Mutation(() => BriefApplication, {
    description: `Applies to an open brief: creators with a complete profile, once per brief, within ${APPLICATION_LIMITS.weeklyAllowance} applications a week.`,
  })
  applyToBrief(
    @Ctx() { em, actor }: Context,
    @Arg('briefId', () => ID, briefIdArg) briefId: string,
    @Arg('input', () => ApplyInput, { description: 'The application: its pitch and what goes with it.' }) input: ApplyInput,
  ): Promise<BriefApplication> {
    return applyToBrief(em, actor, briefId, input);
  }

  @Mutation(() => BriefApplication, { description: 'Takes back one of your applications the poster has not decided yet.' })
  withdrawApplication(@Ctx() { em, actor }: Context, @Arg('id', () => ID, applicationIdArg) id: string): Promise<BriefApplication> {
    return withdrawApplication(em, actor, id);
  }

  @Mutation(() => BriefApplication, {
    description:
      "The poster decides: SHORTLISTED or HIRED (either opens a conversation with the applicant in /messages), or DECLINED with a reason and an optional note. For a brand's brief, its team or its API keys with APPLICATIONS WRITE.",
  })
  decideApplication(
    @Ctx() { em, actor }: Context,
    @Arg('id', () => ID, applicationIdArg) id: string,
    @Arg('status', () => ApplicationStatus, { description: 'The decision: SHORTLISTED, HIRED or DECLINED.' }) status: ApplicationStatus,
    @Arg('reason', () => DeclineReason, { nullable: true, description: 'Why the application is declined: required with DECLINED, refused otherwise.' })
    reason?: DeclineReason | null,
    @Arg('note', () => String, { nullable: true, description: `A word to the applicant with a decline. ${atMostCharacters(APPLICATION_LIMITS.note)}` })
    note?: string | null,
  ): Promise<BriefApplication> {
    return decideApplication(em, actor, { id, status, reason, note });
  }

  @FieldResolver(() => Brief, { description: 'The brief it applies to.' })
  brief(@Root() application: BriefApplication): Brief {
    return application.brief;
  }

  @FieldResolver(() => CreatorProfile, { nullable: true, description: "The applicant's public profile; null once their account is gone." })
  async applicant(@Root() application: BriefApplication, @Ctx() ctx: Context): Promise<PublicCreator | null> {
    const load = await creatorsOnce(ctx);
    return load(application.applicant.id);
  }

  @FieldResolver(() => Boolean, { description: 'Whether the allowance it used was given back (never opened, or left undecided when the brief ended).' })
  givenBack(@Root() application: BriefApplication): boolean {
    return application.refundedAt !== null;
  }
}

@Resolver(() => BriefCandidate)
export class BriefCandidateResolver {
  @FieldResolver(() => CreatorProfile, { nullable: true, description: 'Their public profile; null once the account is gone.' })
  async creator(@Root() candidate: CandidateView, @Ctx() ctx: Context): Promise<PublicCreator | null> {
    const load = await creatorsOnce(ctx);
    return load(candidate.creatorId);
  }
}

/** The collaboration module adds a poster's record and open briefs to creator profiles and brands, so that neither imports it. */
@Resolver(() => CreatorProfile)
export class CreatorBriefsResolver {
  @FieldResolver(() => PosterStats, { nullable: true, description: 'Their record as a poster on the board over 180 days; null until first computed.' })
  async posterStats(@Root() creator: PublicCreator, @Ctx() ctx: Context): Promise<PosterStatsView | null> {
    return (await posterStatsOnce(ctx))(posterKey({ userId: creator.userId }));
  }

  @FieldResolver(() => BriefsConnection, { description: 'The open briefs they posted as themselves, the newest first.' })
  async openBriefs(@Root() creator: PublicCreator, @Ctx() ctx: Context, @Args(() => PageArgs) page: PageArgs): Promise<Connection<Brief>> {
    return (await openBriefsOnce(ctx, page))(posterKey({ userId: creator.userId }));
  }
}

@Resolver(() => Brand)
export class BrandBriefsResolver {
  @FieldResolver(() => PosterStats, { nullable: true, description: "The brand's record as a poster on the board over 180 days; null until first computed." })
  async posterStats(@Root() brand: Brand, @Ctx() ctx: Context): Promise<PosterStatsView | null> {
    return (await posterStatsOnce(ctx))(posterKey({ brandId: brand.id }));
  }

  @FieldResolver(() => BriefsConnection, { description: "The brand's open briefs, the newest first." })
  async openBriefs(@Root() brand: Brand, @Ctx() ctx: Context, @Args(() => PageArgs) page: PageArgs): Promise<Connection<Brief>> {
    return (await openBriefsOnce(ctx, page))(posterKey({ brandId: brand.id }));
  }

  @FieldResolver(() => BriefsConnection, {
    description:
      'Every brief posted for the brand, in any state (drafts, waiting for review, paused, ended), the newest first: its team, and its API keys with BRIEFS READ.',
  })
  briefs(@Root() brand: Brand, @Ctx() { em, actor }: Context, @Args(() => PageArgs) page: PageArgs): Promise<Connection<Brief>> {
    return brandBriefs(em, actor, brand.id, page);
  }
}

/** The collaboration module adds an account's briefs, applications and allowance to User, so that user never imports it. */
@Resolver(() => User)
export class UserCollaborationResolver {
  @FieldResolver(() => BriefsConnection, { description: 'The briefs the account posted, as itself or for its brands, the newest first. Its own account only.' })
  briefs(@Root() user: User, @Ctx() { em, actor }: Context, @Args(() => PageArgs) page: PageArgs): Promise<Connection<Brief>> {
    return postedBriefs(em, actor, user.id, page);
  }

  @FieldResolver(() => BriefApplicationsConnection, {
    description: "The account's applications to briefs, the newest first, with their states. Its own account only.",
  })
  applications(@Root() user: User, @Ctx() { em, actor }: Context, @Args(() => PageArgs) page: PageArgs): Promise<Connection<BriefApplication>> {
    return applicationsOf(em, actor, user.id, page);
  }

  @FieldResolver(() => ApplicationAllowance, { description: 'Applications the account may still send this week. Its own account only.' })
  applicationAllowance(@Root() user: User, @Ctx() { em, actor }: Context): Promise<AllowanceView> {
    return allowanceOf(em, actor, user.id);
  }
}
