import { useEffect, useRef, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
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

/** The navigation that joins the admin pages: a row of tabs, scrolling sideways on a phone to show the current one. */
export const AdminNav = () => {
  const { pathname } = useLocation();
  const navRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const nav = navRef.current;
    const current = nav?.querySelector<HTMLElement>('a.active');
    if (!nav || !current) return;
    const [tab, row] = [current.getBoundingClientRect(), nav.getBoundingClientRect()];
    nav.scrollLeft += tab.left + tab.width / 2 - (row.left + row.width / 2);
  }, [pathname]);
  return (
    <Nav aria-label="Admin" ref={navRef}>
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
};

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

const Nav = styled.nav`
  margin-inline: calc(-1 * ${({ theme }) => theme.space.md});
  overflow-x: auto;
  scrollbar-width: none;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  ${({ theme }) => theme.media.tablet} {
    margin-inline: 0;
  }
`;

const Tabs = styled.ul`
  display: flex;
  list-style: none;
  gap: ${({ theme }) => theme.space.xs};
  padding-inline: ${({ theme }) => theme.space.md};
  width: max-content;

  ${({ theme }) => theme.media.tablet} {
    padding-inline: 0;
  }
`;

const Tab = styled(NavLink)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.md};
  border-bottom: 2px solid transparent;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  white-space: nowrap;
  text-decoration: none;

  &:hover {
    color: ${({ theme }) => theme.colors.textPrimary};
  }

  &.active {
    color: ${({ theme }) => theme.colors.textPrimary};
    border-bottom-color: ${({ theme }) => theme.colors.accent};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
    outline-offset: -2px;
  }
`;
