import { useApolloClient, useQuery, useSubscription } from '@apollo/client/react';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { onSocketReconnect } from '../../apollo/lazyApollo';
import { graphql } from '../../gql';
import { addLiveNotification, forgetNotificationLists } from '../../mutations/useNotificationMutations';
import { NotificationBell } from '../notifications/NotificationBell';
import { NavIconLinks } from './NavIconLinks';

export const NAV_COUNTS_QUERY = graphql(`
  query NavCountsQuery {
    viewer {
      id
      pendingConnectionRequestCount
      unreadMessageCount
      unseenNotificationCount
    }
  }
`);

const NAV_MESSAGE_ADDED = graphql(`
  subscription NavMessageAdded {
    messageAdded {
      id
    }
  }
`);

const NAV_CONVERSATION_READ = graphql(`
  subscription NavConversationRead {
    conversationRead {
      conversationId
    }
  }
`);

/** The tab's one notification subscription: the bell, the panel and /notifications all read what it writes to the cache. */
const NAV_NOTIFICATION_ADDED = graphql(`
  subscription NavNotificationAdded {
    notificationAdded {
      id
      unseenCount
      ...NotificationRow_notification
    }
  }
`);

/**
 * The counts behind the navigation's badges, live: a new message or a read (in any tab, on any
 * instance) reads them again, and so does moving to another page, where a request may have been
 * answered. A notification carries the unseen count and goes to the top of the cached lists as it
 * arrives; after a reconnect the counts are read again and the lists forgotten (what is on screen
 * reads itself again), since events may have been missed while the socket was down.
 */
export const NavBadges = () => {
  const { pathname } = useLocation();
  const client = useApolloClient();
  const { data, refetch } = useQuery(NAV_COUNTS_QUERY, { fetchPolicy: 'cache-and-network' });
  useSubscription(NAV_MESSAGE_ADDED, { onData: () => void refetch() });
  useSubscription(NAV_CONVERSATION_READ, { onData: () => void refetch() });
  useSubscription(NAV_NOTIFICATION_ADDED, {
    onData: ({ client: { cache }, data: { data: event } }) => {
      if (event) addLiveNotification(cache, event.notificationAdded);
    },
  });
  useEffect(
    () =>
      onSocketReconnect(() => {
        forgetNotificationLists(client.cache);
        void refetch();
      }),
    [client, refetch],
  );
  useEffect(() => {
    void refetch();
  }, [pathname, refetch]);
  const viewer = data?.viewer;
  return (
    <NavIconLinks
      counts={viewer ? { requests: viewer.pendingConnectionRequestCount, unread: viewer.unreadMessageCount } : undefined}
      bell={<NotificationBell unseen={viewer?.unseenNotificationCount} />}
    />
  );
};
