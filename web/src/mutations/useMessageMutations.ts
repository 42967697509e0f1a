import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useAuth } from '../auth/authContext';
import { graphql } from '../gql';
import { addMessageToConversation, hasInboxRow, knowsUnreadCount, raiseConversation, readConversationInCache } from './conversationCache';

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

/** A conversation's unread count, written when the cache had none. */
const READ_STATE = graphql(`
  fragment ConversationReadState on Conversation {
    id
    unreadCount
  }
`);

/**
 * Where a conversation stands in the inbox and among the requests (its order, whether a first
 * message or an answered request puts it there) and the counts on the badges are the server's:
 * the lists on screen read themselves again.
 */
const INBOX_QUERIES = ['InboxQuery', 'MessageRequestCountQuery', 'NavCountsQuery'];

/**
 * Sends a message. The answer is the message: it joins the end of the open conversation and its
 * inbox row, which goes to the top of the inbox, in the cache (its announcement, heard after,
 * changes nothing more). A conversation the inbox has no row for yet (the first message of a new
 * one) is read with the inbox again: its row is the server's.
 */
export function useSendMessageMutation() {
  const auth = useAuth();
  const viewerId = auth.status === 'signed-in' ? auth.user.id : null;
  const client = useApolloClient();
  const [mutate] = useMutation(SEND_MESSAGE);
  return useCallback(
    async (conversationId: string, body: string) => {
      const known = hasInboxRow(client.cache, conversationId);
      const { data } = await mutate({
        variables: { conversationId, body },
        update: (cache, { data: answer }) => {
          const message = answer?.sendMessage;
          if (!message || !viewerId) return;
          addMessageToConversation(cache, message, { unread: false });
          raiseConversation(cache, viewerId, { id: conversationId, isRequest: false }, { join: false });
        },
        refetchQueries: known ? [] : ['InboxQuery'],
      });
      return data?.sendMessage ?? null;
    },
    [client, mutate, viewerId],
  );
}

/**
 * Marks a conversation read: its unread count goes to zero in the cache and the navigation's
 * total drops by what it held (its announcement to this tab, heard after, finds nothing left to
 * read). Only when the cache did not know the conversation's count is the total read again.
 */
export function useMarkConversationReadMutation() {
  const auth = useAuth();
  const viewerId = auth.status === 'signed-in' ? auth.user.id : null;
  const client = useApolloClient();
  const [mutate] = useMutation(MARK_CONVERSATION_READ);
  return useCallback(
    (conversationId: string) => {
      const counted = knowsUnreadCount(client.cache, conversationId);
      return mutate({
        variables: { conversationId },
        update: (cache) => {
          if (counted) {
            if (viewerId) readConversationInCache(cache, viewerId, conversationId);
            return;
          }
          // Unknown here: it holds none from now on, and the total is the server's to say.
          const id = cache.identify({ __typename: 'Conversation', id: conversationId });
          cache.writeFragment({ fragment: READ_STATE, id, data: { id: conversationId, unreadCount: 0 } });
        },
        refetchQueries: counted ? [] : ['NavCountsQuery'],
      });
    },
    [client, mutate, viewerId],
  );
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
