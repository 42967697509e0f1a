import type { EntityManager } from '@mikro-orm/postgresql';
import { notify, type NotifyInput } from '../notification/notification.service.js';
import { DeclineReason } from './brief.entity.js';
import { posterAudience } from './collaboration.storage.js';

/**
 * What the board tells people, in the transactions of its actions: posters (a creator, or every
 * member of a brand's team) hear of applications and of a brief about to close; applicants hear
 * every state their application reaches, so nothing ends in silence.
 */

const POSTER_PAGE = '/collaboration/mine';
const briefPage = (briefId: string) => `/collaboration/${briefId}`;

const reasonForPoster = (brandName: string | null) => (brandName ? `you are on the ${brandName} team` : 'you posted this brief');

/** Tells the poster's side of each brief something, one notice per person. */
async function tellPosters(
  tx: EntityManager,
  briefs: { id: string; title: string }[],
  notice: (brief: { id: string; title: string }) => Omit<NotifyInput, 'userId' | 'reason'>,
): Promise<void> {
  const audience = await posterAudience(
    tx,
    briefs.map((brief) => brief.id),
  );
  const byId = new Map(briefs.map((brief) => [brief.id, brief]));
  await notify(
    tx,
    audience.map((row) => ({ ...notice(byId.get(row.brief_id)!), userId: row.user_id, reason: reasonForPoster(row.brand_name) })),
  );
}

/** A creator applied: the poster's side hears it, gathered per brief ("Ana, Ben and 3 others applied"). */
export function tellApplicationReceived(tx: EntityManager, brief: { id: string; title: string }, applicantId: string, pitch: string): Promise<void> {
  return tellPosters(tx, [brief], () => ({
    kind: 'application_received',
    groupKey: `brief:${brief.id}`,
    actorId: applicantId,
    subject: brief.title,
    body: pitch,
    url: POSTER_PAGE,
  }));
}

/** Briefs whose applications close in five days: their posters hear it once. */
export function tellBriefsExpiring(tx: EntityManager, briefs: { id: string; title: string }[]): Promise<void> {
  return tellPosters(tx, briefs, (brief) => ({
    kind: 'brief_expiring',
    groupKey: `brief:${brief.id}`,
    subject: brief.title,
    body: 'Decide on its applications, or move the closing date.',
    url: POSTER_PAGE,
  }));
}

const DECLINE_WORDS: Record<DeclineReason, string> = {
  [DeclineReason.BUDGET]: 'the budget',
  [DeclineReason.GENRE_FIT]: 'the genre fit',
  [DeclineReason.TIMELINE]: 'the timeline',
  [DeclineReason.ROLE_FILLED]: 'the role is filled',
  [DeclineReason.OTHER]: 'another reason',
};

export type ApplicantNews =
  | { kind: 'application_viewed' }
  | { kind: 'application_shortlisted' | 'application_hired' }
  | { kind: 'application_declined'; reason: DeclineReason; note: string | null }
  | { kind: 'application_closed_no_decision' };

const bodyOf = (news: ApplicantNews): string => {
  switch (news.kind) {
    case 'application_viewed':
      return 'The poster opened your application.';
    case 'application_shortlisted':
      return 'A conversation with the poster is open in Messages.';
    case 'application_hired':
      return 'Congratulations! Talk it through with the poster in Messages.';
    case 'application_declined':
      return `Declined because of ${DECLINE_WORDS[news.reason]}${news.note ? `: ${news.note}` : '.'}`;
    case 'application_closed_no_decision':
      return 'The poster never decided. The application was given back to your weekly allowance.';
  }
};

/**
 * An application moved: its applicant hears it. A brand's decision comes from the brand (no
 * person named); a creator poster's names them.
 */
export function tellApplicants(
  tx: EntityManager,
  items: { applicantId: string; briefId: string; title: string; posterId?: string | null }[],
  news: ApplicantNews,
): Promise<void> {
  return notify(
    tx,
    items.map((item) => ({
      userId: item.applicantId,
      kind: news.kind,
      groupKey: `application:${item.briefId}`,
      actorId: item.posterId ?? null,
      subject: item.title,
      body: bodyOf(news),
      url: briefPage(item.briefId),
      reason: 'you applied',
    })),
  );
}
