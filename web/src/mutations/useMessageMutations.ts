import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../gql';

const SEND_MESSAGE = graphql(`
  mutation SendMessage($conversationId: ID!, $body: String!) {
    sendMessage(conversationId: $conversationId, body: $body) {
      ...MessageBubble_message
    }
  }
`);

const MARK_CONVERSATION_READ = graphql(`
  mutation MarkConversationRead($conversationId: ID!) {
    markConversationRead(conversationId: $conversationId) {
      id
      unreadCount
    }
  }
`);

const ACCEPT_MESSAGE_REQUEST = graphql(`
  mutation AcceptMessageRequest($conversationId: ID!) {
    acceptMessageRequest(conversationId: $conversationId) {
      id
      isRequest
    }
  }
`);

const DECLINE_MESSAGE_REQUEST = graphql(`
  mutation DeclineMessageRequest($conversationId: ID!) {
    declineMessageRequest(conversationId: $conversationId)
  }
`);

/**
 * Where a conversation stands in the inbox and among the requests (its order, whether a first
 * message or an answered request puts it there) and the counts on the badges are the server's:
 * the lists on screen read themselves again.
 */
const INBOX_QUERIES = ['InboxQuery', 'MessageRequestCountQuery', 'NavCountsQuery'];

/** Sends a message; the answer is the message, handed back to the conversation that shows it. */
export function useSendMessageMutation() {
  const [mutate] = useMutation(SEND_MESSAGE, { refetchQueries: ['InboxQuery'] });
  return useCallback(
    async (conversationId: string, body: string) => (await mutate({ variables: { conversationId, body } })).data?.sendMessage ?? null,
    [mutate],
  );
}

/**
 * Marks a conversation read: the answer sets its cached unread count. The badge's total across
 * every conversation is the server's count, read again.
 */
export function useMarkConversationReadMutation() {
  const [mutate] = useMutation(MARK_CONVERSATION_READ, { refetchQueries: ['NavCountsQuery'] });
  return useCallback((conversationId: string) => mutate({ variables: { conversationId } }), [mutate]);
}

/** Accepts a message request: the answer turns the cached conversation into a normal one. */
export function useAcceptMessageRequestMutation() {
  const [mutate] = useMutation(ACCEPT_MESSAGE_REQUEST, { refetchQueries: INBOX_QUERIES });
  return useCallback((conversationId: string) => mutate({ variables: { conversationId } }), [mutate]);
}

/** Declines a message request: it leaves the requests, and the other side is not told. */
export function useDeclineMessageRequestMutation() {
  const [mutate] = useMutation(DECLINE_MESSAGE_REQUEST, { refetchQueries: INBOX_QUERIES });
  return useCallback((conversationId: string) => mutate({ variables: { conversationId } }), [mutate]);
}
