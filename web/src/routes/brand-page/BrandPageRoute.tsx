import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { DetailGrid, DetailSection, DetailTagSection } from '../../components/ui/DetailSections';
import { useAuth } from '../../auth/authContext';
import { RequestConnectionDialog } from '../../components/brand/RequestConnectionDialog';
import { ResponsivenessLine } from '../../components/brand/ResponsivenessLine';
import { hostOf } from '../../components/directory/BrandCard';
import { PosterBriefsSection } from '../../components/collaboration/PosterBriefsSection';
import { PublicPageStates } from '../../components/directory/PublicPageStates';
import { EntityLogo } from '../../components/directory/EntityLogo';
import { categoryLabel, regionLabel } from '../../components/directory/labels';
import { shortDate, timeAgo } from '../../components/format';
import { Icon } from '../../components/Icon';
import { Button, ButtonLink } from '../../components/ui/Button';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { Page } from '../../components/ui/Page';
import { HeroActions, HeroMeta, HeroName, PageHero } from '../../components/ui/PageHero';
import { Spinner } from '../../components/ui/Spinner';
import { Tag } from '../../components/ui/Tag';
import { VisuallyHidden } from '../../components/ui/VisuallyHidden';
import { graphql } from '../../gql';
import type { BrandPageRouteQueryQuery } from '../../gql/graphql';
import { useBrandBlockMutations } from '../../mutations/useBrandBlockMutations';
import { useBrandRequestMutations } from '../../mutations/useBrandRequestMutations';

export const BRAND_PAGE_ROUTE_QUERY = graphql(`
  query BrandPageRouteQuery($slug: String!) {
    brand(slug: $slug) {
      id
      slug
      name
      tagline
      description
      category
      logoUrl
      website
      verified
      headquarters
      region
      foundedYear
      genres
      offers
      regions
      claimed
      viewerRole
      viewerBlocked
      responsiveness {
        ...Responsiveness_figure
      }
    }
  }
`);

/** The signed-in account's side: a creator's requests to brands (newest first), to show this brand's. */
export const BRAND_PAGE_VIEWER_QUERY = graphql(`
  query BrandPageViewerQuery {
    viewer {
      id
      userType
      brandConnections {
        ...ViewerBrandRequest_connection
      }
    }
  }
`);

/** The brand's open briefs and poster record, asked apart: the page does not wait for the board. */
export const BRAND_PAGE_BRIEFS_QUERY = graphql(`
  query BrandPageBriefsQuery($slug: String!) {
    brand(slug: $slug) {
      id
      openBriefs(first: 6) {
        edges {
          node {
            id
            ...BriefCard_posterBrief
          }
        }
      }
      posterStats {
        ...PosterFigures_stats
      }
    }
  }
`);

type Brand = NonNullable<BrandPageRouteQueryQuery['brand']>;

/** /brands/:slug: a brand's public page, open to visitors; a signed-in creator asks to connect from here. */
export const BrandPageRoute = () => {
  const { slug = '' } = useParams();
  const { data, loading, error } = useQuery(BRAND_PAGE_ROUTE_QUERY, { variables: { slug }, fetchPolicy: 'cache-and-network' });
  return (
    <PublicPageStates
      query={{ data, loading, error }}
      record={data?.brand}
      notFound={{
        noun: 'Brand',
        icon: 'verified',
        title: 'This brand is not here',
        browse: { to: '/brands', label: 'Browse brands' },
        children: <>No brand page lives at /brands/{slug}. The link may be old, or the brand is not listed yet.</>,
      }}
    >
      {(brand) => <BrandPage brand={brand} />}
    </PublicPageStates>
  );
};

const BrandPage = ({ brand }: { brand: Brand }) => {
  const auth = useAuth();
  const briefs = useQuery(BRAND_PAGE_BRIEFS_QUERY, { variables: { slug: brand.slug }, fetchPolicy: 'cache-and-network' }).data?.brand;
  return (
    <Page>
      <title>{`${brand.name} · SoundBoard`}</title>
      <PageHero labelledBy="brand-name" media={<EntityLogo src={brand.logoUrl} name={brand.name} size={104} />}>
        <Name id="brand-name">
          {brand.name}
          {brand.verified ? (
            <Verified title="Verified brand">
              <Icon name="verified" size={16} />
              Verified
            </Verified>
          ) : null}
        </Name>
        <Tagline>{brand.tagline}</Tagline>
        <Meta>
          <span>
            <Icon name="grid" size={14} />
            {categoryLabel(brand.category)}
          </span>
          {brand.headquarters ? (
            <span>
              <Icon name="mapPin" size={14} />
              {brand.headquarters}
            </span>
          ) : null}
          {brand.foundedYear ? <span>Since {brand.foundedYear}</span> : null}
          <a href={brand.website} target="_blank" rel="noopener noreferrer">
            <Icon name="globe" size={14} />
            {hostOf(brand.website)}
            <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
          </a>
        </Meta>
        {brand.responsiveness ? <ResponsivenessLine figure={brand.responsiveness} /> : null}
        <Actions>
          {auth.status === 'signed-out' ? (
            <ButtonLink to="/signup">
              Sign up to connect
              <Icon name="arrowRight" size={18} />
            </ButtonLink>
          ) : brand.viewerRole ? (
            <ButtonLink to={`/brand?brand=${encodeURIComponent(brand.slug)}`} $variant="secondary">
              <Icon name="edit" size={18} />
              Manage in your workspace
            </ButtonLink>
          ) : auth.status === 'signed-in' ? (
            <ViewerRequest brand={brand} />
          ) : null}
        </Actions>
      </PageHero>
      <DetailGrid $columns={3}>
        <DetailSection aria-labelledby="brand-about">
          <h2 id="brand-about">About {brand.name}</h2>
          <p>{brand.description}</p>
        </DetailSection>
        <DetailTagSection title="What they offer" tags={brand.offers} tone="accent" wrap />
        <DetailTagSection title="Genres served" tags={brand.genres} tone="secondary" />
        <DetailTagSection title="Regions served" tags={(brand.regions.length > 0 ? brand.regions : [brand.region]).map(regionLabel)} tone="neutral" />
      </DetailGrid>
      {briefs ? <PosterBriefsSection name={brand.name} briefs={briefs.openBriefs.edges.map((e) => e.node)} stats={briefs.posterStats} /> : null}
    </Page>
  );
};

/**
 * The signed-in account's request to this brand: ask, see its state, withdraw it; and the
 * creator's block of the brand (its whole team), with a confirm. Brand accounts neither ask nor block brands.
 */
const ViewerRequest = ({ brand }: { brand: Brand }) => {
  const { data, loading } = useQuery(BRAND_PAGE_VIEWER_QUERY, { fetchPolicy: 'cache-and-network' });
  const viewer = data?.viewer ?? null;
  const { request, withdraw, requesting, withdrawing } = useBrandRequestMutations(viewer?.id ?? null);
  const { block, unblock, blocking, unblocking } = useBrandBlockMutations();
  const [asking, setAsking] = useState(false);
  const [confirmWithdraw, setConfirmWithdraw] = useState(false);
  const [confirmBlock, setConfirmBlock] = useState(false);
  if (loading && !data) return <Spinner $size="sm" />;
  if (!viewer || viewer.userType === 'BRAND') return null;
  if (brand.viewerBlocked) {
    return (
      <RequestState data-testid="brand-block-state">
        <Tag>Blocked</Tag>
        <span>Nobody on {brand.name}'s team can message you.</span>
        <Button type="button" $size="sm" $variant="secondary" onClick={() => void unblock(brand)} disabled={unblocking}>
          Unblock
        </Button>
      </RequestState>
    );
  }
  // The newest request to this brand tells where things stand; closed ones leave the door open.
  const latest = viewer.brandConnections.find((c) => c.brand.id === brand.id) ?? null;
  const open = latest && (latest.status === 'REQUESTED' || latest.status === 'CONNECTED' || latest.status === 'DECLINED') ? latest : null;

  return (
    <>
      {open?.status === 'REQUESTED' ? (
        <RequestState data-testid="brand-request-state">
          <Tag $tone="accent">Request sent</Tag>
          <span>
            {brand.claimed
              ? `Sent ${timeAgo(open.createdAt)}; ${brand.name} has until ${shortDate(open.expiresAt)} to answer.`
              : `Sent ${timeAgo(open.createdAt)}; it waits until ${brand.name} claims its page.`}
          </span>
          <Button type="button" $size="sm" $variant="ghost" onClick={() => setConfirmWithdraw(true)} disabled={withdrawing}>
            Withdraw
          </Button>
        </RequestState>
      ) : open?.status === 'CONNECTED' ? (
        <RequestState data-testid="brand-request-state">
          <Tag $tone="success">Connected</Tag>
          {open.responseMessage ? <Quote>“{open.responseMessage}”</Quote> : <span>{brand.name} accepted your request.</span>}
          {open.conversationId ? (
            <ButtonLink to={`/messages/${open.conversationId}`} $size="sm" $variant="secondary">
              <Icon name="message" size={16} />
              Open conversation
            </ButtonLink>
          ) : null}
        </RequestState>
      ) : open?.status === 'DECLINED' ? (
        <RequestState data-testid="brand-request-state">
          <Tag>Declined</Tag>
          {open.responseMessage ? (
            <Quote>“{open.responseMessage}”</Quote>
          ) : (
            <span>
              {brand.name} declined your request{open.respondedAt ? ` on ${shortDate(open.respondedAt)}` : ''}.
            </span>
          )}
        </RequestState>
      ) : (
        <Button type="button" onClick={() => setAsking(true)}>
          <Icon name="link" size={18} />
          Request to connect
        </Button>
      )}
      <Button type="button" $variant="ghost" onClick={() => setConfirmBlock(true)} disabled={blocking}>
        <Icon name="ban" size={18} />
        Block
      </Button>
      {!open && latest?.status === 'EXPIRED' ? <Hint>Your last request expired without an answer; you can ask again.</Hint> : null}
      {!open && latest?.status === 'ENDED' ? <Hint>You left your conversation with {brand.name}; you can ask again.</Hint> : null}
      <ConfirmDialog
        open={confirmBlock}
        title={`Block ${brand.name}?`}
        description={`Nobody on ${brand.name}'s team can message you, a pending request to it is withdrawn, and it leaves your brand suggestions. You can unblock it here or in Settings.`}
        confirmLabel="Block"
        cancelLabel="Cancel"
        onCancel={() => setConfirmBlock(false)}
        onConfirm={() => {
          setConfirmBlock(false);
          void block(brand);
        }}
      />
      <RequestConnectionDialog
        open={asking}
        brand={{ name: brand.name, claimed: brand.claimed }}
        sending={requesting}
        onSend={async (draft) => {
          const refused = await request(brand, draft);
          if (!refused) setAsking(false);
          return refused;
        }}
        onClose={() => setAsking(false)}
      />
      <ConfirmDialog
        open={confirmWithdraw}
        title={`Withdraw your request to ${brand.name}?`}
        description="The team no longer sees it. You can send a new request later."
        confirmLabel="Withdraw"
        cancelLabel="Keep it"
        onCancel={() => setConfirmWithdraw(false)}
        onConfirm={() => {
          setConfirmWithdraw(false);
          if (open) void withdraw(open.id, brand.name);
        }}
      />
    </>
  );
};

/** The name with the verified badge beside it. */
const Name = styled(HeroName)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Verified = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 2px ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.highlightSoft};
  color: ${({ theme }) => theme.colors.highlight};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Tagline = styled.p`
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Meta = styled(HeroMeta)`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Nothing to do here (the signed-in account is loading or is a brand account): no empty row. */
const Actions = styled(HeroActions)`
  &:empty {
    display: none;
  }
`;

const RequestState = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  ${({ theme }) => theme.media.desktop} {
    justify-content: flex-start;
  }
`;

const Quote = styled.span`
  font-style: italic;
  overflow-wrap: anywhere;
`;

const Hint = styled.p`
  width: 100%;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
