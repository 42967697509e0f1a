import { Arg, Ctx, FieldResolver, ID, Mutation, Resolver, Root } from 'type-graphql';
import type { Context } from '../common/context.js';
import { atMostCharacters, BRAND_REQUEST_LIMITS } from '../../shared/limits.js';
import { BrandConnection } from '../brand/brand-connection.entity.js';
import { CreatorProfile } from '../profile/creator.resolver.js';
import type { PublicCreator } from '../profile/profile.service.js';
import { conversationOfRequest, creatorBatcher, leaveBrandConversation, respondToBrandConnection } from './brand-answers.js';

/** Answering brand requests, and what a request shows of its creator and its conversation. */
@Resolver(() => BrandConnection)
export class BrandAnswersResolver {
  @Mutation(() => BrandConnection, {
    description:
      "A brand's team accepts or declines a pending request. An accept opens a conversation between the creator and the team in /messages, with the message (if any) as its first message. An API key of the brand with CONNECTION_REQUESTS WRITE may answer too, as the brand: its message goes with the answer only.",
  })
  respondToBrandConnection(
    @Ctx() { em, actor, messaging }: Context,
    @Arg('id', () => ID, { description: 'The request id (a UUID).' }) id: string,
    @Arg('accept', () => Boolean, { description: 'true accepts the request, false declines it.' }) accept: boolean,
    @Arg('message', () => String, { nullable: true, description: `Sent to the creator with the answer. ${atMostCharacters(BRAND_REQUEST_LIMITS.message)}` })
    message?: string | null,
  ): Promise<BrandConnection> {
    return respondToBrandConnection(em, messaging, actor, { id, accept, message });
  }

  @Mutation(() => BrandConnection, {
    description:
      'The creator leaves a brand conversation: their connection with the brand becomes ENDED and the team can no longer write in it (the team finds it under ENDED in its inbox). Asking the brand again reopens it once accepted.',
  })
  leaveBrandConversation(
    @Ctx() { em, actor }: Context,
    @Arg('conversationId', () => ID, { description: 'The conversation id (a UUID).' }) id: string,
  ): Promise<BrandConnection> {
    return leaveBrandConversation(em, actor, id);
  }

  @FieldResolver(() => CreatorProfile, { nullable: true, description: 'The creator who asked (their public profile); null once their account is gone.' })
  async creator(@Root() connection: BrandConnection, @Ctx() { em, once }: Context): Promise<PublicCreator | null> {
    const load = await once('brand-connection-creators', async () => creatorBatcher(em));
    return load(connection.user.id);
  }

  @FieldResolver(() => ID, {
    nullable: true,
    description: 'The conversation between the creator and the brand team, once connected: for either side, null for anyone else.',
  })
  conversationId(@Root() connection: BrandConnection, @Ctx() { em, actor }: Context): Promise<string | null> {
    return conversationOfRequest(em, actor, connection);
  }
}
