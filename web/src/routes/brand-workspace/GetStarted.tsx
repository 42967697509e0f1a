import { useMutation, useQuery } from '@apollo/client/react';
import { useDeferredValue, useState } from 'react';
import styled from 'styled-components';
import { BRAND_LIMITS } from '../../../../graph/src/shared/limits';
import { graphQLErrorMessage, graphQLFieldErrors } from '../../apollo/errors';
import { EntityLogo } from '../../components/directory/EntityLogo';
import { categoryLabel } from '../../components/directory/labels';
import { SearchBox } from '../../components/directory/SearchBox';
import { shortDate } from '../../components/format';
import { Icon } from '../../components/Icon';
import { toast } from '../../stores/toastStore';
import { Button } from '../../components/ui/Button';
import { Card, IconTile } from '../../components/ui/Card';
import { Modal, ModalActions } from '../../components/ui/Modal';
import { Spinner } from '../../components/ui/Spinner';
import { Tag } from '../../components/ui/Tag';
import { TextAreaField } from '../../components/ui/TextAreaField';
import { graphql } from '../../gql';
import type { BrandInput, GetStarted_ViewerFragment } from '../../gql/graphql';
import { BrandForm, type BrandSaveResult } from './BrandForm';
import { BRAND_WORKSPACE_ROUTE_QUERY } from './brandWorkspaceQuery';

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

const CREATE_BRAND = graphql(`
  mutation CreateBrandMutation($input: BrandInput!) {
    createBrand(input: $input) {
      id
      slug
      name
    }
  }
`);

const CLAIM_BRAND = graphql(`
  mutation ClaimBrandMutation($slug: String!, $message: String) {
    claimBrand(slug: $slug, message: $message) {
      id
      status
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
  // A new brand page puts the account on its team: the workspace reads its brands again.
  const [createBrand] = useMutation(CREATE_BRAND, { refetchQueries: [BRAND_WORKSPACE_ROUTE_QUERY], awaitRefetchQueries: true });

  const create = async (input: BrandInput): Promise<BrandSaveResult> => {
    try {
      const { data } = await createBrand({ variables: { input } });
      toast({ title: 'Brand page created', description: `${data?.createBrand.name ?? 'Your brand'} joins the directory once an admin verifies it.` });
      return { saved: true };
    } catch (failure) {
      const fields = graphQLFieldErrors(failure);
      if (Object.keys(fields).length === 0) toast({ variant: 'destructive', title: 'Brand page not created', description: graphQLErrorMessage(failure, 'Please try again.') });
      return { saved: false, fields };
    }
  };

  const pending = viewer.brandClaims.filter((claim) => claim.status === 'PENDING');
  const decided = viewer.brandClaims.filter((claim) => claim.status !== 'PENDING');

  return (
    <Columns>
      <Panel aria-labelledby="create-brand-title">
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
      </Panel>

      <Side>
        {viewer.brandClaims.length > 0 ? (
          <Panel aria-labelledby="claims-title">
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
            {pending.length > 0 ? <Muted>An admin checks that you work at the brand, then makes you its owner. You will find it here.</Muted> : null}
          </Panel>
        ) : null}
        <ClaimPanel claimedIds={new Set(pending.map((claim) => claim.brand.id))} />
      </Side>
    </Columns>
  );
};

type Found = { id: string; slug: string; name: string; category: string; logoUrl: string; headquarters: string };

/** Searches the directory for the brand to claim; a claim carries an optional note for the admins. */
const ClaimPanel = ({ claimedIds }: { claimedIds: ReadonlySet<string> }) => {
  const [text, setText] = useState('');
  const search = useDeferredValue(text.trim());
  const { data, previousData, loading } = useQuery(CLAIM_SEARCH_QUERY, { variables: { search }, skip: search.length < 2 });
  const found = (data ?? previousData)?.brands.edges.map((edge) => edge.node) ?? [];
  const [claiming, setClaiming] = useState<Found | null>(null);

  return (
    <Panel aria-labelledby="claim-brand-title">
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
          <Muted role="status">No brand in the directory matches “{search}”. Create its page instead.</Muted>
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
      <ClaimDialog brand={claiming} onClose={() => setClaiming(null)} />
    </Panel>
  );
};

const ClaimDialog = ({ brand, onClose }: { brand: Found | null; onClose: () => void }) => {
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [claimBrand, { loading }] = useMutation(CLAIM_BRAND, { refetchQueries: [BRAND_WORKSPACE_ROUTE_QUERY], awaitRefetchQueries: true });
  const close = () => {
    setMessage('');
    setError(null);
    onClose();
  };
  const claim = async () => {
    if (!brand) return;
    try {
      await claimBrand({ variables: { slug: brand.slug, message: message.trim() || null } });
      toast({ title: 'Claim sent', description: `An admin will review your claim on ${brand.name}.` });
      close();
    } catch (failure) {
      setError(graphQLFieldErrors(failure).message ?? graphQLErrorMessage(failure, 'The claim could not be sent. Please try again.'));
    }
  };
  return (
    <Modal
      open={brand !== null}
      title={`Claim ${brand?.name ?? ''}?`}
      description="Tell the admins who you are at the brand and how they can check it, for example your work e-mail address."
      onClose={close}
      width={520}
    >
      <TextAreaField
        label="Note for the admins"
        optional
        rows={3}
        maxLength={BRAND_LIMITS.claimMessage}
        value={message}
        error={error ?? undefined}
        status={`${message.length} / ${BRAND_LIMITS.claimMessage} characters`}
        onChange={(event) => setMessage(event.target.value)}
      />
      <ModalActions>
        <Button type="button" $variant="secondary" onClick={close}>
          Cancel
        </Button>
        <Button type="button" disabled={loading} onClick={() => void claim()}>
          {loading ? <Spinner $size="sm" /> : null}
          Send claim
        </Button>
      </ModalActions>
    </Modal>
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

const Panel = styled(Card).attrs({ as: 'section' })`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
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

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
