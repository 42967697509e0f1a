import { BRAND_LIMITS, characterProblem } from '../../../../graph/src/shared/limits';
import { webUrlProblem } from '../../../../graph/src/shared/urls';
import type { BrandInput, BrandUpdateInput } from '../../gql/graphql';

/** A brand page as its team edits it. */
export type BrandFormValues = {
  name: string;
  tagline: string;
  description: string;
  category: string;
  website: string;
  headquarters: string;
  offers: string[];
  genres: string[];
  regions: string[];
};

export type BrandFormErrors = Partial<Record<keyof BrandFormValues | 'logo', string>>;

/** The fields in the order the form shows them: the first in error takes the focus. */
export const BRAND_FIELD_ORDER: readonly (keyof BrandFormErrors)[] = [
  'name',
  'tagline',
  'description',
  'category',
  'website',
  'headquarters',
  'logo',
  'offers',
  'genres',
  'regions',
];

const TEXTS = ['name', 'tagline', 'description', 'category', 'website', 'headquarters'] as const;
const LISTS = ['offers', 'genres', 'regions'] as const;

export function initialBrandValues(brand?: Partial<BrandFormValues>): BrandFormValues {
  return {
    name: brand?.name ?? '',
    tagline: brand?.tagline ?? '',
    description: brand?.description ?? '',
    category: brand?.category ?? '',
    website: brand?.website ?? '',
    headquarters: brand?.headquarters ?? '',
    offers: [...(brand?.offers ?? [])],
    genres: [...(brand?.genres ?? [])],
    // A new brand serves the world until its team narrows it (the server's default too).
    regions: brand?.regions && brand.regions.length > 0 ? [...brand.regions] : ['global'],
  };
}

/** The server's rules for a brand page, checked as the team types (the server checks them all again). */
export function validateBrand(values: BrandFormValues): BrandFormErrors {
  const errors: BrandFormErrors = {};
  const text = (field: (typeof TEXTS)[number], label: string, max: number, required = true) => {
    const value = values[field].trim();
    if (!value) {
      if (required) errors[field] = `${label} is required`;
    } else if (value.length > max) errors[field] = `${label} must be at most ${max} characters`;
    else {
      // The server's rules for characters and links, with the form's label.
      const problem = characterProblem(field, value, label) ?? (field === 'website' ? webUrlProblem(value, { label }) : null);
      if (problem) errors[field] = problem;
    }
  };
  text('name', 'Name', BRAND_LIMITS.name);
  text('tagline', 'Tagline', BRAND_LIMITS.tagline);
  text('description', 'Description', BRAND_LIMITS.description);
  if (!values.category) errors.category = 'Pick the category that fits best';
  text('website', 'Website', BRAND_LIMITS.url);
  text('headquarters', 'Headquarters', BRAND_LIMITS.headquarters, false);
  for (const [field, label] of [
    ['offers', 'Each offer'],
    ['genres', 'Each genre'],
  ] as const) {
    const problem = values[field].map((item) => characterProblem(field, item, label)).find(Boolean);
    if (problem) errors[field] = problem;
  }
  if (values.regions.length === 0) errors.regions = 'Pick at least one region';
  return errors;
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((item, i) => item === b[i]);

/** Every field, for a create. */
export function createBrandInput(values: BrandFormValues): BrandInput {
  return {
    ...Object.fromEntries(TEXTS.map((field) => [field, values[field].trim()])),
    ...Object.fromEntries(LISTS.map((field) => [field, values[field]])),
  } as BrandInput;
}

/** Only what changed, for an update; the name is the admins' to change, never sent. */
export function updateBrandInput(values: BrandFormValues, initial: BrandFormValues): BrandUpdateInput {
  const input: BrandUpdateInput = {};
  for (const field of TEXTS) if (field !== 'name' && values[field].trim() !== initial[field].trim()) input[field] = values[field].trim();
  for (const field of LISTS) if (!sameList(values[field], initial[field])) input[field] = values[field];
  return input;
}

/** The server's field errors at the form's fields. */
export function brandServerErrors(fields: Record<string, string>): BrandFormErrors {
  const known = new Set<string>(BRAND_FIELD_ORDER);
  return Object.fromEntries(Object.entries(fields).filter(([field]) => known.has(field))) as BrandFormErrors;
}
