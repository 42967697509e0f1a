import { AD_PLACEMENTS, DEFAULT_AD_PLACEMENT } from '../../../../graph/src/shared/ad-placements';
import { AD_LIMITS } from '../../../../graph/src/shared/limits';
import { webUrlProblem } from '../../../../graph/src/shared/urls';
import { DISTROKID_LOGO } from '../../components/ads/adImage';

/**
 * Where the banner's image comes from: the bundled logo, a file uploaded here, or an https address;
 * '' until the admin chooses (a new ad has no image: the bundled logo is one sponsor's, not a default).
 */
export type ImageSource = 'logo' | 'upload' | 'url' | '';

/** The form's values, as the inputs hold them (times as `YYYY-MM-DDTHH:mm` in UTC). */
export type AdFormValues = {
  title: string;
  description: string;
  sponsor: string;
  linkUrl: string;
  imageSource: ImageSource;
  imageAddress: string;
  uploadedUrl: string;
  placement: string;
  priority: string;
  startsAt: string;
  endsAt: string;
  active: boolean;
};

export type AdFormErrors = Partial<Record<keyof AdFormValues | 'imageUrl', string>>;

/** What the form reads of a stored ad. */
export type StoredAd = {
  title: string;
  description: string;
  sponsor: string;
  linkUrl: string;
  imageUrl: string;
  placement: string;
  priority: number;
  startsAt?: string | null;
  endsAt?: string | null;
  active: boolean;
};

const UPLOADED = /^\/uploads\/ad-[0-9a-f]{24}\.webp$/;

/** An ISO time as a datetime-local value read as UTC (the form's times are UTC, and say so). */
export const toUtcInput = (iso: string | null | undefined) => (iso ? new Date(iso).toISOString().slice(0, 16) : '');
/** A datetime-local value read as UTC, as an ISO time; null when empty. */
export const fromUtcInput = (value: string) => (value ? new Date(`${value}:00.000Z`).toISOString() : null);

export function initialValues(ad?: StoredAd): AdFormValues {
  const image = ad?.imageUrl ?? '';
  const imageSource: ImageSource = !image ? '' : image === DISTROKID_LOGO ? 'logo' : UPLOADED.test(image) ? 'upload' : 'url';
  return {
    title: ad?.title ?? '',
    description: ad?.description ?? '',
    sponsor: ad?.sponsor ?? '',
    linkUrl: ad?.linkUrl ?? '',
    imageSource,
    imageAddress: imageSource === 'url' ? image : '',
    uploadedUrl: imageSource === 'upload' ? image : '',
    placement: ad?.placement ?? DEFAULT_AD_PLACEMENT,
    priority: String(ad?.priority ?? 0),
    startsAt: toUtcInput(ad?.startsAt),
    endsAt: toUtcInput(ad?.endsAt),
    active: ad?.active ?? true,
  };
}

/** The imageUrl the values stand for ('' when none is chosen yet). */
export const imageUrlOf = (values: AdFormValues) =>
  values.imageSource === 'logo'
    ? DISTROKID_LOGO
    : values.imageSource === 'upload'
      ? values.uploadedUrl
      : values.imageSource === 'url'
        ? values.imageAddress.trim()
        : '';

/**
 * The placements the form offers: the real ones, and an edited ad's own when it is another (an
 * ad made through the API may use a key no page reads yet; editing keeps it unless changed).
 */
export function placementOptions(current: string): { value: string; label: string }[] {
  const real = AD_PLACEMENTS.map((p) => ({ value: p.key, label: p.label }));
  return real.some((p) => p.value === current) || !current ? real : [...real, { value: current, label: `${current} (not shown on any page)` }];
}

/** The server's rules, checked as the admin types (the server checks them again). */
export function validateAd(values: AdFormValues): AdFormErrors {
  const errors: AdFormErrors = {};
  const text = (field: 'title' | 'description' | 'sponsor' | 'linkUrl', label: string, max: number) => {
    const value = values[field].trim();
    if (!value) errors[field] = `${label} is required`;
    else if (value.length > max) errors[field] = `${label} must be at most ${max} characters`;
  };
  text('title', 'Title', AD_LIMITS.title);
  text('description', 'Description', AD_LIMITS.description);
  text('sponsor', 'Sponsor', AD_LIMITS.sponsor);
  text('linkUrl', 'Link', AD_LIMITS.url);
  if (!errors.linkUrl) {
    const problem = webUrlProblem(values.linkUrl.trim(), { label: 'Link' });
    if (problem) errors.linkUrl = problem;
  }

  if (!values.imageSource) errors.imageSource = 'Choose an image: the DistroKid logo, an upload or an address';
  if (values.imageSource === 'upload' && !values.uploadedUrl) errors.uploadedUrl = 'Choose an image to upload';
  if (values.imageSource === 'url') {
    const address = values.imageAddress.trim();
    if (!address) errors.imageAddress = 'Image address is required';
    else if (address.length > AD_LIMITS.url) errors.imageAddress = `Image address must be at most ${AD_LIMITS.url} characters`;
    else {
      const problem = webUrlProblem(address, { label: 'Image address', httpsOnly: true });
      if (problem) errors.imageAddress = problem;
    }
  }

  const placement = values.placement.trim();
  if (placement.length > AD_LIMITS.placement) errors.placement = `Placement must be at most ${AD_LIMITS.placement} characters`;
  else if (placement && !/^[a-z0-9][a-z0-9-]*$/.test(placement)) errors.placement = 'Placement is lower-case letters, digits and dashes';

  const priority = Number(values.priority);
  if (values.priority.trim() === '' || !Number.isInteger(priority) || priority < AD_LIMITS.priorityMin || priority > AD_LIMITS.priorityMax) {
    errors.priority = `Priority is a whole number from ${AD_LIMITS.priorityMin} to ${AD_LIMITS.priorityMax}`;
  }
  if (values.startsAt && values.endsAt && fromUtcInput(values.endsAt)! <= fromUtcInput(values.startsAt)!) errors.endsAt = 'The end must come after the start';
  return errors;
}

/** The mutation input of valid values: every field, so an edit can also clear a time. */
export const adInput = (values: AdFormValues) => ({
  title: values.title.trim(),
  description: values.description.trim(),
  sponsor: values.sponsor.trim(),
  linkUrl: values.linkUrl.trim(),
  imageUrl: imageUrlOf(values),
  placement: values.placement.trim() || DEFAULT_AD_PLACEMENT,
  priority: Number(values.priority),
  startsAt: fromUtcInput(values.startsAt),
  endsAt: fromUtcInput(values.endsAt),
  active: values.active,
});

/** Where the server's field errors show: the image's under whichever image control is chosen. */
export function serverErrorsFor(values: AdFormValues, fields: Record<string, string>): AdFormErrors {
  const errors: AdFormErrors = {};
  for (const [field, message] of Object.entries(fields)) {
    if (field === 'imageUrl' || field === 'image') {
      if (values.imageSource === 'url') errors.imageAddress = message;
      else errors.uploadedUrl = message;
    } else errors[field as keyof AdFormErrors] = message;
  }
  return errors;
}
