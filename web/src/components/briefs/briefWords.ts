import type { ApplicationStatus, BriefKind, BriefStatus, CompensationType, DeclineReason } from '../../gql/graphql';
import type { TagTone } from '../ui/Tag';
import { compensationLabel, COMPENSATION_TYPES, KINDS } from '../collaboration/briefWords';

/** Kind and pay labels are the board's (../collaboration/briefWords.ts): one wording on every page. */
export const KIND_LABELS = Object.fromEntries(KINDS.map((kind) => [kind.value, kind.label])) as Record<BriefKind, string>;

export const COMPENSATION_LABELS = Object.fromEntries(COMPENSATION_TYPES.map((type) => [type.value, type.label])) as Record<CompensationType, string>;

export const DECLINE_REASONS: readonly { value: DeclineReason; label: string }[] = [
  { value: 'BUDGET', label: 'Budget' },
  { value: 'GENRE_FIT', label: 'Genre fit' },
  { value: 'TIMELINE', label: 'Timeline' },
  { value: 'ROLE_FILLED', label: 'Role filled' },
  { value: 'OTHER', label: 'Other' },
];

export const declineReasonLabel = (reason: DeclineReason): string => DECLINE_REASONS.find((r) => r.value === reason)?.label ?? reason;

/** How a brief pays, in one line, as every card shows it: "€500–€1,500 fixed", "€40–€60 / hour", "Revenue share". */
export const compensationText = compensationLabel;

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
