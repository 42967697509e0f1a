import type { ApolloCache, Reference } from '@apollo/client';
import { graphql } from '../gql';
import { storeArgs } from './cacheLists';

/**
 * A message as a conversation shows it (one bubble). The conversation's query, the send's answer
 * and the live announcement all select it, so a message the live client adds is complete.
 */
export const MessageBubble_message = graphql(`
  fragment MessageBubble_message on Message {
    id
    conversationId
    body
    createdAt
    sender {
      id
    }
  }
`);

/**
 * What an inbox row shows of a conversation. The inbox's query and the live client's read of a
 * conversation it has not seen yet select the same, so a row the live client adds is complete.
 */
export const InboxRow_conversation = graphql(`
  fragment InboxRow_conversation on Conversation {
    id
    isRequest
    unreadCount
    lastMessageAt
    other {
      id
      kind
      displayName
      avatarUrl
    }
    lastMessage {
      id
      body
      sender {
        id
      }
    }
  }
`);

/** What a live message needs to know of its conversation: which side is the other one, and whether it is a request. */
export const ConversationSeat_conversation = graphql(`
  fragment ConversationSeat_conversation on Conversation {
    id
    isRequest
    other {
      id
    }
  }
`);

/** A conversation's newest message as the inbox knows it, and its unread count: what decides whether a message is news. */
const CONVERSATION_LATEST = graphql(`
  fragment ConversationLatest on Conversation {
    id
    isRequest
    unreadCount
    lastMessage {
      id
    }
  }
`);

/** A message as the cache stores it under its conversation. */
export type CachedMessage = { id: string; conversationId: string; createdAt: string };

type Edge = { __typename?: string; cursor?: string; node: Reference };
type StoredList = { edges?: readonly Edge[]; totalCount?: number };

/** Message ids are a sequence that rises in commit order: compared as numbers, not as strings. */
export const newerMessageId = (a: string, b: string) => a.length > b.length || (a.length === b.length && a > b);

const conversationCacheId = (cache: ApolloCache, id: string) => cache.identify({ __typename: 'Conversation', id });
const viewerCacheId = (cache: ApolloCache, viewerId: string) => cache.identify({ __typename: 'User', id: viewerId });

/** A stored page of a conversation's messages is its head (the newest) when it was read without `before` or `after`. */
const isHead = (storeFieldName: string) => {
  const args = storeArgs<{ before: string | null; after: string | null }>(storeFieldName);
  return !args.before && !args.after;
};

/** Whether a stored list of conversations is the message requests' (`conversations:{"requests":true}`). */
const isRequestList = (storeFieldName: string) => storeFieldName.includes('"requests":true');

/**
 * A new message joins its conversation in the cache, in place: the end of the stored head of its
 * messages (the open conversation shows it), the inbox row's newest message and time, and, when
 * `unread`, one more unread. The message itself is already in the cache (the subscription or the
 * send wrote it). A message the cache has already taken (one's own send, then its announcement)
 * changes nothing: answers whether it was news.
 */
export function addMessageToConversation(cache: ApolloCache, message: CachedMessage, { unread }: { unread: boolean }): boolean {
  const id = conversationCacheId(cache, message.conversationId);
  if (!id) return false;
  const latest = cache.readFragment({ fragment: CONVERSATION_LATEST, id, returnPartialData: true });
  // A first pass only reads (returning each value as it is changes nothing): is it in the head already?
  let inHead = false;
  cache.modify({
    id,
    fields: {
      messages: (value, { storeFieldName, readField }) => {
        if (isHead(storeFieldName) && (value as StoredList).edges?.some((edge) => readField<string>('id', edge.node) === message.id)) inHead = true;
        return value;
      },
    },
  });
  const latestId = latest?.lastMessage?.id;
  if (inHead || (latestId && !newerMessageId(message.id, latestId))) return false;
  cache.modify({
    id,
    fields: {
      messages: (value, { storeFieldName, toReference }) => {
        const page = value as StoredList;
        const node = toReference({ __typename: 'Message', id: message.id });
        if (!isHead(storeFieldName) || !page.edges || !node) return value;
        return { ...page, edges: [...page.edges, { __typename: 'MessageEdge', cursor: '', node }] };
      },
      lastMessage: (value, { toReference }) => toReference({ __typename: 'Message', id: message.id }) ?? value,
      lastMessageAt: () => message.createdAt,
      unreadCount: (count: number) => (unread ? count + 1 : count),
    },
  });
  return true;
}

/**
 * A conversation goes to the top of the stored inbox lists that hold it. One they do not hold
 * joins the top of its own list (inbox or requests) when `join` (its row is in the cache), and
 * that list counts one more.
 */
export function raiseConversation(cache: ApolloCache, viewerId: string, conversation: { id: string; isRequest: boolean }, { join }: { join: boolean }): void {
  cache.modify({
    id: viewerCacheId(cache, viewerId),
    fields: {
      conversations: (value, { storeFieldName, readField, toReference }) => {
        const list = value as StoredList;
        if (!list.edges) return value;
        const listed = list.edges.find((edge) => readField<string>('id', edge.node) === conversation.id);
        if (listed) return list.edges[0] === listed ? value : { ...list, edges: [listed, ...list.edges.filter((edge) => edge !== listed)] };
        const node = toReference({ __typename: 'Conversation', id: conversation.id });
        if (!join || !node || isRequestList(storeFieldName) !== conversation.isRequest) return value;
        return {
          ...list,
          edges: [{ __typename: 'ConversationEdge', cursor: '', node }, ...list.edges],
          ...(typeof list.totalCount === 'number' ? { totalCount: list.totalCount + 1 } : {}),
        };
      },
    },
  });
}

/** Whether the conversation's inbox row is complete in the cache (a list may show it as it is). */
export function hasInboxRow(cache: ApolloCache, conversationId: string): boolean {
  const id = conversationCacheId(cache, conversationId);
  return Boolean(id && cache.readFragment({ fragment: InboxRow_conversation, id }));
}

/** The navigation's unread total moves by `delta` (never below zero). */
export function addToUnreadTotal(cache: ApolloCache, viewerId: string, delta: number): void {
  if (delta === 0) return;
  cache.modify<{ unreadMessageCount: number }>({
    id: viewerCacheId(cache, viewerId),
    fields: { unreadMessageCount: (count) => Math.max(0, count + delta) },
  });
}

/** Whether the cache holds a conversation's unread count and whether it is a request: what reading it takes off the total. */
export function knowsUnreadCount(cache: ApolloCache, conversationId: string): boolean {
  const id = conversationCacheId(cache, conversationId);
  const latest = id ? cache.readFragment({ fragment: CONVERSATION_LATEST, id, returnPartialData: true }) : null;
  return typeof latest?.unreadCount === 'number' && typeof latest.isRequest === 'boolean';
}

/**
 * A conversation was read: its unread count goes to zero, and the navigation's total (which
 * counts the inbox, not the requests) drops by what it held. Answers false when the cache does
 * not know how many it held: then only the server can say what the total is now.
 */
export function readConversationInCache(cache: ApolloCache, viewerId: string, conversationId: string): boolean {
  const id = conversationCacheId(cache, conversationId);
  const latest = id ? cache.readFragment({ fragment: CONVERSATION_LATEST, id, returnPartialData: true }) : null;
  if (!id || typeof latest?.unreadCount !== 'number' || typeof latest.isRequest !== 'boolean') return false;
  const held = latest.unreadCount;
  if (held === 0) return true;
  cache.modify<{ unreadCount: number }>({ id, fields: { unreadCount: () => 0 } });
  if (!latest.isRequest) addToUnreadTotal(cache, viewerId, -held);
  return true;
}
