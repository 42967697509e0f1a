import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { UserActor } from '../common/authz.js';
import type { VisitorControl } from '../common/context.js';
import { AppError } from '../common/errors.js';
import { CHAT_MESSAGE_MAX } from '../../shared/limits.js';
import { consumeOrRefuse, createRateLimiter, type RateLimiter, type RateLimitStore } from '../common/rate-limit.js';
import { createOnce } from '../common/single-flight.js';
import { brandConnectionStats, recommendationsOf, type MatchmadeKit } from '../matchmade/matchmade.service.js';
import { completionOf, profileOf } from '../profile/profile.service.js';
import { User } from '../user/user.entity.js';
import { PostgresConversationStore, type ConversationStore } from './conversations.js';
import { composeReply, type Grounding } from './engine.js';
import { llmReply, type LlmConfig } from './llm.js';

export type ChatReply = { response: string; suggestions: string[]; actionItems: string[] };

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

async function groundingFor(em: EntityManager, matchmade: MatchmadeKit, viewer: UserActor): Promise<Grounding> {
  // The top match and the counts in one statement, both after any recompute they need.
  const scope = { em, matchmade, once: createOnce() };
  const [matches, user, profile, stats] = await Promise.all([
    recommendationsOf(scope, viewer, undefined, 1),
    em.findOne(User, { id: viewer.id }),
    profileOf(em, viewer, viewer.id),
    brandConnectionStats(scope, viewer),
  ]);
  const completion = completionOf(profile);
  const top = matches[0];
  return {
    firstName: user?.firstName || profile?.artistName || '',
    completion: { percent: completion.percent, missingRequired: completion.missingRequired, missingOptional: completion.missingOptional },
    topMatch: top ? { name: top.resource.name, score: top.matchScore, reason: top.matchReason } : null,
    stats: { connectedBrands: stats.connectedBrands, resourceMatches: stats.resourceMatches },
  };
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
  const reply = composeReply(message, history, grounding);
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
  return { response, suggestions: reply.suggestions, actionItems: reply.actionItems };
}
