import { Arg, Args, ArgsType, Ctx, Field, FieldResolver, Float, ID, Int, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../common/context.js';
import { connectionType, PageArgs, type Connection } from '../common/connection.js';
import { atMostCharacters, atMostItems, BRAND_REQUEST_LIMITS, FILTER_LIMITS } from '../../shared/limits.js';
import { BRAND_REQUEST_TTL_DAYS, BrandConnection, BrandConnectionStatus } from './brand-connection.entity.js';
import { brandInbox, claimedBatcher, requestBrandConnection, withdrawBrandConnection } from './brand-requests.service.js';
import { responsivenessOf, RESPONSIVENESS, type BrandResponsivenessView } from './brand-responsiveness.js';
import { Brand } from './brand.entity.js';

const BrandConnectionsConnection = connectionType('BrandConnections', BrandConnection);

@ObjectType({
  description: `How quickly a brand answers creators: of the requests of the last ${RESPONSIVENESS.windowDays} days, the share answered (accepted, declined or messaged) within ${RESPONSIVENESS.answerWithinHours} hours. An expiry is not an answer; requests withdrawn before an answer are left out. Computed daily and after each answer.`,
})
class BrandResponsiveness {
  @Field(() => Int, { description: `Percent (0–100) of counted requests answered within ${RESPONSIVENESS.answerWithinHours} hours.` }) responseRate!: number;
  @Field(() => Float, {
    nullable: true,
    description: 'Median hours from a request to its first answer, over the answered ones (one decimal); null when none was answered.',
  })
  medianFirstResponseHours!: number | null;
  @Field(() => Int, { description: `How many requests the figure rests on (at least ${RESPONSIVENESS.minSample}).` }) sampleSize!: number;
  @Field(() => Int, { description: 'The window, in days.' }) windowDays!: number;
}

@ArgsType()
class BrandInboxArgs extends PageArgs {
  @Field(() => ID, { description: "The brand's id (a UUID). Its team (or its API keys) only." })
  brandId!: string;

  @Field(() => BrandConnectionStatus, { nullable: true, description: 'Only this status; every request by default.' })
  status?: BrandConnectionStatus | null;
}

@Resolver(() => Brand)
export class BrandRequestsResolver {
  @Mutation(() => BrandConnection, {
    description: `Asks a brand to connect. One pending request per brand; a brand without a team yet (claimed: false) keeps it until its page is claimed. At most ${BRAND_REQUEST_LIMITS.perDay} a day.`,
  })
  requestBrandConnection(
    @Ctx() { em, actor, brandRequests }: Context,
    @Arg('slug', () => String, { description: `The brand's slug. ${atMostCharacters(FILTER_LIMITS.key)}` }) slug: string,
    @Arg('pitch', () => String, { description: `What you make and why this brand. ${atMostCharacters(BRAND_REQUEST_LIMITS.pitch)}` }) pitch: string,
    @Arg('links', () => [String], {
      nullable: true,
      description: `Links to your work: http(s) addresses. ${atMostItems(BRAND_REQUEST_LIMITS.links, BRAND_REQUEST_LIMITS.linkLength)}`,
    })
    links?: string[] | null,
  ): Promise<BrandConnection> {
    return requestBrandConnection(em, brandRequests, actor, { slug, pitch, links });
  }

  @Mutation(() => BrandConnection, { description: 'Takes back one of your pending brand requests.' })
  withdrawBrandConnection(
    @Ctx() { em, actor }: Context,
    @Arg('id', () => ID, { description: 'The request id (a UUID).' }) id: string,
  ): Promise<BrandConnection> {
    return withdrawBrandConnection(em, actor, id);
  }

  @Query(() => BrandConnectionsConnection, {
    description: "A brand's connection requests, the newest first: for its team, and its API keys with CONNECTION_REQUESTS READ.",
  })
  brandInbox(@Ctx() { em, actor }: Context, @Args(() => BrandInboxArgs) args: BrandInboxArgs): Promise<Connection<BrandConnection>> {
    return brandInbox(em, actor, args.brandId, args.status, args);
  }

  @FieldResolver(() => Boolean, { description: 'Whether the brand has a team on SoundBoard. A request to an unclaimed brand waits until its page is claimed.' })
  async claimed(@Root() brand: Brand, @Ctx() { em, once }: Context): Promise<boolean> {
    const load = await once('brands-claimed', async () => claimedBatcher(em));
    return load(brand.id);
  }

  @FieldResolver(() => BrandResponsiveness, {
    nullable: true,
    description: `How quickly the brand answers creators; null below ${RESPONSIVENESS.minSample} requests.`,
  })
  responsiveness(@Root() brand: Brand): BrandResponsivenessView | null {
    return responsivenessOf(brand);
  }
}

@Resolver(() => BrandConnection)
export class BrandConnectionFieldsResolver {
  @FieldResolver(() => Date, { description: `When the request expires if nobody answers: ${BRAND_REQUEST_TTL_DAYS} days after it was sent.` })
  expiresAt(@Root() connection: BrandConnection): Date {
    return new Date(connection.createdAt.getTime() + BRAND_REQUEST_TTL_DAYS * 24 * 60 * 60 * 1000);
  }
}
