import { randomUUID } from 'node:crypto';
import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Authorized, Field, ID, Int, ObjectType } from 'type-graphql';
import { Timestamped } from '../common/timestamps.js';
import { AD_LIMITS } from '../../shared/limits.js';

/** The image value that stands for the logo bundled with the web app. */
export const DISTROKID_LOGO = 'DISTROKID_LOGO';

/** A sponsored banner shown on the dashboard. */
@ObjectType({ description: 'A sponsored banner ad.' })
@Entity({ tableName: 'banner_ads' })
@Index({ properties: ['placement', 'active', 'priority'] })
export class BannerAd extends Timestamped {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'active' | 'priority' | 'placement';

  @Field(() => ID, { description: 'The ad id (a UUID).' })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'string', length: 80, unique: true })
  slug!: string;

  @Field(() => String, { description: `The banner's headline, at most ${AD_LIMITS.title} characters.` })
  @Property({ type: 'string', length: 120 })
  title!: string;

  @Field(() => String, { description: `The banner's text under the headline, at most ${AD_LIMITS.description} characters.` })
  @Property({ type: 'string', length: 300 })
  description!: string;

  @Field(() => String, { description: `An image URL, or ${DISTROKID_LOGO} for the bundled DistroKid logo.` })
  @Property({ type: 'string', length: 500 })
  imageUrl!: string;

  @Field(() => String, { description: 'Where a click on the banner goes: an http:// or https:// address.' })
  @Property({ type: 'string', length: 500 })
  linkUrl!: string;

  @Field(() => String, { description: 'The name of the sponsor the banner is shown for.' })
  @Property({ type: 'string', length: 120 })
  sponsor!: string;

  // The schedule and state are the back office's: admins only (the public sees only what shows).
  @Authorized('admin:ads')
  @Field(() => String, { description: 'Where the banner shows (dashboard). Admins only.' })
  @Property({ type: 'string', length: 40, default: 'dashboard' })
  placement: string = 'dashboard';

  @Authorized('admin:ads')
  @Field(() => Int, { description: 'The highest priority of a placement shows first. Admins only.' })
  @Property({ type: 'smallint', default: 0 })
  priority: number = 0;

  @Authorized('admin:ads')
  @Field(() => Boolean, { description: 'False while paused. Admins only.' })
  @Property({ type: 'boolean', default: true })
  active: boolean = true;

  @Authorized('admin:ads')
  @Field(() => Date, { nullable: true, description: 'Shows from this time on (null: from now). Admins only.' })
  @Property({ type: 'datetime', nullable: true })
  startsAt: Date | null = null;

  @Authorized('admin:ads')
  @Field(() => Date, { nullable: true, description: 'Shows until this time (null: no end). Admins only.' })
  @Property({ type: 'datetime', nullable: true })
  endsAt: Date | null = null;
}
