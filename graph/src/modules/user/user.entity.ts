import { randomUUID } from 'node:crypto';
import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Authorized, Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { ownedBy, type Action, type Role } from '../common/authz.js';
import { Timestamped } from '../common/timestamps.js';
import { trigramIndex } from '../common/sql.js';

export enum UserRole {
  CREATOR = 'creator',
  ADMIN = 'admin',
}
// The policy's roles are these values: a role added here and not there fails to compile.
const _sameRoles: [`${UserRole}`] extends [Role] ? ([Role] extends [`${UserRole}`] ? true : never) : never = true;
registerEnumType(UserRole, {
  name: 'UserRole',
  description: 'What an account may do: creators use the product, admins also run it.',
  valuesConfig: {
    CREATOR: { description: 'Uses the product: a creator, or a brand account (see userType); the role a sign-up gets.' },
    ADMIN: { description: 'Also runs the product: the back office, moderation and the audit log.' },
  },
});

export enum UserType {
  ARTIST = 'artist',
  PRODUCER = 'producer',
  SONGWRITER = 'songwriter',
  DJ = 'dj',
  ENGINEER = 'engineer',
  /**
   * A brand's account, not a creator: it creates or claims brand pages and works on
   * their teams; it has no creator profile and no MatchMade matches.
   */
  BRAND = 'brand',
}
registerEnumType(UserType, {
  name: 'UserType',
  description: 'What kind of account signed up: a kind of creator (registration defaults to ARTIST), or BRAND for a brand team account.',
  valuesConfig: {
    ARTIST: { description: 'An artist: the default at sign-up.' },
    PRODUCER: { description: 'A producer.' },
    SONGWRITER: { description: 'A songwriter.' },
    DJ: { description: 'A DJ.' },
    ENGINEER: { description: 'An audio engineer (recording, mixing, mastering).' },
    BRAND: {
      description:
        "A brand's account, not a creator: it creates or claims brand pages and works on their teams; it has no creator profile and no MatchMade matches.",
    },
  },
});

/**
 * An account. The password hash is a column only: it has no GraphQL field and is never serialised.
 * Its private fields are guarded here, at the field, by the policy's `account:read`: whatever
 * resolver returns a User, only its owner (or an admin) reads them. Other accounts are shown as
 * the public CreatorProfile, never as a User.
 */
@ObjectType({ description: 'A SoundBoard account (the signed-in viewer). E-mail, last name and role are for its owner and admins only.' })
@Entity({ tableName: 'users' })
@trigramIndex('users', 'username')
export class User extends Timestamped {
  [OptionalProps]?:
    | 'createdAt'
    | 'updatedAt'
    | 'role'
    | 'userType'
    | 'firstName'
    | 'lastName'
    | 'lastSeenAt'
    | 'suspendedAt'
    | 'suspensionReason'
    | 'emailVerifiedAt'
    | 'emailVerified';

  @Field(() => ID, { description: 'The account id (a UUID).' })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** Stored trimmed and lower-cased, so the unique index is case-insensitive in effect. */
  @Authorized<Action>('account:read')
  @Field(() => String, { description: 'The sign-in e-mail address, trimmed and lower-cased. Its owner and admins only.' })
  @Property({ type: 'string', length: 254, unique: true })
  email!: string;

  @Field(() => String, { description: 'The unique username: chosen at sign-up, else made from the e-mail address.' })
  @Property({ type: 'string', length: 40, unique: true })
  username!: string;

  @Field(() => String, { description: 'The first name; empty when none was given.' })
  @Property({ type: 'string', length: 80, default: '' })
  firstName: string = '';

  @Authorized<Action>('account:read')
  @Field(() => String, { description: 'The last name; empty when none was given. Its owner and admins only.' })
  @Property({ type: 'string', length: 80, default: '' })
  lastName: string = '';

  @Field(() => String, { nullable: true, description: "The stage name, kept the same as the profile's artistName; null when not set." })
  @Property({ type: 'string', length: 80, nullable: true })
  artistName: string | null = null;

  @Field(() => String, {
    nullable: true,
    description: 'The avatar: the uploaded profile picture, else the Google picture from sign-up; null when there is neither.',
  })
  @Property({ type: 'string', length: 500, nullable: true })
  profileImageUrl: string | null = null;

  @Authorized<Action>('account:read')
  @Field(() => UserRole, { description: 'What the account may do. Its owner and admins only.' })
  @Enum({ items: () => UserRole, default: UserRole.CREATOR })
  role: UserRole = UserRole.CREATOR;

  @Field(() => UserType, { description: 'What kind of account it is: a kind of creator, or BRAND.' })
  @Enum({ items: () => UserType, default: UserType.ARTIST })
  userType: UserType = UserType.ARTIST;

  /**
   * When the account proved it receives mail at its address: by following the link mailed at
   * sign-up, by confirming an e-mail change (that link went to the new address), or by signing in
   * with Google, which vouches for the address. Null: not proven yet, and the app asks for it.
   */
  @Property({ type: 'datetime', nullable: true })
  emailVerifiedAt: Date | null = null;

  /** Whether the address is proven (see emailVerifiedAt); the account's own business only. */
  @Authorized<Action>('account:read')
  @Field(() => Boolean, {
    description: 'Whether the account has proven its e-mail address (followed the link mailed to it, or signed in with Google). Its owner and admins only.',
  })
  get emailVerified(): boolean {
    return this.emailVerifiedAt !== null;
  }

  /** argon2id hash; null for accounts that only sign in with Google. */
  @Property({ type: 'string', length: 255, nullable: true, hidden: true, lazy: true })
  passwordHash: string | null = null;

  /**
   * When the account last used the product: written at sign-in and with the session's own
   * touch (at most every few minutes), so it costs no statement of its own. Null: not since it
   * was recorded. Shown to admins only (AdminUser), never as a field of User.
   */
  @Property({ type: 'datetime', nullable: true })
  lastSeenAt: Date | null = null;

  /**
   * Set while an admin has suspended the account (from the accounts page, or by resolving a
   * report): it cannot sign in, its sessions are gone and it is hidden from everyone else.
   */
  @Property({ type: 'datetime', nullable: true })
  suspendedAt: Date | null = null;

  /**
   * Why it was suspended, in the admin's words (kept with suspendedAt, cleared with it). Text: the
   * accounts page takes at most ACCOUNT_ADMIN_LIMITS.suspensionReason characters, a moderation note more.
   */
  @Property({ type: 'text', nullable: true })
  suspensionReason: string | null = null;
}

ownedBy(User, (user) => user.id);
