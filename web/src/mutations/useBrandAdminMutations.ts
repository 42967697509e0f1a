import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphQLErrorMessage, graphQLFieldErrors } from '../apollo/errors';
import { graphql } from '../gql';
import type { BrandClaimStatus } from '../gql/graphql';
import { toast } from '../stores/toastStore';
import { leaveConnection, storeArgs } from './cacheLists';

const VERIFY = graphql(`
  mutation VerifyBrandMutation($id: ID!) {
    verifyBrand(id: $id) {
      id
      verified
      listed
    }
  }
`);

const APPROVE = graphql(`
  mutation ApproveBrandClaimMutation($id: ID!) {
    approveBrandClaim(id: $id) {
      id
      status
    }
  }
`);

const REJECT = graphql(`
  mutation RejectBrandClaimMutation($id: ID!, $reason: String!) {
    rejectBrandClaim(id: $id, reason: $reason) {
      id
      status
    }
  }
`);

type Claim = { id: string; brand: { id: string; name: string }; claimant: { name: string } };

/**
 * Decided claims leave the pending lists: the claim itself and, when `brandId` is given (an
 * approval), every other claim on the same brand, which the approval rejects. A list of decided
 * claims gains them in the server's order, so it is dropped and read again when next shown.
 */
function claimsDecided(cache: ApolloCache, claimId: string, brandId: string | null) {
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      brandClaims: (value, { storeFieldName, readField, DELETE }) => {
        if (storeArgs<{ status: BrandClaimStatus }>(storeFieldName).status !== 'PENDING') return DELETE;
        return (value as readonly { __ref: string }[]).filter((claim) => {
          if (readField<string>('id', claim) === claimId) return false;
          const brand = readField<{ __ref: string }>('brand', claim);
          return !brandId || !brand || readField<string>('id', brand) !== brandId;
        });
      },
    },
  });
}

/** Verifies a new brand page: it leaves the lists awaiting verification and joins the public directory. */
export function useVerifyBrandMutation() {
  const [verify] = useMutation(VERIFY);
  return useCallback(
    async (brand: { id: string; name: string }) => {
      try {
        await verify({
          variables: { id: brand.id },
          update(cache) {
            cache.modify({
              id: 'ROOT_QUERY',
              fields: {
                adminBrands: (value, { storeFieldName, readField }) =>
                  storeArgs<{ status: string }>(storeFieldName).status === 'AWAITING_VERIFICATION' ? leaveConnection(value, brand.id, readField) : value,
                // The directory lists it now, in its own order: read again when next shown.
                brands: (_value, { DELETE }) => DELETE,
              },
            });
          },
        });
        toast({ title: 'Brand verified', description: `${brand.name} is in the directory now, with the verified badge.` });
      } catch (failure) {
        toast({ variant: 'destructive', title: 'Not verified', description: graphQLErrorMessage(failure, 'Please try again.') });
      }
    },
    [verify],
  );
}

/** Approves a claim: the claimant owns the brand's page; other claims on it are rejected. */
export function useApproveBrandClaimMutation() {
  const [approve] = useMutation(APPROVE);
  return useCallback(
    async (claim: Claim) => {
      try {
        await approve({ variables: { id: claim.id }, update: (cache) => claimsDecided(cache, claim.id, claim.brand.id) });
        toast({ title: 'Claim approved', description: `${claim.claimant.name} now owns the page of ${claim.brand.name}.` });
      } catch (failure) {
        toast({ variant: 'destructive', title: 'Not approved', description: graphQLErrorMessage(failure, 'Please try again.') });
      }
    },
    [approve],
  );
}

/** Rejects a claim with the reason the claimant reads; answers the message to show, or null when done. */
export function useRejectBrandClaimMutation() {
  const [reject, { loading }] = useMutation(REJECT);
  const run = useCallback(
    async (claim: Claim, reason: string): Promise<string | null> => {
      try {
        await reject({ variables: { id: claim.id, reason }, update: (cache) => claimsDecided(cache, claim.id, null) });
        toast({ title: 'Claim rejected', description: `${claim.claimant.name} sees your reason.` });
        return null;
      } catch (failure) {
        return graphQLFieldErrors(failure).reason ?? graphQLErrorMessage(failure, 'The claim could not be rejected. Please try again.');
      }
    },
    [reject],
  );
  return { reject: run, rejecting: loading };
}
