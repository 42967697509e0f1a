import { AppError } from './errors.js';

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
