import { InMemoryCache, type ApolloClient } from '@apollo/client';
import { Kind, visit, type DocumentNode } from 'graphql';

/** Stored fields of one entity that an event made stale: the entity's cache id, its type, the fields' names. */
export type StaleFields = { id: string; typename: string; fields: readonly string[] };

/** The stored names (`matches:{"status":null}`) under which a query reads the stale fields, with its variables. */
function storedNamesRead(cache: InMemoryCache, query: DocumentNode, variables: Record<string, unknown> | undefined, stale: StaleFields): string[] {
  const names: string[] = [];
  visit(query, {
    [Kind.FIELD]: (field) => {
      if (stale.fields.includes(field.name.value))
        names.push(cache.policies.getStoreFieldName({ typename: stale.typename, fieldName: field.name.value, field, variables }));
    },
  });
  return names;
}

/**
 * An event said the fields changed but not how: each query on screen that reads them is read
 * again, once, and what it shows stays in place until its answer replaces it (an optimistic
 * change made meanwhile still applies). Stored values that no query on screen reads are dropped:
 * a page that shows them later reads them itself. Nothing else is asked of the server.
 */
export function rereadFields(client: ApolloClient, stale: StaleFields): Promise<unknown> {
  const { cache } = client;
  if (!(cache instanceof InMemoryCache)) return Promise.resolve();
  const onScreen = [...client.getObservableQueries('active')]
    .map((query) => ({ query, names: storedNamesRead(cache, query.query, query.variables as Record<string, unknown> | undefined, stale) }))
    .filter(({ names }) => names.length > 0);
  const shown = new Set(onScreen.flatMap(({ names }) => names));
  cache.modify({
    id: stale.id,
    fields: Object.fromEntries(
      stale.fields.map((field) => [
        field,
        (value: unknown, { storeFieldName, DELETE }: { storeFieldName: string; DELETE: unknown }) => (shown.has(storeFieldName) ? value : DELETE),
      ]),
    ),
  });
  return Promise.all(onScreen.map(({ query }) => query.refetch()));
}
