/**
 * The pure rules of /account/notifications: the time choices, the weekly schedule as the form
 * holds it and as the server takes it, the snooze's moments, and the sentences that say in words
 * what a schedule or a hold does.
 */

export const WEEKDAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const WEEKDAY_LABELS: Record<Weekday, string> = {
  MONDAY: 'Monday',
  TUESDAY: 'Tuesday',
  WEDNESDAY: 'Wednesday',
  THURSDAY: 'Thursday',
  FRIDAY: 'Friday',
  SATURDAY: 'Saturday',
  SUNDAY: 'Sunday',
};

/** Windows a day may hold (the server's limit). */
export const RANGES_PER_DAY = 4;

export type QuietRange = { start: string; end: string };
/** The form's schedule: every day, with its windows (none for a day without quiet hours). */
export type Schedule = Record<Weekday, QuietRange[]>;
/** The server's schedule: only the days with windows. */
export type ScheduleDays = readonly { day: Weekday; ranges: readonly QuietRange[] }[];

const pad = (n: number) => String(n).padStart(2, '0');

/** "HH:MM" every 30 minutes of a day, 00:00 to 23:30: the choices for a window's start and end. */
export const TIME_OPTIONS: readonly { value: string; label: string }[] = Array.from({ length: 48 }, (_, i) => {
  const time = `${pad(Math.floor(i / 2))}:${i % 2 ? '30' : '00'}`;
  return { value: time, label: time };
});

/** Each hour of a day, by its number ("0" to "23"), shown as 00:00 to 23:00: the digest's hour. */
export const HOUR_OPTIONS: readonly { value: string; label: string }[] = Array.from({ length: 24 }, (_, hour) => ({
  value: String(hour),
  label: `${pad(hour)}:00`,
}));

/** A new window's times: the night. */
export const NEW_RANGE: QuietRange = { start: '22:00', end: '07:00' };

export const emptySchedule = (): Schedule => Object.fromEntries(WEEKDAYS.map((day) => [day, []])) as unknown as Schedule;

/** The server's days as the form's schedule. */
export function scheduleOf(days: ScheduleDays): Schedule {
  const schedule = emptySchedule();
  for (const { day, ranges } of days) schedule[day] = ranges.map(({ start, end }) => ({ start, end }));
  return schedule;
}

/** The form's schedule as the server takes it: the days with windows, Monday first. */
export function scheduleInput(schedule: Schedule): { day: Weekday; ranges: QuietRange[] }[] {
  return WEEKDAYS.filter((day) => schedule[day].length > 0).map((day) => ({ day, ranges: schedule[day].map(({ start, end }) => ({ start, end })) }));
}

/** Monday's windows on Tuesday to Friday too; the weekend stays. */
export function copyMondayToWeekdays(schedule: Schedule): Schedule {
  const monday = schedule.MONDAY;
  const next = { ...schedule };
  for (const day of ['TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'] as const) next[day] = monday.map((range) => ({ ...range }));
  return next;
}

/** What is wrong with a schedule before it is sent, or undefined. */
export function scheduleError(schedule: Schedule): string | undefined {
  for (const day of WEEKDAYS) {
    if (schedule[day].some(({ start, end }) => start === end)) return `${WEEKDAY_LABELS[day]}: a window needs an end different from its start`;
    if (schedule[day].length > RANGES_PER_DAY) return `${WEEKDAY_LABELS[day]}: at most ${RANGES_PER_DAY} windows a day`;
  }
  return undefined;
}

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** "from 22:00 to 07:00 the next day": one window in words (an end at or before the start runs past midnight). */
export function rangeWords({ start, end }: QuietRange): string {
  return `from ${start} to ${end}${minutes(end) <= minutes(start) ? ' the next day' : ''}`;
}

const joinWords = (parts: readonly string[]) => (parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`);

const sameRanges = (a: readonly QuietRange[], b: readonly QuietRange[]) =>
  a.length === b.length && a.every((range, i) => range.start === b[i]!.start && range.end === b[i]!.end);

/**
 * The schedule in words, one sentence per run of days with the same windows:
 * "Monday to Friday: e-mail waits from 22:00 to 07:00 the next day; it arrives when the window ends."
 */
export function scheduleWords(schedule: Schedule): string[] {
  const runs: { from: Weekday; to: Weekday; ranges: QuietRange[] }[] = [];
  for (const day of WEEKDAYS) {
    const ranges = schedule[day];
    if (ranges.length === 0) continue;
    const last = runs.at(-1);
    if (last && WEEKDAYS.indexOf(last.to) === WEEKDAYS.indexOf(day) - 1 && sameRanges(last.ranges, ranges)) last.to = day;
    else runs.push({ from: day, to: day, ranges });
  }
  if (runs.length === 0) return ['No quiet hours: e-mail goes out as things happen.'];
  return runs.map(({ from, to, ranges }) => {
    const days = from === 'MONDAY' && to === 'SUNDAY' ? 'Every day' : from === to ? WEEKDAY_LABELS[from] : `${WEEKDAY_LABELS[from]} to ${WEEKDAY_LABELS[to]}`;
    const windows = ranges.length === 1 ? 'the window ends' : 'each window ends';
    return `${days}: e-mail waits ${joinWords(ranges.map(rangeWords))}; it arrives when ${windows}.`;
  });
}

/** The digest in words. */
export function digestWords(frequency: string, hour: number): string {
  const at = `${pad(hour)}:00`;
  if (frequency === 'DAILY') return `Every day at ${at}, if you have not been on SoundBoard that day, a mail lists what is still unread.`;
  if (frequency === 'WEEKLY') return `Mondays at ${at}, if you have not been on SoundBoard that week, a mail lists what is still unread.`;
  return 'No digest: unread notifications wait for you in the app.';
}

/** The snooze's two moments, from `now`: in an hour, and tomorrow at 08:00 on this device's clock. */
export function snoozeMoments(now: Date): { hour: Date; tomorrowMorning: Date } {
  const tomorrowMorning = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 8, 0, 0, 0);
  return { hour: new Date(now.getTime() + 60 * 60 * 1000), tomorrowMorning };
}

const sameDay = (a: Date, b: Date) => a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/** "08:00" today, "tomorrow 08:00", or "Wed 3 Dec, 08:00": a moment on this device's clock. */
export function momentWords(at: Date, now: Date): string {
  const time = `${pad(at.getHours())}:${pad(at.getMinutes())}`;
  if (sameDay(at, now)) return time;
  const tomorrow = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  if (sameDay(at, tomorrow)) return `tomorrow ${time}`;
  return `${at.toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short' })}, ${time}`;
}

/** The panel's line: "3 held, arriving 08:00". */
export function heldWords(count: number, releaseAt: Date | null, now: Date): string {
  return releaseAt ? `${count} held, arriving ${momentWords(releaseAt, now)}` : `${count} held`;
}

/**
 * The zone to offer on a first visit: this device's, when the stored one is still the default
 * (UTC) and no schedule was set, and the device is elsewhere. Null when there is nothing to offer.
 */
export function zoneToOffer(stored: string, days: ScheduleDays, detected: string | undefined): string | null {
  if (stored !== 'UTC' || days.length > 0 || !detected || detected === 'UTC' || detected === 'Etc/UTC') return null;
  return detected;
}

/** Every IANA zone this browser knows, UTC included. */
export function timeZoneNames(): string[] {
  const names = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return names.includes('UTC') ? names : ['UTC', ...names];
}

/** This device's zone, when the browser says. */
export function detectedTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}
