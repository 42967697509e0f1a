import { randomUUID } from 'node:crypto';
import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { User } from '../user/user.entity.js';

/** What a link sent by e-mail lets its holder do, once. */
export enum AccountTokenPurpose {
  /** Set a new password without the old one (the "forgot password" link). */
  PASSWORD_RESET = 'password_reset',
  /** Make `newEmail` the account's address (the link goes to that address). */
  EMAIL_CHANGE = 'email_change',
  /** Prove that the account's current address receives its mail (sent at sign-up, and on request). */
  EMAIL_VERIFY = 'email_verify',
}

/**
 * A single-use link sent by e-mail. The link carries 256 random bits; only their SHA-256 is kept
 * here (like a session's), so a database leak hands out no working link. Used or expired rows
 * stay until the account goes, so that a second click can be told "already used" rather than
 * "unknown".
 */
@Entity({ tableName: 'account_tokens' })
export class AccountToken {
  [OptionalProps]?: 'createdAt' | 'usedAt' | 'newEmail';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade', index: true })
  user!: User;

  @Enum({ items: () => AccountTokenPurpose })
  purpose!: AccountTokenPurpose;

  @Property({ type: 'string', length: 64, unique: true })
  tokenHash!: string;

  /** The address an EMAIL_CHANGE link confirms, or the one an EMAIL_VERIFY link was mailed to; null for a reset. */
  @Property({ type: 'string', length: 254, nullable: true })
  newEmail: string | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  /** Set when the link is used, or when something makes it moot (a newer reset, a password change). */
  @Property({ type: 'datetime', nullable: true })
  usedAt: Date | null = null;
}
