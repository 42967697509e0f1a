import { randomUUID } from 'node:crypto';
import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Authorized, Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import type { Action } from '../common/authz.js';
import { Timestamped } from '../common/timestamps.js';
import { FILTER_LIMITS, RESOURCE_LIMITS } from '../../shared/limits.js';
import { SEARCH_TEXT, searchTextColumn, trigramIndex } from '../common/sql.js';

export enum PricingTier {
  FREE = 'free',
  FREEMIUM = 'freemium',
  PAID = 'paid',
  PREMIUM = 'premium',
}
registerEnumType(PricingTier, {
  name: 'PricingTier',
  description: "A resource's price tier, from the cheapest: FREE, FREEMIUM, PAID, PREMIUM.",
  valuesConfig: {
    FREE: { description: 'Free to use.' },
    FREEMIUM: { description: 'A free plan, with paid options.' },
    PAID: { description: 'Paid only.' },
    PREMIUM: { description: 'Paid, at the high end: last when sorted by PRICE.' },
  },
});

/**
 * A curated service, tool or course. Besides what creators read, it carries the attributes
 * MatchMade AI scores on: target genres, career stages, regions, skills and the needs it answers.
 */
@ObjectType({ description: 'A curated resource for creators: a service, tool or course.' })
@Entity({ tableName: 'resources' })
@trigramIndex('resources', SEARCH_TEXT)
export class Resource extends Timestamped {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'active' | 'archivedAt';

  @Field(() => ID, { description: 'The resource id (a UUID).' })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Field(() => String, { description: `Its unique address in the library (/resources/{slug}), at most ${FILTER_LIMITS.key} characters.` })
  @Property({ type: 'string', length: 80, unique: true })
  slug!: string;

  @Field(() => String, { description: `Its name, at most ${RESOURCE_LIMITS.name} characters.` })
  @Property({ type: 'string', length: 120, index: true })
  name!: string;

  @Field(() => String, { description: `What it is and whom it suits, at most ${RESOURCE_LIMITS.description} characters.` })
  @Property({ type: 'text' })
  description!: string;

  /** What the library's search reads: name and description, lower-cased by PostgreSQL. */
  @searchTextColumn(['name', 'description'])
  searchText?: string | null;

  /** Named `category` (a list) as the REST payload names it. */
  @Field(() => [String], { description: 'Categories, e.g. distribution, mastering.' })
  @Property({ type: 'text[]', defaultRaw: "'{}'" })
  category: string[] = [];

  @Field(() => String, { description: 'Price as shown to creators, e.g. "From $24.99/year".' })
  @Property({ type: 'string', length: 120 })
  pricing!: string;

  @Field(() => PricingTier, { description: 'Its price tier, for filtering and sorting by price.' })
  @Enum({ items: () => PricingTier })
  pricingTier!: PricingTier;

  @Field(() => [String], { description: `Short bullets shown on its card, at most ${RESOURCE_LIMITS.features}; empty when none.` })
  @Property({ type: 'text[]', defaultRaw: "'{}'" })
  features: string[] = [];

  @Field(() => String, { description: 'Its homepage, an http:// or https:// address.' })
  @Property({ type: 'string', length: 500 })
  website!: string;

  @Field(() => String, { description: 'Where a creator starts: the link the Visit button opens.' })
  @Property({ type: 'string', length: 500 })
  url!: string;

  @Field(() => String, { description: 'Its logo: an uploaded image, or the one generated from its name (/logos/{key}.svg).' })
  @Property({ type: 'string', length: 500 })
  logoUrl!: string;

  @Field(() => [String], { description: 'Genres it suits best; empty means any genre.' })
  @Property({ type: 'text[]', defaultRaw: "'{}'" })
  targetGenres: string[] = [];

  @Field(() => [String], { description: 'The career stages it suits (beginner, emerging, established, professional); MatchMade scores on them.' })
  @Property({ type: 'text[]', defaultRaw: "'{}'" })
  careerStages: string[] = [];

  @Field(() => [String], { description: 'Where it is available (global, north-america, europe...); MatchMade scores on them.' })
  @Property({ type: 'text[]', defaultRaw: "'{}'" })
  regions: string[] = [];

  @Field(() => [String], { description: 'Skills it builds on or teaches; empty when none.' })
  @Property({ type: 'text[]', defaultRaw: "'{}'" })
  skills: string[] = [];

  @Field(() => [String], { description: 'The creator needs it answers, in the lookingFor vocabulary.' })
  @Property({ type: 'text[]', defaultRaw: "'{}'" })
  lookingFor: string[] = [];

  /**
   * When an admin archived it; null while it is in the library. An archived resource stays (the
   * audit log and a restore point at it) but leaves the library and MatchMade's catalogue.
   */
  @Authorized<Action>('admin:resources')
  @Field(() => Date, {
    nullable: true,
    description: 'When an admin archived it (it left the library and is no longer recommended); null while it is in the library. Admins only.',
  })
  @Property({ type: 'datetime', nullable: true })
  archivedAt: Date | null = null;

  /**
   * Not archived: what the library, its counts and MatchMade's catalogue read. PostgreSQL derives
   * it from archived_at, so the two can never disagree; nobody writes it.
   */
  @Property({ type: 'boolean', generated: '(archived_at is null) stored', ignoreSchemaChanges: ['type', 'extra'] })
  active!: boolean;
}
