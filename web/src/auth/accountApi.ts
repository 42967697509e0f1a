import { apiRequest, getQueryFn } from '../api/http';
import type { SessionUser } from './sessionUser';

/**
 * The account routes (graph/src/modules/account/account.routes.ts): forgot and
 * reset password, the account's own sign-in details, its data and its deletion.
 */

/** GET /api/user/account. */
export type AccountSettings = {
  email: string;
  /** False for an account that only signs in with Google. */
  hasPassword: boolean;
  googleLinked: boolean;
  /** A new address waiting for its confirmation link. */
  pendingEmail: string | null;
};

/** What an account without a password types to delete it. */
export const DELETE_CONFIRMATION = 'DELETE';

/** The file the export downloads as (the server names it). */
export const EXPORT_URL = '/api/user/export';

const json = async <T>(res: Response) => (await res.json()) as T;

/** Always 202: the answer does not say whether the address has an account. */
export const forgotPasswordRequest = async (email: string) => {
  await apiRequest('POST', '/api/password/forgot', { email });
};

/** Whether a reset link still works (400 unknown, 410 used or expired), without using it. */
export const checkResetLinkRequest = async (token: string) => {
  await apiRequest('POST', '/api/password/reset/check', { token });
};

/** Sets the password through a reset link; the browser is signed in afresh. */
export const resetPasswordRequest = async (token: string, password: string) =>
  json<SessionUser>(await apiRequest('POST', '/api/password/reset', { token, password }));

export const fetchAccountSettings = (signal?: AbortSignal) => getQueryFn<AccountSettings>({ on401: 'throw' })({ queryKey: ['/api/user/account'], signal });

export const changePasswordRequest = async (currentPassword: string, newPassword: string) => {
  await apiRequest('POST', '/api/user/password', { currentPassword, newPassword });
};

export const changeEmailRequest = async (email: string, password: string | undefined) =>
  json<{ pendingEmail: string }>(await apiRequest('POST', '/api/user/email', password === undefined ? { email } : { email, password }));

export const confirmEmailRequest = async (token: string) => json<{ email: string }>(await apiRequest('POST', '/api/user/email/confirm', { token }));

/** Follows the link mailed to prove the address; the link alone is enough, signed in or not. */
export const verifyEmailRequest = async (token: string) => json<{ verified: true }>(await apiRequest('POST', '/api/user/email/verify', { token }));

/** Mails the signed-in account a new link (409 once proven, 429 past a few an hour). */
export const resendVerificationRequest = async () => json<{ sentTo: string }>(await apiRequest('POST', '/api/user/email/verify/resend'));

export const deleteAccountRequest = async (confirmation: { password: string } | { confirm: string }) => {
  await apiRequest('DELETE', '/api/user', confirmation);
};
