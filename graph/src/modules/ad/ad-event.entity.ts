import { Entity, Enum, Index, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';

/** What a viewer did with a banner: saw it (by the viewability rule) or clicked it. */
export enum AdEventKind {
  IMPRESSION = 'impression',
  CLICK = 'click',
}

/**
 * One counted impression or click: at most one per viewer (an account, a key, a visitor cookie, or
 * an address with its user agent) per ad per kind per UTC day, which the unique key enforces. No
 * foreign key: the counts of a deleted ad stay in the platform's daily totals.
 */
@Entity({ tableName: 'ad_events' })
@Unique({ properties: ['adId', 'kind', 'day', 'viewerKey'] })
@Index({ properties: ['day', 'kind'] })
export class AdEvent {
  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @Property({ type: 'uuid' })
  adId!: string;

  @Enum({ items: () => AdEventKind })
  kind!: AdEventKind;

  /** The UTC day it counts for. */
  @Property({ type: 'date' })
  day!: string;

  /** Whose view it was: `u:<user id>`, `k:<key id>`, `v:<visitor cookie>` or `a:<sha256 of address and user agent>` (`s:<session id>` in older rows). */
  @Property({ type: 'string', length: 80 })
  viewerKey!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
