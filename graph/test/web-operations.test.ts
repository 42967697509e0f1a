import { readFileSync } from 'node:fs';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { removeDirectivesFromDocument } from '@apollo/client/utilities/internal';
import { buildSchema, specifiedRules, validate, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import * as generated from '../../web/src/gql/graphql.js';
import { createArmor } from '../src/security.js';

/**
 * Every operation the web app sends passes the API's own abuse limits (depth, aliases, cost), as
 * Apollo Client sends it: with __typename added to each selection, and without `@connection`
 * (a directive of the client's cache, which it strips before sending). A page whose query grows past
 * the cost limit would otherwise only fail in the browser, with a 400.
 */
describe("the web app's operations", () => {
  const schema = buildSchema(readFileSync('schema.graphql', 'utf8'));
  const rules = [...specifiedRules, ...createArmor(true).protect().validationRules];
  const documents = Object.entries(generated).filter(([name]) => name.endsWith('Document')) as [string, DocumentNode][];

  it('are all found', () => {
    expect(documents.length).toBeGreaterThan(40);
  });

  it.each(documents)('%s is valid and within the limits', (_name, document) => {
    const sent = removeDirectivesFromDocument([{ name: 'connection', remove: false }], addTypenameToDocument(document))!;
    expect(validate(schema, sent, rules).map((e) => e.message)).toEqual([]);
  });
});
