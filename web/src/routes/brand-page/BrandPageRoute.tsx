import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { DetailGrid, DetailSection, DetailTagRow } from '../../components/ui/DetailSections';
import { useAuth } from '../../auth/authContext';
import { RequestConnectionDialog } from '../../components/brand/RequestConnectionDialog';
import { ResponsivenessLine } from '../../components/brand/ResponsivenessLine';
import { hostOf } from '../../components/directory/BrandCard';
import { StatePanel } from '../../components/directory/DirectoryStates';
import { EntityLogo } from '../../components/directory/EntityLogo';
import { categoryLabel, regionLabel } from '../../components/directory/labels';
import { shortDate, timeAgo } from '../../components/format';
import { Icon } from '../../components/Icon';
import { PageLoader } from '../../components/PageLoader';
import { Button, ButtonLink } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { LoadError, Page } from '../../components/ui/Page';
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

type Brand = NonNullable<BrandPageRouteQueryQuery['brand']>;

/** /brands/:slug: a brand's public page, open to visitors; a signed-in creator asks to connect from here. */
export const BrandPageRoute = () => {
  const { slug = '' } = useParams();
  const { data, loading, error } = useQuery(BRAND_PAGE_ROUTE_QUERY, { variables: { slug }, fetchPolicy: 'cache-and-network' });
  const brand = data?.brand;

  if (loading && !data) return <PageLoader />;
  if (error && !data) {
    return (
      <Page>
        <LoadError role="alert">This page could not be loaded. Please reload the page.</LoadError>
      </Page>
    );
  }
  if (!brand) {
    return (
      <Page>
        <title>Brand not found · SoundBoard</title>
        <StatePanel icon="verified" title="This brand is not here" action={<ButtonLink to="/brands">Browse brands</ButtonLink>}>
          No brand page lives at /brands/{slug}. The link may be old, or the brand is not listed yet.
        </StatePanel>
      </Page>
    );
  }
  return <BrandPage brand={brand} />;
};

const BrandPage = ({ brand }: { brand: Brand }) => {
  const auth = useAuth();
  return (
    <Page>
      <title>{`${brand.name} · SoundBoard`}</title>
      <Hero as="section" aria-labelledby="brand-name">
        <EntityLogo src={brand.logoUrl} name={brand.name} size={104} />
        <Identity>
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
        </Identity>
      </Hero>
      <DetailGrid $columns={3}>
        <DetailSection aria-labelledby="brand-about">
          <h2 id="brand-about">About {brand.name}</h2>
          <p>{brand.description}</p>
        </DetailSection>
        <TagSection title="What they offer" tags={brand.offers} tone="accent" />
        <TagSection title="Genres served" tags={brand.genres} tone="secondary" />
        <TagSection title="Regions served" tags={(brand.regions.length > 0 ? brand.regions : [brand.region]).map(regionLabel)} tone="neutral" />
      </DetailGrid>
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
          {open.responseMessage ? <Quote>“{open.responseMessage}”</Quote> : <span>{brand.name} declined your request{open.respondedAt ? ` on ${shortDate(open.respondedAt)}` : ''}.</span>}
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

const TagSection = ({ title, tags, tone }: { title: string; tags: readonly string[]; tone: 'accent' | 'secondary' | 'neutral' }) =>
  tags.length > 0 ? (
    <DetailSection aria-label={title}>
      <h2>{title}</h2>
      <DetailTagRow>
        {tags.map((tag) => (
          <li key={tag}>
            <WrappingTag $tone={tone}>{tag}</WrappingTag>
          </li>
        ))}
      </DetailTagRow>
    </DetailSection>
  ) : null;

const Hero = styled(Card)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  text-align: center;

  ${({ theme }) => theme.media.desktop} {
    flex-direction: row;
    align-items: flex-start;
    text-align: left;
  }
`;

const Identity = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;

  ${({ theme }) => theme.media.desktop} {
    align-items: flex-start;
  }
`;

const Name = styled.h1`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  overflow-wrap: anywhere;
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

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.md}`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  span,
  a {
    display: inline-flex;
    align-items: center;
    gap: 4px;
  }

  a {
    color: ${({ theme }) => theme.colors.accentHover};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  ${({ theme }) => theme.media.desktop} {
    justify-content: flex-start;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: ${({ theme }) => theme.space.xs};

  &:empty {
    display: none;
  }

  ${({ theme }) => theme.media.desktop} {
    justify-content: flex-start;
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

/** Offers are short phrases, but some outgrow a phone: they wrap instead. */
const WrappingTag = styled(Tag)`
  white-space: normal;
`;
