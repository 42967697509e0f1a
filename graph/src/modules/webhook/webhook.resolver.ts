import { Arg, Ctx, Field, FieldResolver, ID, InputType, Int, Mutation, ObjectType, Resolver, Root } from 'type-graphql';
import { atMostCharacters, WEBHOOK_LIMITS } from '../../shared/limits.js';
import { Brand } from '../brand/brand.entity.js';
import type { Context } from '../common/context.js';
import { bodyOf } from './webhook.delivery.js';
import { WebhookDelivery, WebhookDeliveryAttempt, WebhookEndpoint, WebhookEvent } from './webhook.entities.js';
import {
  attemptsOf,
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  deliveriesOf,
  enableWebhookEndpoint,
  endpointsOf,
  replayWebhookDelivery,
  type CreatedEndpoint,
} from './webhook.service.js';

@InputType({ description: 'A webhook endpoint to register for a brand.' })
class CreateWebhookEndpointInput {
  @Field(() => ID, { description: "The brand's id (a UUID)." })
  brandId!: string;

  @Field(() => String, { description: `Where to POST the events: an https URL. ${atMostCharacters(WEBHOOK_LIMITS.url)}` })
  url!: string;

  @Field(() => [WebhookEvent], { description: `The events to deliver to it: at least one, at most ${WEBHOOK_LIMITS.events} items.` })
  events!: WebhookEvent[];
}

@ObjectType({ description: 'A webhook endpoint just registered, with its signing secret.' })
class CreatedWebhookEndpoint {
  @Field(() => WebhookEndpoint, { description: 'The new endpoint.' })
  endpoint!: WebhookEndpoint;

  @Field(() => String, {
    description:
      'The secret that signs its deliveries (`whsec_…`), shown this once: keep it with your receiver. The SoundBoard-Signature header is `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with this secret>`.',
  })
  signingSecret!: string;
}

const first = { nullable: true, description: `How many, 1 to ${WEBHOOK_LIMITS.page} (default 20), the latest first.` } as const;

@Resolver(() => WebhookEndpoint)
export class WebhookResolver {
  @Mutation(() => CreatedWebhookEndpoint, {
    description:
      "Registers an https endpoint for some of the brand's events. The brand's owners, or one of its API keys with the WEBHOOKS WRITE grant; at most 10 per brand.",
  })
  createWebhookEndpoint(
    @Ctx() { em, actor, webhooks }: Context,
    @Arg('input', () => CreateWebhookEndpointInput, { description: 'The endpoint to register: its URL and the events it receives.' })
    input: CreateWebhookEndpointInput,
  ): Promise<CreatedEndpoint> {
    return createWebhookEndpoint(em, webhooks, actor, input);
  }

  @Mutation(() => Boolean, { description: 'Deletes an endpoint and its deliveries. WEBHOOKS WRITE.' })
  deleteWebhookEndpoint(@Ctx() { em, actor }: Context, @Arg('id', () => ID, { description: "The endpoint's id (a UUID)." }) id: string): Promise<boolean> {
    return deleteWebhookEndpoint(em, actor, id);
  }

  @Mutation(() => WebhookEndpoint, {
    description: 'Turns an endpoint that was turned off (after 3 days of failures) back on; replay its failed deliveries next. WEBHOOKS WRITE.',
  })
  enableWebhookEndpoint(
    @Ctx() { em, actor }: Context,
    @Arg('id', () => ID, { description: "The endpoint's id (a UUID)." }) id: string,
  ): Promise<WebhookEndpoint> {
    return enableWebhookEndpoint(em, actor, id);
  }

  @Mutation(() => WebhookDelivery, {
    description: 'Sends a failed delivery again, now, with the same event id, and retries it for another 3 days. WEBHOOKS WRITE.',
  })
  replayWebhookDelivery(
    @Ctx() { em, actor }: Context,
    @Arg('id', () => ID, { description: "The delivery's id (a UUID)." }) id: string,
  ): Promise<WebhookDelivery> {
    return replayWebhookDelivery(em, actor, id);
  }

  @FieldResolver(() => [WebhookDelivery], { description: "The endpoint's latest deliveries (kept 30 days once finished)." })
  deliveries(@Root() endpoint: WebhookEndpoint, @Ctx() { em }: Context, @Arg('first', () => Int, first) count?: number | null): Promise<WebhookDelivery[]> {
    return deliveriesOf(em, endpoint.id, count);
  }
}

@Resolver(() => WebhookDelivery)
export class WebhookDeliveryResolver {
  @FieldResolver(() => String, { description: 'The JSON body sent, exactly as signed: `{ id, type, createdAt, data }`.' })
  payload(@Root() delivery: WebhookDelivery): string {
    return bodyOf(delivery.payload as Parameters<typeof bodyOf>[0]);
  }

  @FieldResolver(() => [WebhookDeliveryAttempt], { description: 'Its attempts and what the endpoint answered, the latest first.' })
  attemptHistory(
    @Root() delivery: WebhookDelivery,
    @Ctx() { em }: Context,
    @Arg('first', () => Int, first) count?: number | null,
  ): Promise<WebhookDeliveryAttempt[]> {
    return attemptsOf(em, delivery.id, count);
  }
}

/** The webhook module adds a brand's endpoints to Brand, so that brand never imports webhook. */
@Resolver(() => Brand)
export class BrandWebhooksResolver {
  @FieldResolver(() => [WebhookEndpoint], {
    description: "The brand's webhook endpoints, the newest first. Its owners, or one of its API keys with the WEBHOOKS READ grant.",
  })
  webhookEndpoints(@Root() brand: Brand, @Ctx() { em, actor }: Context): Promise<WebhookEndpoint[]> {
    return endpointsOf(em, actor, brand.id);
  }
}
