import { describe, expect, it } from 'vitest';
import { isEmailAddress, isEmailShaped, normaliseEmail } from './email-address.js';
import { ACCEPTED_EMAILS, REFUSED_EMAILS } from './email-address.examples.js';

describe('isEmailAddress', () => {
  it.each(ACCEPTED_EMAILS)('accepts %j once normalised', (email) => {
    expect(isEmailAddress(normaliseEmail(email))).toBe(true);
  });

  it.each(REFUSED_EMAILS)('refuses %j', (email) => {
    expect(isEmailAddress(normaliseEmail(email))).toBe(false);
  });

  it('judges the address as given, whatever its case: surrounding spaces are for normaliseEmail', () => {
    expect(isEmailAddress(' a@example.com')).toBe(false);
    expect(isEmailAddress('Nova@Example.com')).toBe(true);
  });
});

describe('normaliseEmail', () => {
  it('trims, lower-cases and composes accents, so one mailbox is one spelling', () => {
    expect(normaliseEmail('  Nova.Raye@Example.COM ')).toBe('nova.raye@example.com');
    expect(normaliseEmail('nova@bu\u0308cher.example')).toBe(normaliseEmail('nova@b\u00fccher.example'));
  });
});

describe('isEmailShaped', () => {
  it('takes anything with text either side of an @, for looking up an account made under an older rule', () => {
    expect(isEmailShaped('a,b123@example.com')).toBe(true);
    expect(isEmailShaped('nope')).toBe(false);
    expect(isEmailShaped('a @b.co')).toBe(false);
  });
});
