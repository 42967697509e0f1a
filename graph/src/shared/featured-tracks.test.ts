import { describe, expect, it } from 'vitest';
import { BANDCAMP_NEEDS_EMBED, parseTrackUrl, PLAYER_ORIGINS, playerUrlOf, UNSUPPORTED_TRACK_HOST } from './featured-tracks.js';

const ok = (value: string) => {
  const parsed = parseTrackUrl(value);
  if (!('track' in parsed)) throw new Error(`refused ${value}: ${parsed.problem}`);
  return parsed;
};
const problem = (value: string) => {
  const parsed = parseTrackUrl(value);
  if ('track' in parsed) throw new Error(`took ${value}`);
  return parsed.problem;
};

describe('parseTrackUrl', () => {
  it.each([
    [
      'https://open.spotify.com/intl-de/track/4uLU6hMCjMI75M1A2tKUQC?si=abc',
      { url: 'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC', provider: 'SPOTIFY', title: 'Spotify track' },
      'https://open.spotify.com/embed/track/4uLU6hMCjMI75M1A2tKUQC',
    ],
    [
      'https://soundcloud.com/Night-Owl/late-drive_2?utm_source=x',
      { url: 'https://soundcloud.com/night-owl/late-drive_2', provider: 'SOUNDCLOUD', title: 'Late Drive 2' },
      'https://w.soundcloud.com/player/?url=https%3A%2F%2Fsoundcloud.com%2Fnight-owl%2Flate-drive_2&auto_play=true&show_comments=false',
    ],
    [
      'https://youtu.be/dQw4w9WgXcQ?t=10',
      { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', provider: 'YOUTUBE', title: 'YouTube video' },
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
    ],
    [
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ&list=x',
      { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', provider: 'YOUTUBE', title: 'YouTube video' },
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
    ],
    [
      'https://bandcamp.com/EmbeddedPlayer/album=1234567/size=large/bgcol=333333/track=7654321/transparent=true/',
      { url: 'https://bandcamp.com/EmbeddedPlayer/album=1234567/track=7654321/', provider: 'BANDCAMP', title: 'Bandcamp track' },
      'https://bandcamp.com/EmbeddedPlayer/album=1234567/track=7654321/size=large/bgcol=ffffff/linkcol=7c3aed/tracklist=false/artwork=small/transparent=true/',
    ],
    [
      'https://music.apple.com/gb/album/blue-hour/1440857781?i=1440857786',
      { url: 'https://music.apple.com/gb/album/blue-hour/1440857781?i=1440857786', provider: 'APPLE_MUSIC', title: 'Blue Hour' },
      'https://embed.music.apple.com/gb/album/blue-hour/1440857781?i=1440857786',
    ],
  ])('takes %s', (value, track, player) => {
    const parsed = ok(value);
    expect(parsed.track).toEqual(track);
    expect(parsed.playerUrl).toBe(player);
    expect(playerUrlOf(parsed.track)).toBe(player);
  });

  it('refuses other sites, naming the five services', () => {
    expect(problem('https://evil.example/track/1')).toBe(UNSUPPORTED_TRACK_HOST);
    expect(problem('https://open.spotify.com.evil.example/track/4uLU6hMCjMI75M1A2tKUQC')).toBe(UNSUPPORTED_TRACK_HOST);
    expect(UNSUPPORTED_TRACK_HOST).toBe('Use a link from Spotify, SoundCloud, YouTube, Bandcamp or Apple Music');
  });

  it('refuses links that are not web addresses, or carry a password', () => {
    expect(problem('javascript:alert(1)')).toMatch(/http/);
    expect(problem('https://user:pw@open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC')).toMatch(/user name or password/);
  });

  it('refuses a service link whose ids are not what the player takes', () => {
    for (const value of [
      'https://open.spotify.com/track/short',
      'https://open.spotify.com/user/4uLU6hMCjMI75M1A2tKUQC',
      'https://soundcloud.com/artist',
      'https://soundcloud.com/artist/track/extra',
      'https://www.youtube.com/watch?v=%22onload%3D',
      'https://www.youtube.com/channel/UC123',
      'https://music.apple.com/gb/artist/someone/123',
      'https://music.apple.com/gb/album/x/12a',
    ]) {
      expect(problem(value), value).toMatch(/does not point to a track/);
    }
  });

  it('asks for the embed link of a Bandcamp page', () => {
    expect(problem('https://artist.bandcamp.com/track/song')).toBe(BANDCAMP_NEEDS_EMBED);
    expect(problem('https://bandcamp.com/EmbeddedPlayer/size=large/')).toBe(BANDCAMP_NEEDS_EMBED);
  });

  it('builds every player on its own origin, never on a host taken from the link', () => {
    const player = ok('https://soundcloud.com/a/b').playerUrl;
    expect(new URL(player).origin).toBe(PLAYER_ORIGINS.SOUNDCLOUD);
    expect(playerUrlOf({ url: 'https://evil.example/x', provider: 'SPOTIFY' })).toBeNull();
    expect(playerUrlOf({ url: 'https://soundcloud.com/a/b', provider: 'SPOTIFY' })).toBeNull();
  });
});
