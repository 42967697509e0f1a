import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  buildSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isIntrospectionType,
  isObjectType,
  isSpecifiedScalarType,
  type GraphQLSchema,
} from 'graphql';
import { describe, expect, it } from 'vitest';

/** The schema partners read in GraphiQL, as committed (`npm run check` keeps it equal to the resolvers). */
const SCHEMA_FILE = path.join(import.meta.dirname, '..', '..', 'schema.graphql');

const described = (item: { description?: string | null }) => Boolean(item.description?.trim());

/**
 * Everything of a schema a partner reads without a description to tell them what it means:
 * `type T`, `field T.f` (of objects, interfaces and inputs), `arg T.f(a)` and `enumValue E.V`.
 * GraphQL's own types (String, __Schema...) are left out: the specification describes them.
 */
function undescribed(schema: GraphQLSchema): string[] {
  const missing: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (isIntrospectionType(type) || isSpecifiedScalarType(type)) continue;
    if (!described(type)) missing.push(`type ${type.name}`);
    if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (!described(field)) missing.push(`field ${type.name}.${field.name}`);
        for (const arg of 'args' in field ? field.args : []) if (!described(arg)) missing.push(`arg ${type.name}.${field.name}(${arg.name})`);
      }
    }
    if (isEnumType(type)) for (const value of type.getValues()) if (!described(value)) missing.push(`enumValue ${type.name}.${value.name}`);
  }
  return missing;
}

describe('schema descriptions', () => {
  it('describe every type, field, argument, input field and enum value of schema.graphql', () => {
    // A new item without a description fails here by name: say what it means, its units and
    // limits, who sees it and when it is null, in its decorator, then `npm run fix:schema`.
    expect(undescribed(buildSchema(readFileSync(SCHEMA_FILE, 'utf8')))).toEqual([]);
  });

  it('names each kind of item that lacks one, and counts a blank description as none', () => {
    const schema = buildSchema(`
      "Described."
      type Query {
        "Described."
        ok(
          "Described."
          a: Int
          b: Int
        ): Int
        bare(input: Filter): Kind
      }
      input Filter {
        "   "
        text: String
      }
      "Described."
      enum Kind {
        "Described."
        ONE
        TWO
      }
      "Described."
      interface Node {
        id: ID
      }
      union Either = Query
    `);
    expect(undescribed(schema)).toEqual([
      'arg Query.ok(b)',
      'field Query.bare',
      'arg Query.bare(input)',
      'type Filter',
      'field Filter.text',
      'enumValue Kind.TWO',
      'field Node.id',
      'type Either',
    ]);
  });
});
