import { Arg, Ctx, Field, FieldResolver, InputType, Int, Mutation, ObjectType, registerEnumType, Resolver, Root } from 'type-graphql';
import type { Context } from '../common/context.js';
import { atMostCharacters, atMostItems, PROFILE_LIMITS as L } from '../../shared/limits.js';
import { User } from '../user/user.entity.js';
import type { Urgency } from '../../shared/profile-completion.js';
import { removeProfilePicture } from './profile-picture.js';
import { Profile } from './profile.entity.js';
import { completionOf, dismissProfilePrompt, profileCompletionOf, profileOf, updateProfile, type CompletionWithPrompt } from './profile.service.js';
import { SOCIAL_PLATFORMS, type SocialPlatform } from '../../shared/vocabulary.js';

/** The profile's links, one nullable field per known platform. */
@ObjectType({ description: "A creator's links by platform." })
export class SocialMedia implements Partial<Record<SocialPlatform, string | null>> {}

@InputType({ description: 'Links by platform: a URL sets one, null clears it, an omitted platform stays.' })
class SocialMediaInput implements Partial<Record<SocialPlatform, string | null>> {}

/** Each platform's name as the schema's descriptions write it. */
const PLATFORM_NAMES: Record<SocialPlatform, string> = {
  instagram: 'Instagram',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  spotify: 'Spotify',
  soundcloud: 'SoundCloud',
  bandcamp: 'Bandcamp',
  x: 'X',
  facebook: 'Facebook',
  twitch: 'Twitch',
  appleMusic: 'Apple Music',
};

// One nullable String field per platform of the shared vocabulary, on both types: adding a
// platform to SOCIAL_PLATFORMS adds it to the schema.
for (const platform of SOCIAL_PLATFORMS) {
  Field(() => String, { nullable: true, description: `The creator's ${PLATFORM_NAMES[platform]} link, an http or https address; null when none.` })(
    SocialMedia.prototype,
    platform,
  );
  Field(() => String, { nullable: true, description: `An http or https address. ${atMostCharacters(L.url)}` })(SocialMediaInput.prototype, platform);
}

const LIST = atMostItems(L.listItems, L.listItemLength);

@InputType({ description: 'A partial profile change: omitted fields stay, null clears. Lists replace the whole list.' })
class UpdateProfileInput {
  @Field(() => String, { nullable: true, description: atMostCharacters(L.artistName) }) artistName?: string | null;
  @Field(() => String, { nullable: true, description: `${atMostCharacters(L.bio)} Counts toward completion from 50.` }) bio?: string | null;
  @Field(() => [String], { nullable: true, description: `Suggested values in vocabulary.genres, your own allowed. ${LIST}` }) genres?: string[] | null;
  @Field(() => String, { nullable: true, description: atMostCharacters(L.location) }) location?: string | null;
  @Field(() => String, { nullable: true, description: 'One of vocabulary.careerStages, case-insensitive.' }) careerStage?: string | null;
  @Field(() => [String], { nullable: true, description: `Suggested values in vocabulary.skills, your own allowed. ${LIST}` }) skills?: string[] | null;
  @Field(() => String, { nullable: true, description: `An http or https address. ${atMostCharacters(L.url)}` }) website?: string | null;
  @Field(() => SocialMediaInput, { nullable: true, description: 'The links to change, by platform; platforms left out stay.' })
  socialMedia?: SocialMediaInput | null;
  @Field(() => [String], { nullable: true, description: `Suggested values in vocabulary.lookingFor, your own allowed. ${LIST}` }) lookingFor?: string[] | null;
  @Field(() => [String], {
    nullable: true,
    description: `The featured tracks, in order, replacing the list (empty or null removes them): links from Spotify, SoundCloud, YouTube, Bandcamp (its Share → Embed player link) or Apple Music. ${atMostItems(L.featuredTracks, L.url)}`,
  })
  featuredTracks?: string[] | null;
}

enum CompletionUrgency {
  HIGH = 'high',
  MEDIUM = 'medium',
  LOW = 'low',
  PERFECT = 'perfect',
}
registerEnumType(CompletionUrgency, {
  name: 'CompletionUrgency',
  description: 'Urgency by completion percent: below 50 HIGH, below 70 MEDIUM, below 85 LOW, else PERFECT.',
  valuesConfig: {
    HIGH: { description: 'Below 50%.' },
    MEDIUM: { description: '50% to 69%.' },
    LOW: { description: '70% to 84%.' },
    PERFECT: { description: '85% or more.' },
  },
});

@ObjectType({ description: 'How complete a profile is (a weighted score of its fields), and whether to prompt for more.' })
class ProfileCompletion {
  @Field(() => Int, { description: '0 to 100.' }) percent!: number;
  @Field(() => Boolean, { description: 'Every required field is done.' }) isComplete!: boolean;
  @Field(() => [String], { description: 'Field names, e.g. "bio", in weight order.' }) missingRequired!: string[];
  @Field(() => [String], { description: 'Optional field names not filled in yet (profilePictureUrl, website, socialMedia, lookingFor), 1 point each.' })
  missingOptional!: string[];
  @Field(() => CompletionUrgency, { description: 'How urgently to ask for more, by percent.' }) urgency!: Urgency;
  @Field(() => Boolean, {
    description: 'Whether the completion prompt should show now (re-show rules: below 50% always, then after 6, 12 or 24 hours by band, never at 100%).',
  })
  promptDue!: boolean;
}

const asGraphQL = (completion: CompletionWithPrompt): ProfileCompletion => completion;

@Resolver(() => Profile)
export class ProfileResolver {
  @FieldResolver(() => SocialMedia, { description: 'Its links by platform; a platform without a link is null.' })
  socialMedia(@Root() profile: Profile): SocialMedia {
    const links: Partial<Record<SocialPlatform, string | null>> = {};
    for (const platform of SOCIAL_PLATFORMS) links[platform] = profile.socialMedia[platform] || null;
    return Object.assign(new SocialMedia(), links);
  }

  @FieldResolver(() => ProfileCompletion, { description: 'How complete the profile is, and whether to prompt for more.' })
  completion(@Root() profile: Profile): ProfileCompletion {
    return asGraphQL(completionOf(profile));
  }

  @Mutation(() => Profile, { description: "Changes the viewer's own profile (created on first save)." })
  updateProfile(
    @Ctx() { em, actor }: Context,
    @Arg('input', () => UpdateProfileInput, { description: 'The fields to change; an absent field is left unchanged.' }) input: UpdateProfileInput,
  ): Promise<Profile> {
    return updateProfile(em, actor, input);
  }

  @Mutation(() => ProfileCompletion, { description: 'Stores that the completion prompt was dismissed now.' })
  async dismissProfilePrompt(@Ctx() { em, actor }: Context): Promise<ProfileCompletion> {
    return asGraphQL(completionOf(await dismissProfilePrompt(em, actor)));
  }

  @Mutation(() => Profile, { nullable: true, description: 'Removes the profile picture (upload one with POST /api/profile/picture).' })
  removeProfilePicture(@Ctx() { em, actor, uploadDir }: Context): Promise<Profile | null> {
    return removeProfilePicture(em, uploadDir, actor);
  }
}

/** The account's own profile fields: the profile module adds them to User, so that user never imports profile. */
@Resolver(() => User)
export class UserProfileResolver {
  @FieldResolver(() => Profile, { nullable: true, description: 'Null until the creator saves a profile.' })
  profile(@Root() user: User, @Ctx() { em, actor }: Context): Promise<Profile | null> {
    return profileOf(em, actor, user.id);
  }

  @FieldResolver(() => ProfileCompletion, { description: 'Completion of the profile, 0% before the first save.' })
  async profileCompletion(@Root() user: User, @Ctx() { em, actor }: Context): Promise<ProfileCompletion> {
    return asGraphQL(await profileCompletionOf(em, actor, user.id));
  }
}
