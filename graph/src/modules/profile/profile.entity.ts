import { randomUUID } from 'node:crypto';
import { OptionalProps } from '@mikro-orm/core';
import { Entity, OneToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, ID, ObjectType } from 'type-graphql';
import { Timestamped } from '../common/timestamps.js';
import { trigramIndex } from '../common/sql.js';
import { PROFILE_LIMITS } from '../../shared/limits.js';
import { BIO_MIN_LENGTH } from '../../shared/profile-completion.js';
import type { FeaturedTrack } from '../../shared/featured-tracks.js';
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
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'genres' | 'skills' | 'lookingFor' | 'socialMedia' | 'bio' | 'featuredTracks';

  @Field(() => ID, { description: "The profile's id (a UUID), not the account's." })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @OneToOne(() => User, { owner: true, deleteRule: 'cascade', unique: true })
  user!: User;

  @Field(() => String, { nullable: true, description: `The stage name others see, at most ${PROFILE_LIMITS.artistName} characters; null when not set.` })
  @Property({ type: 'string', length: 80, nullable: true })
  artistName: string | null = null;

  @Field(() => String, {
    description: `About the creator, at most ${PROFILE_LIMITS.bio} characters; empty when not written. Counts toward completion from ${BIO_MIN_LENGTH} characters.`,
  })
  @Property({ type: 'text', default: '' })
  bio: string = '';

  @Field(() => [String], { description: `The genres the creator makes (vocabulary.genres or their own), at most ${PROFILE_LIMITS.listItems}.` })
  @Property({ type: 'text[]', defaultRaw: "'{}'" })
  genres: string[] = [];

  @Field(() => String, {
    nullable: true,
    description: `Where the creator is based, as they wrote it (at most ${PROFILE_LIMITS.location} characters); null when not set.`,
  })
  @Property({ type: 'string', length: 100, nullable: true })
  location: string | null = null;

  @Field(() => String, { nullable: true, description: 'One of vocabulary.careerStages, lower-case; null when not set.' })
  @Property({ type: 'string', length: 32, nullable: true })
  careerStage: string | null = null;

  @Field(() => [String], { description: `The creator's skills (vocabulary.skills or their own), at most ${PROFILE_LIMITS.listItems}.` })
  @Property({ type: 'text[]', defaultRaw: "'{}'" })
  skills: string[] = [];

  @Field(() => String, { nullable: true, description: 'The picture uploaded through POST /api/profile/picture; null when none.' })
  @Property({ type: 'string', length: 500, nullable: true })
  profilePictureUrl: string | null = null;

  @Field(() => String, { nullable: true, description: "The creator's own site, an http or https address; null when none." })
  @Property({ type: 'string', length: 500, nullable: true })
  website: string | null = null;

  @Property({ type: 'json', defaultRaw: "'{}'" })
  socialMedia: SocialLinks = {};

  @Field(() => [String], {
    description: `What the creator is looking for (vocabulary.lookingFor or their own), at most ${PROFILE_LIMITS.listItems}: the needs MatchMade matches resources on.`,
  })
  @Property({ type: 'text[]', defaultRaw: "'{}'" })
  lookingFor: string[] = [];

  /** The tracks others can play on the creator's page, in the creator's order (see featured-tracks.ts). */
  @Property({ type: 'json', defaultRaw: "'[]'" })
  featuredTracks: FeaturedTrack[] = [];

  /** When the creator last dismissed the completion prompt (the re-show rules count from it). */
  @Property({ type: 'datetime', nullable: true })
  promptDismissedAt: Date | null = null;

  /** Set by every profile change: MatchMade AI recomputes this creator's matches, then clears it. */
  @Property({ type: 'datetime', nullable: true, index: true })
  matchesStaleAt: Date | null = null;
}
