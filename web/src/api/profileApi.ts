import type { TrackProvider } from '../../../graph/src/shared/featured-tracks';
import { CSRF_HEADERS, getQueryFn, throwIfResNotOk } from './http';

/** A profile as the REST routes answer it (its fields, links as a map, with its completion). */
export type RestProfile = {
  id: string;
  artistName: string | null;
  bio: string;
  genres: string[];
  location: string | null;
  careerStage: string | null;
  skills: string[];
  profilePictureUrl: string | null;
  website: string | null;
  socialMedia: Record<string, string>;
  lookingFor: string[];
  featuredTracks: { url: string; provider: TrackProvider; title: string }[];
  completion: {
    percent: number;
    isComplete: boolean;
    missingRequired: string[];
    missingOptional: string[];
    urgency: 'high' | 'medium' | 'low' | 'perfect';
    promptDue: boolean;
  };
};

/** The profile request's query key: the default reader GETs its first element. */
export const PROFILE_QUERY_KEY = ['/api/profiles'] as const;

/**
 * `GET /api/profiles` (no retry) through the default reader in its 404-aware form:
 * null means the creator has no profile yet, which the profile-setup redirect treats like low completion.
 */
export const fetchProfileOrNull = (signal?: AbortSignal) =>
  getQueryFn<RestProfile>({ on401: 'throw', on404: 'returnNull' })({ queryKey: PROFILE_QUERY_KEY, signal });

/** The formats and size `POST /api/profile/picture` accepts. */
export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PICTURE_MAX_BYTES = 5 * 1024 * 1024;

/**
 * `POST /api/profile/picture` with the file in the multipart field `picture`. The answer is the
 * profile with its new `profilePictureUrl`; a refusal (400, 413) throws with `{ error, fields }`.
 */
export async function uploadProfilePictureRequest(file: File): Promise<RestProfile> {
  const body = new FormData();
  body.append('picture', file);
  // No Content-Type header: the browser sets the multipart boundary itself.
  const res = await fetch('/api/profile/picture', { method: 'POST', body, credentials: 'include', headers: CSRF_HEADERS });
  await throwIfResNotOk(res);
  return (await res.json()) as RestProfile;
}
