import type { ApolloClient } from '@apollo/client';
import { useSubscription } from '@apollo/client/react';
import { graphql } from '../gql';
import type { LiveMessageAddedSubscription } from '../gql/graphql';
import {
  addMessageToConversation,
  addToUnreadTotal,
  ConversationSeat_conversation,
  hasInboxRow,
  raiseConversation,
  readConversationInCache,
} from '../mutations/conversationCache';
import { sentByViewer } from './messageSides';
import { isBeingRead } from './readingConversation';

/** Every new message of the viewer's conversations, with what its bubble shows. */
const LIVE_MESSAGE_ADDED = graphql(`
  subscription LiveMessageAdded {
    messageAdded {
      ...MessageBubble_message
    }
  }
`);

/** The viewer read a conversation, in this tab or another. */
const LIVE_CONVERSATION_READ = graphql(`
  subscription LiveConversationRead {
    conversationRead {
      conversationId
    }
  }
`);

/** A conversation the tab has not seen yet: its inbox row and the viewer's unread total, in one read. */
const LIVE_CONVERSATION_ROW = graphql(`
  query LiveConversationRow($id: ID!) {
    conversation(id: $id) {
      id
      ...InboxRow_conversation
    }
    viewer {
      id
      unreadMessageCount
    }
  }
`);

type LiveMessage = LiveMessageAddedSubscription['messageAdded'];

/** Reads of unknown conversations in flight: a second message of the same one waits for the first read. */
const rowReads = new Map<string, Promise<void>>();

/**
 * A message arrives in the tab, and goes into the cache in place: the end of its conversation
 * (shown when open), its inbox row (newest message, unread count, to the top of the inbox) and the
 * navigation's unread total. A message from the other side counts unread unless its conversation
 * is on screen in a tab in view (that view marks it read: the tab's one request for it); a
 * message request's unread messages stay out of the total. Nothing is read from the server, but
 * for a conversation the tab has never seen: then its row (with the total) is read once.
 */
export async function receiveMessage(client: ApolloClient, viewerId: string, message: LiveMessage, { afterRead = false } = {}): Promise<void> {
  const { cache } = client;
  const pending = rowReads.get(message.conversationId);
  if (pending) return pending.then(() => receiveMessage(client, viewerId, message, { afterRead: true }));
  const id = cache.identify({ __typename: 'Conversation', id: message.conversationId });
  const seat = id ? cache.readFragment({ fragment: ConversationSeat_conversation, id }) : null;
  if (!seat) {
    if (!afterRead) await readUnknownConversation(client, viewerId, message.conversationId);
    return;
  }
  const mine = sentByViewer(message.sender, seat.other, viewerId);
  const unread = !mine && !(isBeingRead(seat.id) && !seat.isRequest);
  if (!addMessageToConversation(cache, message, { unread })) return;
  if (unread && !seat.isRequest) addToUnreadTotal(cache, viewerId, 1);
  raiseConversation(cache, viewerId, seat, { join: hasInboxRow(cache, seat.id) });
}

/** Reads the row of a conversation the tab has not seen, and puts it at the top of its list. */
function readUnknownConversation(client: ApolloClient, viewerId: string, conversationId: string): Promise<void> {
  const read = client
    .query({ query: LIVE_CONVERSATION_ROW, variables: { id: conversationId }, fetchPolicy: 'network-only' })
    .then(({ data }) => {
      const row = data?.conversation;
      if (row) raiseConversation(client.cache, viewerId, row, { join: true });
    })
    .catch(() => undefined)
    .finally(() => rowReads.delete(conversationId));
  rowReads.set(conversationId, read);
  return read;
}

/**
 * A conversation was read (in any tab): its unread count goes to zero in the cache and the total
 * drops by what it held. Only when the tab did not know that count is the total read again.
 */
export function conversationWasRead(client: ApolloClient, viewerId: string, conversationId: string): void {
  if (!readConversationInCache(client.cache, viewerId, conversationId)) void client.refetchQueries({ include: ['NavCountsQuery'] }).catch(() => undefined);
}

/** The tab's one subscription to new messages and one to reads, each event written into the cache. */
export function useLiveMessages(viewerId: string | null): void {
  useSubscription(LIVE_MESSAGE_ADDED, {
    skip: !viewerId,
    ignoreResults: true,
    onData: ({ client, data }) => {
      const message = data.data?.messageAdded;
      if (message && viewerId) void receiveMessage(client, viewerId, message).catch(() => undefined);
    },
  });
  useSubscription(LIVE_CONVERSATION_READ, {
    skip: !viewerId,
    ignoreResults: true,
    onData: ({ client, data }) => {
      const read = data.data?.conversationRead;
      if (read && viewerId) conversationWasRead(client, viewerId, read.conversationId);
    },
  });
}
