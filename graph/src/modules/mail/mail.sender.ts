import { createTransport } from 'nodemailer';
import type { Logger } from '../common/context.js';
import type { MailMessage } from './mail.js';

/** Delivers one message now: SMTP in production, the log in development. Used by the `send_mail` job only. */
export type MailSender = { send: (message: MailMessage) => Promise<void>; close: () => void };

export type MailSenderConfig = { smtpUrl: string | undefined; from: string; logBodies: boolean };

/**
 * Through SMTP when `smtpUrl` is set (nodemailer pools a few connections and reuses them between
 * jobs). Without it, the message is logged: with its text in development, so that a reset link can
 * be followed from the terminal, and without it elsewhere, where a link in a log would be a
 * credential in a log.
 */
export function createMailSender({ smtpUrl, from, logBodies }: MailSenderConfig, logger: Logger): MailSender {
  if (!smtpUrl) {
    return {
      send: async ({ to, subject, text, headers }) => {
        logger.info(
          { mail: { to, subject, ...(headers ? { headers } : {}), ...(logBodies ? { text } : {}) } },
          'mail not sent (SMTP_URL is unset): logged instead',
        );
      },
      close: () => undefined,
    };
  }
  const transport = createTransport(smtpUrl, { from });
  // An unreachable server fails the attempt in seconds (the job retries), not after minutes.
  transport.set('pool', true);
  return {
    send: async (message) => {
      await transport.sendMail({ from, ...message });
    },
    close: () => transport.close(),
  };
}
