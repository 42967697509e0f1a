import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { onSocketReconnect } from '../apollo/lazyApollo';
import { useAuth } from '../auth/authContext';
import { isBrandAccount } from '../auth/sessionUser';
import { forgetNotificationLists } from '../mutations/useNotificationMutations';
import { rereadBriefFeed, useLiveBriefs } from './liveBriefs';
import { rereadMatches, useLiveMatches } from './liveMatches';
import { useLiveMessages } from './liveMessages';
import { useLiveNotifications } from './liveNotifications';

/**
 * The tab's live updates, started once by the app shell for a signed-in account: one
 * subscription per kind of event (messages, reads, notifications, and for a creator their matches
 * and the briefs that fit them), whatever the page. Each event is written into the cache in
 * place; the badges, lists and pages read the cache, and subscribe to nothing themselves.
 *
 * After the socket reconnects, events may have been missed: the navigation's counts are read
 * again, and the notification lists, matches and feed are dropped (what is on screen reads itself
 * again). The open inbox and conversation catch up on their own.
 */
export function useLiveUpdates(): void {
  const auth = useAuth();
  const user = auth.status === 'signed-in' ? auth.user : null;
  const viewerId = user?.id ?? null;
  const creatorId = user && !isBrandAccount(user) ? user.id : null;
  const client = useApolloClient();
  useLiveMessages(viewerId);
  useLiveNotifications(viewerId !== null);
  useLiveMatches(creatorId);
  useLiveBriefs(creatorId !== null);

  useEffect(
    () =>
      onSocketReconnect(() => {
        forgetNotificationLists(client.cache);
        void client.refetchQueries({ include: ['NavCountsQuery'] }).catch(() => undefined);
        if (creatorId) {
          void rereadMatches(client, creatorId).catch(() => undefined);
          void rereadBriefFeed(client).catch(() => undefined);
        }
      }),
    [client, creatorId],
  );
}
