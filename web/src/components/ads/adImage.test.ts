import { describe, expect, it } from 'vitest';
import { adImageSrc } from './adImage';

describe('adImageSrc', () => {
  it('maps DISTROKID_LOGO to the bundled logo and leaves other URLs alone', () => {
    const src = adImageSrc('DISTROKID_LOGO');
    // Small assets are inlined by Vite; larger ones get a hashed URL. Either way, it ships with the app.
    const svg = src.startsWith('data:') ? atob(src.split(',')[1] ?? '') : src;
    expect(svg).toMatch(/DistroKid|distrokid-logo/);
    expect(adImageSrc('/logos/landr.svg')).toBe('/logos/landr.svg');
  });
});
