import { useRef } from 'react';
import { SponsoredBanner } from '../../components/ads/SponsoredBanner';
import { useViewability } from '../../components/ads/useViewability';
import type { SponsoredBanner_AdFragment } from '../../gql/graphql';
import { useRecordAdEventMutations } from '../../mutations/useRecordAdEventMutations';

/**
 * The dashboard's banner, counted: an impression once it has been at least half in view for a
 * continuous second (once per ad per page view; the server keeps one per session and day), and a
 * click on any click that opens it (primary or middle button), without holding the link up.
 */
export const DashboardSponsoredBanner = ({ ad }: { ad: SponsoredBanner_AdFragment }) => {
  const ref = useRef<HTMLAnchorElement>(null);
  const { recordImpression, recordClick } = useRecordAdEventMutations();
  useViewability(ref, ad.id, () => recordImpression(ad.id));
  return (
    <SponsoredBanner
      ref={ref}
      ad={ad}
      onClick={() => recordClick(ad.id)}
      onAuxClick={(event) => {
        if (event.button === 1) recordClick(ad.id);
      }}
    />
  );
};
