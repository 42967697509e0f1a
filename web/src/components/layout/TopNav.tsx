import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { NavLink } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { useAuth } from '../../auth/authContext';
import { Icon } from '../Icon';
import { Logo } from '../Logo';
import { Button, ButtonLink } from '../ui/Button';
import { Container } from '../ui/Container';
import { lazyWithApollo } from '../../apollo/lazyApollo';
import { MobileMenu } from './MobileMenu';
import { NavIconLinks } from './NavIconLinks';
import { navItemsFor } from './navItems';
import { UserMenu } from './UserMenu';

/** The badges need GraphQL: they load with the Apollo client, which every signed-in page uses anyway. */
const NavBadges = lazyWithApollo(() => import('./NavBadges').then((m) => m.NavBadges));

export const TopNav = () => {
  const auth = useAuth();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const signedIn = auth.status === 'signed-in';
  const items = navItemsFor(auth.user);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenuOpen(false);
        menuButtonRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <Header>
      <Bar>
        <Logo />
        <DesktopLinks aria-label="Main">
          <ul role="list">
            {items.map((item) => (
              <li key={item.label}>
                {item.href !== undefined ? (
                  <ExternalLink href={item.href} target="_blank" rel="noopener noreferrer">
                    {item.label}
                    <Icon name="externalLink" size={14} />
                  </ExternalLink>
                ) : (
                  <InternalLink to={item.to} end>
                    {item.label}
                  </InternalLink>
                )}
              </li>
            ))}
          </ul>
        </DesktopLinks>
        {signedIn ? (
          <Suspense fallback={<NavIconLinks />}>
            <NavBadges />
          </Suspense>
        ) : null}
        <DesktopActions>
          {auth.status === 'signed-in' ? (
            <UserMenu user={auth.user} />
          ) : (
            <>
              <ButtonLink to="/login" $variant="ghost" $size="sm">
                Login
              </ButtonLink>
              <ButtonLink to="/signup" $size="sm">
                Get Started
              </ButtonLink>
            </>
          )}
        </DesktopActions>
        <MenuButton
          ref={menuButtonRef}
          $afterIcons={signedIn}
          type="button"
          $variant="secondary"
          $size="sm"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <Icon name={menuOpen ? 'close' : 'menu'} size={20} />
        </MenuButton>
      </Bar>
      {menuOpen ? <MobileMenu id={menuId} items={items} onNavigate={() => setMenuOpen(false)} /> : null}
    </Header>
  );
};

const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.nav};
  border-bottom: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  background: ${({ theme }) => theme.colors.navBackground};
  backdrop-filter: saturate(160%) blur(16px);
  -webkit-backdrop-filter: saturate(160%) blur(16px);
`;

/** Tighter on a phone: the logo, three icons and the menu button share 390 px. */
const Bar = styled(Container)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  height: ${({ theme }) => theme.layout.navHeight};

  ${({ theme }) => theme.media.tablet} {
    gap: ${({ theme }) => theme.space.lg};
  }
`;

const DesktopLinks = styled.nav`
  display: none;
  flex: 1;

  ${({ theme }) => theme.media.desktop} {
    display: block;
  }

  ul {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xxs};
  }
`;

const linkStyles = css`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  transition:
    color ${({ theme }) => theme.transitions.base},
    background ${({ theme }) => theme.transitions.base};

  &:hover {
    color: ${({ theme }) => theme.colors.textPrimary};
    background: ${({ theme }) => theme.colors.surface2};
  }

  svg {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const InternalLink = styled(NavLink)`
  ${linkStyles}

  &.active {
    color: ${({ theme }) => theme.colors.textPrimary};
    background: ${({ theme }) => theme.colors.surface2};
  }
`;

const ExternalLink = styled.a`
  ${linkStyles}
`;

const DesktopActions = styled.div`
  display: none;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};

  ${({ theme }) => theme.media.desktop} {
    display: flex;
  }
`;

/** Pushed to the right edge, unless the signed-in icons before it already are. */
const MenuButton = styled(Button)<{ $afterIcons: boolean }>`
  flex-shrink: 0;
  margin-left: ${({ $afterIcons }) => ($afterIcons ? '0' : 'auto')};
  width: 44px;
  padding: 0;

  ${({ theme }) => theme.media.desktop} {
    display: none;
  }
`;
