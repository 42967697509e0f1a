import { describe, expect, it } from 'vitest';
import {
  copyMondayToWeekdays,
  digestWords,
  emptySchedule,
  heldWords,
  HOUR_OPTIONS,
  momentWords,
  rangeWords,
  scheduleError,
  scheduleInput,
  scheduleOf,
  scheduleWords,
  snoozeMoments,
  TIME_OPTIONS,
  zoneToOffer,
} from './preferenceText';

describe('time options', () => {
  it('offers every half hour of a day for a window, and every hour for the digest', () => {
    expect(TIME_OPTIONS).toHaveLength(48);
    expect(TIME_OPTIONS[0]).toEqual({ value: '00:00', label: '00:00' });
    expect(TIME_OPTIONS[15]).toEqual({ value: '07:30', label: '07:30' });
    expect(TIME_OPTIONS.at(-1)).toEqual({ value: '23:30', label: '23:30' });
    expect(HOUR_OPTIONS).toHaveLength(24);
    expect(HOUR_OPTIONS[8]).toEqual({ value: '8', label: '08:00' });
    expect(HOUR_OPTIONS.at(-1)).toEqual({ value: '23', label: '23:00' });
  });
});

describe('schedule and input', () => {
  const days = [
    { day: 'MONDAY', ranges: [{ start: '22:00', end: '07:00' }] },
    {
      day: 'SATURDAY',
      ranges: [
        { start: '00:00', end: '10:00' },
        { start: '13:00', end: '14:30' },
      ],
    },
  ] as const;

  it('reads the server days into every day of the week, and writes back only the days with windows, Monday first', () => {
    const schedule = scheduleOf(days);
    expect(schedule.MONDAY).toEqual([{ start: '22:00', end: '07:00' }]);
    expect(schedule.TUESDAY).toEqual([]);
    expect(schedule.SATURDAY).toHaveLength(2);
    expect(scheduleInput(schedule)).toEqual(days);
    expect(scheduleInput({ ...schedule, SUNDAY: [{ start: '09:00', end: '10:00' }], MONDAY: [] }).map((d) => d.day)).toEqual(['SATURDAY', 'SUNDAY']);
    expect(scheduleInput(emptySchedule())).toEqual([]);
  });

  it('copies Monday to Tuesday through Friday, leaving the weekend', () => {
    const copied = copyMondayToWeekdays(scheduleOf(days));
    for (const day of ['TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'] as const) expect(copied[day]).toEqual([{ start: '22:00', end: '07:00' }]);
    expect(copied.SATURDAY).toHaveLength(2);
    expect(copied.SUNDAY).toEqual([]);
    // A copy, not the same objects: editing Tuesday leaves Monday.
    expect(copied.TUESDAY[0]).not.toBe(copied.MONDAY[0]);
  });

  it('refuses a window that ends where it starts, and a fifth window a day', () => {
    expect(scheduleError(scheduleOf(days))).toBeUndefined();
    expect(scheduleError({ ...emptySchedule(), WEDNESDAY: [{ start: '08:00', end: '08:00' }] })).toBe(
      'Wednesday: a window needs an end different from its start',
    );
    const five = Array.from({ length: 5 }, (_, i) => ({ start: `0${i}:00`, end: `0${i}:30` }));
    expect(scheduleError({ ...emptySchedule(), FRIDAY: five })).toBe('Friday: at most 4 windows a day');
  });
});

describe('in words', () => {
  it('says a window past midnight ends the next day', () => {
    expect(rangeWords({ start: '22:00', end: '07:00' })).toBe('from 22:00 to 07:00 the next day');
    expect(rangeWords({ start: '12:00', end: '13:30' })).toBe('from 12:00 to 13:30');
    expect(rangeWords({ start: '00:00', end: '00:00' })).toBe('from 00:00 to 00:00 the next day');
  });

  it('gathers runs of days with the same windows', () => {
    const weekdays = copyMondayToWeekdays({ ...emptySchedule(), MONDAY: [{ start: '22:00', end: '07:00' }] });
    expect(scheduleWords(weekdays)).toEqual(['Monday to Friday: e-mail waits from 22:00 to 07:00 the next day; it arrives when the window ends.']);
    expect(
      scheduleWords({
        ...weekdays,
        SUNDAY: [
          { start: '09:00', end: '12:00' },
          { start: '13:00', end: '14:00' },
        ],
      }),
    ).toEqual([
      'Monday to Friday: e-mail waits from 22:00 to 07:00 the next day; it arrives when the window ends.',
      'Sunday: e-mail waits from 09:00 to 12:00 and from 13:00 to 14:00; it arrives when each window ends.',
    ]);
    const everyDay = { ...weekdays, SATURDAY: weekdays.MONDAY, SUNDAY: weekdays.MONDAY };
    expect(scheduleWords(everyDay)[0]).toMatch(/^Every day: /);
    expect(scheduleWords(emptySchedule())).toEqual(['No quiet hours: e-mail goes out as things happen.']);
  });

  it('describes the digest', () => {
    expect(digestWords('OFF', 8)).toBe('No digest: unread notifications wait for you in the app.');
    expect(digestWords('DAILY', 7)).toMatch(/^Every day at 07:00/);
    expect(digestWords('WEEKLY', 18)).toMatch(/^Mondays at 18:00/);
  });

  it('names a moment by the clock, with tomorrow or a date when it is not today', () => {
    const now = new Date(2026, 10, 29, 21, 15);
    expect(momentWords(new Date(2026, 10, 29, 22, 0), now)).toBe('22:00');
    expect(momentWords(new Date(2026, 10, 30, 8, 0), now)).toBe('tomorrow 08:00');
    expect(momentWords(new Date(2026, 11, 2, 7, 30), now)).toBe('Wed 2 Dec, 07:30');
    expect(heldWords(3, new Date(2026, 10, 30, 8, 0), now)).toBe('3 held, arriving tomorrow 08:00');
    expect(heldWords(1, null, now)).toBe('1 held');
  });
});

describe('snooze and time zone', () => {
  it('snoozes for an hour, or until 08:00 the next day on this clock', () => {
    const now = new Date(2026, 10, 29, 23, 40);
    const { hour, tomorrowMorning } = snoozeMoments(now);
    expect(hour.getTime() - now.getTime()).toBe(3_600_000);
    expect([tomorrowMorning.getDate(), tomorrowMorning.getHours(), tomorrowMorning.getMinutes()]).toEqual([30, 8, 0]);
    // Across the end of a month.
    expect(snoozeMoments(new Date(2026, 10, 30, 9, 0)).tomorrowMorning.getMonth()).toBe(11);
  });

  it("offers the device's zone only while the stored one is the default and no schedule is set", () => {
    expect(zoneToOffer('UTC', [], 'Europe/Berlin')).toBe('Europe/Berlin');
    expect(zoneToOffer('UTC', [], 'UTC')).toBeNull();
    expect(zoneToOffer('UTC', [], undefined)).toBeNull();
    expect(zoneToOffer('Europe/Paris', [], 'Europe/Berlin')).toBeNull();
    expect(zoneToOffer('UTC', [{ day: 'MONDAY', ranges: [{ start: '22:00', end: '07:00' }] }], 'Europe/Berlin')).toBeNull();
  });
});
