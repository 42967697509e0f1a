import { CAREER_STAGES } from '../../shared/vocabulary.js';
import { cosine, inverseDocumentFrequencies, sharedTerms, tfidfVector, tokenize, type SparseVector } from './text.js';
import {
  ADJACENT_STAGE_SCORE,
  ESSENTIAL_MIN_SCORE,
  GENRE_AGNOSTIC_SCORE,
  MAX_MATCHES_PER_CREATOR,
  MIN_MATCH_SCORE,
  RECOMMENDED_MIN_SCORE,
  SKILL_AGNOSTIC_SCORE,
  TEXT_FULL_AT,
  WEIGHTS,
  type FactorName,
} from './weights.js';

/** What matching reads of a resource. */
export type CatalogResource = {
  id: string;
  slug: string;
  name: string;
  description: string;
  category: string[];
  features: string[];
  targetGenres: string[];
  careerStages: string[];
  regions: string[];
  skills: string[];
  lookingFor: string[];
};

/** What matching reads of a creator. */
export type MatchProfile = {
  bio: string;
  genres: readonly string[];
  careerStage: string | null;
  skills: readonly string[];
  lookingFor: readonly string[];
  location: string | null;
};

export type Factor = { name: FactorName; weight: number; score: number; detail: string };
export type Tip = { field: 'lookingFor' | 'skills' | 'genres' | 'careerStage'; value: string; text: string; gain: number };
export type RecommendationKind = 'essential' | 'recommended' | 'optional';

export type ScoredMatch = {
  resourceId: string;
  slug: string;
  score: number;
  reason: string;
  recommendationType: RecommendationKind;
  breakdown: Factor[];
  tips: Tip[];
};

/** Lower-cased lookup from a list, keeping the first spelling seen. */
const keyed = (values: string[]) => new Map(values.map((v) => [v.toLowerCase(), v]));

type IndexedResource = CatalogResource & {
  genreKeys: Map<string, string>;
  stageKeys: Set<string>;
  skillKeys: Map<string, string>;
  needKeys: Map<string, string>;
  regionKeys: Set<string>;
  vector: SparseVector;
};

/** The catalogue prepared once (sets and TF-IDF vectors), reused for every creator. */
export type CatalogIndex = { resources: IndexedResource[]; idf: Map<string, number> };

const resourceText = (r: CatalogResource) =>
  [r.name, r.description, r.category.join(' ').replace(/-/g, ' '), r.features.join(' '), r.lookingFor.join(' ')].join(' ');

export function buildCatalogIndex(resources: CatalogResource[]): CatalogIndex {
  const sorted = [...resources].sort((a, b) => a.slug.localeCompare(b.slug));
  const documents = sorted.map((r) => tokenize(resourceText(r)));
  const idf = inverseDocumentFrequencies(documents);
  return {
    idf,
    resources: sorted.map((r, i) => ({
      ...r,
      genreKeys: keyed(r.targetGenres),
      stageKeys: new Set(r.careerStages.map((s) => s.toLowerCase())),
      skillKeys: keyed(r.skills),
      needKeys: keyed(r.lookingFor),
      regionKeys: new Set(r.regions.map((s) => s.toLowerCase())),
      vector: tfidfVector(documents[i] ?? [], idf),
    })),
  };
}

/** Where a location most likely is, in the catalogue's regions. */
export const REGION_WORDS: readonly (readonly [string, readonly string[]])[] = [
  ['uk', ['uk', 'united kingdom', 'england', 'scotland', 'wales', 'northern ireland', 'london', 'manchester', 'glasgow', 'bristol', 'leeds', 'liverpool']],
  [
    'north-america',
    ['usa', 'us', 'united states', 'canada', 'mexico', 'new york', 'los angeles', 'toronto', 'chicago', 'atlanta', 'nashville', 'montreal', 'vancouver'],
  ],
  [
    'latin-america',
    [
      'brazil',
      'argentina',
      'colombia',
      'chile',
      'peru',
      'puerto rico',
      'cuba',
      'venezuela',
      'são paulo',
      'sao paulo',
      'bogotá',
      'bogota',
      'buenos aires',
      'medellín',
      'medellin',
    ],
  ],
  [
    'europe',
    [
      'germany',
      'france',
      'spain',
      'italy',
      'netherlands',
      'sweden',
      'norway',
      'denmark',
      'finland',
      'poland',
      'portugal',
      'ireland',
      'belgium',
      'austria',
      'switzerland',
      'berlin',
      'paris',
      'madrid',
      'amsterdam',
      'stockholm',
      'lisbon',
      'dublin',
    ],
  ],
  [
    'africa',
    [
      'nigeria',
      'ghana',
      'kenya',
      'south africa',
      'egypt',
      'morocco',
      'senegal',
      'ethiopia',
      'tanzania',
      'lagos',
      'accra',
      'nairobi',
      'johannesburg',
      'cape town',
      'dakar',
    ],
  ],
  [
    'asia-pacific',
    [
      'japan',
      'korea',
      'china',
      'india',
      'australia',
      'new zealand',
      'philippines',
      'indonesia',
      'singapore',
      'thailand',
      'vietnam',
      'tokyo',
      'seoul',
      'mumbai',
      'sydney',
      'melbourne',
      'manila',
      'jakarta',
    ],
  ],
];

export function regionOf(location: string | null): string | null {
  if (!location) return null;
  const text = ` ${location
    .toLowerCase()
    .replace(/[^\p{L}\s]/gu, ' ')
    .replace(/\s+/g, ' ')} `;
  for (const [region, words] of REGION_WORDS) if (words.some((w) => text.includes(` ${w} `))) return region;
  return null;
}

type PreparedProfile = {
  profile: MatchProfile;
  genres: Set<string>;
  skills: Set<string>;
  needs: Set<string>;
  stage: string | null;
  /** The career stages next to the creator's. */
  neighbours: string[];
  region: string | null;
  vector: SparseVector;
};

function neighboursOf(stage: string | null): string[] {
  const at = stage ? CAREER_STAGES.indexOf(stage as (typeof CAREER_STAGES)[number]) : -1;
  if (at < 0) return [];
  return [CAREER_STAGES[at - 1], CAREER_STAGES[at + 1]].filter((s): s is (typeof CAREER_STAGES)[number] => Boolean(s));
}

function prepare(profile: MatchProfile, idf: Map<string, number>): PreparedProfile {
  const text = [profile.bio, profile.genres.join(' '), profile.skills.join(' '), profile.lookingFor.join(' ')].join(' ');
  return {
    profile,
    genres: new Set(profile.genres.map((g) => g.toLowerCase())),
    skills: new Set(profile.skills.map((s) => s.toLowerCase())),
    needs: new Set(profile.lookingFor.map((s) => s.toLowerCase())),
    stage: profile.careerStage?.toLowerCase() ?? null,
    neighbours: neighboursOf(profile.careerStage?.toLowerCase() ?? null),
    region: regionOf(profile.location),
    vector: tfidfVector(tokenize(text), idf),
  };
}

const overlap = (mine: Set<string>, theirs: Map<string, string>) => [...theirs.entries()].filter(([key]) => mine.has(key)).map(([, name]) => name);

function factors(p: PreparedProfile, r: IndexedResource): Factor[] {
  const out: Factor[] = [];
  const needs = overlap(p.needs, r.needKeys);
  out.push({
    name: 'lookingFor',
    weight: WEIGHTS.lookingFor,
    score: needs.length > 0 ? 1 : 0,
    detail: needs.length > 0 ? `Answers your search for ${needs.join(', ')}` : `Helps with ${r.lookingFor.join(', ') || 'general career needs'}`,
  });

  const genres = overlap(p.genres, r.genreKeys);
  out.push({
    name: 'genres',
    weight: WEIGHTS.genres,
    score: r.genreKeys.size === 0 ? GENRE_AGNOSTIC_SCORE : genres.length > 0 ? 1 : 0,
    detail:
      r.genreKeys.size === 0 ? 'Works for any genre' : genres.length > 0 ? `Serves ${genres.join(', ')}` : `Built for ${r.targetGenres.slice(0, 3).join(', ')}`,
  });

  let stageScore = 0;
  let stageDetail = p.stage ? `Suits ${r.careerStages.join(', ')} careers` : 'Add your career stage to score this';
  if (p.stage && r.stageKeys.has(p.stage)) {
    stageScore = 1;
    stageDetail = `Made for the ${p.stage} stage`;
  } else if (p.stage) {
    if (p.neighbours.some((s) => r.stageKeys.has(s))) {
      stageScore = ADJACENT_STAGE_SCORE;
      stageDetail = `Close to your ${p.stage} stage (${r.careerStages.join(', ')})`;
    }
  }
  out.push({ name: 'careerStage', weight: WEIGHTS.careerStage, score: stageScore, detail: stageDetail });

  const similarity = cosine(p.vector, r.vector);
  const terms = sharedTerms(p.vector, r.vector);
  out.push({
    name: 'text',
    weight: WEIGHTS.text,
    score: Math.min(1, similarity / TEXT_FULL_AT),
    detail: terms.length > 0 ? `Your profile and its description share ${terms.join(', ')}` : 'Little in common with your bio yet',
  });

  const skills = overlap(p.skills, r.skillKeys);
  out.push({
    name: 'skills',
    weight: WEIGHTS.skills,
    score: r.skillKeys.size === 0 ? SKILL_AGNOSTIC_SCORE : skills.length / r.skillKeys.size,
    detail: r.skillKeys.size === 0 ? 'No particular skills needed' : skills.length > 0 ? `Builds on your ${skills.join(', ')}` : `Uses ${r.skills.join(', ')}`,
  });

  const global = r.regionKeys.has('global');
  const regional = p.region !== null && r.regionKeys.has(p.region);
  out.push({
    name: 'region',
    weight: WEIGHTS.region,
    score: global || regional ? 1 : 0,
    detail: global ? 'Available worldwide' : regional ? `Available where you are (${p.region})` : `Focused on ${r.regions.join(', ')}`,
  });
  return out;
}

const total = (fs: Factor[]) => Math.round(fs.reduce((sum, f) => sum + f.weight * f.score, 0));

const countShared = (mine: Set<string>, theirs: Map<string, string>) => {
  let n = 0;
  for (const key of theirs.keys()) if (mine.has(key)) n += 1;
  return n;
};

/**
 * The same score as total(factors(p, r)) without building explanations: the hot loop over the
 * whole catalogue uses this, and only the kept matches are explained.
 */
function quickScore(p: PreparedProfile, r: IndexedResource): number {
  let sum = countShared(p.needs, r.needKeys) > 0 ? WEIGHTS.lookingFor : 0;
  sum += WEIGHTS.genres * (r.genreKeys.size === 0 ? GENRE_AGNOSTIC_SCORE : countShared(p.genres, r.genreKeys) > 0 ? 1 : 0);
  if (p.stage) {
    if (r.stageKeys.has(p.stage)) sum += WEIGHTS.careerStage;
    else if (p.neighbours.some((s) => r.stageKeys.has(s))) sum += WEIGHTS.careerStage * ADJACENT_STAGE_SCORE;
  }
  sum += WEIGHTS.text * Math.min(1, cosine(p.vector, r.vector) / TEXT_FULL_AT);
  sum += WEIGHTS.skills * (r.skillKeys.size === 0 ? SKILL_AGNOSTIC_SCORE : countShared(p.skills, r.skillKeys) / r.skillKeys.size);
  sum += WEIGHTS.region * (r.regionKeys.has('global') || (p.region !== null && r.regionKeys.has(p.region)) ? 1 : 0);
  return Math.round(sum);
}

/** One sentence from the strongest factors that the creator themselves brought to the match. */
export function reasonFor(breakdown: Factor[], p: Pick<MatchProfile, 'genres' | 'lookingFor' | 'careerStage' | 'skills'>, r: CatalogResource): string {
  const parts: { weight: number; text: string }[] = [];
  for (const f of breakdown) {
    if (f.score <= 0) continue;
    const contribution = f.weight * f.score;
    if (f.name === 'lookingFor' && f.score === 1) {
      const need = r.lookingFor.find((n) => p.lookingFor.some((x) => x.toLowerCase() === n.toLowerCase()));
      parts.push({ weight: contribution, text: `your search for ${need}` });
    } else if (f.name === 'genres' && f.score === 1) {
      const genre = r.targetGenres.find((g) => p.genres.some((x) => x.toLowerCase() === g.toLowerCase()));
      parts.push({ weight: contribution, text: `your ${genre} releases` });
    } else if (f.name === 'careerStage' && f.score === 1 && p.careerStage) {
      parts.push({ weight: contribution, text: `the ${p.careerStage.toLowerCase()} stage` });
    } else if (f.name === 'skills' && r.skills.length > 0) {
      const skill = r.skills.find((s) => p.skills.some((x) => x.toLowerCase() === s.toLowerCase()));
      if (skill) parts.push({ weight: contribution, text: `your ${skill} skills` });
    } else if (f.name === 'text' && f.score >= 0.5) {
      parts.push({ weight: contribution, text: 'what your bio says' });
    }
  }
  parts.sort((a, b) => b.weight - a.weight);
  const top = parts.slice(0, 3).map((x) => x.text);
  if (top.length === 0) return `A broad fit: ${r.name} works for creators of any genre and stage.`;
  const stage = top.find((t) => t.startsWith('the ') && t.endsWith(' stage'));
  const rest = top.filter((t) => t !== stage);
  const joined = rest.length > 1 ? `${rest.slice(0, -1).join(', ')} and ${rest.at(-1)}` : (rest[0] ?? '');
  if (!joined && stage) return `Fits creators at ${stage}.`;
  return `Fits ${joined}${stage ? ` at ${stage}` : ''}.`;
}

const recommendationTypeFor = (score: number, breakdown: Factor[]): RecommendationKind => {
  const answersNeed = breakdown.some((f) => f.name === 'lookingFor' && f.score === 1);
  if (score >= ESSENTIAL_MIN_SCORE && answersNeed) return 'essential';
  if (score >= RECOMMENDED_MIN_SCORE) return 'recommended';
  return 'optional';
};

/** Prepared profiles with one tip applied, shared across the resources of one run. */
type VariantCache = Map<string, PreparedProfile>;

/** Profile changes that would raise this resource's score, with the exact gain, best first. */
function tipsFor(profile: MatchProfile, r: IndexedResource, score: number, idf: Map<string, number>, variants: VariantCache = new Map()): Tip[] {
  const candidates: Omit<Tip, 'gain' | 'text'>[] = [];
  const has = (list: readonly string[], value: string) => list.some((x) => x.toLowerCase() === value.toLowerCase());
  for (const need of r.lookingFor) if (!has(profile.lookingFor, need)) candidates.push({ field: 'lookingFor', value: need });
  for (const skill of r.skills) if (!has(profile.skills, skill)) candidates.push({ field: 'skills', value: skill });
  if (profile.genres.length === 0 && r.targetGenres[0]) candidates.push({ field: 'genres', value: r.targetGenres[0] });
  if (!profile.careerStage && r.careerStages[0]) candidates.push({ field: 'careerStage', value: r.careerStages[0] });

  const tips: Tip[] = [];
  for (const c of candidates) {
    const key = `${c.field}\u0000${c.value}`;
    let variant = variants.get(key);
    if (!variant) {
      variant = prepare(applyTip(profile, c), idf);
      variants.set(key, variant);
    }
    const gain = quickScore(variant, r) - score;
    if (gain <= 0) continue;
    const text =
      c.field === 'lookingFor'
        ? `Add ${c.value} to what you're looking for: +${gain}`
        : c.field === 'skills'
          ? `Add ${c.value} to your skills: +${gain}`
          : c.field === 'genres'
            ? `Add ${c.value} to your genres: +${gain}`
            : `Set your career stage to ${c.value}: +${gain}`;
    tips.push({ ...c, text, gain });
  }
  return tips.sort((a, b) => b.gain - a.gain || a.text.localeCompare(b.text)).slice(0, 3);
}

/** The profile with a tip applied: what the creator would have after following it. */
export function applyTip(profile: MatchProfile, tip: Pick<Tip, 'field' | 'value'>): MatchProfile {
  if (tip.field === 'careerStage') return { ...profile, careerStage: tip.value };
  return { ...profile, [tip.field]: [...profile[tip.field], tip.value] };
}

/** A scored resource with its breakdown, reason, type and tips. */
function explain(profile: MatchProfile, p: PreparedProfile, r: IndexedResource, score: number, idf: Map<string, number>, variants: VariantCache): ScoredMatch {
  const breakdown = factors(p, r);
  return {
    resourceId: r.id,
    slug: r.slug,
    score,
    reason: reasonFor(breakdown, profile, r),
    recommendationType: recommendationTypeFor(score, breakdown),
    breakdown,
    tips: tipsFor(profile, r, score, idf, variants),
  };
}

/** Scores one resource for a creator, fully explained. */
export function scoreResource(profile: MatchProfile, index: CatalogIndex, resourceId: string): ScoredMatch | null {
  const r = index.resources.find((x) => x.id === resourceId);
  if (!r) return null;
  const p = prepare(profile, index.idf);
  return explain(profile, p, r, total(factors(p, r)), index.idf, new Map());
}

/**
 * The creator's matches: every resource scored, those at MIN_MATCH_SCORE or more kept, the best
 * MAX_MATCHES_PER_CREATOR explained. Deterministic: ties break by slug.
 */
export function matchCreator(profile: MatchProfile, index: CatalogIndex): ScoredMatch[] {
  const p = prepare(profile, index.idf);
  const scored: { r: IndexedResource; score: number }[] = [];
  for (const r of index.resources) {
    const score = quickScore(p, r);
    if (score >= MIN_MATCH_SCORE) scored.push({ r, score });
  }
  // The catalogue is in slug order, so a stable sort by score breaks ties by slug.
  scored.sort((a, b) => b.score - a.score);
  const variants: VariantCache = new Map();
  return scored.slice(0, MAX_MATCHES_PER_CREATOR).map(({ r, score }) => explain(profile, p, r, score, index.idf, variants));
}

/** One resource's fit for one creator: the score, and the factors only when it is at `explainFrom` or more. */
export type Fit = { score: number; breakdown: Factor[] | null };

/**
 * Scores one resource of the index for a creator, cheaply (no tips): the hot loop of scoring one
 * new resource (a brief) for every creator, which explains only the creators it keeps.
 */
export function fitOf(profile: MatchProfile, index: CatalogIndex, resourceId: string, explainFrom = 0): Fit | null {
  const r = index.resources.find((x) => x.id === resourceId);
  if (!r) return null;
  const p = prepare(profile, index.idf);
  const score = quickScore(p, r);
  return { score, breakdown: score >= explainFrom ? factors(p, r) : null };
}
