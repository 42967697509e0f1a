import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { ArgumentValidationError, AuthenticationError, AuthorizationError } from 'type-graphql';

/**
 * The small, fixed set of error codes clients may see in GraphQL `extensions.code`; REST maps the
 * same codes to HTTP statuses. Anything else is an internal error: logged, and masked to clients.
 */
export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'RATE_LIMITED'
  | 'SERVICE_UNAVAILABLE';

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Per-field messages for BAD_USER_INPUT. */
    readonly fields?: Record<string, string>,
    /** Seconds to wait, for RATE_LIMITED. */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const httpStatusFor = (code: ErrorCode): number => {
  switch (code) {
    case 'BAD_USER_INPUT':
      return 400;
    case 'UNAUTHENTICATED':
      return 401;
    case 'FORBIDDEN':
      return 403;
    case 'NOT_FOUND':
      return 404;
    case 'CONFLICT':
      return 409;
    case 'PAYLOAD_TOO_LARGE':
      return 413;
    case 'RATE_LIMITED':
      return 429;
    case 'SERVICE_UNAVAILABLE':
      return 503;
  }
};

/** Codes that graphql-js, Apollo and graphql-armor put on errors about the request itself. */
const REQUEST_ERROR_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
]);

export const MASKED_MESSAGE = 'Internal server error';

/**
 * Turns any error into what a client may see. Domain errors keep their code and message; request
 * errors (syntax, validation, limits) pass through; everything else is reported to `onUnknown`.
 */
export function formatGraphQLError(
  formatted: GraphQLFormattedError,
  error: unknown,
  onUnknown: (error: unknown) => void,
): GraphQLFormattedError {
  const original = error instanceof GraphQLError ? (error.originalError ?? error) : error;
  const base = { message: formatted.message, locations: formatted.locations, path: formatted.path };

  if (original instanceof AppError) {
    return {
      ...base,
      message: original.message,
      extensions: {
        code: original.code,
        ...(original.fields ? { fields: original.fields } : {}),
        ...(original.retryAfter ? { retryAfter: original.retryAfter } : {}),
      },
    };
  }
  if (original instanceof ArgumentValidationError) {
    const fields: Record<string, string> = {};
    for (const issue of original.extensions.validationErrors ?? []) {
      fields[issue.property] = Object.values(issue.constraints ?? {}).join('; ');
    }
    return { ...base, message: 'Invalid input', extensions: { code: 'BAD_USER_INPUT', fields } };
  }
  if (original instanceof AuthenticationError) {
    return { ...base, message: 'Sign in to do this', extensions: { code: 'UNAUTHENTICATED' } };
  }
  if (original instanceof AuthorizationError) {
    return { ...base, message: 'You are not allowed to do this', extensions: { code: 'FORBIDDEN' } };
  }
  const code = formatted.extensions?.code;
  // Errors raised by graphql-js itself about the document carry no original error.
  const aboutTheRequest =
    (typeof code === 'string' && REQUEST_ERROR_CODES.has(code)) ||
    (error instanceof GraphQLError && !error.originalError && code !== 'INTERNAL_SERVER_ERROR');
  if (aboutTheRequest) {
    return { ...base, extensions: { code: typeof code === 'string' && code !== 'INTERNAL_SERVER_ERROR' ? code : 'GRAPHQL_VALIDATION_FAILED' } };
  }
  onUnknown(original);
  return { message: MASKED_MESSAGE, locations: formatted.locations, path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
}
