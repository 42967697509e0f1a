/**
 * What each grant of a partner API key opens, in words, for the people who choose grants (the
 * brand's developer page) and the people who read about them (/developers). The server's policy
 * (graph/src/modules/common/authz.ts, `assertKeyGrant`) is what enforces them; a grant that reaches
 * nothing yet says so here rather than promise it.
 */
export type ApiGrantGuide = {
  resource: 'BRAND_PAGE' | 'CONNECTION_REQUESTS' | 'BRIEFS' | 'APPLICATIONS' | 'CONVERSATIONS' | 'AUDIENCE' | 'WEBHOOKS';
  label: string;
  read: string;
  write: string;
};

export const API_GRANT_GUIDE: readonly ApiGrantGuide[] = [
  {
    resource: 'BRAND_PAGE',
    label: 'Brand page',
    read: 'Your brand page as your team sees it, fields for the team included.',
    write: 'Edit the page: description, links, categories.',
  },
  {
    resource: 'CONNECTION_REQUESTS',
    label: 'Connection requests',
    read: 'The requests creators send your brand (brandInbox), with their public profiles.',
    write: 'Accept or decline them, with a message.',
  },
  { resource: 'BRIEFS', label: 'Briefs', read: "Your brand's briefs on the collaboration board.", write: 'Post, edit, pause and close them.' },
  { resource: 'APPLICATIONS', label: 'Applications', read: "Applications to your brand's briefs.", write: 'Shortlist, hire and decline applicants.' },
  { resource: 'CONVERSATIONS', label: 'Conversations', read: "Your brand's conversations with creators.", write: 'Write in them as the brand.' },
  {
    resource: 'AUDIENCE',
    label: 'Audience',
    read: 'Counts of the connected creators who agreed to be counted (brandAudience), never names.',
    write: 'Nothing more than Read.',
  },
  {
    resource: 'WEBHOOKS',
    label: 'Webhooks',
    read: 'Your webhook endpoints and their deliveries.',
    write: 'Add and delete endpoints, replay deliveries.',
  },
];
