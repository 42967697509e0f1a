import distroKidLogo from '../../assets/distrokid-logo.svg';

/** The image value DISTROKID_LOGO stands for the logo bundled with the app. */
export const DISTROKID_LOGO = 'DISTROKID_LOGO';

/** The src to show for a banner ad's imageUrl. */
export const adImageSrc = (imageUrl: string): string => (imageUrl === DISTROKID_LOGO ? distroKidLogo : imageUrl);
