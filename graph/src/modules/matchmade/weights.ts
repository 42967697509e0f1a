/**
 * MatchMade AI's weights: the one place they live. Each factor scores 0..1 and counts for its
 * weight; a match score is the weighted sum, 0..100, rounded.
 *
 * - lookingFor (30): the resource answers a need the creator named. Strongest signal of intent.
 * - genres (20): the resource serves the creator's genres (genre-agnostic resources score 0.6).
 * - careerStage (15): the resource suits the creator's stage (a neighbouring stage scores 0.5).
 * - text (15): TF-IDF cosine similarity of the creator's bio (and genres, skills, needs) with the
 *   resource's description, categories and features, over our own catalogue.
 * - skills (10): skills the resource builds on or teaches that the creator has.
 * - region (10): the resource works where the creator is (global resources work everywhere).
 */
export const WEIGHTS = {
  lookingFor: 30,
  genres: 20,
  careerStage: 15,
  text: 15,
  skills: 10,
  region: 10,
} as const;

export type FactorName = keyof typeof WEIGHTS;

/** Matches scoring below this are not recommended at all. */
export const MIN_MATCH_SCORE = 40;
/** How many matches a creator keeps (the best ones); the dashboard shows 4, the panel 3. */
export const MAX_MATCHES_PER_CREATOR = 50;

/**
 * recommendationType: ESSENTIAL when the score is at least 75 AND the resource answers a need the
 * creator named; RECOMMENDED from 60; OPTIONAL below (down to MIN_MATCH_SCORE).
 */
export const ESSENTIAL_MIN_SCORE = 75;
export const RECOMMENDED_MIN_SCORE = 60;

/** Neutral scores where a resource does not restrict a factor. */
export const GENRE_AGNOSTIC_SCORE = 0.6;
export const SKILL_AGNOSTIC_SCORE = 0.5;
export const ADJACENT_STAGE_SCORE = 0.5;
/** Cosine similarity at which the text factor is full. Bios are short; 0.3 is a strong overlap. */
export const TEXT_FULL_AT = 0.3;
