import { randomUUID } from 'node:crypto';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { registerEnumType } from 'type-graphql';
import { User } from '../user/user.entity.js';

export enum ReportCategory {
  SPAM = 'SPAM',
  HARASSMENT = 'HARASSMENT',
  IMPERSONATION = 'IMPERSONATION',
  INAPPROPRIATE_CONTENT = 'INAPPROPRIATE_CONTENT',
  OTHER = 'OTHER',
}
registerEnumType(ReportCategory, {
  name: 'ReportCategory',
  description: 'What a report is about.',
  valuesConfig: {
    SPAM: { description: 'Spam: unwanted, repeated or promotional messages.' },
    HARASSMENT: { description: 'Harassment or bullying.' },
    IMPERSONATION: { description: 'Pretending to be someone else.' },
    INAPPROPRIATE_CONTENT: { description: 'Inappropriate content.' },
    OTHER: { description: 'Another breach of the community guidelines, said in the comment.' },
  },
});

export enum ReportStatus {
  OPEN = 'OPEN',
  CLAIMED = 'CLAIMED',
  RESOLVED = 'RESOLVED',
}
registerEnumType(ReportStatus, {
  name: 'ReportStatus',
  description: 'Where a report is: OPEN (waiting), CLAIMED (an admin is on it) or RESOLVED.',
  valuesConfig: {
    OPEN: { description: 'Waiting for an admin.' },
    CLAIMED: { description: 'An admin took it (claimedBy): only they may resolve it.' },
    RESOLVED: { description: 'An admin resolved it with an action.' },
  },
});

export enum ModerationAction {
  DISMISS = 'DISMISS',
  WARN = 'WARN',
  REMOVE_MESSAGES = 'REMOVE_MESSAGES',
  SUSPEND = 'SUSPEND',
}
registerEnumType(ModerationAction, {
  name: 'ModerationAction',
  description:
    'How an admin resolves a report: DISMISS (nothing to do), WARN (a notice to the reported creator), REMOVE_MESSAGES (the attached messages are deleted), SUSPEND (the account is suspended and signed out).',
  valuesConfig: {
    DISMISS: { description: 'Nothing to do: the report is closed without action.' },
    WARN: { description: 'The reported creator gets a warning among their moderation notices.' },
    REMOVE_MESSAGES: {
      description: 'The attached messages are deleted from their conversations (the report keeps its copy); only for a report with messages attached.',
    },
    SUSPEND: { description: 'The reported account is suspended and signed out everywhere at once.' },
  },
});

/**
 * A creator reporting another. The reported account's username is kept as it was, so that the
 * report still reads after the account goes. A reporter holds at most one unresolved report per
 * creator (a partial unique index): "most reported" counts people, not clicks.
 */
@Entity({ tableName: 'reports' })
@Index({ properties: ['reporter', 'createdAt'] })
@Index({ properties: ['status', 'createdAt'] })
@Index({ properties: ['reported', 'status'] })
@Unique({
  name: 'reports_one_unresolved_per_pair',
  expression: `create unique index "reports_one_unresolved_per_pair" on "reports" ("reporter_id", "reported_id") where "status" <> 'RESOLVED'`,
})
export class Report {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'set null', nullable: true, index: false })
  reporter!: User | null;

  @ManyToOne(() => User, { deleteRule: 'set null', nullable: true, index: false })
  reported!: User | null;

  @Property({ type: 'string', length: 40 })
  reportedUsername!: string;

  @Enum({ items: () => ReportCategory })
  category!: ReportCategory;

  @Property({ type: 'string', length: 1000, nullable: true })
  comment: string | null = null;

  @Enum({ items: () => ReportStatus, default: ReportStatus.OPEN })
  status: ReportStatus = ReportStatus.OPEN;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @ManyToOne(() => User, { deleteRule: 'set null', nullable: true, index: false })
  claimedBy: User | null = null;

  @Property({ type: 'datetime', nullable: true })
  claimedAt: Date | null = null;

  @ManyToOne(() => User, { deleteRule: 'set null', nullable: true, index: false })
  resolvedBy: User | null = null;

  @Property({ type: 'datetime', nullable: true })
  resolvedAt: Date | null = null;

  @Enum({ items: () => ModerationAction, nullable: true })
  action: ModerationAction | null = null;

  /** The admin's own note: admins read it, the reporter does not. */
  @Property({ type: 'string', length: 1000, nullable: true })
  resolutionNote: string | null = null;
}

/**
 * A message attached to a report, copied when it was reported: the evidence stays when the
 * message goes (removed by moderation, or with its conversation). Hence no foreign key to it.
 */
@Entity({ tableName: 'report_messages' })
export class ReportMessage {
  @ManyToOne(() => Report, { primary: true, deleteRule: 'cascade' })
  report!: Report;

  @PrimaryKey({ type: 'bigint' })
  messageId!: string;

  @Property({ type: 'text' })
  body!: string;

  @Property({ type: 'datetime' })
  sentAt!: Date;
}

/** What moderation told an account (a warning), for the account to read. */
@Entity({ tableName: 'moderation_notices' })
@Index({ properties: ['user', 'createdAt'] })
export class ModerationNotice {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade', index: false })
  user!: User;

  @ManyToOne(() => Report, { deleteRule: 'set null', nullable: true })
  report: Report | null = null;

  @Property({ type: 'text' })
  message!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
