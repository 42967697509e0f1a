import { useQuery } from '@apollo/client/react';
import { useDeferredValue, useState } from 'react';
import styled from 'styled-components';
import { BRAND_LIMITS } from '../../../../graph/src/shared/limits';
import { PanelNote, WorkspacePanel } from '../../components/brand/WorkspacePanel';
import { EntityLogo } from '../../components/directory/EntityLogo';
import { categoryLabel } from '../../components/directory/labels';
import { SearchBox } from '../../components/directory/SearchBox';
import { shortDate } from '../../components/format';
import { Icon } from '../../components/Icon';
import { Button } from '../../components/ui/Button';
import { IconTile } from '../../components/ui/Card';
import { MessageDialog } from '../../components/ui/MessageDialog';
import { Spinner } from '../../components/ui/Spinner';
import { Tag } from '../../components/ui/Tag';
import { graphql } from '../../gql';
import type { GetStarted_ViewerFragment } from '../../gql/graphql';
import { useClaimBrandMutation, useCreateBrandMutation } from '../../mutations/useBrandWorkspaceMutations';
import { BrandForm } from './BrandForm';

export const GetStarted_viewer = graphql(`
  fragment GetStarted_viewer on User {
    id
    brandClaims {
      id
      status
      reason
      createdAt
      brand {
        id
        slug
        name
        logoUrl
      }
    }
  }
`);

const CLAIM_SEARCH_QUERY = graphql(`
  query ClaimSearchQuery($search: String!) {
    brands(first: 6, search: $search) {
      edges {
        node {
          id
          slug
          name
          category
          logoUrl
          headquarters
        }
      }
    }
  }
`);

/** The account is on no brand's team yet: create a page, or claim one from the directory. */
export const GetStarted = ({ viewer }: { viewer: GetStarted_ViewerFragment }) => {
  // A new brand page puts the account on its team: the workspace shows it at once.
  const create = useCreateBrandMutation(viewer.id);

  const pending = viewer.brandClaims.filter((claim) => claim.status === 'PENDING');
  const decided = viewer.brandClaims.filter((claim) => claim.status !== 'PENDING');

  return (
    <Columns>
      <WorkspacePanel aria-labelledby="create-brand-title">
        <PanelHead>
          <IconTile $tone="accent">
            <Icon name="plus" size={20} />
          </IconTile>
          <div>
            <h2 id="create-brand-title">Create your brand page</h2>
            <p>Your page joins the public directory once an admin has verified your brand. Until then only your team sees it.</p>
          </div>
        </PanelHead>
        <BrandForm idPrefix="new-brand" submitLabel="Create brand page" onCreate={create} />
      </WorkspacePanel>

      <Side>
        {viewer.brandClaims.length > 0 ? (
          <WorkspacePanel aria-labelledby="claims-title">
            <h2 id="claims-title">Your claims</h2>
            <ClaimList>
              {[...pending, ...decided].map((claim) => (
                <li key={claim.id} data-testid="brand-claim">
                  <EntityLogo src={claim.brand.logoUrl} name={claim.brand.name} size={40} />
                  <div>
                    <strong>{claim.brand.name}</strong>
                    <small>Claimed {shortDate(claim.createdAt)}</small>
                    {claim.status === 'REJECTED' && claim.reason ? <Reason>“{claim.reason}”</Reason> : null}
                  </div>
                  {claim.status === 'PENDING' ? (
                    <Tag $tone="accent">Pending review</Tag>
                  ) : claim.status === 'APPROVED' ? (
                    <Tag $tone="success">Approved</Tag>
                  ) : (
                    <Tag $tone="danger">Rejected</Tag>
                  )}
                </li>
              ))}
            </ClaimList>
            {pending.length > 0 ? <PanelNote>An admin checks that you work at the brand, then makes you its owner. You will find it here.</PanelNote> : null}
          </WorkspacePanel>
        ) : null}
        <ClaimPanel viewerId={viewer.id} claimedIds={new Set(pending.map((claim) => claim.brand.id))} />
      </Side>
    </Columns>
  );
};

type Found = { id: string; slug: string; name: string; category: string; logoUrl: string; headquarters: string };

/** Searches the directory for the brand to claim; a claim carries an optional note for the admins. */
const ClaimPanel = ({ viewerId, claimedIds }: { viewerId: string; claimedIds: ReadonlySet<string> }) => {
  const [text, setText] = useState('');
  const search = useDeferredValue(text.trim());
  const { data, previousData, loading } = useQuery(CLAIM_SEARCH_QUERY, { variables: { search }, skip: search.length < 2 });
  const found = (data ?? previousData)?.brands.edges.map((edge) => edge.node) ?? [];
  const [claiming, setClaiming] = useState<Found | null>(null);

  return (
    <WorkspacePanel aria-labelledby="claim-brand-title">
      <PanelHead>
        <IconTile $tone="secondary">
          <Icon name="verified" size={20} />
        </IconTile>
        <div>
          <h2 id="claim-brand-title">Claim an existing brand</h2>
          <p>Already in the directory? Claim its page: an admin confirms you work there, then it is yours to run.</p>
        </div>
      </PanelHead>
      <SearchBox label="Find your brand" placeholder="Brand name, e.g. DistroKid" value={text} onChange={setText} />
      {search.length >= 2 ? (
        loading && found.length === 0 ? (
          <Spinner $size="sm" />
        ) : found.length === 0 ? (
          <PanelNote role="status">No brand in the directory matches “{search}”. Create its page instead.</PanelNote>
        ) : (
          <Results aria-label="Brands to claim">
            {found.map((brand) => (
              <li key={brand.id}>
                <EntityLogo src={brand.logoUrl} name={brand.name} size={40} />
                <div>
                  <strong>{brand.name}</strong>
                  <small>
                    {categoryLabel(brand.category)}
                    {brand.headquarters ? ` · ${brand.headquarters}` : ''}
                  </small>
                </div>
                {claimedIds.has(brand.id) ? (
                  <Tag $tone="accent">Claimed</Tag>
                ) : (
                  <Button type="button" $size="sm" $variant="secondary" onClick={() => setClaiming(brand)} aria-label={`Claim ${brand.name}`}>
                    Claim
                  </Button>
                )}
              </li>
            ))}
          </Results>
        )
      ) : null}
      <ClaimDialog viewerId={viewerId} brand={claiming} onClose={() => setClaiming(null)} />
    </WorkspacePanel>
  );
};

const ClaimDialog = ({ viewerId, brand, onClose }: { viewerId: string; brand: Found | null; onClose: () => void }) => {
  const { claim, claiming } = useClaimBrandMutation(viewerId);
  return (
    <MessageDialog
      open={brand !== null}
      title={`Claim ${brand?.name ?? ''}?`}
      description="Tell the admins who you are at the brand and how they can check it, for example your work e-mail address."
      label="Note for the admins"
      rows={3}
      maxLength={BRAND_LIMITS.claimMessage}
      submitLabel="Send claim"
      busy={claiming}
      onSubmit={(message) => (brand ? claim(brand, message) : Promise.resolve(null))}
      onClose={onClose}
    />
  );
};

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

const Side = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;

const PanelHead = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};

  p {
    margin-top: ${({ theme }) => theme.space.xxs};
    color: ${({ theme }) => theme.colors.textSecondary};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const rowList = `
  display: flex;
  flex-direction: column;
  padding: 0;
  list-style: none;
`;

const Results = styled.ul`
  ${rowList}
  gap: ${({ theme }) => theme.space.xs};

  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.xs};
    border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
    border-radius: ${({ theme }) => theme.radii.md};
  }

  li > div {
    display: flex;
    flex: 1;
    flex-direction: column;
    min-width: 0;
  }

  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

const ClaimList = styled(Results)``;

const Reason = styled.span`
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
