import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphQLErrorMessage } from '../apollo/errors';
import { useAuth } from '../auth/authContext';
import { graphql } from '../gql';
import { toast } from '../stores/toastStore';

/** What a block changes on a brand, wherever it shows: its viewerBlocked flag, and its row in Settings' list. */
export const BlockedBrand_brand = graphql(`
  fragment BlockedBrand_brand on Brand {
    id
    slug
    name
    logoUrl
    category
    viewerBlocked
  }
`);

const BLOCK_BRAND = graphql(`
  mutation BlockBrandMutation($brandId: ID!) {
    blockBrand(brandId: $brandId) {
      ...BlockedBrand_brand
    }
  }
`);

const UNBLOCK_BRAND = graphql(`
  mutation UnblockBrandMutation($brandId: ID!) {
    unblockBrand(brandId: $brandId) {
      ...BlockedBrand_brand
    }
  }
`);

/**
 * A creator blocks a brand (its whole team) or lifts the block. The answer is the brand, so its
 * cached `viewerBlocked` changes everywhere it shows; the viewer's cached `blockedBrands` gains or
 * loses it, and their cached brand requests are dropped on a block (a pending one is taken back by
 * the server), so the pages that show them read them again.
 */
export function useBrandBlockMutations() {
  const auth = useAuth();
  const viewerId = auth.status === 'signed-in' ? auth.user.id : null;
  const [blockMutation, blocking] = useMutation(BLOCK_BRAND);
  const [unblockMutation, unblocking] = useMutation(UNBLOCK_BRAND);

  const block = useCallback(
    async (brand: { id: string; name: string }): Promise<boolean> => {
      try {
        await blockMutation({
          variables: { brandId: brand.id },
          update(cache, { data }) {
            const blocked = data?.blockBrand;
            if (!blocked || !viewerId) return;
            const user = cache.identify({ __typename: 'User', id: viewerId });
            cache.modify({
              id: user,
              fields: {
                blockedBrands: (value, { toReference, readField }) => {
                  const list = (value as readonly { __ref: string }[] | undefined) ?? [];
                  if (list.some((ref) => readField('id', ref) === blocked.id)) return list;
                  return [toReference({ __typename: 'Brand', id: blocked.id }), ...list];
                },
              },
            });
            cache.evict({ id: user, fieldName: 'brandConnections' });
          },
        });
        toast({ title: `${brand.name} blocked`, description: 'Nobody on its team can message you, and it leaves your suggestions.' });
        return true;
      } catch (failure) {
        toast({ variant: 'destructive', title: 'Not blocked', description: graphQLErrorMessage(failure, 'Please try again.') });
        return false;
      }
    },
    [blockMutation, viewerId],
  );

  const unblock = useCallback(
    async (brand: { id: string; name: string }): Promise<boolean> => {
      try {
        await unblockMutation({
          variables: { brandId: brand.id },
          update(cache, { data }) {
            const unblocked = data?.unblockBrand;
            if (!unblocked || !viewerId) return;
            cache.modify({
              id: cache.identify({ __typename: 'User', id: viewerId }),
              fields: {
                blockedBrands: (value, { readField }) =>
                  ((value as readonly { __ref: string }[] | undefined) ?? []).filter((ref) => readField('id', ref) !== unblocked.id),
              },
            });
          },
        });
        toast({ title: `${brand.name} unblocked`, description: 'Its team can write to you again.' });
        return true;
      } catch (failure) {
        toast({ variant: 'destructive', title: 'Not unblocked', description: graphQLErrorMessage(failure, 'Please try again.') });
        return false;
      }
    },
    [unblockMutation, viewerId],
  );

  return { block, unblock, blocking: blocking.loading, unblocking: unblocking.loading };
}
