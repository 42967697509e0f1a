import { describe, expect, it } from 'vitest';
import { containsWebAddress, isWebUrl, WEB_URL_MAX, webUrlProblem } from './urls.js';

describe('containsWebAddress', () => {
  it.each([
    'URGENT Payment Notice https://pay.example/now',
    'http://evil.test',
    'Visit ftp://files.somewhere',
    'HTTPS://LOUD.EXAMPLE',
    'see www.soundboard-deals',
    'WWW.Label',
    'paypal.com',
    'Secure-Login.net support',
    'Call us at label.org today',
    'Free beats at beats.io',
    'Sound.co',
    'payments.info',
    'cheap.biz!',
    'drop.xyz/claim',
    'login.app',
    'promo.dev',
    'account.example',
    'sub.domain.example.com',
    'Mail me: someone@scam.com',
    'bit.ly/abc',
    'Visit PAYPAL.COM now',
    'verify-account.online',
    'reward.click',
    'Server at 203.0.113.7',
    'wallet。com',
  ])('finds an address in %j', (text) => {
    expect(containsWebAddress(text)).toBe(true);
  });

  it.each([
    'Sound.works',
    'Mix.in',
    'Beats.me',
    'Soundplate Records',
    'Co. Lab',
    'St. Louis Sound Co.',
    'Mr. Brightside',
    'A.B. Jones',
    'Version 2.0 Audio',
    'Com truise',
    'dot com music',
    'The Comet.company',
    'Night.Owl Records',
    'Dr.Dre fan club',
    'Studio 54.Records',
    'Éclair',
    '',
  ])('finds none in %j', (text) => {
    expect(containsWebAddress(text)).toBe(false);
  });
});

const CREDENTIALS = 'Must not contain a user name or password (user:password@)';

describe('isWebUrl', () => {
  it.each([
    'https://example.com',
    'http://example.com',
    'https://example.com/',
    'https://www.example.com/path/to/page?query=1&b=2#part',
    'https://sub.domain.example.co.uk:8443/x',
    'HTTPS://EXAMPLE.COM/Path',
    'https://xn--caf-dma.example/',
    'https://café.example/menu',
    'http://127.0.0.1:3000/',
    'http://[::1]/',
    'https://example.com/a@b',
    'https://example.com/?email=a@b.example',
    'https://example.com/#@handle',
    'https://open.spotify.com/artist/abc',
  ])('accepts %s', (value) => {
    expect(webUrlProblem(value)).toBeNull();
    expect(isWebUrl(value)).toBe(true);
  });

  it.each([
    ['a user name and password', 'https://user:password@example.com', CREDENTIALS],
    ['a user name alone', 'https://user@example.com/', CREDENTIALS],
    ['a password alone', 'https://:secret@example.com/', CREDENTIALS],
    ['an empty user name', 'https://@example.com/', CREDENTIALS],
    ['credentials over http', 'http://admin:hunter2@example.com', CREDENTIALS],
    ['credentials dressing one host as another', 'https://example.com@evil.example/', CREDENTIALS],
    ['javascript:', 'javascript:alert(1)', 'Must be an http:// or https:// address'],
    ['data:', 'data:text/html,<script>alert(1)</script>', 'Must be an http:// or https:// address'],
    ['ftp:', 'ftp://example.com/file', 'Must be an http:// or https:// address'],
    ['mailto:', 'mailto:someone@example.com', 'Must be an http:// or https:// address'],
    ['a bare host', 'example.com', 'Must be an http:// or https:// address'],
    ['a relative path', '/profile/nova', 'Must be an http:// or https:// address'],
    ['a protocol-relative address', '//example.com', 'Must be an http:// or https:// address'],
    ['no host', 'https://', 'Must be an http:// or https:// address'],
    ['a space', 'https://exa mple.com', 'Must not contain spaces or control characters'],
    ['a line break the parser would drop', 'https://exa\nmple.com', 'Must not contain spaces or control characters'],
    ['a tab', 'https://example.com/\tx', 'Must not contain spaces or control characters'],
    ['surrounding spaces', ' https://example.com ', 'Must not contain spaces or control characters'],
    ['an empty string', '', 'Must be an http:// or https:// address'],
  ])('refuses %s', (_what, value, problem) => {
    expect(webUrlProblem(value)).toBe(problem);
    expect(isWebUrl(value)).toBe(false);
  });

  it('takes addresses up to WEB_URL_MAX characters', () => {
    const base = 'https://example.com/';
    expect(isWebUrl(base + 'a'.repeat(WEB_URL_MAX - base.length))).toBe(true);
    expect(webUrlProblem(base + 'a'.repeat(WEB_URL_MAX - base.length + 1))).toBe(`Must be at most ${WEB_URL_MAX} characters`);
  });

  it('takes only https:// with httpsOnly (images on our https pages)', () => {
    expect(isWebUrl('https://cdn.example/ad.png', { httpsOnly: true })).toBe(true);
    expect(webUrlProblem('http://cdn.example/ad.png', { httpsOnly: true })).toBe('Must start with https://');
    expect(webUrlProblem('https://u:p@cdn.example/ad.png', { httpsOnly: true })).toBe(CREDENTIALS);
  });
});

describe('webUrlProblem', () => {
  it('starts its message with the field label a form shows', () => {
    expect(webUrlProblem('ftp://x.example', { label: 'Website' })).toBe('Website must be an http:// or https:// address');
    expect(webUrlProblem('https://u:p@x.example', { label: 'Link' })).toBe('Link must not contain a user name or password (user:password@)');
    expect(webUrlProblem('http://x.example/a.png', { label: 'Image address', httpsOnly: true })).toBe('Image address must start with https://');
    expect(webUrlProblem('https://x.example', { label: 'Website' })).toBeNull();
  });
});
