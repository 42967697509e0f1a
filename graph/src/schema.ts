import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { MODULES } from './module-list.js';
import { authChecker } from './modules/common/authz.js';
import type { PubSub } from './modules/common/pubsub.js';

/** Every module's resolvers, from its manifest. */
const [FIRST_RESOLVER, ...MORE_RESOLVERS] = MODULES.flatMap((module) => module.resolvers ?? []);

/**
 * What the root types mean, for partners reading the schema in GraphiQL. type-graphql builds the
 * root types itself and takes no description for them, so they are set on the built schema.
 */
const ROOT_DESCRIPTIONS = {
  query:
    'Every read of the SoundBoard graph. Visitors read the public directory, library and board; the rest needs a session or an API key with a READ grant, as each field says.',
  mutation: 'Every change to the SoundBoard graph; each field says who may make it (an API key needs a WRITE grant).',
  subscription: 'Live events over graphql-ws at /graphql, for a browser session or a visitor; each field says who may subscribe and when it fires.',
} as const;

/** The one typed graph; `validate: false` because inputs are checked by each service, in one place. */
export async function createSchema(pubSub: PubSub): Promise<GraphQLSchema> {
  if (!FIRST_RESOLVER) throw new Error('No module declares a resolver: the graph would be empty.');
  const schema = await buildSchema({ resolvers: [FIRST_RESOLVER, ...MORE_RESOLVERS], authChecker, pubSub, validate: false });
  // Every root type the graph has gets its description (a graph without subscriptions has no third).
  for (const [root, type] of [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
    ['subscription', schema.getSubscriptionType()],
  ] as const) {
    if (type) type.description = ROOT_DESCRIPTIONS[root];
  }
  return schema;
}

/** The committed SDL: sorted, so diffs show real changes only. */
export const printSortedSchema = (schema: GraphQLSchema) => `${printSchema(lexicographicSortSchema(schema))}\n`;
