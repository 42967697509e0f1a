import type { ApiAccess, ApiResource, WebhookEvent } from '../../gql/graphql';

/**
 * The pure rules of /brand/developers: the resources and events in the order the page lists them,
 * a key's state and grants in words, and the expiry a choice in the create form stands for.
 */

export const RESOURCES: readonly { value: ApiResource; label: string }[] = [
  { value: 'BRAND_PAGE', label: 'Brand page' },
  { value: 'CONNECTION_REQUESTS', label: 'Connection requests' },
  { value: 'BRIEFS', label: 'Briefs' },
  { value: 'APPLICATIONS', label: 'Applications' },
  { value: 'CONVERSATIONS', label: 'Conversations' },
  { value: 'AUDIENCE', label: 'Audience' },
  { value: 'WEBHOOKS', label: 'Webhooks' },
];

export const ACCESS_CHOICES: readonly { value: ApiAccess; label: string }[] = [
  { value: 'NONE', label: 'None' },
  { value: 'READ', label: 'Read' },
  { value: 'WRITE', label: 'Write' },
];

export const EVENTS: readonly { value: WebhookEvent; label: string; hint: string }[] = [
  { value: 'BRAND_REQUEST_RECEIVED', label: 'Connection request', hint: 'A creator asks the brand to connect' },
  { value: 'APPLICATION_RECEIVED', label: 'Application', hint: 'A creator applies to one of the brand’s briefs' },
  { value: 'MESSAGE_RECEIVED', label: 'Message', hint: 'A creator writes in a conversation with the brand' },
];

export const eventLabel = (event: WebhookEvent): string => EVENTS.find((item) => item.value === event)?.label ?? event;

/** The secret's visible part in a list: the prefix every key shares and the last four characters. */
export const maskedSecret = (lastFour: string): string => `sbk_live_…${lastFour}`;

/** "Read: briefs, applications · Write: brand page", or "No access" (a key the server would refuse to create). */
export function grantsInWords(grants: readonly { resource: ApiResource; access: ApiAccess }[]): string {
  const named = (access: ApiAccess) =>
    RESOURCES.filter((resource) => grants.some((grant) => grant.resource === resource.value && grant.access === access)).map((resource) =>
      resource.label.toLowerCase(),
    );
  const parts: string[] = [];
  for (const [word, access] of [
    ['Write', 'WRITE'],
    ['Read', 'READ'],
  ] as const) {
    const names = named(access);
    if (names.length > 0) parts.push(`${word}: ${names.join(', ')}`);
  }
  return parts.length > 0 ? parts.join(' · ') : 'No access';
}

export type KeyState = { kind: 'ACTIVE' } | { kind: 'ROLLING'; until: string } | { kind: 'EXPIRED' } | { kind: 'REVOKED' };

/**
 * Where a key stands now: revoked wins, then expired; a key whose secret was rolled is "rolling"
 * while its old secret still works.
 */
export function keyState(key: { expiresAt: string; revokedAt?: string | null; previousSecretUntil?: string | null }, now = Date.now()): KeyState {
  if (key.revokedAt) return { kind: 'REVOKED' };
  if (new Date(key.expiresAt).getTime() <= now) return { kind: 'EXPIRED' };
  if (key.previousSecretUntil && new Date(key.previousSecretUntil).getTime() > now) return { kind: 'ROLLING', until: key.previousSecretUntil };
  return { kind: 'ACTIVE' };
}

/** A key expires at most a year ahead; the server allows a minute of leeway, the page keeps a minute inside it. */
export const MAX_KEY_DAYS = 365;
const DAY_MS = 24 * 60 * 60 * 1000;
const MARGIN_MS = 60_000;

export const EXPIRY_CHOICES = [
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: '365', label: '1 year' },
  { value: 'date', label: 'A date' },
] as const;

export type ExpiryChoice = (typeof EXPIRY_CHOICES)[number]['value'];

/** `yyyy-mm-dd` of a date in the reader's time zone, as a date input reads and writes it. */
export const dateInputValue = (date: Date): string =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** The first and last day a date choice may name: tomorrow, and a year from today. */
export const dateBounds = (now = new Date()) => ({
  min: dateInputValue(new Date(now.getTime() + DAY_MS)),
  max: dateInputValue(new Date(now.getTime() + MAX_KEY_DAYS * DAY_MS)),
});

/**
 * When a key made now with this choice expires: so many days from now, or the end of the chosen
 * day in the reader's time zone, never beyond a year from now. Null when the date is missing,
 * not a date, or not after today.
 */
export function expiryFrom(choice: ExpiryChoice, date: string, now = new Date()): Date | null {
  const latest = now.getTime() + MAX_KEY_DAYS * DAY_MS - MARGIN_MS;
  if (choice !== 'date') return new Date(Math.min(now.getTime() + Number(choice) * DAY_MS, latest));
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const endOfDay = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 23, 59, 59);
  if (Number.isNaN(endOfDay.getTime()) || date < dateBounds(now).min || date > dateBounds(now).max) return null;
  return new Date(Math.min(endOfDay.getTime(), latest));
}

export const GRACE_CHOICES = [
  { value: '0', label: 'None: the old secret stops now' },
  { value: '1', label: '1 hour' },
  { value: '24', label: '24 hours' },
  { value: '168', label: '7 days' },
] as const;

/** "14 Mar 2026, 09:30" in the reader's time zone: when a key expires or was last used. */
export const dateTime = (iso: string): string =>
  new Date(iso).toLocaleString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** Whether a URL may be registered as an endpoint: an https address (the server checks the rest). */
export function endpointUrlProblem(url: string): string | null {
  const text = url.trim();
  if (!text) return 'Enter the address SoundBoard should POST to.';
  if (text.length > 2000) return 'At most 2,000 characters.';
  let parsed: URL;
  try {
    parsed = new URL(text);
  } catch {
    return 'Enter a full address, such as https://example.com/soundboard.';
  }
  return parsed.protocol === 'https:' ? null : 'The address must start with https://.';
}
