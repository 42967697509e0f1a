import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphQLErrorMessage } from '../apollo/errors';
import { graphql } from '../gql';
import { toast } from '../stores/toastStore';

const LEAVE_BRAND_CONVERSATION = graphql(`
  mutation LeaveBrandConversationMutation($conversationId: ID!) {
    leaveBrandConversation(conversationId: $conversationId) {
      id
      status
      conversationId
    }
  }
`);

/**
 * A creator leaves a brand conversation: their connection with the brand becomes ENDED (the
 * answer updates the cached request in place), and the conversation's cached `canSend` is dropped
 * so the composer reads that nobody writes there any more.
 */
export function useLeaveBrandConversationMutation() {
  const [mutate, { loading }] = useMutation(LEAVE_BRAND_CONVERSATION);

  const leave = useCallback(
    async (conversationId: string, brandName: string): Promise<boolean> => {
      try {
        await mutate({
          variables: { conversationId },
          update(cache) {
            cache.evict({ id: cache.identify({ __typename: 'DirectConversation', id: conversationId }), fieldName: 'canSend' });
          },
        });
        toast({ title: `You left the conversation with ${brandName}`, description: 'Its team can no longer write to you here.' });
        return true;
      } catch (failure) {
        toast({ variant: 'destructive', title: 'Could not leave', description: graphQLErrorMessage(failure, 'Please try again.') });
        return false;
      }
    },
    [mutate],
  );

  return { leave, leaving: loading };
}
