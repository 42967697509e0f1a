import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/logger.js';
import { createMailSender } from '../src/modules/mail/mail.sender.js';
import { createMailKit } from '../src/modules/mail/mail.js';
import { startMailCatcher, type MailCatcher } from './mail-catcher.js';
import { startTestApp, type TestApp } from './test-app.js';

describe('outgoing mail', () => {
  let catcher: MailCatcher;
  let app: TestApp;

  beforeAll(async () => {
    catcher = await startMailCatcher();
    app = await startTestApp({ PUBLIC_ORIGIN: 'https://soundboard.test' });
  });
  afterAll(async () => {
    await app.close();
    await catcher.close();
  });

  const address = (name: string) => `${name}-${randomUUID().slice(0, 8)}@example.com`;

  it('goes out through SMTP_URL from MAIL_FROM', async () => {
    const sender = createMailSender({ smtpUrl: catcher.smtpUrl, from: 'SoundBoard <hello@soundboard.test>', logBodies: false }, createLogger('silent'));
    const to = address('direct');
    try {
      await sender.send({ to, subject: 'Hello', text: 'Plain text first.' });
    } finally {
      sender.close();
    }
    const caught = await catcher.waitFor(to);
    expect(caught.from).toBe('"SoundBoard" <hello@soundboard.test>');
    expect(caught.text.trim()).toBe('Plain text first.');
  });

  it('is sent through SMTP by the job queue once the transaction that asked for it commits, with links on the public origin', async () => {
    const mail = createMailKit(app.config.publicOrigin);
    const link = mail.link('/reset-password?token=abc');
    expect(link).toBe('https://soundboard.test/reset-password?token=abc');
    const to = address('Nova');
    await app.orm.em.fork().transactional((tx) => mail.queue(tx, { to, subject: 'Reset your password', text: `Open ${link} within the hour.` }));
    // Addresses are matched as mail servers do, whatever their case.
    const caught = await catcher.waitFor(to.toLowerCase());
    expect(caught.subject).toBe('Reset your password');
    expect(caught.links).toEqual([link]);
  });

  it('sends nothing for a transaction that rolled back', async () => {
    const mail = createMailKit(app.config.publicOrigin);
    const [rolledBack, after] = [address('rolled-back'), address('after')];
    await expect(
      app.orm.em.fork().transactional(async (tx) => {
        await mail.queue(tx, { to: rolledBack, subject: 'Never sent', text: 'nothing' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    // A committed mail queued after it arrives: the rolled-back one, queued first, never does.
    await app.orm.em.fork().transactional((tx) => mail.queue(tx, { to: after, subject: 'Sent', text: 'yes' }));
    await catcher.waitFor(after);
    expect((await catcher.all()).some((m) => m.to.includes(rolledBack))).toBe(false);
  });

  it('never sends to an address outside the rule, and refuses a subject that would break the headers', async () => {
    const mail = createMailKit(app.config.publicOrigin);
    const em = app.orm.em.fork();
    // A list where one address belongs is left out by the job that sends (an account may still hold
    // such an address from an older rule: its notices must not fail what its owner asked for).
    const victim = `victim-${Date.now()}@example.com`;
    await em.transactional((tx) => mail.queue(tx, { to: `a@b.c, ${victim}`, subject: 'x', text: 'x' }));
    const after = `after-${Date.now()}@example.com`;
    await em.fork().transactional((tx) => mail.queue(tx, { to: after, subject: 'Sent', text: 'yes' }));
    await catcher.waitFor(after);
    expect((await catcher.all()).some((m) => m.to.some((to) => to.includes(victim)))).toBe(false);
    await expect(em.transactional((tx) => mail.queue(tx, { to: 'a@example.com\r\nBcc: victim@example.com', subject: 'x', text: 'x' }))).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
    });
    await expect(em.transactional((tx) => mail.queue(tx, { to: 'a@example.com', subject: 'x\r\nBcc: victim@example.com', text: 'x' }))).rejects.toThrow(
      'one line',
    );
    expect(() => mail.link('//evil.example/x')).toThrow();
    // Outside a transaction, the mail and the change could part ways: refused.
    await expect(mail.queue(em, { to: 'a@example.com', subject: 'x', text: 'x' })).rejects.toThrow('inside the transaction');
  });
});
