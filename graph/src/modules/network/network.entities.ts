import { randomUUID } from 'node:crypto';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { registerEnumType } from 'type-graphql';
import { User } from '../user/user.entity.js';

/** How long a request waits for an answer before it expires. */
export const REQUEST_TTL_DAYS = 30;
/** After a decline (or an expiry) the pair cannot request again for this long, counted from the request. */
export const REQUEST_COOLDOWN_DAYS = 90;

/** A request as stored. The sender never sees DECLINED: to them it stays PENDING until it expires. */
export enum ConnectionRequestStatus {
  PENDING = 'PENDING',
  ACCEPTED = 'ACCEPTED',
  DECLINED = 'DECLINED',
  WITHDRAWN = 'WITHDRAWN',
  EXPIRED = 'EXPIRED',
}
registerEnumType(ConnectionRequestStatus, {
  name: 'ConnectionRequestStatus',
  description: 'Where a connection request stands. A sender sees a declined request as PENDING until it expires after 30 days.',
  valuesConfig: {
    PENDING: { description: "Waiting for the recipient's answer; to its sender, also a request the recipient declined, until it expires." },
    ACCEPTED: { description: 'The recipient accepted: the two creators are connected.' },
    DECLINED: {
      description: `The recipient declined it; only the recipient sees this. Neither may ask the other again until ${REQUEST_COOLDOWN_DAYS} days after the request.`,
    },
    WITHDRAWN: { description: 'The sender took it back before an answer.' },
    EXPIRED: {
      description: `Not answered within ${REQUEST_TTL_DAYS} days. Neither may ask the other again until ${REQUEST_COOLDOWN_DAYS} days after the request.`,
    },
  },
});

/** One creator asking another to connect. At most one pending request per pair (a partial unique index). */
@Entity({ tableName: 'connection_requests' })
@Index({ properties: ['to', 'status'] })
@Index({ properties: ['from', 'status'] })
@Unique({
  name: 'connection_requests_one_pending_per_pair',
  expression: `create unique index "connection_requests_one_pending_per_pair" on "connection_requests" (least("from_id", "to_id"), greatest("from_id", "to_id")) where "status" = 'PENDING'`,
})
export class ConnectionRequest {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  from!: User;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  to!: User;

  @Property({ type: 'string', length: 300, nullable: true })
  note: string | null = null;

  @Enum({ items: () => ConnectionRequestStatus, default: ConnectionRequestStatus.PENDING })
  status: ConnectionRequestStatus = ConnectionRequestStatus.PENDING;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  respondedAt: Date | null = null;

  /** The sender withdrew a request that, unknown to them, was already declined: it stays declined for the cooldown. */
  @Property({ type: 'datetime', nullable: true })
  withdrawnAt: Date | null = null;
}

/** Two creators connected, stored once per pair with the smaller id first. */
@Entity({ tableName: 'creator_connections' })
@Index({ properties: ['userB'] })
export class CreatorConnection {
  @ManyToOne(() => User, { primary: true, deleteRule: 'cascade' })
  userA!: User;

  @ManyToOne(() => User, { primary: true, deleteRule: 'cascade' })
  userB!: User;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}

/** One creator blocking another. Blocks work both ways: either row hides each from the other. */
@Entity({ tableName: 'blocks' })
@Index({ properties: ['blocked'] })
export class Block {
  @ManyToOne(() => User, { primary: true, deleteRule: 'cascade' })
  blocker!: User;

  @ManyToOne(() => User, { primary: true, deleteRule: 'cascade' })
  blocked!: User;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}

/** Who may start a conversation with a creator. */
export enum DmPolicy {
  EVERYONE = 'everyone',
  CONNECTIONS = 'connections',
  NOBODY = 'nobody',
}
registerEnumType(DmPolicy, {
  name: 'DmPolicy',
  description: 'Who may message a creator: EVERYONE (a first message from a non-connection lands in Message requests), CONNECTIONS (the default) or NOBODY.',
  valuesConfig: {
    EVERYONE: { description: "Any creator may write; a first message from someone not connected lands in the creator's Message requests." },
    CONNECTIONS: { description: "Only the creator's connections may start a conversation: the default." },
    NOBODY: { description: 'Nobody may start a conversation; conversations the creator already wrote in or accepted go on.' },
  },
});

/**
 * A profile field a creator may let the brands they are connected to count in audience
 * aggregates (counts only: a brand never sees who is counted).
 */
export enum AudienceField {
  GENRES = 'GENRES',
  REGION = 'REGION',
  CAREER_STAGE = 'CAREER_STAGE',
}
registerEnumType(AudienceField, {
  name: 'AudienceField',
  description:
    "A profile field a creator lets connected brands count: GENRES, REGION (worked out from the profile's location) or CAREER_STAGE. Brands only ever see counts of 50 creators or more.",
  valuesConfig: {
    GENRES: { description: "The profile's genres." },
    REGION: { description: "The region worked out from the profile's location." },
    CAREER_STAGE: { description: "The profile's career stage." },
  },
});

/** A creator's privacy choices; no row means the defaults. */
@Entity({ tableName: 'privacy_settings' })
export class PrivacySettings {
  @ManyToOne(() => User, { primary: true, deleteRule: 'cascade' })
  user!: User;

  @Enum({ items: () => DmPolicy, default: DmPolicy.CONNECTIONS })
  dmPolicy: DmPolicy = DmPolicy.CONNECTIONS;

  /**
   * Whether brands the creator is connected to may count them in their audience aggregates. Off
   * until the creator turns it on: consent is never assumed.
   */
  @Property({ type: 'boolean', default: false })
  shareWithConnectedBrands: boolean = false;

  /** Which fields those counts may use; none until the creator picks them, and only while sharing is on. */
  @Property({ type: 'text[]', defaultRaw: "'{}'" })
  sharedAudienceFields: AudienceField[] = [];

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
