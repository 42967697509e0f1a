import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import { graphQLErrorMessage } from '../../apollo/errors';
import { utcDateTime } from '../../components/admin/adminFormat';
import { AdminPage } from '../../components/admin/AdminPage';
import { AdminLoading } from '../../components/admin/AdminPaging';
import { Num, RowActions, Table, TableBox } from '../../components/admin/AdminTable';
import { adImageSrc } from '../../components/ads/adImage';
import { AD_STATE_LABEL, formatCtr } from '../../components/ads/adState';
import { Icon } from '../../components/Icon';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { Tag } from '../../components/ui/Tag';
import { VisuallyHidden } from '../../components/ui/VisuallyHidden';
import { graphql } from '../../gql';
import { useDeleteBannerAdMutation, usePauseBannerAdMutation, useSaveBannerAdMutation } from '../../mutations/useBannerAdMutations';
import type { AdminAdsRouteQueryQuery } from '../../gql/graphql';
import { AdForm, type AdInput } from './AdForm';

export const ADMIN_ADS_ROUTE_QUERY = graphql(`
  query AdminAdsRouteQuery {
    adminBannerAds {
      id
      title
      description
      imageUrl
      linkUrl
      sponsor
      placement
      priority
      active
      startsAt
      endsAt
      state
      stats {
        impressions
        clicks
        ctr
      }
    }
  }
`);

type Ad = AdminAdsRouteQueryQuery['adminBannerAds'][number];

const schedule = (ad: Ad) => {
  if (!ad.startsAt && !ad.endsAt) return 'Always';
  if (!ad.endsAt) return `From ${utcDateTime(ad.startsAt!)}`;
  if (!ad.startsAt) return `Until ${utcDateTime(ad.endsAt)}`;
  return `${utcDateTime(ad.startsAt)} – ${utcDateTime(ad.endsAt)}`;
};

const count = (n: number) => n.toLocaleString('en');

type Editing = { mode: 'create' } | { mode: 'edit'; ad: Ad } | null;

/** The back office's banner ads: their schedule, state and counts; create, edit, pause and delete. */
export const AdminAdsRoute = () => {
  const query = useQuery(ADMIN_ADS_ROUTE_QUERY);
  // The shown list stays while it is read again after a change.
  const data = query.data ?? query.previousData;
  const { loading, error } = query;
  const saveAd = useSaveBannerAdMutation();
  const toggle = usePauseBannerAdMutation();
  const deleteAd = useDeleteBannerAdMutation();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Ad | null>(null);
  const ads = data?.adminBannerAds ?? [];

  const save = async (input: AdInput): Promise<Record<string, string> | null> => {
    const refused = await saveAd(editing?.mode === 'edit' ? editing.ad.id : null, input);
    if (!refused) setEditing(null);
    return refused;
  };

  const confirmDelete = async () => {
    const ad = deleting;
    setDeleting(null);
    if (!ad) return;
    if ((await deleteAd(ad)) && editing?.mode === 'edit' && editing.ad.id === ad.id) setEditing(null);
  };

  return (
    <AdminPage
      documentTitle="Ads"
      title="Banner ads"
      intro="The sponsored banners on creators' dashboards: only active ads inside their schedule show, the highest priority first."
      actions={
        editing ? null : (
          <Button type="button" onClick={() => setEditing({ mode: 'create' })}>
            <Icon name="plus" size={18} />
            New ad
          </Button>
        )
      }
    >
      {editing ? (
        <Card>
          <AdForm
            key={editing.mode === 'edit' ? editing.ad.id : 'new'}
            ad={editing.mode === 'edit' ? editing.ad : undefined}
            onSave={save}
            onCancel={() => setEditing(null)}
          />
        </Card>
      ) : null}

      <section aria-labelledby="ads-list-title">
        <VisuallyHidden as="h2" id="ads-list-title">
          All ads
        </VisuallyHidden>
        {loading && !data ? (
          <AdminLoading label="Loading ads…" />
        ) : error && !data ? (
          <Card role="alert">The ads could not be loaded: {graphQLErrorMessage(error, 'please reload the page')}.</Card>
        ) : ads.length === 0 ? (
          <Card>
            <Empty>No ads yet. Create one and it shows on creators' dashboards inside its schedule.</Empty>
          </Card>
        ) : (
          <TableBox>
            <Table>
              <thead>
                <tr>
                  <th scope="col">Ad</th>
                  <th scope="col">Schedule (UTC)</th>
                  <th scope="col">State</th>
                  <Num as="th" scope="col">
                    Impressions
                  </Num>
                  <Num as="th" scope="col">
                    Clicks
                  </Num>
                  <Num as="th" scope="col">
                    CTR
                  </Num>
                  <th scope="col">
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </th>
                </tr>
              </thead>
              <tbody>
                {ads.map((ad) => (
                  <tr key={ad.id} data-testid="admin-ad-row">
                    <td>
                      <AdCell>
                        <Thumb>
                          <img src={adImageSrc(ad.imageUrl)} alt="" width={64} height={32} />
                        </Thumb>
                        <span>
                          <strong>{ad.title}</strong>
                          <small>
                            {ad.sponsor} · {ad.placement} · priority {ad.priority}
                          </small>
                        </span>
                      </AdCell>
                    </td>
                    <td data-label="Schedule (UTC)">{schedule(ad)}</td>
                    <td data-label="State">
                      <Tag $tone={AD_STATE_LABEL[ad.state].tone} data-testid="ad-state">
                        {AD_STATE_LABEL[ad.state].label}
                      </Tag>
                    </td>
                    <Num data-label="Impressions" data-testid="ad-impressions">
                      {count(ad.stats.impressions)}
                    </Num>
                    <Num data-label="Clicks">{count(ad.stats.clicks)}</Num>
                    <Num data-label="CTR">{formatCtr(ad.stats.ctr ?? null)}</Num>
                    <td>
                      <RowActions>
                        <Button type="button" $variant="ghost" $size="sm" onClick={() => setEditing({ mode: 'edit', ad })}>
                          <Icon name="edit" size={16} />
                          Edit<VisuallyHidden> {ad.title}</VisuallyHidden>
                        </Button>
                        <Button type="button" $variant="ghost" $size="sm" onClick={() => void toggle(ad)}>
                          <Icon name={ad.active ? 'pause' : 'play'} size={16} />
                          {ad.active ? 'Pause' : 'Resume'}
                          <VisuallyHidden> {ad.title}</VisuallyHidden>
                        </Button>
                        <Button type="button" $variant="ghost" $size="sm" onClick={() => setDeleting(ad)}>
                          <Icon name="trash" size={16} />
                          Delete<VisuallyHidden> {ad.title}</VisuallyHidden>
                        </Button>
                      </RowActions>
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableBox>
        )}
        {ads.length > 0 ? (
          <Note>
            An impression is a view of at least half the banner for one continuous second; impressions and clicks count once per session (or visitor) per ad per
            day. CTR is clicks ÷ impressions.
          </Note>
        ) : null}
      </section>

      <ConfirmDialog
        open={deleting !== null}
        title="Delete this ad?"
        description={
          deleting ? `“${deleting.title}” stops showing at once and cannot be restored. Its impressions and clicks stay in the platform's totals.` : ''
        }
        confirmLabel="Delete ad"
        cancelLabel="Keep it"
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </AdminPage>
  );
};

const Note = styled.p`
  margin-top: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Empty = styled.p`
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const AdCell = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;

  > span {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }

  strong {
    color: ${({ theme }) => theme.colors.textPrimary};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

const Thumb = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 72px;
  height: 40px;
  flex-shrink: 0;
  padding: ${({ theme }) => theme.space.xxs};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.textPrimary};

  img {
    max-width: 100%;
    max-height: 100%;
    object-fit: contain;
  }
`;
