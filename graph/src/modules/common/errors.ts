import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, Kind, type GraphQLFormattedError } from 'graphql';
import { ArgumentValidationError, AuthenticationError, AuthorizationError } from 'type-graphql';
import { isDatabaseUnavailable } from './database-errors.js';

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
  /** Something that existed and is no more: a used or expired link. */
  | 'GONE'
  | 'PAYLOAD_TOO_LARGE'
  | 'RATE_LIMITED'
  /** A partner key's budget holds fewer points than the operation costs (sent as 429 with Retry-After). */
  | 'THROTTLED'
  /** One operation costs more than any caller may spend on one (its cost in the message). */
  | 'MAX_COST_EXCEEDED'
  | 'SERVICE_UNAVAILABLE';

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Per-field messages for BAD_USER_INPUT. */
    readonly fields?: Record<string, string>,
    /** Seconds to wait, for RATE_LIMITED and SERVICE_UNAVAILABLE (sent as Retry-After). */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** Seconds a client is asked to wait when the database cannot serve it right now. */
const UNAVAILABLE_RETRY_AFTER = 2;

/**
 * The error a client sees for any failure in the database's reach (see isDatabaseUnavailable),
 * or the error itself when it is one of ours; null for anything else (a bug: logged and masked).
 */
export function toAppError(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  if (isDatabaseUnavailable(error)) {
    return new AppError('SERVICE_UNAVAILABLE', 'SoundBoard is busy or its database is unavailable. Try again in a moment.', undefined, UNAVAILABLE_RETRY_AFTER);
  }
  return null;
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
    case 'GONE':
      return 410;
    case 'PAYLOAD_TOO_LARGE':
      return 413;
    case 'RATE_LIMITED':
    case 'THROTTLED':
      return 429;
    case 'MAX_COST_EXCEEDED':
      return 400;
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

/** graphql-js's own message when it gives up on variables after 50 errors (it has no code). */
const TOO_MANY_VARIABLE_ERRORS = 'Too many errors processing variables';

/**
 * A variable value that does not fit its declared type, as graphql-js reports it before execution:
 * the error points at the variable's definition, or is the one it adds once there are too many.
 * Apollo codes the first kind BAD_USER_INPUT over HTTP but not the second, and graphql-ws codes
 * neither; both carry the parser's error as originalError, so they would otherwise be masked.
 */
function isVariableValueError(error: unknown): boolean {
  if (!(error instanceof GraphQLError)) return false;
  if (error.message.startsWith(TOO_MANY_VARIABLE_ERRORS)) return true;
  return error.nodes?.length === 1 && error.nodes[0]!.kind === Kind.VARIABLE_DEFINITION;
}

/**
 * Turns any error into what a client may see. Domain errors keep their code and message; request
 * errors (syntax, validation, limits) pass through; everything else is reported to `onUnknown`.
 */
export function formatGraphQLError(formatted: GraphQLFormattedError, error: unknown, onUnknown: (error: unknown) => void): GraphQLFormattedError {
  const original = error instanceof GraphQLError ? (error.originalError ?? error) : error;
  const base = { message: formatted.message, locations: formatted.locations, path: formatted.path };

  const known = toAppError(original);
  if (known) {
    return {
      ...base,
      message: known.message,
      extensions: {
        code: known.code,
        ...(known.fields ? { fields: known.fields } : {}),
        ...(known.retryAfter ? { retryAfter: known.retryAfter } : {}),
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
  if (isVariableValueError(error)) return { ...base, extensions: { code: 'BAD_USER_INPUT' } };
  const code = formatted.extensions?.code;
  // Errors raised by graphql-js itself about the document carry no original error.
  const aboutTheRequest =
    (typeof code === 'string' && REQUEST_ERROR_CODES.has(code)) || (error instanceof GraphQLError && !error.originalError && code !== 'INTERNAL_SERVER_ERROR');
  if (aboutTheRequest) {
    return { ...base, extensions: { code: typeof code === 'string' && code !== 'INTERNAL_SERVER_ERROR' ? code : 'GRAPHQL_VALIDATION_FAILED' } };
  }
  onUnknown(original);
  return { message: MASKED_MESSAGE, locations: formatted.locations, path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
}

const retryHeaders = (error: AppError) => new Map(error.retryAfter ? [['retry-after', String(error.retryAfter)]] : []);

/**
 * A GraphQL context that cannot be built (the session lookup found no database) answers with the
 * error's code and HTTP status, not Apollo's 500 "Context creation failed".
 */
export function contextCreationError(error: unknown): never {
  const known = toAppError(error);
  if (!known) throw error;
  throw new GraphQLError(known.message, {
    originalError: known,
    extensions: { code: known.code, http: { status: httpStatusFor(known.code), headers: retryHeaders(known) } },
  });
}

/**
 * When nothing could be answered because the database is unavailable, GraphQL over HTTP says so
 * with 503 and Retry-After too, so that load balancers and clients back off as they do for REST.
 */
export const serviceUnavailableStatus: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        if (response.body.kind !== 'single') return;
        const { errors, data } = response.body.singleResult;
        if (!errors?.length || !errors.every((e) => e.extensions?.code === 'SERVICE_UNAVAILABLE')) return;
        if (data && Object.values(data).some((value) => value !== null)) return;
        response.http.status = 503;
        const retryAfter = errors[0]?.extensions?.retryAfter;
        if (typeof retryAfter === 'number') response.http.headers.set('retry-after', String(retryAfter));
      },
    };
  },
};
