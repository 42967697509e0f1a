import { CombinedGraphQLErrors } from '@apollo/client';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Per-field messages of a BAD_USER_INPUT error (`extensions.fields`), or an empty object. */
export function graphQLFieldErrors(error: unknown): Record<string, string> {
  if (!CombinedGraphQLErrors.is(error)) return {};
  const fields: Record<string, string> = {};
  for (const item of error.errors) {
    const extensionFields = item.extensions?.fields;
    if (!isRecord(extensionFields)) continue;
    for (const [name, message] of Object.entries(extensionFields)) if (typeof message === 'string') fields[name] = message;
  }
  return fields;
}

/** The server's message for a failed operation, or `fallback` for network and unknown failures. */
export function graphQLErrorMessage(error: unknown, fallback: string): string {
  if (CombinedGraphQLErrors.is(error)) {
    const message = error.errors.find((item) => item.message.trim())?.message;
    if (message) return message;
  }
  return fallback;
}
