import { Ctx, Field, FieldResolver, ObjectType, registerEnumType, Resolver, Root } from 'type-graphql';
import type { Context } from '../common/context.js';
import { uuidArray } from '../common/sql.js';
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

type TrackBatch = { userIds: Set<string>; started: boolean; read: Promise<Map<string, Track[]>> };

/**
 * The featured-track reads of one request, in one statement: a list of creators that asks for
 * their tracks starts every sibling field in the same turn; the first opens a batch, the read
 * waits until the others have joined (a tick after the promise jobs run out, as DataLoader does),
 * then reads every creator asked for at once. Keyed by the request's `once`, which lives exactly
 * as long as the request. Public, like the rest of the public profile.
 */
const trackBatches = new WeakMap<Context['once'], TrackBatch>();

function featuredTracksOf({ em, once }: Pick<Context, 'em' | 'once'>, userId: string): Promise<Track[]> {
  let batch = trackBatches.get(once);
  if (!batch || batch.started) {
    const opened: TrackBatch = {
      userIds: new Set(),
      started: false,
      read: new Promise<void>((resolve) => {
        void Promise.resolve().then(() => process.nextTick(resolve));
      }).then(async () => {
        opened.started = true;
        const rows = await em.execute<{ user_id: string; featured_tracks: Track[] }[]>(
          'select user_id, featured_tracks from profiles where user_id = any(?::uuid[])',
          [uuidArray(opened.userIds)],
        );
        return new Map(rows.map((row) => [row.user_id, row.featured_tracks]));
      }),
    };
    trackBatches.set(once, (batch = opened));
  }
  batch.userIds.add(userId);
  return batch.read.then((tracks) => tracks.get(userId) ?? []);
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
  async featuredTracks(@Root() creator: PublicCreator, @Ctx() context: Context): Promise<FeaturedTrack[]> {
    return asGraphQL(await featuredTracksOf(context, creator.userId));
  }
}
