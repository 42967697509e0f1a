import type { EntityManager } from '@mikro-orm/postgresql';
import { addJob } from '../../platform/jobs.js';
import { assertCan, assertKeyGrant, type Actor } from '../common/authz.js';
import { batcher } from '../common/batch.js';
import { AppError } from '../common/errors.js';
import { BRAND_REQUEST_LIMITS } from '../../shared/limits.js';
import { checkLength, isUuid, unstorable } from '../common/validation.js';
import { BRAND_REQUEST_TTL_DAYS, BrandConnection, BrandConnectionStatus } from '../brand/brand-connection.entity.js';
import { assertBrandAgent } from '../brand/brand-team.js';
import { assertCreatorAccount } from '../user/account-standing.js';
import type { PublicCreator } from '../profile/profile.service.js';
import {
  announceToSeats,
  brandPairKey,
  openBrandConversation,
  publicCreators,
  seatsOf,
  storeBrandMessage,
  storeCreatorPitch,
  type MessagingKit,
  type MessageView,
} from './messaging.service.js';
import { notify } from '../notification/notification.service.js';

/**
 * A brand's team answers a creator's request. Here, in messaging, and not in the brand
 * module: an accept opens the conversation between the creator and the team (messaging's tables),
 * and the brand module sits below messaging in the module order.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Accepts or declines a pending request, for the brand's team and its API keys with
 * CONNECTION_REQUESTS WRITE (anyone else: FORBIDDEN, as for the inbox; another brand's request,
 * through a key: NOT_FOUND). The optional message goes to the creator with the answer. An accept
 * opens the conversation with the creator's pitch as its first message and, on a team member's
 * accept, the message after it (both announced live to both sides after the commit). A key acts as the brand, never as a person: its answer
 * records the key, not a member, and its message goes with the answer only, since a message in
 * the conversation is written by a person (or, later, under the CONVERSATIONS grant).
 * Each answer queues a throttled recompute of the brand's responsiveness figure.
 */
export async function respondToBrandConnection(
  em: EntityManager,
  kit: MessagingKit,
  actor: Actor | null,
  input: { id: string; accept: boolean; message?: string | null },
): Promise<BrandConnection> {
  // Signed in before anything else: a visitor learns nothing about request ids. A key without
  // the grant learns nothing either: the grant is checked on its own brand first.
  if (!actor) assertCan(actor, 'brand:manage', { teamRole: null });
  if (actor?.kind === 'apiKey') assertKeyGrant(actor, actor.brandId, 'CONNECTION_REQUESTS', 'WRITE');
  if (!isUuid(input.id)) throw new AppError('BAD_USER_INPUT', 'Invalid request id', { id: 'Not a request id' });
  checkLength('message', input.message, BRAND_REQUEST_LIMITS.message);
  const text = input.message?.trim() || null;
  if (text && unstorable(text))
    throw new AppError('BAD_USER_INPUT', 'The message has characters that cannot be stored', { message: 'Remove control characters' });
  const [request] = await em.execute<{ brand_id: string }[]>('select brand_id from brand_connections where id = ?', [input.id]);
  // Another brand's request is none of a key's business: as good as none.
  if (!request || (actor?.kind === 'apiKey' && request.brand_id !== actor.brandId)) throw new AppError('NOT_FOUND', 'No such request');
  const agent = await assertBrandAgent(em, actor, 'brand:manage', request.brand_id, { resource: 'CONNECTION_REQUESTS', access: 'WRITE' });
  const { brand } = agent;

  const announced = await em.transactional(async (tx): Promise<MessageView[]> => {
    const [row] = await tx.execute<{ user_id: string; status: BrandConnectionStatus; created_at: Date | string; pitch: string | null }[]>(
      'select user_id, status, created_at, pitch from brand_connections where id = ? for update',
      [input.id],
    );
    const created = row ? (row.created_at instanceof Date ? row.created_at : tx.getPlatform().parseDate(row.created_at)) : null;
    const pending = row?.status === BrandConnectionStatus.REQUESTED && created!.getTime() + BRAND_REQUEST_TTL_DAYS * DAY_MS > Date.now();
    if (!row || !pending) throw new AppError('BAD_USER_INPUT', 'This request is no longer pending', { id: 'Already answered, withdrawn or expired' });
    await tx.execute(
      `update brand_connections set status = ?, responded_at = now(), first_response_at = coalesce(first_response_at, now()),
          responded_by_id = ?, responded_by_key_id = ?, response_message = ?, updated_at = now() where id = ?`,
      [input.accept ? BrandConnectionStatus.CONNECTED : BrandConnectionStatus.DECLINED, agent.userId, agent.keyId, text, input.id],
    );
    await addJob(tx, 'compute_brand_responsiveness', { brandId: brand.id });
    // The creator hears the answer from the brand, never which team member gave it.
    const notice = {
      userId: row.user_id,
      kind: 'brand_request_answered' as const,
      groupKey: `brand-request:${input.id}`,
      subject: brand.name,
      reason: `you asked ${brand.name} to connect`,
    };
    if (!input.accept) {
      await notify(tx, { ...notice, body: text ? `Declined: ${text}` : 'Declined', url: `/brands/${brand.slug}` });
      return [];
    }
    const conversationId = await openBrandConversation(tx, brand.id, row.user_id, agent.userId);
    await notify(tx, { ...notice, body: text ? `Accepted: ${text}` : 'Accepted: you can now message each other', url: `/messages/${conversationId}` });
    // The pitch opens the conversation it led to, then the team's answer follows it.
    const messages: MessageView[] = [];
    if (row.pitch) messages.push(await storeCreatorPitch(tx, conversationId, row.user_id, row.pitch));
    if (text && agent.userId) messages.push(await storeBrandMessage(tx, conversationId, agent.userId, brand.id, text));
    return messages;
  });
  if (announced.length > 0) {
    const seats = await seatsOf(em, announced[0]!.conversationId);
    for (const message of announced) announceToSeats(kit, message, seats);
  }
  return em.findOneOrFail(BrandConnection, { id: input.id }, { populate: ['brand'], refresh: true });
}

/**
 * The conversation a request's parties have (open, or ended by the creator), for one of them (the
 * creator or a team member, or the brand's API key holding CONVERSATIONS READ); null for anyone
 * else, or before an accept.
 */
export async function conversationOfRequest(em: EntityManager, actor: Actor | null, connection: BrandConnection): Promise<string | null> {
  if (connection.status !== BrandConnectionStatus.CONNECTED && connection.status !== BrandConnectionStatus.ENDED) return null;
  if (actor?.kind === 'apiKey') {
    if (actor.brandId !== connection.brand.id || !actor.grants.CONVERSATIONS) return null;
    const [row] = await em.execute<{ id: string }[]>('select id from conversations where pair_key = ?', [
      brandPairKey(connection.brand.id, connection.user.id),
    ]);
    return row?.id ?? null;
  }
  if (actor?.kind !== 'user') return null;
  const [row] = await em.execute<{ id: string }[]>(
    'select c.id from conversations c join conversation_members m on m.conversation_id = c.id and m.user_id = ? where c.pair_key = ?',
    [actor.id, brandPairKey(connection.brand.id, connection.user.id)],
  );
  return row?.id ?? null;
}

/** The creators behind a page of requests, read in one query (see `batcher`). */
export const creatorBatcher = (em: EntityManager): ((userId: string) => Promise<PublicCreator | null>) => batcher((ids) => publicCreators(em, ids), null);

/**
 * The creator leaves a brand conversation: their connection with the brand becomes ENDED, so the
 * team can no longer write in it (nor can they; asking the brand again, and an accept, reopen it).
 * The team keeps the history, under the brand inbox's Ended filter. Only the creator of the
 * conversation leaves it: to anyone else, the team included, it does not exist. Leaving again
 * answers the ended connection.
 */
export async function leaveBrandConversation(em: EntityManager, actor: Actor | null, conversationId: string): Promise<BrandConnection> {
  const me = await assertCreatorAccount(em, actor, 'brand:block');
  if (!isUuid(conversationId)) throw new AppError('BAD_USER_INPUT', 'Invalid conversation id', { conversationId: 'Not a conversation id' });
  const [seat] = await em.execute<{ brand_id: string }[]>(
    `select c.brand_id from conversations c join conversation_members m on m.conversation_id = c.id and m.user_id = ? and m.brand_id is null
      where c.id = ? and c.brand_id is not null and c.pair_key = 'brand:' || c.brand_id || ':' || m.user_id`,
    [me.id, conversationId],
  );
  if (!seat) throw new AppError('NOT_FOUND', 'No such conversation');
  const [ended] = await em.execute<{ id: string }[]>(
    `update brand_connections set status = 'ended', updated_at = now() where user_id = ? and brand_id = ? and status = 'connected' returning id`,
    [me.id, seat.brand_id],
  );
  const id =
    ended?.id ??
    (
      await em.execute<{ id: string }[]>(
        `select id from brand_connections where user_id = ? and brand_id = ? and status = 'ended' order by updated_at desc limit 1`,
        [me.id, seat.brand_id],
      )
    )[0]?.id;
  if (!id) throw new AppError('NOT_FOUND', 'No such conversation');
  return em.findOneOrFail(BrandConnection, { id }, { populate: ['brand'], refresh: true });
}
