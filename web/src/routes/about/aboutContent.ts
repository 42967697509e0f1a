import type { IconName } from '../../components/Icon';

type Tone = 'accent' | 'secondary' | 'highlight';

/** The six features of the footer's Features column, each told in a sentence. */
export const offerings: readonly { icon: IconName; title: string; tone: Tone; text: string }[] = [
  {
    icon: 'verified',
    title: 'Brand discovery',
    tone: 'accent',
    text: 'Browse verified music-industry brands (distributors, gear makers, studios, sync libraries) filtered by what they offer and who they work with.',
  },
  {
    icon: 'sparkles',
    title: 'MatchMade AI',
    tone: 'secondary',
    text: 'Recommendations scored against your genres, skills, career stage and goals. Every match says why it was picked and what would make it stronger.',
  },
  {
    icon: 'users',
    title: 'Professional networking',
    tone: 'highlight',
    text: 'Find producers, vocalists, engineers and songwriters by genre and skill, and start the conversation that turns into a session.',
  },
  {
    icon: 'link',
    title: 'Brand partnerships',
    tone: 'accent',
    text: 'Connect with brands looking for creators like you, from endorsement deals to release campaigns and gear partnerships.',
  },
  {
    icon: 'book',
    title: 'Resource library',
    tone: 'secondary',
    text: 'Guides, tools and services hand-picked by our team: distribution, mixing and mastering, promotion, rights and royalties.',
  },
  {
    icon: 'target',
    title: 'Smart recommendations',
    tone: 'highlight',
    text: 'Your dashboard keeps the best next steps in view and updates them as your profile and your goals change.',
  },
];

export const steps = [
  {
    title: 'Build your creator profile',
    text: 'Add your artist name, genres, skills, career stage and what you are looking for. It takes about five minutes.',
  },
  {
    title: 'Get matched',
    text: 'MatchMade AI compares your profile with every resource in the library and ranks the best fits for you.',
  },
  {
    title: 'Connect and grow',
    text: 'Reach out to brands, bookmark resources, meet collaborators and keep the momentum going from your dashboard.',
  },
] as const;

export const values: readonly { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'music',
    title: 'Creators first',
    text: 'SoundBoard is free for artists and producers, and every feature starts from one question: does it help a creator move forward?',
  },
  {
    icon: 'shield',
    title: 'Verified, not viral',
    text: 'Every partner brand is checked by our team before it appears. No pay-to-win listings, no fake follower counts.',
  },
  {
    icon: 'compass',
    title: 'Explainable AI',
    text: 'A recommendation you cannot question is just an advert. Each match shows its score and the reasons behind it.',
  },
  {
    icon: 'lock',
    title: 'Your data stays yours',
    text: 'We use your profile to match you and for nothing else. We never sell personal data, and you can ask us to delete your account at any time.',
  },
];
