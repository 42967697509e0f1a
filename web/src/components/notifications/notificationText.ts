import type { NotificationKind } from '../../gql/graphql';
import type { IconName } from '../Icon';

/** A count on a badge: "9+" past nine, so a badge stays a badge. */
export const badgeText = (count: number): string => (count > 9 ? '9+' : String(count));

/**
 * The bell's accessible name: "Notifications, 3 unseen", or just "Notifications" with none. Past
 * nine it says what the badge shows ("9+"): a name holds the text one sees (WCAG 2.5.3).
 */
export const bellLabel = (unseen: number): string => (unseen > 0 ? `Notifications, ${badgeText(unseen)} unseen` : 'Notifications');

/** The small line under an item: why the viewer was told ("because you asked to connect"). */
export const reasonLine = (reason: string): string => (reason ? `because ${reason}` : '');

/** The picture of an item without a person behind it: its kind's icon. */
export function kindIcon(kind: NotificationKind): IconName {
  switch (kind) {
    case 'CONNECTION_REQUESTED':
      return 'userPlus';
    case 'CONNECTION_ACCEPTED':
      return 'users';
    case 'MESSAGE_RECEIVED':
    case 'MESSAGE_REQUEST_RECEIVED':
      return 'message';
    case 'BRAND_REQUEST_RECEIVED':
    case 'BRAND_REQUEST_ANSWERED':
    case 'BRAND_VERIFIED':
    case 'BRAND_CLAIM_DECIDED':
      return 'verified';
    case 'WEBHOOK_ENDPOINT_DISABLED':
      return 'flag';
    case 'NEW_STRONG_MATCHES':
    case 'BRIEF_FITS_YOU':
      return 'sparkles';
    case 'REPORT_OUTCOME':
      return 'flag';
    case 'PASSWORD_CHANGED':
    case 'EMAIL_CHANGED':
    case 'NEW_SIGN_IN':
    case 'ACCOUNT_DELETION_REQUESTED':
      return 'shield';
    case 'APPLICATION_RECEIVED':
    case 'APPLICATION_VIEWED':
    case 'APPLICATION_SHORTLISTED':
    case 'APPLICATION_HIRED':
    case 'APPLICATION_DECLINED':
    case 'APPLICATION_CLOSED_NO_DECISION':
    case 'BRIEF_EXPIRING':
      return 'file';
  }
}

/** A stable letter gradient per person: the same name gets the same colour in every list. */
export function toneOf(username: string): number {
  let hash = 0;
  for (const char of username) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash;
}
