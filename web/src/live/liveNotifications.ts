import { useSubscription } from '@apollo/client/react';
import { graphql } from '../gql';
import { addLiveNotification } from '../mutations/useNotificationMutations';

/** A new notification, or an unread one that gathered an event, with the unseen count: all the bell and the lists need. */
const LIVE_NOTIFICATION_ADDED = graphql(`
  subscription LiveNotificationAdded {
    notificationAdded {
      id
      unseenCount
      ...NotificationRow_notification
    }
  }
`);

/** The tab's one notification subscription: each item goes to the top of the cached lists, and the badge takes its count. */
export function useLiveNotifications(enabled: boolean): void {
  useSubscription(LIVE_NOTIFICATION_ADDED, {
    skip: !enabled,
    ignoreResults: true,
    onData: ({ client: { cache }, data: { data: event } }) => {
      if (event) addLiveNotification(cache, event.notificationAdded);
    },
  });
}
