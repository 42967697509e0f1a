import type { ModerationAction, ReportCategory, ReportStatus } from '../../gql/graphql';

/** The report categories as creators choose them, in the order the dialog offers them. */
export const CATEGORIES: readonly { value: ReportCategory; label: string; hint: string }[] = [
  { value: 'SPAM', label: 'Spam', hint: 'Promotions, scams, the same message sent to many people.' },
  { value: 'HARASSMENT', label: 'Harassment', hint: 'Insults, threats or unwanted contact after being told no.' },
  { value: 'IMPERSONATION', label: 'Impersonation', hint: 'Pretending to be another artist, brand or person.' },
  { value: 'INAPPROPRIATE_CONTENT', label: 'Inappropriate content', hint: 'Sexual, violent or hateful content.' },
  { value: 'OTHER', label: 'Something else', hint: 'Tell us in the comment.' },
];

export const categoryLabel = (category: ReportCategory): string => CATEGORIES.find((c) => c.value === category)?.label ?? category;

/** Where a report stands, as its reporter reads it. */
export const REPORTER_STATUS: Record<ReportStatus, { label: string; tone: 'accent' | 'secondary' | 'success' }> = {
  OPEN: { label: 'Waiting for review', tone: 'accent' },
  CLAIMED: { label: 'Under review', tone: 'secondary' },
  RESOLVED: { label: 'Resolved', tone: 'success' },
};

/** The admin's choices when resolving, with what each does. */
export const ACTIONS: readonly { value: ModerationAction; label: string; hint: string }[] = [
  { value: 'DISMISS', label: 'Dismiss', hint: 'Nothing to act on. The reporter reads “no action was needed”.' },
  { value: 'WARN', label: 'Warn', hint: 'The creator gets a warning notice. They are not told who reported them.' },
  { value: 'REMOVE_MESSAGES', label: 'Remove messages', hint: 'The attached messages are deleted from the conversation. The report keeps its copies.' },
  { value: 'SUSPEND', label: 'Suspend account', hint: 'The account is suspended and signed out everywhere.' },
];

export const actionLabel = (action: ModerationAction): string => ACTIONS.find((a) => a.value === action)?.label ?? action;

/** A time as people read it here: `12 Mar 2026, 09:00` in their own time zone. */
export const readableTime = (iso: string): string =>
  new Date(iso).toLocaleString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
