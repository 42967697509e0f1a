import { ApiError, serverErrorMessage, serverFieldErrors } from '../api/http';
import type { SessionUser } from '../auth/sessionUser';

/** Why a sign-in was refused, for the form's alert: what the toast said, kept on the page. */
export type SignInRefusal = { title: string; message: string; suspended?: boolean };

/** A sign-in's outcome: the user, or null with the server's messages per form field or, when no field is to blame, its refusal. */
export type AuthResult =
  | { user: SessionUser; fieldErrors: Record<string, never> }
  | {
      user: null;
      fieldErrors: Record<string, string>;
      refusal?: SignInRefusal;
      /** Refused for too many tries (429): the server's words and when to try again. */
      limit?: RateLimitRefusal;
    };

/** A 429: why, the moment the next try is allowed (from the server's Retry-After) and the moment it was refused. */
export type RateLimitRefusal = { message: string; retryAt: number; refusedAt: number };

/** The rate-limit refusal of a failed request, or undefined when it was refused for something else. */
export function rateLimitRefusal(error: unknown, fallback: string, now = Date.now()): RateLimitRefusal | undefined {
  if (!(error instanceof ApiError) || error.status !== 429) return undefined;
  return { message: serverErrorMessage(error, fallback), retryAt: now + (error.retryAfter ?? 60) * 1000, refusedAt: now };
}

/** The refusal of a failed sign-in whose fault is no field's (wrong credentials, a suspended account, too many tries), or undefined. */
export function signInRefusal(error: unknown, fallback: string): SignInRefusal | undefined {
  if (Object.keys(serverFieldErrors(error)).length > 0) return undefined;
  // 403 at a sign-in door means one thing: an admin suspended the account.
  const suspended = error instanceof ApiError && error.status === 403;
  return { title: suspended ? 'Account suspended' : fallback, message: serverErrorMessage(error, fallback), suspended };
}
