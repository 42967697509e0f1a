import { randomUUID } from 'node:crypto';
import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { User } from '../user/user.entity.js';

/**
 * One item of a person's notifications. While it is neither read nor done, further events of the
 * same kind and group (the same conversation, the same brief) land on it instead of a new row: the
 * newest actor first, the count of distinct actors and of events up by one, `seen_at` cleared so
 * that the badge counts it again. Titles are written when read, from the kind, the actors' current
 * public names and `subject`, so that a renamed or deleted account never shows stale.
 */
@Entity({ tableName: 'notifications' })
@Unique({
  name: 'notifications_one_open_group',
  expression: `create unique index "notifications_one_open_group" on "notifications" ("user_id", "kind", "group_key") where "read_at" is null and "done_at" is null`,
})
@Index({
  name: 'notifications_recent',
  expression: `create index "notifications_recent" on "notifications" ("user_id", "updated_at" desc, "id" desc) where "done_at" is null`,
})
@Index({
  name: 'notifications_unseen',
  expression: `create index "notifications_unseen" on "notifications" ("user_id") where "seen_at" is null and "done_at" is null`,
})
export class Notification {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade', index: false })
  user!: User;

  /** A key of NOTIFICATION_KINDS (graph/src/shared/notification-kinds.ts). */
  @Property({ type: 'string', length: 40 })
  kind!: string;

  /** What events of one kind gather on: a conversation, a brief, or the kind itself. */
  @Property({ type: 'string', length: 80 })
  groupKey!: string;

  /** The accounts behind it, the newest first; at most NOTIFICATION_LIMITS.actorsKept. */
  @Property({ type: 'uuid[]', defaultRaw: "'{}'" })
  actorIds: string[] = [];

  /** Distinct accounts behind it. */
  @Property({ type: 'integer', default: 0 })
  actorCount: number = 0;

  /** Events gathered on it (messages in a conversation, say). */
  @Property({ type: 'integer', default: 1 })
  eventCount: number = 1;

  /** What it is about, named: a brief's title, a brand's name. */
  @Property({ type: 'text', nullable: true })
  subject: string | null = null;

  /** A line under the title: a message's first words, a decision's reason. */
  @Property({ type: 'text', nullable: true })
  body: string | null = null;

  /** The app path it opens. */
  @Property({ type: 'text' })
  url!: string;

  /** Why the person gets it, in words ("you applied", "you are on the Soundplate team"). */
  @Property({ type: 'text' })
  reason!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  /** The latest event gathered on it: the list's order. */
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  updatedAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  seenAt: Date | null = null;

  @Property({ type: 'datetime', nullable: true })
  readAt: Date | null = null;

  @Property({ type: 'datetime', nullable: true })
  doneAt: Date | null = null;
}
