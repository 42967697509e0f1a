import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useAuth } from '../auth/authContext';
import { graphql } from '../gql';
import type { NotificationPreferencesInput } from '../gql/graphql';

/** What the settings page shows, and what a save answers: the whole of the preferences. */
export const NOTIFICATION_PREFERENCES_FIELDS = graphql(`
  fragment NotificationPreferencesFields on NotificationPreferencesView {
    kinds {
      kind
      inApp
      email
      required
    }
    digest {
      frequency
      hour
    }
    quietHours {
      timeZone
      days {
        day
        ranges {
          start
          end
        }
      }
    }
    snoozedUntil
  }
`);

const UPDATE_NOTIFICATION_PREFERENCES = graphql(`
  mutation UpdateNotificationPreferences($input: NotificationPreferencesInput!) {
    updateNotificationPreferences(input: $input) {
      ...NotificationPreferencesFields
    }
  }
`);

const DELIVER_HELD_NOTIFICATIONS = graphql(`
  mutation DeliverHeldNotifications {
    deliverHeldNotifications
  }
`);

/** The viewer's cache id, from the session (the navigation has read the same User). */
function useViewerCacheId(): string | null {
  const auth = useAuth();
  return auth.status === 'signed-in' ? `User:${auth.user.id}` : null;
}

/**
 * Saves the preferences (fields left out stay). The answer is the whole of them, written over the
 * viewer's cached ones; what is held may have changed with a snooze or a schedule, so the held
 * count is dropped and read again where it shows (the panel, as it opens).
 */
export function useUpdateNotificationPreferencesMutation() {
  const viewerId = useViewerCacheId();
  const [mutate, { loading }] = useMutation(UPDATE_NOTIFICATION_PREFERENCES);
  const update = useCallback(
    (input: NotificationPreferencesInput) =>
      mutate({
        variables: { input },
        update(cache, { data }) {
          const saved = data?.updateNotificationPreferences;
          if (!saved || !viewerId) return;
          cache.modify({ id: viewerId, fields: { notificationPreferences: () => saved } });
          cache.evict({ id: viewerId, fieldName: 'heldNotifications' });
        },
      }),
    [mutate, viewerId],
  );
  return { update, saving: loading };
}

/** "Deliver now": the held e-mail goes at once, so nothing is held any more. */
export function useDeliverHeldNotificationsMutation() {
  const viewerId = useViewerCacheId();
  const [mutate, { loading }] = useMutation(DELIVER_HELD_NOTIFICATIONS);
  const deliver = useCallback(
    () =>
      mutate({
        update(cache) {
          if (!viewerId) return;
          cache.modify({ id: viewerId, fields: { heldNotifications: () => ({ __typename: 'HeldNotifications', count: 0, releaseAt: null }) } });
        },
      }),
    [mutate, viewerId],
  );
  return { deliver, delivering: loading };
}
