import { randomUUID } from 'node:crypto';
import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { Timestamped } from '../common/timestamps.js';
import { SEARCH_TEXT, searchTextColumn, trigramIndex } from '../common/sql.js';

export enum PricingTier {
  FREE = 'free',
  FREEMIUM = 'freemium',
  PAID = 'paid',
  PREMIUM = 'premium',
}
registerEnumType(PricingTier, { name: 'PricingTier' });

/**
 * A curated service, tool or course. Besides what creators read, it carries the attributes
 * MatchMade AI scores on: target genres, career stages, regions, skills and the needs it answers.
 */
@ObjectType({ description: 'A curated resource for creators: a service, tool or course.' })
@Entity({ tableName: 'resources' })
@trigramIndex('resources', SEARCH_TEXT)
export class Resource extends Timestamped {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'active';

  @Field(() => ID)
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Field(() => String)
  @Property({ type: 'string', length: 80, unique: true })
  slug!: string;

  @Field(() => String)
  @Property({ type: 'string', length: 120, index: true })
  name!: string;

  @Field(() => String)
  @Property({ type: 'text' })
  description!: string;

  /** What the library's search reads: name and description, lower-cased by PostgreSQL. */
  @searchTextColumn(['name', 'description'])
  searchText?: string | null;

  /** Named `category` (a list) as in the spec's payload. */
  @Field(() => [String], { description: 'Categories, e.g. distribution, mastering.' })
  @Property({ type: 'text[]', defaultRaw: "'{}'" })
  category: string[] = [];

  @Field(() => String, { description: 'Price as shown to creators, e.g. "From $24.99/year".' })
  @Property({ type: 'string', length: 120 })
  pricing!: string;

  @Field(() => PricingTier)
  @Enum({ items: () => PricingTier })
  pricingTier!: PricingTier;

  @Field(() => [String])
  @Property({ type: 'text[]', defaultRaw: "'{}'" })
  features: string[] = [];

  @Field(() => String)
  @Property({ type: 'string', length: 500 })
  website!: string;

  @Field(() => String, { description: 'Where a creator starts: the link the Visit button opens.' })
  @Property({ type: 'string', length: 500 })
  url!: string;

  @Field(() => String)
  @Property({ type: 'string', length: 500 })
  logoUrl!: string;

  @Field(() => [String], { description: 'Genres it suits best; empty means any genre.' })
  @Property({ type: 'text[]', defaultRaw: "'{}'" })
  targetGenres: string[] = [];

  @Field(() => [String])
  @Property({ type: 'text[]', defaultRaw: "'{}'" })
  careerStages: string[] = [];

  @Field(() => [String])
  @Property({ type: 'text[]', defaultRaw: "'{}'" })
  regions: string[] = [];

  @Field(() => [String])
  @Property({ type: 'text[]', defaultRaw: "'{}'" })
  skills: string[] = [];

  @Field(() => [String], { description: 'The creator needs it answers, in the lookingFor vocabulary.' })
  @Property({ type: 'text[]', defaultRaw: "'{}'" })
  lookingFor: string[] = [];

  /** Hidden resources stay for history (matches point at them) but are no longer recommended. */
  @Property({ type: 'boolean', default: true })
  active: boolean = true;
}
