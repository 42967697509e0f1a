import { describe, expect, it } from 'vitest';
import { dateBounds, endpointUrlProblem, expiryFrom, grantsInWords, keyState, maskedSecret } from './developerText';

const NOW = new Date(2026, 2, 10, 12, 0, 0);
const DAY = 24 * 60 * 60 * 1000;

describe('the developer page rules', () => {
  it('names a key by its prefix and last four', () => {
    expect(maskedSecret('a1B2')).toBe('sbk_live_…a1B2');
  });

  it('says the grants in words, writes first, in the page’s order, leaving NONE out', () => {
    expect(
      grantsInWords([
        { resource: 'APPLICATIONS', access: 'READ' },
        { resource: 'BRAND_PAGE', access: 'WRITE' },
        { resource: 'BRIEFS', access: 'READ' },
        { resource: 'AUDIENCE', access: 'NONE' },
      ]),
    ).toBe('Write: brand page · Read: briefs, applications');
    expect(grantsInWords([{ resource: 'AUDIENCE', access: 'NONE' }])).toBe('No access');
  });

  it('tells revoked, expired, rolling and active keys apart', () => {
    const now = NOW.getTime();
    const later = new Date(now + DAY).toISOString();
    const earlier = new Date(now - DAY).toISOString();
    expect(keyState({ expiresAt: later, revokedAt: earlier, previousSecretUntil: later }, now)).toEqual({ kind: 'REVOKED' });
    expect(keyState({ expiresAt: earlier }, now)).toEqual({ kind: 'EXPIRED' });
    expect(keyState({ expiresAt: later, previousSecretUntil: later }, now)).toEqual({ kind: 'ROLLING', until: later });
    expect(keyState({ expiresAt: later, previousSecretUntil: earlier }, now)).toEqual({ kind: 'ACTIVE' });
  });

  it('turns an expiry choice into a date never beyond a year', () => {
    expect(expiryFrom('30', '', NOW)!.getTime()).toBe(NOW.getTime() + 30 * DAY);
    const year = expiryFrom('365', '', NOW)!.getTime();
    expect(year).toBeLessThan(NOW.getTime() + 365 * DAY);
    expect(year).toBeGreaterThan(NOW.getTime() + 365 * DAY - 2 * 60_000);
    const { min, max } = dateBounds(NOW);
    expect(min).toBe('2026-03-11');
    expect(expiryFrom('date', min, NOW)).toEqual(new Date(2026, 2, 11, 23, 59, 59));
    expect(expiryFrom('date', max, NOW)!.getTime()).toBeLessThanOrEqual(NOW.getTime() + 365 * DAY);
    expect(expiryFrom('date', '2026-03-10', NOW)).toBeNull();
    expect(expiryFrom('date', '2028-01-01', NOW)).toBeNull();
    expect(expiryFrom('date', '', NOW)).toBeNull();
  });

  it('asks for an https endpoint address', () => {
    expect(endpointUrlProblem('')).toMatch(/Enter the address/);
    expect(endpointUrlProblem('http://example.com/hook')).toMatch(/https/);
    expect(endpointUrlProblem('example.com')).toMatch(/full address/);
    expect(endpointUrlProblem('https://example.com/hook')).toBeNull();
  });
});
