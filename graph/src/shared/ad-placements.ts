/**
 * The places a banner ad can show, shared by the server (the default) and the back office's ad
 * form (its choices). A placement is only real once a page reads its ads: add one here when a page
 * starts showing `bannerAds(placement: …)`.
 */
export const AD_PLACEMENTS = [{ key: 'dashboard', label: 'Dashboard', where: "Creators' dashboards, under the greeting." }] as const;

/** Where an ad shows when none is given. */
export const DEFAULT_AD_PLACEMENT = 'dashboard';
