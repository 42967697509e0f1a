import { describe, expect, it } from 'vitest';
import { nextPath } from './nextPath';

describe('nextPath', () => {
  it('accepts a path of the app with its query', () => {
    expect(nextPath(new URLSearchParams('next=%2Fbrand%2Fjoin%3Ftoken%3Dabc'))).toBe('/brand/join?token=abc');
  });

  it('refuses anything that could leave the site', () => {
    for (const next of ['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '']) {
      expect(nextPath(new URLSearchParams({ next }))).toBeNull();
    }
    expect(nextPath(new URLSearchParams())).toBeNull();
  });
});
