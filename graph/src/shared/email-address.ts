import { ACCOUNT_LIMITS } from './limits.js';

/**
 * The one rule for an e-mail address, in a pure module that sign-up, the account settings, the
 * forgot-password form, brand invitations, the mailer and the web client's forms all import: an
 * address the app takes is one it can mail, and one it can mail is one it takes.
 *
 * It is the address a mail server takes as it is, with nothing to quote:
 * - before the @, at most 64 ASCII characters: letters, digits and !#$%&'*+/=?^_`{|}~- in
 *   runs joined by single dots. No quotes, spaces, commas, semicolons, angle brackets,
 *   parentheses, backslashes or colons: in a mail header those start a list, a comment or a
 *   display name, and an address holding them reads as several recipients, or as none. No
 *   letters beyond ASCII either: they need SMTPUTF8, which a relay may not offer.
 * - after the @, a domain name of two labels or more, each 1 to 63 letters (of any script: the
 *   mailer sends them as punycode), digits and inner hyphens; the last one not all digits (an
 *   IP address is not a mail domain). Nothing invisible, no control or direction characters,
 *   no look-alike punctuation (a full-width @ or dot is not one).
 * - at most 254 characters in all (SMTP's limit for a path).
 */

const ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const LOCAL_PART = new RegExp(`^${ATOM}(?:\\.${ATOM})*$`);
const DOMAIN_LABEL = /^[\p{L}\p{Nd}](?:[\p{L}\p{M}\p{Nd}-]*[\p{L}\p{M}\p{Nd}])?$/u;
const LOCAL_PART_MAX = 64;
const LABEL_MAX = 63;

/** One mailbox, one spelling: surrounding spaces go, letters are lower-cased and accents composed. */
export const normaliseEmail = (email: string): string => email.trim().normalize('NFC').toLowerCase();

/** Whether `email`, as given (normaliseEmail first for what a person typed), is an address the app takes and mails. */
export function isEmailAddress(email: string): boolean {
  if (email.length > ACCOUNT_LIMITS.email) return false;
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  const labels = email.slice(at + 1).split('.');
  return (
    at > 0 &&
    local.length <= LOCAL_PART_MAX &&
    LOCAL_PART.test(local) &&
    labels.length >= 2 &&
    labels.every((label) => label.length <= LABEL_MAX && DOMAIN_LABEL.test(label)) &&
    !/^\d+$/.test(labels[labels.length - 1]!)
  );
}

/**
 * Text either side of one @, nothing more: enough to look an account up by. Sign-in takes what
 * older, looser rules let an account be made with, so that its owner can still sign in and move
 * to an address that isEmailAddress takes.
 */
export const isEmailShaped = (email: string): boolean => email.length <= ACCOUNT_LIMITS.email && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);
