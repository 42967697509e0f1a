import { Ctx, Field, FieldResolver, ObjectType, registerEnumType, Resolver, Root } from 'type-graphql';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Context } from '../common/context.js';
import { PROVIDER_NAMES, TRACK_PROVIDERS, type FeaturedTrack as Track, type TrackProvider } from '../../shared/featured-tracks.js';
import { CreatorProfile } from './creator.resolver.js';
import { Profile } from './profile.entity.js';
import type { PublicCreator } from './profile.service.js';

const TrackProviderEnum = Object.fromEntries(TRACK_PROVIDERS.map((p) => [p, p])) as { [P in TrackProvider]: P };
registerEnumType(TrackProviderEnum, {
  name: 'TrackProvider',
  description: 'The service a featured track plays on.',
  valuesConfig: Object.fromEntries(TRACK_PROVIDERS.map((p) => [p, { description: PROVIDER_NAMES[p] }])),
});

@ObjectType({ description: "A track on a creator's profile, played on its service's own player." })
export class FeaturedTrack implements Track {
  @Field(() => String, { description: "The track's link, in the service's own form (rebuilt from the ids in the link the creator pasted)." })
  url!: string;
  @Field(() => TrackProviderEnum, { description: 'The service it plays on.' }) provider!: TrackProvider;
  @Field(() => String, {
    description: 'Its title, from the link\'s own words (e.g. a SoundCloud or Apple Music link), else the kind of item ("Spotify track").',
  })
  title!: string;
}

/** Only the three stored fields leave the server, whatever else a stored value carries. */
const asGraphQL = (tracks: readonly Track[]): FeaturedTrack[] => tracks.map(({ url, provider, title }) => ({ url, provider, title }));

/** A creator's featured tracks by account; public, like the rest of the public profile. */
async function featuredTracksOf(em: EntityManager, userId: string): Promise<Track[]> {
  const [row] = await em.execute<{ featured_tracks: Track[] }[]>('select featured_tracks from profiles where user_id = ?', [userId]);
  return row?.featured_tracks ?? [];
}

@Resolver(() => Profile)
export class ProfileTracksResolver {
  @FieldResolver(() => [FeaturedTrack], { description: `The tracks the creator features, in their order (at most 5).` })
  featuredTracks(@Root() profile: Profile): FeaturedTrack[] {
    return asGraphQL(profile.featuredTracks);
  }
}

@Resolver(() => CreatorProfile)
export class CreatorTracksResolver {
  @FieldResolver(() => [FeaturedTrack], { description: 'The tracks the creator features, in their order (at most 5); empty when none.' })
  async featuredTracks(@Root() creator: PublicCreator, @Ctx() { em }: Context): Promise<FeaturedTrack[]> {
    return asGraphQL(await featuredTracksOf(em, creator.userId));
  }
}
