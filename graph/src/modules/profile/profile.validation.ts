import { PROFILE_LIMITS as LIMITS } from '../../shared/limits.js';
import { containsWebAddress, webUrlProblem } from '../../shared/urls.js';
import { asRecord, FieldErrors, parseList } from '../common/validation.js';
import { parseTrackUrl, type FeaturedTrack } from '../../shared/featured-tracks.js';
import { CAREER_STAGES, GENRES, LOOKING_FOR, SKILLS, SOCIAL_PLATFORMS, type SocialPlatform } from '../../shared/vocabulary.js';

/** A partial profile change: absent keys stay as they are; null clears. */
export type ProfilePatch = {
  artistName?: string | null;
  bio?: string;
  genres?: string[];
  location?: string | null;
  careerStage?: string | null;
  skills?: string[];
  website?: string | null;
  /** Per platform: a URL sets it, null clears it; platforms not named stay. */
  socialMedia?: Partial<Record<SocialPlatform, string | null>>;
  lookingFor?: string[];
  /** The whole list of featured tracks, in order; an empty list (or null) removes them all. */
  featuredTracks?: FeaturedTrack[];
};

const EDITABLE = ['artistName', 'bio', 'genres', 'location', 'careerStage', 'skills', 'website', 'socialMedia', 'lookingFor', 'featuredTracks'] as const;

/**
 * Featured tracks: at most five links, each at most a URL's length, each from one of the five
 * services in a shape its player takes (featured-tracks.ts); a problem is reported on the item
 * (`featuredTracks.2`). The same track pasted twice is kept once.
 */
function featuredTracks(errors: FieldErrors, value: unknown): FeaturedTrack[] | undefined {
  if (value === undefined) return undefined;
  if (value === null) return [];
  // The count first, so a huge list costs nothing.
  if (Array.isArray(value) && value.length > LIMITS.featuredTracks) {
    errors.add('featuredTracks', `At most ${LIMITS.featuredTracks} tracks`);
    return undefined;
  }
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) {
    errors.add('featuredTracks', 'Must be a list of links');
    return undefined;
  }
  const tracks: FeaturedTrack[] = [];
  (value as string[]).forEach((link, index) => {
    const field = `featuredTracks.${index}`;
    if (link.length > LIMITS.url) return errors.add(field, `At most ${LIMITS.url} characters`);
    const parsed = parseTrackUrl(link);
    if ('problem' in parsed) return errors.add(field, parsed.problem);
    if (!tracks.some((track) => track.url === parsed.track.url)) tracks.push(parsed.track);
  });
  return tracks;
}

function text(errors: FieldErrors, field: string, value: unknown, max: number): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === null) return null;
  if (typeof value !== 'string') {
    errors.add(field, 'Must be text');
    return undefined;
  }
  const trimmed = value.trim();
  if (trimmed.length > max) errors.add(field, `At most ${max} characters`);
  return trimmed === '' ? null : trimmed;
}

/** A list in a shared vocabulary; a creator's own values (niche genres are real) are kept as typed. */
const list = (errors: FieldErrors, field: string, value: unknown, vocabulary: readonly string[]) =>
  parseList(errors, field, value, { vocabulary, maxItems: LIMITS.listItems, maxLength: LIMITS.listItemLength });

/** The one validation of profile input, for GraphQL and REST alike. Throws BAD_USER_INPUT per field. */
export function parseProfilePatch(body: unknown): ProfilePatch {
  const raw = asRecord(body);
  const errors = new FieldErrors();
  for (const key of Object.keys(raw)) {
    if (key === 'profilePictureUrl') errors.add(key, 'Upload a picture through POST /api/profile/picture');
    else if (!(EDITABLE as readonly string[]).includes(key)) errors.add(key, 'Unknown field');
  }

  const patch: ProfilePatch = {};
  const artistName = text(errors, 'artistName', raw.artistName, LIMITS.artistName);
  // The name others see on the creator's card and in their messages carries no link.
  if (artistName && containsWebAddress(artistName)) errors.add('artistName', 'Artist names cannot contain web addresses.');
  else if (artistName !== undefined) patch.artistName = artistName;
  const bio = text(errors, 'bio', raw.bio, LIMITS.bio);
  if (bio !== undefined) patch.bio = bio ?? '';
  const location = text(errors, 'location', raw.location, LIMITS.location);
  if (location !== undefined) patch.location = location;

  const stage = text(errors, 'careerStage', raw.careerStage, LIMITS.careerStage);
  if (stage !== undefined) {
    const known = stage === null ? null : CAREER_STAGES.find((s) => s === stage.toLowerCase());
    if (stage !== null && !known) errors.add('careerStage', `One of ${CAREER_STAGES.join(', ')}`);
    else patch.careerStage = known ?? null;
  }

  const website = text(errors, 'website', raw.website, LIMITS.url);
  if (website !== undefined) {
    const problem = website === null ? null : webUrlProblem(website);
    if (problem) errors.add('website', problem);
    else patch.website = website;
  }

  if (raw.socialMedia !== undefined) {
    const links = raw.socialMedia === null ? {} : raw.socialMedia;
    if (typeof links !== 'object' || Array.isArray(links)) {
      errors.add('socialMedia', 'Must be a map of platform to link');
    } else {
      const social: Partial<Record<SocialPlatform, string | null>> = {};
      for (const [platform, value] of Object.entries(links as Record<string, unknown>)) {
        const field = `socialMedia.${platform}`;
        if (!(SOCIAL_PLATFORMS as readonly string[]).includes(platform)) {
          errors.add(field, `Unknown platform; use one of ${SOCIAL_PLATFORMS.join(', ')}`);
          continue;
        }
        const link = text(errors, field, value, LIMITS.url);
        const problem = link ? webUrlProblem(link) : null;
        if (problem) errors.add(field, problem);
        else if (link !== undefined) social[platform as SocialPlatform] = link;
      }
      patch.socialMedia = raw.socialMedia === null ? Object.fromEntries(SOCIAL_PLATFORMS.map((p) => [p, null])) : social;
    }
  }

  const genres = list(errors, 'genres', raw.genres, GENRES);
  if (genres) patch.genres = genres;
  const skills = list(errors, 'skills', raw.skills, SKILLS);
  if (skills) patch.skills = skills;
  const lookingFor = list(errors, 'lookingFor', raw.lookingFor, LOOKING_FOR);
  if (lookingFor) patch.lookingFor = lookingFor;

  const tracks = featuredTracks(errors, raw.featuredTracks);
  if (tracks) patch.featuredTracks = tracks;

  errors.throwIfAny('Some profile fields need attention');
  return patch;
}
