import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { MODULES } from './module-list.js';
import { authChecker } from './modules/common/authz.js';
import type { PubSub } from './modules/common/pubsub.js';

/** Every module's resolvers, from its manifest. */
const [FIRST_RESOLVER, ...MORE_RESOLVERS] = MODULES.flatMap((module) => module.resolvers ?? []);

/** The one typed graph; `validate: false` because inputs are checked by each service, in one place. */
export function createSchema(pubSub: PubSub): Promise<GraphQLSchema> {
  if (!FIRST_RESOLVER) throw new Error('No module declares a resolver: the graph would be empty.');
  return buildSchema({ resolvers: [FIRST_RESOLVER, ...MORE_RESOLVERS], authChecker, pubSub, validate: false });
}

/** The committed SDL: sorted, so diffs show real changes only. */
export const printSortedSchema = (schema: GraphQLSchema) => `${printSchema(lexicographicSortSchema(schema))}\n`;
