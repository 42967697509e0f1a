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
