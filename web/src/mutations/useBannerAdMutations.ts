import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphQLErrorMessage, graphQLFieldErrors } from '../apollo/errors';
import { graphql } from '../gql';
import type { CreateBannerAdInput, UpdateBannerAdInput } from '../gql/graphql';
import { toast } from '../stores/toastStore';

const CREATE_BANNER_AD = graphql(`
  mutation CreateBannerAdMutation($input: CreateBannerAdInput!) {
    createBannerAd(input: $input) {
      id
    }
  }
`);

const UPDATE_BANNER_AD = graphql(`
  mutation UpdateBannerAdMutation($id: ID!, $input: UpdateBannerAdInput!) {
    updateBannerAd(id: $id, input: $input) {
      id
      title
      description
      imageUrl
      linkUrl
      sponsor
      placement
      priority
      active
      startsAt
      endsAt
      state
    }
  }
`);

const DELETE_BANNER_AD = graphql(`
  mutation DeleteBannerAdMutation($id: ID!) {
    deleteBannerAd(id: $id)
  }
`);

/**
 * The back office's list puts live ads first, then scheduled, paused and ended ones, a state the
 * server reckons from its own clock: after a new ad or a change the list is dropped and read again
 * in the server's order. The changed ad itself is current from the answer.
 */
function adListChanged(cache: ApolloCache) {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'adminBannerAds' });
  cache.gc();
}

type Ad = { id: string; title: string; active: boolean };

/** Creates (no id) or updates an ad; answers the server's field messages when it refused, else null. */
export function useSaveBannerAdMutation() {
  const [create] = useMutation(CREATE_BANNER_AD, { update: adListChanged });
  const [update] = useMutation(UPDATE_BANNER_AD, { update: adListChanged });
  return useCallback(
    async (id: string | null, input: CreateBannerAdInput): Promise<Record<string, string> | null> => {
      try {
        if (id) {
          await update({ variables: { id, input } });
          toast({ title: 'Ad saved', description: `“${input.title}” is updated.` });
        } else {
          await create({ variables: { input } });
          toast({ title: 'Ad created', description: `“${input.title}” is ${input.active ? 'saved' : 'saved, paused'}.` });
        }
        return null;
      } catch (failure) {
        toast({ variant: 'destructive', title: 'Ad not saved', description: graphQLErrorMessage(failure, 'The ad could not be saved. Please try again.') });
        return graphQLFieldErrors(failure);
      }
    },
    [create, update],
  );
}

/** Pauses an active ad or resumes a paused one, with a toast either way. */
export function usePauseBannerAdMutation() {
  const [update] = useMutation(UPDATE_BANNER_AD, { update: adListChanged });
  return useCallback(
    async (ad: Ad) => {
      const input: UpdateBannerAdInput = { active: !ad.active };
      try {
        await update({ variables: { id: ad.id, input } });
        toast({
          title: ad.active ? 'Ad paused' : 'Ad resumed',
          description: `“${ad.title}” ${ad.active ? 'no longer shows' : 'shows again inside its schedule'}.`,
        });
      } catch (failure) {
        toast({ variant: 'destructive', title: 'Ad not changed', description: graphQLErrorMessage(failure, 'Please try again.') });
      }
    },
    [update],
  );
}

/** Deletes an ad: it leaves every cached list at once. Answers whether it is gone. */
export function useDeleteBannerAdMutation() {
  const [remove] = useMutation(DELETE_BANNER_AD);
  return useCallback(
    async (ad: Ad): Promise<boolean> => {
      try {
        await remove({
          variables: { id: ad.id },
          update(cache) {
            cache.evict({ id: cache.identify({ __typename: 'BannerAd', id: ad.id }) });
            cache.gc();
          },
        });
        toast({ title: 'Ad deleted', description: `“${ad.title}” is gone; its counts stay in the totals.` });
        return true;
      } catch (failure) {
        toast({ variant: 'destructive', title: 'Ad not deleted', description: graphQLErrorMessage(failure, 'Please try again.') });
        return false;
      }
    },
    [remove],
  );
}
