import { readFileSync } from 'node:fs';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { removeDirectivesFromDocument } from '@apollo/client/utilities/internal';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  Kind,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLSchema,
  type NamedTypeNode,
  type TypeNode,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import * as generated from '../../web/src/gql/graphql.js';
import { browserCost } from '../src/modules/budget/cost.js';
import { createArmor, QUERY_LIMITS } from '../src/security.js';

/**
 * Every operation the web app sends passes the API's own abuse limits (depth, aliases, cost), as
 * Apollo Client sends it: with __typename added to each selection, and without `@connection`
 * (a directive of the client's cache, which it strips before sending). A page whose query grows past
 * the cost limit would otherwise only fail in the browser, with a 400.
 */
/** A value of the right type for each required variable (their values do not move the browser cost but @skip/@include). */
function variablesFor(document: DocumentNode): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    for (const variable of definition.variableDefinitions ?? []) {
      if (variable.type.kind !== Kind.NON_NULL_TYPE || variable.defaultValue) continue;
      values[variable.variable.name.value] = sampleOf(schema, variable.type.type);
    }
  }
  return values;
}

function sampleOf(schema: GraphQLSchema, type: TypeNode): unknown {
  if (type.kind === Kind.NON_NULL_TYPE) return sampleOf(schema, type.type);
  if (type.kind === Kind.LIST_TYPE) return [];
  const named = schema.getType(type.name.value);
  if (isEnumType(named)) return named.getValues()[0]!.value;
  if (isInputObjectType(named)) {
    const fields: Record<string, unknown> = {};
    for (const field of Object.values(named.getFields())) if (isNonNullType(field.type)) fields[field.name] = sampleOf(schema, typeNodeOf(field.type));
    return fields;
  }
  switch (type.name.value) {
    case 'Int':
    case 'Float':
      return 1;
    case 'Boolean':
      return true;
    default:
      return type.name.value === 'DateTimeISO' ? new Date(0).toISOString() : '00000000-0000-4000-8000-000000000000';
  }
}

const typeNodeOf = (type: GraphQLInputType): TypeNode =>
  isNonNullType(type)
    ? { kind: Kind.NON_NULL_TYPE, type: typeNodeOf(type.ofType) as NamedTypeNode }
    : isListType(type)
      ? { kind: Kind.LIST_TYPE, type: typeNodeOf(type.ofType) }
      : { kind: Kind.NAMED_TYPE, name: { kind: Kind.NAME, value: getNamedType(type).name } };

const schema = buildSchema(readFileSync('schema.graphql', 'utf8'));

describe("the web app's operations", () => {
  const rules = [...specifiedRules, ...createArmor(true).protect().validationRules];
  const documents = Object.entries(generated).filter(([name]) => name.endsWith('Document')) as [string, DocumentNode][];

  it('are all found', () => {
    expect(documents.length).toBeGreaterThan(40);
  });

  it.each(documents)('%s is valid and within the limits', (_name, document) => {
    const sent = removeDirectivesFromDocument([{ name: 'connection', remove: false }], addTypenameToDocument(document))!;
    expect(validate(schema, sent, rules).map((e) => e.message)).toEqual([]);
    // The cost limit reads variables; sent without any, a page is priced as graphql-armor priced
    // it (literal page sizes only), which is what the limit means for browsers.
    expect(browserCost({ schema, document: sent, variables: variablesFor(sent) })).toBeLessThanOrEqual(QUERY_LIMITS.maxCost);
  });
});
