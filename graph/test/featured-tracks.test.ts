import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Profile } from '../src/modules/profile/profile.entity.js';
import { createCreator } from './seed-helpers.js';
import { startTestApp, type TestApp } from './test-app.js';

let t: TestApp;
const statements: string[] = [];
beforeAll(async () => {
  t = await startTestApp({}, { onQuery: (sql) => statements.push(sql) });
});
afterAll(async () => {
  await t.close();
});

const SOUNDCLOUD = 'https://soundcloud.com/nova-raye/blue-hour?utm_source=clipboard';
const SPOTIFY = 'https://open.spotify.com/intl-de/track/4uLU6hMCjMI75M1A2tKUQC?si=1a2b';
const YOUTUBE = 'https://youtu.be/dQw4w9WgXcQ';

const UPDATE = `mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { featuredTracks { url provider title } } }`;
const CREATOR = `query ($username: String!) { creator(username: $username) { artistName featuredTracks { url provider title } } }`;

const rest = (method: string, path: string, cookie: string | undefined, body?: unknown) => t.rest(method, path, { cookie, body });

const stored = async (userId: string) => (await t.orm.em.fork().findOneOrFail(Profile, { user: userId })).featuredTracks;

describe('featured tracks', () => {
  it('are saved through the GraphQL profile input, in order, and shown to anyone on the creator page', async () => {
    const nova = await createCreator(t.orm, { artistName: 'Nova Raye' });
    const saved = await t.gql(UPDATE, { input: { featuredTracks: [SOUNDCLOUD, SPOTIFY, YOUTUBE, SPOTIFY] } }, { cookie: nova.cookie });
    expect(saved.body.errors).toBeUndefined();
    const tracks = [
      { url: 'https://soundcloud.com/nova-raye/blue-hour', provider: 'SOUNDCLOUD', title: 'Blue Hour' },
      { url: 'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC', provider: 'SPOTIFY', title: 'Spotify track' },
      { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', provider: 'YOUTUBE', title: 'YouTube video' },
    ];
    // The same track pasted twice is kept once.
    expect(saved.body.data).toEqual({ updateProfile: { featuredTracks: tracks } });

    const visitor = await t.gql(CREATOR, { username: nova.username });
    expect(visitor.body.data).toEqual({ creator: { artistName: 'Nova Raye', featuredTracks: tracks } });
    const own = await t.gql('{ viewer { profile { featuredTracks { url } } } }', {}, { cookie: nova.cookie });
    expect(own.body.data).toEqual({ viewer: { profile: { featuredTracks: tracks.map(({ url }) => ({ url })) } } });

    // Omitted, the list stays; an empty list removes every track.
    await t.gql(UPDATE, { input: { bio: 'Still here.' } }, { cookie: nova.cookie });
    expect(await stored(nova.id)).toEqual(tracks);
    await t.gql(UPDATE, { input: { featuredTracks: [] } }, { cookie: nova.cookie });
    expect((await t.gql(CREATOR, { username: nova.username })).body.data).toEqual({ creator: { artistName: 'Nova Raye', featuredTracks: [] } });
  });

  it('refuses other hosts, a sixth track and an overlong link with a field error each, saving nothing', async () => {
    const kai = await createCreator(t.orm, { artistName: 'Kai' });
    await t.gql(UPDATE, { input: { featuredTracks: [YOUTUBE] } }, { cookie: kai.cookie });

    const otherHost = await t.gql(UPDATE, { input: { featuredTracks: [SPOTIFY, 'https://evil.example/track/1'] } }, { cookie: kai.cookie });
    expect(otherHost.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { 'featuredTracks.1': 'Use a link from Spotify, SoundCloud, YouTube, Bandcamp or Apple Music' },
    });
    expect(otherHost.body.errors?.[0]?.message).toBe('Use a link from Spotify, SoundCloud, YouTube, Bandcamp or Apple Music');

    const six = await t.gql(UPDATE, { input: { featuredTracks: Array.from({ length: 6 }, () => SPOTIFY) } }, { cookie: kai.cookie });
    expect(six.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { featuredTracks: 'At most 5 tracks' } });

    const long = await t.gql(UPDATE, { input: { featuredTracks: [`https://soundcloud.com/a/${'b'.repeat(500)}`] } }, { cookie: kai.cookie });
    expect(long.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { 'featuredTracks.0': 'At most 500 characters' } });

    const script = await t.gql(UPDATE, { input: { featuredTracks: ['javascript:alert(1)//soundcloud.com/a/b'] } }, { cookie: kai.cookie });
    expect(script.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');

    expect(await stored(kai.id)).toEqual([{ url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', provider: 'YOUTUBE', title: 'YouTube video' }]);
  });

  it('are set with PUT /api/profiles and read back with GET, with 400 naming the item for a bad one', async () => {
    const lee = await createCreator(t.orm, { artistName: 'Lee' });
    const put = await rest('PUT', '/api/profiles', lee.cookie, { featuredTracks: ['https://music.apple.com/gb/album/night-bus/1440857781?i=1440857786'] });
    expect(put.status).toBe(200);
    const track = { url: 'https://music.apple.com/gb/album/night-bus/1440857781?i=1440857786', provider: 'APPLE_MUSIC', title: 'Night Bus' };
    expect((await rest('GET', '/api/profiles', lee.cookie)).body).toMatchObject({ featuredTracks: [track] });

    const bad = await rest('PUT', '/api/profiles', lee.cookie, { featuredTracks: ['https://lee.bandcamp.com/track/night-bus'] });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ 'featuredTracks.0': expect.stringContaining('Share → Embed') });
    const notList = await rest('PUT', '/api/profiles', lee.cookie, { featuredTracks: 'https://youtu.be/dQw4w9WgXcQ' });
    expect(notList).toMatchObject({ status: 400, body: { fields: { featuredTracks: 'Must be a list of links' } } });
    const huge = await rest('PUT', '/api/profiles', lee.cookie, { featuredTracks: Array.from({ length: 100_000 }, () => 1) });
    expect(huge).toMatchObject({ status: 400, body: { fields: { featuredTracks: 'At most 5 tracks' } } });
    expect(await stored(lee.id)).toEqual([track]);
  });

  it('are changed only by their owner: another creator saving tracks changes their own profile', async () => {
    const owner = await createCreator(t.orm, { artistName: 'Owner' });
    const other = await createCreator(t.orm, { artistName: 'Other' });
    await t.gql(UPDATE, { input: { featuredTracks: [YOUTUBE] } }, { cookie: owner.cookie });
    await t.gql(UPDATE, { input: { featuredTracks: [SPOTIFY] } }, { cookie: other.cookie });
    expect((await stored(owner.id)).map((track) => track.provider)).toEqual(['YOUTUBE']);
    expect((await stored(other.id)).map((track) => track.provider)).toEqual(['SPOTIFY']);
    const signedOut = await t.gql(UPDATE, { input: { featuredTracks: [] } });
    expect(signedOut.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await stored(owner.id)).toHaveLength(1);
  });

  it('are read for a whole list of creators in one statement, not one per creator', async () => {
    const tag = `Batch${Date.now().toString(36)}`;
    for (let i = 0; i < 4; i += 1) {
      const creator = await createCreator(t.orm, { artistName: `${tag} ${i}` });
      await t.gql(UPDATE, { input: { featuredTracks: [YOUTUBE] } }, { cookie: creator.cookie });
    }
    statements.length = 0;
    const list = await t.gql<{ creators: { edges: { node: { featuredTracks: { provider: string }[] } }[] } }>(
      'query ($s: String) { creators(search: $s, first: 10) { edges { node { featuredTracks { provider } } } } }',
      { s: tag },
    );
    expect(list.body.errors).toBeUndefined();
    expect(list.body.data!.creators.edges.map((e) => e.node.featuredTracks)).toEqual(Array.from({ length: 4 }, () => [{ provider: 'YOUTUBE' }]));
    expect(statements.filter((sql) => sql.includes('featured_tracks'))).toHaveLength(1);
  });

  it('are in the account data export', async () => {
    const mia = await createCreator(t.orm, { artistName: 'Mia' });
    await t.gql(UPDATE, { input: { featuredTracks: [SOUNDCLOUD] } }, { cookie: mia.cookie });
    const response = await fetch(`${t.baseUrl}/api/user/export`, { headers: { cookie: mia.cookie } });
    expect(response.status).toBe(200);
    const data = (await response.json()) as { profile: { featuredTracks: unknown } };
    expect(data.profile.featuredTracks).toEqual([{ url: 'https://soundcloud.com/nova-raye/blue-hour', provider: 'SOUNDCLOUD', title: 'Blue Hour' }]);
  });
});
