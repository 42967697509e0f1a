import { describe, expect, it } from 'vitest';
import { containsWebAddress } from './urls.js';

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
