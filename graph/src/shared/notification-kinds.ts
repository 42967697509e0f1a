/**
 * What SoundBoard tells people, in one pure module the server and the web client both read: every
 * kind of notification, its group in the preferences, whether it may be turned off, and where it
 * goes by default. The server records and sends by it; /account/notifications draws its matrix
 * from it. The GraphQL enum `NotificationKind` has one value per key, in upper case.
 */

export const NOTIFICATION_KINDS = [
  'connection_requested',
  'connection_accepted',
  'message_received',
  'message_request_received',
  'brand_request_received',
  'brand_request_answered',
  'application_received',
  'application_viewed',
  'application_shortlisted',
  'application_hired',
  'application_declined',
  'application_closed_no_decision',
  'brief_expiring',
  'brief_fits_you',
  'new_strong_matches',
  'report_outcome',
  'brand_verified',
  'brand_claim_decided',
  'webhook_endpoint_disabled',
  'password_changed',
  'email_changed',
  'new_sign_in',
  'account_deletion_requested',
] as const;

export type NotificationKindKey = (typeof NOTIFICATION_KINDS)[number];

export type NotificationGroup = 'network' | 'messages' | 'brands' | 'collaboration' | 'matches' | 'account';

export type KindRule = {
  /** The row's label in the preferences. */
  label: string;
  group: NotificationGroup;
  /** Security events: always in the app and by e-mail at once, never held by quiet hours, never turned off. */
  required: boolean;
  /** Where it goes until the user says otherwise. */
  inApp: boolean;
  email: boolean;
};

/**
 * The defaults follow what people answer: what someone did to or for you (a request, a decision,
 * a reply) is worth an e-mail when you are away; what the product found for you (matches, briefs
 * that fit) stays in the app unless asked for.
 */
export const KIND_RULES: Record<NotificationKindKey, KindRule> = {
  connection_requested: { label: 'Someone asks to connect', group: 'network', required: false, inApp: true, email: true },
  connection_accepted: { label: 'Your connection request is accepted', group: 'network', required: false, inApp: true, email: false },
  message_received: { label: 'New messages', group: 'messages', required: false, inApp: true, email: true },
  message_request_received: { label: 'Message requests', group: 'messages', required: false, inApp: true, email: true },
  brand_request_received: { label: 'A creator asks your brand to connect', group: 'brands', required: false, inApp: true, email: true },
  brand_request_answered: { label: 'A brand answers your request', group: 'brands', required: false, inApp: true, email: true },
  application_received: { label: 'Applications to your briefs', group: 'collaboration', required: false, inApp: true, email: true },
  application_viewed: { label: 'A poster opens your application', group: 'collaboration', required: false, inApp: true, email: false },
  application_shortlisted: { label: 'You are shortlisted', group: 'collaboration', required: false, inApp: true, email: true },
  application_hired: { label: 'You are hired', group: 'collaboration', required: false, inApp: true, email: true },
  application_declined: { label: 'An application is declined', group: 'collaboration', required: false, inApp: true, email: true },
  application_closed_no_decision: {
    label: 'An application closes without a decision',
    group: 'collaboration',
    required: false,
    inApp: true,
    email: true,
  },
  brief_expiring: { label: 'Your brief closes in five days', group: 'collaboration', required: false, inApp: true, email: true },
  brief_fits_you: { label: 'A new brief fits you', group: 'collaboration', required: false, inApp: true, email: false },
  new_strong_matches: { label: 'New strong matches', group: 'matches', required: false, inApp: true, email: false },
  report_outcome: { label: 'The outcome of a report you made', group: 'account', required: false, inApp: true, email: false },
  brand_verified: { label: 'Your brand is verified', group: 'brands', required: false, inApp: true, email: true },
  brand_claim_decided: { label: 'A decision on your brand claim', group: 'brands', required: false, inApp: true, email: true },
  // Deliveries stop until an owner acts: worth a mail, but an owner may prefer their own monitoring.
  webhook_endpoint_disabled: { label: 'A webhook endpoint of your brand is turned off', group: 'brands', required: false, inApp: true, email: true },
  password_changed: { label: 'Your password changed', group: 'account', required: true, inApp: true, email: true },
  email_changed: { label: 'Your e-mail address changed', group: 'account', required: true, inApp: true, email: true },
  new_sign_in: { label: 'A new sign-in to your account', group: 'account', required: true, inApp: true, email: true },
  account_deletion_requested: { label: 'Your account is set to be deleted', group: 'account', required: true, inApp: true, email: true },
};

/** The preferences' sections, in the order they are shown. */
export const NOTIFICATION_GROUPS: { key: NotificationGroup; label: string }[] = [
  { key: 'network', label: 'Network' },
  { key: 'messages', label: 'Messages' },
  { key: 'brands', label: 'Brands' },
  { key: 'collaboration', label: 'Collaboration board' },
  { key: 'matches', label: 'MatchMade' },
  { key: 'account', label: 'Account and security' },
];

/** Names shown in a grouped item before "and N others". */
export const ACTORS_NAMED = 2;

/**
 * "Ana", "Ana and Ben", "Ana, Ben and 3 others": the people behind a grouped item, as its title
 * names them. `total` counts every distinct actor, the named ones included.
 */
export function actorPhrase(names: readonly string[], total: number): string {
  const shown = names.slice(0, total > ACTORS_NAMED + 1 ? ACTORS_NAMED : ACTORS_NAMED + 1);
  const rest = total - shown.length;
  if (shown.length === 0) return rest === 1 ? 'Someone' : `${rest} people`;
  if (rest <= 0) return shown.length === 1 ? shown[0]! : `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}`;
  return `${shown.join(', ')} and ${rest} ${rest === 1 ? 'other' : 'others'}`;
}
