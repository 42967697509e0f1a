import styled from 'styled-components';
import { AD_STATE_LABEL, formatCtr } from '../../components/ads/adState';
import { Tag } from '../../components/ui/Tag';
import { graphql } from '../../gql';
import type { AdsPeriodTable_RowFragment } from '../../gql/graphql';
import { formatCount } from './metricsFormat';

export const ADS_PERIOD_TABLE_ROW = graphql(`
  fragment AdsPeriodTable_row on AdPeriodStats {
    ad {
      id
      title
      sponsor
      state
    }
    impressions
    clicks
    ctr
  }
`);

type AdsPeriodTableProps = {
  rows: readonly AdsPeriodTable_RowFragment[];
  /** Every ad's impressions and clicks in the period, deleted ads included. */
  impressions: number;
  clicks: number;
  /** "the last 30 days", for the caption. */
  periodName: string;
};

const ctrOf = (impressions: number, clicks: number) => (impressions > 0 ? clicks / impressions : null);

/** Each ad's impressions, clicks and CTR in the period, then deleted ads' and all ads' together. */
export const AdsPeriodTable = ({ rows, impressions, clicks, periodName }: AdsPeriodTableProps) => {
  const listed = rows.reduce(
    (sum, row) => ({
      impressions: sum.impressions + row.impressions,
      clicks: sum.clicks + row.clicks,
    }),
    { impressions: 0, clicks: 0 },
  );
  const deleted = {
    impressions: impressions - listed.impressions,
    clicks: clicks - listed.clicks,
  };

  return (
    // Focusable, so that a keyboard can scroll it when it is wider than a phone.
    <Box role="region" aria-labelledby="period-ads-caption" tabIndex={0}>
      <Table>
        <caption id="period-ads-caption">Impressions, clicks and click-through rate of each ad in {periodName}</caption>
        <thead>
          <tr>
            <th scope="col">Ad</th>
            <Num as="th" scope="col">
              Impressions
            </Num>
            <Num as="th" scope="col">
              Clicks
            </Num>
            <Num as="th" scope="col">
              CTR
            </Num>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <Empty colSpan={4}>No ad is live now, and none was seen in this period.</Empty>
            </tr>
          ) : null}
          {rows.map((row) => (
            <tr key={row.ad.id} data-testid="period-ad-row">
              <th scope="row">
                <AdName>
                  <strong>{row.ad.title}</strong>
                  <small>
                    {row.ad.sponsor}
                    <Tag $tone={AD_STATE_LABEL[row.ad.state].tone}>{AD_STATE_LABEL[row.ad.state].label}</Tag>
                  </small>
                </AdName>
              </th>
              <Num>{formatCount(row.impressions)}</Num>
              <Num>{formatCount(row.clicks)}</Num>
              <Num>{formatCtr(row.ctr ?? null)}</Num>
            </tr>
          ))}
          {deleted.impressions > 0 || deleted.clicks > 0 ? (
            <tr>
              <th scope="row">
                <AdName>
                  <strong>Deleted ads</strong>
                  <small>Counted before they were deleted</small>
                </AdName>
              </th>
              <Num>{formatCount(deleted.impressions)}</Num>
              <Num>{formatCount(deleted.clicks)}</Num>
              <Num>{formatCtr(ctrOf(deleted.impressions, deleted.clicks))}</Num>
            </tr>
          ) : null}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">All ads</th>
            <Num>{formatCount(impressions)}</Num>
            <Num>{formatCount(clicks)}</Num>
            <Num>{formatCtr(ctrOf(impressions, clicks))}</Num>
          </tr>
        </tfoot>
      </Table>
    </Box>
  );
};

/** Scrolls inside itself if a long title ever outgrows a phone; the page never scrolls sideways. */
const Box = styled.div`
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }

  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface1};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  caption {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.xs} 0`};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    text-align: left;
  }

  th,
  td {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.xs}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.borderSubtle};
    text-align: left;
    vertical-align: middle;
  }

  thead th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    white-space: nowrap;
  }

  tbody th {
    font-weight: ${({ theme }) => theme.fontWeights.regular};
  }

  tfoot th,
  tfoot td {
    border-bottom: 0;
    color: ${({ theme }) => theme.colors.textPrimary};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  /* Capitals and wide spacing take room a phone does not have. */
  ${({ theme }) => theme.media.tablet} {
    th,
    td {
      padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    }

    thead th {
      letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
      text-transform: uppercase;
    }

    caption {
      padding: ${({ theme }) => `${theme.space.md} ${theme.space.md} 0`};
    }
  }
`;

const Num = styled.td`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;

  && {
    text-align: right;
  }
`;

const AdName = styled.span`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;

  strong {
    color: ${({ theme }) => theme.colors.textPrimary};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  small {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

const Empty = styled.td`
  color: ${({ theme }) => theme.colors.textSecondary};
`;
