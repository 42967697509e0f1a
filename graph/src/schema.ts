import { isObjectType, lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { buildSchema, getMetadataStorage } from 'type-graphql';
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
  readPlainFieldsDirectly(schema);
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

/**
 * type-graphql wraps every plain field (a property of the object) in a resolver of its own, which
 * only reads the property: on a dashboard that is some 300 calls that each build an object for
 * nothing. A field is read by graphql-js's default resolver instead when that wrapper does no more:
 * no @Authorized (roles are checked in the wrapper), no middleware, no field resolver, and the
 * schema's name is the property's name. Every other field keeps type-graphql's resolver.
 */
function readPlainFieldsDirectly(schema: GraphQLSchema): void {
  const storage = getMetadataStorage();
  const resolved = new Set(storage.fieldResolvers.flatMap((r) => [r.methodName, r.schemaName]));
  for (const objectType of storage.objectTypes) {
    const type = schema.getType(objectType.name);
    if (!isObjectType(type)) continue;
    const fields = type.getFields();
    for (const field of objectType.fields ?? []) {
      const plain = field.roles === undefined && (field.middlewares?.length ?? 0) === 0 && field.name === field.schemaName && !resolved.has(field.name);
      const built = fields[field.schemaName];
      if (plain && built) built.resolve = undefined;
    }
  }
}

/** The committed SDL: sorted, so diffs show real changes only. */
export const printSortedSchema = (schema: GraphQLSchema) => `${printSchema(lexicographicSortSchema(schema))}\n`;
