import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandAsResource } from '../src/modules/matchmade/brand-matches.js';
import { Brand } from '../src/modules/brand/brand.entity.js';
import { Resource } from '../src/modules/resource/resource.entity.js';
import { HELD_OUT_PERSONAL, type PersonalCase } from './assistant/held-out-personal.js';
import { createCreator, createSessionCookie, type TestCreator } from './seed-helpers.js';
import { startTestApp, type TestApp } from './test-app.js';

/*
 * The held-out set of personal questions, asked by a seeded creator and checked against the data
 * this file seeds and the creator's real matches: what a correct answer must contain is written in
 * held-out-personal.ts. The share of correct answers is printed and held above a floor.
 */

let t: TestApp;
let asker: TestCreator;
let blocked: TestCreator;
type MatchRow = {
  name: string;
  slug: string;
  matchScore: number;
  breakdown: { name: string; weight: number; score: number; detail: string }[];
  tips: { text: string }[];
};
let matches: MatchRow[];

/** The skills that make a creator an answer to a need (what the network's peer score reads). */
const SKILLS_FOR: Record<string, string[]> = {
  Producers: ['Production', 'Beatmaking'],
  Vocalists: ['Vocals', 'Rapping'],
  'Mixing Engineer': ['Mixing'],
  Mastering: ['Mastering'],
};

beforeAll(async () => {
  t = await startTestApp();
  asker = await createCreator(t.orm, {
    artistName: 'Quill Harbour',
    bio: 'Independent R&B and soul singer-songwriter from London writing my debut EP, looking for a producer and a label.',
    genres: ['R&B', 'Soul'],
    skills: ['Vocals', 'Songwriting'],
    lookingFor: ['Producers', 'Mixing Engineer', 'Label Deal', 'Distribution'],
    location: 'London, UK',
    careerStage: 'emerging',
  });
  // Creators the network's suggestions can offer, and one the asker blocked.
  for (const [name, skills] of [
    ['Beat Tide', ['Production', 'Beatmaking']],
    ['Velvet Choir', ['Vocals', 'Songwriting']],
    ['Fader Kim', ['Mixing', 'Mastering']],
  ] as const) {
    await createCreator(t.orm, {
      artistName: name,
      genres: ['R&B', 'Soul'],
      skills: [...skills],
      lookingFor: ['Collaborators'],
      location: 'London, UK',
      careerStage: 'emerging',
    });
  }
  blocked = await createCreator(t.orm, {
    artistName: 'Blocked Beats',
    genres: ['R&B', 'Soul'],
    skills: ['Production', 'Beatmaking', 'Mixing', 'Vocals'],
    location: 'London, UK',
    careerStage: 'emerging',
  });
  const block = await t.gql('mutation ($u: String!) { blockUser(username: $u) }', { u: blocked.username }, { cookie: asker.cookie });
  expect(block.body.data).toEqual({ blockUser: true });
  const { body } = await t.gql<{
    viewer: {
      recentRecommendations: { matchScore: number; breakdown: MatchRow['breakdown']; tips: MatchRow['tips']; resource: { name: string; slug: string } }[];
    };
  }>(
    '{ viewer { recentRecommendations(first: 5) { matchScore breakdown { name weight score detail } tips { text } resource { name slug } } } }',
    {},
    { cookie: asker.cookie },
  );
  matches = body.data!.viewer.recentRecommendations.map((n) => ({ ...n, name: n.resource.name, slug: n.resource.slug }));
  expect(matches.length).toBeGreaterThanOrEqual(2);
});
afterAll(async () => {
  await t.close();
});

const fill = (text: string) =>
  text
    .replaceAll('{topScore}', String(matches[0]!.matchScore))
    .replaceAll('{top}', matches[0]!.name)
    .replaceAll('{secondScore}', String(matches[1]!.matchScore))
    .replaceAll('{second}', matches[1]!.name);

/** Why an answer is wrong, or null when it holds what the case asks for. */
async function fault(c: PersonalCase, answer: string): Promise<string | null> {
  if (c.expect.kind === 'score') {
    const match = c.expect.of === 'top' ? matches[0]! : matches[1]!;
    if (!answer.includes(match.name)) return `does not name ${match.name}`;
    if (!answer.includes(`${match.matchScore}%`)) return `does not give ${match.matchScore}%`;
    if (!answer.includes(`/resources/${match.slug}`)) return 'does not link the resource';
    const strongest = [...match.breakdown].sort((a, b) => b.weight * b.score - a.weight * a.score).slice(0, 2);
    for (const factor of strongest) if (!answer.includes(factor.detail)) return `leaves out the factor "${factor.detail}"`;
    if (match.tips[0] && !answer.includes(match.tips[0].text)) return 'does not say what would raise it';
    return null;
  }
  const { need } = c.expect;
  const em = t.orm.em.fork();
  const creators = [...answer.matchAll(/\/creators\/([\w.-]+)/g)].map((m) => m[1]!);
  if (creators.includes(blocked.username) || creators.includes(asker.username)) return 'offers the asker or someone they blocked';
  const skills = SKILLS_FOR[need] ?? [];
  for (const username of creators) {
    const [row] = await em.execute<{ skills: string[] }[]>('select p.skills from profiles p join users u on u.id = p.user_id where u.username = ?', [username]);
    if (row?.skills.some((s) => skills.includes(s))) return null;
  }
  for (const [, slug] of answer.matchAll(/\/brands\/([\w-]+)/g)) {
    const brand = await em.findOne(Brand, { slug: slug! });
    if (brand && brandAsResource(brand).lookingFor.includes(need)) return null;
  }
  for (const [, slug] of answer.matchAll(/\/resources\/([\w-]+)/g)) {
    const resource = await em.findOne(Resource, { slug: slug! });
    if (resource?.lookingFor.includes(need)) return null;
  }
  return `links nothing that answers ${need}`;
}

describe('the held-out set of personal questions', () => {
  it('answers them from the asker’s own matches and the network', async () => {
    const misses: string[] = [];
    for (const c of HELD_OUT_PERSONAL) {
      // A fresh conversation per question: a session of its own.
      const cookie = await createSessionCookie(t.orm, asker.id);
      const question = fill(c.ask);
      const { body } = await t.gql<{ chat: { response: string } }>('mutation ($m: String!) { chat(message: $m) { response } }', { m: question }, { cookie });
      const wrong = await fault(c, body.data!.chat.response);
      if (wrong) misses.push(`"${question}": ${wrong}`);
    }
    const share = (HELD_OUT_PERSONAL.length - misses.length) / HELD_OUT_PERSONAL.length;
    console.info(`personal held-out set (${HELD_OUT_PERSONAL.length}): ${(share * 100).toFixed(1)}% correct`, misses);
    expect(share).toBeGreaterThanOrEqual(PERSONAL_FLOOR);
  });
});

/** Measured once before the assistant read the asker's data (0%, 0 of 25) and once after (100%); the floor sits just under. */
const PERSONAL_FLOOR = 0.95;

const ask = async (message: string, cookie?: string) => {
  const { body } = await t.gql<{ chat: { response: string; actionItems: string[] } }>(
    'mutation ($m: String!) { chat(message: $m) { response actionItems } }',
    { m: message },
    cookie ? { cookie } : {},
  );
  return body.data!.chat;
};

describe('grounded answers', () => {
  it('explain only the asker’s own matches: another creator, naming the first one’s score or match, gets their own', async () => {
    const other = await createCreator(t.orm, { artistName: 'Empty Other' });
    const byScore = await ask(`what does my ${matches[0]!.matchScore}% mean`, other.cookie);
    expect(byScore.response).toMatch(/^You have no matches yet/);
    expect(byScore.response).not.toContain(matches[0]!.name);
    const byName = await ask(`why is ${matches[0]!.name} my top match`, other.cookie);
    expect(byName.response).not.toContain(`${matches[0]!.matchScore}%`);
  });

  it('never offer a creator the asker blocked, nor the asker', async () => {
    const { response } = await ask('find me a producer', asker.cookie);
    expect(response).toContain('/creators/');
    expect(response).not.toContain(`/creators/${blocked.username}`);
    expect(response).not.toContain(`/creators/${asker.username}`);
    // The blocked creator asking sees no trace of the asker either.
    expect((await ask('find me a vocalist', blocked.cookie)).response).not.toContain(`/creators/${asker.username}`);
  });

  it('give a visitor no personal data, only how to get it', async () => {
    const { response } = await ask(`what does my ${matches[0]!.matchScore}% mean`);
    expect(response).toContain('sign in (/login)');
    expect(response).not.toContain(matches[0]!.name);
    expect((await ask('find me a producer')).response).not.toContain('/creators/');
  });

  it('speak to a brand’s team about its brand, never as to a creator', async () => {
    const team = await createCreator(t.orm, null);
    await t.orm.em.fork().execute(`update users set user_type = 'brand' where id = ?`, [team.id]);
    const hello = await ask('hello', team.cookie);
    expect(hello.response).toContain('your brand page');
    expect(hello.response).not.toMatch(/music career|your profile/i);
    const find = await ask('find me a vocalist', team.cookie);
    expect(find.response).toContain('(/brand)');
    expect(find.response).not.toContain('/creators/');
    const tasks = await ask('what should I focus on this week?', team.cookie);
    expect(tasks.response).not.toMatch(/complete|MatchMade pick/);
  });

  it('say over REST whether a message started a new conversation, in a header beside the documented body', async () => {
    const cookie = await createSessionCookie(t.orm, asker.id);
    const post = (message: string) =>
      fetch(`${t.baseUrl}/api/chat`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify({ message }) });
    const first = await post('any labels for me');
    expect(first.headers.get('soundboard-conversation')).toBe('new');
    expect(Object.keys((await first.json()) as object).sort()).toEqual(['actionItems', 'response', 'suggestions']);
    expect((await post('thanks')).headers.get('soundboard-conversation')).toBe('continued');
  });
});
