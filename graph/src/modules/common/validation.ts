import { AppError } from './errors.js';
import { FILTER_LIMITS, refusedCharacter, refusedCharacterMessage } from '../../shared/limits.js';

/**
 * Collects per-field problems and throws them together as one BAD_USER_INPUT, so a form can show
 * every message at once and nothing is saved while any field is wrong.
 */
export class FieldErrors {
  private readonly problems: Record<string, string> = {};

  add(field: string, message: string): void {
    this.problems[field] ??= message;
  }

  has(field: string): boolean {
    return field in this.problems;
  }

  throwIfAny(summary = 'Please correct the highlighted fields'): void {
    const fields = Object.keys(this.problems);
    if (fields.length === 0) return;
    const first = this.problems[fields[0]!]!;
    throw new AppError('BAD_USER_INPUT', fields.length === 1 ? first : summary, { ...this.problems });
  }
}

/** A string field from untrusted input: absent → undefined, non-strings recorded as errors. */
export function optionalString(errors: FieldErrors, raw: Record<string, unknown>, field: string, max: number): string | undefined {
  const value = raw[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') {
    errors.add(field, `${field} must be text`);
    return undefined;
  }
  const trimmed = value.trim();
  if (trimmed.length > max) errors.add(field, `${field} must be at most ${max} characters`);
  return trimmed;
}

export const asRecord = (body: unknown): Record<string, unknown> =>
  body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};

/**
 * Refuses text past its limit before any SQL runs, naming the argument and the limit. Absent
 * values pass: whether one is required is the caller's rule.
 */
export function checkLength(field: string, value: string | null | undefined, max: number): void {
  if (typeof value === 'string' && value.length > max) {
    throw new AppError('BAD_USER_INPUT', `${field} must be at most ${max} characters`, { [field]: `At most ${max} characters` });
  }
}

/** Refuses a list past `maxItems` items, or with an item past `maxLength`: the item count first, so a huge list costs nothing. */
export function checkList(field: string, value: readonly unknown[] | null | undefined, maxItems: number, maxLength: number): void {
  if (!value) return;
  if (value.length > maxItems) {
    throw new AppError('BAD_USER_INPUT', `${field} must have at most ${maxItems} items`, { [field]: `At most ${maxItems} items` });
  }
  if (value.some((item) => typeof item === 'string' && item.length > maxLength)) {
    throw new AppError('BAD_USER_INPUT', `Each ${field} item must be at most ${maxLength} characters`, {
      [field]: `Each item at most ${maxLength} characters`,
    });
  }
}

/**
 * Text PostgreSQL cannot store: a NUL character (refused in text) or an unpaired UTF-16
 * surrogate (refused in json, turned into U+FFFD in text, so never what was sent).
 */
export const unstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/** With the u flag a surrogate pair is one code point, so only an unpaired half is a surrogate. */
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * Where unstorable text (see `unstorable`) sits in parsed input (`"bio"`, `"lookingFor[3]"`, `""`
 * for the value itself), or null when there is none; such input must be refused before it
 * reaches a query. Walks with its own stack: nesting depth cannot overflow ours.
 */
export function nulBytePath(value: unknown): string | null {
  const stack: { value: unknown; path: string }[] = [{ value, path: '' }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === 'string') {
      if (unstorable(current)) return path;
    } else if (Array.isArray(current)) {
      current.forEach((item, i) => stack.push({ value: item, path: `${path}[${i}]` }));
    } else if (current && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        if (unstorable(key)) return path ? `${path}.${key}` : key;
        stack.push({ value: item, path: path ? `${path}.${key}` : key });
      }
    }
  }
  return null;
}

/** The one message for unstorable text, over REST and GraphQL alike. */
export const nulByteMessage = (where: string) => `Text may not contain NUL characters (\\u0000) or unpaired surrogates${where ? `: found in ${where}` : ''}`;

/** A character a text field does not take (see `refusedCharacter`), and the field it was sent in. */
export type RefusedText = { field: string; character: string };

/**
 * The first text in parsed input that its field does not take (see `refusedCharacter`), or
 * null. A string is judged by the name it is given under: its object key, or `field` for the
 * value itself and the items of lists. Walks with its own stack and builds no paths, so an input
 * nested 150,000 deep costs one visit per value and cannot overflow ours.
 */
export function refusedTextIn(value: unknown, field: string): RefusedText | null {
  const values: unknown[] = [value];
  const fields: string[] = [field];
  while (values.length > 0) {
    const current = values.pop();
    const name = fields.pop()!;
    if (typeof current === 'string') {
      const character = refusedCharacter(name, current);
      if (character !== null) return { field: name, character };
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) {
        values.push(current[i]);
        fields.push(name);
      }
    } else if (current && typeof current === 'object') {
      const entries = Object.entries(current);
      for (let i = entries.length - 1; i >= 0; i--) {
        values.push(entries[i]![1]);
        fields.push(entries[i]![0]);
      }
    }
  }
  return null;
}

/** The error for text its field does not take, naming the field and the character. */
export const refusedTextError = ({ field, character }: RefusedText) => {
  const message = refusedCharacterMessage(field, character);
  return new AppError('BAD_USER_INPUT', message, { [field]: message });
};

/** A search argument, refused past its limit before any SQL; trimmed, and null when empty. */
export function searchText(search: string | null | undefined, field = 'search'): string | null {
  checkLength(field, search, FILTER_LIMITS.search);
  return search?.trim() || null;
}

/** A UUID in its canonical form: anything else is not an id of ours and never reaches SQL (PostgreSQL would refuse it). */
export const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

export type ListRules = {
  /** Suggested values: matched case-insensitively and stored in their usual spelling; others are kept as typed. */
  vocabulary?: readonly string[];
  maxItems: number;
  maxLength: number;
};

/**
 * A list of short texts from untrusted input: trimmed, inner spaces collapsed, empty items and
 * case-insensitive repeats dropped. Absent → undefined, null → []. Problems are recorded on
 * `errors` under `field` (the list then answers undefined).
 */
export function parseList(errors: FieldErrors, field: string, value: unknown, { vocabulary = [], maxItems, maxLength }: ListRules): string[] | undefined {
  if (value === undefined) return undefined;
  if (value === null) return [];
  if (!Array.isArray(value)) {
    errors.add(field, 'Must be a list of text');
    return undefined;
  }
  // Refused on its raw length before any per-item work: a 200,000-item list costs nothing.
  if (value.length > maxItems) {
    errors.add(field, `At most ${maxItems} items`);
    return undefined;
  }
  if (value.some((v) => typeof v !== 'string')) {
    errors.add(field, 'Must be a list of text');
    return undefined;
  }
  const known = new Map(vocabulary.map((v) => [v.toLowerCase(), v]));
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of value as string[]) {
    const item = raw.trim().replace(/\s+/g, ' ');
    if (!item) continue;
    if (item.length > maxLength) {
      errors.add(field, `Each item at most ${maxLength} characters`);
      return undefined;
    }
    const key = item.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(known.get(key) ?? item);
  }
  return out;
}
