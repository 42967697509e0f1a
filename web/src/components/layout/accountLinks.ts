import { isAdmin, isBrandAccount, type SessionUser } from '../../auth/sessionUser';
import type { IconName } from '../Icon';

type AccountLink = { label: string; to: string; icon: IconName };

/** Signed-in account shortcuts shared by the avatar menu and the mobile menu. */
export const accountLinks: readonly AccountLink[] = [
  { label: 'Dashboard', to: '/dashboard', icon: 'grid' },
  { label: 'Profile', to: '/profile', icon: 'user' },
  { label: 'Profile Settings', to: '/profile-settings', icon: 'sliders' },
  // Beyond Dashboard, Profile and Profile Settings: sign-in details, your data and deleting the account.
  { label: 'Account Settings', to: '/account', icon: 'lock' },
];

/** A brand team's account has no creator dashboard or profile: its workspace instead. */
const brandAccountLinks: readonly AccountLink[] = [
  { label: 'Brand workspace', to: '/brand', icon: 'verified' },
  { label: 'Account Settings', to: '/account', icon: 'lock' },
];

/** Dashboard, Profile and Profile Settings (a brand account has its own), plus the way into the admin area for admins. */
export const accountLinksFor = (user: SessionUser): readonly AccountLink[] => {
  const links = isBrandAccount(user) ? brandAccountLinks : accountLinks;
  return isAdmin(user) ? [...links, { label: 'Admin Dashboard', to: '/admin/dashboard', icon: 'shield' }] : links;
};
