import { describe, expect, it } from 'vitest';
import { ACCEPTED_EMAILS, REFUSED_EMAILS } from '../../shared/email-address.examples.js';
import { AppError } from '../common/errors.js';
import { checkMail } from '../mail/mail.js';
import { parseLoginInput, parseRegisterInput, usernameFromEmail } from './auth.validation.js';

const fieldsOf = (fn: () => unknown): Record<string, string> => {
  try {
    fn();
  } catch (error) {
    if (error instanceof AppError) return error.fields ?? {};
    throw error;
  }
  throw new Error('expected a BAD_USER_INPUT');
};

describe('parseRegisterInput', () => {
  it('defaults username to the part of the e-mail before the @, names to empty and userType to artist', () => {
    expect(parseRegisterInput({ email: '  Nova.Raye@Example.com ', password: 'long enough' })).toEqual({
      email: 'nova.raye@example.com',
      password: 'long enough',
      username: undefined,
      firstName: '',
      lastName: '',
      userType: 'artist',
    });
  });

  it('accepts user types case-insensitively and trims names', () => {
    const input = parseRegisterInput({ email: 'a@b.co', password: 'long enough', userType: 'PRODUCER', firstName: ' Ada ' });
    expect(input).toMatchObject({ userType: 'producer', firstName: 'Ada' });
  });

  it('reports every bad field at once', () => {
    expect(Object.keys(fieldsOf(() => parseRegisterInput({ email: 'nope', password: 'short', userType: 'x', username: '!!' })))).toEqual([
      'email',
      'password',
      'username',
      'userType',
    ]);
  });

  it('refuses a password that is the e-mail or its local part', () => {
    expect(fieldsOf(() => parseRegisterInput({ email: 'longname@b.co', password: 'LongName' })).password).toBe('Password must not be your e-mail address');
  });

  it('refuses non-string values without throwing a TypeError', () => {
    expect(Object.keys(fieldsOf(() => parseRegisterInput({ email: 42, password: ['x'] })))).toEqual(['email', 'password']);
    expect(Object.keys(fieldsOf(() => parseLoginInput(null)))).toEqual(['email', 'password']);
  });
});

describe('one address rule for sign-up and the mailer', () => {
  const signUpTakes = (email: string): string | null => {
    try {
      return parseRegisterInput({ email, password: 'long enough passphrase' }).email;
    } catch (error) {
      if (error instanceof AppError) return null;
      throw error;
    }
  };
  const mailerTakes = (to: string) => {
    try {
      checkMail({ to, subject: 'Reset your SoundBoard password', text: 'A link' });
      return true;
    } catch {
      return false;
    }
  };

  it.each(ACCEPTED_EMAILS)('signs up %j, and the mailer sends to the address stored', (email) => {
    const stored = signUpTakes(email);
    expect(stored).not.toBeNull();
    expect(mailerTakes(stored!)).toBe(true);
  });

  it.each(REFUSED_EMAILS)('refuses to sign up %j, an address the mailer refuses', (email) => {
    expect(signUpTakes(email)).toBeNull();
    expect(mailerTakes(email.trim().toLowerCase())).toBe(false);
  });

  it('refuses a sign-up with a list of addresses with a clear message', () => {
    expect(fieldsOf(() => parseRegisterInput({ email: 'a,b123@example.com', password: 'long enough' })).email).toBe('Enter a valid e-mail address');
  });

  it('still lets an address an older rule accepted sign in (the account lookup decides)', () => {
    expect(parseLoginInput({ email: 'A,B123@Example.com', password: 'x' }).email).toBe('a,b123@example.com');
    expect(Object.keys(fieldsOf(() => parseLoginInput({ email: 'nope', password: 'x' })))).toEqual(['email']);
  });
});

describe('usernameFromEmail', () => {
  it('takes the local part, cleaned for a username', () => {
    expect(usernameFromEmail('Nova.Raye+demo@example.com')).toBe('nova.raye');
    expect(usernameFromEmail('dj-kofi@example.com')).toBe('dj-kofi');
    expect(usernameFromEmail('rené@example.com')).toBe('rene');
    expect(usernameFromEmail('a@example.com')).toBe('a_creator');
  });
});
