import { describe, expect, it } from 'vitest';
import { validateProfile, valuesFromProfile } from './profileForm';

const empty = valuesFromProfile(null);

describe('the profile form', () => {
  it('refuses links carrying a user name and password, as the server does', () => {
    const errors = validateProfile({
      ...empty,
      website: 'https://user:password@nova.example',
      socialMedia: { ...empty.socialMedia, x: 'https://me@x.com/nova' },
    });
    expect(errors.website).toBe('Must not contain a user name or password (user:password@)');
    expect(errors['socialMedia.x']).toBe('Must not contain a user name or password (user:password@)');
  });

  it('asks for a full address when the scheme is missing or wrong, and takes a good one', () => {
    expect(validateProfile({ ...empty, website: 'ftp://nova.example' }).website).toBe('Enter a full address starting with https://');
    expect(validateProfile({ ...empty, website: ' https://nova.example ' }).website).toBeUndefined();
  });

  it('refuses control and bidirectional characters before sending, and keeps line breaks in the bio', () => {
    const errors = validateProfile({
      ...empty,
      artistName: 'Nova\u202Eevil',
      location: 'Lagos\u0007',
      genres: ['Afrobeats', 'House\u2066'],
      bio: 'Two\nlines',
    });
    expect(errors.artistName).toBe('Artist name contains a character that is not allowed (U+202E).');
    expect(errors.location).toBe('Location contains a character that is not allowed (U+0007).');
    expect(errors.genres).toBe('Each item contains a character that is not allowed (U+2066).');
    expect(errors.bio).toBeUndefined();
    expect(validateProfile({ ...empty, bio: 'ring\u0007' }).bio).toBe('Bio contains a character that is not allowed (U+0007).');
  });
});
