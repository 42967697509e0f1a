import { FIELD_LABELS, type CompletionField } from '../../shared/profile-completion.js';
import { classify } from './intents.js';
import { GREETING_REPLY, KNOWLEDGE, THANKS_REPLY, topicOf, UNKNOWN_REPLY, type AnswerId, type Intent, type PersonalAnswerId } from './knowledge.js';
import type { Answer } from './personal.js';

/**
 * What the assistant knows of the signed-in account: their own data only. A brand account (a
 * brand's team) has no creator profile or matches: its completion and matches are empty and the
 * assistant speaks to it about its brand.
 */
export type Grounding = {
  account: 'creator' | 'brand';
  firstName: string;
  completion: { percent: number; missingRequired: CompletionField[]; missingOptional: CompletionField[] };
  topMatch: { name: string; score: number; reason: string } | null;
  stats: { connectedBrands: number; resourceMatches: number };
};

export type ChatTurn = { role: 'user' | 'assistant'; content: string; intent?: Intent };
export type Reply = { response: string; suggestions: string[]; actionItems: string[]; intent: Intent; answer: AnswerId };

/** An answer written from the asker's own data (personal.ts), which replaces the knowledge base's. */
export type PersonalReply = Answer & { answer: PersonalAnswerId };

/** What the assistant says to a brand's team: the same knowledge, in words about their brand. */
const BRAND_GREETING =
  "Hi! I'm the SoundBoard assistant. I can help your team with your brand page, creators' connection requests, your briefs and applications on the collaboration board, your API keys, and finding your way around SoundBoard.";
const BRAND_SUGGESTIONS = ['How do brand connection requests work?', 'Can brands message creators first?', 'Where is the brand workspace?'];

const addToProfile = (field: CompletionField) => `Add your ${FIELD_LABELS[field].toLowerCase()} to your profile`;

/** Where the profile's completion is worth a line: not under "how do I delete my account?". */
const PROFILE_ANSWERS = new Set<AnswerId>(['nav.profile', 'nav.dashboard', 'nav.matches', 'nav.sitemap', 'nav.resources']);

/** Personal lines for the topic, built from the creator's own data. */
function grounded(intent: Intent, answer: AnswerId, g: Grounding): { lines: string[]; actions: string[] } {
  const lines: string[] = [];
  const actions: string[] = [];
  const missing = g.completion.missingRequired;
  const profileLine =
    missing.length > 0
      ? `Your profile is ${g.completion.percent}% complete; adding your ${missing
          .slice(0, 2)
          .map((f) => FIELD_LABELS[f].toLowerCase())
          .join(' and ')} will sharpen your matches.`
      : null;
  const matchLine = g.topMatch ? `Your top MatchMade pick is ${g.topMatch.name} (${g.topMatch.score}% match): ${g.topMatch.reason}` : null;

  if (intent === 'tasks') {
    if (profileLine) {
      lines.push(`For you, ${g.firstName || 'first'}: ${profileLine}`);
      actions.push(...missing.slice(0, 2).map(addToProfile));
    }
    if (matchLine) {
      lines.push(matchLine);
      actions.push(`Look at ${g.topMatch!.name} on your dashboard (/dashboard)`);
    }
  } else if (PROFILE_ANSWERS.has(answer) || intent === 'greeting') {
    if (profileLine) lines.push(profileLine);
    if (missing.length > 0) actions.push(addToProfile(missing[0]!));
  } else if (matchLine && (intent === 'release' || intent === 'career' || intent === 'networking')) {
    lines.push(matchLine);
  }
  if (intent === 'networking' && g.stats.connectedBrands === 0)
    lines.push('You have not connected with a brand yet: the Brands page (/brands) is a good place to start.');
  return { lines, actions };
}

/**
 * The built-in assistant: the answer the message asks for (intents.ts), from our knowledge base, and — for a signed-in creator — their completion, missing fields and top match.
 */
export function composeReply(message: string, history: ChatTurn[], grounding: Grounding | null, personal: PersonalReply | null = null): Reply {
  if (personal) {
    return {
      response: personal.response,
      suggestions: personal.suggestions.slice(0, 4),
      actionItems: personal.actionItems.slice(0, 4),
      intent: topicOf(personal.answer),
      answer: personal.answer,
    };
  }
  const brand = grounding?.account === 'brand';
  const previous = history.filter((t) => t.role === 'user' && t.intent).map((t) => t.intent!) as Intent[];
  const lastMessage = history.filter((t) => t.role === 'user').at(-1)?.content;
  const { intent, answer } = classify(message, previous, lastMessage);
  let base: { response: string; suggestions: string[]; actionItems: string[] };
  if (answer === 'thanks') base = THANKS_REPLY;
  else if (intent === 'greeting') base = GREETING_REPLY;
  else if (intent === 'general') base = UNKNOWN_REPLY;
  else base = KNOWLEDGE[intent].find((entry) => entry.id === answer)!;

  if (brand && answer === 'greeting') base = { response: BRAND_GREETING, suggestions: BRAND_SUGGESTIONS, actionItems: ['Open the brand workspace (/brand)'] };
  // A brand's team gets no creator lines: it has no profile to complete and no matches.
  const own = grounding && !brand ? grounded(intent, answer, grounding) : { lines: [], actions: [] };
  const greeting = intent === 'greeting' && grounding?.firstName ? base.response.replace(/^Hi!/, `Hi ${grounding.firstName}!`) : base.response;
  const response = [greeting, ...own.lines].join('\n\n');
  const actionItems = [...new Set([...own.actions, ...base.actionItems])].slice(0, 4);
  const suggestions = base.suggestions.slice(0, 4);
  return {
    response,
    suggestions: suggestions.length >= 2 ? suggestions : [...suggestions, ...UNKNOWN_REPLY.suggestions].slice(0, 3),
    actionItems,
    intent,
    answer,
  };
}
