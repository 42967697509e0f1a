/**
 * Every size limit on what clients send, in one pure module that the server and the web client
 * both import (no server dependencies here). Limits are checked before any SQL runs: a 900 KB
 * search term or a 200,000-item list must cost a string length test, not a table scan.
 * The checks that throw live in `validation.ts`; schema descriptions quote these numbers.
 */

/** Directory and catalogue filters. */
export const FILTER_LIMITS = {
  /** Free-text search: longer terms find nothing a shorter one would not. */
  search: 100,
  /** Items of a list filter such as `creators(lookingFor:)`. */
  listItems: 50,
  /** Each item of a list filter, and single-term filters (genre, skill). */
  term: 60,
  /** Identifiers: slugs, category keys, ad placements (the longest stored is 80). */
  key: 80,
  /** An opaque page cursor (ours are about 16 characters). */
  cursor: 64,
} as const;

/** What a creator writes on their profile; lists are after trimming and de-duplication. */
export const PROFILE_LIMITS = {
  artistName: 80,
  bio: 2000,
  location: 100,
  careerStage: 32,
  url: 500,
  listItems: 20,
  listItemLength: 50,
  /** Featured tracks on one profile. */
  featuredTracks: 5,
} as const;

/** Sign-up and sign-in fields. */
export const ACCOUNT_LIMITS = {
  email: 254,
  passwordMin: 8,
  passwordMax: 256,
  username: 30,
  name: 80,
  userType: 20,
  idTokenMin: 20,
  idTokenMax: 8192,
} as const;

/** The peer network: a request's note, requests per creator per day. */
export const NETWORK_LIMITS = {
  note: 300,
  username: 40,
  requestsPerDay: 50,
  suggestions: 50,
  /** Mutual connections a creator page asks for at once (`mutualConnections(first)`). */
  mutualConnections: 50,
} as const;

/** Direct messages. */
export const MESSAGE_LIMITS = {
  body: 2000,
  perMinute: 30,
  page: 100,
  cursor: 40,
} as const;

/** Creator → brand connection requests. */
export const BRAND_REQUEST_LIMITS = {
  pitch: 1000,
  /** Links to the creator's work, each an http(s) address. */
  links: 3,
  linkLength: 500,
  /** The team's answer, which becomes the conversation's first message on an accept. */
  message: 2000,
  /** Requests a creator may send in a day, over all brands. */
  perDay: 20,
  /** `brandMatches(first:)`. */
  matches: 50,
} as const;

/** Reports and the moderation queue. */
export const MODERATION_LIMITS = {
  comment: 1000,
  note: 1000,
  /** Messages attached to one report. */
  messages: 50,
  /** A message id (a bigint, as text). */
  messageId: 20,
  reportsPerDay: 20,
} as const;

/**
 * The collaboration board: a brief as its poster writes it, an application as a creator sends it,
 * and the limits that keep the board honest (open briefs at once, the weekly allowance).
 */
export const BRIEF_LIMITS = {
  title: 120,
  description: 5000,
  /** Genres, skills and roles wanted: each from the profile vocabularies. */
  listItems: 10,
  listItemLength: 50,
  deliverables: 10,
  deliverableWhat: 120,
  deliverableFormat: 60,
  deliverableCount: 1000,
  location: 100,
  /** Screening questions an applicant answers. */
  questions: 3,
  question: 300,
  /** An ISO 4217 currency code (EUR, USD). */
  currency: 3,
  /** The largest budget figure a brief states, in whole units of its currency. */
  compensationMax: 10_000_000,
  /** Applications close this many days after the brief is created, unless the poster says sooner. */
  closesDefaultDays: 30,
  /** ...and never later than this many days from when the poster sets the date. */
  closesMaxDays: 60,
  /** Why a poster closed without hiring, why an admin removed a brief, what a report says. */
  reason: 1000,
  /** Open briefs at once for a new poster (an account younger than 30 days, or with no closed brief yet). */
  openBriefsNew: 3,
  /** Open briefs at once for an established poster. */
  openBriefsEstablished: 10,
  /** A poster counts as new for this many days after their account (or brand page) was made. */
  newPosterDays: 30,
  /** A brief near-identical to one of the same poster's from this many days back is refused. */
  duplicateWindowDays: 14,
  /** How alike two briefs' normalised title and description must be (pg_trgm similarity) to count as the same. */
  duplicateSimilarity: 0.8,
  /** Days before applications close when the poster is to be warned. */
  expiryWarningDays: 5,
  /** Days after a brief closes that its poster may still decide; undecided applications then close without a decision. */
  decisionGraceDays: 7,
  /** Creators a poster may invite to one brief, in total. */
  invitesPerBrief: 20,
  /** A username in an invitation (the column's length). */
  inviteUsername: 40,
} as const;

/** An application to a brief. */
export const APPLICATION_LIMITS = {
  pitch: 1500,
  links: 3,
  linkLength: 500,
  /** One answer to a screening question. */
  answer: 1500,
  /** The poster's note with a decline. */
  note: 1000,
  /** Applications a creator may send in a week (Monday 00:00 UTC to the next), free of charge. */
  weeklyAllowance: 10,
} as const;

/** Notifications: what one item keeps, and what the app shows of a message in one. */
export const NOTIFICATION_LIMITS = {
  /** Accounts kept on a grouped item, the newest first (the title names two; the count covers all). */
  actorsKept: 20,
  /** A line under a title (a message's first words, say), cut with an ellipsis. */
  body: 140,
  /** A subject (a brief's title, a brand's name) as a title quotes it. */
  subject: 120,
  /** Items on one page of the list. */
  page: 50,
} as const;

/** A banner ad as admins write it (the columns' own lengths). */
export const AD_LIMITS = {
  title: 120,
  description: 300,
  url: 500,
  sponsor: 120,
  placement: 40,
  /** Priority orders the ads of a placement, highest first. */
  priorityMin: -1000,
  priorityMax: 1000,
} as const;

/** The periods the admin dashboard's metrics cover, in UTC days (today included). */
export const METRIC_PERIODS = [7, 30, 90] as const;
export type MetricPeriod = (typeof METRIC_PERIODS)[number];

/**
 * A resource as admins write it (the columns' own lengths). Lists count after trimming and
 * de-duplication; categories, career stages and regions come from the vocabularies.
 */
export const RESOURCE_LIMITS = {
  name: 120,
  description: 2000,
  pricing: 120,
  url: 500,
  categories: 5,
  features: 12,
  featureLength: 100,
  /** Target genres, skills and the needs it answers. */
  listItems: 20,
  listItemLength: 50,
} as const;

/** What admins write about accounts (the back office's users page). */
export const ACCOUNT_ADMIN_LIMITS = {
  /** Why an account is suspended: a sentence or two, shown to other admins. */
  suspensionReason: 500,
} as const;

/**
 * A brand page as its team writes it (the columns' own lengths). Lists count after
 * trimming and de-duplication; the category and regions come from the vocabularies.
 */
export const BRAND_LIMITS = {
  name: 120,
  tagline: 160,
  description: 2000,
  category: 40,
  url: 500,
  headquarters: 120,
  offers: 8,
  offerLength: 100,
  genres: 20,
  genreLength: 50,
  /** A claimant's note to the admins ("I run marketing there; write to me at ..."). */
  claimMessage: 500,
  /** Why an admin refused a claim, shown to the claimant. */
  claimReason: 500,
  /** Invitations an owner may send per brand per day. */
  invitesPerDay: 20,
  /** An invitation token as the link carries it (ours are 43 characters). */
  token: 100,
} as const;

/** A brand's webhook endpoints and what the API lists of their deliveries. */
export const WEBHOOK_LIMITS = {
  /** An endpoint's address. */
  url: 2000,
  /** Endpoints per brand: enough for one per environment and service, few enough to deliver each event quickly. */
  endpointsPerBrand: 10,
  /** Events an endpoint subscribes to (there are three kinds). */
  events: 3,
  /** Deliveries, and attempts of one delivery, listed at once. */
  page: 100,
  /** What is kept of a receiver's answer to show the brand. */
  responseExcerpt: 500,
} as const;

/** One message to the assistant. */
export const CHAT_MESSAGE_MAX = 2000;

/** The largest page offset a cursor may carry: PostgreSQL's int range, far past any real list. */
export const MAX_CURSOR_OFFSET = 2_147_483_647;

/** "At most 100 characters." for schema descriptions, from the same numbers the checks use. */
export const atMostCharacters = (max: number) => `At most ${max.toLocaleString('en')} characters.`;

/** "At most 50 items of at most 60 characters each." for list arguments. */
export const atMostItems = (items: number, length: number) => `At most ${items.toLocaleString('en')} items of at most ${length} characters each.`;

/**
 * Fields whose text runs over several lines (a bio, a message, a note): line breaks (\n, \r\n)
 * and tabs are part of such text. Every other text field is one line.
 */
export const MULTILINE_FIELDS: ReadonlySet<string> = new Set(['answers', 'bio', 'body', 'comment', 'description', 'message', 'note', 'pitch', 'reason']);

/**
 * Secrets and tokens, taken exactly as typed and never shown or stored as text: only a NUL
 * character is refused in them (PostgreSQL cannot hold it anywhere).
 */
export const UNCHECKED_TEXT_FIELDS: ReadonlySet<string> = new Set(['password', 'currentPassword', 'newPassword', 'token', 'idToken']);

/**
 * Characters no text field takes: C0 controls, DEL and C1 controls (a line break in a name
 * breaks a mail header, a terminal or a CSV line), the bidirectional controls (they make text
 * read in another order than it is stored: a name that displays as someone else's) and the
 * Unicode line and paragraph separators. In multi-line fields a tab, a line feed and a carriage
 * return followed by a line feed are text; a lone carriage return is not.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is this rule's purpose
const REFUSED_IN_ONE_LINE = /[\u0000-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069\u2028\u2029]/;
// eslint-disable-next-line no-control-regex -- as above
const REFUSED_IN_MULTILINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069\u2028\u2029]|\r(?!\n)/;

/** How a field's text is checked: one line, several lines, or only for NUL (secrets). */
export type TextKind = 'line' | 'multiline' | 'unchecked';

export const textKindOf = (field: string): TextKind => (UNCHECKED_TEXT_FIELDS.has(field) ? 'unchecked' : MULTILINE_FIELDS.has(field) ? 'multiline' : 'line');

/** The first character of `value` that `field` does not take (see the rules above), or null when there is none. */
export function refusedCharacterOfKind(kind: TextKind, value: string): string | null {
  if (kind === 'unchecked') return value.includes('\u0000') ? '\u0000' : null;
  const found = (kind === 'multiline' ? REFUSED_IN_MULTILINE : REFUSED_IN_ONE_LINE).exec(value);
  return found ? found[0] : null;
}

/** The first character of `value` that the text field `field` does not take, or null when there is none. */
export const refusedCharacter = (field: string, value: string): string | null => refusedCharacterOfKind(textKindOf(field), value);

/** "U+000A" for a line feed: how a message names a character that cannot be shown. */
export const codePointName = (character: string) => `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/** The one message for a refused character, in the server's errors and the web's forms alike. */
export const refusedCharacterMessage = (field: string, character: string) => `${field} contains a character that is not allowed (${codePointName(character)}).`;

/**
 * A form's message for text its field does not take, starting with the label the form shows
 * ("Name contains a character that is not allowed (U+000A)."), or null when the text is fine.
 */
export function characterProblem(field: string, value: string, label: string): string | null {
  const character = refusedCharacter(field, value);
  return character === null ? null : refusedCharacterMessage(label, character);
}

/** Audience aggregates: what a brand sees of the creators connected to it who agreed to be counted. */
export const AUDIENCE_LIMITS = {
  /** A group of fewer creators than this is never shown on its own: it is folded into "Other". */
  minimumGroup: 50,
  /** Every count shown is rounded to a multiple of this. */
  roundTo: 5,
  /** How many times a day one API key may ask for a brand's audience. */
  keyCallsPerDay: 100,
} as const;
