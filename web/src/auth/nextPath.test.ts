import { describe, expect, it } from 'vitest';
import { safeNextPath, withNext } from './nextPath';

describe('safeNextPath', () => {
  it.each([
    ['/messages', '/messages'],
    ['/messages/abc?x=1#end', '/messages/abc?x=1#end'],
    ['/creators/nova.raye', '/creators/nova.raye'],
    ['/profile-settings#privacy', '/profile-settings#privacy'],
    // Dot segments resolve on our own origin.
    ['/a/../network', '/network'],
    // A query or a fragment may carry encoded slashes (a search for "AC/DC").
    ['/creators?search=AC%2FDC', '/creators?search=AC%2FDC'],
  ])('keeps the app path %s', (raw, expected) => {
    expect(safeNextPath(raw)).toBe(expected);
  });

  it.each([
    ['another origin, protocol-relative', '//evil.com'],
    ['protocol-relative with a path', '//evil.com/dashboard'],
    ['an absolute URL', 'https://evil.com'],
    ['an absolute URL of another scheme', 'javascript:alert(1)'],
    ['a backslash that browsers read as a slash', '/\\evil.com'],
    ['backslashes only', '\\\\evil.com'],
    ['a tab the URL parser drops', '/\t/evil.com'],
    ['a newline', '/\n/evil.com'],
    ['a relative path', 'dashboard'],
    ['an empty value', ''],
    ['nothing', null],
    ['a scheme-looking path', 'http:/evil.com'],
    ['the sign-in page itself (a loop)', '/login'],
    ['the sign-up page with a query', '/signup?next=/x'],
    ['something absurdly long', `/${'a'.repeat(3000)}`],
    // Paths that the URL parser turns into a protocol-relative one (//evil.example) on the way.
    ['a dot segment before a double slash', '/.//evil.example'],
    ['an encoded dot segment before a double slash', '/%2e//evil.example'],
    ['an encoded parent segment before a double slash', '/%2E%2E//evil.example'],
    ['a parent segment before a double slash', '/a/..//evil.example'],
    ['parent segments past the root', '/%2e%2e/%2e%2e//evil.example/x'],
    ['a dot segment before a backslash', '/./\\evil.example'],
    // Encoded slashes and backslashes: no path of the app has one, and a decoding step would make them real.
    ['encoded slashes', '/%2F%2Fevil.example'],
    ['an encoded slash after a dot segment', '/./%2fevil.example'],
    ['an encoded backslash', '/%5Cevil.example'],
  ])('drops %s', (_what, raw) => {
    expect(safeNextPath(raw)).toBeNull();
  });
});

describe('withNext', () => {
  it('carries a safe path, encoded, and nothing else', () => {
    expect(withNext('/signup', '/messages/1?tab=requests')).toBe('/signup?next=%2Fmessages%2F1%3Ftab%3Drequests');
    expect(withNext('/login', '//evil.com')).toBe('/login');
    // The dashboard is where sign-in goes anyway.
    expect(withNext('/signup', '/dashboard')).toBe('/signup');
  });
});
