/**
 * Client-side checks for the sign-in forms. They mirror the server's rules and wording
 * (graph/src/modules/auth/auth.validation.ts) so a message reads the same from either side;
 * the server stays the judge.
 */
import { isEmailAddress, isEmailShaped, normaliseEmail } from '../../../graph/src/shared/email-address';
import { ACCOUNT_LIMITS } from '../../../graph/src/shared/limits';

export const PASSWORD_MIN = ACCOUNT_LIMITS.passwordMin;
const USERNAME = /^[a-z0-9_.]{3,30}$/i;

function addressError(email: string, valid: (normalised: string) => boolean): string | undefined {
  const value = normaliseEmail(email);
  if (!value) return 'Enter your e-mail address';
  if (!valid(value)) return 'Enter a valid e-mail address';
  return undefined;
}

/** A new address (sign-up, a change, the forgot form, an invitation): the server's one address rule. */
export const emailError = (email: string): string | undefined => addressError(email, isEmailAddress);

/** Sign-in: any address-shaped text, as the server takes (an account may predate the address rule). */
export const signInEmailError = (email: string): string | undefined => addressError(email, isEmailShaped);

/** Sign-in: any non-empty password may be the right one. */
export const loginPasswordError = (password: string): string | undefined => (password ? undefined : 'Enter your password');

/** Registration: at least 8 characters and not the e-mail address (or its part before the @). */
export function newPasswordError(password: string, email: string): string | undefined {
  if (!password) return 'Enter a password';
  if (password.length < PASSWORD_MIN) return `Password must be at least ${PASSWORD_MIN} characters`;
  const mail = email.trim().toLowerCase();
  const candidate = password.trim().toLowerCase();
  if (mail && (candidate === mail || candidate === mail.split('@')[0])) return 'Password must not be your e-mail address';
  return undefined;
}

/** Optional: empty means "use the part of the e-mail before the @". */
export function usernameError(username: string): string | undefined {
  const value = username.trim();
  if (value && !USERNAME.test(value)) return 'Username must be 3 to 30 characters: letters, digits, dots and underscores';
  return undefined;
}

export const requiredError = (value: string, message: string): string | undefined => (value.trim() ? undefined : message);
