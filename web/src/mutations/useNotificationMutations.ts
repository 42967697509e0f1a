import type { ApolloCache, Reference } from '@apollo/client';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../gql';
import { leaveConnection } from './cacheLists';

const MARK_NOTIFICATIONS_SEEN = graphql(`
  mutation MarkNotificationsSeen {
    markNotificationsSeen
  }
`);

const MARK_NOTIFICATION_READ = graphql(`
  mutation MarkNotificationRead($id: ID!) {
    markNotificationRead(id: $id) {
      id
      readAt
      seenAt
    }
  }
`);

const MARK_ALL_NOTIFICATIONS_READ = graphql(`
  mutation MarkAllNotificationsRead {
    markAllNotificationsRead
  }
`);

const MARK_NOTIFICATION_DONE = graphql(`
  mutation MarkNotificationDone($id: ID!) {
    markNotificationDone(id: $id)
  }
`);

/** Whether an item was seen: reading or finishing an unseen one takes one off the badge. */
const NOTIFICATION_SEEN_STATE = graphql(`
  fragment NotificationSeenState on Notification {
    id
    seenAt
  }
`);

/** Just the viewer's id: where the badge's count and the lists are stored in the cache. */
const NOTIFICATION_VIEWER = graphql(`
  query NotificationViewer {
    viewer {
      id
    }
  }
`);

type Edge = { __typename?: string; cursor?: string; node: Reference };
type StoredList = { edges?: readonly Edge[]; totalCount?: number };

/** Whether a stored list is the unread filter's: `notifications:{"unreadOnly":true}` (its key arguments). */
const unreadOnlyList = (storeFieldName: string) => storeFieldName.includes('"unreadOnly":true');

/** The signed-in viewer's cache id, once any page has read the viewer (the navigation always has). */
function viewerId(cache: ApolloCache): string | undefined {
  const viewer = cache.readQuery({ query: NOTIFICATION_VIEWER })?.viewer;
  return viewer ? cache.identify({ __typename: 'User', id: viewer.id }) : undefined;
}

/** The bell's badge: the viewer's unseen count, as the server or a known change sets it. */
function setUnseenCount(cache: ApolloCache, count: (current: number) => number): void {
  const id = viewerId(cache);
  if (!id) return;
  cache.modify<{ unseenNotificationCount: number }>({
    id,
    fields: { unseenNotificationCount: (current) => Math.max(0, count(current)) },
  });
}

/** Whether the cached item is still unseen: reading or finishing it then takes one off the badge. */
function isUnseen(cache: ApolloCache, id: string): boolean {
  const item = cache.readFragment({ fragment: NOTIFICATION_SEEN_STATE, id: cache.identify({ __typename: 'Notification', id }) });
  return item?.seenAt === null;
}

/**
 * A live item (new, or an unread one that gathered another event) to the top of every stored
 * list, all and unread alike: an item that arrives or gathers is unread. An item already listed
 * moves up, keeping its cursor; a new one adds one to the total. The badge takes the count the
 * event carries. The item itself is already in the cache, written there by the subscription.
 */
export function addLiveNotification(cache: ApolloCache, item: { id: string; unseenCount?: number | null }): void {
  const id = viewerId(cache);
  if (!id) return;
  if (typeof item.unseenCount === 'number') {
    const unseen = item.unseenCount;
    setUnseenCount(cache, () => unseen);
  }
  cache.modify({
    id,
    fields: {
      notifications: (value, { toReference, readField }) => {
        const list = value as StoredList;
        if (!list.edges) return value;
        const node = toReference({ __typename: 'Notification', id: item.id });
        if (!node) return value;
        const listed = list.edges.find((edge) => readField<string>('id', edge.node) === item.id);
        const others = list.edges.filter((edge) => edge !== listed);
        const edge: Edge = listed ?? { __typename: 'NotificationsEdge', cursor: '', node };
        return {
          ...list,
          edges: [edge, ...others],
          ...(typeof list.totalCount === 'number' && !listed ? { totalCount: list.totalCount + 1 } : {}),
        };
      },
    },
  });
}

/**
 * After the socket reconnects, the stored lists may have missed items: they are dropped, and a
 * list on screen reads itself again. The badge's count is read again by the navigation.
 */
export function forgetNotificationLists(cache: ApolloCache): void {
  const id = viewerId(cache);
  if (!id) return;
  cache.evict({ id, fieldName: 'notifications' });
  cache.gc();
}

/** The panel opened: every item is seen, so the badge clears at once. */
export function useMarkNotificationsSeenMutation() {
  const [mutate] = useMutation(MARK_NOTIFICATIONS_SEEN, {
    optimisticResponse: { markNotificationsSeen: 0 },
    update: (cache) => setUnseenCount(cache, () => 0),
  });
  return useCallback(() => mutate(), [mutate]);
}

/** Takes an item off every stored list by its id (or off the unread lists only). */
function leaveLists(cache: ApolloCache, id: string, { unreadOnly }: { unreadOnly: boolean }): void {
  cache.modify({
    id: viewerId(cache),
    fields: {
      notifications: (value, { storeFieldName, readField }) => (!unreadOnly || unreadOnlyList(storeFieldName) ? leaveConnection(value, id, readField) : value),
    },
  });
}

/**
 * One item read (and seen): the answer sets its read state in the cache. It leaves the unread
 * lists, and an item not seen yet takes one off the badge.
 */
export function useMarkNotificationReadMutation() {
  const client = useApolloClient();
  const [mutate] = useMutation(MARK_NOTIFICATION_READ);
  return useCallback(
    (id: string) => {
      const unseen = isUnseen(client.cache, id);
      return mutate({
        variables: { id },
        update: (cache) => {
          if (unseen) setUnseenCount(cache, (n) => n - 1);
          leaveLists(cache, id, { unreadOnly: true });
        },
      });
    },
    [client, mutate],
  );
}

/**
 * Every item read: the stored items are marked read where they are, the unread lists empty, and
 * the badge clears (reading sees too).
 */
export function useMarkAllNotificationsReadMutation() {
  const [mutate] = useMutation(MARK_ALL_NOTIFICATIONS_READ);
  return useCallback(() => {
    const now = new Date().toISOString();
    return mutate({
      optimisticResponse: { markAllNotificationsRead: 0 },
      update: (cache) => {
        setUnseenCount(cache, () => 0);
        const listed = new Set<string>();
        cache.modify({
          id: viewerId(cache),
          fields: {
            notifications: (value, { storeFieldName, readField }) => {
              const list = value as StoredList;
              if (unreadOnlyList(storeFieldName)) {
                return list.edges ? { ...list, edges: [], totalCount: 0, pageInfo: { hasNextPage: false, endCursor: null } } : value;
              }
              for (const edge of list.edges ?? []) {
                const itemId = readField<string>('id', edge.node);
                if (itemId) listed.add(itemId);
              }
              return value;
            },
          },
        });
        for (const itemId of listed) {
          cache.modify<{ readAt: string | null; seenAt: string | null }>({
            id: cache.identify({ __typename: 'Notification', id: itemId }),
            fields: { readAt: (readAt) => readAt ?? now, seenAt: (seenAt) => seenAt ?? now },
          });
        }
      },
    });
  }, [mutate]);
}

/**
 * Done: the item leaves every list for good and its entry leaves the cache; an item not seen yet
 * takes one off the badge. Optimistic: it goes at once, and comes back if the server refuses.
 */
export function useMarkNotificationDoneMutation() {
  const client = useApolloClient();
  const [mutate] = useMutation(MARK_NOTIFICATION_DONE);
  return useCallback(
    (id: string) => {
      const unseen = isUnseen(client.cache, id);
      return mutate({
        variables: { id },
        optimisticResponse: { markNotificationDone: true },
        update: (cache, { data }) => {
          if (!data?.markNotificationDone) return;
          if (unseen) setUnseenCount(cache, (n) => n - 1);
          leaveLists(cache, id, { unreadOnly: false });
        },
      });
    },
    [client, mutate],
  );
}
