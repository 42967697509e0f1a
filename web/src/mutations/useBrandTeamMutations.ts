import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphQLErrorMessage, graphQLFieldErrors } from '../apollo/errors';
import { graphql } from '../gql';
import type { BrandConnectionStatus } from '../gql/graphql';
import { toast } from '../stores/toastStore';
import { joinConnection, leaveConnection, storeArgs } from './cacheLists';

const RESPOND = graphql(`
  mutation RespondToBrandConnectionMutation($id: ID!, $accept: Boolean!, $message: String) {
    respondToBrandConnection(id: $id, accept: $accept, message: $message) {
      id
      status
      respondedAt
      responseMessage
      conversationId
    }
  }
`);

const REMOVE = graphql(`
  mutation RemoveBrandMemberMutation($brandId: ID!, $userId: ID!) {
    removeBrandMember(brandId: $brandId, userId: $userId)
  }
`);

const INVITE = graphql(`
  mutation InviteBrandMemberMutation($brandId: ID!, $email: String!) {
    inviteBrandMember(brandId: $brandId, email: $email) {
      id
      email
      createdAt
      expiresAt
    }
  }
`);

const REVOKE = graphql(`
  mutation RevokeBrandInviteMutation($id: ID!) {
    revokeBrandInvite(id: $id)
  }
`);

/** Whether a stored field (by its store name) is the brand's own list. */
const ofBrand = (storeFieldName: string, brandId: string) => storeArgs<{ brandId: string }>(storeFieldName).brandId === brandId;

/**
 * Accepts or declines a pending request with an optional message: it leaves the brand's pending
 * list (and its count) for the accepted or declined one. Answers the message to show, or null.
 */
export function useRespondToBrandConnectionMutation(brand: { id: string; name: string }) {
  const [respond, { loading }] = useMutation(RESPOND);
  const run = useCallback(
    async (request: { id: string; creatorName: string }, accept: boolean, message: string | null): Promise<string | null> => {
      const to: BrandConnectionStatus = accept ? 'CONNECTED' : 'DECLINED';
      try {
        await respond({
          variables: { id: request.id, accept, message },
          update(cache) {
            cache.modify({
              id: 'ROOT_QUERY',
              fields: {
                brandInbox: (value, { storeFieldName, readField, DELETE }) => {
                  if (!ofBrand(storeFieldName, brand.id)) return value;
                  const status = storeArgs<{ status: BrandConnectionStatus }>(storeFieldName).status;
                  if (status === 'REQUESTED') return leaveConnection(value, request.id, readField);
                  return status === to ? joinConnection(value, DELETE) : value;
                },
              },
            });
          },
        });
        toast(
          accept
            ? { title: 'Request accepted', description: `You and ${request.creatorName} can now talk in Messages, as ${brand.name}.` }
            : { title: 'Request declined', description: `${request.creatorName} sees your answer.` },
        );
        return null;
      } catch (failure) {
        return graphQLFieldErrors(failure).message ?? graphQLErrorMessage(failure, 'The answer could not be sent. Please try again.');
      }
    },
    [respond, brand.id, brand.name],
  );
  return { respond: run, responding: loading };
}

/** An owner removes a member: they leave the brand's team list at once. */
export function useRemoveBrandMemberMutation(brand: { id: string; name: string }) {
  const [remove] = useMutation(REMOVE);
  return useCallback(
    async (member: { userId: string; name: string }) => {
      try {
        await remove({
          variables: { brandId: brand.id, userId: member.userId },
          update(cache) {
            cache.modify({
              id: 'ROOT_QUERY',
              fields: {
                brandMembers: (value, { storeFieldName, readField }) =>
                  ofBrand(storeFieldName, brand.id)
                    ? (value as readonly object[]).filter((item) => readField<string>('userId', item as never) !== member.userId)
                    : value,
              },
            });
          },
        });
        toast({ title: 'Removed from the team', description: `${member.name} no longer answers for ${brand.name}.` });
      } catch (failure) {
        toast({ variant: 'destructive', title: 'Not removed', description: graphQLErrorMessage(failure, 'Please try again.') });
      }
    },
    [remove, brand.id, brand.name],
  );
}

/**
 * An owner invites by e-mail: the invitation heads the brand's pending ones (newest first), in
 * place of an earlier one to the same address, which it replaces. Answers the message for the
 * e-mail field, or null when sent.
 */
export function useInviteBrandMemberMutation(brand: { id: string; name: string }) {
  const [invite, { loading }] = useMutation(INVITE);
  const run = useCallback(
    async (email: string): Promise<string | null> => {
      try {
        await invite({
          variables: { brandId: brand.id, email },
          update(cache, { data }) {
            const sent = data?.inviteBrandMember;
            if (!sent) return;
            cache.modify({
              id: 'ROOT_QUERY',
              fields: {
                brandInvites: (value, { storeFieldName, readField, toReference }) => {
                  const ref = toReference({ __typename: 'BrandInvite', id: sent.id });
                  if (!ofBrand(storeFieldName, brand.id) || !ref) return value;
                  const address = sent.email.toLowerCase();
                  const others = (value as readonly { __ref: string }[]).filter(
                    (item) => readField<string>('id', item) !== sent.id && readField<string>('email', item)?.toLowerCase() !== address,
                  );
                  return [ref, ...others];
                },
              },
            });
          },
        });
        toast({ title: 'Invitation sent', description: `${email} gets a link to join ${brand.name}'s team; it works for 7 days.` });
        return null;
      } catch (failure) {
        return graphQLFieldErrors(failure).email ?? graphQLErrorMessage(failure, 'The invitation could not be sent. Please try again.');
      }
    },
    [invite, brand.id, brand.name],
  );
  return { invite: run, inviting: loading };
}

/** An owner revokes a pending invitation: its link stops working and it leaves the list. */
export function useRevokeBrandInviteMutation() {
  const [revoke] = useMutation(REVOKE);
  return useCallback(
    async (invitation: { id: string; email: string }) => {
      try {
        await revoke({
          variables: { id: invitation.id },
          update(cache) {
            cache.evict({ id: cache.identify({ __typename: 'BrandInvite', id: invitation.id }) });
            cache.gc();
          },
        });
        toast({ title: 'Invitation revoked', description: `The link sent to ${invitation.email} no longer works.` });
      } catch (failure) {
        toast({ variant: 'destructive', title: 'Not revoked', description: graphQLErrorMessage(failure, 'Please try again.') });
      }
    },
    [revoke],
  );
}
