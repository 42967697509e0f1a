import { Arg, Args, ArgsType, Ctx, Field, FieldResolver, ID, Int, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { connectionType, PageArgs, type Connection } from '../common/connection.js';
import type { Context } from '../common/context.js';
import { atMostCharacters, atMostItems, MODERATION_LIMITS, NETWORK_LIMITS } from '../../shared/limits.js';
import { User } from '../user/user.entity.js';
import { ModerationAction, ReportCategory, ReportStatus } from './moderation.entities.js';
import {
  claimReport,
  moderationNoticesOf,
  moderationQueue,
  OUTCOME_WORDS,
  reportCreator,
  reportsOf,
  resolveReport,
  type NoticeView,
  type ReportAccount,
  type ReportedMessageView,
  type ReportView,
} from './moderation.service.js';

@ObjectType('ReportAccount', { description: 'An account as a report shows it: the reported creator, the reporter, the admins who handled it.' })
class ReportAccountType {
  @Field(() => ID, { description: 'The account id.' }) id!: string;
  @Field(() => String, { description: 'For their page (/creators/:username).' }) username!: string;
  @Field(() => String, { description: 'The artist name, else the first name or username.' }) displayName!: string;
  @Field(() => String, { nullable: true }) avatarUrl!: string | null;
}

@ObjectType({ description: 'A message attached to a report, as it read when it was reported.' })
class ReportedMessage {
  @Field(() => ID) messageId!: string;
  @Field(() => String, { description: 'The body when reported: kept when the message is removed.' }) body!: string;
  @Field(() => Date) sentAt!: Date;
  @Field(() => Boolean, { description: 'True once the message is gone from its conversation.' }) removed!: boolean;
}

@ObjectType({ description: 'A report in the moderation queue. Admins only.' })
class ModerationReport {
  @Field(() => ID) id!: string;
  @Field(() => ReportCategory) category!: ReportCategory;
  @Field(() => String, { nullable: true, description: "The reporter's comment." }) comment!: string | null;
  @Field(() => ReportStatus) status!: ReportStatus;
  @Field(() => Date) createdAt!: Date;
  @Field(() => String, { description: 'The reported username when reported, kept after the account goes.' }) reportedUsername!: string;
  @Field(() => ReportAccountType, { nullable: true, description: 'Null once the account is deleted.' }) reportedCreator!: ReportAccount | null;
  @Field(() => ReportAccountType, { nullable: true, description: 'Null once the account is deleted.' }) reporter!: ReportAccount | null;
  @Field(() => Int, { description: 'Unresolved (open or claimed) reports against the same creator.' }) unresolvedReportCount!: number;
  @Field(() => [ReportedMessage]) messages!: ReportedMessageView[];
  @Field(() => ReportAccountType, { nullable: true }) claimedBy!: ReportAccount | null;
  @Field(() => Date, { nullable: true }) claimedAt!: Date | null;
  @Field(() => ReportAccountType, { nullable: true }) resolvedBy!: ReportAccount | null;
  @Field(() => Date, { nullable: true }) resolvedAt!: Date | null;
  @Field(() => ModerationAction, { nullable: true }) action!: ModerationAction | null;
  @Field(() => String, { nullable: true, description: "The resolving admin's note, for admins only." }) note!: string | null;
}

@ObjectType({ description: "A report as its reporter sees it: what they sent, and the outcome in words (never the admin's note)." })
class CreatorReport {
  @Field(() => ID) id!: string;
  @Field(() => ReportCategory) category!: ReportCategory;
  @Field(() => String, { nullable: true }) comment!: string | null;
  @Field(() => ReportStatus) status!: ReportStatus;
  @Field(() => Date) createdAt!: Date;
  @Field(() => String) reportedUsername!: string;
  @Field(() => ReportAccountType, { nullable: true, description: 'Null once the account is deleted.' }) reportedCreator!: ReportAccount | null;
  @Field(() => ModerationAction, { nullable: true, description: 'How it was resolved; null until then.' }) action!: ModerationAction | null;
  @Field(() => Date, { nullable: true }) resolvedAt!: Date | null;
}

@ObjectType('ModerationNotice', { description: 'Something moderation told the account, such as a warning.' })
class ModerationNoticeType {
  @Field(() => ID) id!: string;
  @Field(() => String) message!: string;
  @Field(() => Date) createdAt!: Date;
}

const ModerationQueue = connectionType('ModerationQueue', ModerationReport);
const CreatorReports = connectionType('CreatorReports', CreatorReport);

@ArgsType()
class QueueArgs extends PageArgs {
  @Field(() => ReportStatus, { defaultValue: ReportStatus.OPEN }) status!: ReportStatus;
}

const REPORT_ID = { description: 'A report id (a UUID).' };

@Resolver()
export class ModerationResolver {
  @Mutation(() => CreatorReport, {
    description: `Reports a creator, with the messages they sent you attached (copied as they read now). The creator is not told. One unresolved report per creator; ${MODERATION_LIMITS.reportsPerDay} reports a day.`,
  })
  reportCreator(
    @Ctx() { em, actor, moderation }: Context,
    @Arg('username', () => String, { description: `Their username. ${atMostCharacters(NETWORK_LIMITS.username)}` }) username: string,
    @Arg('category', () => ReportCategory) category: ReportCategory,
    @Arg('comment', () => String, { nullable: true, description: atMostCharacters(MODERATION_LIMITS.comment) }) comment: string | null,
    @Arg('messageIds', () => [ID], {
      nullable: true,
      description: `Messages they sent in your conversations. ${atMostItems(MODERATION_LIMITS.messages, MODERATION_LIMITS.messageId)}`,
    })
    messageIds: string[] | null,
  ): Promise<ReportView> {
    return reportCreator(em, moderation, actor, { username, category, comment, messageIds });
  }

  @Query(() => ModerationQueue, {
    description:
      "Reports by status. Open and claimed: the most reported creators first, a creator's reports together, the newest first. Resolved: the latest first. Admins only.",
  })
  moderationQueue(@Ctx() { em, actor }: Context, @Args(() => QueueArgs) { status, ...page }: QueueArgs): Promise<Connection<ReportView>> {
    return moderationQueue(em, actor, status, page);
  }

  @Mutation(() => ModerationReport, {
    description: 'Takes an open report; CONFLICT when another admin has it. Admins only; written to the audit log (report.claim).',
  })
  claimReport(@Ctx() context: Context, @Arg('id', () => ID, REPORT_ID) id: string): Promise<ReportView> {
    return claimReport(context, id);
  }

  @Mutation(() => ModerationReport, {
    description: 'Resolves an open report or one you claimed, and takes the action at once. Admins only; written to the audit log (report.resolve).',
  })
  resolveReport(
    @Ctx() context: Context,
    @Arg('id', () => ID, REPORT_ID) id: string,
    @Arg('action', () => ModerationAction) action: ModerationAction,
    @Arg('note', () => String, { nullable: true, description: `For admins only. ${atMostCharacters(MODERATION_LIMITS.note)}` }) note: string | null,
  ): Promise<ReportView> {
    return resolveReport(context, id, action, note);
  }
}

@Resolver(() => CreatorReport)
export class CreatorReportResolver {
  @FieldResolver(() => String, { nullable: true, description: 'The outcome in words; null until resolved.' })
  outcome(@Root() report: ReportView): string | null {
    return report.action ? OUTCOME_WORDS[report.action] : null;
  }

  @FieldResolver(() => Int, { description: 'How many messages were attached.' })
  messageCount(@Root() report: ReportView): number {
    return report.messages.length;
  }
}

@Resolver(() => User)
export class UserModerationResolver {
  @FieldResolver(() => CreatorReports, { description: 'The reports the account sent, the newest first, with their outcome.' })
  reports(@Root() user: User, @Ctx() { em, actor }: Context, @Args(() => PageArgs) page: PageArgs): Promise<Connection<ReportView>> {
    return reportsOf(em, actor, user.id, page);
  }

  @FieldResolver(() => [ModerationNoticeType], { description: 'What moderation told the account (warnings), the newest first; the last 20.' })
  moderationNotices(@Root() user: User, @Ctx() { em, actor }: Context): Promise<NoticeView[]> {
    return moderationNoticesOf(em, actor, user.id);
  }
}
