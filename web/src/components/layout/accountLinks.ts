import { isAdmin, type SessionUser } from '../../auth/sessionUser';
import type { IconName } from '../Icon';

type AccountLink = { label: string; to: string; icon: IconName };

/** Signed-in account shortcuts shared by the avatar menu and the mobile menu (spec §2). */
export const accountLinks: readonly AccountLink[] = [
  { label: 'Dashboard', to: '/dashboard', icon: 'grid' },
  { label: 'Profile', to: '/profile', icon: 'user' },
  { label: 'Profile Settings', to: '/profile-settings', icon: 'sliders' },
  // Beyond the spec's three (issue #17): sign-in details, your data and deleting the account.
  { label: 'Account Settings', to: '/account', icon: 'lock' },
];

/** The spec's items, plus the way into the admin area for admins (the spec leaves admin navigation open). */
export const accountLinksFor = (user: SessionUser): readonly AccountLink[] =>
  isAdmin(user) ? [...accountLinks, { label: 'Admin Dashboard', to: '/admin/dashboard', icon: 'shield' }] : accountLinks;
