import { NavLink } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { useAuth } from '../../auth/authContext';
import { useLogout } from '../../auth/useLogout';
import { isBrandAccount } from '../../auth/sessionUser';
import { displayName } from '../../auth/userDisplay';
import { WIDGET_WORDS } from '../chat/chatModel';
import { useChat } from '../chat/ChatProvider';
import { Icon } from '../Icon';
import { Button, ButtonLink } from '../ui/Button';
import { accountLinksFor } from './accountLinks';
import { moveFocusWithArrows } from './arrowKeyNavigation';
import { Avatar } from './Avatar';
import type { NavItem } from './navItems';

type MobileMenuProps = {
  id: string;
  items: readonly NavItem[];
  onNavigate: () => void;
};

/**
 * The collapsible phone/tablet menu: the same items as the top bar, each with a description, then
 * the assistant. On a phone its floating button steps aside wherever it would cover what the page
 * shows, so the menu is where the assistant can always be found.
 */
export const MobileMenu = ({ id, items, onNavigate }: MobileMenuProps) => {
  const auth = useAuth();
  const logout = useLogout();
  const chat = useChat();

  return (
    // data-fab-avoid: the assistant's floating button steps aside rather than sit on the open menu.
    <Panel id={id} aria-label="Main" onKeyDown={moveFocusWithArrows} data-fab-avoid>
      <Items role="list">
        {items.map((item) => {
          const content = (
            <>
              <ItemIcon>
                <Icon name={item.icon} size={20} />
              </ItemIcon>
              <span>
                <ItemLabel>
                  {item.label}
                  {item.href ? <Icon name="externalLink" size={14} /> : null}
                </ItemLabel>
                <ItemDescription>{item.description}</ItemDescription>
              </span>
            </>
          );
          return (
            <li key={item.label}>
              {item.href !== undefined ? (
                <ExternalItem href={item.href} target="_blank" rel="noopener noreferrer" onClick={onNavigate}>
                  {content}
                </ExternalItem>
              ) : (
                <InternalItem to={item.to} end onClick={onNavigate}>
                  {content}
                </InternalItem>
              )}
            </li>
          );
        })}
      </Items>
      <AssistantItem
        type="button"
        onClick={() => {
          onNavigate();
          chat.setOpen(true);
        }}
      >
        <ItemIcon>
          <Icon name="message" size={20} />
        </ItemIcon>
        <span>
          <ItemLabel>Ask the assistant</ItemLabel>
          <ItemDescription>{WIDGET_WORDS[isBrandAccount(auth.user) ? 'brand' : 'creator'].subtitle}</ItemDescription>
        </span>
      </AssistantItem>
      <Account>
        {auth.status === 'signed-in' ? (
          <>
            <Identity>
              <Avatar user={auth.user} size={40} />
              <div>
                <strong>{displayName(auth.user)}</strong>
                <span>{auth.user.email}</span>
              </div>
            </Identity>
            <AccountLinks role="list">
              {accountLinksFor(auth.user).map((link) => (
                <li key={link.to}>
                  <ButtonLink to={link.to} $variant="secondary" $size="sm" $block onClick={onNavigate}>
                    {link.label}
                  </ButtonLink>
                </li>
              ))}
            </AccountLinks>
            <Button
              type="button"
              $variant="ghost"
              $size="sm"
              $block
              onClick={() => {
                onNavigate();
                void logout();
              }}
            >
              <Icon name="logOut" size={18} />
              Log out
            </Button>
          </>
        ) : (
          <AuthButtons>
            <ButtonLink to="/login" $variant="secondary" $block onClick={onNavigate}>
              Login
            </ButtonLink>
            <ButtonLink to="/signup" $block onClick={onNavigate}>
              Get Started
            </ButtonLink>
          </AuthButtons>
        )}
      </Account>
    </Panel>
  );
};

const Panel = styled.nav`
  max-height: calc(100vh - ${({ theme }) => theme.layout.navHeight});
  overflow-y: auto;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md} ${theme.space.lg}`};
  border-top: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  background: ${({ theme }) => theme.colors.backgroundRaised};

  ${({ theme }) => theme.media.tablet} {
    padding-left: ${({ theme }) => theme.space.lg};
    padding-right: ${({ theme }) => theme.space.lg};
  }

  ${({ theme }) => theme.media.desktop} {
    display: none;
  }
`;

const Items = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 1fr 1fr;
  }
`;

const itemStyles = css`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};

  &:hover,
  &.active {
    background: ${({ theme }) => theme.colors.surface2};
  }
`;

const InternalItem = styled(NavLink)`
  ${itemStyles}
`;

const ExternalItem = styled.a`
  ${itemStyles}
`;

const AssistantItem = styled.button`
  ${itemStyles}
  width: 100%;
  margin-top: ${({ theme }) => theme.space.xxs};
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;
`;

const ItemIcon = styled.span`
  display: inline-flex;
  padding: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accentHover};
`;

const ItemLabel = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};

  svg {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const ItemDescription = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`;

const Account = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const AuthButtons = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.sm};
`;

const Identity = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};

  div {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }

  strong {
    overflow-wrap: anywhere;
  }

  span {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
`;

const AccountLinks = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};

  ${({ theme }) => theme.media.tablet} {
    grid-auto-flow: column;
    grid-auto-columns: 1fr;
  }
`;
