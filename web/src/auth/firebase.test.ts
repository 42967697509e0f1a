import { describe, expect, it } from 'vitest';
import { googleSignInErrorMessage } from './firebase';

describe('Google sign-in failure texts (one per Firebase error code, a generic one otherwise)', () => {
  it.each([
    ['auth/popup-closed-by-user', 'Sign-In was cancelled.'],
    ['auth/popup-blocked', 'Popup was blocked. Please allow popups and try again.'],
    ['auth/unauthorized-domain', 'Domain not authorized. Please contact support.'],
    ['auth/operation-not-allowed', 'Google sign-in not enabled.'],
    ['auth/invalid-api-key', 'Configuration error. Please contact support.'],
    ['auth/network-request-failed', 'Google Sign-In failed. Please try again.'],
  ])('%s → %s', (code, text) => {
    expect(googleSignInErrorMessage(Object.assign(new Error('x'), { code }))).toBe(text);
  });

  it('falls back for errors without a code', () => {
    expect(googleSignInErrorMessage(new Error('offline'))).toBe('Google Sign-In failed. Please try again.');
    expect(googleSignInErrorMessage(null)).toBe('Google Sign-In failed. Please try again.');
  });
});
