import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphQLErrorMessage, graphQLFieldErrors } from '../apollo/errors';
import { graphql } from '../gql';
import type { WebhookEvent } from '../gql/graphql';
import { toast } from '../stores/toastStore';
import type { SecretResult } from './useApiKeyMutations';

/** What /brand/developers shows of a delivery; a replay answers the same, so its row updates in place. */
export const WEBHOOK_DELIVERY_FIELDS = graphql(`
  fragment WebhookDelivery_fields on WebhookDelivery {
    id
    event
    status
    attempts
    createdAt
    deliveredAt
    nextAttemptAt
    lastResponseStatus
    lastError
  }
`);

/** What /brand/developers shows of an endpoint, its latest deliveries included. */
export const WEBHOOK_ENDPOINT_FIELDS = graphql(`
  fragment WebhookEndpoint_fields on WebhookEndpoint {
    id
    url
    events
    createdAt
    disabledAt
    failingSince
    lastDeliveredAt
    deliveries(first: 10) {
      ...WebhookDelivery_fields
    }
  }
`);

const CREATE = graphql(`
  mutation CreateWebhookEndpointMutation($input: CreateWebhookEndpointInput!) {
    createWebhookEndpoint(input: $input) {
      signingSecret
      endpoint {
        ...WebhookEndpoint_fields
      }
    }
  }
`);

const DELETE_ENDPOINT = graphql(`
  mutation DeleteWebhookEndpointMutation($id: ID!) {
    deleteWebhookEndpoint(id: $id)
  }
`);

const ENABLE = graphql(`
  mutation EnableWebhookEndpointMutation($id: ID!) {
    enableWebhookEndpoint(id: $id) {
      ...WebhookEndpoint_fields
    }
  }
`);

const REPLAY = graphql(`
  mutation ReplayWebhookDeliveryMutation($id: ID!) {
    replayWebhookDelivery(id: $id) {
      ...WebhookDelivery_fields
    }
  }
`);

/**
 * An owner registers an endpoint: it heads the brand's list (newest first). Answers its signing
 * secret, which nothing keeps: the page shows it once.
 */
export function useCreateWebhookEndpointMutation(brandId: string) {
  const [create, { loading }] = useMutation(CREATE);
  const run = useCallback(
    async (input: { url: string; events: WebhookEvent[] }): Promise<SecretResult> => {
      try {
        const result = await create({
          variables: { input: { brandId, ...input } },
          update(cache, { data }) {
            const created = data?.createWebhookEndpoint.endpoint;
            if (!created) return;
            cache.modify({
              id: cache.identify({ __typename: 'Brand', id: brandId }),
              fields: {
                webhookEndpoints: (value, { toReference, readField }) => {
                  const ref = toReference({ __typename: 'WebhookEndpoint', id: created.id });
                  const list = value as readonly { __ref: string }[];
                  if (!ref || list.some((item) => readField<string>('id', item) === created.id)) return value;
                  return [ref, ...list];
                },
              },
            });
          },
        });
        return { ok: true, secret: result.data!.createWebhookEndpoint.signingSecret };
      } catch (failure) {
        return { ok: false, error: graphQLErrorMessage(failure, 'The endpoint could not be added. Please try again.'), fields: graphQLFieldErrors(failure) };
      }
    },
    [create, brandId],
  );
  return { createEndpoint: run, creating: loading };
}

/** An owner deletes an endpoint: it and its deliveries leave the page. */
export function useDeleteWebhookEndpointMutation() {
  const [remove] = useMutation(DELETE_ENDPOINT);
  return useCallback(
    async (endpoint: { id: string; url: string }) => {
      try {
        await remove({
          variables: { id: endpoint.id },
          update(cache) {
            cache.evict({ id: cache.identify({ __typename: 'WebhookEndpoint', id: endpoint.id }) });
            cache.gc();
          },
        });
        toast({ title: 'Endpoint deleted', description: `${endpoint.url} is told of nothing more.` });
      } catch (failure) {
        toast({ variant: 'destructive', title: 'Not deleted', description: graphQLErrorMessage(failure, 'Please try again.') });
      }
    },
    [remove],
  );
}

/** An owner turns a disabled endpoint back on; its row updates in place. */
export function useEnableWebhookEndpointMutation() {
  const [enable] = useMutation(ENABLE);
  return useCallback(
    async (endpoint: { id: string; url: string }) => {
      try {
        await enable({ variables: { id: endpoint.id } });
        toast({ title: 'Endpoint on again', description: `New events go to ${endpoint.url}. Replay the failed deliveries you still need.` });
      } catch (failure) {
        toast({ variant: 'destructive', title: 'Still off', description: graphQLErrorMessage(failure, 'Please try again.') });
      }
    },
    [enable],
  );
}

/** An owner sends a failed delivery again: it is pending once more, and its row says so. */
export function useReplayWebhookDeliveryMutation() {
  const [replay] = useMutation(REPLAY);
  return useCallback(
    async (delivery: { id: string }) => {
      try {
        await replay({ variables: { id: delivery.id } });
        toast({ title: 'Delivery queued', description: 'It is sent again now, with the same event id, and retried for 3 more days.' });
      } catch (failure) {
        toast({ variant: 'destructive', title: 'Not replayed', description: graphQLErrorMessage(failure, 'Please try again.') });
      }
    },
    [replay],
  );
}
