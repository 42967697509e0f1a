import { randomUUID } from 'node:crypto';
import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Timestamped } from '../common/timestamps.js';
import { Resource } from '../resource/resource.entity.js';
import { User } from '../user/user.entity.js';

export enum MatchStatus {
  ACTIVE = 'active',
  DISMISSED = 'dismissed',
  BOOKMARKED = 'bookmarked',
  CLICKED = 'clicked',
}
registerEnumType(MatchStatus, { name: 'MatchStatus' });

export enum RecommendationType {
  ESSENTIAL = 'essential',
  RECOMMENDED = 'recommended',
  OPTIONAL = 'optional',
}
registerEnumType(RecommendationType, { name: 'RecommendationType' });

/** One factor of a match score, kept so that every score can explain itself. */
export type ScoreFactor = { name: string; weight: number; score: number; detail: string };
/** A profile change that would raise the score. */
export type ScoreTip = { field: string; value: string; text: string; gain: number };

/** MatchMade AI's verdict on one resource for one creator. */
@ObjectType({ description: 'A MatchMade AI recommendation of a resource for the viewer.' })
@Entity({ tableName: 'matches' })
@Unique({ properties: ['user', 'resource'] })
@Index({ properties: ['user', 'status', 'matchScore'] })
export class Match extends Timestamped {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'status' | 'breakdown' | 'tips' | 'computedAt';

  @Field(() => ID)
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  @Field(() => Resource)
  @ManyToOne(() => Resource, { deleteRule: 'cascade', index: true })
  resource!: Resource;

  @Field(() => MatchStatus)
  @Enum({ items: () => MatchStatus, default: MatchStatus.ACTIVE })
  status: MatchStatus = MatchStatus.ACTIVE;

  @Field(() => Int, { description: '0 to 100.' })
  @Property({ type: 'smallint' })
  matchScore!: number;

  @Field(() => String)
  @Property({ type: 'text' })
  matchReason!: string;

  @Field(() => RecommendationType)
  @Enum({ items: () => RecommendationType })
  recommendationType!: RecommendationType;

  @Property({ type: 'json', defaultRaw: "'[]'" })
  breakdown: ScoreFactor[] = [];

  @Property({ type: 'json', defaultRaw: "'[]'" })
  tips: ScoreTip[] = [];

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  computedAt: Date = new Date();
}
