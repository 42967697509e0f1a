import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailKit } from '../src/modules/mail/mail.js';
import { startMailCatcher, type MailCatcher } from './mail-catcher.js';
import { startTestApp, type TestApp } from './test-app.js';

describe('outgoing mail', () => {
  let catcher: MailCatcher;
  let app: TestApp;

  beforeAll(async () => {
    catcher = await startMailCatcher();
    app = await startTestApp({ SMTP_URL: catcher.smtpUrl, MAIL_FROM: 'SoundBoard <hello@soundboard.test>', PUBLIC_ORIGIN: 'https://soundboard.test' });
  });
  afterAll(async () => {
    await app.close();
    await catcher.close();
  });

  it('is sent through SMTP by the job queue once the transaction that asked for it commits, with links on the public origin', async () => {
    const mail = createMailKit(app.config.publicOrigin);
    const link = mail.link('/reset-password?token=abc');
    expect(link).toBe('https://soundboard.test/reset-password?token=abc');
    await app.orm.em.fork().transactional((tx) => mail.queue(tx, { to: 'Nova@Example.com', subject: 'Reset your password', text: `Open ${link} within the hour.` }));
    const caught = await catcher.waitFor('nova@example.com');
    expect(caught.subject).toBe('Reset your password');
    expect(caught.from).toContain('hello@soundboard.test');
    expect(caught.links).toEqual([link]);
  });

  it('sends nothing for a transaction that rolled back', async () => {
    const mail = createMailKit(app.config.publicOrigin);
    await expect(
      app.orm.em.fork().transactional(async (tx) => {
        await mail.queue(tx, { to: 'rolled-back@example.com', subject: 'Never sent', text: 'nothing' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    // A committed mail queued after it arrives: the rolled-back one, queued first, never does.
    await app.orm.em.fork().transactional((tx) => mail.queue(tx, { to: 'after@example.com', subject: 'Sent', text: 'yes' }));
    await catcher.waitFor('after@example.com');
    expect(catcher.all().some((m) => m.to.includes('rolled-back@example.com'))).toBe(false);
  });

  it('refuses a malformed address or a subject that would break the headers, before anything is queued', async () => {
    const mail = createMailKit(app.config.publicOrigin);
    const em = app.orm.em.fork();
    await expect(em.transactional((tx) => mail.queue(tx, { to: 'a@b.c, victim@example.com', subject: 'x', text: 'x' }))).rejects.toMatchObject({ code: 'BAD_USER_INPUT' });
    await expect(em.transactional((tx) => mail.queue(tx, { to: 'a@example.com', subject: 'x\r\nBcc: victim@example.com', text: 'x' }))).rejects.toThrow('one line');
    expect(() => mail.link('//evil.example/x')).toThrow();
    // Outside a transaction, the mail and the change could part ways: refused.
    await expect(mail.queue(em, { to: 'a@example.com', subject: 'x', text: 'x' })).rejects.toThrow('inside the transaction');
  });
});
