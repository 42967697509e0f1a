import { isBrandAccount, type SessionUser } from '../../auth/sessionUser';
import { siteConfig } from '../../config/siteConfig';
import type { IconName } from '../Icon';

export type NavItem = {
  label: string;
  /** Shown under the label in the mobile menu. */
  description: string;
  icon: IconName;
  signedInOnly?: boolean;
} & ({ to: string; href?: never } | { href: string; to?: never });

/** Top navigation, in a fixed order (Resources, Brands, Networking, MatchMade AI, Blog, About); the Blog only where BLOG_URL names one. */
export const navItems: readonly NavItem[] = [
  { label: 'Resources', to: '/resources', icon: 'book', description: 'Curated tools, guides and services for your career' },
  { label: 'Brands', to: '/brands', icon: 'verified', description: 'Discover verified music industry brands' },
  { label: 'Networking', to: '/networking', icon: 'users', description: 'Meet producers, artists and collaborators' },
  {
    label: 'MatchMade AI',
    to: '/dashboard',
    icon: 'sparkles',
    signedInOnly: true,
    description: 'Your AI-powered resource matches',
  },
  ...(siteConfig.blogUrl ? [{ label: 'Blog', href: siteConfig.blogUrl, icon: 'file', description: 'Industry insights and creator stories' } as const] : []),
  { label: 'About', to: '/about', icon: 'music', description: 'Why we built SoundBoard for creators' },
];

/**
 * A brand account has no MatchMade matches and no creator dashboard: in MatchMade AI's place it
 * gets its own workspace, in words for a brand's team.
 */
const brandWorkspaceItem: NavItem = {
  label: 'Brand Workspace',
  to: '/brand',
  icon: 'briefcase',
  signedInOnly: true,
  description: 'Requests, conversations and your brand page',
};

/** The items for whoever is signed in (nobody: the visitor's), in the fixed order. */
export const navItemsFor = (user: SessionUser | null): readonly NavItem[] =>
  navItems.flatMap((item) => {
    if (!item.signedInOnly) return [item];
    if (!user) return [];
    return [item.to === '/dashboard' && isBrandAccount(user) ? brandWorkspaceItem : item];
  });
