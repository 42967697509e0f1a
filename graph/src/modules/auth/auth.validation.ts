import { isEmailAddress, isEmailShaped, normaliseEmail } from '../../shared/email-address.js';
import { ACCOUNT_LIMITS } from '../../shared/limits.js';
import { containsWebAddress } from '../../shared/urls.js';
import { asRecord, FieldErrors, optionalString } from '../common/validation.js';
import { UserType } from '../user/user.entity.js';

export const PASSWORD_MIN = ACCOUNT_LIMITS.passwordMin;
export const PASSWORD_MAX = ACCOUNT_LIMITS.passwordMax;
export const USERNAME = /^[a-z0-9_.-]{3,30}$/;

export type RegisterInput = {
  email: string;
  password: string;
  /** Undefined: the part of the e-mail before the @. */
  username?: string;
  firstName: string;
  lastName: string;
  userType: UserType;
};

export type LoginInput = { email: string; password: string };

export { normaliseEmail };

/**
 * The `email` field, normalised. A new address (sign-up, a change, the forgot form) must be one
 * the mailer can send to (isEmailAddress); sign-in only looks an account up, so it takes any
 * address-shaped text, as older rules let accounts be made with.
 */
function email(errors: FieldErrors, raw: Record<string, unknown>, valid: (email: string) => boolean = isEmailAddress): string {
  const value = optionalString(errors, raw, 'email', ACCOUNT_LIMITS.email);
  if (!value) {
    if (!errors.has('email')) errors.add('email', 'Enter your e-mail address');
    return '';
  }
  const normalised = normaliseEmail(value);
  if (!valid(normalised)) errors.add('email', 'Enter a valid e-mail address');
  return normalised;
}

const password = (errors: FieldErrors, raw: Record<string, unknown>): string => passwordField(errors, raw, 'password', 'Enter your password');

/** The registration payload (email, password, username, firstName, lastName, userType) with its defaults (username from the e-mail, empty names, artist); one rule for REST and GraphQL. */
export function parseRegisterInput(body: unknown): RegisterInput {
  const raw = asRecord(body);
  const errors = new FieldErrors();
  const mail = email(errors, raw);
  const pass = password(errors, raw);
  checkNewPassword(errors, 'password', pass, mail);

  const username = optionalString(errors, raw, 'username', ACCOUNT_LIMITS.username)?.toLowerCase() || undefined;
  if (username !== undefined && !USERNAME.test(username)) {
    errors.add('username', 'Username must be 3 to 30 characters: letters, digits, dots, dashes and underscores');
  }
  const firstName = optionalString(errors, raw, 'firstName', ACCOUNT_LIMITS.name) ?? '';
  const lastName = optionalString(errors, raw, 'lastName', ACCOUNT_LIMITS.name) ?? '';
  // Names are shown to others (a brand's team, the directory of creators): they carry no link.
  for (const [field, value] of [
    ['firstName', firstName],
    ['lastName', lastName],
  ] as const) {
    if (containsWebAddress(value)) errors.add(field, 'Names cannot contain web addresses.');
  }

  const typeRaw = optionalString(errors, raw, 'userType', ACCOUNT_LIMITS.userType)?.toLowerCase() || UserType.ARTIST;
  const userType = Object.values(UserType).find((t) => t === typeRaw);
  if (!userType) errors.add('userType', `userType must be one of ${Object.values(UserType).join(', ')}`);

  errors.throwIfAny();
  return { email: mail, password: pass, username, firstName, lastName, userType: userType ?? UserType.ARTIST };
}

/**
 * The rules for any new password (sign-up, reset, change): at least PASSWORD_MIN characters and
 * not the account's e-mail address or its part before the @. Checks what `password()` let through.
 */
export function checkNewPassword(errors: FieldErrors, field: string, pass: string, mail: string): void {
  if (pass && pass.length < PASSWORD_MIN) errors.add(field, `Password must be at least ${PASSWORD_MIN} characters`);
  const local = mail.split('@')[0] ?? '';
  if (pass && mail && [mail, local].includes(pass.trim().toLowerCase())) {
    errors.add(field, 'Password must not be your e-mail address');
  }
}

/** A password field of any form: present, text, at most PASSWORD_MAX characters; '' when it is not. */
export function passwordField(errors: FieldErrors, raw: Record<string, unknown>, field: string, missing: string): string {
  const value = raw[field];
  if (typeof value !== 'string' || value.length === 0) {
    errors.add(field, missing);
    return '';
  }
  if (value.length > PASSWORD_MAX) errors.add(field, `Password must be at most ${PASSWORD_MAX} characters`);
  return value;
}

/** Just an e-mail address (the forgot-password form, a new address), trimmed and lower-cased. */
export function parseEmailField(raw: Record<string, unknown>, errors: FieldErrors = new FieldErrors()): string {
  return email(errors, raw);
}

export function parseLoginInput(body: unknown): LoginInput {
  const raw = asRecord(body);
  const errors = new FieldErrors();
  const mail = email(errors, raw, isEmailShaped);
  const pass = password(errors, raw);
  errors.throwIfAny('Enter your e-mail address and password');
  return { email: mail, password: pass };
}

/** A username from an e-mail's local part: "Nova.Raye+demo@x.com" → "nova.raye"; "a@x.com" → "a_creator". */
export function usernameFromEmail(mail: string): string {
  const local = (mail.split('@')[0] ?? '').split('+')[0] ?? '';
  // Accents are folded ("rené" → "rene") before anything outside the username alphabet is dropped.
  const cleaned = local
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9_.-]/g, '')
    .slice(0, 24);
  return cleaned.length >= 3 ? cleaned : `${cleaned}_creator`.replace(/^_/, '');
}
