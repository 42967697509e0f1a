import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphQLErrorMessage, graphQLFieldErrors } from '../apollo/errors';
import { graphql } from '../gql';
import type { ApiGrantInput } from '../gql/graphql';
import { toast } from '../stores/toastStore';

/** What /brand/developers shows of a key; the mutations answer the same, so the list updates in place. */
export const API_KEY_FIELDS = graphql(`
  fragment ApiKey_fields on ApiKey {
    id
    name
    lastFour
    createdAt
    expiresAt
    lastUsedAt
    lastUsedAddress
    lastUsedAgent
    previousSecretUntil
    revokedAt
    grants {
      resource
      access
    }
  }
`);

const CREATE = graphql(`
  mutation CreateApiKeyMutation($input: CreateApiKeyInput!) {
    createApiKey(input: $input) {
      secret
      key {
        ...ApiKey_fields
      }
    }
  }
`);

const ROLL = graphql(`
  mutation RollApiKeyMutation($id: ID!, $graceHours: Int!) {
    rollApiKey(id: $id, graceHours: $graceHours) {
      secret
      key {
        ...ApiKey_fields
      }
    }
  }
`);

const REVOKE = graphql(`
  mutation RevokeApiKeyMutation($id: ID!) {
    revokeApiKey(id: $id) {
      ...ApiKey_fields
    }
  }
`);

/** A secret answered once, or the reason there is none (for the form: per field, or about no one field). */
export type SecretResult = { ok: true; secret: string } | { ok: false; error: string; fields: Record<string, string> };

/**
 * An owner creates a key: it heads the brand's list (newest first). Answers the secret, which
 * nothing keeps: the page shows it once.
 */
export function useCreateApiKeyMutation(brandId: string) {
  const [create, { loading }] = useMutation(CREATE);
  const run = useCallback(
    async (input: { name: string; expiresAt: string; grants: ApiGrantInput[] }): Promise<SecretResult> => {
      try {
        const result = await create({
          variables: { input: { brandId, ...input } },
          update(cache, { data }) {
            const created = data?.createApiKey.key;
            if (!created) return;
            cache.modify({
              id: cache.identify({ __typename: 'Brand', id: brandId }),
              fields: {
                apiKeys: (value, { toReference, readField }) => {
                  const ref = toReference({ __typename: 'ApiKey', id: created.id });
                  const list = value as readonly { __ref: string }[];
                  if (!ref || list.some((item) => readField<string>('id', item) === created.id)) return value;
                  return [ref, ...list];
                },
              },
            });
          },
        });
        return { ok: true, secret: result.data!.createApiKey.secret };
      } catch (failure) {
        return { ok: false, error: graphQLErrorMessage(failure, 'The key could not be created. Please try again.'), fields: graphQLFieldErrors(failure) };
      }
    },
    [create, brandId],
  );
  return { createKey: run, creating: loading };
}

/**
 * An owner rolls a key: a new secret, answered once, and the old one working for the grace
 * chosen. The key keeps its id, so its row (last four, "rolling until") updates in place.
 */
export function useRollApiKeyMutation() {
  const [roll, { loading }] = useMutation(ROLL);
  const run = useCallback(
    async (id: string, graceHours: number): Promise<SecretResult> => {
      try {
        const result = await roll({ variables: { id, graceHours } });
        return { ok: true, secret: result.data!.rollApiKey.secret };
      } catch (failure) {
        return { ok: false, error: graphQLErrorMessage(failure, 'The key could not be rolled. Please try again.'), fields: graphQLFieldErrors(failure) };
      }
    },
    [roll],
  );
  return { rollKey: run, rolling: loading };
}

/** An owner revokes a key: it stops working everywhere at once, and its row says so. */
export function useRevokeApiKeyMutation() {
  const [revoke] = useMutation(REVOKE);
  return useCallback(
    async (key: { id: string; name: string }) => {
      try {
        await revoke({ variables: { id: key.id } });
        toast({ title: 'Key revoked', description: `“${key.name}” no longer works, on any server.` });
      } catch (failure) {
        toast({ variant: 'destructive', title: 'Not revoked', description: graphQLErrorMessage(failure, 'Please try again.') });
      }
    },
    [revoke],
  );
}
