import { useApolloClient, useSubscription } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { onSocketReconnect } from '../../apollo/lazyApollo';
import { useMarkConversationReadMutation } from '../../mutations/useMessageMutations';
import type { ConversationQueryQuery } from '../../gql/graphql';
import { CONVERSATION_QUERY, MESSAGE_ADDED } from './messageOperations';
import { mergeMessages, type ChatMessage } from './messageList';

export type Conversation = NonNullable<ConversationQueryQuery['conversation']>;

type Options = {
  conversation: Conversation;
  /** Whether a message is the viewer's own. */
  mine: (message: ChatMessage) => boolean;
};

/**
 * A conversation's messages, oldest first: the first page from the query, older pages on demand,
 * live new messages from every tab of both sides, and, after a dropped socket, every message it
 * missed. The conversation is marked read while it is in view.
 */
export function useConversationHistory({ conversation, mine }: Options) {
  const client = useApolloClient();
  const { id } = conversation;
  const [messages, setMessages] = useState<ChatMessage[]>(() => conversation.messages.edges.map((e) => e.node));
  const [older, setOlder] = useState({
    cursor: conversation.messages.pageInfo.startCursor,
    more: conversation.messages.pageInfo.hasPreviousPage,
    loading: false,
  });
  /** The newest message fetched through a query: where catching up after a reconnect starts. */
  const newestCursor = useRef(conversation.messages.pageInfo.endCursor);
  const markRead = useMarkRead(id, conversation.isRequest);

  useSubscription(MESSAGE_ADDED, {
    onData: ({ data: event }) => {
      const message = event.data?.messageAdded;
      if (!message || message.conversationId !== id) return;
      setMessages((list) => mergeMessages(list, [message]));
      if (!mine(message)) markRead();
    },
  });

  // Messages are stored before they are announced: after a dropped socket, fetch what it missed.
  useEffect(
    () =>
      onSocketReconnect(async () => {
        // Every page until the newest: a busy conversation may have grown by many pages meanwhile.
        while (newestCursor.current) {
          const { data } = await client.query({ query: CONVERSATION_QUERY, variables: { id, after: newestCursor.current }, fetchPolicy: 'network-only' });
          const edges = data?.conversation?.messages.edges ?? [];
          if (edges.length === 0) break;
          setMessages((list) =>
            mergeMessages(
              list,
              edges.map((e) => e.node),
            ),
          );
          newestCursor.current = edges.at(-1)!.cursor;
          if (!data?.conversation?.messages.pageInfo.hasNextPage) break;
        }
      }),
    [client, id],
  );

  const loadOlder = useCallback(async () => {
    if (!older.more || older.loading || !older.cursor) return;
    setOlder((o) => ({ ...o, loading: true }));
    try {
      const { data } = await client.query({ query: CONVERSATION_QUERY, variables: { id, before: older.cursor }, fetchPolicy: 'network-only' });
      const page = data?.conversation?.messages;
      if (!page) return;
      setMessages((list) =>
        mergeMessages(
          list,
          page.edges.map((e) => e.node),
        ),
      );
      setOlder({ cursor: page.pageInfo.startCursor, more: page.pageInfo.hasPreviousPage, loading: false });
    } catch {
      setOlder((o) => ({ ...o, loading: false }));
    }
  }, [client, id, older]);

  /** The viewer's own message, as the server answered its send. */
  const addSent = useCallback((message: ChatMessage) => setMessages((list) => mergeMessages(list, [message])), []);

  return { messages, olderMore: older.more, olderLoading: older.loading, loadOlder, addSent };
}

/** Marks the conversation read now and whenever the tab comes back into view; a request stays unread until accepted. */
function useMarkRead(id: string, isRequest: boolean) {
  const markConversationRead = useMarkConversationReadMutation();
  const markRead = useCallback(() => {
    if (document.visibilityState !== 'visible' || isRequest) return;
    void markConversationRead(id).catch(() => undefined);
  }, [markConversationRead, id, isRequest]);

  useEffect(() => {
    markRead();
    document.addEventListener('visibilitychange', markRead);
    return () => document.removeEventListener('visibilitychange', markRead);
  }, [markRead]);
  return markRead;
}
