import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphQLErrorMessage, graphQLFieldErrors } from '../apollo/errors';
import { graphql } from '../gql';
import { toast } from '../stores/toastStore';

export type RequestDraft = { pitch: string; links: string[] };

/** A refusal the form shows: per-field messages where the server named a field (`links.1` for the second link), else one message. */
export type RequestRefusal = { fields: Record<string, string>; message: string };

/** What a brand page shows of the viewer's own request: the state, its dates and the team's answer. */
export const ViewerBrandRequest_connection = graphql(`
  fragment ViewerBrandRequest_connection on BrandConnection {
    id
    status
    createdAt
    expiresAt
    respondedAt
    responseMessage
    conversationId
    brand {
      id
    }
  }
`);

const REQUEST_BRAND_CONNECTION = graphql(`
  mutation RequestBrandConnectionMutation($slug: String!, $pitch: String!, $links: [String!]) {
    requestBrandConnection(slug: $slug, pitch: $pitch, links: $links) {
      ...ViewerBrandRequest_connection
    }
  }
`);

const WITHDRAW_BRAND_CONNECTION = graphql(`
  mutation WithdrawBrandConnectionMutation($id: ID!) {
    withdrawBrandConnection(id: $id) {
      ...ViewerBrandRequest_connection
    }
  }
`);

/**
 * A creator's requests to brands: asking and taking back. The new request goes to the top of the
 * viewer's cached `brandConnections` (newest first, as the server orders them), so the brand page
 * shows its state without a refetch; a withdrawal changes the cached request in place.
 */
export function useBrandRequestMutations(viewerId: string | null) {
  const [requestMutation, requesting] = useMutation(REQUEST_BRAND_CONNECTION);
  const [withdrawMutation, withdrawing] = useMutation(WITHDRAW_BRAND_CONNECTION);

  const request = useCallback(
    async (brand: { slug: string; name: string }, draft: RequestDraft): Promise<RequestRefusal | null> => {
      try {
        await requestMutation({
          variables: { slug: brand.slug, pitch: draft.pitch, links: draft.links.length > 0 ? draft.links : null },
          update(cache, { data }) {
            const created = data?.requestBrandConnection;
            if (!created || !viewerId) return;
            cache.modify({
              id: cache.identify({ __typename: 'User', id: viewerId }),
              fields: {
                brandConnections: (value, { toReference }) => [
                  toReference({ __typename: 'BrandConnection', id: created.id }),
                  ...((value as readonly unknown[] | undefined) ?? []),
                ],
              },
            });
          },
        });
        toast({ title: 'Request sent', description: `${brand.name} sees your pitch in their inbox.` });
        return null;
      } catch (failure) {
        return { fields: graphQLFieldErrors(failure), message: graphQLErrorMessage(failure, 'The request could not be sent. Please try again.') };
      }
    },
    [requestMutation, viewerId],
  );

  const withdraw = useCallback(
    async (id: string, brandName: string): Promise<boolean> => {
      try {
        await withdrawMutation({ variables: { id } });
        toast({ title: 'Request withdrawn', description: `${brandName} no longer sees it.` });
        return true;
      } catch (failure) {
        toast({ variant: 'destructive', title: 'Not withdrawn', description: graphQLErrorMessage(failure, 'Please try again.') });
        return false;
      }
    },
    [withdrawMutation],
  );

  return { request, withdraw, requesting: requesting.loading, withdrawing: withdrawing.loading };
}
