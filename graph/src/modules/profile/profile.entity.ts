import { randomUUID } from 'node:crypto';
import { OptionalProps } from '@mikro-orm/core';
import { Entity, OneToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, ID, ObjectType } from 'type-graphql';
import { Timestamped } from '../common/timestamps.js';
import { trigramIndex } from '../common/sql.js';
import { User } from '../user/user.entity.js';

/** Links by platform name (instagram, spotify, ...): a map of links. */
export type SocialLinks = Record<string, string>;

/** A creator's public profile: one per account, created on first save. */
@ObjectType({ description: "A creator's profile: what MatchMade AI matches on and what others see." })
@Entity({ tableName: 'profiles' })
@trigramIndex('profiles', 'artist_name')
@trigramIndex('profiles', 'location')
@trigramIndex('profiles', 'bio')
export class Profile extends Timestamped {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'genres' | 'skills' | 'lookingFor' | 'socialMedia' | 'bio';

  @Field(() => ID)
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @OneToOne(() => User, { owner: true, deleteRule: 'cascade', unique: true })
  user!: User;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 80, nullable: true })
  artistName: string | null = null;

  @Field(() => String)
  @Property({ type: 'text', default: '' })
  bio: string = '';

  @Field(() => [String])
  @Property({ type: 'text[]', defaultRaw: "'{}'" })
  genres: string[] = [];

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 100, nullable: true })
  location: string | null = null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 32, nullable: true })
  careerStage: string | null = null;

  @Field(() => [String])
  @Property({ type: 'text[]', defaultRaw: "'{}'" })
  skills: string[] = [];

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 500, nullable: true })
  profilePictureUrl: string | null = null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 500, nullable: true })
  website: string | null = null;

  @Property({ type: 'json', defaultRaw: "'{}'" })
  socialMedia: SocialLinks = {};

  @Field(() => [String])
  @Property({ type: 'text[]', defaultRaw: "'{}'" })
  lookingFor: string[] = [];

  /** When the creator last dismissed the completion prompt (the re-show rules count from it). */
  @Property({ type: 'datetime', nullable: true })
  promptDismissedAt: Date | null = null;

  /** Set by every profile change: MatchMade AI recomputes this creator's matches, then clears it. */
  @Property({ type: 'datetime', nullable: true, index: true })
  matchesStaleAt: Date | null = null;
}
