import type { ApplicationStatus, BriefKind, BriefStatus, CompensationType, DeclineReason } from '../../gql/graphql';
import { formatCount } from '../format';

/** The kinds of brief, in the order the board's filter offers them. */
export const KINDS: readonly { value: BriefKind; label: string }[] = [
  { value: 'COLLABORATION', label: 'Collaboration' },
  { value: 'PAID_GIG', label: 'Paid gig' },
  { value: 'BRAND_CAMPAIGN', label: 'Brand campaign' },
  { value: 'OPEN_CALL', label: 'Open call' },
];

export const kindLabel = (kind: BriefKind): string => KINDS.find((k) => k.value === kind)?.label ?? kind;

/** How a brief pays, in the order the board's filter offers them. */
export const COMPENSATION_TYPES: readonly { value: CompensationType; label: string }[] = [
  { value: 'FIXED', label: 'Fixed fee' },
  { value: 'HOURLY', label: 'Hourly' },
  { value: 'REVENUE_SHARE', label: 'Revenue share' },
  { value: 'UNPAID', label: 'Unpaid' },
];

const SYMBOLS: Record<string, string> = { EUR: '€', USD: '$', GBP: '£', JPY: '¥' };

/** 1000 in EUR → "€1,000"; a currency without a symbol here reads "CHF 1,000". */
export function money(amount: number, currency: string | null | undefined): string {
  const code = (currency ?? '').toUpperCase();
  const symbol = SYMBOLS[code];
  if (symbol) return `${symbol}${formatCount(amount)}`;
  return code ? `${code} ${formatCount(amount)}` : formatCount(amount);
}

type Compensation = { type: CompensationType; min?: number | null; max?: number | null; currency?: string | null };

/**
 * What a brief pays, as every card shows it (in bold): "€500–€1,000 fixed", "€40–€60 / hour",
 * "Revenue share", "Unpaid". A range with one end reads "from €500" or "up to €1,000".
 */
export function compensationLabel({ type, min, max, currency }: Compensation): string {
  if (type === 'REVENUE_SHARE') return 'Revenue share';
  if (type === 'UNPAID') return 'Unpaid';
  const low = min ?? null;
  const high = max ?? null;
  let range: string;
  if (low !== null && high !== null) range = low === high ? money(low, currency) : `${money(low, currency)}–${money(high, currency)}`;
  else if (low !== null) range = `from ${money(low, currency)}`;
  else if (high !== null) range = `up to ${money(high, currency)}`;
  else return type === 'HOURLY' ? 'Paid by the hour' : 'Fixed fee';
  return type === 'HOURLY' ? `${range} / hour` : `${range} fixed`;
}

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** "closes in 5 days", "closes tomorrow", "closes in 3 hours", "closed": when applications close. */
export function closesIn(iso: string, now = Date.now()): string {
  const left = new Date(iso).getTime() - now;
  if (left <= 0) return 'applications closed';
  if (left < HOUR) return 'closes within the hour';
  if (left < DAY) {
    const hours = Math.floor(left / HOUR);
    return `closes in ${hours} ${hours === 1 ? 'hour' : 'hours'}`;
  }
  // Rounded: a brief that closes in 11.9 days reads "12 days", as a person would say it.
  const days = Math.round(left / DAY);
  if (days <= 1) return 'closes tomorrow';
  return `closes in ${days} days`;
}

/** Applications close within three days: the card says so in the warning colour. */
export const closingSoon = (iso: string, now = Date.now()): boolean => {
  const left = new Date(iso).getTime() - now;
  return left > 0 && left < 3 * DAY;
};

/**
 * "Monday": the day the weekly allowance starts again. Read in UTC, as the week is counted: at
 * Monday 00:00 UTC a reader west of Greenwich would otherwise read "Sunday".
 */
export const weekday = (iso: string): string => new Date(iso).toLocaleDateString('en-GB', { weekday: 'long', timeZone: 'UTC' });

/** "7 of 10 applications left this week, resets Monday". */
export function allowanceLine(remaining: number, weekly: number, resetsAt: string): string {
  return `${formatCount(remaining)} of ${formatCount(weekly)} ${weekly === 1 ? 'application' : 'applications'} left this week, resets ${weekday(resetsAt)}`;
}

/** A share from 0 to 1 as a whole percent: 0.456 → "46%". */
export const percent = (share: number): string => `${Math.round(share * 100)}%`;

/** Median hours to a first answer as people say it: "under an hour", "5 hours", "2 days". */
export function hoursLabel(hours: number): string {
  if (hours < 1) return 'under an hour';
  if (hours < 48) {
    const whole = Math.round(hours);
    return `${whole} ${whole === 1 ? 'hour' : 'hours'}`;
  }
  return `${Math.round(hours / 24)} days`;
}

type Tone = 'accent' | 'secondary' | 'neutral' | 'success' | 'danger';

/** Where an application stands, as its applicant reads it. */
export const APPLICATION_STATUS: Record<ApplicationStatus, { label: string; tone: Tone; detail: string }> = {
  SUBMITTED: { label: 'Submitted', tone: 'secondary', detail: 'Sent. The poster has not opened it yet.' },
  VIEWED: { label: 'Viewed', tone: 'accent', detail: 'The poster opened your application.' },
  SHORTLISTED: { label: 'Shortlisted', tone: 'success', detail: 'You are on the shortlist. The poster can now message you in Messages.' },
  HIRED: { label: 'Hired', tone: 'success', detail: 'You got it. Agree on the details with the poster in Messages.' },
  DECLINED: { label: 'Declined', tone: 'danger', detail: 'The poster went another way this time.' },
  WITHDRAWN: { label: 'Withdrawn', tone: 'neutral', detail: 'You took this application back.' },
  CLOSED_NO_DECISION: {
    label: 'Closed',
    tone: 'neutral',
    detail: 'The brief closed without a decision — your application was given back.',
  },
};

/** An applicant may take an application back until the poster decides. */
export const withdrawable = (status: ApplicationStatus): boolean => status === 'SUBMITTED' || status === 'VIEWED' || status === 'SHORTLISTED';

export const DECLINE_REASONS: Record<DeclineReason, string> = {
  BUDGET: 'Budget',
  GENRE_FIT: 'Not the right genre fit',
  ROLE_FILLED: 'The role was filled',
  TIMELINE: 'Timeline',
  OTHER: 'Another reason',
};

/** A brief that takes no applications now, and why, as a visitor reads it. */
export const BRIEF_STATE: Partial<Record<BriefStatus, { label: string; detail: string }>> = {
  PAUSED: { label: 'Paused', detail: 'The poster paused this brief. It takes no applications until they open it again.' },
  CLOSED: { label: 'Closed', detail: 'This brief is closed and takes no more applications.' },
  EXPIRED: { label: 'Applications closed', detail: 'The closing date has passed: this brief takes no more applications.' },
  DRAFT: { label: 'Draft', detail: 'Only you can see this draft until it is published.' },
  REMOVED: { label: 'Removed', detail: 'Moderation removed this brief.' },
};
