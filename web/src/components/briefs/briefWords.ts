import type { ApplicationStatus, BriefKind, BriefStatus, CompensationType, DeclineReason } from '../../gql/graphql';
import type { TagTone } from '../ui/Tag';

export const KIND_LABELS: Record<BriefKind, string> = {
  COLLABORATION: 'Collaboration',
  PAID_GIG: 'Paid gig',
  BRAND_CAMPAIGN: 'Brand campaign',
  OPEN_CALL: 'Open call',
};

export const COMPENSATION_LABELS: Record<CompensationType, string> = {
  FIXED: 'Fixed fee',
  HOURLY: 'Hourly rate',
  REVENUE_SHARE: 'Revenue share',
  UNPAID: 'Unpaid',
};

export const DECLINE_REASONS: readonly { value: DeclineReason; label: string }[] = [
  { value: 'BUDGET', label: 'Budget' },
  { value: 'GENRE_FIT', label: 'Genre fit' },
  { value: 'TIMELINE', label: 'Timeline' },
  { value: 'ROLE_FILLED', label: 'Role filled' },
  { value: 'OTHER', label: 'Other' },
];

export const declineReasonLabel = (reason: DeclineReason): string => DECLINE_REASONS.find((r) => r.value === reason)?.label ?? reason;

/** How a brief pays, in one line: "€500–€1,500 fixed", "€40–€60 an hour", "Revenue share". */
export function compensationText(c: { type: CompensationType; min?: number | null; max?: number | null; currency?: string | null }): string {
  if ((c.type !== 'FIXED' && c.type !== 'HOURLY') || c.min == null || c.max == null || !c.currency) return COMPENSATION_LABELS[c.type];
  const money = (n: number) => {
    try {
      return new Intl.NumberFormat('en', { style: 'currency', currency: c.currency!, maximumFractionDigits: 0 }).format(n);
    } catch {
      return `${n.toLocaleString('en')} ${c.currency}`;
    }
  };
  const range = c.min === c.max ? money(c.min) : `${money(c.min)}–${money(c.max)}`;
  return c.type === 'HOURLY' ? `${range} an hour` : `${range} fixed`;
}

type BriefState = { status: BriefStatus; awaitingReview: boolean; outcome?: 'HIRED' | 'NO_HIRE' | null };

/** A brief's state as its poster reads it, with the tag's tone. */
export function briefStateOf(brief: BriefState): { label: string; tone: TagTone } {
  if (brief.status === 'DRAFT') return brief.awaitingReview ? { label: 'Awaiting review', tone: 'secondary' } : { label: 'Draft', tone: 'neutral' };
  if (brief.status === 'OPEN') return { label: 'Open', tone: 'success' };
  if (brief.status === 'PAUSED') return { label: 'Paused', tone: 'accent' };
  if (brief.status === 'CLOSED') return { label: brief.outcome === 'HIRED' ? 'Closed · hired' : 'Closed · no hire', tone: 'neutral' };
  if (brief.status === 'EXPIRED') return { label: 'Expired', tone: 'neutral' };
  return { label: 'Removed', tone: 'danger' };
}

/** The pipeline's columns, and which application states each holds. */
export const PIPELINE: readonly { id: string; label: string; statuses: readonly ApplicationStatus[] }[] = [
  { id: 'submitted', label: 'Submitted', statuses: ['SUBMITTED', 'VIEWED'] },
  { id: 'shortlisted', label: 'Shortlisted', statuses: ['SHORTLISTED'] },
  { id: 'hired', label: 'Hired', statuses: ['HIRED'] },
  { id: 'declined', label: 'Declined', statuses: ['DECLINED'] },
];
