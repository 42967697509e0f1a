import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One caught e-mail, parsed. `links` are the http(s) addresses in its text, in order. */
export type CaughtMail = { from: string; to: string[]; subject: string; text: string; html: string | null; links: string[] };

export type MailCatcher = {
  /** Give this to the app as SMTP_URL. */
  smtpUrl: string;
  /** Every mail caught so far, oldest first. */
  all: () => CaughtMail[];
  /** The first mail to `to` (matching `subject` when given) not yet taken by an earlier waitFor; waits up to `timeoutMs`. */
  waitFor: (to: string, options?: { subject?: RegExp; timeoutMs?: number }) => Promise<CaughtMail>;
  close: () => Promise<void>;
};

const LINK = /https?:\/\/[^\s<>"')]+/g;

/**
 * An SMTP server in the test's own process, on a free port: the app sends real SMTP through
 * nodemailer, and the test reads what arrived (STACK.md: mailpit is not on npm).
 */
export async function startMailCatcher(): Promise<MailCatcher> {
  const caught: CaughtMail[] = [];
  const taken = new Set<CaughtMail>();
  const listeners = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const text = parsed.text ?? '';
          caught.push({
            from: parsed.from?.text ?? '',
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            subject: parsed.subject ?? '',
            text,
            html: typeof parsed.html === 'string' ? parsed.html : null,
            links: text.match(LINK) ?? [],
          });
          for (const listener of listeners) listener();
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });

  const find = (to: string, subject?: RegExp) => caught.find((mail) => !taken.has(mail) && mail.to.includes(to.toLowerCase()) && (!subject || subject.test(mail.subject)));

  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    all: () => [...caught],
    waitFor: (to, { subject, timeoutMs = 10_000 } = {}) =>
      new Promise<CaughtMail>((resolve, reject) => {
        const check = () => {
          const mail = find(to, subject);
          if (!mail) return false;
          taken.add(mail);
          listeners.delete(check);
          clearTimeout(timer);
          resolve(mail);
          return true;
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(new Error(`no mail to ${to}${subject ? ` matching ${subject}` : ''} within ${timeoutMs} ms (caught: ${caught.map((m) => `${m.to.join(',')}: ${m.subject}`).join('; ') || 'none'})`));
        }, timeoutMs);
        if (!check()) listeners.add(check);
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
