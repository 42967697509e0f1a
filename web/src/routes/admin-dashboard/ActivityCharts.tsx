import styled, { useTheme } from 'styled-components';
import { formatCtr } from '../../components/ads/adState';
import { graphql } from '../../gql';
import type { ActivityCharts_MetricsFragment } from '../../gql/graphql';
import { AdsPeriodTable } from './AdsPeriodTable';
import { MetricCard, type Figure } from './MetricCard';
import { describeSeries, formatCount, formatPercent, pointChange, relativeChange } from './metricsFormat';
import { TrendChart } from './TrendChart';

export const ACTIVITY_CHARTS_METRICS = graphql(`
  fragment ActivityCharts_metrics on AdminMetrics {
    days
    signups {
      date
      count
    }
    activeCreators {
      date
      count
    }
    matchesCreated {
      date
      count
    }
    matchDismissals {
      date
      count
    }
    matchBookmarks {
      date
      count
    }
    matchClicks {
      date
      count
    }
    brandConnections {
      date
      count
    }
    adImpressions {
      date
      count
    }
    adClicks {
      date
      count
    }
    totals {
      signups {
        ...ActivityCharts_total
      }
      activeCreators {
        ...ActivityCharts_total
      }
      matchesCreated {
        ...ActivityCharts_total
      }
      brandConnections {
        ...ActivityCharts_total
      }
      adImpressions {
        ...ActivityCharts_total
      }
      adClicks {
        ...ActivityCharts_total
      }
    }
    matchActionRates {
      dismissed {
        ...ActivityCharts_rate
      }
      bookmarked {
        ...ActivityCharts_rate
      }
      clicked {
        ...ActivityCharts_rate
      }
    }
    ads {
      ...AdsPeriodTable_row
    }
  }

  fragment ActivityCharts_total on PeriodTotal {
    total
    previousTotal
    change
  }

  fragment ActivityCharts_rate on PeriodRate {
    count
    rate
    previousRate
  }
`);

type Metrics = ActivityCharts_MetricsFragment;
type Total = Metrics['totals']['signups'];
type Rate = Metrics['matchActionRates']['dismissed'];

/** The platform's activity over the period: a card per subject, its figures against the period before, its chart. */
export const ActivityCharts = ({ metrics }: { metrics: Metrics }) => {
  const { colors } = useTheme();
  const { days, totals, matchActionRates: rates } = metrics;
  const before = `in the previous ${days} days`;

  const count = (label: string, total: Total, color?: string): Figure => ({
    label,
    color,
    value: formatCount(total.total),
    change: relativeChange(total.change ?? null),
    previous: `${formatCount(total.previousTotal)} ${before}`,
  });
  const rate = (label: string, { rate: now, previousRate }: Rate, color: string, goodWhen: 'up' | 'down' = 'up'): Figure => ({
    label,
    color,
    value: now === null || now === undefined ? '–' : formatPercent(now),
    change: pointChange(now ?? null, previousRate ?? null),
    previous: previousRate === null || previousRate === undefined ? `no matches made ${before}` : `${formatPercent(previousRate)} ${before}`,
    goodWhen,
  });
  const ctr = (total: { impressions: number; clicks: number }) => (total.impressions > 0 ? total.clicks / total.impressions : null);
  const adCtr = ctr({
    impressions: totals.adImpressions.total,
    clicks: totals.adClicks.total,
  });
  const previousAdCtr = ctr({
    impressions: totals.adImpressions.previousTotal,
    clicks: totals.adClicks.previousTotal,
  });

  return (
    <>
      <Grid>
        <MetricCard id="signups" title="Sign-ups" note="Accounts created, whatever their role." figures={[count('Sign-ups', totals.signups)]}>
          <TrendChart
            type="line"
            series={[
              {
                label: 'Sign-ups',
                color: colors.accent,
                fill: colors.accentSoft,
                points: metrics.signups,
              },
            ]}
            description={describeSeries('Sign-ups per day', metrics.signups)}
            caption="Sign-ups per day"
          />
        </MetricCard>

        <MetricCard
          id="active-creators"
          title="Active creators"
          figures={[count('Creators seen', totals.activeCreators)]}
          note="A creator is active on each day a session of theirs is used; the figure counts each creator once."
        >
          <TrendChart
            type="line"
            series={[
              {
                label: 'Active creators',
                color: colors.highlight,
                fill: colors.highlightSoft,
                points: metrics.activeCreators,
              },
            ]}
            description={describeSeries('Active creators per day', metrics.activeCreators, { additive: false })}
            caption="Active creators per day"
          />
        </MetricCard>

        <MetricCard
          id="matches"
          title="Matches made"
          note="New MatchMade recommendations; one a later recompute withdraws leaves the count."
          figures={[count('Matches made', totals.matchesCreated)]}
        >
          <TrendChart
            type="bar"
            series={[
              {
                label: 'Matches made',
                color: colors.secondary,
                points: metrics.matchesCreated,
              },
            ]}
            description={describeSeries('Matches made per day', metrics.matchesCreated)}
            caption="Matches made per day"
          />
        </MetricCard>

        <MetricCard
          id="match-actions"
          title="Match actions"
          figures={[
            rate('Dismiss rate', rates.dismissed, colors.neutral, 'down'),
            rate('Bookmark rate', rates.bookmarked, colors.secondaryLight),
            rate('Click rate', rates.clicked, colors.highlight),
          ]}
          note={`Of the ${formatCount(totals.matchesCreated.total)} matches made in this period, the share their creators dismissed, bookmarked or opened within it; the bars count the matches acted on each day.`}
        >
          <TrendChart
            type="bar"
            stacked
            series={[
              {
                label: 'Dismissed',
                color: colors.neutral,
                points: metrics.matchDismissals,
              },
              {
                label: 'Bookmarked',
                color: colors.secondaryLight,
                points: metrics.matchBookmarks,
              },
              {
                label: 'Clicked',
                color: colors.highlight,
                points: metrics.matchClicks,
              },
            ]}
            description={`Match actions per day. ${describeSeries('Dismissed', metrics.matchDismissals)} ${describeSeries('Bookmarked', metrics.matchBookmarks)} ${describeSeries('Clicked', metrics.matchClicks)}`}
            caption="Matches dismissed, bookmarked and clicked per day"
          />
        </MetricCard>

        <MetricCard
          id="brand-connections"
          title="Brand connections"
          note="Creator–brand connections made, whatever their status now."
          figures={[count('Connections', totals.brandConnections)]}
        >
          <TrendChart
            type="bar"
            series={[
              {
                label: 'Brand connections',
                color: colors.success,
                points: metrics.brandConnections,
              },
            ]}
            description={describeSeries('Brand connections per day', metrics.brandConnections)}
            caption="Brand connections per day"
          />
        </MetricCard>

        <MetricCard
          id="ads"
          title="Banner ads"
          note="Counted impressions and clicks of every ad; clicks on the right-hand scale."
          figures={[
            count('Impressions', totals.adImpressions, colors.secondary),
            count('Clicks', totals.adClicks, colors.accent),
            {
              label: 'CTR',
              value: formatCtr(adCtr),
              change: pointChange(adCtr, previousAdCtr),
              previous: previousAdCtr === null ? `no impressions ${before}` : `${formatCtr(previousAdCtr)} ${before}`,
            },
          ]}
        >
          <TrendChart
            type="line"
            series={[
              {
                label: 'Impressions',
                color: colors.secondary,
                fill: colors.secondarySoft,
                points: metrics.adImpressions,
              },
              {
                label: 'Clicks',
                color: colors.accent,
                points: metrics.adClicks,
                secondAxis: true,
              },
            ]}
            description={`Banner ads per day, clicks on the right-hand scale. ${describeSeries('Impressions', metrics.adImpressions)} ${describeSeries('Clicks', metrics.adClicks)}`}
            caption="Banner ad impressions and clicks per day"
          />
        </MetricCard>
      </Grid>

      <AdsSection aria-labelledby="period-ads-title">
        <AdsTitle id="period-ads-title">Ads in this period</AdsTitle>
        <AdsPeriodTable rows={metrics.ads} impressions={totals.adImpressions.total} clicks={totals.adClicks.total} periodName={`the last ${days} days`} />
        <AdsNote>
          Every ad live now or seen in the period. An impression is at least half the banner in view for a second; impressions and clicks count once per session
          (or visitor) per ad per day.
        </AdsNote>
      </AdsSection>
    </>
  );
};

/** Two charts across on a laptop; below that, each takes the full width. */
const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.lg};
  }
`;

const AdsSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const AdsTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const AdsNote = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;
