import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import type { Logger } from '../../logger.js';
import { AppError } from '../common/errors.js';
import { CHAT_MESSAGE_MAX } from '../common/limits.js';
import { consumeOrRefuse } from '../common/rate-limit.js';
import { brandConnectionStats, ensureFreshMatches, topMatches, type MatchmadeKit } from '../matchmade/matchmade.service.js';
import { completionOf, findProfile } from '../profile/profile.service.js';
import type { Viewer } from '../user/session.service.js';
import { User } from '../user/user.entity.js';
import { ConversationStore } from './conversations.js';
import { composeReply, type Grounding } from './engine.js';
import { llmReply, type LlmConfig } from './llm.js';

export type ChatReply = { response: string; suggestions: string[]; actionItems: string[] };

/** App-wide assistant state: conversations, the per-minute limit and the optional LLM. */
export type AssistantKit = { conversations: ConversationStore; limiter: RateLimiterMemory; llm: LlmConfig | null; logger: Logger; matchmade: MatchmadeKit };

export function createAssistantKit(llm: LlmConfig | null, perMinute: number, logger: Logger, matchmade: MatchmadeKit): AssistantKit {
  return { conversations: new ConversationStore(), limiter: new RateLimiterMemory({ keyPrefix: 'chat', points: perMinute, duration: 60 }), llm, logger, matchmade };
}

/** A signed-in session keeps its own conversation; visitors are told apart by address and browser. */
export const conversationKey = (viewer: Viewer | null, ip: string | null, userAgent: string | null) =>
  viewer ? `s:${viewer.sessionId}` : `v:${createHash('sha256').update(`${ip}|${userAgent}`).digest('hex').slice(0, 32)}`;

async function groundingFor(em: EntityManager, matchmade: MatchmadeKit, viewer: Viewer): Promise<Grounding> {
  await ensureFreshMatches(em, matchmade, viewer.id);
  const [user, profile, matches, stats] = await Promise.all([
    em.findOne(User, { id: viewer.id }),
    findProfile(em, viewer.id),
    topMatches(em, viewer.id, 1),
    brandConnectionStats(em, viewer.id),
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
export async function chat(em: EntityManager, kit: AssistantKit, viewer: Viewer | null, key: string, rawMessage: unknown): Promise<ChatReply> {
  const message = typeof rawMessage === 'string' ? rawMessage.trim() : '';
  if (!message) throw new AppError('BAD_USER_INPUT', 'Write a message first', { message: 'Empty' });
  if (message.length > CHAT_MESSAGE_MAX) throw new AppError('BAD_USER_INPUT', `Messages are at most ${CHAT_MESSAGE_MAX} characters`, { message: 'Too long' });
  await consumeOrRefuse(kit.limiter, key, () => 'Too many messages: wait a moment and try again');

  const history = kit.conversations.history(key);
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
  kit.conversations.append(key, { role: 'user', content: message, intent: reply.intent }, { role: 'assistant', content: response });
  return { response, suggestions: reply.suggestions, actionItems: reply.actionItems };
}
