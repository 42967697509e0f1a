import { describe, expect, it } from 'vitest';
import { createInput, initialValues, logoPreviewOf, serverErrorsFor, updateInput, validateResource, type StoredResource } from './resourceForm';

const STAGES = ['beginner', 'emerging', 'established', 'professional'];

const stored: StoredResource = {
  name: 'DistroKid',
  description: 'Unlimited uploads.',
  website: 'https://distrokid.com',
  url: 'https://distrokid.com',
  pricing: 'From $24.99/year',
  pricingTier: 'PAID',
  features: ['Unlimited uploads'],
  category: ['distribution'],
  targetGenres: [],
  careerStages: ['beginner', 'emerging'],
  regions: ['global'],
  skills: [],
  lookingFor: ['Distribution'],
  logoUrl: '/logos/distrokid.svg',
};

describe('the resource form', () => {
  it("starts a new resource with the server's defaults and asks for what is required", () => {
    const values = initialValues(undefined, STAGES);
    expect(values).toMatchObject({ careerStages: STAGES, regions: ['global'], pricingTier: 'PAID', logoSource: 'generated' });
    expect(Object.keys(validateResource(values)).sort()).toEqual(['category', 'description', 'name', 'pricing', 'website']);
    expect(validateResource({ ...values, website: 'https://user:pw@example.test' }).website).toBe(
      'Website must not contain a user name or password (user:password@)',
    );
    expect(validateResource({ ...values, website: 'ftp://example.test' }).website).toBe('Website must be an http:// or https:// address');
    expect(createInput({ ...values, name: ' Splice ' })).toMatchObject({ name: 'Splice', logoUrl: null, regions: ['global'] });
  });

  it('sends only what changed on an edit, and a new website takes an empty link along', () => {
    const initial = initialValues(stored, STAGES);
    // A link equal to the website reads as "the website".
    expect(initial.url).toBe('');
    expect(updateInput(initial, initial)).toEqual({});
    expect(updateInput({ ...initial, pricingTier: 'PREMIUM', careerStages: ['beginner'] }, initial)).toEqual({
      pricingTier: 'PREMIUM',
      careerStages: ['beginner'],
    });
    expect(updateInput({ ...initial, website: 'https://distrokid.example' }, initial)).toEqual({ website: 'https://distrokid.example', url: '' });
    expect(updateInput({ ...initial, logoSource: 'upload', uploadedLogoUrl: '/uploads/logo-0123456789abcdef01234567.webp' }, initial)).toEqual({
      logoUrl: '/uploads/logo-0123456789abcdef01234567.webp',
    });
  });

  it("previews the generated logo the server will draw, and shows the server's logo errors at the logo", () => {
    const initial = initialValues(stored, STAGES);
    expect(logoPreviewOf(initial, stored)).toBe('/logos/distrokid.svg');
    expect(logoPreviewOf({ ...initial, name: '' }, stored)).toBe('/logos/distrokid.svg');
    expect(logoPreviewOf({ ...initial, name: 'DistroKid Pro' }, stored)).toBe('/logos/distrokid-pro.svg');
    expect(serverErrorsFor({ logoUrl: 'Upload the logo here', website: 'Bad' })).toEqual({ logo: 'Upload the logo here', website: 'Bad' });
  });
});
