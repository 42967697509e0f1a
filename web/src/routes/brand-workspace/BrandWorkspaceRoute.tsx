import { useQuery } from '@apollo/client/react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { StatePanel } from '../../components/directory/DirectoryStates';
import { EntityLogo } from '../../components/directory/EntityLogo';
import { Icon } from '../../components/Icon';
import { PageLoader } from '../../components/PageLoader';
import { ButtonLink } from '../../components/ui/Button';
import { LoadError, Page } from '../../components/ui/Page';
import { PageHeader } from '../../components/ui/PageHeader';
import { SelectField } from '../../components/ui/SelectField';
import { Tag } from '../../components/ui/Tag';
import { AudienceTab } from './AudienceTab';
import { BRAND_WORKSPACE_ROUTE_QUERY } from './brandWorkspaceQuery';
import { BrandPageTab } from './BrandPageTab';
import { BriefsTab } from './BriefsTab';
import { GetStarted } from './GetStarted';
import { RequestsTab } from './RequestsTab';
import { TeamTab } from './TeamTab';

const TABS = [
  { id: 'requests', label: 'Requests', icon: 'mail' },
  { id: 'page', label: 'Brand page', icon: 'edit' },
  { id: 'team', label: 'Team', icon: 'users' },
  { id: 'briefs', label: 'Briefs', icon: 'megaphone' },
  { id: 'audience', label: 'Audience', icon: 'chart' },
] as const;

type TabId = (typeof TABS)[number]['id'];

/**
 * On a phone the tabs scroll sideways: the chosen one is scrolled into the row's view, without
 * moving the page. The row is keyed by the tab, so this runs again when the tab changes.
 */
const showActiveTab = (nav: HTMLElement | null) => {
  const active = nav?.querySelector<HTMLElement>('[aria-current="page"]');
  if (!nav || !active) return;
  const [tab, row] = [active.getBoundingClientRect(), nav.getBoundingClientRect()];
  if (tab.left < row.left || tab.right > row.right) nav.scrollLeft += tab.left - row.left;
};

const tabOf = (param: string | null): TabId => TABS.find((tab) => tab.id === param)?.id ?? 'requests';

/**
 * /brand: the brand workspace. An account on no team yet creates a brand page or claims one from
 * the directory; a team member answers the brand's requests, edits its page and (owners) its team.
 * Which brand and tab are in the URL (?brand=slug&tab=team), so a reload or a link keeps them.
 */
export const BrandWorkspaceRoute = () => {
  const { data, loading, error } = useQuery(BRAND_WORKSPACE_ROUTE_QUERY, { fetchPolicy: 'cache-and-network' });
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const viewer = data?.viewer;

  if (loading && !data) return <PageLoader />;
  if (error && !data) {
    return (
      <Page>
        <LoadError role="alert">Your brand workspace could not be loaded. Please reload the page.</LoadError>
      </Page>
    );
  }
  if (!viewer) return null;

  const brands = viewer.managedBrands;
  if (brands.length === 0) {
    return (
      <Page>
        <title>Brand workspace · SoundBoard</title>
        <PageHeader
          eyebrow="Brand workspace"
          title="Put your brand in front of creators"
          intro="Create your brand’s page, or claim it if it is already in the SoundBoard directory. Creators then ask to connect, and your team answers here."
        />
        {viewer.userType === 'BRAND' ? (
          <GetStarted viewer={viewer} />
        ) : (
          <StatePanel icon="verified" title="The brand workspace is for brand accounts" action={<ButtonLink to="/brands">Browse brands</ButtonLink>}>
            Brand teams answer creators’ requests here. If a brand invited you to its team, open the link in their e-mail.
          </StatePanel>
        )}
      </Page>
    );
  }

  const brand = brands.find((b) => b.slug === params.get('brand')) ?? brands[0]!;
  const tab = tabOf(params.get('tab'));
  const linkTo = (next: { brand?: string; tab?: TabId }) => {
    const search = new URLSearchParams();
    const slug = next.brand ?? brand.slug;
    if (brands.length > 1 || slug !== brands[0]!.slug) search.set('brand', slug);
    const nextTab = next.tab ?? tab;
    if (nextTab !== 'requests') search.set('tab', nextTab);
    const text = search.toString();
    return text ? `?${text}` : '/brand';
  };

  return (
    <Page>
      <title>{`${brand.name} · Brand workspace · SoundBoard`}</title>
      <Header>
        <EntityLogo src={brand.logoUrl} name={brand.name} size={64} />
        <HeaderText>
          <Eyebrow>Brand workspace</Eyebrow>
          <h1>{brand.name}</h1>
          <HeaderMeta>
            {brand.verified ? <Tag $tone="success">Verified</Tag> : <Tag $tone="accent">{brand.listed ? 'Not verified' : 'Awaiting verification'}</Tag>}
            <Tag>{brand.viewerRole === 'OWNER' ? 'Owner' : 'Team member'}</Tag>
            <PublicLink to={`/brands/${encodeURIComponent(brand.slug)}`}>
              View public page
              <Icon name="arrowRight" size={14} />
            </PublicLink>
            {brand.viewerRole === 'OWNER' ? (
              <PublicLink to={`/brand/developers?brand=${encodeURIComponent(brand.slug)}`}>
                Developers: API keys and webhooks
                <Icon name="arrowRight" size={14} />
              </PublicLink>
            ) : null}
          </HeaderMeta>
        </HeaderText>
        {brands.length > 1 ? (
          <Switcher>
            <SelectField
              label="Brand"
              options={brands.map((b) => ({ value: b.slug, label: b.name }))}
              value={brand.slug}
              onChange={(event) => void navigate(linkTo({ brand: event.target.value, tab: 'requests' }))}
            />
          </Switcher>
        ) : null}
      </Header>

      <Tabs key={tab} aria-label="Brand workspace" ref={showActiveTab}>
        {TABS.map((item) => (
          <TabLink key={item.id} to={linkTo({ tab: item.id })} aria-current={item.id === tab ? 'page' : undefined}>
            <Icon name={item.icon} size={16} />
            {item.label}
          </TabLink>
        ))}
      </Tabs>

      {tab === 'requests' ? <RequestsTab key={brand.id} brand={brand} /> : null}
      {tab === 'page' ? <BrandPageTab key={brand.id} brand={brand} /> : null}
      {tab === 'team' ? <TeamTab key={brand.id} brand={brand} viewerId={viewer.id} /> : null}
      {tab === 'briefs' ? <BriefsTab key={brand.id} brand={brand} /> : null}
      {tab === 'audience' ? <AudienceTab key={brand.id} brand={brand} /> : null}
    </Page>
  );
};

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const HeaderText = styled.div`
  display: flex;
  flex: 1 1 240px;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;

  h1 {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    font-weight: ${({ theme }) => theme.fontWeights.heavy};
    line-height: ${({ theme }) => theme.lineHeights.tight};
    overflow-wrap: anywhere;
  }
`;

const Eyebrow = styled.p`
  color: ${({ theme }) => theme.colors.accentHover};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
  text-transform: uppercase;
`;

const HeaderMeta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

const PublicLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  min-height: 32px;
  color: ${({ theme }) => theme.colors.accentHover};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Switcher = styled.div`
  width: 100%;

  ${({ theme }) => theme.media.tablet} {
    width: 260px;
  }
`;

const Tabs = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: calc(-1 * ${({ theme }) => theme.space.md});
  overflow-x: auto;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  scrollbar-width: none;
`;

const TabLink = styled(Link)`
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

  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.textPrimary};
    border-bottom-color: ${({ theme }) => theme.colors.accent};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: -2px;
  }
`;
