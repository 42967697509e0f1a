import type { EntityManager } from '@mikro-orm/postgresql';
import { assertCan, type Actor } from '../common/authz.js';
import { AppError } from '../common/errors.js';
import { KIND_RULES, NOTIFICATION_KINDS, type NotificationKindKey } from '../../shared/notification-kinds.js';
import { isTimeZone, minutesOf, quietUntil, WEEKDAYS, type QuietRange, type Weekday } from './quiet-hours.js';

/**
 * What a person wants told, and when: per kind, in the app and by e-mail (required kinds always
 * both); a digest; quiet hours in their time zone; a snooze. Stored as what differs from the
 * defaults, so a kind added later starts at its default for everyone.
 */

export const DIGEST_FREQUENCIES = ['off', 'daily', 'weekly'] as const;
export type DigestFrequency = (typeof DIGEST_FREQUENCIES)[number];

/** Windows per day, and how far ahead a snooze may reach. */
export const PREFERENCE_LIMITS = { rangesPerDay: 4, snoozeMaxDays: 7 } as const;

export type PreferencesRow = {
  kinds: Record<string, { inApp?: boolean; email?: boolean }>;
  digest_frequency: DigestFrequency;
  digest_hour: number;
  time_zone: string;
  quiet_hours: QuietRange[];
  snoozed_until: Date | string | null;
};

export const DEFAULT_PREFERENCES: PreferencesRow = {
  kinds: {},
  digest_frequency: 'off',
  digest_hour: 8,
  time_zone: 'UTC',
  quiet_hours: [],
  snoozed_until: null,
};

export async function preferencesRow(em: EntityManager, userId: string): Promise<PreferencesRow> {
  const [row] = await em.execute<PreferencesRow[]>(
    'select kinds, digest_frequency, digest_hour, time_zone, quiet_hours, snoozed_until from notification_preferences where user_id = ?',
    [userId],
  );
  return row ?? DEFAULT_PREFERENCES;
}

/** A kind's channels for this person: their choice over the default; required kinds always both. */
export function channelsOf(row: PreferencesRow, kind: NotificationKindKey): { inApp: boolean; email: boolean } {
  const rule = KIND_RULES[kind];
  if (rule.required) return { inApp: true, email: true };
  const chosen = row.kinds[kind] ?? {};
  return { inApp: chosen.inApp ?? rule.inApp, email: chosen.email ?? rule.email };
}

const toDate = (value: Date | string | null) => (value === null ? null : value instanceof Date ? value : new Date(value));

/**
 * Until when e-mail that is not required waits, as of `now`: the end of a snooze, then of the
 * quiet window it falls in; null when it may go now.
 */
export function heldUntil(row: PreferencesRow, now: Date): Date | null {
  const snoozed = toDate(row.snoozed_until);
  let at = snoozed && snoozed > now ? snoozed : now;
  const quietEnd = quietUntil(row.quiet_hours, row.time_zone, at);
  if (quietEnd) at = quietEnd;
  return at.getTime() === now.getTime() ? null : at;
}

export type PreferencesView = {
  kinds: { kind: NotificationKindKey; inApp: boolean; email: boolean; required: boolean }[];
  digest: { frequency: DigestFrequency; hour: number };
  quietHours: { timeZone: string; days: { day: Weekday; ranges: { start: string; end: string }[] }[] };
  snoozedUntil: Date | null;
};

export function viewOf(row: PreferencesRow): PreferencesView {
  return {
    kinds: NOTIFICATION_KINDS.map((kind) => ({ kind, ...channelsOf(row, kind), required: KIND_RULES[kind].required })),
    digest: { frequency: row.digest_frequency, hour: row.digest_hour },
    quietHours: {
      timeZone: row.time_zone,
      days: WEEKDAYS.map((day) => ({ day, ranges: row.quiet_hours.filter((r) => r.day === day).map(({ start, end }) => ({ start, end })) })).filter(
        (d) => d.ranges.length > 0,
      ),
    },
    snoozedUntil: toDate(row.snoozed_until),
  };
}

export async function notificationPreferencesOf(em: EntityManager, actor: Actor | null, ownerId: string): Promise<PreferencesView> {
  assertCan(actor, 'notifications:read', { ownerId });
  return viewOf(await preferencesRow(em, ownerId));
}

export type PreferencesInput = {
  kinds?: { kind: NotificationKindKey; inApp?: boolean | null; email?: boolean | null }[] | null;
  digest?: { frequency: DigestFrequency; hour: number } | null;
  quietHours?: { timeZone: string; days: { day: Weekday; ranges: { start: string; end: string }[] }[] } | null;
  /** null lifts a snooze; left out, it stays. */
  snoozedUntil?: Date | null;
};

const bad = (message: string, field: string, detail: string) => new AppError('BAD_USER_INPUT', message, { [field]: detail });

/**
 * Changes the account's preferences; fields left out stay as they are. Required kinds cannot be
 * turned off. Turning a kind's e-mail off (or every e-mail, by a snooze) takes effect at once:
 * its mails still waiting are dropped (a snooze holds them instead).
 */
export async function updateNotificationPreferences(
  em: EntityManager,
  actor: Actor | null,
  input: PreferencesInput,
  now = new Date(),
): Promise<PreferencesView> {
  const me = assertCan(actor, 'notifications:write');
  // Every list is bounded before anything else: one row per kind, a week of days, a few windows a day.
  if (input.kinds && input.kinds.length > NOTIFICATION_KINDS.length) throw bad(`At most ${NOTIFICATION_KINDS.length} kinds`, 'kinds', 'Too many');
  const days = input.quietHours?.days ?? [];
  if (days.length > WEEKDAYS.length) throw bad('At most one entry per day of the week', 'quietHours', 'Too many days');
  for (const day of days) {
    if (day.ranges.length > PREFERENCE_LIMITS.rangesPerDay)
      throw bad(`At most ${PREFERENCE_LIMITS.rangesPerDay} quiet windows a day`, 'quietHours', 'Too many');
  }

  // One change at a time per account (two tabs saving at once): read, merge and write under a lock.
  return em.transactional(async (tx) => {
    await tx.execute(`select pg_advisory_xact_lock(hashtext('notification-preferences:' || ?))`, [me.id]);
    const row = await preferencesRow(tx, me.id);
    const next: PreferencesRow = { ...row, kinds: { ...row.kinds } };
    const turnedOff: string[] = [];
    for (const change of input.kinds ?? []) {
      const rule = KIND_RULES[change.kind];
      if (rule.required && (change.inApp === false || change.email === false)) {
        throw bad(`"${rule.label}" is a security notice: it cannot be turned off`, 'kinds', 'Required');
      }
      if (rule.required) continue;
      const current = channelsOf(next, change.kind);
      const inApp = change.inApp ?? current.inApp;
      const email = change.email ?? current.email;
      next.kinds[change.kind] = { inApp, email };
      if (current.email && !email) turnedOff.push(change.kind);
    }
    if (input.digest) {
      if (!DIGEST_FREQUENCIES.includes(input.digest.frequency)) throw bad('Choose off, daily or weekly', 'digest', 'Unknown frequency');
      if (!Number.isInteger(input.digest.hour) || input.digest.hour < 0 || input.digest.hour > 23)
        throw bad('The digest hour is 0 to 23', 'digest', 'From 0 to 23');
      next.digest_frequency = input.digest.frequency;
      next.digest_hour = input.digest.hour;
    }
    if (input.quietHours) {
      if (!isTimeZone(input.quietHours.timeZone)) throw bad(`Unknown time zone "${input.quietHours.timeZone.slice(0, 64)}"`, 'quietHours', 'An IANA time zone');
      const seen = new Set<Weekday>();
      const ranges: QuietRange[] = [];
      for (const day of days) {
        if (seen.has(day.day)) throw bad('Give each day once', 'quietHours', `${day.day} twice`);
        seen.add(day.day);
        for (const { start, end } of day.ranges) {
          const from = minutesOf(start);
          const to = minutesOf(end);
          if (from === null || to === null)
            throw bad('Quiet hours are "HH:MM" times on the hour or half hour', 'quietHours', `${start.slice(0, 5)}–${end.slice(0, 5)}`);
          if (from === to) throw bad('A quiet window needs a start and a different end', 'quietHours', `${start}–${end}`);
          ranges.push({ day: day.day, start, end });
        }
      }
      next.time_zone = input.quietHours.timeZone;
      next.quiet_hours = ranges;
    }
    if (input.snoozedUntil !== undefined) {
      const until = input.snoozedUntil;
      if (until !== null && (until <= now || until.getTime() > now.getTime() + PREFERENCE_LIMITS.snoozeMaxDays * 24 * 3600 * 1000)) {
        throw bad(`A snooze ends in the future, within ${PREFERENCE_LIMITS.snoozeMaxDays} days`, 'snoozedUntil', 'Out of range');
      }
      next.snoozed_until = until;
    }

    await tx.execute(
      `insert into notification_preferences (user_id, kinds, digest_frequency, digest_hour, time_zone, quiet_hours, snoozed_until, updated_at)
         values (?, ?::jsonb, ?, ?, ?, ?::jsonb, ?, now())
         on conflict (user_id) do update set kinds = excluded.kinds, digest_frequency = excluded.digest_frequency, digest_hour = excluded.digest_hour,
           time_zone = excluded.time_zone, quiet_hours = excluded.quiet_hours, snoozed_until = excluded.snoozed_until, updated_at = now()`,
      [me.id, JSON.stringify(next.kinds), next.digest_frequency, next.digest_hour, next.time_zone, JSON.stringify(next.quiet_hours), next.snoozed_until],
    );
    if (turnedOff.length > 0) {
      await tx.execute(`update notifications set email_pending = false where user_id = ? and email_pending and not required and kind = any(?::text[])`, [
        me.id,
        `{${turnedOff.join(',')}}`,
      ]);
    }
    return viewOf(next);
  });
}

/** Turns e-mail off from an unsubscribe link: one kind, or all of it (digests too); pending mails of it are dropped at once. */
export async function unsubscribe(em: EntityManager, userId: string, scope: NotificationKindKey | 'all' | 'digest'): Promise<void> {
  await em.transactional(async (tx) => {
    await tx.execute(`select pg_advisory_xact_lock(hashtext('notification-preferences:' || ?))`, [userId]);
    const row = await preferencesRow(tx, userId);
    const kinds = { ...row.kinds };
    let digest = row.digest_frequency;
    const off = scope === 'all' ? NOTIFICATION_KINDS.filter((kind) => !KIND_RULES[kind].required) : scope === 'digest' ? [] : [scope];
    for (const kind of off) kinds[kind] = { ...channelsOf(row, kind), email: false };
    if (scope === 'all' || scope === 'digest') digest = 'off';
    await tx.execute(
      `insert into notification_preferences (user_id, kinds, digest_frequency, updated_at) values (?, ?::jsonb, ?, now())
       on conflict (user_id) do update set kinds = excluded.kinds, digest_frequency = excluded.digest_frequency, updated_at = now()`,
      [userId, JSON.stringify(kinds), digest],
    );
    if (off.length > 0) {
      await tx.execute(`update notifications set email_pending = false where user_id = ? and email_pending and not required and kind = any(?::text[])`, [
        userId,
        `{${off.join(',')}}`,
      ]);
    }
  });
}
