import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphQLErrorMessage, graphQLFieldErrors } from '../apollo/errors';
import { toast } from '../stores/toastStore';
import { graphql } from '../gql';
import type { CreateResourceInput, UpdateResourceInput } from '../gql/graphql';

/** Everything the back office shows and edits of a resource. */
export const AdminResource_resource = graphql(`
  fragment AdminResource_resource on Resource {
    id
    slug
    name
    description
    category
    pricing
    pricingTier
    features
    website
    url
    logoUrl
    targetGenres
    careerStages
    regions
    skills
    lookingFor
    archivedAt
    updatedAt
  }
`);

const CREATE_RESOURCE = graphql(`
  mutation CreateResourceMutation($input: CreateResourceInput!) {
    createResource(input: $input) {
      ...AdminResource_resource
    }
  }
`);

const UPDATE_RESOURCE = graphql(`
  mutation UpdateResourceMutation($id: ID!, $input: UpdateResourceInput!) {
    updateResource(id: $id, input: $input) {
      ...AdminResource_resource
    }
  }
`);

const ARCHIVE_RESOURCE = graphql(`
  mutation ArchiveResourceMutation($id: ID!) {
    archiveResource(id: $id) {
      id
      archivedAt
      updatedAt
    }
  }
`);

const RESTORE_RESOURCE = graphql(`
  mutation RestoreResourceMutation($id: ID!) {
    restoreResource(id: $id) {
      id
      archivedAt
      updatedAt
    }
  }
`);

/**
 * After any change the catalogue's lists may hold it in another place, or not at all: the back
 * office's pages (the one on screen reads again) and the library's lists and counts, read again
 * when next shown. The changed resource itself is updated in place from the answer.
 */
function catalogueChanged(cache: ApolloCache) {
  for (const fieldName of ['adminResources', 'resources', 'resourceCategories', 'resource']) cache.evict({ id: 'ROOT_QUERY', fieldName });
  cache.gc();
}

export type SaveResult = { saved: true } | { saved: false; fields: Record<string, string> };

/** Creates (no id) or updates a resource; answers the server's field errors when it refused. */
export function useSaveResourceMutation() {
  const [create] = useMutation(CREATE_RESOURCE, { update: catalogueChanged });
  const [update] = useMutation(UPDATE_RESOURCE, { update: catalogueChanged });
  return useCallback(
    async (id: string | null, input: CreateResourceInput | UpdateResourceInput, name: string): Promise<SaveResult> => {
      try {
        if (id) {
          await update({ variables: { id, input: input as UpdateResourceInput } });
          toast({ title: 'Resource saved', description: `“${name}” is updated; MatchMade AI recomputes creators' matches.` });
        } else {
          await create({ variables: { input: input as CreateResourceInput } });
          toast({ title: 'Resource created', description: `“${name}” is in the library and MatchMade AI's catalogue.` });
        }
        return { saved: true };
      } catch (failure) {
        toast({
          variant: 'destructive',
          title: 'Resource not saved',
          description: graphQLErrorMessage(failure, 'The resource could not be saved. Please try again.'),
        });
        return { saved: false, fields: graphQLFieldErrors(failure) };
      }
    },
    [create, update],
  );
}

/** Archives (out of the library and MatchMade AI) or restores a resource, with a toast either way. */
export function useArchiveResourceMutation() {
  const [archive] = useMutation(ARCHIVE_RESOURCE, { update: catalogueChanged });
  const [restore] = useMutation(RESTORE_RESOURCE, { update: catalogueChanged });
  return useCallback(
    async (resource: { id: string; name: string }, archived: boolean): Promise<boolean> => {
      try {
        if (archived) {
          await archive({ variables: { id: resource.id } });
          toast({
            title: 'Resource archived',
            description: `“${resource.name}” left the library and is no longer recommended. Restore it from the archived list.`,
          });
        } else {
          await restore({ variables: { id: resource.id } });
          toast({ title: 'Resource restored', description: `“${resource.name}” is back in the library and MatchMade AI's catalogue.` });
        }
        return true;
      } catch (failure) {
        toast({
          variant: 'destructive',
          title: archived ? 'Resource not archived' : 'Resource not restored',
          description: graphQLErrorMessage(failure, 'Please try again.'),
        });
        return false;
      }
    },
    [archive, restore],
  );
}
