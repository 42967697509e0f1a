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
@Index({
  name: 'notifications_email_pending',
  expression: `create index "notifications_email_pending" on "notifications" ("user_id") where "email_pending"`,
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

  /** Whether it shows in the app: the recipient's preference for its kind when it was recorded. */
  @Property({ type: 'boolean', default: true })
  inApp: boolean = true;

  /** Whether an e-mail about it is still to be decided (sent, held, or dropped once seen). */
  @Property({ type: 'boolean', default: false })
  emailPending: boolean = false;

  /** A security event: mailed at once, never held, never turned off. */
  @Property({ type: 'boolean', default: false })
  required: boolean = false;

  @Property({ type: 'datetime', nullable: true })
  emailedAt: Date | null = null;

  /** When its due e-mail was held by quiet hours or a snooze: from then on it goes when the hold ends, seen or not. */
  @Property({ type: 'datetime', nullable: true })
  emailHeldAt: Date | null = null;

  /** When a digest listed it, so that the next one does not again. */
  @Property({ type: 'datetime', nullable: true })
  digestedAt: Date | null = null;
}

/**
 * What a person wants told, and when. Absent: every default (KIND_RULES), no digest, no quiet
 * hours, in UTC. `kinds` holds only what differs from the defaults.
 */
@Entity({ tableName: 'notification_preferences' })
export class NotificationPreferences {
  @ManyToOne(() => User, { primary: true, deleteRule: 'cascade' })
  user!: User;

  /** Per kind key, the channels set: `{ "message_received": { "email": false } }`. */
  @Property({ type: 'json', defaultRaw: "'{}'" })
  kinds: Record<string, { inApp?: boolean; email?: boolean }> = {};

  /** off, daily or weekly (Mondays). */
  @Property({ type: 'string', length: 10, default: 'off' })
  digestFrequency: string = 'off';

  /** The local hour (0 to 23) a digest goes out. */
  @Property({ type: 'smallint', default: 8 })
  digestHour: number = 8;

  /** An IANA time zone ("Europe/Berlin"): quiet hours and the digest hour are in it. */
  @Property({ type: 'string', length: 64, default: 'UTC' })
  timeZone: string = 'UTC';

  /** Quiet hours: `[{ "day": "monday", "start": "22:00", "end": "07:00" }]`, local times in 30-minute steps; an end at or before the start runs past midnight. */
  @Property({ type: 'json', defaultRaw: "'[]'" })
  quietHours: { day: string; start: string; end: string }[] = [];

  /** Every e-mail but the required ones waits until then. */
  @Property({ type: 'datetime', nullable: true })
  snoozedUntil: Date | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  updatedAt: Date = new Date();
}
