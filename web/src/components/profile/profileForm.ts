import { characterProblem, PROFILE_LIMITS } from '../../../../graph/src/shared/limits';
import { webUrlProblem } from '../../../../graph/src/shared/urls';
import { SOCIAL_PLATFORMS, type SocialPlatform } from '../../../../graph/src/shared/vocabulary';
import { computeCompletion, type Completion } from './completion';
import { formatCount } from '../format';

/** The platforms of the API's SocialMedia type, in the order forms list them: the server's own list. */
export { SOCIAL_PLATFORMS, type SocialPlatform };

export const SOCIAL_LABELS: Record<SocialPlatform, { label: string; placeholder: string }> = {
  instagram: { label: 'Instagram', placeholder: 'https://instagram.com/yourname' },
  tiktok: { label: 'TikTok', placeholder: 'https://tiktok.com/@yourname' },
  youtube: { label: 'YouTube', placeholder: 'https://youtube.com/@yourname' },
  spotify: { label: 'Spotify', placeholder: 'https://open.spotify.com/artist/…' },
  soundcloud: { label: 'SoundCloud', placeholder: 'https://soundcloud.com/yourname' },
  bandcamp: { label: 'Bandcamp', placeholder: 'https://yourname.bandcamp.com' },
  x: { label: 'X', placeholder: 'https://x.com/yourname' },
  facebook: { label: 'Facebook', placeholder: 'https://facebook.com/yourname' },
  twitch: { label: 'Twitch', placeholder: 'https://twitch.tv/yourname' },
  appleMusic: { label: 'Apple Music', placeholder: 'https://music.apple.com/artist/…' },
};

export const isSocialPlatform = (name: string): name is SocialPlatform => (SOCIAL_PLATFORMS as readonly string[]).includes(name);

/** The server's own limits (one module for both tiers), checked here first so mistakes show as they happen. */
export { PROFILE_LIMITS };

/** What a creator edits, as the inputs hold it: text as typed, lists as chips. */
export type ProfileFormValues = {
  artistName: string;
  location: string;
  careerStage: string;
  bio: string;
  genres: string[];
  skills: string[];
  lookingFor: string[];
  website: string;
  socialMedia: Record<SocialPlatform, string>;
  /** The featured tracks' links, in order (each already in its service's own form). */
  featuredTracks: string[];
};
export type ProfileFieldName = keyof ProfileFormValues;

/** A saved profile as the API answers it (GraphQL or REST); null before the first save. */
export type ProfileSource = {
  artistName: string | null;
  bio: string;
  genres: readonly string[];
  location: string | null;
  careerStage: string | null;
  skills: readonly string[];
  website: string | null;
  lookingFor: readonly string[];
  socialMedia: Partial<Record<SocialPlatform, string | null>>;
  featuredTracks?: readonly { url: string }[];
};

export const valuesFromProfile = (profile: ProfileSource | null): ProfileFormValues => ({
  artistName: profile?.artistName ?? '',
  location: profile?.location ?? '',
  careerStage: profile?.careerStage ?? '',
  bio: profile?.bio ?? '',
  genres: [...(profile?.genres ?? [])],
  skills: [...(profile?.skills ?? [])],
  lookingFor: [...(profile?.lookingFor ?? [])],
  website: profile?.website ?? '',
  socialMedia: Object.fromEntries(SOCIAL_PLATFORMS.map((p) => [p, profile?.socialMedia[p] ?? ''])) as Record<SocialPlatform, string>,
  featuredTracks: (profile?.featuredTracks ?? []).map((track) => track.url),
});

/** The partial change the API takes: omitted fields stay, null clears, lists replace. */
export type ProfileInput = {
  artistName?: string | null;
  location?: string | null;
  careerStage?: string | null;
  bio?: string | null;
  genres?: string[];
  skills?: string[];
  lookingFor?: string[];
  website?: string | null;
  socialMedia?: Partial<Record<SocialPlatform, string | null>>;
  featuredTracks?: string[];
};

const blankToNull = (value: string): string | null => value.trim() || null;
const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((v, i) => v === b[i]);

/** Whether a field differs from its saved value, ignoring spaces the server trims anyway. */
export function fieldChanged(values: ProfileFormValues, saved: ProfileFormValues, field: ProfileFieldName): boolean {
  const [a, b] = [values[field], saved[field]];
  if (Array.isArray(a) && Array.isArray(b)) return !sameList(a, b);
  if (typeof a === 'string' && typeof b === 'string') return a.trim() !== b.trim();
  return SOCIAL_PLATFORMS.some((p) => values.socialMedia[p].trim() !== saved.socialMedia[p].trim());
}

/** The given fields that changed, in the API's terms: trimmed, blank as null, only changed links. */
export function changedInput(values: ProfileFormValues, saved: ProfileFormValues, fields: readonly ProfileFieldName[]): ProfileInput {
  const input: ProfileInput = {};
  for (const field of fields) {
    if (!fieldChanged(values, saved, field)) continue;
    switch (field) {
      case 'genres':
      case 'skills':
      case 'lookingFor':
      case 'featuredTracks':
        input[field] = values[field];
        break;
      case 'socialMedia':
        input.socialMedia = Object.fromEntries(
          SOCIAL_PLATFORMS.filter((p) => values.socialMedia[p].trim() !== saved.socialMedia[p].trim()).map((p) => [p, blankToNull(values.socialMedia[p])]),
        );
        break;
      default:
        input[field] = blankToNull(values[field]);
    }
  }
  return input;
}

/** "instagram.com/nova" → "https://instagram.com/nova": people rarely type the scheme. */
export function withScheme(value: string): string {
  const trimmed = value.trim();
  if (!trimmed || /^[a-z][a-z\d+.-]*:/i.test(trimmed)) return trimmed;
  return /^[^\s/]+\.[^\s/]+/.test(trimmed) ? `https://${trimmed.replace(/^\/+/, '')}` : trimmed;
}

/** Error keys: field names, `socialMedia.<platform>` per link (as the server keys them), `picture`. */
export type ProfileErrors = Record<string, string>;

const ADDRESS_MESSAGE = 'Enter a full address starting with https://';

/** What is wrong with a link as typed (blank is fine), by the server's one rule, worded for people. */
function addressProblem(value: string): string | null {
  const trimmed = value.trim();
  if (!trimmed) return null;
  const problem = webUrlProblem(trimmed);
  // A missing or wrong scheme is the usual slip: say what a full address looks like.
  return problem === null ? null : problem === webUrlProblem('x') ? ADDRESS_MESSAGE : problem;
}

/** The checks the server makes, worded for people; the server stays the judge. */
export function validateProfile(values: ProfileFormValues): ProfileErrors {
  const errors: ProfileErrors = {};
  const tooLong = (field: 'artistName' | 'bio' | 'location', label: string) => {
    const value = values[field].trim();
    if (value.length > PROFILE_LIMITS[field]) errors[field] = `At most ${formatCount(PROFILE_LIMITS[field])} characters`;
    else {
      const problem = characterProblem(field, value, label);
      if (problem) errors[field] = problem;
    }
  };
  tooLong('artistName', 'Artist name');
  tooLong('bio', 'Bio');
  tooLong('location', 'Location');
  for (const field of ['genres', 'skills', 'lookingFor'] as const) {
    if (values[field].length > PROFILE_LIMITS.listItems) errors[field] = `At most ${PROFILE_LIMITS.listItems} items`;
    else {
      const problem = values[field].map((item) => characterProblem(field, item, 'Each item')).find(Boolean);
      if (problem) errors[field] = problem;
    }
  }
  if (values.featuredTracks.length > PROFILE_LIMITS.featuredTracks) errors.featuredTracks = `At most ${PROFILE_LIMITS.featuredTracks} tracks`;
  const website = addressProblem(values.website);
  if (website) errors.website = website;
  for (const platform of SOCIAL_PLATFORMS) {
    const link = addressProblem(values.socialMedia[platform]);
    if (link) errors[`socialMedia.${platform}`] = link;
  }
  return errors;
}

/** The form field an error key belongs to (`socialMedia.x` → `socialMedia`). */
export const fieldOfErrorKey = (key: string): string => key.split('.')[0] ?? key;

/** The DOM id of the control for an error key, so the first error can take the focus. */
export const controlId = (key: string): string => `profile-${key.replace('.', '-')}`;

/** Live completion of unsaved values, scored by the shared module exactly as the server will. */
export const completionOfValues = (values: ProfileFormValues, pictureUrl: string | null): Completion =>
  computeCompletion({
    artistName: values.artistName,
    bio: values.bio,
    genres: values.genres,
    location: values.location,
    careerStage: values.careerStage,
    skills: values.skills,
    profilePictureUrl: pictureUrl,
    website: values.website,
    socialMedia: values.socialMedia,
    lookingFor: values.lookingFor,
  });
