/**
 * Quiet hours: a weekly schedule of local times in a person's IANA time zone, during which e-mail
 * is held (never dropped) until the window ends. Local times are read from the instant with the
 * zone's rules (Intl), so a window holds across a daylight-saving change: "22:00 to 07:00" ends
 * at 07:00 on the clock on the wall, whatever the offset did in the night.
 */

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** One window: on `day`, from `start` to `end` ("HH:MM", 30-minute steps); an end at or before the start runs into the next day. */
export type QuietRange = { day: Weekday; start: string; end: string };

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether `timeZone` is a zone this runtime knows (IANA names: "Europe/Berlin", "UTC"). */
export function isTimeZone(timeZone: string): boolean {
  if (timeZone.length > 64) return false;
  try {
    formatterOf(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The local weekday and minute of the day of `instant` in `timeZone`. */
export function localTime(instant: Date, timeZone: string): { day: Weekday; minute: number } {
  const parts = formatterOf(timeZone).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const day = part('weekday').toLowerCase() as Weekday;
  return { day, minute: Number(part('hour')) * 60 + Number(part('minute')) };
}

/** "07:30" as minutes of the day; null for anything but a time on a 30-minute step ("24:00" is not one: a day ends at "00:00"). */
export function minutesOf(time: string): number | null {
  const match = /^([01]\d|2[0-3]):(00|30)$/.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

const previousDay = (day: Weekday): Weekday => WEEKDAYS[(WEEKDAYS.indexOf(day) + 6) % 7]!;

/** Whether `instant` falls in one of the windows, read in `timeZone`. */
export function isQuiet(ranges: readonly QuietRange[], timeZone: string, instant: Date): boolean {
  if (ranges.length === 0) return false;
  const { day, minute } = localTime(instant, timeZone);
  const yesterday = previousDay(day);
  return ranges.some((range) => {
    const start = minutesOf(range.start);
    const end = minutesOf(range.end);
    if (start === null || end === null) return false;
    const overnight = end <= start;
    if (range.day === day) return overnight ? minute >= start : minute >= start && minute < end;
    return range.day === yesterday && overnight && minute < end;
  });
}

const QUARTER_MS = 15 * 60 * 1000;

/**
 * When the quiet window around `instant` ends: the first quarter hour after it that is not quiet
 * (every zone's offset is a whole number of quarter hours, so windows on 30-minute local steps
 * end on one), or null when `instant` is not quiet. A week of windows back to back never ends:
 * then it answers a week later, and the mail goes out then.
 */
export function quietUntil(ranges: readonly QuietRange[], timeZone: string, instant: Date): Date | null {
  if (!isQuiet(ranges, timeZone, instant)) return null;
  let at = Math.floor(instant.getTime() / QUARTER_MS) * QUARTER_MS;
  const limit = instant.getTime() + 7 * 24 * 60 * 60 * 1000;
  while (at < limit) {
    at += QUARTER_MS;
    if (!isQuiet(ranges, timeZone, new Date(at))) return new Date(at);
  }
  return new Date(limit);
}
