import { describe, expect, it } from 'vitest';
import { initialBrandValues, validateBrand } from './brandForm';

const valid = initialBrandValues({
  name: 'Nightjar Records',
  tagline: 'Late-night music',
  description: 'We release records.\nAmbient and downtempo.',
  category: 'distribution',
  website: 'https://nightjar.example',
});

describe('the brand form', () => {
  it('takes a valid page, a multi-line description included', () => {
    expect(validateBrand(valid)).toEqual({});
  });

  it('refuses a name with a line break or a bidi control before sending', () => {
    expect(validateBrand({ ...valid, name: 'Nightjar\r\nRecords' }).name).toBe('Name contains a character that is not allowed (U+000D).');
    expect(validateBrand({ ...valid, name: 'Nightjar \u202ERecords' }).name).toBe('Name contains a character that is not allowed (U+202E).');
    expect(validateBrand({ ...valid, tagline: 'Late\u2028night' }).tagline).toBe('Tagline contains a character that is not allowed (U+2028).');
    expect(validateBrand({ ...valid, offers: ['Distribution', 'Sync\u200F'] }).offers).toBe('Each offer contains a character that is not allowed (U+200F).');
  });

  it('holds the website to the one URL rule', () => {
    expect(validateBrand({ ...valid, website: 'https://user:password@nightjar.example' }).website).toBe(
      'Website must not contain a user name or password (user:password@)',
    );
    expect(validateBrand({ ...valid, website: 'javascript:alert(1)' }).website).toBe('Website must be an http:// or https:// address');
  });
});
