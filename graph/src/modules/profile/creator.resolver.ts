import { Args, ArgsType, Ctx, Field, ID, ObjectType, Query, Resolver } from 'type-graphql';
import type { Context } from '../common/context.js';
import { atMostCharacters, atMostItems, FILTER_LIMITS } from '../../shared/limits.js';
import { connectionType, pageWindow, PageArgs, toConnection, type Connection } from '../common/connection.js';
import { listCreators } from './profile.service.js';

/** What anyone may see of a creator: the public profile, never the account's e-mail or settings. */
@ObjectType({ description: "A creator's public profile, as the directory, creator pages and the network show it." })
export class CreatorProfile {
  @Field(() => ID, { description: 'The profile id (the account id of a creator who has not started a profile).' }) id!: string;
  @Field(() => String, { description: "The creator's unique username." }) username!: string;
  @Field(() => String, { nullable: true, description: 'The name the creator performs under; null when not set.' }) artistName!: string | null;
  @Field(() => String, { description: 'First name; the last name stays private.' }) firstName!: string;
  @Field(() => String, { description: "The creator's bio (plain text; empty when not written)." }) bio!: string;
  @Field(() => [String], { description: "The creator's genres." }) genres!: string[];
  @Field(() => String, { nullable: true, description: 'Where the creator is based; null when not set.' }) location!: string | null;
  @Field(() => String, { nullable: true, description: "The creator's career stage; null when not set." }) careerStage!: string | null;
  @Field(() => [String], { description: "The creator's skills." }) skills!: string[];
  @Field(() => [String], { description: 'What the creator is looking for.' }) lookingFor!: string[];
  @Field(() => String, { nullable: true, description: "The URL of the creator's profile picture; null when none." }) profilePictureUrl!: string | null;
  @Field(() => String, { description: 'What kind of creator the account is: artist, producer, songwriter, dj or engineer.' }) userType!: string;
}

const CreatorsConnection = connectionType('Creators', CreatorProfile);

@ArgsType()
class CreatorsArgs extends PageArgs {
  @Field(() => String, { nullable: true, description: `Creators with this genre (case-insensitive). ${atMostCharacters(FILTER_LIMITS.term)}` }) genre?:
    string | null;
  @Field(() => String, { nullable: true, description: `Creators with this skill (case-insensitive). ${atMostCharacters(FILTER_LIMITS.term)}` }) skill?:
    string | null;
  @Field(() => String, { nullable: true, description: `Matches artist name, username, location or bio. ${atMostCharacters(FILTER_LIMITS.search)}` }) search?:
    string | null;
  @Field(() => [String], {
    nullable: true,
    description: `Creators looking for any of these (case-insensitive), e.g. ["Collaborators", "Vocalists"]. ${atMostItems(FILTER_LIMITS.listItems, FILTER_LIMITS.term)}`,
  })
  lookingFor?: string[] | null;
}

@Resolver()
export class CreatorResolver {
  @Query(() => CreatorsConnection, { description: 'The creator directory: public profiles, the most complete first.' })
  async creators(@Ctx() { em, actor }: Context, @Args(() => CreatorsArgs) args: CreatorsArgs): Promise<Connection<CreatorProfile>> {
    const { offset, limit } = pageWindow(args);
    // A signed-in creator never sees someone they blocked, or who blocked them.
    const [nodes, total] = await listCreators(em, args, offset, limit, actor?.kind === 'user' ? actor.id : null);
    return toConnection(nodes, total, offset);
  }
}
