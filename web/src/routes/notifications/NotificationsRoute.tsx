import { useQuery } from '@apollo/client/react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { DirectoryStack, LoadMore, StatePanel } from '../../components/directory/DirectoryStates';
import { Icon } from '../../components/Icon';
import { NotificationRow } from '../../components/notifications/NotificationRow';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { LoadError, Page, StickySide, WithSidebar } from '../../components/ui/Page';
import { PageHeader } from '../../components/ui/PageHeader';
import { Spinner } from '../../components/ui/Spinner';
import { useLoadMore } from '../../components/directory/useLoadMore';
import { graphql } from '../../gql';
import { useMarkAllNotificationsReadMutation } from '../../mutations/useNotificationMutations';

/** Items per page. */
const PAGE_SIZE = 20;

export const NOTIFICATIONS_ROUTE_QUERY = graphql(`
  query NotificationsRouteQuery($first: Int!, $after: String, $unreadOnly: Boolean!) {
    viewer {
      id
      notifications(first: $first, after: $after, unreadOnly: $unreadOnly) {
        totalCount
        edges {
          cursor
          node {
            id
            ...NotificationRow_notification
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  }
`);

/**
 * /notifications: every item not done, the latest event first, with an Unread tab (in the URL, so
 * Back undoes it), "Load more" by cursor, and the row's read and done actions. New items arrive at
 * the top live, through the navigation's subscription.
 */
export const NotificationsRoute = () => {
  const [params] = useSearchParams();
  const unreadOnly = params.get('filter') === 'unread';
  const list = useQuery(NOTIFICATIONS_ROUTE_QUERY, {
    variables: { first: PAGE_SIZE, unreadOnly },
    fetchPolicy: 'cache-and-network',
  });
  const markAllRead = useMarkAllNotificationsReadMutation();
  const notifications = list.data?.viewer?.notifications;
  const more = useLoadMore(list.fetchMore, notifications?.pageInfo.endCursor);
  const anyUnread = notifications?.edges.some(({ node }) => !node.readAt) ?? false;

  return (
    <Page>
      <title>Notifications · SoundBoard</title>
      <PageHeader
        title="Notifications"
        intro="Requests, messages, matches and decisions about your account, the latest first."
        actions={
          <>
            <Button type="button" $variant="secondary" $size="sm" disabled={!anyUnread} onClick={() => void markAllRead().catch(() => undefined)}>
              <Icon name="checkAll" size={16} />
              Mark all as read
            </Button>
            <SettingsLink to="/account/notifications">
              <Icon name="sliders" size={16} />
              Notification settings
            </SettingsLink>
          </>
        }
      />

      <WithSidebar $side="300px">
        <DirectoryStack>
          <Tabs aria-label="Filter notifications">
            <TabLink to="/notifications" aria-current={unreadOnly ? undefined : 'page'}>
              All
            </TabLink>
            <TabLink to="/notifications?filter=unread" aria-current={unreadOnly ? 'page' : undefined}>
              Unread
            </TabLink>
          </Tabs>

          {list.error && !notifications ? (
            <StatePanel
              icon="alert"
              tone="danger"
              title="We could not load your notifications"
              action={
                <Button type="button" $variant="secondary" onClick={() => void list.refetch()}>
                  Try again
                </Button>
              }
            >
              Check your connection and try again.
            </StatePanel>
          ) : !notifications ? (
            <Loading role="status">
              <Spinner /> Loading your notifications…
            </Loading>
          ) : notifications.edges.length === 0 ? (
            <StatePanel icon="check" title="You're all caught up">
              {unreadOnly ? 'Nothing unread. ' : ''}New requests, messages, matches and decisions will show here.
            </StatePanel>
          ) : (
            <>
              <List aria-label={unreadOnly ? 'Unread notifications' : 'Notifications'}>
                {notifications.edges.map(({ node }) => (
                  <li key={node.id}>
                    <NotificationRow notification={node} $size="roomy" />
                  </li>
                ))}
              </List>
              {notifications.pageInfo.hasNextPage ? (
                <LoadMore
                  noun="notifications"
                  onClick={() => void more.loadMore()}
                  loading={more.loading}
                  remaining={Math.max(0, notifications.totalCount - notifications.edges.length)}
                />
              ) : null}
              {more.failed ? <LoadError role="alert">More notifications could not load. Try again.</LoadError> : null}
            </>
          )}
        </DirectoryStack>
        <StickySide aria-label="About notifications">
          <SideCard>
            <SideTitle>How your list works</SideTitle>
            <SideList>
              <li>Requests and messages about one thing gather on one item while it is unread.</li>
              <li>Opening an item reads it; Done takes it off your list for good.</li>
              <li>Security notices always reach you, in the app and by e-mail.</li>
            </SideList>
            <SettingsLink to="/account/notifications">
              <Icon name="sliders" size={16} />
              Choose what you hear about
            </SettingsLink>
          </SideCard>
        </StickySide>
      </WithSidebar>
    </Page>
  );
};

const SettingsLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.secondaryLight};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};

  &:hover {
    background: ${({ theme }) => theme.colors.surface2};
    color: ${({ theme }) => theme.colors.textPrimary};
  }
`;

const SideCard = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};

  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => theme.space.lg};
  }
`;

const SideTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const SideList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding-left: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  list-style: disc;
`;

const Tabs = styled.nav`
  display: inline-flex;
  align-self: flex-start;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.xxs};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface1};
`;

const TabLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  transition: background ${({ theme }) => theme.transitions.fast};

  &:hover {
    color: ${({ theme }) => theme.colors.textPrimary};
  }

  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.accentSoft};
    color: ${({ theme }) => theme.colors.textPrimary};
  }
`;

const Loading = styled.p`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xxl};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: 0;
  list-style: none;
`;
