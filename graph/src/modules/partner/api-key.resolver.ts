import {
  Arg,
  Args,
  ArgsType,
  Ctx,
  Field,
  FieldResolver,
  ID,
  InputType,
  Int,
  Mutation,
  ObjectType,
  Query,
  registerEnumType,
  Resolver,
  Root,
} from 'type-graphql';
import { API_RESOURCES, type ApiAccess, type ApiResource } from '../common/authz.js';
import { MAX_PAGE_SIZE, PageInfo } from '../common/connection.js';
import type { Context } from '../common/context.js';
import { atMostCharacters, FILTER_LIMITS } from '../../shared/limits.js';
import { Brand } from '../brand/brand.entity.js';
import { API_CALL_RETENTION_DAYS, ApiCall } from './api-call.entity.js';
import { brandApiCalls, keyOfCall, type ApiCallPage } from './api-call.service.js';
import { ApiKey } from './api-key.entity.js';
import { API_KEY_LIMITS, brandApiKeys, createApiKey, revokeApiKey, rollApiKey, viewerApiKey, type CreatedApiKeyView } from './api-key.service.js';

/** The resources as a GraphQL enum: each value its own name. */
const ApiResourceEnum = Object.fromEntries(API_RESOURCES.map((resource) => [resource, resource])) as { [R in ApiResource]: R };
const ApiAccessEnum = { NONE: 'NONE', READ: 'READ', WRITE: 'WRITE' } as const satisfies { [A in ApiAccess]: A };

registerEnumType(ApiResourceEnum, {
  name: 'ApiResource',
  description: "What an API key may be granted access to; all of it the key's own brand's.",
  valuesConfig: {
    BRAND_PAGE: { description: "The brand's page: reading it as its team does (WRITE: editing it)." },
    CONNECTION_REQUESTS: { description: "Creators' requests to connect with the brand: the inbox (WRITE: answering them)." },
    BRIEFS: { description: "The brand's briefs on the collaboration board." },
    APPLICATIONS: { description: "Applications to the brand's briefs." },
    CONVERSATIONS: { description: "The brand's conversations with creators." },
    AUDIENCE: { description: "Aggregates of the brand's consenting connected creators." },
    WEBHOOKS: { description: "The brand's webhook endpoints and their deliveries." },
  },
});
registerEnumType(ApiAccessEnum, {
  name: 'ApiAccess',
  description: 'How much of a resource a key may use: NONE, READ, or WRITE (which includes READ).',
  valuesConfig: {
    NONE: { description: 'The key may not touch the resource.' },
    READ: { description: 'The key may read the resource.' },
    WRITE: { description: 'The key may read and change the resource.' },
  },
});

@ObjectType({ description: "One resource and the key's access to it." })
export class ApiGrant {
  @Field(() => ApiResourceEnum, { description: 'The resource the grant covers.' }) resource!: ApiResource;
  @Field(() => ApiAccessEnum, { description: 'How much of the resource the key may use.' }) access!: ApiAccess;
}

@InputType({ description: 'The access a new key gets to one resource; resources left out get NONE.' })
class ApiGrantInput {
  @Field(() => ApiResourceEnum, { description: 'The resource to grant.' }) resource!: ApiResource;
  @Field(() => ApiAccessEnum, { description: 'How much of the resource the key may use.' }) access!: ApiAccess;
}

@InputType({ description: 'A new API key for a brand. Its owners only.' })
class CreateApiKeyInput {
  @Field(() => ID, { description: "The brand's id (a UUID)." }) brandId!: string;
  @Field(() => String, { description: `What the key is for, to tell keys apart. ${atMostCharacters(API_KEY_LIMITS.name)}` }) name!: string;
  @Field(() => Date, { description: `When the key stops working: required, in the future, at most ${API_KEY_LIMITS.maxLifetimeDays} days ahead.` })
  expiresAt!: Date;
  @Field(() => [ApiGrantInput], {
    description: `The key's access: at most ${API_RESOURCES.length} items, one grant per resource; at least one READ or WRITE.`,
  })
  grants!: ApiGrantInput[];
}

@ObjectType({ description: 'A key with its secret: the only time the secret is shown. Store it now; SoundBoard keeps only a hash of it.' })
class CreatedApiKey {
  @Field(() => ApiKey, { description: 'The new key, as its list shows it.' }) key!: ApiKey;
  @Field(() => String, { description: 'The secret, `sbk_live_…`: send it as `Authorization: Bearer <secret>` on POST /graphql.' }) secret!: string;
}

@ObjectType({ description: 'One call in a page of calls.' })
class ApiCallEdge {
  @Field(() => String, { description: 'An opaque cursor: pass it as after to get the calls that follow this one.' }) cursor!: string;
  @Field(() => ApiCall, { description: 'The call.' }) node!: ApiCall;
}

@ObjectType({ description: "A page of a brand's API calls, newest first." })
class ApiCallConnection {
  @Field(() => [ApiCallEdge], { description: 'The calls of this page, newest first.' }) edges!: ApiCallEdge[];
  @Field(() => PageInfo, { description: 'Where this page sits in the whole list.' }) pageInfo!: PageInfo;
}

@ArgsType()
class ApiCallsArgs {
  @Field(() => Int, { nullable: true, description: `How many calls, 1 to ${MAX_PAGE_SIZE} (default 20).` })
  first?: number | null;

  @Field(() => String, { nullable: true, description: `The endCursor of the previous page (at most ${FILTER_LIMITS.cursor} characters).` })
  after?: string | null;
}

const KEY_ID = "The key's id (a UUID).";

@Resolver(() => ApiKey)
export class ApiKeyResolver {
  @Mutation(() => CreatedApiKey, {
    description: `Creates an API key for a brand and answers its secret, once. The brand's owners only (never a key); at most ${API_KEY_LIMITS.liveKeysPerBrand} live keys per brand.`,
  })
  createApiKey(
    @Ctx() ctx: Context,
    @Arg('input', () => CreateApiKeyInput, { description: 'The brand, name, expiry and grants of the new key.' }) input: CreateApiKeyInput,
  ): Promise<CreatedApiKeyView> {
    return createApiKey(ctx, input);
  }

  @Mutation(() => CreatedApiKey, {
    description: `Gives a key a new secret, answered once; the old secret keeps working for graceHours (0 to ${API_KEY_LIMITS.maxGraceHours}). The brand's owners only.`,
  })
  rollApiKey(
    @Ctx() ctx: Context,
    @Arg('id', () => ID, { description: KEY_ID }) id: string,
    @Arg('graceHours', () => Int, {
      description: `How long the old secret keeps working, in hours: 0 (not at all) to ${API_KEY_LIMITS.maxGraceHours} (7 days).`,
    })
    graceHours: number,
  ): Promise<CreatedApiKeyView> {
    return rollApiKey(ctx, id, graceHours);
  }

  @Mutation(() => ApiKey, { description: "Revokes a key: it stops working at once, everywhere. The brand's owners only." })
  revokeApiKey(@Ctx() ctx: Context, @Arg('id', () => ID, { description: KEY_ID }) id: string): Promise<ApiKey> {
    return revokeApiKey(ctx, id);
  }

  @Query(() => ApiKey, {
    nullable: true,
    description: "The API key making this request, with its brand and grants: a partner's first call. Null for anyone else (a browser session, a visitor).",
  })
  viewerApiKey(@Ctx() { em, actor }: Context): Promise<ApiKey | null> {
    return viewerApiKey(em, actor);
  }

  @FieldResolver(() => Brand, { description: 'The brand the key acts for.' })
  brand(@Root() key: ApiKey, @Ctx() { em }: Context): Promise<Brand> {
    return em.findOneOrFail(Brand, { id: key.brand.id });
  }

  @FieldResolver(() => [ApiGrant], { description: "The key's access to every resource, NONE included." })
  grants(@Root() key: ApiKey): ApiGrant[] {
    return API_RESOURCES.map((resource) => ({ resource, access: key.grants[resource] ?? 'NONE' }));
  }
}

/** The partner module adds a brand's keys and calls to Brand, so that brand never imports partner. */
@Resolver(() => Brand)
export class BrandApiKeysResolver {
  @FieldResolver(() => [ApiKey], { description: "The brand's API keys, newest first, revoked and expired ones included. Its owners only." })
  apiKeys(@Root() brand: Brand, @Ctx() { em, actor }: Context): Promise<ApiKey[]> {
    return brandApiKeys(em, actor, brand.id);
  }

  @FieldResolver(() => ApiCallConnection, {
    description: `The calls made with the brand's API keys, newest first, over the last ${API_CALL_RETENTION_DAYS} days. Its owners only.`,
  })
  apiCalls(@Root() brand: Brand, @Ctx() { em, actor }: Context, @Args(() => ApiCallsArgs) args: ApiCallsArgs): Promise<ApiCallPage> {
    return brandApiCalls(em, actor, brand.id, args.first, args.after);
  }
}

@Resolver(() => ApiCall)
export class ApiCallResolver {
  @FieldResolver(() => ApiKey, { description: 'The key the call was made with.' })
  key(@Root() call: ApiCall, @Ctx() { em }: Context): Promise<ApiKey> {
    return keyOfCall(em, call);
  }
}
