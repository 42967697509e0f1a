import { BRAND_REQUEST_LIMITS, NETWORK_LIMITS } from './limits.js';

/**
 * How the product works, in words, in one place: the help center's "How SoundBoard works" and the
 * assistant's answers to rule questions both read these, so the page and the assistant never
 * disagree. Each rule is written as the code applies it (messaging's permission check, the network's
 * and brands' request rules, blocks, account deletion, MatchMade's weights); change the text with
 * the code. Pure data: imported by the server and the web client alike.
 */
export type ProductRuleId = 'messaging' | 'brand-contact' | 'connection-requests' | 'brand-requests' | 'blocks' | 'deletion' | 'match-score';

export type ProductRule = {
  id: ProductRuleId;
  question: string;
  answer: string;
  /** Where to act on it. */
  link: { label: string; path: string };
};

/** How long a connection request waits for an answer, and how long after it neither may ask again (the network's own constants, checked by a test). */
export const CONNECTION_REQUEST_DAYS = { expiresAfter: 30, askAgainAfter: 90 } as const;

export const PRODUCT_RULES: readonly ProductRule[] = [
  {
    id: 'messaging',
    question: 'Who can message whom?',
    answer:
      'Each creator chooses who may write to them in Privacy & safety: connections only (the default), everyone, or nobody. Connections can write to each other; when a creator accepts everyone, a first message from someone who is not a connection lands in their message requests until they accept it. Once someone has written to you or accepted your message, you can both reply. Nobody can write across a block, either way.',
    link: { label: 'Open Messages', path: '/messages' },
  },
  {
    id: 'brand-contact',
    question: 'Can brands message me first?',
    answer:
      'No. A brand cannot start a conversation with you: you send it a connection request from its page, and a conversation opens in Messages only when its team accepts. The other way a brand reaches you is the collaboration board: it may invite you to apply to one of its briefs, and shortlisting or hiring your application opens a conversation. A brand sees your public profile only, never your e-mail address; it counts you in its audience figures only if you allow it in your privacy settings. Blocking a brand stops its whole team.',
    link: { label: 'Browse brands', path: '/brands' },
  },
  {
    id: 'connection-requests',
    question: 'How do connection requests work?',
    answer: `Choose Connect on a creator's page and add a note if you like (up to ${NETWORK_LIMITS.note} characters; at most ${NETWORK_LIMITS.requestsPerDay} requests a day). They accept, or decline (you are not told), or decline and block. You can withdraw a request while it waits; one that is not answered expires after ${CONNECTION_REQUEST_DAYS.expiresAfter} days. After a decline or an expiry, neither of you can ask again until ${CONNECTION_REQUEST_DAYS.askAgainAfter} days after the request. Requests for you, the ones you sent and your connections are on Network.`,
    link: { label: 'Open Network', path: '/network' },
  },
  {
    id: 'brand-requests',
    question: 'How do requests to brands work?',
    answer: `On a brand's page, choose Request to connect and write a short pitch (up to ${BRAND_REQUEST_LIMITS.pitch.toLocaleString('en-US')} characters). Its team accepts or declines; an accepted request opens a conversation with the brand in Messages. You can withdraw a request while it waits.`,
    link: { label: 'Browse brands', path: '/brands' },
  },
  {
    id: 'blocks',
    question: 'What happens when I block someone?',
    answer:
      'Blocking a creator works both ways: you disappear from each other, neither can message the other, and your connection and any pending requests between you end. They are not told. Block from their page or your conversation; your blocked list, with Unblock, is in Privacy & safety. Blocking a brand stops everyone on its team from writing to you and takes back your request to it.',
    link: { label: 'Open Privacy & safety', path: '/profile-settings' },
  },
  {
    id: 'deletion',
    question: 'What happens when I delete my account?',
    answer:
      'Deleting your account (Account Settings, confirmed with your password) removes your profile, picture, matches, notifications, sessions and the briefs you posted as yourself, at once; a brand’s briefs stay the brand’s. Messages other people received from you stay with them, from "Deleted account". It cannot be undone, so download your data first if you want a copy.',
    link: { label: 'Open Account Settings', path: '/account' },
  },
  {
    id: 'match-score',
    question: 'What does my match score mean?',
    answer:
      'A match score, 0 to 100, is how well a resource fits your profile: what you are looking for counts 30, your genres 20, your career stage 15, how your bio reads against the resource 15, your skills 10 and where you are based 10. Each match shows its factors and what would raise it. Matches under 40 are not shown.',
    link: { label: 'Open your matches', path: '/matches' },
  },
];

/** One rule by id. */
export const productRule = (id: ProductRuleId): ProductRule => PRODUCT_RULES.find((rule) => rule.id === id)!;
