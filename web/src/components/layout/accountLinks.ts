import type { IconName } from '../Icon';

/** Signed-in account shortcuts shared by the avatar menu and the mobile menu. */
export const accountLinks: readonly { label: string; to: string; icon: IconName }[] = [
  { label: 'Dashboard', to: '/dashboard', icon: 'grid' },
  { label: 'Profile', to: '/profile', icon: 'user' },
  { label: 'Profile Settings', to: '/profile-settings', icon: 'sliders' },
];
