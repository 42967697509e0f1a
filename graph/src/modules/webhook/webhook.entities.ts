import { randomUUID } from 'node:crypto';
import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Brand } from '../brand/brand.entity.js';
import { User } from '../user/user.entity.js';

/** What a brand's endpoints may be told of. The envelope's `type` is the value's name. */
export enum WebhookEvent {
  BRAND_REQUEST_RECEIVED = 'BRAND_REQUEST_RECEIVED',
  APPLICATION_RECEIVED = 'APPLICATION_RECEIVED',
  MESSAGE_RECEIVED = 'MESSAGE_RECEIVED',
}
registerEnumType(WebhookEvent, {
  name: 'WebhookEvent',
  description: 'An event a webhook endpoint may subscribe to; the delivered JSON names it in its `type`.',
  valuesConfig: {
    BRAND_REQUEST_RECEIVED: { description: 'A creator asked the brand to connect (data: request, creator, brand).' },
    APPLICATION_RECEIVED: { description: "A creator applied to one of the brand's briefs (data: application, brief, creator, brand)." },
    MESSAGE_RECEIVED: { description: 'A creator wrote in a conversation with the brand (data: message, conversation, creator, brand).' },
  },
});

export enum WebhookDeliveryStatus {
  PENDING = 'pending',
  DELIVERED = 'delivered',
  FAILED = 'failed',
}
registerEnumType(WebhookDeliveryStatus, {
  name: 'WebhookDeliveryStatus',
  description: 'Where a delivery stands.',
  valuesConfig: {
    PENDING: { description: 'Waiting for its first attempt or its next retry.' },
    DELIVERED: { description: 'The endpoint answered 2xx.' },
    FAILED: { description: 'Retried for 3 days without a 2xx, or its endpoint was turned off: it may be replayed.' },
  },
});

/**
 * A brand's endpoint: an https address told of the events it subscribes to, each delivery signed
 * with its own secret. The secret is kept encrypted (AES-256-GCM under a key derived from
 * APP_SECRET), never in the clear, and shown once, when the endpoint is created.
 */
@ObjectType({ description: "A brand's webhook endpoint: an https address SoundBoard POSTs the events it subscribes to." })
@Entity({ tableName: 'webhook_endpoints' })
export class WebhookEndpoint {
  [OptionalProps]?: 'createdAt' | 'disabledAt' | 'failingSince' | 'lastDeliveredAt' | 'createdBy' | 'createdByKeyId';

  @Field(() => ID, { description: "The endpoint's stable identifier." })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Brand, { deleteRule: 'cascade', index: true })
  brand!: Brand;

  @Field(() => String, { description: 'Where deliveries are POSTed (https).' })
  @Property({ type: 'string', length: 2000 })
  url!: string;

  @Field(() => [WebhookEvent], { description: 'The events delivered to it.' })
  @Property({ type: 'text[]' })
  events!: WebhookEvent[];

  /** `v1.<iv>.<tag>.<ciphertext>` (base64url), bound to the endpoint's id; see webhook.signing.ts. */
  @Property({ type: 'text', lazy: true })
  secretCiphertext!: string;

  /** The owner who created it; null when one of the brand's API keys did (or the account is gone). */
  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null', index: false })
  createdBy: User | null = null;

  /** The API key that created it, when one did. */
  @Property({ type: 'uuid', nullable: true })
  createdByKeyId: string | null = null;

  @Field(() => Date, { description: 'When it was registered.' })
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Field(() => Date, { nullable: true, description: 'When deliveries stopped because they failed for 3 days; null while it is on.' })
  @Property({ type: 'datetime', nullable: true })
  disabledAt: Date | null = null;

  @Field(() => Date, {
    nullable: true,
    description: 'Since when its deliveries have failed without a success between (from the failing event); null while they succeed.',
  })
  @Property({ type: 'datetime', nullable: true })
  failingSince: Date | null = null;

  @Field(() => Date, { nullable: true, description: 'When a delivery last got a 2xx answer.' })
  @Property({ type: 'datetime', nullable: true })
  lastDeliveredAt: Date | null = null;
}

/**
 * One event for one endpoint: the JSON envelope as it is sent (every attempt sends the same
 * bytes), where it stands, and when it is tried next. `windowStartedAt` starts the 3 days of
 * retries (at creation, again at a replay); `windowAttempts` counts the attempts since, for the backoff.
 */
@ObjectType({ description: 'One event sent to one endpoint, with its attempts.' })
@Entity({ tableName: 'webhook_deliveries' })
@Index({ properties: ['endpoint', 'createdAt'] })
@Index({
  name: 'webhook_deliveries_due',
  expression: `create index "webhook_deliveries_due" on "webhook_deliveries" ("next_attempt_at") where "status" = 'pending'`,
})
export class WebhookDelivery {
  [OptionalProps]?:
    'createdAt' | 'status' | 'attempts' | 'windowStartedAt' | 'windowAttempts' | 'lastResponseStatus' | 'lastError' | 'nextAttemptAt' | 'deliveredAt';

  @Field(() => ID, { description: "The delivery's stable identifier." })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => WebhookEndpoint, { deleteRule: 'cascade', index: false })
  endpoint!: WebhookEndpoint;

  @Field(() => ID, {
    description: "The event's id, the envelope's `id`: the same for every endpoint told of it and every attempt, so that a receiver can drop repeats.",
  })
  @Property({ type: 'uuid' })
  eventId!: string;

  @Field(() => WebhookEvent, { description: 'The event it carries.' })
  @Property({ type: 'string', length: 40 })
  event!: WebhookEvent;

  /** The envelope `{ id, type, createdAt, data }`. */
  @Property({ type: 'jsonb' })
  payload!: Record<string, unknown>;

  @Field(() => WebhookDeliveryStatus, { description: 'Where it is: pending, delivered or failed.' })
  @Enum({ items: () => WebhookDeliveryStatus, default: WebhookDeliveryStatus.PENDING })
  status: WebhookDeliveryStatus = WebhookDeliveryStatus.PENDING;

  @Field(() => Int, { description: 'Attempts made so far, replays included.' })
  @Property({ type: 'integer', default: 0 })
  attempts: number = 0;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  windowStartedAt: Date = new Date();

  @Property({ type: 'integer', default: 0 })
  windowAttempts: number = 0;

  @Field(() => Int, { nullable: true, description: "The HTTP status of the last attempt's answer; null before one, or when none came (see lastError)." })
  @Property({ type: 'integer', nullable: true })
  lastResponseStatus: number | null = null;

  @Field(() => String, { nullable: true, description: 'Why the last attempt failed, when no answer came (a timeout, a refused address...).' })
  @Property({ type: 'text', nullable: true })
  lastError: string | null = null;

  @Field(() => Date, { nullable: true, description: 'When it is tried next; null once delivered or failed.' })
  @Property({ type: 'datetime', nullable: true })
  nextAttemptAt: Date | null = null;

  @Field(() => Date, { description: 'When the event happened and the delivery was queued.' })
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Field(() => Date, { nullable: true, description: 'When an attempt got a 2xx answer.' })
  @Property({ type: 'datetime', nullable: true })
  deliveredAt: Date | null = null;
}

/** One POST of a delivery and what came of it. */
@ObjectType({ description: 'One attempt of a delivery: when, and what the endpoint answered.' })
@Entity({ tableName: 'webhook_delivery_attempts' })
@Index({ properties: ['delivery', 'attemptedAt'] })
export class WebhookDeliveryAttempt {
  [OptionalProps]?: 'attemptedAt' | 'responseStatus' | 'error' | 'responseExcerpt';

  @Field(() => ID, { description: "The attempt's stable identifier." })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => WebhookDelivery, { deleteRule: 'cascade', index: false })
  delivery!: WebhookDelivery;

  @Field(() => Date, { description: 'When the attempt was made.' })
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  attemptedAt: Date = new Date();

  @Field(() => Int, { nullable: true, description: "The answer's HTTP status; null when none came." })
  @Property({ type: 'integer', nullable: true })
  responseStatus: number | null = null;

  @Field(() => String, { nullable: true, description: 'Why no answer came: a timeout, a refused connection, an address SoundBoard does not deliver to.' })
  @Property({ type: 'text', nullable: true })
  error: string | null = null;

  @Field(() => Int, { description: 'How long the attempt took, in milliseconds.' })
  @Property({ type: 'integer' })
  durationMs!: number;

  @Field(() => String, { nullable: true, description: "The first 500 characters of the answer's body." })
  @Property({ type: 'text', nullable: true })
  responseExcerpt: string | null = null;
}
