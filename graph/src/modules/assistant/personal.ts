import type { LookingFor } from '../../shared/vocabulary.js';

/**
 * Questions only the asker's own data answers: "what does my 87% mean?", "why is X my top match?"
 * (a score explained from MatchMade's stored breakdown and tips), and "find me a producer" (results
 * from the network's suggestions and the brand and resource directories). Pure: the service reads
 * the data (assistant.service.ts) and this module finds the question and writes the answer.
 */

/** A need the assistant can turn into results, in the profile vocabulary's words. */
export type FindNeed = Extract<LookingFor, 'Producers' | 'Vocalists' | 'Mixing Engineer' | 'Mastering' | 'Label Deal' | 'Distribution'>;

export type PersonalQuestion = { kind: 'score'; percent: number | null; named: string | null } | { kind: 'find'; need: FindNeed };

/** What each need is called in an answer, and the creator skills that answer it (as the network's peer score reads them). */
export const NEEDS: Record<FindNeed, { noun: string; skills: readonly string[] }> = {
  Producers: { noun: 'producers', skills: ['Production', 'Beatmaking'] },
  Vocalists: { noun: 'vocalists', skills: ['Vocals', 'Rapping'] },
  'Mixing Engineer': { noun: 'mixing engineers', skills: ['Mixing'] },
  Mastering: { noun: 'mastering engineers and services', skills: ['Mastering'] },
  'Label Deal': { noun: 'labels and label services', skills: [] },
  Distribution: { noun: 'distributors', skills: [] },
};

/*
 * A request for people or services: the need named as what the asker is after ("find me a
 * producer", "any labels for me", "who can mix my song"), never as someone to write to ("how do I
 * write to a producer" is advice on outreach, answered by the knowledge base).
 */
const ROLE_WORDS: readonly (readonly [FindNeed, RegExp])[] = [
  ['Mixing Engineer', /\bmix(ing)? engineers?\b|\bmixers?\b|\bmix(es|ing)? (my|our|the|this|a)\b|\b(mixed)\b/],
  ['Mastering', /\bmaster(ing)? engineers?\b|\bmaster(ing)? (my|our|the|this|a)\b|\bmastered\b|\bmastering\b/],
  ['Producers', /\bproducers?\b|\bbeat ?makers?\b|\bmakes? beats\b|\bbeats for\b|\bproduce (my|our|the|this|a)\b/],
  ['Vocalists', /\bvocalists?\b|\bsingers?\b|\bsing (on|for)\b|\btopliners?\b|\brappers?\b/],
  ['Label Deal', /\b(record )?labels?\b/],
  ['Distribution', /\bdistributors?\b|\bdistribute (my|our|the|this)\b/],
];
const FIND_WORDS =
  /\b(find|finding|recommend|suggest|looking for|need|want|any|who (could|can|should|would|will)|which|fit|fits|match|for me|for my|where (can|do) i (get|find))\b/;
const OUTREACH_WORDS =
  /\b(write|message|dm|email|e-mail|reach out|approach|contact|pitch|talk to|follow up|meet|network|deal with|negotiate|sign with|contract)\b/;

/** Words of a question about a score: its number, or the match, the score or the fit of "my" matches. */
const PERCENT = /\b(\d{1,3})\s*(%|percent\b)/;
const SCORE_WORDS = /\b(match|matches|score|scores|scored|fit|fits)\b/;
const MINE = /\b(my|me|mine|i)\b/;
const EXPLAIN_WORDS = /\b(why|what|explain|mean|means|break ?down|breakdown|raise|improve|higher|better|how come|good fit|best|top|number one)\b/;
/** A percentage of one's streaming numbers ("my save rate is 8%") is analytics, not a match. */
const STATS_WORDS = /\b(save|saves|skip|skips|stream|streams|listeners?|followers?|rate|ratio|plays|audience|growth|conversion)\b/;

/**
 * The personal question a message asks, if any. `matchNames` are the asker's matches, so that a
 * question naming one of them ("why is DistroKid my top match?") is about that match.
 */
export function detectPersonal(message: string, matchNames: readonly string[] = []): PersonalQuestion | null {
  const text = message.toLowerCase().replace(/[’']/g, "'");
  const percent = PERCENT.exec(text);
  const named = matchNames.find((name) => name.length >= 3 && text.includes(name.toLowerCase())) ?? null;
  if (percent && (named || (MINE.test(text) && !STATS_WORDS.test(text)))) return { kind: 'score', percent: Number(percent[1]), named };
  // Naming one of one's matches asks about it when it asks about its score or why it was picked
  // ("what do I fill in on DistroKid" asks how to use it, which the knowledge base answers).
  if (named && (SCORE_WORDS.test(text) || /\b(why|explain|break ?down|breakdown)\b/.test(text))) return { kind: 'score', percent: null, named };
  if (SCORE_WORDS.test(text) && /\b(my|mine)\b/.test(text) && /\b(top|best|number one|first|#1|highest)\b/.test(text) && EXPLAIN_WORDS.test(text)) {
    return { kind: 'score', percent: null, named: null };
  }
  if (OUTREACH_WORDS.test(text) || !FIND_WORDS.test(text)) return null;
  const role = ROLE_WORDS.find(([, words]) => words.test(text));
  return role ? { kind: 'find', need: role[0] } : null;
}

/** A match as the explanation reads it: MatchMade's stored verdict. */
export type MatchFacts = {
  name: string;
  slug: string;
  score: number;
  recommendationType: string;
  breakdown: readonly { name: string; weight: number; score: number; detail: string }[];
  tips: readonly { text: string; gain: number }[];
};

export type Answer = { response: string; actionItems: string[]; suggestions: string[] };

const FACTOR_LABELS: Record<string, string> = {
  lookingFor: 'what you are looking for',
  genres: 'your genres',
  careerStage: 'your career stage',
  text: 'your bio',
  skills: 'your skills',
  region: 'where you are based',
};
const points = (f: MatchFacts['breakdown'][number]) => Math.round(f.weight * f.score);

/**
 * A score explained: the match the question names (by name, else by its score, else the top
 * one), its strongest factors in MatchMade's own words with the points each earned of its weight,
 * the weakest, and the engine's first tip for raising it.
 */
export function explainScore(question: Extract<PersonalQuestion, { kind: 'score' }>, matches: readonly MatchFacts[], completion: number): Answer {
  const suggestions = ['Find me a producer', 'How do I get better matches?', 'Who can message me?'];
  if (matches.length === 0) {
    return {
      response:
        'You have no matches yet: MatchMade scores the resource library against your profile, and a profile with what you are looking for, your genres and your career stage gets its first matches within a minute. Complete it in Profile Settings (/profile-settings).',
      actionItems: ['Complete your profile in Profile Settings (/profile-settings)'],
      suggestions,
    };
  }
  const byName = question.named ? matches.find((m) => m.name === question.named) : undefined;
  const byScore = question.percent !== null ? matches.find((m) => m.score === question.percent) : undefined;
  const match = byName ?? byScore ?? matches[0]!;
  const lines: string[] = [];
  if (!byName && question.percent !== null && !byScore) {
    lines.push(
      question.percent === completion
        ? `Your profile is ${completion}% complete: that is the share of your profile's weighted fields filled in, not a match score. Your matches are scored separately:`
        : `None of your current matches scores ${question.percent}%; here is your top one.`,
    );
  }
  const rank = matches.indexOf(match) + 1;
  const strongest = [...match.breakdown].sort((a, b) => points(b) - points(a));
  const weakest = [...match.breakdown].sort((a, b) => a.score - b.score || b.weight - a.weight)[0];
  lines.push(
    `${match.name} is ${rank === 1 ? 'your top match' : `your match number ${rank}`} at ${match.score}% (/resources/${match.slug}). Out of 100 points, it earned:`,
  );
  lines.push(strongest.map((f) => `• ${FACTOR_LABELS[f.name] ?? f.name}, ${points(f)} of ${f.weight}: ${f.detail}`).join('\n'));
  if (weakest && weakest.score < 1) lines.push(`The most room is in ${FACTOR_LABELS[weakest.name] ?? weakest.name} (${points(weakest)} of ${weakest.weight}).`);
  const tip = match.tips[0];
  lines.push(
    // A tip's text already names what it adds ("Add Beatmaking to your skills: +3").
    tip ? `To raise it: ${tip.text}.` : 'Nothing in your profile would raise it further: it fits as well as your profile allows.',
  );
  return {
    response: lines.join('\n\n'),
    actionItems: [
      `Open ${match.name} (/resources/${match.slug})`,
      'See every match and its factors (/matches)',
      ...(tip ? ['Update your profile in Profile Settings (/profile-settings)'] : []),
    ],
    suggestions,
  };
}

/** A result for a need: a creator, a brand or a resource, with its page. */
export type Found = { name: string; path: string; why: string };

/** Results for a need, from the engines that fill /network and the directories (the service reads them). */
export function describeFound(need: FindNeed, found: { creators: Found[]; brands: Found[]; resources: Found[] }): Answer {
  const { noun } = NEEDS[need];
  const all = [...found.creators, ...found.brands, ...found.resources];
  const suggestions = ['Explain my top match', 'How do connection requests work?', 'Can brands message me first?'];
  if (all.length === 0) {
    return {
      response: `I found no ${noun} that fit your profile right now. Search Networking (/networking) by skill, or the Resource Library (/resources) and Brands (/brands); adding what you are looking for to your profile sharpens what MatchMade offers you.`,
      actionItems: ['Search creators on Networking (/networking)', 'Open the Resource Library (/resources)'],
      suggestions,
    };
  }
  const section = (title: string, items: Found[]) =>
    items.length > 0 ? [`${title}\n${items.map((f) => `• ${f.name} (${f.path}): ${f.why}`).join('\n')}`] : [];
  const response = [
    `Here are ${noun} that fit you, best first:`,
    ...section('Creators (from your suggestions on Network):', found.creators),
    ...section('Brands:', found.brands),
    ...section('Resources:', found.resources),
    found.creators.length > 0 ? "Open a creator's page to connect or send a message; their privacy settings decide which." : '',
  ].filter(Boolean);
  const first = all[0]!;
  return {
    response: response.join('\n\n'),
    actionItems: [`Open ${first.name} (${first.path})`, ...(found.creators.length > 0 ? ['See everyone suggested for you (/network)'] : [])],
    suggestions,
  };
}

/** A visitor asking a personal question: the assistant has none of their data, so it says how to get the answer and where to look meanwhile. */
export function signInFirst(question: PersonalQuestion, rule: string): Answer {
  const suggestions = ['How are match scores worked out?', 'Can brands message me first?', 'How do I create an account?'];
  if (question.kind === 'score') {
    return {
      response: `I can explain your own scores once you are signed in: sign in (/login), or create a free account (/signup) and MatchMade scores the library for your profile. How a score works: ${rule}`,
      actionItems: ['Sign in (/login)', 'Create your free account (/signup)'],
      suggestions,
    };
  }
  return {
    response: `Signed in, I find ${NEEDS[question.need].noun} that fit your profile. Meanwhile you can search creators by skill on Networking (/networking), and browse Brands (/brands) and the Resource Library (/resources). Sign in (/login) or create a free account (/signup).`,
    actionItems: ['Sign in (/login)', 'Browse the Resource Library (/resources)'],
    suggestions,
  };
}

/** A brand's team asking what a creator would: scores and searches are for creators; a brand finds creators through its briefs and the requests it receives. */
export function forBrand(question: PersonalQuestion): Answer {
  const suggestions = ['How do brand connection requests work?', 'Can brands message creators first?', 'Where is the brand workspace?'];
  if (question.kind === 'score') {
    return {
      response:
        "Match scores are a creator's: MatchMade scores resources and brands against each creator's profile, so your brand has no matches of its own. Your side of it: when your brief opens, MatchMade scores every creator for it, and the brief's candidates list the creators it fits best, with their score and reasons, for you to invite. Your brand page's genres, regions and offers are what creators are matched to you on.",
      actionItems: ['Open your briefs (/collaboration/mine)', 'Edit your brand page in the workspace (/brand)'],
      suggestions,
    };
  }
  return {
    response:
      "As a brand, you meet creators two ways: the connection requests they send you, answered in your workspace (/brand), and the collaboration board (/collaboration), where a brief's candidates are the creators it fits and you can invite them to apply. A brand cannot start a conversation with a creator.",
    actionItems: ['Open the brand workspace (/brand)', 'Post a brief (/collaboration)'],
    suggestions,
  };
}
