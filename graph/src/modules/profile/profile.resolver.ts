import { Field, FieldResolver, ObjectType, Resolver, Root } from 'type-graphql';
import { Profile } from './profile.entity.js';
import { SOCIAL_PLATFORMS, type SocialPlatform } from './vocabulary.js';

/** The profile's links, one nullable field per known platform. */
@ObjectType({ description: "A creator's links by platform." })
export class SocialMedia implements Partial<Record<SocialPlatform, string | null>> {
  @Field(() => String, { nullable: true }) instagram?: string | null;
  @Field(() => String, { nullable: true }) tiktok?: string | null;
  @Field(() => String, { nullable: true }) youtube?: string | null;
  @Field(() => String, { nullable: true }) spotify?: string | null;
  @Field(() => String, { nullable: true }) soundcloud?: string | null;
  @Field(() => String, { nullable: true }) bandcamp?: string | null;
  @Field(() => String, { nullable: true }) x?: string | null;
  @Field(() => String, { nullable: true }) facebook?: string | null;
  @Field(() => String, { nullable: true }) twitch?: string | null;
  @Field(() => String, { nullable: true }) appleMusic?: string | null;
}

@Resolver(() => Profile)
export class ProfileResolver {
  @FieldResolver(() => SocialMedia)
  socialMedia(@Root() profile: Profile): SocialMedia {
    const links: SocialMedia = {};
    for (const platform of SOCIAL_PLATFORMS) links[platform] = profile.socialMedia[platform] || null;
    return links;
  }
}
