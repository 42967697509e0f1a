import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { BRAND_LIMITS } from '../../../../graph/src/shared/limits';
import { graphQLErrorMessage } from '../../apollo/errors';
import { AdminPage } from '../../components/admin/AdminPage';
import { AdminLoading, AdminPager, useCursorPages } from '../../components/admin/AdminPaging';
import { RowActions, Table, TableBox } from '../../components/admin/AdminTable';
import { hostOf } from '../../components/directory/BrandCard';
import { EntityLogo } from '../../components/directory/EntityLogo';
import { SearchBox } from '../../components/directory/SearchBox';
import { useDirectoryParams } from '../../components/directory/useDirectoryParams';
import { categoryLabel } from '../../components/directory/labels';
import { shortDate } from '../../components/format';
import { Icon } from '../../components/Icon';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { MessageDialog } from '../../components/ui/MessageDialog';
import { SectionTitle } from '../../components/ui/Page';
import { Tag } from '../../components/ui/Tag';
import { VisuallyHidden } from '../../components/ui/VisuallyHidden';
import { graphql } from '../../gql';
import type { AdminBrandsRouteQueryQuery } from '../../gql/graphql';
import { useApproveBrandClaimMutation, useRejectBrandClaimMutation, useVerifyBrandMutation } from '../../mutations/useBrandAdminMutations';

/** A page of brands awaiting verification: the oldest first, so the ones waiting longest come first. */
const PAGE = 20;

export const ADMIN_BRANDS_ROUTE_QUERY = graphql(`
  query AdminBrandsRouteQuery($first: Int, $after: String, $search: String) {
    awaiting: adminBrands(status: AWAITING_VERIFICATION, first: $first, after: $after, search: $search) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          slug
          name
          tagline
          category
          website
          logoUrl
          listed
          createdAt
          owners {
            id
            name
            email
          }
        }
      }
    }
    claims: brandClaims(status: PENDING) {
      id
      message
      createdAt
      brand {
        id
        slug
        name
        category
        website
        logoUrl
      }
      claimant {
        id
        username
        name
        email
      }
    }
  }
`);

type AwaitingBrand = AdminBrandsRouteQueryQuery['awaiting']['edges'][number]['node'];
type Claim = AdminBrandsRouteQueryQuery['claims'][number];

/** /admin/brands: new brand pages to verify, and claims on directory brands to approve or reject. */
export const AdminBrandsRoute = () => {
  const { text, setText, search } = useDirectoryParams([] as const);
  const page = useCursorPages(search);
  const query = useQuery(ADMIN_BRANDS_ROUTE_QUERY, { variables: { first: PAGE, after: page.after, search: search || null }, fetchPolicy: 'cache-and-network' });
  // The shown page stays while the next one loads (a new search or page).
  const data = query.data ?? query.previousData;
  const { loading, error } = query;
  const verifyBrand = useVerifyBrandMutation();
  const approveClaim = useApproveBrandClaimMutation();
  const { reject: rejectClaim, rejecting } = useRejectBrandClaimMutation();
  const [verifying, setVerifying] = useState<AwaitingBrand | null>(null);
  const [approving, setApproving] = useState<Claim | null>(null);
  const [refusing, setRefusing] = useState<Claim | null>(null);

  const verify = async (brand: AwaitingBrand) => {
    setVerifying(null);
    await verifyBrand(brand);
  };

  const approve = async (claim: Claim) => {
    setApproving(null);
    await approveClaim(claim);
  };

  return (
    <AdminPage
      documentTitle="Brands"
      title="Brands"
      intro="Brand pages their teams run wait here until you verify them, new ones and ones already in the directory; claims on directory brands wait for your decision. Every decision is written to the audit log."
    >
      {loading && !data ? (
        <AdminLoading label="Loading brands…" />
      ) : error && !data ? (
        <Card role="alert">The brands could not be loaded: {graphQLErrorMessage(error, 'please reload the page')}.</Card>
      ) : data ? (
        <>
          <Section aria-labelledby="awaiting-title">
            <SectionHead>
              <SectionTitle id="awaiting-title">Awaiting verification</SectionTitle>
              <Count>{data.awaiting.totalCount}</Count>
            </SectionHead>
            <SearchRow>
              <SearchBox label="Search brands awaiting verification" placeholder="Name, tagline or category" value={text} onChange={setText} />
            </SearchRow>
            {data.awaiting.edges.length === 0 ? (
              <Card>
                <Empty>
                  {search ? `No brand page waiting matches “${search}”.` : 'No brand pages waiting. Pages run by brand teams land here until verified.'}
                </Empty>
              </Card>
            ) : (
              <TableBox>
                <Table aria-labelledby="awaiting-title">
                  <thead>
                    <tr>
                      <th scope="col">Brand</th>
                      <th scope="col">Team</th>
                      <th scope="col">Directory</th>
                      <th scope="col">Category</th>
                      <th scope="col">Website</th>
                      <th scope="col">Created</th>
                      <th scope="col">
                        <VisuallyHidden>Actions</VisuallyHidden>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.awaiting.edges.map(({ node: brand }) => (
                      <tr key={brand.id} data-testid="awaiting-brand">
                        <td>
                          <BrandCell brand={brand} detail={brand.tagline} />
                        </td>
                        <td data-label="Team">
                          {brand.owners.length > 0 ? (
                            <Stack>
                              {brand.owners.map((owner) => (
                                <span key={owner.id}>
                                  <strong>{owner.name}</strong>
                                  <small>{owner.email}</small>
                                </span>
                              ))}
                            </Stack>
                          ) : (
                            '—'
                          )}
                        </td>
                        <td data-label="Directory">{brand.listed ? <Tag>Listed, no badge</Tag> : <Tag $tone="accent">Not listed yet</Tag>}</td>
                        <td data-label="Category">{categoryLabel(brand.category)}</td>
                        <td data-label="Website">
                          <WebsiteLink href={brand.website} />
                        </td>
                        <td data-label="Created">{shortDate(brand.createdAt)}</td>
                        <td>
                          <RowActions>
                            <Button type="button" $size="sm" onClick={() => setVerifying(brand)} aria-label={`Verify ${brand.name}`}>
                              <Icon name="verified" size={16} />
                              Verify
                            </Button>
                          </RowActions>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </Table>
              </TableBox>
            )}
            <AdminPager
              label="Pages of brands awaiting verification"
              page={page}
              endCursor={data.awaiting.pageInfo.endCursor}
              hasNextPage={data.awaiting.pageInfo.hasNextPage}
              pageCount={Math.ceil(data.awaiting.totalCount / PAGE)}
              busy={loading}
            />
          </Section>

          <Section aria-labelledby="claims-title">
            <SectionHead>
              <SectionTitle id="claims-title">Pending claims</SectionTitle>
              <Count>{data.claims.length}</Count>
            </SectionHead>
            {data.claims.length === 0 ? (
              <Card>
                <Empty>No claims waiting. When a brand account claims a directory brand, it lands here.</Empty>
              </Card>
            ) : (
              <TableBox>
                <Table aria-labelledby="claims-title">
                  <thead>
                    <tr>
                      <th scope="col">Brand</th>
                      <th scope="col">Claimed by</th>
                      <th scope="col">Note</th>
                      <th scope="col">Sent</th>
                      <th scope="col">
                        <VisuallyHidden>Actions</VisuallyHidden>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.claims.map((claim) => (
                      <tr key={claim.id} data-testid="brand-claim">
                        <td>
                          <BrandCell brand={claim.brand} detail={hostOf(claim.brand.website)} />
                        </td>
                        <td data-label="Claimed by">
                          <Stack>
                            <strong>{claim.claimant.name}</strong>
                            <small>{claim.claimant.email}</small>
                          </Stack>
                        </td>
                        <td data-label="Note">
                          <Note>{claim.message || '—'}</Note>
                        </td>
                        <td data-label="Sent">{shortDate(claim.createdAt)}</td>
                        <td>
                          <RowActions>
                            <Button
                              type="button"
                              $size="sm"
                              onClick={() => setApproving(claim)}
                              aria-label={`Approve the claim on ${claim.brand.name} by ${claim.claimant.name}`}
                            >
                              <Icon name="check" size={16} />
                              Approve
                            </Button>
                            <Button
                              type="button"
                              $size="sm"
                              $variant="secondary"
                              onClick={() => setRefusing(claim)}
                              aria-label={`Reject the claim on ${claim.brand.name} by ${claim.claimant.name}`}
                            >
                              Reject
                            </Button>
                          </RowActions>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </Table>
              </TableBox>
            )}
          </Section>
        </>
      ) : null}

      <ConfirmDialog
        open={verifying !== null}
        title={`Verify ${verifying?.name ?? ''}?`}
        description="It joins the public directory with the verified badge, and creators can ask to connect. Check the website and who runs the page first."
        confirmLabel="Verify"
        cancelLabel="Cancel"
        onCancel={() => setVerifying(null)}
        onConfirm={() => verifying && void verify(verifying)}
      />
      <ConfirmDialog
        open={approving !== null}
        title={`Approve ${approving?.claimant.name ?? ''}'s claim?`}
        description={`${approving?.claimant.name ?? 'They'} (${approving?.claimant.email ?? ''}) becomes the owner of ${approving?.brand.name ?? 'the brand'}'s page and answers its requests. Other claims on it are rejected.`}
        confirmLabel="Approve"
        cancelLabel="Cancel"
        onCancel={() => setApproving(null)}
        onConfirm={() => approving && void approve(approving)}
      />
      {/* A rejection needs a reason: the claimant reads it. */}
      <MessageDialog
        open={refusing !== null}
        role="alertdialog"
        title={`Reject ${refusing?.claimant.name ?? ''}'s claim?`}
        description={`The claim on ${refusing?.brand.name ?? 'the brand'} closes and ${refusing?.claimant.name ?? 'the claimant'} reads your reason.`}
        label="Reason"
        required="Write the reason the claimant will read"
        rows={3}
        maxLength={BRAND_LIMITS.claimReason}
        placeholder="e.g. We could not confirm that you work at this brand."
        submitLabel="Reject claim"
        busy={rejecting}
        onSubmit={(reason) => (refusing ? rejectClaim(refusing, reason ?? '') : Promise.resolve(null))}
        onClose={() => setRefusing(null)}
      />
    </AdminPage>
  );
};

const BrandCell = ({ brand, detail }: { brand: { slug: string; name: string; logoUrl: string }; detail: string }) => (
  <BrandBox>
    <EntityLogo src={brand.logoUrl} name={brand.name} size={40} />
    <Stack>
      <Link to={`/brands/${encodeURIComponent(brand.slug)}`}>{brand.name}</Link>
      <small>{detail}</small>
    </Stack>
  </BrandBox>
);

const WebsiteLink = ({ href }: { href: string }) => (
  <External href={href} target="_blank" rel="noopener noreferrer">
    {hostOf(href)}
    <Icon name="externalLink" size={14} />
    <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
  </External>
);

const SearchRow = styled.div`
  margin-bottom: ${({ theme }) => theme.space.md};
  max-width: 480px;
`;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const SectionHead = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Count = styled.span`
  min-width: 26px;
  padding: 2px 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface3};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
  text-align: center;
`;

const Empty = styled.p`
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const BrandBox = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;

  a {
    color: ${({ theme }) => theme.colors.textPrimary};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;

  strong {
    color: ${({ theme }) => theme.colors.textPrimary};
  }

  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    overflow-wrap: anywhere;
  }

  > span {
    display: flex;
    flex-direction: column;
  }
`;

const Note = styled.span`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 3;
  max-width: 320px;
  overflow: hidden;
  overflow-wrap: anywhere;
`;

const External = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  color: ${({ theme }) => theme.colors.accentHover};
`;
