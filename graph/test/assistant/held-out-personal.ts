/**
 * The held-out set of questions that need the asker's own data, written before the assistant was
 * grounded in MatchMade's breakdowns and the network's suggestions, and never tuned on. The test
 * that runs it (graph/test/assistant-personal.test.ts) signs in a seeded creator, replaces the
 * placeholders with that creator's real matches, asks each question in a fresh conversation and
 * checks the answer against the seeded data:
 *
 * - `score`: the answer names the match (`top`: the best one; `second`: the one named or scored in
 *   the question), gives its score as "N%", links its page (/resources/<slug>), states its two
 *   strongest factors in MatchMade's own words, and says what would raise it (the match's first
 *   tip, in words) when it has one.
 * - `find`: the answer links at least one result that fits the role, from the data: a creator
 *   (/creators/<username>) whose skills answer the need, or a brand (/brands/<slug>) or resource
 *   (/resources/<slug>) that answers the need; never the asker, and never a creator the asker blocked.
 *
 * Placeholders: {top} and {topScore} (the best match's name and score), {second} and {secondScore}.
 */
export type PersonalCase =
  | { ask: string; expect: { kind: 'score'; of: 'top' | 'second' } }
  | { ask: string; expect: { kind: 'find'; need: 'Producers' | 'Vocalists' | 'Mixing Engineer' | 'Mastering' | 'Label Deal' | 'Distribution' } };

export const HELD_OUT_PERSONAL: readonly PersonalCase[] = [
  // a score, in the asker's words
  { ask: 'What does my {topScore}% mean?', expect: { kind: 'score', of: 'top' } },
  { ask: 'what does my {topScore}% mean', expect: { kind: 'score', of: 'top' } },
  { ask: 'why is {top} my top match', expect: { kind: 'score', of: 'top' } },
  { ask: 'explain my best match', expect: { kind: 'score', of: 'top' } },
  { ask: 'why did I get {topScore} percent', expect: { kind: 'score', of: 'top' } },
  { ask: 'how do I raise my top match score', expect: { kind: 'score', of: 'top' } },
  { ask: 'what makes {top} a good fit for me', expect: { kind: 'score', of: 'top' } },
  { ask: 'why is {second} only {secondScore}%', expect: { kind: 'score', of: 'second' } },
  { ask: 'explain the score for {second}', expect: { kind: 'score', of: 'second' } },
  { ask: 'what does {secondScore}% mean for me', expect: { kind: 'score', of: 'second' } },
  { ask: 'break down my {top} match', expect: { kind: 'score', of: 'top' } },
  { ask: 'how could my number one match get higher', expect: { kind: 'score', of: 'top' } },
  // results for a need
  { ask: 'how do I find a producer for my EP?', expect: { kind: 'find', need: 'Producers' } },
  { ask: 'find me a producer', expect: { kind: 'find', need: 'Producers' } },
  { ask: 'I need someone to make beats for me', expect: { kind: 'find', need: 'Producers' } },
  { ask: 'find me a vocalist', expect: { kind: 'find', need: 'Vocalists' } },
  { ask: 'who could sing on my track', expect: { kind: 'find', need: 'Vocalists' } },
  { ask: 'any singers I could work with?', expect: { kind: 'find', need: 'Vocalists' } },
  { ask: 'find me a mixing engineer', expect: { kind: 'find', need: 'Mixing Engineer' } },
  { ask: 'who can mix my song', expect: { kind: 'find', need: 'Mixing Engineer' } },
  { ask: 'I need my track mastered, who should I use', expect: { kind: 'find', need: 'Mastering' } },
  { ask: 'any labels for me', expect: { kind: 'find', need: 'Label Deal' } },
  { ask: 'which record labels fit my music', expect: { kind: 'find', need: 'Label Deal' } },
  { ask: 'find me a distributor', expect: { kind: 'find', need: 'Distribution' } },
  { ask: 'who should distribute my EP', expect: { kind: 'find', need: 'Distribution' } },
];
