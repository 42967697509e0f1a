import { InMemoryCache } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { typePolicies } from '../apollo/typePolicies';
import { addLiveNotification, forgetNotificationLists } from './useNotificationMutations';

const ALL = 'notifications:{"unreadOnly":false}';
const UNREAD = 'notifications:{"unreadOnly":true}';
const PANEL = 'notifications:{"@connection":{"key":"panel"},"unreadOnly":false}';

const item = (id: string) => ({ __typename: 'Notification', id, seenAt: null, readAt: null });
const edge = (id: string) => ({ __typename: 'NotificationsEdge', cursor: `c-${id}`, node: { __ref: `Notification:${id}` } });
const list = (...ids: string[]) => ({
  __typename: 'NotificationsConnection',
  totalCount: ids.length,
  edges: ids.map(edge),
  pageInfo: { hasNextPage: false, endCursor: null },
});

/** A cache as the app leaves it: the viewer with its badge count and three stored lists. */
function cacheWithLists() {
  const cache = new InMemoryCache({ typePolicies });
  cache.restore({
    ROOT_QUERY: { __typename: 'Query', viewer: { __ref: 'User:u1' } },
    'User:u1': { __typename: 'User', id: 'u1', unseenNotificationCount: 1, [ALL]: list('n1', 'n2'), [UNREAD]: list('n1'), [PANEL]: list('n1', 'n2') },
    'Notification:n1': item('n1'),
    'Notification:n2': item('n2'),
    'Notification:n3': item('n3'),
  });
  return cache;
}

const stored = (cache: InMemoryCache, field: string) => {
  const value = (cache.extract()['User:u1'] as Record<string, { totalCount: number; edges: { node: { __ref: string } }[] }>)[field]!;
  return { ids: value.edges.map((e) => e.node.__ref.split(':')[1]), totalCount: value.totalCount };
};

describe('live notifications in the cache', () => {
  it('puts a new item at the top of every stored list and takes the count it carries', () => {
    const cache = cacheWithLists();
    addLiveNotification(cache, { id: 'n3', unseenCount: 2 });
    expect(stored(cache, ALL)).toEqual({ ids: ['n3', 'n1', 'n2'], totalCount: 3 });
    expect(stored(cache, UNREAD)).toEqual({ ids: ['n3', 'n1'], totalCount: 2 });
    expect(stored(cache, PANEL)).toEqual({ ids: ['n3', 'n1', 'n2'], totalCount: 3 });
    expect((cache.extract()['User:u1'] as { unseenNotificationCount: number }).unseenNotificationCount).toBe(2);
  });

  it('moves an item that gathered another event to the top, once, with the same total', () => {
    const cache = cacheWithLists();
    addLiveNotification(cache, { id: 'n2', unseenCount: 1 });
    expect(stored(cache, ALL)).toEqual({ ids: ['n2', 'n1'], totalCount: 2 });
    // Only an unread item gathers events, so it belongs on the unread list too.
    expect(stored(cache, UNREAD)).toEqual({ ids: ['n2', 'n1'], totalCount: 2 });
  });

  it('forgets the stored lists after a reconnect, keeping the rest of the viewer', () => {
    const cache = cacheWithLists();
    forgetNotificationLists(cache);
    const viewer = cache.extract()['User:u1'] as Record<string, unknown>;
    expect(Object.keys(viewer).filter((key) => key.startsWith('notifications'))).toEqual([]);
    expect(viewer.unseenNotificationCount).toBe(1);
  });
});
