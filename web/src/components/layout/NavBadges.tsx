import { useQuery, useSubscription } from '@apollo/client/react';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { onSocketReconnect } from '../../apollo/lazyApollo';
import { graphql } from '../../gql';
import { NavIconLinks } from './NavIconLinks';

export const NAV_COUNTS_QUERY = graphql(`
  query NavCountsQuery {
    viewer {
      id
      pendingConnectionRequestCount
      unreadMessageCount
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

/**
 * The counts behind the navigation's badges, live: a new message or a read (in any tab, on any
 * instance) reads them again, and so does moving to another page, where a request may have been
 * answered.
 */
export const NavBadges = () => {
  const { pathname } = useLocation();
  const { data, refetch } = useQuery(NAV_COUNTS_QUERY, { fetchPolicy: 'cache-and-network' });
  useSubscription(NAV_MESSAGE_ADDED, { onData: () => void refetch() });
  useSubscription(NAV_CONVERSATION_READ, { onData: () => void refetch() });
  useEffect(() => onSocketReconnect(() => void refetch()), [refetch]);
  useEffect(() => {
    void refetch();
  }, [pathname, refetch]);
  const viewer = data?.viewer;
  return <NavIconLinks counts={viewer ? { requests: viewer.pendingConnectionRequestCount, unread: viewer.unreadMessageCount } : undefined} />;
};
