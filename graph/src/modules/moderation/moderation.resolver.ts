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
  @Field(() => String, { nullable: true, description: 'Their profile picture, else the picture from sign-up; null when neither.' }) avatarUrl!: string | null;
}

@ObjectType({ description: 'A message attached to a report, as it read when it was reported.' })
class ReportedMessage {
  @Field(() => ID, { description: 'The id of the reported message.' }) messageId!: string;
  @Field(() => String, { description: 'The body when reported: kept when the message is removed.' }) body!: string;
  @Field(() => Date, { description: 'When it was sent.' }) sentAt!: Date;
  @Field(() => Boolean, { description: 'True once the message is gone from its conversation.' }) removed!: boolean;
}

@ObjectType({ description: 'A report in the moderation queue. Admins only.' })
class ModerationReport {
  @Field(() => ID, { description: 'The report id (a UUID).' }) id!: string;
  @Field(() => ReportCategory, { description: 'What the report is about.' }) category!: ReportCategory;
  @Field(() => String, { nullable: true, description: "The reporter's comment." }) comment!: string | null;
  @Field(() => ReportStatus, { description: 'Where the report is.' }) status!: ReportStatus;
  @Field(() => Date, { description: 'When the report was sent.' }) createdAt!: Date;
  @Field(() => String, { description: 'The reported username when reported, kept after the account goes.' }) reportedUsername!: string;
  @Field(() => ReportAccountType, { nullable: true, description: 'Null once the account is deleted.' }) reportedCreator!: ReportAccount | null;
  @Field(() => ReportAccountType, { nullable: true, description: 'Null once the account is deleted.' }) reporter!: ReportAccount | null;
  @Field(() => Date, {
    nullable: true,
    description:
      'When the reported account was suspended, read now (so an admin sees it is already suspended); null while it is in good standing, or once it is deleted.',
  })
  reportedSuspendedAt!: Date | null;
  @Field(() => Int, { description: 'Unresolved (open or claimed) reports against the same creator.' }) unresolvedReportCount!: number;
  @Field(() => [ReportedMessage], { description: `The messages attached, as they read when reported, oldest first; at most ${MODERATION_LIMITS.messages}.` })
  messages!: ReportedMessageView[];
  @Field(() => ReportAccountType, { nullable: true, description: 'The admin who claimed it; null when nobody did, or once their account is deleted.' })
  claimedBy!: ReportAccount | null;
  @Field(() => Date, { nullable: true, description: 'When an admin claimed it; null when nobody did.' }) claimedAt!: Date | null;
  @Field(() => ReportAccountType, { nullable: true, description: 'The admin who resolved it; null until then, or once their account is deleted.' })
  resolvedBy!: ReportAccount | null;
  @Field(() => Date, { nullable: true, description: 'When it was resolved; null until then.' }) resolvedAt!: Date | null;
  @Field(() => ModerationAction, { nullable: true, description: 'The action the resolving admin took; null until resolved.' }) action!: ModerationAction | null;
  @Field(() => String, { nullable: true, description: "The resolving admin's note, for admins only." }) note!: string | null;
}

@ObjectType({ description: "A report as its reporter sees it: what they sent, and the outcome in words (never the admin's note)." })
class CreatorReport {
  @Field(() => ID, { description: 'The report id (a UUID).' }) id!: string;
  @Field(() => ReportCategory, { description: 'What the report is about.' }) category!: ReportCategory;
  @Field(() => String, { nullable: true, description: "The reporter's comment; null without one." }) comment!: string | null;
  @Field(() => ReportStatus, { description: 'Where the report is.' }) status!: ReportStatus;
  @Field(() => Date, { description: 'When the report was sent.' }) createdAt!: Date;
  @Field(() => String, { description: 'The reported username when reported, kept after the account goes.' }) reportedUsername!: string;
  @Field(() => ReportAccountType, { nullable: true, description: 'Null once the account is deleted.' }) reportedCreator!: ReportAccount | null;
  @Field(() => ModerationAction, { nullable: true, description: 'How it was resolved; null until then.' }) action!: ModerationAction | null;
  @Field(() => Date, { nullable: true, description: 'When it was resolved; null until then.' }) resolvedAt!: Date | null;
}

@ObjectType('ModerationNotice', { description: 'Something moderation told the account, such as a warning.' })
class ModerationNoticeType {
  @Field(() => ID, { description: 'The notice id (a UUID).' }) id!: string;
  @Field(() => String, { description: 'What moderation told the account, in words.' }) message!: string;
  @Field(() => Date, { description: 'When it was sent.' }) createdAt!: Date;
}

const ModerationQueue = connectionType('ModerationQueue', ModerationReport);
const CreatorReports = connectionType('CreatorReports', CreatorReport);

@ArgsType()
class QueueArgs extends PageArgs {
  @Field(() => ReportStatus, { defaultValue: ReportStatus.OPEN, description: 'Only reports with this status; OPEN by default.' }) status!: ReportStatus;
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
    @Arg('category', () => ReportCategory, { description: 'What the report is about.' }) category: ReportCategory,
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
    @Arg('action', () => ModerationAction, { description: 'What to do about it; REMOVE_MESSAGES only when messages are attached.' }) action: ModerationAction,
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
