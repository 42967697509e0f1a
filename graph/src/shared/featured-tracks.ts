import { webUrlProblem } from './urls.js';

/**
 * Featured tracks: the links a creator puts on their profile so that others can hear them, each
 * played on its own service's player. A pure module, shared by the server (which validates and
 * stores a track) and the web app (which builds the player from the stored link again, so that
 * nothing but a parsed, checked id ever reaches a player's address).
 */

export const TRACK_PROVIDERS = ['SPOTIFY', 'SOUNDCLOUD', 'YOUTUBE', 'BANDCAMP', 'APPLE_MUSIC'] as const;
export type TrackProvider = (typeof TRACK_PROVIDERS)[number];

/** A track as stored and shown: the link (rewritten to the service's own form), its service, and a title. */
export type FeaturedTrack = { url: string; provider: TrackProvider; title: string };

/** How many tracks a profile features. */
export const FEATURED_TRACKS_MAX = 5;

/** The longest title a track gets (titles come from the link's own words). */
export const TRACK_TITLE_MAX = 120;

export const PROVIDER_NAMES: Record<TrackProvider, string> = {
  SPOTIFY: 'Spotify',
  SOUNDCLOUD: 'SoundCloud',
  YOUTUBE: 'YouTube',
  BANDCAMP: 'Bandcamp',
  APPLE_MUSIC: 'Apple Music',
};

/**
 * Where each service's player is loaded from: the only origins the page's security policy lets
 * into a frame (frame-src), and so the only hosts a player address is ever built on.
 */
export const PLAYER_ORIGINS: Record<TrackProvider, string> = {
  SPOTIFY: 'https://open.spotify.com',
  SOUNDCLOUD: 'https://w.soundcloud.com',
  // YouTube's privacy-enhanced player sets no cookie until the video plays.
  YOUTUBE: 'https://www.youtube-nocookie.com',
  BANDCAMP: 'https://bandcamp.com',
  APPLE_MUSIC: 'https://embed.music.apple.com',
};

export type ParsedTrack = { track: FeaturedTrack; playerUrl: string };

/** The message for a link of another site, naming the services that are taken. */
export const UNSUPPORTED_TRACK_HOST = `Use a link from ${Object.values(PROVIDER_NAMES).slice(0, -1).join(', ')} or ${PROVIDER_NAMES.APPLE_MUSIC}`;

/** Bandcamp's pages do not carry the numbers its player needs; its Share → Embed code does. */
export const BANDCAMP_NEEDS_EMBED = 'For Bandcamp, use the player link from Share → Embed (it starts with https://bandcamp.com/EmbeddedPlayer/)';

const SPOTIFY_KINDS = ['track', 'album', 'playlist', 'episode'] as const;
const APPLE_KINDS = ['album', 'song', 'playlist', 'music-video'] as const;
const SLUG = /^[A-Za-z0-9_-]{1,100}$/;
// Apple's slugs are the title in the link's words; non-Latin letters come percent-encoded.
const APPLE_SLUG = /^(?:[A-Za-z0-9_-]|%[0-9A-Fa-f]{2}){1,300}$/;
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/** A slug's words as a title: "night-drive_2" → "Night Drive 2". */
function titleOfSlug(slug: string): string {
  let words = slug;
  try {
    words = decodeURIComponent(slug);
  } catch {
    // A malformed escape stays as written.
  }
  const title = words
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');
  return title.slice(0, TRACK_TITLE_MAX).trim();
}

const hostOf = (url: URL) => url.hostname.toLowerCase().replace(/^(?:www|m)\./, '');

function spotify(url: URL): ParsedTrack | null {
  // Localised links carry "/intl-de/" (or "/intl-pt-BR/") before the kind.
  const parts = url.pathname.split('/').filter(Boolean);
  if (/^intl-[a-z]{2}(?:-[a-z]{2})?$/i.test(parts[0] ?? '')) parts.shift();
  if (parts[0] === 'embed') parts.shift();
  const [kind, id, ...rest] = parts;
  if (rest.length > 0 || !SPOTIFY_KINDS.some((k) => k === kind) || !/^[A-Za-z0-9]{22}$/.test(id ?? '')) return null;
  return {
    track: { url: `https://open.spotify.com/${kind}/${id}`, provider: 'SPOTIFY', title: `Spotify ${kind}` },
    playerUrl: `${PLAYER_ORIGINS.SPOTIFY}/embed/${kind}/${id}`,
  };
}

function soundcloud(url: URL): ParsedTrack | null {
  const parts = url.pathname.split('/').filter(Boolean);
  const [user, second, third, ...rest] = parts;
  if (rest.length > 0 || !user || !second || !SLUG.test(user)) return null;
  const isSet = second === 'sets';
  const slug = isSet ? third : second;
  if (!slug || !SLUG.test(slug) || (!isSet && third !== undefined)) return null;
  const canonical = `https://soundcloud.com/${user.toLowerCase()}/${isSet ? 'sets/' : ''}${slug.toLowerCase()}`;
  return {
    track: { url: canonical, provider: 'SOUNDCLOUD', title: titleOfSlug(slug) },
    playerUrl: `${PLAYER_ORIGINS.SOUNDCLOUD}/player/?url=${encodeURIComponent(canonical)}&auto_play=true&show_comments=false`,
  };
}

function youtube(url: URL, host: string): ParsedTrack | null {
  const parts = url.pathname.split('/').filter(Boolean);
  let id: string | null | undefined;
  if (host === 'youtu.be') id = parts.length === 1 ? parts[0] : null;
  else if (parts.length === 1 && parts[0] === 'watch') id = url.searchParams.get('v');
  else if (parts.length === 2 && ['shorts', 'embed', 'live'].includes(parts[0]!)) id = parts[1];
  if (!id || !YOUTUBE_ID.test(id)) return null;
  return {
    track: { url: `https://www.youtube.com/watch?v=${id}`, provider: 'YOUTUBE', title: 'YouTube video' },
    playerUrl: `${PLAYER_ORIGINS.YOUTUBE}/embed/${id}?autoplay=1`,
  };
}

function bandcamp(url: URL): ParsedTrack | null {
  // https://bandcamp.com/EmbeddedPlayer/album=123/size=large/.../track=456/ : only the numbers are kept.
  const parts = url.pathname.split('/').filter(Boolean);
  if (parts.shift() !== 'EmbeddedPlayer') return null;
  const ids: Partial<Record<'album' | 'track', string>> = {};
  for (const part of parts) {
    const found = /^(album|track)=(\d{1,15})$/.exec(part);
    if (found) ids[found[1] as 'album' | 'track'] = found[2]!;
  }
  if (!ids.album && !ids.track) return null;
  const path = [ids.album ? `album=${ids.album}` : null, ids.track ? `track=${ids.track}` : null].filter(Boolean).join('/');
  return {
    track: { url: `https://bandcamp.com/EmbeddedPlayer/${path}/`, provider: 'BANDCAMP', title: ids.track ? 'Bandcamp track' : 'Bandcamp album' },
    playerUrl: `${PLAYER_ORIGINS.BANDCAMP}/EmbeddedPlayer/${path}/size=large/bgcol=ffffff/linkcol=7c3aed/tracklist=false/artwork=small/transparent=true/`,
  };
}

function appleMusic(url: URL): ParsedTrack | null {
  const parts = url.pathname.split('/').filter(Boolean);
  const [country, kind, ...rest] = parts;
  if (!/^[a-z]{2}$/i.test(country ?? '') || !APPLE_KINDS.some((k) => k === kind)) return null;
  const id = rest.pop();
  const slug = rest.length === 1 ? rest[0]! : rest.length === 0 ? null : undefined;
  const idPattern = kind === 'playlist' ? /^pl\.[A-Za-z0-9.-]{1,100}$/ : /^\d{1,15}$/;
  if (!id || !idPattern.test(id) || slug === undefined || (slug !== null && !APPLE_SLUG.test(slug))) return null;
  const song = url.searchParams.get('i');
  if (song !== null && !/^\d{1,15}$/.test(song)) return null;
  const path = `${country!.toLowerCase()}/${kind}/${slug ? `${slug}/` : ''}${id}${song ? `?i=${song}` : ''}`;
  return {
    track: { url: `https://music.apple.com/${path}`, provider: 'APPLE_MUSIC', title: slug ? titleOfSlug(slug) : `Apple Music ${kind!.replace('-', ' ')}` },
    playerUrl: `${PLAYER_ORIGINS.APPLE_MUSIC}/${path}`,
  };
}

/**
 * A featured track from a link someone pasted, with its player's address, or what is wrong with
 * the link in a sentence. Only links of the five services are taken, and only in the shapes whose
 * ids the player needs; the stored link is rebuilt from those ids (no other part of what was
 * pasted is kept), and so is the player's address, always on that service's player origin.
 */
export function parseTrackUrl(value: string): ParsedTrack | { problem: string } {
  const text = value.trim();
  const problem = webUrlProblem(text);
  if (problem) return { problem };
  const url = new URL(text);
  const host = hostOf(url);
  let parsed: ParsedTrack | null;
  if (host === 'open.spotify.com') parsed = spotify(url);
  else if (host === 'soundcloud.com') parsed = soundcloud(url);
  else if (host === 'youtube.com' || host === 'music.youtube.com' || host === 'youtu.be') parsed = youtube(url, host);
  else if (host === 'bandcamp.com' || host.endsWith('.bandcamp.com')) {
    parsed = host === 'bandcamp.com' ? bandcamp(url) : null;
    if (!parsed) return { problem: BANDCAMP_NEEDS_EMBED };
  } else if (host === 'music.apple.com' || host === 'embed.music.apple.com') parsed = appleMusic(url);
  else return { problem: UNSUPPORTED_TRACK_HOST };
  return parsed ?? { problem: `This ${providerOfHost(host)} link does not point to a track, album or playlist` };
}

const providerOfHost = (host: string) =>
  host.includes('spotify') ? 'Spotify' : host.includes('soundcloud') ? 'SoundCloud' : host.includes('apple') ? 'Apple Music' : 'YouTube';

/** The player's address for a stored track, rebuilt from its link; null when the link is not one of ours. */
export function playerUrlOf(track: Pick<FeaturedTrack, 'url' | 'provider'>): string | null {
  const parsed = parseTrackUrl(track.url);
  return 'track' in parsed && parsed.track.provider === track.provider ? parsed.playerUrl : null;
}
