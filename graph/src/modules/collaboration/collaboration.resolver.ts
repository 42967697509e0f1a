import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { batcher } from '../common/batch.js';
import { PageArgs, type Connection } from '../common/connection.js';
import type { Context } from '../common/context.js';
import { publicCreators } from '../messaging/messaging.service.js';
import type { PublicCreator } from '../profile/profile.service.js';
import { CreatorProfile } from '../profile/creator.resolver.js';
import { User } from '../user/user.entity.js';
import { atMostCharacters, APPLICATION_LIMITS, BRIEF_LIMITS, MODERATION_LIMITS } from '../../shared/limits.js';
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
  briefFor,
  closeBrief,
  creatorOf,
  createBrief,
  moderationQueuePage,
  pauseBrief,
  postedBriefs,
  publishBrief,
  updateBrief,
} from './brief.service.js';
import { applicationCounts } from './collaboration.storage.js';
import {
  ApplicationAllowance,
  ApplyInput,
  BriefApplicationsArgs,
  BriefApplicationsConnection,
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
const applicationIdArg = { description: 'The application id (a UUID).' };

/** The public profiles behind a page of briefs or applications, read in one query. */
const creatorsOnce = (ctx: Context) =>
  ctx.once('collaboration-creators', async () => batcher((ids) => publicCreators(ctx.em, ids), null as PublicCreator | null));

@Resolver(() => Brief)
export class BriefResolver {
  @Query(() => BriefsConnection, {
    description:
      'The collaboration board: open briefs whose applications have not closed. Sorted NEWEST by default; BEST_FIT sorts as NEWEST until fits are scored.',
  })
  briefs(@Ctx() { em }: Context, @Args(() => BriefsArgs) args: BriefsArgs): Promise<Connection<Brief>> {
    return board(em, args);
  }

  @Query(() => Brief, {
    nullable: true,
    description: 'A brief anyone may see (open, paused, closed or expired); a draft or a removed brief only for its poster and admins.',
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

  @Mutation(() => Brief, { description: 'A new brief, as a DRAFT: as yourself (creators with a complete profile), or for a brand your team runs (brandId).' })
  createBrief(@Ctx() { em, actor }: Context, @Arg('input', () => CreateBriefInput) input: CreateBriefInput): Promise<Brief> {
    return createBrief(em, actor, input);
  }

  @Mutation(() => Brief, { description: 'Changes a draft, open or paused brief: its poster only.' })
  updateBrief(
    @Ctx() { em, actor }: Context,
    @Arg('id', () => ID, briefIdArg) id: string,
    @Arg('input', () => UpdateBriefInput) input: UpdateBriefInput,
  ): Promise<Brief> {
    return updateBrief(em, actor, id, input);
  }

  @Mutation(() => Brief, {
    description: "Opens a draft (a poster's first brief, and an unverified poster's, wait for moderation first) or resumes a paused brief.",
  })
  publishBrief(@Ctx() { em, actor }: Context, @Arg('id', () => ID, briefIdArg) id: string): Promise<Brief> {
    return publishBrief(em, actor, id);
  }

  @Mutation(() => Brief, { description: 'Pauses an open brief: no applications until it is published again.' })
  pauseBrief(@Ctx() { em, actor }: Context, @Arg('id', () => ID, briefIdArg) id: string): Promise<Brief> {
    return pauseBrief(em, actor, id);
  }

  @Mutation(() => Brief, { description: 'Closes an open or paused brief with its outcome; NO_HIRE needs a reason, HIRED an application marked hired.' })
  closeBrief(
    @Ctx() { em, actor }: Context,
    @Arg('id', () => ID, briefIdArg) id: string,
    @Arg('outcome', () => BriefOutcome) outcome: BriefOutcome,
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

  @FieldResolver(() => Compensation)
  compensation(@Root() brief: Brief): Compensation {
    return { type: brief.compensationType, min: brief.compensationMin, max: brief.compensationMax, currency: brief.compensationCurrency };
  }

  @FieldResolver(() => BriefPoster, { description: 'Who posted it: a creator, or a brand (never which team member).' })
  async poster(@Root() brief: Brief, @Ctx() ctx: Context): Promise<BriefPoster> {
    const creatorId = creatorOf(brief);
    if (brief.brand || !creatorId) return { creator: null, brand: brief.brand };
    const load = await creatorsOnce(ctx);
    return { creator: await load(creatorId), brand: null };
  }

  @FieldResolver(() => Int, { description: 'Applications received, withdrawn ones left out.' })
  async applicationCount(@Root() brief: Brief, @Ctx() { em, once }: Context): Promise<number> {
    const load = await once('brief-application-counts', async () => batcher((ids) => applicationCounts(em, ids), 0));
    return load(brief.id);
  }

  // The poster's figures are computed by a job into stored columns (the next part of the board); null until then, as below any minimum sample.
  @FieldResolver(() => PosterStats, { nullable: true, description: "The poster's record on the board; null below the minimum sample." })
  posterStats(): PosterStats | null {
    return null;
  }

  // The viewer's fit is MatchMade's score of the brief read as a resource, which the feed computes in a job; null until it does.
  @FieldResolver(() => BriefFitScore, { nullable: true, description: 'How well the brief fits the signed-in creator; null for a visitor, or when not scored.' })
  viewerFit(): BriefFitScore | null {
    return null;
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
    description: "A brief's applications, the newest first: for its poster (or the brand's team) only. Reading them marks them VIEWED.",
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
    @Arg('input', () => ApplyInput) input: ApplyInput,
  ): Promise<BriefApplication> {
    return applyToBrief(em, actor, briefId, input);
  }

  @Mutation(() => BriefApplication, { description: 'Takes back one of your applications the poster has not decided yet.' })
  withdrawApplication(@Ctx() { em, actor }: Context, @Arg('id', () => ID, applicationIdArg) id: string): Promise<BriefApplication> {
    return withdrawApplication(em, actor, id);
  }

  @Mutation(() => BriefApplication, {
    description:
      'The poster decides: SHORTLISTED or HIRED (either opens a conversation with the applicant in /messages), or DECLINED with a reason and an optional note.',
  })
  decideApplication(
    @Ctx() { em, actor }: Context,
    @Arg('id', () => ID, applicationIdArg) id: string,
    @Arg('status', () => ApplicationStatus) status: ApplicationStatus,
    @Arg('reason', () => DeclineReason, { nullable: true }) reason?: DeclineReason | null,
    @Arg('note', () => String, { nullable: true, description: `A word to the applicant with a decline. ${atMostCharacters(APPLICATION_LIMITS.note)}` })
    note?: string | null,
  ): Promise<BriefApplication> {
    return decideApplication(em, actor, { id, status, reason, note });
  }

  @FieldResolver(() => Brief)
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
