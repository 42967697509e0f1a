import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { User } from '../user/user.entity.js';
import { MatchStatus } from './match.entity.js';

/** The statuses a creator's action gives a match (back to active is an undo, not an action). */
export const MATCH_ACTIONS = [MatchStatus.DISMISSED, MatchStatus.BOOKMARKED, MatchStatus.CLICKED] as const;
export type MatchActionKind = (typeof MATCH_ACTIONS)[number];

/**
 * A creator dismissed, bookmarked or clicked one of their matches, and when: the match itself keeps
 * only its latest status. No foreign key to the match: a recompute may withdraw a clicked match,
 * and the day's action still happened.
 */
@Entity({ tableName: 'match_actions' })
@Index({ properties: ['at'] })
export class MatchAction {
  [OptionalProps]?: 'at';

  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @Property({ type: 'uuid', index: true })
  matchId!: string;

  @ManyToOne(() => User, { deleteRule: 'cascade', index: true })
  user!: User;

  @Enum({ items: () => MATCH_ACTIONS })
  action!: MatchActionKind;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  at: Date = new Date();
}
