import { PRODUCT_RULES } from '../../../../graph/src/shared/product-rules';
import type { SiteConfig } from '../../../../graph/src/shared/site-config';
import type { IconName } from '../../components/Icon';
import { siteConfig } from '../../config/siteConfig';

export type Faq = {
  /** Stable anchor, so an answer can be linked to (/help-center#faq-completion-score). */
  id: string;
  question: string;
  answer: readonly string[];
  bullets?: readonly string[];
  link?: { label: string; to: string };
};

const faqsIf = (condition: boolean, faq: Faq): Faq[] => (condition ? [faq] : []);

export type FaqTopic = {
  id: string;
  title: string;
  icon: IconName;
  faqs: readonly Faq[];
};

/** What of this deployment the answers depend on: no answer may point to a sign-in or an address that is not there. */
type HelpSite = Pick<SiteConfig, 'googleSignIn' | 'supportEmail'>;

/*
 * The answers describe this product as built: the numbers come from the completion rules (graph/src/shared/profile-completion.ts), the toast and chat constants and from
 * MatchMade AI's weights (graph/src/modules/matchmade/weights.ts). Change them together.
 */
export const helpTopicsFor = ({ googleSignIn, supportEmail }: HelpSite): readonly FaqTopic[] => [
  {
    id: 'getting-started',
    title: 'Getting started',
    icon: 'compass',
    faqs: [
      {
        id: 'what-is-soundboard',
        question: 'What is SoundBoard?',
        answer: [
          'SoundBoard is a networking platform for music creators. It connects artists and producers with verified music-industry brands, with other creators and with a curated library of resources, and MatchMade AI recommends the ones that fit your profile.',
        ],
      },
      {
        id: 'create-account',
        question: 'How do I create an account?',
        answer: [
          `Choose Get Started and sign up with your e-mail address and a password${googleSignIn ? ', or with your Google account' : ''}. The username is optional: leave it empty and we use the part of your e-mail before the @. Tell us whether you are an artist, producer or another kind of creator; artist is the default.`,
        ],
        link: { label: 'Create your free account', to: '/signup' },
      },
      {
        id: 'is-it-free',
        question: 'Is SoundBoard free for creators?',
        answer: [
          'Yes. Creating a profile, browsing brands and resources, networking and MatchMade AI recommendations are free for artists and producers. Some resources in the library are paid services run by third parties; their pricing is shown on each card.',
        ],
      },
      {
        id: 'first-steps',
        question: 'What should I do after signing up?',
        answer: [
          'Complete your profile first: it is what MatchMade AI matches on. Then open your dashboard to see your recommendations, and browse Brands, Resources and Networking from the top navigation.',
        ],
        link: { label: 'Set up your profile', to: '/profile-setup' },
      },
    ],
  },
  {
    id: 'profile-matchmade',
    title: 'Profile & MatchMade AI',
    icon: 'sparkles',
    faqs: [
      {
        id: 'completion-score',
        question: 'How is my profile completion calculated?',
        answer: ['Completion is a weighted score, rounded to a percent. Each field counts for its weight once it is filled in:'],
        bullets: [
          'Artist name: 2',
          'Bio of at least 50 characters: 2',
          'At least one genre: 2',
          'At least one skill: 2',
          'Location: 1.5',
          'Career stage: 1.5',
          'Optional, 1 each: profile picture, website, at least one social media link, what you are looking for',
        ],
        link: { label: 'Open Profile Settings', to: '/profile-settings' },
      },
      {
        id: 'completion-threshold',
        question: 'Why was I sent to the profile setup page?',
        answer: [
          'Profiles below the 50% minimum threshold do not give MatchMade AI enough to work with, so the dashboard sends you to profile setup once per browser session. If you choose to skip setup, we stop redirecting you. Your profile counts as complete once every required field is filled in.',
        ],
      },
      {
        id: 'match-score',
        question: 'How are matches scored?',
        answer: [
          'MatchMade AI gives every resource a score from 0 to 100 for your profile. It adds up six factors, each weighted by how much it says about fit:',
        ],
        bullets: [
          'What you are looking for: 30',
          'Your genres: 20',
          'Your career stage: 15',
          'How closely your bio matches the resource: 15',
          'Your skills: 10',
          'Where you are based: 10',
        ],
      },
      {
        id: 'match-labels',
        question: 'What do the match colours and labels mean?',
        answer: [
          'A score of 85 or more shows in green, 70 or more in yellow, and anything lower in grey. Matches under 40 are not recommended at all. A match is Essential at 75 or more when the resource answers a need you named, Recommended from 60, and optional below that. Each match also says why it was picked.',
        ],
      },
      {
        id: 'dismiss-bookmark',
        question: 'How do I dismiss or bookmark a match?',
        answer: [
          'Use the buttons on each match in the MatchMade panel on your dashboard. A bookmarked match is kept for later; a dismissed match is hidden from your list. The panel shows your top 3 matches and tells you how many more are available. Opening a resource from a match marks it as visited.',
        ],
        link: { label: 'Go to your dashboard', to: '/dashboard' },
      },
      {
        id: 'better-matches',
        question: 'How can I get better matches?',
        answer: [
          'Fill in what you are looking for first: it is the strongest signal. Then add your genres, skills and career stage, and write a bio of at least 50 characters that says what you make and what you need. While your profile is below 70%, the dashboard shows an Improve Your Matches card with the fields that would help most.',
        ],
      },
      {
        id: 'profile-reminder',
        question: 'Why do I keep seeing the profile reminder?',
        answer: [
          'The reminder on your dashboard comes back less often as your profile fills up: every visit below 50%, after 6 hours from 50 to 69%, after 12 hours from 70 to 84% and after 24 hours from 85 to 99%. At 100% it never shows. Dismissing it resets the clock.',
        ],
      },
    ],
  },
  {
    id: 'brands-resources',
    title: 'Brands & resources',
    icon: 'verified',
    faqs: [
      {
        id: 'find-brands',
        question: 'How do I find brands to work with?',
        answer: [
          'Open Brands to browse verified music-industry brands. Search by name or filter by category; each card shows what the brand offers creators. Your dashboard counts the brands available to you and the ones you have connected with.',
        ],
        link: { label: 'Browse brands', to: '/brands' },
      },
      {
        id: 'resource-library',
        question: 'What is in the resource library?',
        answer: [
          'More than 50 curated resources: distribution, mixing and mastering, promotion, rights and royalties, education and more. Each card shows the category, pricing and main features, and links to the provider’s own site.',
        ],
        link: { label: 'Browse resources', to: '/resources' },
      },
      {
        id: 'sponsored',
        question: 'What is the sponsored banner on my dashboard?',
        answer: [
          'It is an advert from a partner, always labelled as sponsored. It does not affect your MatchMade AI scores, which are based only on your profile.',
        ],
      },
      {
        id: 'brand-partner',
        question: 'I represent a brand. How do we join?',
        answer: [
          'Create an account and choose "I represent a brand". In your brand workspace (/brand) you create your brand\'s page, or claim it if it is already in the directory; we verify every brand before it is listed. Then invite your team by e-mail and answer creators\' connection requests together.',
          ...(supportEmail ? [`Questions about partnering with SoundBoard? Write to ${supportEmail}.`] : []),
        ],
        link: { label: 'Sign up as a brand', to: '/signup?as=brand' },
      },
    ],
  },
  {
    id: 'networking',
    title: 'Networking',
    icon: 'users',
    faqs: [
      {
        id: 'find-creators',
        question: 'How do I find other creators?',
        answer: [
          'Networking lists creators on SoundBoard. Search by name, location or bio, or filter by genre and skill to find producers, vocalists, engineers and songwriters who fit your next project.',
        ],
        link: { label: 'Find creators', to: '/networking' },
      },
      {
        id: 'public-profile',
        question: 'What can other people see of my profile?',
        answer: [
          'Your public profile: username, artist name, first name, bio, genres, location, career stage, skills, what you are looking for and your profile picture. Your e-mail address, last name and account settings are never shown to other users.',
        ],
      },
      {
        id: 'collaboration',
        question: 'How do I start a collaboration?',
        answer: [
          'Say in your profile what you are looking for (collaborators, vocalists, a mixing engineer), so the right people find you too. From your dashboard, the Quick Actions take you to collaboration in one click.',
        ],
        link: { label: 'Start a collaboration', to: '/collaboration' },
      },
    ],
  },
  {
    // The product's rules in the words the assistant answers with (one shared module); how scores
    // work is under Profile & MatchMade AI, with its weights listed.
    id: 'how-it-works',
    title: 'How SoundBoard works',
    icon: 'shield',
    faqs: PRODUCT_RULES.filter((rule) => rule.id !== 'match-score').map((rule) => ({
      id: `rule-${rule.id}`,
      question: rule.question,
      answer: [rule.answer],
      link: { label: rule.link.label, to: rule.link.path },
    })),
  },
  {
    id: 'account-security',
    title: 'Account & security',
    icon: 'lock',
    faqs: [
      {
        id: 'password-rules',
        question: 'What are the password rules?',
        answer: [
          'Your password needs at least 8 characters and must not be your e-mail address (or the part of it before the @). A longer passphrase of a few unrelated words is both easier to remember and harder to guess.',
        ],
      },
      ...faqsIf(googleSignIn, {
        id: 'google-sign-in',
        question: 'Can I sign in with Google?',
        answer: [
          'Yes. Choose Continue with Google on the sign-in or sign-up page and pick your account in the window that opens. If nothing happens, check that your browser allows pop-ups for SoundBoard and try again.',
        ],
      }),
      {
        id: 'stay-signed-in',
        question: 'How long do I stay signed in?',
        answer: [
          'We keep you signed in with a single session cookie. A session ends after 7 days without activity and after 30 days in any case; then you sign in again. On a shared computer, log out from the menu under your avatar when you are done.',
        ],
      },
      {
        id: 'account-changes',
        question: 'How do I change my details or delete my account?',
        answer: [
          'Edit your profile at any time in Profile Settings. Your e-mail address, your password, a copy of your data and deleting your account are in Account Settings (/account). Forgot your password? Choose "Forgot password?" on the login page.',
        ],
        link: { label: 'Open Account Settings', to: '/account' },
      },
    ],
  },
  {
    id: 'assistant',
    title: 'Assistant',
    icon: 'message',
    faqs: [
      {
        id: 'assistant-what',
        question: 'What can the assistant help with?',
        answer: [
          'The round chat button in the corner of every page opens the SoundBoard assistant. It helps with music career management, streaming analytics, networking, release planning, prioritising your tasks and finding your way around the platform. Tap one of its suggestions to follow up.',
        ],
      },
      {
        id: 'assistant-memory',
        question: 'Does the assistant remember our conversation?',
        answer: [
          'Within a conversation, yes: we keep its last 20 messages on our server so follow-up questions make sense. They are dropped after two hours without activity. Do not share passwords or payment details in the chat.',
        ],
      },
      {
        id: 'assistant-accuracy',
        question: 'Can I rely on the assistant’s advice?',
        answer: [
          'Treat it as a knowledgeable starting point, not a contract or legal advice. Check deal terms, royalty splits and deadlines with the people involved before you act on them.',
        ],
      },
    ],
  },
];

/** The help of this deployment (graph/src/shared/site-config.ts). */
export const helpTopics = helpTopicsFor(siteConfig);

/** Lower-cased text without accents, so 'resume' finds 'résumé' and case never matters. */
export const normalise = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The query's words; a question matches when every word appears in its topic, question or answer. */
export const queryTerms = (query: string) => normalise(query).split(/\s+/).filter(Boolean);

export function faqMatches(topic: FaqTopic, faq: Faq, terms: readonly string[]): boolean {
  if (terms.length === 0) return true;
  const haystack = normalise([topic.title, faq.question, ...faq.answer, ...(faq.bullets ?? [])].join(' '));
  return terms.every((term) => haystack.includes(term));
}

/** The topics with only their matching questions; topics left empty are dropped. */
export function filterTopics(topics: readonly FaqTopic[], query: string): FaqTopic[] {
  const terms = queryTerms(query);
  return topics.map((topic) => ({ ...topic, faqs: topic.faqs.filter((faq) => faqMatches(topic, faq, terms)) })).filter((topic) => topic.faqs.length > 0);
}
