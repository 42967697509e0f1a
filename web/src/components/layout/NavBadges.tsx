import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { graphql } from '../../gql';
import { useLiveUpdates } from '../../live/useLiveUpdates';
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

/**
 * The counts behind the navigation's badges. The navigation is on every signed-in page, so the
 * tab's live updates start here (useLiveUpdates): a new message, a read in any tab, a notification
 * each move the counts in the cache as they arrive, and nothing is read again for them. Moving to
 * another page reads the counts again, since a connection request may have been answered there.
 */
export const NavBadges = () => {
  const { pathname } = useLocation();
  const { data, refetch } = useQuery(NAV_COUNTS_QUERY, { fetchPolicy: 'cache-and-network' });
  useLiveUpdates();
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
