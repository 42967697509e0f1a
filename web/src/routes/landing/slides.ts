import type { IconName } from '../../components/Icon';

/** Theme colours a slide can wear; each has a soft companion for tinted backgrounds. */
export type SlideTone = 'accent' | 'secondary' | 'highlight' | 'success' | 'warning';

/** A carousel slide: static data, one per part of the product. */
export type ShowcaseSlide = {
  id: 'brands' | 'networking' | 'resources' | 'matchmade-ai' | 'partnerships';
  /** Short name for the thumbnail under the preview. */
  label: string;
  title: string;
  description: string;
  features: readonly [string, string, string, string];
  icon: IconName;
  /** Served by GET /api/screenshot/{id}; retaken by `npm run screenshots`. */
  image: string;
  /** What the screenshot shows, for screen readers. */
  imageAlt: string;
  colour: SlideTone;
  /** The page the screenshot shows, for the mock browser's address bar. */
  pagePath: string;
};

/** The landing carousel: five slides, in this order, advancing every 4000 ms. */
export const AUTOPLAY_INTERVAL_MS = 4000;

/** Size of the committed screenshots (scripts/screenshots.ts); the previews reserve this ratio. */
export const SCREENSHOT_WIDTH = 1280;
export const SCREENSHOT_HEIGHT = 800;

export const slides: readonly ShowcaseSlide[] = [
  {
    id: 'brands',
    label: 'Brands',
    title: 'Discover Verified Music Brands',
    description: 'Browse distributors, gear makers, sync agencies and more, each one checked before it joins, and see what they offer creators at a glance.',
    features: ['150+ brands across 14 categories', 'Search by name or tagline', 'Verified badges at a glance', 'See what each brand offers creators'],
    icon: 'compass',
    image: '/api/screenshot/brands',
    imageAlt: 'The SoundBoard Brands page: a searchable grid of music-industry brands with category filters',
    colour: 'accent',
    pagePath: '/brands',
  },
  {
    id: 'networking',
    label: 'Networking',
    title: 'Network with Fellow Creators',
    description: 'Find artists, producers and songwriters who share your sound, and grow a network that opens doors for everyone in it.',
    features: [
      'A directory of active creators',
      'Filter by genre, skills and role',
      'See what each creator is looking for',
      'Start conversations that lead to projects',
    ],
    icon: 'users',
    image: '/api/screenshot/networking',
    imageAlt: 'The SoundBoard Networking page: a directory of creators with their genres and skills',
    colour: 'secondary',
    pagePath: '/networking',
  },
  {
    id: 'resources',
    label: 'Resources',
    title: 'A Curated Resource Library',
    description: 'The tools, services and guides working musicians rely on, sorted by what they help with and what they cost.',
    features: [
      'Distribution, promotion and legal help',
      'Free and paid options side by side',
      'Search and filter by category',
      'Direct links to every provider',
    ],
    icon: 'book',
    image: '/api/screenshot/resources',
    imageAlt: 'The SoundBoard Resources page: curated tools and services with category and pricing filters',
    colour: 'highlight',
    pagePath: '/resources',
  },
  {
    id: 'matchmade-ai',
    label: 'MatchMade AI',
    title: 'MatchMade AI Recommendations',
    description: 'Your dashboard ranks the resource library against your genres, skills, career stage and goals, and tells you why each one fits.',
    features: [
      'Match scores with the reason behind them',
      'Recommendations that follow your profile',
      'Bookmark or dismiss with one click',
      'Your profile completion, always in view',
    ],
    icon: 'sparkles',
    image: '/api/screenshot/matchmade-ai',
    imageAlt: 'A creator’s SoundBoard dashboard with MatchMade AI recommendations and match scores',
    colour: 'success',
    pagePath: '/dashboard',
  },
  {
    id: 'partnerships',
    label: 'Partnerships',
    title: 'Turn Connections into Partnerships',
    description: 'Move from a first hello to sponsorships, endorsements and collaborations with the brands and creators that fit your career.',
    features: [
      'Sponsorship and endorsement opportunities',
      'Collaborations with creators and brands',
      'Every conversation in one place',
      'Partners matched to where you are headed',
    ],
    icon: 'link',
    image: '/api/screenshot/partnerships',
    imageAlt: 'The SoundBoard Collaboration page: creator projects and brand partnerships',
    colour: 'warning',
    pagePath: '/collaboration',
  },
];
