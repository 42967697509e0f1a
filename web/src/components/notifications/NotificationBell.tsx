import { useQuery } from '@apollo/client/react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { graphql } from '../../gql';
import { useMarkAllNotificationsReadMutation, useMarkNotificationsSeenMutation } from '../../mutations/useNotificationMutations';
import { useDeliverHeldNotificationsMutation } from '../../mutations/useNotificationPreferencesMutations';
import { toast } from '../../stores/toastStore';
import { Icon } from '../Icon';
import { CountBadge } from '../layout/NavIconLinks';
import { Spinner } from '../ui/Spinner';
import { NotificationRow } from './NotificationRow';
import { badgeText, bellLabel } from './notificationText';
import { heldWords } from './preferenceText';

/** Items the panel shows; the rest are on /notifications. */
export const PANEL_ITEMS = 8;

export const NOTIFICATION_PANEL_QUERY = graphql(`
  query NotificationPanelQuery($first: Int!) {
    viewer {
      id
      heldNotifications {
        count
        releaseAt
      }
      notifications(first: $first, unreadOnly: false) @connection(key: "panel") {
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
 * The bell in the signed-in navigation: its badge counts the items not seen yet (the navigation's
 * counts query brings the number; the live subscription keeps it). It discloses the latest items in
 * a popover (a full-width sheet on a phone), and opening it marks them all seen.
 */
export const NotificationBell = ({ unseen }: { unseen: number | undefined }) => {
  const [open, setOpen] = useState(false);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const count = unseen ?? 0;
  const markSeen = useMarkNotificationsSeenMutation();
  const wasOpen = useRef(false);

  // Opening marks every item seen; so does an item arriving while the panel is open, in sight.
  useEffect(() => {
    const opening = open && !wasOpen.current;
    wasOpen.current = open;
    if (opening || (open && count > 0)) void markSeen().catch(() => undefined);
  }, [open, count, markSeen]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !wrapperRef.current?.contains(event.target)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <Wrapper
      ref={wrapperRef}
      onBlur={(event) => {
        // Tabbing out of the panel closes it, as a click elsewhere does.
        if (open && event.relatedTarget && !event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <BellButton
        ref={buttonRef}
        type="button"
        aria-label={bellLabel(count)}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-haspopup="dialog"
        title="Notifications"
        $active={open}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name="bell" size={20} />
        {count > 0 ? (
          <CountBadge aria-hidden="true" data-testid="badge-notifications">
            {badgeText(count)}
          </CountBadge>
        ) : null}
      </BellButton>
      {open ? <NotificationPanel id={panelId} onClose={() => setOpen(false)} /> : null}
    </Wrapper>
  );
};

/** The open panel: it takes focus as it opens, so the keyboard starts there. */
const NotificationPanel = ({ id, onClose }: { id: string; onClose: () => void }) => {
  const panelRef = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const markAllRead = useMarkAllNotificationsReadMutation();
  const { data, error, refetch } = useQuery(NOTIFICATION_PANEL_QUERY, { variables: { first: PANEL_ITEMS }, fetchPolicy: 'cache-and-network' });

  useEffect(() => {
    panelRef.current?.focus();
  }, []);

  const list = data?.viewer?.notifications;
  const held = data?.viewer?.heldNotifications;
  const items = list?.edges.slice(0, PANEL_ITEMS) ?? [];
  const anyUnread = items.some(({ node }) => !node.readAt);

  return (
    <Panel id={id} ref={panelRef} role="dialog" aria-labelledby={headingId} tabIndex={-1}>
      <Header>
        <Heading id={headingId}>Notifications</Heading>
        {anyUnread ? (
          <TextButton type="button" onClick={() => void markAllRead().catch(() => undefined)}>
            <Icon name="checkAll" size={16} />
            Mark all as read
          </TextButton>
        ) : null}
      </Header>
      {held && held.count > 0 ? <HeldLine count={held.count} releaseAt={held.releaseAt ?? null} onNavigate={onClose} /> : null}
      <Scroll>
        {list ? (
          items.length === 0 ? (
            <Empty>
              <EmptyIcon>
                <Icon name="check" size={22} />
              </EmptyIcon>
              <strong>{"You're all caught up"}</strong>
              <span>New requests, messages and matches will show here.</span>
            </Empty>
          ) : (
            <Items aria-label="Latest notifications">
              {items.map(({ node }) => (
                <li key={node.id}>
                  <NotificationRow notification={node} onNavigate={onClose} />
                </li>
              ))}
            </Items>
          )
        ) : error ? (
          <Empty role="alert">
            <span>Your notifications could not load.</span>
            <TextButton type="button" onClick={() => void refetch()}>
              Try again
            </TextButton>
          </Empty>
        ) : (
          <Empty role="status">
            <Spinner />
            <span>Loading notifications…</span>
          </Empty>
        )}
      </Scroll>
      <Footer>
        <SeeAll to="/notifications" onClick={onClose}>
          See all
          <Icon name="arrowRight" size={16} />
        </SeeAll>
      </Footer>
    </Panel>
  );
};

/** E-mail held by quiet hours or a snooze: how many, when it arrives, and a way to have it now. */
const HeldLine = ({ count, releaseAt, onNavigate }: { count: number; releaseAt: string | null; onNavigate: () => void }) => {
  const { deliver, delivering } = useDeliverHeldNotificationsMutation();
  const onDeliver = async () => {
    try {
      const { data } = await deliver();
      const sent = data?.deliverHeldNotifications ?? 0;
      toast(
        sent === 0
          ? { title: 'Nothing to send', description: 'What you have seen in the app is not e-mailed.' }
          : { title: 'E-mail on its way', description: sent === 1 ? 'One held e-mail was sent.' : `${sent} held e-mails were sent.` },
      );
    } catch {
      toast({ variant: 'destructive', title: 'Not delivered', description: 'Your held e-mail could not be sent. Please try again.' });
    }
  };
  return (
    <Held data-testid="held-notifications">
      <Icon name="pause" size={16} />
      <HeldText>
        <strong>{heldWords(count, releaseAt ? new Date(releaseAt) : null, new Date())}</strong>
        <HeldSettings to="/account/notifications" onClick={onNavigate}>
          E-mail settings
        </HeldSettings>
      </HeldText>
      <TextButton type="button" onClick={() => void onDeliver()} disabled={delivering} aria-busy={delivering || undefined}>
        Deliver now
      </TextButton>
    </Held>
  );
};

const Held = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.secondarySoft};
  color: ${({ theme }) => theme.colors.secondaryLight};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  > svg {
    flex: none;
  }
`;

const HeldText = styled.p`
  display: flex;
  flex: 1;
  flex-wrap: wrap;
  align-items: baseline;
  column-gap: ${({ theme }) => theme.space.xs};
  min-width: 0;

  strong {
    color: ${({ theme }) => theme.colors.textPrimary};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const HeldSettings = styled(Link)`
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  text-decoration: underline;

  &:hover {
    color: ${({ theme }) => theme.colors.textPrimary};
  }
`;

const Wrapper = styled.div`
  display: flex;

  ${({ theme }) => theme.media.tablet} {
    position: relative;
  }
`;

const BellButton = styled.button<{ $active: boolean }>`
  position: relative;
  display: inline-grid;
  place-items: center;
  flex-shrink: 0;
  /* 36 px on a phone, where the bar is full; 40 px from a tablet up. */
  width: 36px;
  height: 40px;

  ${({ theme }) => theme.media.tablet} {
    width: 40px;
  }
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.textSecondary};

  &:hover {
    color: ${({ theme }) => theme.colors.textPrimary};
    background: ${({ theme }) => theme.colors.surface2};
  }

  ${({ $active, theme }) =>
    $active &&
    css`
      color: ${theme.colors.textPrimary};
      background: ${theme.colors.surface2};
    `}
`;

/** A sheet down from the navigation across a phone's width; a popover under the bell from a tablet up. */
const Panel = styled.div`
  position: fixed;
  top: ${({ theme }) => theme.layout.navHeight};
  left: 0;
  right: 0;
  z-index: ${({ theme }) => theme.zIndices.menu};
  display: flex;
  flex-direction: column;
  /* Short of the screen's foot, where the assistant's button sits. */
  max-height: min(72dvh, calc(100dvh - ${({ theme }) => theme.layout.navHeight} - 104px));
  border-top: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-bottom: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: 0 0 ${({ theme }) => theme.radii.lg} ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface2};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  outline: none;

  ${({ theme }) => theme.media.tablet} {
    position: absolute;
    top: calc(100% + ${({ theme }) => theme.space.xs});
    left: auto;
    right: -8px;
    width: 400px;
    max-height: min(640px, calc(100vh - ${({ theme }) => theme.layout.navHeight} - 24px));
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.lg};
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const TextButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space.xs};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.secondaryLight};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};

  &:hover {
    background: ${({ theme }) => theme.colors.surface3};
    color: ${({ theme }) => theme.colors.textPrimary};
  }
`;

const Scroll = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
`;

const Items = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: ${({ theme }) => theme.space.xs};
  list-style: none;
`;

const Empty = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;

  strong {
    color: ${({ theme }) => theme.colors.textPrimary};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const EmptyIcon = styled.span`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  margin-bottom: ${({ theme }) => theme.space.xxs};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.successSoft};
  color: ${({ theme }) => theme.colors.success};
`;

const Footer = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xs};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const SeeAll = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xxs};
  width: 100%;
  min-height: 40px;
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};

  &:hover {
    background: ${({ theme }) => theme.colors.surface3};
    color: ${({ theme }) => theme.colors.textPrimary};
  }
`;
