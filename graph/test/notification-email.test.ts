import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNotificationKit, decideEmail, digestDue, sendDigests, type NotificationKit } from '../src/modules/notification/notification.email.js';
import { isQuiet, quietUntil, type QuietRange } from '../src/modules/notification/quiet-hours.js';
import { readUnsubscribeToken, unsubscribeToken } from '../src/modules/notification/unsubscribe-token.js';
import { notify } from '../src/modules/notification/notification.service.js';
import { CSRF_HEADER } from '../src/shared/csrf.js';
import { createCreator, type TestCreator } from './seed-helpers.js';
import { startTestApp, type GqlBody, type TestApp } from './test-app.js';

/**
 * Notification e-mail with the clock in the test's hands: the decision runs with the time given
 * to it, never a wait. Mail only when the item is still unseen after the delay and its owner has
 * not been active since; one mail for what gathered; security notices at once; quiet hours hold
 * (across a daylight-saving change) and release at their end; digests only for the away; one-click
 * unsubscribe by POST, at once.
 */

let t: TestApp;
let kit: NotificationKit;
const MINUTE = 60_000;
beforeAll(async () => {
  // No worker: the test runs each decision itself, at the time it chooses, and reads the queued mail.
  t = await startTestApp({ WORKER: 'off', NOTIFY_EMAIL_DELAY_SECONDS: '600' });
  kit = createNotificationKit({ ...t.config.notifications, secret: t.config.appSecret, publicOrigin: t.config.publicOrigin });
});
afterAll(async () => {
  await t.close();
});

const creator = (name?: string) => createCreator(t.orm, name ? { artistName: name } : {});
async function ok<T = Record<string, unknown>>(who: TestCreator, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const body: GqlBody<T> = (await t.gql<T>(query, variables, { cookie: who.cookie })).body;
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data!;
}
const ask = (from: TestCreator, to: TestCreator) => ok(from, 'mutation ($u: String!) { sendConnectionRequest(username: $u) { id } }', { u: to.username });

type QueuedMail = { to: string; subject: string; text: string; from?: string; headers?: Record<string, string> };
/** The mails queued for an address, oldest first (the worker is off: they wait as send_mail jobs). */
async function mailsTo(address: string): Promise<QueuedMail[]> {
  const rows = await t.orm.em.fork().execute<{ payload: QueuedMail }[]>(
    `select j.payload from graphile_worker._private_jobs j join graphile_worker._private_tasks k on k.id = j.task_id
        where k.identifier = 'send_mail' and j.payload->>'to' = ? order by j.id`,
    [address],
  );
  return rows.map((row) => row.payload);
}
/** The time an item was last updated, as the database wrote it. */
async function updatedAt(userId: string): Promise<Date> {
  const [row] = await t.orm.em.fork().execute<{ at: Date }[]>('select max(updated_at) as at from notifications where user_id = ?', [userId]);
  return new Date(row!.at);
}
const decide = (userId: string, now: Date, force = false) => decideEmail(t.orm.em.fork(), kit, userId, now, { force });
const setPreferences = (who: TestCreator, input: Record<string, unknown>) =>
  ok(who, 'mutation ($input: NotificationPreferencesInput!) { updateNotificationPreferences(input: $input) { snoozedUntil } }', { input });
async function setLastSeen(userId: string, at: Date) {
  await t.orm.em.fork().execute('update users set last_seen_at = ? where id = ?', [at, userId]);
}

describe('quiet hours across a daylight-saving change', () => {
  // Europe/Berlin leaves summer time on 25 October 2026: 03:00 CEST becomes 02:00 CET.
  const night: QuietRange[] = [{ day: 'saturday', start: '22:00', end: '07:00' }];

  it('holds through the longer night and ends at 07:00 on the wall clock', () => {
    const saturdayLate = new Date('2026-10-24T21:30:00Z'); // 23:30 CEST
    expect(isQuiet(night, 'Europe/Berlin', saturdayLate)).toBe(true);
    // 07:00 CET on Sunday is 06:00 UTC (it would be 05:00 UTC under summer time).
    expect(quietUntil(night, 'Europe/Berlin', saturdayLate)?.toISOString()).toBe('2026-10-25T06:00:00.000Z');
    expect(isQuiet(night, 'Europe/Berlin', new Date('2026-10-25T05:30:00Z'))).toBe(true); // 06:30 CET
    expect(isQuiet(night, 'Europe/Berlin', new Date('2026-10-25T06:00:00Z'))).toBe(false);
  });

  it('ends at 07:00 local when the clocks go forward in spring', () => {
    // 29 March 2026: 02:00 CET becomes 03:00 CEST; 07:00 CEST is 05:00 UTC.
    expect(quietUntil(night, 'Europe/Berlin', new Date('2026-03-28T23:00:00Z'))?.toISOString()).toBe('2026-03-29T05:00:00.000Z');
  });

  it('is not quiet outside its window, nor on other days', () => {
    expect(isQuiet(night, 'Europe/Berlin', new Date('2026-10-24T19:00:00Z'))).toBe(false); // 21:00 CEST
    expect(isQuiet(night, 'Europe/Berlin', new Date('2026-10-21T21:30:00Z'))).toBe(false); // a Wednesday
    expect(quietUntil(night, 'Europe/Berlin', new Date('2026-10-24T19:00:00Z'))).toBeNull();
  });
});

describe('e-mail after the delay, only when unseen and away', () => {
  it('waits the delay, then sends what gathered as one mail with its reasons and one-click unsubscribe', async () => {
    const me = await creator();
    const [ana, ben] = [await creator('Ana Mail'), await creator('Ben Mail')];
    await ask(ana, me);
    await ask(ben, me);
    const created = await updatedAt(me.id);

    const early = await decide(me.id, new Date(created.getTime() + 5 * MINUTE));
    expect(early.sent).toBe(0);
    expect(early.next?.getTime()).toBe(created.getTime() + 10 * MINUTE);
    expect(await mailsTo(me.email)).toEqual([]);

    const due = await decide(me.id, new Date(created.getTime() + 11 * MINUTE));
    expect(due.sent).toBe(1);
    const [mail] = await mailsTo(me.email);
    expect(mail!.subject).toBe('Ben Mail and Ana Mail asked to connect');
    expect(mail!.text).toContain('You get this because they asked to connect with you.');
    expect(mail!.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail!.headers!['List-Unsubscribe']).toMatch(/^<https?:\/\/[^/]+\/api\/notifications\/unsubscribe\?token=[^>]+>$/);
    expect(mail!.headers!['List-Id']).toMatch(/^SoundBoard notifications <notifications\./);

    // Sent once: a later decision finds nothing waiting.
    expect((await decide(me.id, new Date(created.getTime() + 20 * MINUTE))).sent).toBe(0);
    expect(await mailsTo(me.email)).toHaveLength(1);
  });

  it('sends nothing for an item seen in the app, or when its owner was active after it arrived', async () => {
    const [seer, active] = [await creator(), await creator()];
    await ask(await creator(), seer);
    await ask(await creator(), active);
    await ok(seer, 'mutation { markNotificationsSeen }');
    const created = await updatedAt(active.id);
    await setLastSeen(active.id, new Date(created.getTime() + MINUTE));

    for (const who of [seer, active]) {
      const decision = await decide(who.id, new Date(created.getTime() + 11 * MINUTE));
      expect(decision).toMatchObject({ sent: 0, dropped: 1 });
      expect(await mailsTo(who.email)).toEqual([]);
    }
  });

  it('mails a security notice at once, even during quiet hours', async () => {
    const me = await creator();
    // Snoozed: every e-mail that may wait, waits; this one may not.
    await setPreferences(me, { snoozedUntil: new Date(Date.now() + 60 * MINUTE).toISOString() });
    await t.orm.em.transactional(async (tx) => {
      await notify(tx, {
        userId: me.id,
        kind: 'password_changed',
        body: 'From your account settings.',
        url: '/account',
        reason: "it is your account's security",
      });
    });
    const created = await updatedAt(me.id);
    expect((await decide(me.id, created)).sent).toBe(1);
    const [mail] = await mailsTo(me.email);
    expect(mail!.subject).toBe('Your password was changed');
    expect(mail!.headers).toBeUndefined();
  });
});

describe('quiet hours hold e-mail, and release it at the end of the window', () => {
  it('holds a due mail in the window, shows it as held, and sends it when the window ends', async () => {
    const me = await creator();
    await ask(await creator('Quiet Asker'), me);
    const created = await updatedAt(me.id);
    // Noon UTC tomorrow (well past the delay), inside a window from 11:00 to 14:00 on that day.
    const due = new Date(Date.UTC(created.getUTCFullYear(), created.getUTCMonth(), created.getUTCDate() + 1, 12));
    const weekday = due.toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' }).toUpperCase();
    const end = '14:00';
    await setPreferences(me, { quietHours: { timeZone: 'UTC', days: [{ day: weekday, ranges: [{ start: '11:00', end }] }] } });
    // Setting the preferences is activity; the owner's last visit is put back before the item arrived.
    await setLastSeen(me.id, new Date(created.getTime() - MINUTE));

    const held = await decide(me.id, due);
    expect(held).toMatchObject({ sent: 0, held: 1 });
    expect(held.next).not.toBeNull();
    expect(held.next!.getTime()).toBeGreaterThan(due.getTime());
    expect(`${String(held.next!.getUTCHours()).padStart(2, '0')}:${String(held.next!.getUTCMinutes()).padStart(2, '0')}`).toBe(end);
    expect(await mailsTo(me.email)).toEqual([]);

    // Held, not dropped: seeing the item in the app meanwhile does not cancel the held mail.
    await ok(me, 'mutation { markNotificationsSeen }');
    const released = await decide(me.id, held.next!);
    expect(released.sent).toBe(1);
    expect(await mailsTo(me.email)).toHaveLength(1);
  });

  it('holds in Berlin through the night the clocks go back, and sends at 07:00 on the wall clock', async () => {
    const me = await creator();
    await ask(await creator('Night Asker'), me);
    const created = await updatedAt(me.id);
    await setPreferences(me, { quietHours: { timeZone: 'Europe/Berlin', days: [{ day: 'SATURDAY', ranges: [{ start: '22:00', end: '07:00' }] }] } });
    await setLastSeen(me.id, new Date(created.getTime() - MINUTE));
    // Saturday 30 October 2027, 23:30 CEST; summer time ends at 03:00 that night, so 07:00 CET is 06:00 UTC.
    const held = await decide(me.id, new Date('2027-10-30T21:30:00Z'));
    expect(held).toMatchObject({ sent: 0, held: 1 });
    expect(held.next?.toISOString()).toBe('2027-10-31T06:00:00.000Z');
    expect((await decide(me.id, new Date('2027-10-31T05:45:00Z'))).sent).toBe(0);
    expect((await decide(me.id, held.next!)).sent).toBe(1);
    const [mail] = await mailsTo(me.email);
    expect(mail!.text).toContain('Stop every e-mail we can stop: ');
  });

  it('delivers held mail now when asked', async () => {
    const me = await creator();
    await ask(await creator('Snooze Asker'), me);
    const until = new Date(Date.now() + 3 * 60 * MINUTE);
    await setPreferences(me, { snoozedUntil: until.toISOString() });
    const data = await ok<{ viewer: { heldNotifications: { count: number; releaseAt: string | null } } }>(
      me,
      '{ viewer { heldNotifications { count releaseAt } } }',
    );
    expect(data.viewer.heldNotifications.count).toBe(1);
    expect(new Date(data.viewer.heldNotifications.releaseAt!).getTime()).toBe(until.getTime());
    expect(await ok(me, 'mutation { deliverHeldNotifications }')).toEqual({ deliverHeldNotifications: 1 });
    expect(await mailsTo(me.email)).toHaveLength(1);
  });
});

describe('preferences', () => {
  it('shows every kind with its defaults, keeps what is left out, and refuses to turn off a security notice', async () => {
    const me = await creator();
    type Prefs = {
      viewer: {
        notificationPreferences: { kinds: { kind: string; inApp: boolean; email: boolean; required: boolean }[]; digest: { frequency: string; hour: number } };
      };
    };
    const read = async () =>
      (await ok<Prefs>(me, '{ viewer { notificationPreferences { kinds { kind inApp email required } digest { frequency hour } } } }')).viewer
        .notificationPreferences;
    const before = await read();
    expect(before.kinds.find((k) => k.kind === 'PASSWORD_CHANGED')).toEqual({ kind: 'PASSWORD_CHANGED', inApp: true, email: true, required: true });
    expect(before.digest).toEqual({ frequency: 'OFF', hour: 8 });

    await setPreferences(me, { kinds: [{ kind: 'MESSAGE_RECEIVED', email: false }], digest: { frequency: 'DAILY', hour: 18 } });
    await setPreferences(me, { snoozedUntil: null });
    const after = await read();
    expect(after.kinds.find((k) => k.kind === 'MESSAGE_RECEIVED')).toEqual({ kind: 'MESSAGE_RECEIVED', inApp: true, email: false, required: false });
    expect(after.digest).toEqual({ frequency: 'DAILY', hour: 18 });

    const refused = await t.gql(
      'mutation { updateNotificationPreferences(input: { kinds: [{ kind: PASSWORD_CHANGED, email: false }] }) { snoozedUntil } }',
      {},
      { cookie: me.cookie },
    );
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    for (const input of [
      '{ quietHours: { timeZone: "Mars/Olympus", days: [] } }',
      '{ quietHours: { timeZone: "UTC", days: [{ day: MONDAY, ranges: [{ start: "22:15", end: "07:00" }] }] } }',
      '{ digest: { frequency: DAILY, hour: 24 } }',
    ]) {
      const body = (await t.gql(`mutation { updateNotificationPreferences(input: ${input}) { snoozedUntil } }`, {}, { cookie: me.cookie })).body;
      expect(body.errors?.[0]?.extensions?.code, input).toBe('BAD_USER_INPUT');
    }
  });

  it('records no in-app item for a kind turned off in the app', async () => {
    const me = await creator();
    await setPreferences(me, { kinds: [{ kind: 'CONNECTION_REQUESTED', inApp: false, email: false }] });
    await ask(await creator(), me);
    const data = await ok<{ viewer: { unseenNotificationCount: number; notifications: { totalCount: number } } }>(
      me,
      '{ viewer { unseenNotificationCount notifications { totalCount } } }',
    );
    expect(data.viewer).toEqual({ unseenNotificationCount: 0, notifications: { totalCount: 0 } });
  });
});

describe('digests', () => {
  it('lists what is unread for the away at their local hour, from the digest sender, once', async () => {
    const [away, around] = [await creator(), await creator()];
    for (const who of [away, around]) {
      await setPreferences(who, { digest: { frequency: 'DAILY', hour: 9 }, quietHours: { timeZone: 'America/New_York', days: [] } });
      await ask(await creator('Digest Asker'), who);
    }
    // 09:20 in New York on a winter day is 14:20 UTC.
    const nineInNewYork = new Date('2026-12-02T14:20:00Z');
    expect(digestDue({ digest_frequency: 'daily', digest_hour: 9, time_zone: 'America/New_York' }, nineInNewYork)).toBe(true);
    await setLastSeen(away.id, new Date(nineInNewYork.getTime() - 30 * 60 * MINUTE));
    await setLastSeen(around.id, new Date(nineInNewYork.getTime() - 60 * MINUTE));

    await sendDigests(t.orm.em.fork(), kit, nineInNewYork);
    const [digest] = await mailsTo(away.email);
    expect(digest!.from).toMatch(/digest@/);
    expect(digest!.subject).toBe('Your daily SoundBoard digest: 1 unread');
    expect(digest!.text).toContain('Digest Asker asked to connect');
    expect(digest!.headers!['List-Id']).toMatch(/^SoundBoard digest </);
    expect(await mailsTo(around.email)).toEqual([]);

    // Not at another hour, and never the same items twice.
    await sendDigests(t.orm.em.fork(), kit, nineInNewYork);
    expect(await mailsTo(away.email)).toHaveLength(1);
  });
});

describe('one-click unsubscribe', () => {
  it('turns the kind off at once by POST, drops its waiting mail, and confirms on GET first', async () => {
    const me = await creator();
    await ask(await creator(), me);
    const token = unsubscribeToken(kit.secret, me.id, 'connection_requested');
    const url = `${t.baseUrl}/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`;

    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<form method="post"');

    // As a mail client sends it: a form body, no cookie, no header of ours.
    const posted = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(posted.status).toBe(200);
    expect(await posted.json()).toEqual({ ok: true });

    const created = await updatedAt(me.id);
    expect((await decide(me.id, new Date(created.getTime() + 11 * MINUTE))).sent).toBe(0);
    type Prefs = { viewer: { notificationPreferences: { kinds: { kind: string; email: boolean }[] } } };
    const prefs = await ok<Prefs>(me, '{ viewer { notificationPreferences { kinds { kind email } } } }');
    expect(prefs.viewer.notificationPreferences.kinds.find((k) => k.kind === 'CONNECTION_REQUESTED')!.email).toBe(false);
  });

  it('refuses a forged or altered token, changing nothing', async () => {
    const me = await creator();
    const token = unsubscribeToken(kit.secret, me.id, 'message_received');
    expect(readUnsubscribeToken(kit.secret, token)).toEqual({ userId: me.id, scope: 'message_received' });
    const forged = token.replace('message_received', 'all');
    expect(readUnsubscribeToken(kit.secret, forged)).toBeNull();
    expect(readUnsubscribeToken('another-secret-of-at-least-32-characters', token)).toBeNull();
    const posted = await fetch(`${t.baseUrl}/api/notifications/unsubscribe?token=${encodeURIComponent(forged)}`, {
      method: 'POST',
      headers: { [CSRF_HEADER]: '1' },
    });
    expect(posted.status).toBe(400);
    expect(await posted.json()).toEqual({ error: 'This unsubscribe link is not valid' });
  });
});
