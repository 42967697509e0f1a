import { BRIEF_LIMITS } from '../../../../graph/src/shared/limits';
import type { BriefKind, CompensationType, CreateBriefInput, UpdateBriefInput } from '../../gql/graphql';

const DAY_MS = 24 * 60 * 60 * 1000;

/** One thing the poster wants delivered, as typed: the count stays text until it is sent. */
export type DeliverableRow = { what: string; count: string; format: string };

export type BriefFormValues = {
  title: string;
  description: string;
  kind: BriefKind;
  compensationType: CompensationType;
  compensationMin: string;
  compensationMax: string;
  currency: string;
  genres: string[];
  skills: string[];
  roles: string[];
  deliverables: DeliverableRow[];
  location: string;
  remote: boolean;
  questions: string[];
  /** The last day applications are taken, `YYYY-MM-DD` in the poster's own calendar. */
  closesOn: string;
  /** Who posts: '' for the creator themselves, else a brand's id. */
  postAs: string;
};

/** The brief being edited, as the server answers it. */
export type StoredBrief = {
  title: string;
  description: string;
  kind: BriefKind;
  compensation: { type: CompensationType; min?: number | null; max?: number | null; currency?: string | null };
  genres: readonly string[];
  skills: readonly string[];
  roles: readonly string[];
  deliverables: readonly { what: string; count: number; format?: string | null }[];
  location?: string | null;
  remote: boolean;
  questions: readonly string[];
  closesAt: string;
  poster: { brand?: { id: string } | null };
};

export const RANGED: readonly CompensationType[] = ['FIXED', 'HOURLY'];

/** A date as the `<input type="date">` value of the poster's own calendar. */
export const dateInputValue = (date: Date): string => {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

/**
 * The moment applications close for a chosen day: the end of that day where the poster is, held
 * within the 60 days the server allows from now (the last allowed day closes at that bound).
 */
export function closesAtOf(day: string, now = new Date()): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const end = new Date(y, m - 1, d, 23, 59, 0, 0);
  const latest = new Date(now.getTime() + BRIEF_LIMITS.closesMaxDays * DAY_MS - 60_000);
  return end.getTime() > latest.getTime() ? latest : end;
}

/** The first and last day the date picker offers: tomorrow, and 60 days from now. */
export const closesRange = (now = new Date()) => ({
  min: dateInputValue(new Date(now.getTime() + DAY_MS)),
  max: dateInputValue(new Date(now.getTime() + BRIEF_LIMITS.closesMaxDays * DAY_MS)),
});

export function initialBriefValues(brief: StoredBrief | null, postAs = '', now = new Date()): BriefFormValues {
  if (!brief) {
    return {
      title: '',
      description: '',
      kind: 'COLLABORATION',
      compensationType: 'FIXED',
      compensationMin: '',
      compensationMax: '',
      currency: 'EUR',
      genres: [],
      skills: [],
      roles: [],
      deliverables: [{ what: '', count: '1', format: '' }],
      location: '',
      remote: true,
      questions: [],
      closesOn: dateInputValue(new Date(now.getTime() + BRIEF_LIMITS.closesDefaultDays * DAY_MS)),
      postAs,
    };
  }
  const c = brief.compensation;
  return {
    title: brief.title,
    description: brief.description,
    kind: brief.kind,
    compensationType: c.type,
    compensationMin: c.min == null ? '' : String(c.min),
    compensationMax: c.max == null ? '' : String(c.max),
    currency: c.currency ?? 'EUR',
    genres: [...brief.genres],
    skills: [...brief.skills],
    roles: [...brief.roles],
    deliverables: brief.deliverables.map((d) => ({ what: d.what, count: String(d.count), format: d.format ?? '' })),
    location: brief.location ?? '',
    remote: brief.remote,
    questions: [...brief.questions],
    closesOn: dateInputValue(new Date(brief.closesAt)),
    postAs: brief.poster.brand?.id ?? '',
  };
}

const wholeNumber = (text: string) => /^\d+$/.test(text.trim());

/** Our checks, the server's rules in words at each field: it checks them again. */
export function validateBrief(values: BriefFormValues, now = new Date()): Record<string, string> {
  const errors: Record<string, string> = {};
  const title = values.title.trim();
  if (!title) errors.title = 'Give the brief a title';
  else if (title.length > BRIEF_LIMITS.title) errors.title = `At most ${BRIEF_LIMITS.title} characters`;
  const description = values.description.trim();
  if (!description) errors.description = 'Say what the work is and who you are looking for';
  else if (description.length > BRIEF_LIMITS.description) errors.description = `At most ${BRIEF_LIMITS.description.toLocaleString('en')} characters`;

  if (RANGED.includes(values.compensationType)) {
    const max = BRIEF_LIMITS.compensationMax;
    if (!wholeNumber(values.compensationMin) || Number(values.compensationMin) > max)
      errors.compensationMin = `A whole number from 0 to ${max.toLocaleString('en')}`;
    if (!wholeNumber(values.compensationMax) || Number(values.compensationMax) > max)
      errors.compensationMax = `A whole number from 0 to ${max.toLocaleString('en')}`;
    else if (!errors.compensationMin && Number(values.compensationMin) > Number(values.compensationMax)) errors.compensationMax = 'Not below the minimum';
    if (!/^[A-Za-z]{3}$/.test(values.currency.trim())) errors.currency = 'Three letters (EUR, USD, GBP)';
  }

  for (const [name, list] of [
    ['genres', values.genres],
    ['skills', values.skills],
    ['roles', values.roles],
  ] as const) {
    if (list.length > BRIEF_LIMITS.listItems) errors[name] = `At most ${BRIEF_LIMITS.listItems}`;
  }

  values.deliverables.forEach((row, i) => {
    const empty = !row.what.trim() && !row.format.trim();
    if (empty && values.deliverables.length === 1) return;
    if (!row.what.trim()) errors[`deliverables[${i}].what`] = 'Say what, or remove the row';
    else if (row.what.trim().length > BRIEF_LIMITS.deliverableWhat) errors[`deliverables[${i}].what`] = `At most ${BRIEF_LIMITS.deliverableWhat} characters`;
    if (!wholeNumber(row.count) || Number(row.count) < 1 || Number(row.count) > BRIEF_LIMITS.deliverableCount)
      errors[`deliverables[${i}].count`] = `1 to ${BRIEF_LIMITS.deliverableCount}`;
    if (row.format.trim().length > BRIEF_LIMITS.deliverableFormat) errors[`deliverables[${i}].format`] = `At most ${BRIEF_LIMITS.deliverableFormat} characters`;
  });

  if (!values.remote && !values.location.trim()) errors.location = 'Say where the work happens, or tick remote';
  else if (values.location.trim().length > BRIEF_LIMITS.location) errors.location = `At most ${BRIEF_LIMITS.location} characters`;

  values.questions.forEach((question, i) => {
    if (!question.trim()) errors[`questions[${i}]`] = 'Write the question, or remove it';
    else if (question.trim().length > BRIEF_LIMITS.question) errors[`questions[${i}]`] = `At most ${BRIEF_LIMITS.question} characters`;
  });

  const range = closesRange(now);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.closesOn)) errors.closesOn = 'Choose a date';
  else if (values.closesOn < range.min) errors.closesOn = 'A day after today';
  else if (values.closesOn > range.max) errors.closesOn = `At most ${BRIEF_LIMITS.closesMaxDays} days from today`;
  return errors;
}

/** The fields the brief form sends, the same for a new brief and an edit (lists replace the whole list). */
function fieldsOf(values: BriefFormValues, now: Date): UpdateBriefInput {
  const ranged = RANGED.includes(values.compensationType);
  const deliverables = values.deliverables
    .filter((row) => row.what.trim())
    .map((row) => ({ what: row.what.trim(), count: Number(row.count), format: row.format.trim() || null }));
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    kind: values.kind,
    compensation: ranged
      ? {
          type: values.compensationType,
          min: Number(values.compensationMin),
          max: Number(values.compensationMax),
          currency: values.currency.trim().toUpperCase(),
        }
      : { type: values.compensationType },
    genres: values.genres,
    skills: values.skills,
    roles: values.roles,
    deliverables,
    location: values.location.trim() || null,
    remote: values.remote,
    questions: values.questions.map((q) => q.trim()),
    closesAt: closesAtOf(values.closesOn, now).toISOString(),
  };
}

export const createBriefInput = (values: BriefFormValues, now = new Date()): CreateBriefInput => ({
  ...fieldsOf(values, now),
  ...(values.postAs ? { brandId: values.postAs } : {}),
});

/**
 * An edit: every field, except the closing date when the day did not change (a date set long ago
 * may lie past 60 days from now in the server's count, though the poster never touched it).
 */
export function updateBriefInput(values: BriefFormValues, initial: BriefFormValues, now = new Date()): UpdateBriefInput {
  const input = fieldsOf(values, now);
  if (values.closesOn === initial.closesOn) delete input.closesAt;
  return input;
}

/** The server's per-field messages, under the names our fields carry. */
export function briefServerErrors(fields: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, message] of Object.entries(fields)) {
    if (name === 'compensation') out.compensationMax = message;
    else if (name === 'closesAt') out.closesOn = message;
    else if (name === 'brandId') out.postAs = message;
    else out[name] = message;
  }
  return out;
}
