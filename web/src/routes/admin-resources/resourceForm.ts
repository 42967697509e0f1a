import { RESOURCE_LIMITS } from '../../../../graph/src/shared/limits';
import { generatedLogoUrl, GENERATED_LOGO, isWebUrl, webUrlProblem } from '../../../../graph/src/shared/urls';
import type { CreateResourceInput, PricingTier, UpdateResourceInput } from '../../gql/graphql';

/** Where the logo comes from: drawn from the name, or an image uploaded here. */
export type LogoSource = 'generated' | 'upload';

export type ResourceFormValues = {
  name: string;
  description: string;
  website: string;
  url: string;
  pricing: string;
  pricingTier: PricingTier;
  features: string[];
  category: string[];
  targetGenres: string[];
  careerStages: string[];
  regions: string[];
  skills: string[];
  lookingFor: string[];
  logoSource: LogoSource;
  uploadedLogoUrl: string;
};

/** Per field; the logo's under `logo`, whichever of its controls shows. */
export type ResourceFormErrors = Partial<Record<keyof ResourceFormValues | 'logo', string>>;

/** What the form reads of a stored resource. */
export type StoredResource = Omit<ResourceFormValues, 'logoSource' | 'uploadedLogoUrl'> & { logoUrl: string };

const LISTS = ['features', 'category', 'targetGenres', 'careerStages', 'regions', 'skills', 'lookingFor'] as const;
const TEXTS = ['name', 'description', 'website', 'url', 'pricing'] as const;

export function initialValues(resource: StoredResource | undefined, careerStages: readonly string[]): ResourceFormValues {
  const generated = !resource || GENERATED_LOGO.test(resource.logoUrl);
  return {
    name: resource?.name ?? '',
    description: resource?.description ?? '',
    website: resource?.website ?? '',
    // A link equal to the website reads as "the website": the field stays empty.
    url: resource && resource.url !== resource.website ? resource.url : '',
    pricing: resource?.pricing ?? '',
    pricingTier: resource?.pricingTier ?? 'PAID',
    features: [...(resource?.features ?? [])],
    category: [...(resource?.category ?? [])],
    targetGenres: [...(resource?.targetGenres ?? [])],
    // A new resource suits every stage, worldwide, until the admin narrows it (the server's defaults too).
    careerStages: [...(resource?.careerStages ?? careerStages)],
    regions: [...(resource?.regions ?? ['global'])],
    skills: [...(resource?.skills ?? [])],
    lookingFor: [...(resource?.lookingFor ?? [])],
    logoSource: generated ? 'generated' : 'upload',
    uploadedLogoUrl: generated ? '' : resource.logoUrl,
  };
}

/** The logo the values stand for: the uploaded one, or the one the server will draw from the name. */
export const logoPreviewOf = (values: ResourceFormValues, stored?: StoredResource) => {
  if (values.logoSource === 'upload') return values.uploadedLogoUrl;
  // A generated logo stays as stored until the name changes (an emptied name is no new name yet).
  const name = values.name.trim();
  if (stored && GENERATED_LOGO.test(stored.logoUrl) && (name === stored.name || !name)) return stored.logoUrl;
  return generatedLogoUrl(name || 'New resource');
};

/** The server's rules, checked as the admin types (the server checks them all again). */
export function validateResource(values: ResourceFormValues): ResourceFormErrors {
  const errors: ResourceFormErrors = {};
  const text = (field: (typeof TEXTS)[number], label: string, max: number, required = true) => {
    const value = values[field].trim();
    if (!value) {
      if (required) errors[field] = `${label} is required`;
    } else if (value.length > max) errors[field] = `${label} must be at most ${max} characters`;
    else if ((field === 'website' || field === 'url') && !isWebUrl(value)) errors[field] = webUrlProblem(value, { label })!;
  };
  text('name', 'Name', RESOURCE_LIMITS.name);
  text('description', 'Description', RESOURCE_LIMITS.description);
  text('website', 'Website', RESOURCE_LIMITS.url);
  text('url', 'Link', RESOURCE_LIMITS.url, false);
  text('pricing', 'Pricing', RESOURCE_LIMITS.pricing);
  if (values.category.length === 0) errors.category = 'Pick at least one category';
  if (values.careerStages.length === 0) errors.careerStages = 'Pick at least one career stage';
  if (values.regions.length === 0) errors.regions = 'Pick at least one region';
  if (values.logoSource === 'upload' && !values.uploadedLogoUrl) errors.logo = 'Upload a logo, or use the generated one';
  return errors;
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((item, i) => item === b[i]);

/** Every field, for a create. */
export function createInput(values: ResourceFormValues): CreateResourceInput {
  return {
    ...Object.fromEntries(TEXTS.map((field) => [field, values[field].trim()])),
    ...Object.fromEntries(LISTS.map((field) => [field, values[field]])),
    pricingTier: values.pricingTier,
    logoUrl: values.logoSource === 'upload' ? values.uploadedLogoUrl : null,
  } as CreateResourceInput;
}

/**
 * Only what changed, for an update: the audit log then holds the admin's edit and nothing else,
 * and a generated logo is left to follow the name on the server.
 */
export function updateInput(values: ResourceFormValues, initial: ResourceFormValues): UpdateResourceInput {
  const input: UpdateResourceInput = {};
  for (const field of TEXTS) if (values[field].trim() !== initial[field].trim()) input[field] = values[field].trim();
  // An empty link follows the website: a new website takes it along.
  if (input.website !== undefined && !values.url.trim()) input.url = '';
  for (const field of LISTS) if (!sameList(values[field], initial[field])) input[field] = values[field];
  if (values.pricingTier !== initial.pricingTier) input.pricingTier = values.pricingTier;
  if (values.logoSource !== initial.logoSource || values.uploadedLogoUrl !== initial.uploadedLogoUrl) {
    input.logoUrl = values.logoSource === 'upload' ? values.uploadedLogoUrl : null;
  }
  return input;
}

/** The server's field errors at the form's fields: an upload's and the logo address's at the logo. */
export function serverErrorsFor(fields: Record<string, string>): ResourceFormErrors {
  const errors: ResourceFormErrors = {};
  for (const [field, message] of Object.entries(fields)) {
    errors[field === 'logoUrl' ? 'logo' : (field as keyof ResourceFormErrors)] = message;
  }
  return errors;
}
