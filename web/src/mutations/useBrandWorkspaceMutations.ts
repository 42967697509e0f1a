import type { ApolloCache, Reference } from '@apollo/client';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { uploadBrandLogoRequest } from '../api/brandApi';
import { graphQLErrorMessage, graphQLFieldErrors } from '../apollo/errors';
import { graphql } from '../gql';
import type { BrandInput, BrandUpdateInput } from '../gql/graphql';
import { toast } from '../stores/toastStore';

/** What the team edits of its brand's public page. */
export const BrandPage_brand = graphql(`
  fragment BrandPage_brand on Brand {
    id
    slug
    name
    tagline
    description
    category
    website
    headquarters
    offers
    genres
    regions
    logoUrl
    verified
    listed
  }
`);

/** A brand of the viewer's teams, as the brand workspace shows it: a new team's answer carries all of it. */
export const ManagedBrand_brand = graphql(`
  fragment ManagedBrand_brand on Brand {
    id
    slug
    name
    logoUrl
    verified
    listed
    viewerRole
    ...BrandPage_brand
  }
`);

const CREATE_BRAND = graphql(`
  mutation CreateBrandMutation($input: BrandInput!) {
    createBrand(input: $input) {
      ...ManagedBrand_brand
    }
  }
`);

const UPDATE_BRAND = graphql(`
  mutation UpdateBrandMutation($id: ID!, $input: BrandUpdateInput!) {
    updateBrand(id: $id, input: $input) {
      ...BrandPage_brand
    }
  }
`);

const CLAIM_BRAND = graphql(`
  mutation ClaimBrandMutation($slug: String!, $message: String) {
    claimBrand(slug: $slug, message: $message) {
      id
      status
      reason
      createdAt
      brand {
        id
        slug
        name
        logoUrl
      }
    }
  }
`);

const ACCEPT_INVITE = graphql(`
  mutation AcceptBrandInviteMutation($token: String!) {
    acceptBrandInvite(token: $token) {
      ...ManagedBrand_brand
    }
  }
`);

/** A save's outcome: saved, or the server's messages per field (the form shows them). */
export type BrandSaveOutcome = { saved: true } | { saved: false; fields: Record<string, string> };

/** A refusal as a form takes it: its field messages, and a toast when the server named no field. */
function refused(failure: unknown, title: string): BrandSaveOutcome {
  const fields = graphQLFieldErrors(failure);
  if (Object.keys(fields).length === 0) toast({ variant: 'destructive', title, description: graphQLErrorMessage(failure, 'Please try again.') });
  return { saved: false, fields };
}

/**
 * The viewer joined a brand's team (made its page, or accepted an invitation): the brand goes into
 * the viewer's teams, which the server lists by name.
 */
function joinedTeam(cache: ApolloCache, viewerId: string, brandId: string) {
  const byName = new Intl.Collator(undefined, { sensitivity: 'base' });
  cache.modify({
    id: cache.identify({ __typename: 'User', id: viewerId }),
    fields: {
      managedBrands: (value, { readField, toReference }) => {
        const joined = toReference({ __typename: 'Brand', id: brandId });
        if (!joined) return value;
        const others = (value as readonly Reference[]).filter((brand) => readField<string>('id', brand) !== brandId);
        return [...others, joined].sort((a, b) => byName.compare(readField<string>('name', a) ?? '', readField<string>('name', b) ?? ''));
      },
    },
  });
}

/** Creates the viewer's brand page: the viewer owns it, and the workspace shows it at once. */
export function useCreateBrandMutation(viewerId: string) {
  const [create] = useMutation(CREATE_BRAND);
  return useCallback(
    async (input: BrandInput): Promise<BrandSaveOutcome> => {
      try {
        const { data } = await create({
          variables: { input },
          update(cache, { data: answer }) {
            if (answer) joinedTeam(cache, viewerId, answer.createBrand.id);
          },
        });
        toast({ title: 'Brand page created', description: `${data?.createBrand.name ?? 'Your brand'} joins the directory once an admin verifies it.` });
        return { saved: true };
      } catch (failure) {
        return refused(failure, 'Brand page not created');
      }
    },
    [create, viewerId],
  );
}

/** Saves the brand's page: the answer updates every view of the brand. */
export function useUpdateBrandMutation(brand: { id: string; listed: boolean }) {
  const [update] = useMutation(UPDATE_BRAND);
  return useCallback(
    async (input: BrandUpdateInput): Promise<BrandSaveOutcome> => {
      try {
        await update({ variables: { id: brand.id, input } });
        toast({
          title: 'Brand page saved',
          description: brand.listed ? 'Creators see the changes on your page now.' : 'Your team sees the changes now; creators once your brand is verified.',
        });
        return { saved: true };
      } catch (failure) {
        return refused(failure, 'Not saved');
      }
    },
    [update, brand.id, brand.listed],
  );
}

/** Uploads a new logo; the REST answer is the new address, which every view of the brand reads from the cache. Answers the refusal's message, or null. */
export function useUploadBrandLogoMutation(brandId: string) {
  const { cache } = useApolloClient();
  return useCallback(
    async (file: File): Promise<string | null> => {
      const result = await uploadBrandLogoRequest(brandId, file);
      if ('error' in result) return result.error;
      cache.modify({ id: cache.identify({ __typename: 'Brand', id: brandId }), fields: { logoUrl: () => result.logoUrl } });
      toast({ title: 'Logo updated', description: 'Your new logo shows on your page and card.' });
      return null;
    },
    [cache, brandId],
  );
}

/** Claims a directory brand with an optional note: the claim heads the viewer's claims (newest first). Answers the message to show, or null when sent. */
export function useClaimBrandMutation(viewerId: string) {
  const [claim, { loading }] = useMutation(CLAIM_BRAND);
  const run = useCallback(
    async (brand: { slug: string; name: string }, message: string | null): Promise<string | null> => {
      try {
        await claim({
          variables: { slug: brand.slug, message },
          update(cache, { data }) {
            const sent = data?.claimBrand;
            if (!sent) return;
            cache.modify({
              id: cache.identify({ __typename: 'User', id: viewerId }),
              fields: {
                brandClaims: (value, { readField, toReference }) => {
                  const ref = toReference({ __typename: 'BrandClaim', id: sent.id });
                  const others = (value as readonly Reference[]).filter((item) => readField<string>('id', item) !== sent.id);
                  return ref ? [ref, ...others] : value;
                },
              },
            });
          },
        });
        toast({ title: 'Claim sent', description: `An admin will review your claim on ${brand.name}.` });
        return null;
      } catch (failure) {
        return graphQLFieldErrors(failure).message ?? graphQLErrorMessage(failure, 'The claim could not be sent. Please try again.');
      }
    },
    [claim, viewerId],
  );
  return { claim: run, claiming: loading };
}

export type JoinOutcome = { joined: { slug: string; name: string } | null } | { failure: string };

/** Accepts a team invitation with its token: the brand joins the viewer's teams. */
export function useAcceptBrandInviteMutation(viewerId: string | null) {
  const [accept, { loading }] = useMutation(ACCEPT_INVITE);
  const run = useCallback(
    async (token: string): Promise<JoinOutcome> => {
      try {
        const { data } = await accept({
          variables: { token },
          update(cache, { data: answer }) {
            if (answer && viewerId) joinedTeam(cache, viewerId, answer.acceptBrandInvite.id);
          },
        });
        const brand = data?.acceptBrandInvite ?? null;
        toast({ title: 'Welcome to the team', description: brand ? `You now answer requests for ${brand.name}.` : 'You joined the team.' });
        return { joined: brand };
      } catch (error) {
        return { failure: graphQLErrorMessage(error, 'The invitation could not be accepted. Please try again.') };
      }
    },
    [accept, viewerId],
  );
  return { accept: run, accepting: loading };
}
