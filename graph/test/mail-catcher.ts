import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { inject } from 'vitest';

/** One caught e-mail, parsed. `links` are the http(s) addresses in its text, in order. */
export type CaughtMail = { from: string; to: string[]; subject: string; text: string; html: string | null; links: string[] };

const LINK = /https?:\/\/[^\s<>"')]+/g;

/**
 * The run's SMTP server (global-setup.ts starts one, STACK.md: mailpit is not on npm): every mail
 * it receives is written as a JSON file into `dir`. One server for the whole run because every
 * test app's job worker takes mail jobs from the one test database: whichever worker sends a mail,
 * it arrives here, where any test file can read it.
 */
export async function startSmtpServer(dir: string): Promise<{ url: string; close: () => Promise<void> }> {
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (parsed) => {
          const text = parsed.text ?? '';
          const mail: CaughtMail = {
            from: parsed.from?.text ?? '',
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            subject: parsed.subject ?? '',
            text,
            html: typeof parsed.html === 'string' ? parsed.html : null,
            links: text.match(LINK) ?? [],
          };
          // Named in arrival order; written whole, then renamed, so a reader never sees half a mail.
          const name = `${Date.now().toString().padStart(15, '0')}-${String(++count).padStart(6, '0')}.json`;
          await writeFile(path.join(dir, `${name}.part`), JSON.stringify(mail));
          await rename(path.join(dir, `${name}.part`), path.join(dir, name));
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
  return { url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

export type MailCatcher = {
  /** Give this to the app as SMTP_URL (startTestApp already does). */
  smtpUrl: string;
  /** Every mail the run caught so far, oldest first. */
  all: () => Promise<CaughtMail[]>;
  /** The first mail to `to` (matching `subject` when given) not yet taken by an earlier waitFor of this catcher; waits up to `timeoutMs`. */
  waitFor: (to: string, options?: { subject?: RegExp; timeoutMs?: number }) => Promise<CaughtMail>;
  close: () => Promise<void>;
};

/** A test file's view of the run's mail: use addresses of the test's own, as every file sees every mail. */
export async function startMailCatcher(): Promise<MailCatcher> {
  const dir = inject('mailDir');
  const taken = new Set<string>();
  const read = async (): Promise<[string, CaughtMail][]> => {
    const names = (await readdir(dir)).filter((name) => name.endsWith('.json')).sort();
    return Promise.all(names.map(async (name) => [name, JSON.parse(await readFile(path.join(dir, name), 'utf8')) as CaughtMail] as [string, CaughtMail]));
  };
  return {
    smtpUrl: inject('smtpUrl'),
    all: async () => (await read()).map(([, mail]) => mail),
    waitFor: async (to, { subject, timeoutMs = 10_000 } = {}) => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mails = await read();
        const found = mails.find(([name, mail]) => !taken.has(name) && mail.to.includes(to.toLowerCase()) && (!subject || subject.test(mail.subject)));
        if (found) {
          taken.add(found[0]);
          return found[1];
        }
        if (Date.now() > deadline) {
          const seen = mails.filter(([, mail]) => mail.to.includes(to.toLowerCase())).map(([, mail]) => mail.subject);
          throw new Error(`no mail to ${to}${subject ? ` matching ${subject}` : ''} within ${timeoutMs} ms (to that address: ${seen.join('; ') || 'none'})`);
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: async () => undefined,
  };
}
