import type { EntityManager } from '@mikro-orm/postgresql';
import { addJob } from '../../platform/jobs.js';
import { isEmailAddress } from '../../shared/email-address.js';
import { AppError } from '../common/errors.js';

/**
 * One e-mail, plain text first (every client reads it); `html` is an optional richer copy. `from`
 * replaces the app's sender (digests have their own); `headers` are extra header lines
 * (List-Unsubscribe, List-Id), one line each.
 */
export type MailMessage = { to: string; subject: string; text: string; html?: string; from?: string; headers?: Record<string, string> };

/** The largest parts of a message a module may queue: a mail is a short notice with a link, never a document. */
export const MAIL_LIMITS = { address: 254, subject: 200, body: 20_000 } as const;

/**
 * A mail's subject from text that may carry someone's words (a brand's name): every run of
 * whitespace, control or bidirectional control characters becomes one space, and the result is
 * cut to the subject's limit. A name stored before such characters were refused still makes a
 * one-line subject that reads in order, never a refused mail.
 */
export function subjectLine(text: string): string {
  const line = text.replace(/[\s\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]+/gu, ' ').trim();
  if (line.length <= MAIL_LIMITS.subject) return line;
  // Never half of a surrogate pair at the cut.
  const cut = line.slice(0, MAIL_LIMITS.subject);
  return (/[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut).trimEnd();
}

/**
 * What a module needs to send mail: absolute links into the app, and a queue that sends only what
 * a committed transaction asked for. Mail goes out from a job (`send_mail`), never inside the
 * request: a rolled-back change sends nothing, a slow or failing SMTP server delays a mail (the
 * job retries with backoff) instead of failing or hanging the request that asked for it.
 */
export type MailKit = {
  /** An absolute address on PUBLIC_ORIGIN for `path` (which starts with "/"). */
  link: (path: string) => string;
  /** Queues `message` on `tx`, the transaction that writes the change it tells about. */
  queue: (tx: EntityManager, message: MailMessage) => Promise<void>;
};

declare module '../common/context.js' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging
  interface ModuleKits {
    mail: MailKit;
  }
}

/**
 * Refuses what no caller should queue: a header break or an oversized part is a bug upstream, not
 * a mail. The recipient is held to the app's one address rule (isEmailAddress) when the mail is
 * sent (see sendableRecipient), not here.
 */
function checkMailParts(message: MailMessage): MailMessage {
  const { to, subject, text, html, from, headers } = message;
  if (/[\r\n]/.test(to) || to.length > MAIL_LIMITS.address) throw new AppError('BAD_USER_INPUT', 'Not a valid e-mail address');
  if (/[\r\n]/.test(subject) || subject.length > MAIL_LIMITS.subject) throw new Error('A mail subject must be one line of at most 200 characters');
  if (text.length > MAIL_LIMITS.body || (html?.length ?? 0) > MAIL_LIMITS.body) throw new Error('A mail body is limited to 20,000 characters');
  if (from !== undefined && (/[\r\n]/.test(from) || from.length > 200)) throw new Error('A mail sender must be one line of at most 200 characters');
  for (const [name, value] of Object.entries(headers ?? {})) {
    if (!/^[A-Za-z][A-Za-z0-9-]{0,60}$/.test(name) || /[\r\n]/.test(value) || value.length > 1000) throw new Error(`A mail header must be one line: ${name}`);
  }
  return { to, subject, text, ...(html === undefined ? {} : { html }), ...(from === undefined ? {} : { from }), ...(headers === undefined ? {} : { headers }) };
}

/**
 * Whether the mailer sends to `to`: the app's one address rule (isEmailAddress), the rule every
 * address sign-up, the settings and invitations take now passed, so whatever an account or an
 * invitation is made with is sent. An address stored under an older, looser rule is the one
 * exception: a notice to it is not sent (the send_mail job logs that), and what its owner asked
 * for (a new password, a new address, leaving) still happens.
 */
export const sendableRecipient = (to: string): boolean => isEmailAddress(to);

/** A message as the mailer sends it: checkMailParts, and a recipient the mailer can send to. */
export function checkMail(message: MailMessage): MailMessage {
  const checked = checkMailParts(message);
  if (!sendableRecipient(checked.to)) throw new AppError('BAD_USER_INPUT', 'Not a valid e-mail address');
  return checked;
}

/** Queues `message` on `tx`: MailKit.queue, for work that runs without a request's kit (a job). */
export const queueMail = (tx: EntityManager, message: MailMessage): Promise<void> => addJob(tx, 'send_mail', checkMailParts(message));

export function createMailKit(publicOrigin: string): MailKit {
  const origin = new URL(publicOrigin).origin;
  return {
    link: (path) => {
      if (!path.startsWith('/') || path.startsWith('//')) throw new Error(`mail links are paths on the app, got "${path}"`);
      return `${origin}${path}`;
    },
    queue: queueMail,
  };
}
