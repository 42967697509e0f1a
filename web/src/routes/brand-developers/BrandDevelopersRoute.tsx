import { useQuery } from '@apollo/client/react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { graphQLErrorMessage } from '../../apollo/errors';
import { StatePanel } from '../../components/directory/DirectoryStates';
import { Icon } from '../../components/Icon';
import { PageLoader } from '../../components/PageLoader';
import { Button, ButtonLink } from '../../components/ui/Button';
import { LoadError, Page } from '../../components/ui/Page';
import { PageHeader } from '../../components/ui/PageHeader';
import { SelectField } from '../../components/ui/SelectField';
import { Spinner } from '../../components/ui/Spinner';
import { CallsPanel } from './CallsPanel';
import { BRAND_DEVELOPERS_QUERY, BRAND_DEVELOPERS_ROUTE_QUERY } from './developersQuery';
import { KeysPanel } from './KeysPanel';
import { WebhooksPanel } from './WebhooksPanel';

/**
 * /brand/developers: a brand's owners manage its API keys and webhook endpoints and read the log
 * of its keys' calls. Which brand is in the URL (?brand=slug); members who are not owners are told
 * why they cannot manage them, since keys act as the whole brand.
 */
export const BrandDevelopersRoute = () => {
  const { data, loading, error } = useQuery(BRAND_DEVELOPERS_ROUTE_QUERY, { fetchPolicy: 'cache-and-network' });
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const viewer = data?.viewer;

  if (loading && !data) return <PageLoader />;
  if (error && !data) {
    return (
      <Page>
        <LoadError role="alert">The developer page could not be loaded. Please reload the page.</LoadError>
      </Page>
    );
  }
  if (!viewer) return null;

  const brands = viewer.managedBrands;
  const header = (
    <PageHeader
      eyebrow="Brand workspace"
      title="Developers"
      intro="API keys let your systems call SoundBoard as your brand; webhooks tell them of new requests, applications and messages as they happen."
      actions={
        <HeaderLinks>
          <ButtonLink to="/developers" $variant="secondary" $size="sm">
            <Icon name="book" size={16} />
            Read the API docs
          </ButtonLink>
          <BackLink to={brands.length > 0 ? `/brand${params.get('brand') ? `?brand=${encodeURIComponent(params.get('brand')!)}` : ''}` : '/brand'}>
            <Icon name="arrowLeft" size={14} />
            Back to the brand workspace
          </BackLink>
        </HeaderLinks>
      }
    />
  );

  if (brands.length === 0) {
    return (
      <Page>
        <title>Developers · SoundBoard</title>
        {header}
        <StatePanel icon="lock" title="You are not on a brand’s team" action={<ButtonLink to="/brand">Open the brand workspace</ButtonLink>}>
          API keys and webhooks belong to a brand. Create or claim your brand’s page first; its owners then manage them here.
        </StatePanel>
      </Page>
    );
  }

  const brand = brands.find((b) => b.slug === params.get('brand')) ?? brands.find((b) => b.viewerRole === 'OWNER') ?? brands[0]!;

  return (
    <Page>
      <title>{`Developers · ${brand.name} · SoundBoard`}</title>
      {header}
      {brands.length > 1 ? (
        <Picker>
          <SelectField
            label="Brand"
            options={brands.map((b) => ({ value: b.slug, label: b.viewerRole === 'OWNER' ? b.name : `${b.name} (member)` }))}
            value={brand.slug}
            onChange={(event) => void navigate(`?brand=${encodeURIComponent(event.target.value)}`)}
          />
        </Picker>
      ) : null}
      {brand.viewerRole === 'OWNER' ? (
        <OwnerPanels key={brand.id} brand={brand} />
      ) : (
        <StatePanel icon="lock" title={`Only ${brand.name}’s owners manage its keys and webhooks`}>
          A key acts as the whole brand, on every resource it is granted, so only owners create, roll and revoke keys and add endpoints. Ask an owner of{' '}
          {brand.name} to do it, or to make you an owner.
        </StatePanel>
      )}
    </Page>
  );
};

const OwnerPanels = ({ brand }: { brand: { id: string; slug: string; name: string } }) => {
  const { data, loading, error, refetch } = useQuery(BRAND_DEVELOPERS_QUERY, { variables: { slug: brand.slug }, fetchPolicy: 'cache-and-network' });
  const found = data?.brand;

  if (loading && !found) return <Spinner />;
  if (error && !found) {
    return (
      <StatePanel
        icon="alert"
        tone="danger"
        title="Keys and webhooks could not load"
        action={
          <Button type="button" onClick={() => void refetch()}>
            Try again
          </Button>
        }
      >
        {graphQLErrorMessage(error, 'Please try again.')}
      </StatePanel>
    );
  }
  if (!found) return null;

  return (
    <Layout>
      <Main>
        <KeysPanel brand={brand} keys={found.apiKeys} />
        <WebhooksPanel brand={brand} endpoints={found.webhookEndpoints} />
      </Main>
      <CallsPanel slug={brand.slug} />
    </Layout>
  );
};

const HeaderLinks = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
`;

const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  min-height: 36px;
  color: ${({ theme }) => theme.colors.accentHover};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Picker = styled.div`
  width: 100%;

  ${({ theme }) => theme.media.tablet} {
    width: 320px;
  }
`;

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

const Main = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;
