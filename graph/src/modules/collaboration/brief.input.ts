import { AppError } from '../common/errors.js';
import { checkLength, FieldErrors, parseList, unstorable } from '../common/validation.js';
import { BRIEF_LIMITS } from '../../shared/limits.js';
import { GENRES, LOOKING_FOR, SKILLS } from '../../shared/vocabulary.js';
import { BriefKind, CompensationType, type Deliverable } from './brief.entity.js';

/**
 * A brief's fields as a poster sends them, checked before any SQL runs: every text and list
 * against its limit in BRIEF_LIMITS, vocabularies exactly, the compensation as a whole.
 */

export type CompensationFields = { type: CompensationType; min?: number | null; max?: number | null; currency?: string | null };
export type DeliverableFields = { what: string; count: number; format?: string | null };

/** What createBrief and updateBrief take (updateBrief: every field optional, absent means unchanged). */
export type BriefFields = {
  title?: string | null;
  description?: string | null;
  kind?: BriefKind | null;
  compensation?: CompensationFields | null;
  genres?: string[] | null;
  skills?: string[] | null;
  roles?: string[] | null;
  deliverables?: DeliverableFields[] | null;
  location?: string | null;
  remote?: boolean | null;
  questions?: string[] | null;
  closesAt?: Date | null;
};

/** The columns a parsed input sets; a key is absent when the input left the field unchanged. */
export type BriefColumns = Partial<{
  title: string;
  description: string;
  kind: BriefKind;
  compensationType: CompensationType;
  compensationMin: number | null;
  compensationMax: number | null;
  compensationCurrency: string | null;
  genres: string[];
  skills: string[];
  roles: string[];
  deliverables: Deliverable[];
  location: string | null;
  remote: boolean;
  questions: string[];
  closesAt: Date;
}>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** One line of text, trimmed; problems recorded under `field`. */
function line(errors: FieldErrors, field: string, value: string, max: number, required: boolean): string {
  const text = value.trim();
  if (text.length > max) errors.add(field, `At most ${max} characters`);
  else if (required && !text) errors.add(field, 'Required');
  else if (unstorable(text)) errors.add(field, 'Remove control characters');
  return text;
}

/** A list from one vocabulary: each item must be one of its words (matched case-insensitively, stored as spelled there). */
function vocabularyList(errors: FieldErrors, field: string, value: string[], vocabulary: readonly string[]): string[] | undefined {
  const items = parseList(errors, field, value, { vocabulary, maxItems: BRIEF_LIMITS.listItems, maxLength: BRIEF_LIMITS.listItemLength });
  if (!items) return undefined;
  const unknown = items.filter((item) => !vocabulary.includes(item));
  if (unknown.length > 0) {
    errors.add(field, `Choose from the list (not ${unknown[0]})`);
    return undefined;
  }
  return items;
}

/**
 * The compensation as a whole: a fixed or hourly brief states a range (whole units, from 0 to
 * 10,000,000, the minimum not above the maximum) and an ISO currency code; a revenue share or an
 * unpaid brief states no amount at all, so that nothing reads as a budget it is not.
 */
function compensation(
  errors: FieldErrors,
  value: CompensationFields,
): Pick<BriefColumns, 'compensationType' | 'compensationMin' | 'compensationMax' | 'compensationCurrency'> {
  checkLength('currency', value.currency, BRIEF_LIMITS.currency);
  const ranged = value.type === CompensationType.FIXED || value.type === CompensationType.HOURLY;
  if (!ranged) {
    if (value.min != null || value.max != null || value.currency != null)
      errors.add('compensation', 'A revenue share or unpaid brief states no amount or currency');
    return { compensationType: value.type, compensationMin: null, compensationMax: null, compensationCurrency: null };
  }
  const inRange = (n: number | null | undefined) => typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= BRIEF_LIMITS.compensationMax;
  if (!inRange(value.min) || !inRange(value.max))
    errors.add('compensation', `A minimum and a maximum, whole numbers from 0 to ${BRIEF_LIMITS.compensationMax.toLocaleString('en')}`);
  else if (value.min! > value.max!) errors.add('compensation', 'The minimum is above the maximum');
  const currency = (value.currency ?? '').trim().toUpperCase();
  if (!/^[A-Z]{3}$/.test(currency)) errors.add('currency', 'A three-letter currency code (EUR, USD, GBP)');
  return { compensationType: value.type, compensationMin: value.min ?? null, compensationMax: value.max ?? null, compensationCurrency: currency };
}

/**
 * Checks a brief's fields before any SQL and answers the columns they set. `create` requires the
 * title, description, kind and compensation, and closes applications 30 days from `now` unless
 * told sooner; a date must be in the future and at most 60 days from `now`.
 */
export function parseBriefFields(input: BriefFields, { create, now }: { create: boolean; now: Date }): BriefColumns {
  // The raw sizes first: a huge list or text costs a length test, nothing more.
  checkLength('title', input.title, BRIEF_LIMITS.title);
  checkLength('description', input.description, BRIEF_LIMITS.description);
  checkLength('location', input.location, BRIEF_LIMITS.location);
  for (const [field, list] of [
    ['genres', input.genres],
    ['skills', input.skills],
    ['roles', input.roles],
  ] as const) {
    if (list && list.length > BRIEF_LIMITS.listItems)
      throw new AppError('BAD_USER_INPUT', `${field} must have at most ${BRIEF_LIMITS.listItems} items`, {
        [field]: `At most ${BRIEF_LIMITS.listItems} items`,
      });
  }
  if (input.questions && input.questions.length > BRIEF_LIMITS.questions) {
    throw new AppError('BAD_USER_INPUT', `questions must have at most ${BRIEF_LIMITS.questions} items`, {
      questions: `At most ${BRIEF_LIMITS.questions} items`,
    });
  }
  if (input.deliverables && input.deliverables.length > BRIEF_LIMITS.deliverables) {
    throw new AppError('BAD_USER_INPUT', `deliverables must have at most ${BRIEF_LIMITS.deliverables} items`, {
      deliverables: `At most ${BRIEF_LIMITS.deliverables} items`,
    });
  }

  const errors = new FieldErrors();
  const out: BriefColumns = {};
  if (input.title != null) out.title = line(errors, 'title', input.title, BRIEF_LIMITS.title, true);
  else if (create) errors.add('title', 'Required');
  if (input.description != null) {
    const text = input.description.trim();
    if (!text) errors.add('description', 'Required');
    else if (unstorable(text)) errors.add('description', 'Remove control characters');
    out.description = text;
  } else if (create) errors.add('description', 'Required');
  if (input.kind != null) {
    if (Object.values(BriefKind).includes(input.kind)) out.kind = input.kind;
    else errors.add('kind', 'Unknown kind');
  } else if (create) errors.add('kind', 'Required');
  if (input.compensation != null) Object.assign(out, compensation(errors, input.compensation));
  else if (create) errors.add('compensation', 'Required');

  const genres = input.genres != null ? vocabularyList(errors, 'genres', input.genres, GENRES) : undefined;
  if (genres) out.genres = genres;
  const skills = input.skills != null ? vocabularyList(errors, 'skills', input.skills, SKILLS) : undefined;
  if (skills) out.skills = skills;
  // Roles wanted are read in the words creators use for whom they look for (producers, vocalists,
  // a mixing engineer...): the vocabulary MatchMade scores a creator's needs on.
  const roles = input.roles != null ? vocabularyList(errors, 'roles', input.roles, LOOKING_FOR) : undefined;
  if (roles) out.roles = roles;

  if (input.deliverables != null) {
    out.deliverables = input.deliverables.map((d, i) => {
      const what = line(errors, `deliverables[${i}].what`, d.what, BRIEF_LIMITS.deliverableWhat, true);
      const format = d.format == null ? null : line(errors, `deliverables[${i}].format`, d.format, BRIEF_LIMITS.deliverableFormat, false) || null;
      if (!Number.isInteger(d.count) || d.count < 1 || d.count > BRIEF_LIMITS.deliverableCount)
        errors.add(`deliverables[${i}].count`, `From 1 to ${BRIEF_LIMITS.deliverableCount}`);
      return { what, count: d.count, format };
    });
  }
  if (input.location !== undefined)
    out.location = input.location === null ? null : line(errors, 'location', input.location, BRIEF_LIMITS.location, false) || null;
  if (input.remote != null) out.remote = input.remote;
  if (input.questions != null) {
    out.questions = input.questions.map((q, i) => line(errors, `questions[${i}]`, q, BRIEF_LIMITS.question, true));
  }

  if (input.closesAt != null) {
    const at = input.closesAt;
    if (Number.isNaN(at.getTime()) || at.getTime() <= now.getTime()) errors.add('closesAt', 'A date in the future');
    else if (at.getTime() > now.getTime() + BRIEF_LIMITS.closesMaxDays * DAY_MS) errors.add('closesAt', `At most ${BRIEF_LIMITS.closesMaxDays} days from now`);
    else out.closesAt = at;
  } else if (create) out.closesAt = new Date(now.getTime() + BRIEF_LIMITS.closesDefaultDays * DAY_MS);
  errors.throwIfAny();
  return out;
}
