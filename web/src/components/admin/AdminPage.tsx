import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { Icon, type IconName } from '../Icon';
import { Page } from '../ui/Page';
import { PageHeader } from '../ui/PageHeader';

/** The back office's pages, in the order the admin navigation shows them. */
export const ADMIN_PAGES: readonly { to: string; label: string; icon: IconName }[] = [
  { to: '/admin/dashboard', label: 'Dashboard', icon: 'chart' },
  { to: '/admin/resources', label: 'Resources', icon: 'book' },
  { to: '/admin/ads', label: 'Ads', icon: 'megaphone' },
  { to: '/admin/users', label: 'Users', icon: 'users' },
  { to: '/admin/audit', label: 'Audit log', icon: 'file' },
  { to: '/admin/moderation', label: 'Moderation', icon: 'flag' },
  { to: '/admin/brands', label: 'Brands', icon: 'verified' },
];

/** The navigation that joins the admin pages: a row of tabs, a grid of them on a phone. */
export const AdminNav = () => (
  <Nav aria-label="Admin">
    <Tabs role="list">
      {ADMIN_PAGES.map((page) => (
        <li key={page.to}>
          <Tab to={page.to}>
            <Icon name={page.icon} size={16} />
            {page.label}
          </Tab>
        </li>
      ))}
    </Tabs>
  </Nav>
);

type AdminPageProps = {
  /** The document title's first part; " · SoundBoard Admin" follows. */
  documentTitle: string;
  title: ReactNode;
  intro?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
};

/** Every admin page: its title, the admin navigation, then its content. */
export const AdminPage = ({ documentTitle, title, intro, actions, children }: AdminPageProps) => (
  <AdminLayout>
    <title>{`${documentTitle} · SoundBoard Admin`}</title>
    <AdminNav />
    <PageHeader eyebrow="Admin" title={title} intro={intro} actions={actions} />
    {children}
  </AdminLayout>
);

const AdminLayout = styled(Page)`
  gap: ${({ theme }) => theme.space.xl};
  padding-top: ${({ theme }) => theme.space.lg};

  ${({ theme }) => theme.media.desktop} {
    padding-top: ${({ theme }) => theme.space.xl};
  }
`;

// On a phone every tab is on screen at once, in a grid of four (icon above label): a row that
// scrolls sideways hid half the back office. From tablets up they are one row of tabs.
const Nav = styled.nav`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  padding-bottom: ${({ theme }) => theme.space.sm};

  ${({ theme }) => theme.media.tablet} {
    padding-bottom: 0;
  }
`;

const Tabs = styled.ul`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.xxs};
  list-style: none;

  ${({ theme }) => theme.media.tablet} {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.xs};
  }
`;

const Tab = styled(NavLink)`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2px;
  min-height: 52px;
  padding: ${({ theme }) => theme.space.xxs};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-align: center;
  text-decoration: none;

  &:hover {
    color: ${({ theme }) => theme.colors.textPrimary};
  }

  &.active {
    color: ${({ theme }) => theme.colors.textPrimary};
    background: ${({ theme }) => theme.colors.accentSoft};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
    outline-offset: -2px;
  }

  ${({ theme }) => theme.media.tablet} {
    flex-direction: row;
    gap: ${({ theme }) => theme.space.xs};
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.md};
    border-bottom: 2px solid transparent;
    border-radius: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    white-space: nowrap;

    &.active {
      background: none;
      border-bottom-color: ${({ theme }) => theme.colors.accent};
    }
  }
`;
