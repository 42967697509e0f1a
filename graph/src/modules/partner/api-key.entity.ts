import { randomUUID } from 'node:crypto';
import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, ID, ObjectType } from 'type-graphql';
import type { ApiResource } from '../common/authz.js';
import { Brand } from '../brand/brand.entity.js';
import { User } from '../user/user.entity.js';

/** What a key may do per resource, as stored: only the resources it has a grant on. */
export type StoredGrants = Partial<Record<ApiResource, 'READ' | 'WRITE'>>;

/**
 * A brand's API key for its developers. Only the HMAC-SHA256 of the secret (with the app's secret)
 * is stored, never the key; after a roll the previous secret's HMAC works until
 * `previousSecretUntil`. A key is never deleted: revoking it stamps `revokedAt`, and its calls
 * stay listed for their 90 days.
 */
@ObjectType({ description: "One of a brand's API keys, as its owners see it. The secret itself is shown only once, when the key is created or rolled." })
@Entity({ tableName: 'api_keys' })
@Index({ properties: ['brand', 'createdAt'] })
@Index({
  name: 'api_keys_previous_secret_hash_unique',
  expression: 'create unique index "api_keys_previous_secret_hash_unique" on "api_keys" ("previous_secret_hash") where "previous_secret_hash" is not null',
})
export class ApiKey {
  [OptionalProps]?: 'createdAt' | 'previousSecretHash' | 'previousSecretUntil' | 'lastUsedAt' | 'lastUsedAddress' | 'lastUsedAgent' | 'revokedAt';

  @Field(() => ID, { description: "The key's id (a UUID): not a secret." })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Brand, { deleteRule: 'cascade' })
  brand!: Brand;

  @Field(() => String, { description: 'What the owners called the key (at most 80 characters).' })
  @Property({ type: 'string', length: 80 })
  name!: string;

  /** The key's grants: `{ "BRAND_PAGE": "READ", … }`, resources without a grant absent. */
  @Property({ type: 'json' })
  grants!: StoredGrants;

  /** HMAC-SHA256 of the current secret, hex. */
  @Property({ type: 'string', length: 64, unique: true, hidden: true })
  secretHash!: string;

  /** HMAC-SHA256 of the secret before the last roll, hex; it works until `previousSecretUntil`. */
  @Property({ type: 'string', length: 64, nullable: true, hidden: true })
  previousSecretHash: string | null = null;

  @Field(() => Date, {
    nullable: true,
    description: 'Until when the secret before the last roll still works; null when it no longer does (or the key was never rolled).',
  })
  @Property({ type: 'datetime', nullable: true })
  previousSecretUntil: Date | null = null;

  @Field(() => String, { description: "The current secret's last four characters, to tell keys apart." })
  @Property({ type: 'string', length: 4 })
  lastFour!: string;

  @Field(() => Date, { description: 'When the key stops working (at most a year after it was created).' })
  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  createdBy!: User | null;

  @Field(() => Date, { description: 'When the key was created.' })
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Field(() => Date, { nullable: true, description: 'When the key was last used, to the minute; null if never.' })
  @Property({ type: 'datetime', nullable: true })
  lastUsedAt: Date | null = null;

  @Field(() => String, { nullable: true, description: 'The address the key was last used from.' })
  @Property({ type: 'string', length: 64, nullable: true })
  lastUsedAddress: string | null = null;

  @Field(() => String, { nullable: true, description: 'The User-Agent the key was last used with (at most 256 characters).' })
  @Property({ type: 'string', length: 256, nullable: true })
  lastUsedAgent: string | null = null;

  @Field(() => Date, { nullable: true, description: 'When an owner revoked the key; a revoked key never works again.' })
  @Property({ type: 'datetime', nullable: true })
  revokedAt: Date | null = null;
}
