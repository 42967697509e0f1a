import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { onSocketReconnect } from '../../apollo/lazyApollo';
import { useReadingConversation } from '../../live/readingConversation';
import { useMarkConversationReadMutation } from '../../mutations/useMessageMutations';
import type { ConversationQueryQuery } from '../../gql/graphql';
import { CONVERSATION_QUERY } from './messageOperations';
import { mergeMessages, type ChatMessage } from './messageList';

export type Conversation = NonNullable<ConversationQueryQuery['conversation']>;

type Options = {
  conversation: Conversation;
  /** Whether a message is the viewer's own. */
  mine: (message: ChatMessage) => boolean;
};

type Head = Conversation['messages']['edges'];

/**
 * A conversation's messages, oldest first: the newest page as the cache holds it (the tab's live
 * updates and one's own sends add each new message to its end), older pages on demand, and,
 * after a dropped socket, every message it missed. The conversation is marked read while it is
 * in view, and again as each message from the other side arrives: one request per message.
 */
export function useConversationHistory({ conversation, mine }: Options) {
  const client = useApolloClient();
  const { id } = conversation;
  const head = conversation.messages.edges;
  // Messages beyond the cached head: older pages, the missed ones, and a head read again later
  // would otherwise drop what the earlier head held.
  const [beyond, setBeyond] = useState<ChatMessage[]>([]);
  const [lastHead, setLastHead] = useState<Head>(head);
  if (lastHead !== head) {
    setLastHead(head);
    setBeyond((list) => mergeMessages(list, nodesOf(lastHead)));
  }
  const messages = useMemo(() => mergeMessages(beyond, nodesOf(head)), [beyond, head]);
  const [older, setOlder] = useState({
    cursor: conversation.messages.pageInfo.startCursor,
    more: conversation.messages.pageInfo.hasPreviousPage,
    loading: false,
  });
  /** The newest message fetched through a query: where catching up after a reconnect starts. */
  const newestCursor = useRef(conversation.messages.pageInfo.endCursor);
  useReadingConversation(id);
  const markRead = useMarkRead(id, conversation.isRequest);

  // A new message from the other side is read as it shows (the mount's own read covers the first).
  const newest = messages.at(-1);
  const newestTheirs = newest && !mine(newest) ? newest.id : null;
  const lastRead = useRef(newestTheirs);
  useEffect(() => {
    if (!newestTheirs || newestTheirs === lastRead.current) return;
    lastRead.current = newestTheirs;
    markRead();
  }, [newestTheirs, markRead]);

  // Messages are stored before they are announced: after a dropped socket, fetch what it missed.
  useEffect(
    () =>
      onSocketReconnect(async () => {
        // Every page until the newest: a busy conversation may have grown by many pages meanwhile.
        while (newestCursor.current) {
          const { data } = await client.query({ query: CONVERSATION_QUERY, variables: { id, after: newestCursor.current }, fetchPolicy: 'network-only' });
          const edges = data?.conversation?.messages.edges ?? [];
          if (edges.length === 0) break;
          setBeyond((list) => mergeMessages(list, nodesOf(edges)));
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
      setBeyond((list) => mergeMessages(list, nodesOf(page.edges)));
      setOlder({ cursor: page.pageInfo.startCursor, more: page.pageInfo.hasPreviousPage, loading: false });
    } catch {
      setOlder((o) => ({ ...o, loading: false }));
    }
  }, [client, id, older]);

  return { messages, olderMore: older.more, olderLoading: older.loading, loadOlder };
}

const nodesOf = (edges: Head) => edges.map((edge) => edge.node);

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
