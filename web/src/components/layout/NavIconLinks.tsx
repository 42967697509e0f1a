import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { Icon, type IconName } from '../Icon';
import { badgeText } from '../notifications/notificationText';

type Counts = { requests: number; unread: number };

const LINKS: readonly { to: string; label: string; icon: IconName; count: keyof Counts; noun: [string, string] }[] = [
  { to: '/network', label: 'My Network', icon: 'users', count: 'requests', noun: ['connection request', 'connection requests'] },
  { to: '/messages', label: 'Messages', icon: 'message', count: 'unread', noun: ['unread message', 'unread messages'] },
];

/**
 * The signed-in shortcuts beside the avatar: My Network with the requests waiting for an answer,
 * Messages with the unread count, then the notifications bell. Without counts (while they load)
 * the icons show alone, and the bell is a plain link to /notifications until it can open its panel.
 */
export const NavIconLinks = ({ counts, bell }: { counts?: Counts; bell?: ReactNode }) => (
  <Links>
    {LINKS.map((link) => {
      const n = counts?.[link.count] ?? 0;
      // Past nine the name says "9+" as the badge does: a name holds the text one sees.
      const label = n > 0 ? `${link.label}, ${badgeText(n)} ${link.noun[n === 1 ? 0 : 1]}` : link.label;
      return (
        <IconLink key={link.to} to={link.to} aria-label={label} title={link.label}>
          <Icon name={link.icon} size={20} />
          {n > 0 ? (
            <CountBadge aria-hidden="true" data-testid={`badge-${link.count}`}>
              {badgeText(n)}
            </CountBadge>
          ) : null}
        </IconLink>
      );
    })}
    {bell ?? (
      <IconLink to="/notifications" aria-label="Notifications" title="Notifications">
        <Icon name="bell" size={20} />
      </IconLink>
    )}
  </Links>
);

const Links = styled.div`
  display: flex;
  align-items: center;
  gap: 2px;
  margin-left: auto;

  ${({ theme }) => theme.media.desktop} {
    margin-left: 0;
  }
`;

const IconLink = styled(NavLink)`
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
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.textSecondary};

  &:hover,
  &.active {
    color: ${({ theme }) => theme.colors.textPrimary};
    background: ${({ theme }) => theme.colors.surface2};
  }
`;

/** A count on a navigation icon (its requests, its unread messages, the bell's unseen items). */
export const CountBadge = styled.span`
  position: absolute;
  top: 2px;
  right: 0;
  min-width: 18px;
  height: 18px;
  padding: 0 5px;
  border: 2px solid ${({ theme }) => theme.colors.background};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.badge};
  color: ${({ theme }) => theme.colors.textOnAccent};
  font-size: 0.625rem;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 14px;
  text-align: center;
`;
