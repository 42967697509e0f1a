import { describe, expect, it } from 'vitest';
import { addressGroupOf } from './client-address.js';

describe('addressGroupOf', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:DB8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:ffff::9', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    [null, 'unknown'],
    ['', 'unknown'],
  ])('groups %j as %j', (ip, group) => {
    expect(addressGroupOf(ip)).toBe(group);
  });

  it('puts every address of one IPv6 /64 in one group', () => {
    expect(addressGroupOf('2001:db8:1:2::a')).toBe(addressGroupOf('2001:db8:1:2:ffff:ffff:ffff:ffff'));
    expect(addressGroupOf('2001:db8:1:2::a')).not.toBe(addressGroupOf('2001:db8:1:3::a'));
  });
});
