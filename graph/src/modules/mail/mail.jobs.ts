import type { JobHandlers } from '../../platform/jobs.js';
import { checkMail, sendableRecipient, type MailMessage } from './mail.js';
import type { MailSender } from './mail.sender.js';

/**
 * A stored payload, checked: an operator's or an older release's row must not send something
 * malformed. Null for a notice to an address the mailer does not send to (sendableRecipient).
 */
function messageOf(payload: unknown): MailMessage | null {
  const { to, subject, text, html } = (typeof payload === 'object' && payload !== null ? payload : {}) as Record<string, unknown>;
  if (typeof to !== 'string' || typeof subject !== 'string' || typeof text !== 'string' || (html !== undefined && typeof html !== 'string')) {
    throw new Error('send_mail needs { to, subject, text, html? } as strings');
  }
  if (!sendableRecipient(to)) return null;
  return checkMail({ to, subject, text, ...(html === undefined ? {} : { html }) });
}

/** Sends queued mail; a failure (SMTP down, refused) fails the attempt and graphile-worker retries it. */
export function mailJobs(sender: MailSender): Pick<JobHandlers, 'send_mail'> {
  return {
    send_mail: async (payload, run) => {
      const message = messageOf(payload);
      if (message === null) {
        // Retrying cannot help: the address stays what it is until its owner changes it.
        run.logger.warn({ subject: (payload as { subject?: unknown }).subject }, 'mail not sent: the stored address is one the mailer does not send to');
        return;
      }
      await sender.send(message);
      run.logger.debug({ to: message.to, subject: message.subject }, 'mail sent');
    },
  };
}
