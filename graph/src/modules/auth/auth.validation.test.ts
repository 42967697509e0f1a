import { describe, expect, it } from 'vitest';
import { AppError } from '../common/errors.js';
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
  it('applies the registration defaults of spec §5', () => {
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
    expect(fieldsOf(() => parseRegisterInput({ email: 'longname@b.co', password: 'LongName' })).password).toBe(
      'Password must not be your e-mail address',
    );
  });

  it('refuses non-string values without throwing a TypeError', () => {
    expect(Object.keys(fieldsOf(() => parseRegisterInput({ email: 42, password: ['x'] })))).toEqual(['email', 'password']);
    expect(Object.keys(fieldsOf(() => parseLoginInput(null)))).toEqual(['email', 'password']);
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
