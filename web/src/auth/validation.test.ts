import { describe, expect, it } from 'vitest';
import { ACCEPTED_EMAILS, REFUSED_EMAILS } from '../../../graph/src/shared/email-address.examples';
import { emailError, signInEmailError } from './validation';

describe('emailError', () => {
  it.each(ACCEPTED_EMAILS)('takes %j, as the server does', (email) => {
    expect(emailError(email)).toBeUndefined();
  });

  it.each(REFUSED_EMAILS.filter((email) => email.trim() !== ''))('refuses %j, as the server does', (email) => {
    expect(emailError(email)).toBe('Enter a valid e-mail address');
  });

  it('asks for an address when there is none', () => {
    expect(emailError('  ')).toBe('Enter your e-mail address');
  });
});

describe('signInEmailError', () => {
  it('lets an address an older rule accepted sign in, and still asks for something address-shaped', () => {
    expect(signInEmailError('a,b123@example.com')).toBeUndefined();
    expect(signInEmailError('nope')).toBe('Enter a valid e-mail address');
    expect(signInEmailError('')).toBe('Enter your e-mail address');
  });
});
