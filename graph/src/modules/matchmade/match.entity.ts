import { randomUUID } from 'node:crypto';
import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Timestamped } from '../common/timestamps.js';
import { Resource } from '../resource/resource.entity.js';
import { User } from '../user/user.entity.js';
import { ESSENTIAL_MIN_SCORE, MIN_MATCH_SCORE, RECOMMENDED_MIN_SCORE } from './weights.js';

export enum MatchStatus {
  ACTIVE = 'active',
  DISMISSED = 'dismissed',
  BOOKMARKED = 'bookmarked',
  CLICKED = 'clicked',
}
registerEnumType(MatchStatus, {
  name: 'MatchStatus',
  description: 'What the creator did with a match: nothing yet (ACTIVE), DISMISSED, BOOKMARKED or CLICKED.',
  valuesConfig: {
    ACTIVE: { description: 'Shown, with no action yet (or the last one undone).' },
    DISMISSED: { description: 'Hidden by the creator: lists leave it out unless asked for it.' },
    BOOKMARKED: { description: 'Saved by the creator.' },
    CLICKED: { description: 'The creator opened the resource.' },
  },
});

export enum RecommendationType {
  ESSENTIAL = 'essential',
  RECOMMENDED = 'recommended',
  OPTIONAL = 'optional',
}
registerEnumType(RecommendationType, {
  name: 'RecommendationType',
  description: 'How strongly MatchMade AI recommends a resource, from its score and whether it answers a need the creator named.',
  valuesConfig: {
    ESSENTIAL: { description: `A score of ${ESSENTIAL_MIN_SCORE} or more, and the resource answers a need the creator named (lookingFor).` },
    RECOMMENDED: { description: `A score of ${RECOMMENDED_MIN_SCORE} or more, and not ESSENTIAL.` },
    OPTIONAL: { description: `A score below ${RECOMMENDED_MIN_SCORE}; a stored match scores at least ${MIN_MATCH_SCORE}.` },
  },
});

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

  @Field(() => ID, { description: 'The match id (a UUID).' })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  @Field(() => Resource, { description: 'The recommended resource of the library.' })
  @ManyToOne(() => Resource, { deleteRule: 'cascade', index: true })
  resource!: Resource;

  @Field(() => MatchStatus, { description: 'What the creator did with it.' })
  @Enum({ items: () => MatchStatus, default: MatchStatus.ACTIVE })
  status: MatchStatus = MatchStatus.ACTIVE;

  @Field(() => Int, { description: '0 to 100.' })
  @Property({ type: 'smallint' })
  matchScore!: number;

  @Field(() => String, { description: 'Why it fits, in one sentence naming the strongest factors.' })
  @Property({ type: 'text' })
  matchReason!: string;

  @Field(() => RecommendationType, { description: 'How strongly it is recommended.' })
  @Enum({ items: () => RecommendationType })
  recommendationType!: RecommendationType;

  @Property({ type: 'json', defaultRaw: "'[]'" })
  breakdown: ScoreFactor[] = [];

  @Property({ type: 'json', defaultRaw: "'[]'" })
  tips: ScoreTip[] = [];

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  computedAt: Date = new Date();
}
