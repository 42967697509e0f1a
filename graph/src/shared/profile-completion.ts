/**
 * Profile completion (weights, thresholds, tiers, re-show rules, colours; docs/product-rules.md): ONE implementation, pure and dependency-free, used by the
 * server (GraphQL, REST) and by the web client for live feedback while a creator types.
 */

export type CompletionInput = {
  artistName: string | null;
  bio: string;
  genres: readonly string[];
  location: string | null;
  careerStage: string | null;
  skills: readonly string[];
  profilePictureUrl: string | null;
  website: string | null;
  socialMedia: Readonly<Record<string, string | null | undefined>>;
  lookingFor: readonly string[];
};

export type CompletionField = keyof CompletionInput;

/** Required fields and their weights (11 in all). */
export const REQUIRED_WEIGHTS = { artistName: 2, bio: 2, genres: 2, location: 1.5, careerStage: 1.5, skills: 2 } as const;
/** Optional fields, 1 each (4 in all). */
export const OPTIONAL_WEIGHTS = { profilePictureUrl: 1, website: 1, socialMedia: 1, lookingFor: 1 } as const;
export const TOTAL_WEIGHT = 15;
/** A bio counts from this many characters. */
export const BIO_MIN_LENGTH = 50;
/** Below this, the dashboard sends the creator to /profile-setup, once per browser session. */
export const COMPLETION_THRESHOLD = 50;
/** Below this, the dashboard shows 'Improve Your Matches'. */
export const IMPROVE_MATCHES_BELOW = 70;

export const FIELD_LABELS: Record<CompletionField, string> = {
  artistName: 'Artist name',
  bio: 'Bio',
  genres: 'Genres',
  location: 'Location',
  careerStage: 'Career stage',
  skills: 'Skills',
  profilePictureUrl: 'Profile picture',
  website: 'Website',
  socialMedia: 'Social media',
  lookingFor: 'Looking for',
};

export type Urgency = 'high' | 'medium' | 'low' | 'perfect';

export type Completion = {
  /** round(100 × done weight ÷ 15). */
  percent: number;
  /** Every required field is done. */
  isComplete: boolean;
  missingRequired: CompletionField[];
  missingOptional: CompletionField[];
  urgency: Urgency;
};

const filled = (value: string | null | undefined) => Boolean(value && value.trim());

const DONE: Record<CompletionField, (p: CompletionInput) => boolean> = {
  artistName: (p) => filled(p.artistName),
  bio: (p) => p.bio.trim().length >= BIO_MIN_LENGTH,
  genres: (p) => p.genres.length > 0,
  location: (p) => filled(p.location),
  careerStage: (p) => filled(p.careerStage),
  skills: (p) => p.skills.length > 0,
  profilePictureUrl: (p) => filled(p.profilePictureUrl),
  website: (p) => filled(p.website),
  socialMedia: (p) => Object.values(p.socialMedia).some(filled),
  lookingFor: (p) => p.lookingFor.length > 0,
};

/** Urgency tiers: below 50 high, below 70 medium, below 85 low, otherwise 'Perfect Your Profile'. */
export function urgencyFor(percent: number): Urgency {
  if (percent < 50) return 'high';
  if (percent < 70) return 'medium';
  if (percent < 85) return 'low';
  return 'perfect';
}

export function computeCompletion(profile: CompletionInput): Completion {
  let done = 0;
  const missingRequired: CompletionField[] = [];
  const missingOptional: CompletionField[] = [];
  for (const [field, weight] of Object.entries(REQUIRED_WEIGHTS) as [CompletionField, number][]) {
    if (DONE[field](profile)) done += weight;
    else missingRequired.push(field);
  }
  for (const [field, weight] of Object.entries(OPTIONAL_WEIGHTS) as [CompletionField, number][]) {
    if (DONE[field](profile)) done += weight;
    else missingOptional.push(field);
  }
  const percent = Math.round((100 * done) / TOTAL_WEIGHT);
  return { percent, isComplete: missingRequired.length === 0, missingRequired, missingOptional, urgency: urgencyFor(percent) };
}

/** An empty profile: what a creator who never saved one has. */
export const EMPTY_PROFILE: CompletionInput = {
  artistName: null,
  bio: '',
  genres: [],
  location: null,
  careerStage: null,
  skills: [],
  profilePictureUrl: null,
  website: null,
  socialMedia: {},
  lookingFor: [],
};

const HOUR_MS = 60 * 60 * 1000;

/**
 * Re-show rules of the completion prompt, by hours since the last prompt: below 50% always; 50–69% after 6 h;
 * 70–84% after 12 h; 85–99% after 24 h; never at 100%. No prior prompt counts as 24 hours.
 */
export function isPromptDue(percent: number, lastPromptAt: Date | null, now: Date = new Date()): boolean {
  if (percent >= 100) return false;
  if (percent < 50) return true;
  const hoursSince = lastPromptAt ? (now.getTime() - lastPromptAt.getTime()) / HOUR_MS : 24;
  const wait = percent < 70 ? 6 : percent < 85 ? 12 : 24;
  return hoursSince >= wait;
}

/** Completion colours: 80+ green, 60+ yellow, 40+ orange, else red. */
export function completionColor(percent: number): 'green' | 'yellow' | 'orange' | 'red' {
  if (percent >= 80) return 'green';
  if (percent >= 60) return 'yellow';
  if (percent >= 40) return 'orange';
  return 'red';
}

/** The missing-fields list shows 2 names then '+N more'. */
export function missingSummary(fields: readonly CompletionField[]): string {
  const names = fields.slice(0, 2).map((f) => FIELD_LABELS[f]);
  const rest = fields.length - names.length;
  return rest > 0 ? `${names.join(', ')} +${rest} more` : names.join(', ');
}
