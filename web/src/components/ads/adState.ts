import type { BannerAdState } from '../../gql/graphql';

/** How the back office names an ad's state, and the tag tone it shows it in. */
export const AD_STATE_LABEL: Record<BannerAdState, { label: string; tone: 'success' | 'secondary' | 'neutral' | 'accent' }> = {
  LIVE: { label: 'Live', tone: 'success' },
  SCHEDULED: { label: 'Scheduled', tone: 'secondary' },
  PAUSED: { label: 'Paused', tone: 'accent' },
  ENDED: { label: 'Ended', tone: 'neutral' },
};

/** Clicks ÷ impressions as a percent ("1.25%", "12.5%"), or a dash before the first impression. */
export const formatCtr = (ctr: number | null) => (ctr === null ? '–' : `${(ctr * 100).toFixed(ctr < 0.1 ? 2 : 1)}%`);
