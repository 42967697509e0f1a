import type { SessionUser } from '../auth/sessionUser';

/** A sign-in's outcome: the user, or null and the server's messages per form field. */
export type AuthResult = { user: SessionUser; fieldErrors: Record<string, never> } | { user: null; fieldErrors: Record<string, string> };
