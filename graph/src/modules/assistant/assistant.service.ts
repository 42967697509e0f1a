import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { UserActor } from '../common/authz.js';
import type { VisitorControl } from '../common/context.js';
import { AppError } from '../common/errors.js';
import { BRAND_REQUEST_LIMITS, CHAT_MESSAGE_MAX, NETWORK_LIMITS } from '../../shared/limits.js';
import { EMPTY_PROFILE } from '../../shared/profile-completion.js';
import { productRule } from '../../shared/product-rules.js';
import { brandAsResource, brandMatchesOf } from '../matchmade/brand-matches.js';
import { applyTip, matchCreator } from '../matchmade/engine.js';
import { connectionSuggestions } from '../network/network.service.js';
import { Profile } from '../profile/profile.entity.js';
import { consumeOrRefuse, createRateLimiter, type RateLimiter, type RateLimitStore } from '../common/rate-limit.js';
import { createOnce } from '../common/single-flight.js';
import { brandConnectionStats, recommendationsOf, type MatchmadeKit } from '../matchmade/matchmade.service.js';
import { completionOf, profileOf } from '../profile/profile.service.js';
import { User } from '../user/user.entity.js';
import { PostgresConversationStore, type ConversationStore } from './conversations.js';
import { composeReply, type Grounding, type PersonalReply } from './engine.js';
import { describeFound, detectPersonal, explainScore, forBrand, NEEDS, signInFirst, type FindNeed, type Found, type MatchFacts } from './personal.js';
import { llmReply, type LlmConfig } from './llm.js';

/** `newConversation`: no earlier turn was kept (the first message, or the conversation expired), so this one starts afresh. */
export type ChatReply = { response: string; suggestions: string[]; actionItems: string[]; newConversation: boolean };

/** App-wide assistant state: conversations, the per-minute limit and the optional LLM. */
export type AssistantKit = { conversations: ConversationStore; limiter: RateLimiter; llm: LlmConfig | null; logger: Logger; matchmade: MatchmadeKit };

declare module '../common/context.js' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging
  interface ModuleKits {
    assistant: AssistantKit;
  }
}

/** `fork` gives the conversation store an entity manager of its own, outside any request's. */
export function createAssistantKit(options: {
  llm: LlmConfig | null;
  perMinute: number;
  logger: Logger;
  matchmade: MatchmadeKit;
  fork: () => EntityManager;
  limits: RateLimitStore;
}): AssistantKit {
  const { llm, perMinute, logger, matchmade, fork, limits } = options;
  const conversations = new PostgresConversationStore(fork, {
    onSweepError: (error) => logger.warn({ err: error }, 'could not delete expired assistant conversations'),
  });
  return { conversations, limiter: createRateLimiter(limits, { keyPrefix: 'chat', points: perMinute, durationSeconds: 60 }), llm, logger, matchmade };
}

/** Who is chatting, as the door (HTTP or graphql-ws) knows them. */
export type Chatter = { viewer: UserActor | null; ip: string | null; visitor: VisitorControl };

/**
 * The message limit: per account when signed in (all its sessions together, as signing in again
 * is free), else per address. Nothing a client can choose (a User-Agent, a cookie) buys more.
 */
export const chatLimitKey = ({ viewer, ip }: Chatter) => (viewer ? `user:${viewer.id}` : `ip:${ip ?? 'unknown'}`);

/**
 * A signed-in session keeps its own conversation; a visitor's follows their visitor cookie. The
 * cookie is hashed so that the store never holds a value a client could replay.
 */
export const conversationKey = ({ viewer, visitor }: Chatter) =>
  viewer ? `session:${viewer.sessionId}` : `visitor:${createHash('sha256').update(visitor.id()).digest('hex').slice(0, 32)}`;

/** How many of the asker's best matches a score question may name. */
const EXPLAINED_MATCHES = 20;
/** Results per kind (creators, brands, resources) in an answer to "find me a …". */
const FOUND_PER_KIND = 3;

type Grounded = Grounding & { matches: MatchFacts[] };

async function groundingFor(em: EntityManager, matchmade: MatchmadeKit, viewer: UserActor): Promise<Grounded> {
  const user = await em.findOne(User, { id: viewer.id });
  if (user?.userType === 'brand') {
    // A brand's team: no profile, no matches; nothing of a creator's is read.
    return {
      account: 'brand',
      firstName: user.firstName,
      completion: { percent: 0, missingRequired: [], missingOptional: [] },
      topMatch: null,
      stats: { connectedBrands: 0, resourceMatches: 0 },
      matches: [],
    };
  }
  // The best matches and the counts in one statement, both after any recompute they need.
  const scope = { em, matchmade, once: createOnce() };
  const [matches, profile, stats] = await Promise.all([
    recommendationsOf(scope, viewer, undefined, EXPLAINED_MATCHES),
    profileOf(em, viewer, viewer.id),
    brandConnectionStats(scope, viewer),
  ]);
  const completion = completionOf(profile);
  const top = matches[0];
  return {
    account: 'creator',
    matches: matches.map((m) => ({
      name: m.resource.name,
      slug: m.resource.slug,
      score: m.matchScore,
      recommendationType: m.recommendationType,
      breakdown: m.breakdown,
      tips: m.tips,
    })),
    firstName: user?.firstName || profile?.artistName || '',
    completion: { percent: completion.percent, missingRequired: completion.missingRequired, missingOptional: completion.missingOptional },
    topMatch: top ? { name: top.resource.name, score: top.matchScore, reason: top.matchReason } : null,
    stats: { connectedBrands: stats.connectedBrands, resourceMatches: stats.resourceMatches },
  };
}

/**
 * Results for a need, from the engines behind the app's own pages, each checked as it checks its
 * page: creators from the network's suggestions (which leave out oneself, connections, pending
 * requests and blocks either way) whose skills answer the need; brands from "Brands that fit you"
 * (which leaves out brands one blocked, asked or is on the team of) whose category answers it; and
 * library resources scored by MatchMade for the profile with the need added, among those that
 * answer it.
 */
async function findFor(
  em: EntityManager,
  matchmade: MatchmadeKit,
  viewer: UserActor,
  need: FindNeed,
): Promise<{ creators: Found[]; brands: Found[]; resources: Found[] }> {
  const { skills } = NEEDS[need];
  const [suggested, brands, index, profile] = await Promise.all([
    skills.length > 0 ? connectionSuggestions(em, viewer, NETWORK_LIMITS.suggestions) : Promise.resolve([]),
    brandMatchesOf(em, matchmade.brandCatalog, viewer, BRAND_REQUEST_LIMITS.matches),
    matchmade.catalog.get(em),
    em.findOne(Profile, { user: viewer.id }),
  ]);
  const creators = suggested
    .filter((s) => s.creator.skills.some((skill) => skills.includes(skill)))
    .slice(0, FOUND_PER_KIND)
    .map((s) => ({
      name: s.creator.artistName || s.creator.firstName || s.creator.username,
      path: `/creators/${s.creator.username}`,
      why: [s.creator.skills.filter((skill) => skills.includes(skill)).join(', '), ...s.reasons.slice(0, 1)].filter(Boolean).join('; '),
    }));
  const fittingBrands = brands
    .filter((b) => brandAsResource(b.brand).lookingFor.includes(need))
    .slice(0, FOUND_PER_KIND)
    .map((b) => ({ name: b.brand.name, path: `/brands/${b.brand.slug}`, why: `${b.score}% fit${b.reasons[0] ? `: ${b.reasons[0]}` : ''}` }));
  const answering = index.resources.filter((r) => r.lookingFor.includes(need));
  const names = new Map(answering.map((r) => [r.id, r.name]));
  const resources = matchCreator(applyTip(profile ?? EMPTY_PROFILE, { field: 'lookingFor', value: need }), { idf: index.idf, resources: answering })
    .slice(0, FOUND_PER_KIND)
    .map((m) => ({ name: names.get(m.resourceId) ?? m.slug, path: `/resources/${m.slug}`, why: `${m.score}% match: ${m.reason}` }));
  return { creators, brands: fittingBrands, resources };
}

/**
 * The answer from the asker's own data, when the message asks for it: a creator's scores and
 * results for a need; a brand's team gets its side of those; a visitor, how to get them (the
 * assistant holds no data of theirs).
 */
async function personalReply(
  em: EntityManager,
  kit: AssistantKit,
  viewer: UserActor | null,
  grounding: Grounded | null,
  message: string,
): Promise<PersonalReply | null> {
  const question = detectPersonal(
    message,
    grounding?.matches.map((m) => m.name),
  );
  if (!question) return null;
  if (!viewer || !grounding) return { ...signInFirst(question, productRule('match-score').answer), answer: 'personal.sign-in' };
  if (grounding.account === 'brand') return { ...forBrand(question), answer: 'personal.brand' };
  if (question.kind === 'score') return { ...explainScore(question, grounding.matches, grounding.completion.percent), answer: 'personal.score' };
  return { ...describeFound(question.need, await findFor(em, kit.matchmade, viewer, question.need)), answer: 'personal.find' };
}

/** One turn of the conversation: validated, rate limited, grounded, remembered. */
export async function chat(em: EntityManager, kit: AssistantKit, chatter: Chatter, rawMessage: unknown): Promise<ChatReply> {
  const message = typeof rawMessage === 'string' ? rawMessage.trim() : '';
  if (!message) throw new AppError('BAD_USER_INPUT', 'Write a message first', { message: 'Empty' });
  if (message.length > CHAT_MESSAGE_MAX) throw new AppError('BAD_USER_INPUT', `Messages are at most ${CHAT_MESSAGE_MAX} characters`, { message: 'Too long' });
  await consumeOrRefuse(kit.limiter, chatLimitKey(chatter), () => 'Too many messages: wait a moment and try again');

  const { viewer } = chatter;
  const key = conversationKey(chatter);
  const history = await kit.conversations.history(key);
  const grounding = viewer ? await groundingFor(em, kit.matchmade, viewer) : null;
  const reply = composeReply(message, history, grounding, await personalReply(em, kit, viewer, grounding, message));
  let response = reply.response;
  if (kit.llm) {
    try {
      response = await llmReply(kit.llm, message, history, grounding, reply.response);
    } catch (error) {
      kit.logger.warn({ err: error }, 'LLM reply failed; using the built-in assistant');
    }
  }
  await kit.conversations.append(key, [
    { role: 'user', content: message, intent: reply.intent },
    { role: 'assistant', content: response },
  ]);
  // No earlier turn kept (the first message, or the last one was more than the idle time ago): the widget says a new conversation started.
  return { response, suggestions: reply.suggestions, actionItems: reply.actionItems, newConversation: history.length === 0 };
}
