import type { Router } from 'express';
import { getNamedType, isObjectType, type GraphQLField, type GraphQLObjectType, type GraphQLSchema } from 'graphql';
import { apiRouters } from '../src/rest.js';

/**
 * The whole API surface, read from the running code rather than listed by hand: every root field
 * of the schema and every REST route of the modules' routers. Tests that must cover all of it
 * (the authorization matrix, the fuzz test) enumerate it here, so a new field or route is theirs
 * to cover the moment it exists.
 */

export type OperationKind = 'query' | 'mutation' | 'subscription';

export type GraphqlOperation = {
  kind: OperationKind;
  /** The field name, e.g. `updateMatchStatus`. */
  name: string;
  /** `Type.field`, e.g. `Mutation.updateMatchStatus`: unique over the schema. */
  key: string;
  field: GraphQLField<unknown, unknown>;
};

const fieldsOf = (type: GraphQLObjectType | null | undefined) => (type ? Object.values(type.getFields()) : []);

/** Every Query, Mutation and Subscription field, in schema order. */
export function graphqlOperations(schema: GraphQLSchema): GraphqlOperation[] {
  const roots: [OperationKind, GraphQLObjectType | null | undefined][] = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
    ['subscription', schema.getSubscriptionType()],
  ];
  return roots.flatMap(([kind, type]) => fieldsOf(type).map((field) => ({ kind, name: field.name, key: `${type!.name}.${field.name}`, field })));
}

/** The fields of one object type of the schema, by name. */
export function objectFields(schema: GraphQLSchema, typeName: string): GraphQLField<unknown, unknown>[] {
  const type = schema.getType(typeName);
  if (!isObjectType(type)) throw new Error(`${typeName} is not an object type of the schema`);
  return fieldsOf(type);
}

/** `Type.field` of every field, on any object type, whose value is (a list of) `typeName`. */
export function fieldsReturning(schema: GraphQLSchema, typeName: string): string[] {
  return Object.values(schema.getTypeMap())
    .filter((type): type is GraphQLObjectType => isObjectType(type) && !type.name.startsWith('__'))
    .flatMap((type) =>
      fieldsOf(type)
        .filter((field) => getNamedType(field.type).name === typeName)
        .map((field) => `${type.name}.${field.name}`),
    );
}

export type RestRoute = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** As declared, with its parameters, e.g. `/api/matchmade/matches/:matchId`. */
  path: string;
  /** `METHOD path`, e.g. `PATCH /api/matchmade/matches/:matchId`. */
  key: string;
};

/** What Express keeps of a route on its router (not part of its typed API, stable since 4). */
type RouteLayer = { route?: { path: string; methods: Record<string, boolean> } };

/** Every route of the REST routers, as mounted at `/api` (the modules' own routers by default). */
export function restRoutes(routers: readonly Router[] = apiRouters(), prefix = '/api'): RestRoute[] {
  return routers.flatMap((router) =>
    (router.stack as RouteLayer[]).flatMap((layer) => {
      const route = layer.route;
      if (!route) return [];
      return Object.keys(route.methods).map((m) => {
        const method = m.toUpperCase() as RestRoute['method'];
        const path = `${prefix}${route.path}`;
        return { method, path, key: `${method} ${path}` };
      });
    }),
  );
}
