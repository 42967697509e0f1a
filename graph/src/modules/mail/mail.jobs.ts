import type { JobHandlers } from '../../platform/jobs.js';
import { checkMail, sendableRecipient, type MailMessage } from './mail.js';
import type { MailSender } from './mail.sender.js';

/**
 * A stored payload, checked: an operator's or an older release's row must not send something
 * malformed. Null for a notice to an address the mailer does not send to (sendableRecipient).
 */
function messageOf(payload: unknown): MailMessage | null {
  const { to, subject, text, html, from, headers } = (typeof payload === 'object' && payload !== null ? payload : {}) as Record<string, unknown>;
  const optionalString = (value: unknown) => value === undefined || typeof value === 'string';
  const headerMap =
    headers === undefined || (typeof headers === 'object' && headers !== null && Object.values(headers).every((value) => typeof value === 'string'));
  if (typeof to !== 'string' || typeof subject !== 'string' || typeof text !== 'string' || !optionalString(html) || !optionalString(from) || !headerMap) {
    throw new Error('send_mail needs { to, subject, text, html?, from?, headers? } as strings');
  }
  if (!sendableRecipient(to)) return null;
  return checkMail({
    to,
    subject,
    text,
    ...(html === undefined ? {} : { html: html as string }),
    ...(from === undefined ? {} : { from: from as string }),
    ...(headers === undefined ? {} : { headers: headers as Record<string, string> }),
  });
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
