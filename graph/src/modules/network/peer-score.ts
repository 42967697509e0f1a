/**
 * MatchMade for people: why two creators should meet, as a score from 0 to 100 with its reasons in
 * words. Pure: the candidates come from SQL, the ranking from here.
 */

export type PeerProfile = {
  genres: string[];
  skills: string[];
  lookingFor: string[];
  location: string | null;
  careerStage: string | null;
};

export type PeerScore = { score: number; reasons: string[] };

/** The skills that answer a need of the lookingFor vocabulary. */
const NEED_SKILLS: Record<string, readonly string[]> = {
  producers: ['production', 'beatmaking'],
  vocalists: ['vocals', 'rapping'],
  'mixing engineer': ['mixing'],
  mastering: ['mastering'],
  'sync licensing': ['composition', 'sound design'],
  'sample packs': ['sound design', 'beatmaking'],
  'fan growth': ['marketing', 'social media', 'video editing'],
  'pr & press': ['marketing'],
  management: ['music business'],
  education: ['music theory'],
};

/** Any musical skill makes a collaborator. */
const MUSICAL = new Set([
  'songwriting',
  'production',
  'mixing',
  'mastering',
  'vocals',
  'rapping',
  'guitar',
  'piano/keys',
  'drums',
  'bass',
  'djing',
  'sound design',
  'beatmaking',
  'composition',
  'arrangement',
  'live performance',
]);

/** Skills that complete each other in a session: the producer for a vocalist, the writer for a rapper. */
const COMPLEMENTS: readonly (readonly [string, string, string])[] = [
  ['production', 'vocals', 'a producer and a vocalist'],
  ['production', 'rapping', 'a producer and a rapper'],
  ['beatmaking', 'rapping', 'a beatmaker and a rapper'],
  ['songwriting', 'production', 'a songwriter and a producer'],
  ['songwriting', 'vocals', 'a songwriter and a vocalist'],
  ['mixing', 'production', 'a producer and a mix engineer'],
  ['composition', 'video editing', 'a composer and a video maker'],
];

const STAGES = ['beginner', 'emerging', 'established', 'professional'];

const lower = (items: readonly string[]) => new Set(items.map((item) => item.trim().toLowerCase()).filter(Boolean));
const list = (items: string[]) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);
const placeParts = (location: string | null) =>
  (location ?? '')
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean);

/** How well `them` fits `me`, seen from `me`, with the reasons a creator reads on the card. */
export function peerScore(me: PeerProfile, them: PeerProfile): PeerScore {
  const parts: { points: number; reason: string }[] = [];
  const theirSkills = lower(them.skills);
  const mySkills = lower(me.skills);

  // They answer what I am looking for.
  const answered: string[] = [];
  let collaborator = false;
  for (const need of me.lookingFor) {
    const key = need.trim().toLowerCase();
    if (NEED_SKILLS[key]?.some((skill) => theirSkills.has(skill))) answered.push(need);
    if (key === 'collaborators' && [...theirSkills].some((skill) => MUSICAL.has(skill))) collaborator = true;
  }
  if (answered.length > 0) {
    const skills = them.skills.filter((skill) => answered.some((need) => NEED_SKILLS[need.trim().toLowerCase()]?.includes(skill.trim().toLowerCase())));
    parts.push({ points: 35, reason: `You're looking for ${list(answered)}: they do ${list(skills.slice(0, 3))}` });
  } else if (collaborator) {
    parts.push({
      points: 20,
      reason: `You're looking for collaborators: they do ${list(them.skills.filter((s) => MUSICAL.has(s.trim().toLowerCase())).slice(0, 3))}`,
    });
  }

  // I answer what they are looking for.
  const theirNeeds = them.lookingFor.filter((need) => NEED_SKILLS[need.trim().toLowerCase()]?.some((skill) => mySkills.has(skill)));
  if (theirNeeds.length > 0) parts.push({ points: 15, reason: `They're looking for ${list(theirNeeds.slice(0, 2))}, which you offer` });

  // Shared genres.
  const theirGenres = lower(them.genres);
  const shared = me.genres.filter((genre) => theirGenres.has(genre.trim().toLowerCase()));
  if (shared.length > 0) parts.push({ points: Math.min(3, shared.length) * 10, reason: `You both make ${list(shared.slice(0, 3))}` });

  // Skills that complete each other.
  const complement = COMPLEMENTS.find(
    ([a, b]) => (mySkills.has(a) && theirSkills.has(b) && !mySkills.has(b)) || (mySkills.has(b) && theirSkills.has(a) && !mySkills.has(a)),
  );
  if (complement) parts.push({ points: 10, reason: `Complementary skills: ${complement[2]}` });

  // Same city, or the same state or country.
  const mine = placeParts(me.location);
  const theirs = placeParts(them.location);
  if (mine.length > 0 && theirs.length > 0) {
    if (mine[0] === theirs[0]) parts.push({ points: 15, reason: `Also in ${them.location!.split(',')[0]!.trim()}` });
    else if (mine.at(-1) === theirs.at(-1)) parts.push({ points: 7, reason: `Also in ${them.location!.split(',').at(-1)!.trim()}` });
  }

  // Career stage: peers grow together.
  const myStage = STAGES.indexOf(me.careerStage ?? '');
  const theirStage = STAGES.indexOf(them.careerStage ?? '');
  if (myStage >= 0 && theirStage >= 0) {
    if (myStage === theirStage) parts.push({ points: 8, reason: `Also at the ${them.careerStage} stage` });
    else if (Math.abs(myStage - theirStage) === 1)
      parts.push({ points: 4, reason: `A step ${theirStage > myStage ? 'ahead of' : 'behind'} you (${them.careerStage})` });
  }

  parts.sort((a, b) => b.points - a.points);
  return {
    score: Math.min(
      100,
      parts.reduce((sum, part) => sum + part.points, 0),
    ),
    reasons: parts.map((part) => part.reason),
  };
}
