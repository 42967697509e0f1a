import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { graphql } from '../../gql';
import type { NotificationRow_NotificationFragment } from '../../gql/graphql';
import { useMarkNotificationDoneMutation, useMarkNotificationReadMutation } from '../../mutations/useNotificationMutations';
import { timeAgo } from '../format';
import { Icon } from '../Icon';
import { AvatarLetter } from '../layout/Avatar';
import { VisuallyHidden } from '../ui/VisuallyHidden';
import { kindIcon, reasonLine, toneOf } from './notificationText';

export const NotificationRow_notification = graphql(`
  fragment NotificationRow_notification on Notification {
    id
    kind
    title
    body
    reason
    url
    actors {
      username
      displayName
    }
    actorCount
    updatedAt
    seenAt
    readAt
  }
`);

type NotificationRowProps = {
  notification: NotificationRow_NotificationFragment;
  /** Called as the item's link is followed: the panel closes. */
  onNavigate?: () => void;
  /** The page's roomier rows; the panel's are compact. */
  $size?: 'compact' | 'roomy';
};

/**
 * One notification: who (the first actor's letter, else the kind's icon), what, a line of its
 * body, when and why; a dot while unread. Following it reads it; "Mark as read" and "Done" show on
 * hover or focus (always on a touch screen, which has no hover).
 */
export const NotificationRow = ({ notification, onNavigate, $size = 'compact' }: NotificationRowProps) => {
  const markRead = useMarkNotificationReadMutation();
  const markDone = useMarkNotificationDoneMutation();
  const unread = !notification.readAt;
  const actor = notification.actors[0];
  const reason = reasonLine(notification.reason);
  return (
    <Row $unread={unread} $size={$size} data-testid="notification">
      <RowLink
        to={notification.url}
        onClick={() => {
          if (unread) void markRead(notification.id).catch(() => undefined);
          onNavigate?.();
        }}
      >
        <Dot aria-hidden="true" $on={unread} />
        <Picture aria-hidden="true">
          {actor ? (
            <AvatarLetter letter={actor.displayName.charAt(0).toUpperCase() || 'U'} size={$size === 'roomy' ? 44 : 40} tone={toneOf(actor.username)} />
          ) : (
            <KindIcon $size={$size === 'roomy' ? 44 : 40}>
              <Icon name={kindIcon(notification.kind)} size={20} />
            </KindIcon>
          )}
        </Picture>
        <Text>
          {unread ? <VisuallyHidden>Unread: </VisuallyHidden> : null}
          <Title $unread={unread}>{notification.title}</Title>
          {notification.body ? <Body title={notification.body}>{notification.body}</Body> : null}
          <Meta>
            <time dateTime={notification.updatedAt} title={new Date(notification.updatedAt).toLocaleString('en-GB')}>
              {timeAgo(notification.updatedAt)}
            </time>
            {reason ? (
              <>
                <span aria-hidden="true"> · </span>
                <Reason>{reason}</Reason>
              </>
            ) : null}
          </Meta>
        </Text>
      </RowLink>
      <Actions>
        {unread ? (
          <ActionButton
            type="button"
            aria-label={`Mark as read: ${notification.title}`}
            title="Mark as read"
            onClick={() => void markRead(notification.id).catch(() => undefined)}
          >
            <Icon name="eye" size={16} />
          </ActionButton>
        ) : null}
        <ActionButton
          type="button"
          aria-label={`Done: ${notification.title}`}
          title="Done"
          onClick={() => void markDone(notification.id).catch(() => undefined)}
        >
          <Icon name="check" size={16} />
        </ActionButton>
      </Actions>
    </Row>
  );
};

const Actions = styled.div`
  position: absolute;
  top: 50%;
  right: ${({ theme }) => theme.space.xs};
  display: flex;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.xxs};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface3};
  box-shadow: ${({ theme }) => theme.shadows.md};
  transform: translateY(-50%);
  opacity: 0;
  pointer-events: none;
  transition: opacity ${({ theme }) => theme.transitions.fast};

  @media (hover: none) {
    position: static;
    align-self: center;
    margin-right: ${({ theme }) => theme.space.xs};
    border: 0;
    background: transparent;
    box-shadow: none;
    transform: none;
    opacity: 1;
    pointer-events: auto;
  }
`;

const Row = styled.div<{ $unread: boolean; $size: 'compact' | 'roomy' }>`
  position: relative;
  display: flex;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $unread }) => ($unread ? theme.colors.accentSoft : 'transparent')};
  transition: background ${({ theme }) => theme.transitions.fast};

  ${({ $size, theme }) =>
    $size === 'roomy' &&
    css`
      border: 1px solid ${theme.colors.border};
      background: ${theme.colors.surface1};
    `}

  &:hover {
    background: ${({ theme }) => theme.colors.surface3};
  }

  &:hover ${Actions}, &:focus-within ${Actions} {
    opacity: 1;
    pointer-events: auto;
  }
`;

const RowLink = styled(Link)`
  display: flex;
  flex: 1;
  min-width: 0;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.sm} ${theme.space.sm} ${theme.space.xs}`};
  border-radius: inherit;
  color: inherit;
  text-decoration: none;
`;

const Dot = styled.span<{ $on: boolean }>`
  flex-shrink: 0;
  width: 8px;
  height: 8px;
  margin-top: 16px;
  border-radius: 50%;
  background: ${({ theme, $on }) => ($on ? theme.colors.accent : 'transparent')};
`;

const Picture = styled.span`
  display: inline-flex;
  flex-shrink: 0;
`;

const KindIcon = styled.span<{ $size: number }>`
  display: inline-grid;
  place-items: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.secondarySoft};
  color: ${({ theme }) => theme.colors.secondaryLight};
`;

const Text = styled.span`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
`;

const Title = styled.span<{ $unread: boolean }>`
  color: ${({ theme }) => theme.colors.textPrimary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme, $unread }) => ($unread ? theme.fontWeights.semibold : theme.fontWeights.regular)};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  overflow-wrap: anywhere;
`;

const Body = styled.span`
  overflow: hidden;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Meta = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Reason = styled.span`
  overflow-wrap: anywhere;
`;

const ActionButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 32px;
  height: 32px;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${({ theme }) => theme.colors.textSecondary};

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
    color: ${({ theme }) => theme.colors.textPrimary};
  }
`;
