import { randomUUID } from 'node:crypto';
import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { Timestamped } from '../common/timestamps.js';
import { User } from '../user/user.entity.js';
import { Brand } from './brand.entity.js';

export enum BrandConnectionStatus {
  REQUESTED = 'requested',
  CONNECTED = 'connected',
  DECLINED = 'declined',
  /** The creator took the request back before an answer. */
  WITHDRAWN = 'withdrawn',
  /** Thirty days without an answer (not an answer: responsiveness does not count it as one). */
  EXPIRED = 'expired',
  /** The creator left the conversation the accept opened: the team can no longer write in it. */
  ENDED = 'ended',
}
registerEnumType(BrandConnectionStatus, {
  name: 'BrandConnectionStatus',
  description: "Where a creator's request to connect with a brand stands: REQUESTED, CONNECTED, DECLINED, WITHDRAWN, EXPIRED or ENDED.",
  valuesConfig: {
    REQUESTED: { description: "Sent and waiting for the team's answer; it expires after 30 days." },
    CONNECTED: { description: 'The team accepted: the creator and the team have a conversation.' },
    DECLINED: { description: 'The team declined; the creator may ask the same brand again 30 days later.' },
    WITHDRAWN: { description: 'The creator took the request back before an answer.' },
    EXPIRED: { description: 'No answer within 30 days.' },
    ENDED: { description: 'The creator left the conversation the accept opened: the team can no longer write in it.' },
  },
});

/** How long a request waits for an answer before it expires. */
export const BRAND_REQUEST_TTL_DAYS = 30;

/** After a decline, how long before the creator may ask the same brand again. */
export const BRAND_REQUEST_COOLDOWN_DAYS = 30;

/**
 * A creator's request to a brand and what became of it: pending (REQUESTED), then CONNECTED,
 * DECLINED, WITHDRAWN or EXPIRED. Rows are kept after they close: the history is what the brand's
 * responsiveness is computed from, so a creator may hold several rows with one brand, but only one
 * open (pending or connected) at a time, which the partial unique index guarantees.
 */
@ObjectType({ description: "A creator's connection request to a brand, and what became of it." })
@Entity({ tableName: 'brand_connections' })
@Index({
  name: 'brand_connections_open_pair_unique',
  expression: `create unique index "brand_connections_open_pair_unique" on "brand_connections" ("user_id", "brand_id") where "status" in ('requested', 'connected')`,
})
@Index({ properties: ['user', 'status'] })
@Index({ properties: ['brand', 'status', 'createdAt'] })
export class BrandConnection extends Timestamped {
  [OptionalProps]?:
    'createdAt' | 'updatedAt' | 'status' | 'pitch' | 'links' | 'respondedAt' | 'firstResponseAt' | 'respondedBy' | 'respondedByKeyId' | 'responseMessage';

  @Field(() => ID, { description: 'The request id (a UUID).' })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  @Field(() => Brand, { description: 'The brand the creator asked to connect with.' })
  @ManyToOne(() => Brand, { deleteRule: 'cascade', index: true })
  brand!: Brand;

  @Field(() => BrandConnectionStatus, { description: 'Where the request stands.' })
  @Enum({ items: () => BrandConnectionStatus, default: BrandConnectionStatus.REQUESTED })
  status: BrandConnectionStatus = BrandConnectionStatus.REQUESTED;

  /** Null on connections made before requests carried one (the demo's first rows). */
  @Field(() => String, { nullable: true, description: "The creator's pitch: why this brand, what they would do together." })
  @Property({ type: 'text', nullable: true })
  pitch: string | null = null;

  @Field(() => [String], { description: "Links to the creator's work (http or https addresses)." })
  @Property({ type: 'text[]', defaultRaw: "'{}'" })
  links: string[] = [];

  /** When the team accepted or declined. */
  @Field(() => Date, { nullable: true, description: 'When the team accepted or declined; null while pending, and for a withdrawn or expired request.' })
  @Property({ type: 'datetime', nullable: true })
  respondedAt: Date | null = null;

  /**
   * The team's first answer: an accept, a decline or a message to the creator, whichever came
   * first. Responsiveness measures from the request to this moment; an expiry never sets it.
   */
  @Property({ type: 'datetime', nullable: true })
  firstResponseAt: Date | null = null;

  /** The team member who answered; kept null once their account is gone. Private to the team. */
  @ManyToOne(() => User, { deleteRule: 'set null', nullable: true })
  respondedBy: User | null = null;

  /**
   * The brand's API key that answered, when a key did (a key acts as the brand, never as a
   * person: `respondedBy` stays null then). An id without a foreign key: the keys' table belongs
   * to the partner module, above this one.
   */
  @Property({ type: 'uuid', nullable: true })
  respondedByKeyId: string | null = null;

  @Field(() => String, { nullable: true, description: "The team's message with its answer (on an accept, also the conversation's first message)." })
  @Property({ type: 'text', nullable: true })
  responseMessage: string | null = null;
}
