import { randomUUID } from 'node:crypto';
import { OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Timestamped } from '../common/timestamps.js';
import { SEARCH_TEXT, searchTextColumn, trigramIndex } from '../common/sql.js';

/** A music-industry company creators can connect with. */
@ObjectType({ description: 'A music-industry brand in the directory.' })
@Entity({ tableName: 'brands' })
@trigramIndex('brands', SEARCH_TEXT)
export class Brand extends Timestamped {
  [OptionalProps]?:
    | 'createdAt'
    | 'updatedAt'
    | 'verified'
    | 'genres'
    | 'offers'
    | 'regions'
    | 'listed'
    | 'verifiedAt'
    | 'responseRate'
    | 'medianFirstResponseHours'
    | 'responsivenessSample'
    | 'responsivenessComputedAt';

  @Field(() => ID, { description: "The brand's stable identifier." })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Field(() => String, { description: "The brand's unique URL name, as in /brands/<slug>." })
  @Property({ type: 'string', length: 80, unique: true })
  slug!: string;

  @Field(() => String, { description: "The brand's display name." })
  @Property({ type: 'string', length: 120, index: true })
  name!: string;

  @Field(() => String, { description: 'Primary category, e.g. distribution, mastering, gear.' })
  @Property({ type: 'string', length: 40, index: true })
  category!: string;

  @Field(() => String, { description: 'A one-line pitch shown under the name.' })
  @Property({ type: 'string', length: 160 })
  tagline!: string;

  /** What the directory's search reads: name, tagline, category and description, lower-cased by PostgreSQL. */
  @searchTextColumn(['name', 'tagline', 'category', 'description'])
  searchText?: string | null;

  @Field(() => String, { description: 'What the brand does, in its own words (plain text).' })
  @Property({ type: 'text' })
  description!: string;

  @Field(() => String, { description: "The brand's website address (http or https)." })
  @Property({ type: 'string', length: 500 })
  website!: string;

  @Field(() => String, { description: "The address of the brand's logo image." })
  @Property({ type: 'string', length: 500 })
  logoUrl!: string;

  @Field(() => String, { description: 'Where the brand is based, as free text (city, country).' })
  @Property({ type: 'string', length: 120 })
  headquarters!: string;

  @Field(() => String, { description: 'The main region it serves: the first of regions.' })
  @Property({ type: 'string', length: 40 })
  region!: string;

  @Field(() => [String], { description: 'The regions it serves (global, north-america, europe, …); its team sets them.' })
  @Property({ type: 'text[]', defaultRaw: "'{}'" })
  regions: string[] = [];

  @Field(() => [String], { description: 'Genres it works with, from the profile vocabulary.' })
  @Property({ type: 'text[]', defaultRaw: "'{}'" })
  genres: string[] = [];

  @Field(() => [String], { description: 'What it offers creators (services, deals), as short labels.' })
  @Property({ type: 'text[]', defaultRaw: "'{}'" })
  offers: string[] = [];

  @Field(() => Int, { nullable: true, description: 'The year it was founded; null when unknown.' })
  @Property({ type: 'integer', nullable: true })
  foundedYear: number | null = null;

  @Field(() => Boolean, { description: 'The verification badge: an admin has checked the brand is who it says.' })
  @Property({ type: 'boolean', default: false })
  verified: boolean = false;

  /**
   * The responsiveness figure as the last run of the `compute_brand_responsiveness` job left it
   * (brand-responsiveness.ts): stored, never worked out per request. The rate and median are null
   * below the threshold; the sample is what they rest on.
   */
  @Property({ type: 'smallint', nullable: true })
  responseRate: number | null = null;

  @Property({ type: 'real', nullable: true })
  medianFirstResponseHours: number | null = null;

  @Property({ type: 'integer', default: 0 })
  responsivenessSample: number = 0;

  @Property({ type: 'datetime', nullable: true })
  responsivenessComputedAt: Date | null = null;

  /**
   * In the public directory. A brand a brand account creates is not, until an admin verifies it;
   * directory brands, seeded or written by admins, are. Its page shows only to its
   * team and admins meanwhile.
   */
  @Field(() => Boolean, { description: 'In the public directory; a new brand page is not until an admin verifies it.' })
  @Property({ type: 'boolean', default: true })
  listed: boolean = true;

  /** When an admin verified it through verifyBrand; null for brands verified before there were brand accounts. */
  @Field(() => Date, { nullable: true, description: 'When an admin verified it; null if not verified, or verified before brand accounts existed.' })
  @Property({ type: 'datetime', nullable: true })
  verifiedAt: Date | null = null;
}
