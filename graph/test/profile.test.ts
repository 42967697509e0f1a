import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { CSRF_HEADER } from '../src/shared/csrf.js';
import { UPLOADS_URL } from '../src/modules/common/uploaded-image.js';
import { Profile } from '../src/modules/profile/profile.entity.js';
import { createSessionCookie, createUser } from './seed-helpers.js';
import { startTestApp, type TestApp } from './test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ UPLOAD_DIR: `/tmp/sb-test-uploads-${process.pid}` });
});
afterAll(async () => {
  await t.close();
});

async function signedIn() {
  const user = await createUser(t.orm);
  return { user, cookie: await createSessionCookie(t.orm, user.id) };
}

const rest = (method: string, path: string, cookie: string | undefined, body?: unknown) => t.rest(method, path, { cookie, body });

const BIO = 'Dream-pop producer from Lagos blending analog synths with Afrobeats grooves.';

describe('profile over GraphQL', () => {
  const UPDATE = `mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) {
    artistName bio genres location careerStage skills website lookingFor socialMedia { instagram x }
    completion { percent isComplete missingRequired missingOptional urgency promptDue } } }`;

  it('creates on first save, updates partially, and reports completion', async () => {
    const { cookie } = await signedIn();
    const before = await t.gql<{ viewer: { profile: null; profileCompletion: { percent: number; urgency: string } } }>(
      '{ viewer { profile { id } profileCompletion { percent urgency promptDue } } }',
      {},
      { cookie },
    );
    expect(before.body.data!.viewer).toEqual({ profile: null, profileCompletion: { percent: 0, urgency: 'HIGH', promptDue: true } });

    const first = await t.gql(
      UPDATE,
      { input: { artistName: 'Nova Raye', bio: BIO, genres: ['afrobeats', 'dream pop'], careerStage: 'EMERGING' } },
      { cookie },
    );
    expect(first.body.errors).toBeUndefined();
    expect(first.body.data).toMatchObject({
      updateProfile: {
        artistName: 'Nova Raye',
        genres: ['Afrobeats', 'dream pop'],
        careerStage: 'emerging',
        completion: { percent: 50, isComplete: false, missingRequired: ['location', 'skills'], urgency: 'MEDIUM' },
      },
    });

    const second = await t.gql(
      UPDATE,
      { input: { location: 'Lagos, Nigeria', skills: ['production', 'Mixing'], socialMedia: { instagram: 'https://instagram.com/novaraye' } } },
      { cookie },
    );
    expect(second.body.data).toMatchObject({
      updateProfile: {
        artistName: 'Nova Raye',
        bio: BIO,
        skills: ['Production', 'Mixing'],
        socialMedia: { instagram: 'https://instagram.com/novaraye', x: null },
        completion: { percent: 80, isComplete: true, urgency: 'LOW' },
      },
    });
    const cleared = await t.gql(UPDATE, { input: { location: null, socialMedia: { instagram: null } } }, { cookie });
    expect(cleared.body.data).toMatchObject({ updateProfile: { location: null, socialMedia: { instagram: null }, completion: { isComplete: false } } });
  });

  it('refuses bad input field by field and saves nothing', async () => {
    const { user, cookie } = await signedIn();
    await t.gql(UPDATE, { input: { artistName: 'Before' } }, { cookie });
    const bad = await t.gql(
      UPDATE,
      {
        input: {
          artistName: 'After',
          bio: 'x'.repeat(2001),
          website: 'javascript:alert(1)',
          careerStage: 'superstar',
          genres: Array.from({ length: 21 }, (_, i) => `g${i}`),
          skills: ['y'.repeat(51)],
          location: 'z'.repeat(101),
        },
      },
      { cookie },
    );
    expect(bad.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: {
        bio: expect.any(String),
        website: expect.any(String),
        careerStage: expect.any(String),
        genres: expect.any(String),
        skills: expect.any(String),
        location: expect.any(String),
      },
    });
    const stored = await t.orm.em.fork().findOneOrFail(Profile, { user: user.id });
    expect(stored.artistName).toBe('Before');
  });

  it('refuses addresses carrying a user name and password, as brand and ad links do', async () => {
    const { user, cookie } = await signedIn();
    await t.gql(UPDATE, { input: { website: 'https://nova.example' } }, { cookie });
    const bad = await t.gql(
      UPDATE,
      { input: { website: 'https://user:password@nova.example', socialMedia: { instagram: 'https://me@instagram.com/nova' } } },
      { cookie },
    );
    expect(bad.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: {
        website: 'Must not contain a user name or password (user:password@)',
        'socialMedia.instagram': 'Must not contain a user name or password (user:password@)',
      },
    });
    const overRest = await rest('PUT', '/api/profiles', cookie, { socialMedia: { x: 'http://admin:hunter2@x.com/nova' } });
    expect(overRest.status).toBe(400);
    expect(overRest.body.fields).toEqual({ 'socialMedia.x': 'Must not contain a user name or password (user:password@)' });
    const stored = await t.orm.em.fork().findOneOrFail(Profile, { user: user.id });
    expect(stored.website).toBe('https://nova.example');
  });

  it('stores the dismissal time and stops prompting under the re-show rules', async () => {
    const { cookie } = await signedIn();
    await t.gql(UPDATE, { input: { artistName: 'A', bio: BIO, genres: ['Pop'], location: 'Oslo', careerStage: 'beginner', skills: ['Vocals'] } }, { cookie });
    const dismissed = await t.gql<{ dismissProfilePrompt: { percent: number; promptDue: boolean } }>(
      'mutation { dismissProfilePrompt { percent promptDue } }',
      {},
      { cookie },
    );
    expect(dismissed.body.data).toEqual({ dismissProfilePrompt: { percent: 73, promptDue: false } });
    // The dashboard's own read of it, in a later request, sees the stored time too.
    const later = await t.gql<{ viewer: { profileCompletion: { percent: number; promptDue: boolean } } }>(
      '{ viewer { profileCompletion { percent promptDue } } }',
      {},
      { cookie },
    );
    expect(later.body).toEqual({ data: { viewer: { profileCompletion: { percent: 73, promptDue: false } } } });
  });

  it('needs sign-in, and nobody writes or reads another creator through the graph', async () => {
    expect((await t.gql(UPDATE, { input: { bio: 'x' } })).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const alice = await signedIn();
    const bob = await signedIn();
    await t.gql(UPDATE, { input: { artistName: 'Alice', website: 'https://alice.example' } }, { cookie: alice.cookie });
    await t.gql(UPDATE, { input: { artistName: 'Bob was here' } }, { cookie: bob.cookie });
    const aliceProfile = await t.orm.em.fork().findOneOrFail(Profile, { user: alice.user.id });
    expect(aliceProfile.artistName).toBe('Alice');
    const bobView = await t.gql('{ viewer { profile { artistName website } } }', {}, { cookie: bob.cookie });
    expect(JSON.stringify(bobView.body)).not.toContain('alice.example');
  });
});

describe('profile over REST', () => {
  it('answers GET /api/profiles with 404 before the first save, 401 signed out', async () => {
    const { cookie } = await signedIn();
    expect(await rest('GET', '/api/profiles', cookie)).toEqual({ status: 404, body: { error: 'No profile yet' } });
    expect((await rest('GET', '/api/profiles', undefined)).status).toBe(401);
  });

  it('saves with PUT and reads back every profile field with completion', async () => {
    const { cookie } = await signedIn();
    const put = await rest('PUT', '/api/profiles', cookie, {
      artistName: 'Kofi Mensah',
      bio: BIO,
      genres: ['Hip-Hop'],
      location: 'Accra, Ghana',
      careerStage: 'established',
      skills: ['Rapping'],
      website: 'https://kofi.example',
      socialMedia: { spotify: 'https://open.spotify.com/artist/abc' },
      lookingFor: ['Distribution'],
    });
    expect(put.status).toBe(200);
    const got = await rest('GET', '/api/profiles', cookie);
    expect(got.body).toMatchObject({
      artistName: 'Kofi Mensah',
      socialMedia: { spotify: 'https://open.spotify.com/artist/abc' },
      lookingFor: ['Distribution'],
      completion: { percent: 93, isComplete: true, missingOptional: ['profilePictureUrl'], urgency: 'perfect' },
    });
  });

  it('creates one profile when first saves race, answering each', async () => {
    const { user, cookie } = await signedIn();
    const statuses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => rest('PUT', '/api/profiles', cookie, { bio: `${BIO} Take ${i}.` }).then((r) => r.status)),
    );
    expect(statuses).toEqual(Array.from({ length: 20 }, () => 200));
    expect(await t.orm.em.fork().count(Profile, { user: user.id })).toBe(1);
  });

  it('answers bad input with 400 naming the fields, unknown fields included', async () => {
    const { cookie } = await signedIn();
    const bad = await rest('PUT', '/api/profiles', cookie, { socialMedia: { myspace: 'https://myspace.com/x', x: 'ftp://x' }, role: 'admin', genres: 'Pop' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields as object).sort()).toEqual(['genres', 'role', 'socialMedia.myspace', 'socialMedia.x']);
    expect((await rest('GET', '/api/profiles', cookie)).status).toBe(404);
  });
});

describe('profile picture upload', () => {
  const upload = (cookie: string | undefined, bytes: Buffer, name: string, type: string) => {
    const form = new FormData();
    form.append('picture', new Blob([new Uint8Array(bytes)], { type }), name);
    // As the web app sends it: its own Origin and the CSRF header.
    return fetch(`${t.baseUrl}/api/profile/picture`, {
      method: 'POST',
      headers: { ...(cookie ? { cookie } : {}), origin: t.baseUrl, [CSRF_HEADER]: '1' },
      body: form,
    });
  };

  it('accepts a real PNG, re-encodes it to 512 px WebP and replaces the old file', async () => {
    const { cookie } = await signedIn();
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#c026d3' } })
      .png()
      .toBuffer();
    const first = await upload(cookie, png, 'me.png', 'image/png');
    expect(first.status).toBe(200);
    const { profilePictureUrl } = (await first.json()) as { profilePictureUrl: string };
    expect(profilePictureUrl).toMatch(/^\/uploads\/[\w-]+\.webp$/);
    const served = await fetch(`${t.baseUrl}${profilePictureUrl}`);
    expect(served.headers.get('cache-control')).toContain('immutable');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 512, 512]);

    const second = await upload(cookie, png, 'again.png', 'image/png');
    const next = ((await second.json()) as { profilePictureUrl: string }).profilePictureUrl;
    expect(next).not.toBe(profilePictureUrl);
    expect((await fetch(`${t.baseUrl}${profilePictureUrl}`)).status).toBe(404);
    const me = await fetch(`${t.baseUrl}/api/user`, { headers: { cookie } });
    expect(((await me.json()) as { profileImageUrl: string }).profileImageUrl).toBe(next);
  });

  it('keeps one file for a creator whatever uploads race, their first ones included, and answers each', async () => {
    // A creator with no profile yet: each upload would create it.
    const { user, cookie } = await signedIn();
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#0ea5e9' } })
      .png()
      .toBuffer();
    const responses = await Promise.all(Array.from({ length: 5 }, (_, i) => upload(cookie, png, `race-${i}.png`, 'image/png')));
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const [row] = await t.orm.em
      .fork()
      .execute<{ url: string; profiles: number }[]>('select max(profile_picture_url) as url, count(*)::int as profiles from profiles where user_id = ?', [
        user.id,
      ]);
    expect(row!.profiles).toBe(1);
    // The creator's files are named after their id: only the one the profile shows is left.
    const files = (await readdir(t.config.uploadDir)).filter((name) => name.startsWith(`${user.id.slice(0, 8)}-`));
    expect(files.map((name) => `${UPLOADS_URL}${name}`)).toEqual([row!.url]);

    // Removing it leaves none.
    const removed = await fetch(`${t.baseUrl}/api/profile/picture`, { method: 'DELETE', headers: { cookie, origin: t.baseUrl, [CSRF_HEADER]: '1' } });
    expect(removed.status).toBe(200);
    expect((await readdir(t.config.uploadDir)).filter((name) => name.startsWith(`${user.id.slice(0, 8)}-`))).toEqual([]);
  });

  it('refuses a text file named like a picture, by its content', async () => {
    const { cookie } = await signedIn();
    const response = await upload(cookie, Buffer.from('definitely not an image\n'.repeat(20)), 'photo.png', 'image/png');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'Upload a JPEG, PNG or WebP image' });
  });

  it('refuses a 6 MB image with 413', async () => {
    const { cookie } = await signedIn();
    const big = Buffer.concat([
      await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
        .png()
        .toBuffer(),
      Buffer.alloc(6 * 1024 * 1024),
    ]);
    const response = await upload(cookie, big, 'huge.png', 'image/png');
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: 'The picture must be 5 MB or smaller' });
  });

  it('needs sign-in', async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect((await upload(undefined, png, 'a.png', 'image/png')).status).toBe(401);
  });
});
