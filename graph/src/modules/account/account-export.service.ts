import { IsolationLevel } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { assertCan, type Actor } from '../common/authz.js';
import { AppError } from '../common/errors.js';

/** The name another account goes by in an export: its username, or this once it is gone. */
export const DELETED_ACCOUNT = 'Deleted account';

/** Bumped when the shape below changes, so a reader of an old file can tell. */
export const EXPORT_FORMAT = 'soundboard-export/1';

type Row = Record<string, unknown>;

/**
 * Every statement reads the account's own rows (its id in the WHERE clause of each), and names
 * other accounts only by username (what they show the world anyway), brands by their name. A request a creator sent and
 * the other side declined reads PENDING (until it expires), as it does everywhere for the sender.
 */
const QUERIES = {
  account: `select u.id, u.email, u.username, u.first_name as "firstName", u.last_name as "lastName", u.artist_name as "artistName",
      u.user_type as "userType", u.role, u.created_at as "createdAt", u.password_hash is not null as "hasPassword",
      coalesce((select array_agg(i.provider order by i.provider) from user_identities i where i.user_id = u.id), '{}') as "linkedSignIns"
    from users u where u.id = ?`,
  profile: `select artist_name as "artistName", bio, genres, location, career_stage as "careerStage", skills, looking_for as "lookingFor",
      website, social_media as "socialMedia", featured_tracks as "featuredTracks", profile_picture_url as "profilePictureUrl", created_at as "createdAt", updated_at as "updatedAt"
    from profiles where user_id = ?`,
  matches: `select r.name as resource, r.slug as "resourceSlug", m.match_score as score, m.match_reason as reason,
      m.recommendation_type as type, m.status, m.computed_at as "computedAt"
    from matches m join resources r on r.id = m.resource_id where m.user_id = ? order by m.match_score desc, r.name`,
  brandConnections: `select b.name as brand, c.status, c.created_at as "createdAt", c.updated_at as "updatedAt"
    from brand_connections c join brands b on b.id = c.brand_id where c.user_id = ? order by c.created_at`,
  connections: `select u.username, c.created_at as since from creator_connections c
      join users u on u.id = case when c.user_a_id = ? then c.user_b_id else c.user_a_id end
    where c.user_a_id = ? or c.user_b_id = ? order by c.created_at`,
  connectionRequests: `select case when q.from_id = ? then 'sent' else 'received' end as direction,
      u.username,
      q.note,
      case when q.from_id = ? and q.status = 'DECLINED' then (case when q.expires_at > now() then 'PENDING' else 'EXPIRED' end) else q.status end as status,
      q.created_at as "createdAt",
      case when q.from_id = ? and q.status = 'DECLINED' then null else q.responded_at end as "respondedAt"
    from connection_requests q join users u on u.id = case when q.from_id = ? then q.to_id else q.from_id end
    where q.from_id = ? or q.to_id = ? order by q.created_at`,
  // The briefs the account posted as itself; a brand's briefs are the brand's, not one member's.
  briefs: `select title, description, kind, status, outcome, outcome_reason as "outcomeReason", compensation_type as "compensationType",
      compensation_min as "compensationMin", compensation_max as "compensationMax", compensation_currency as "compensationCurrency",
      genres, skills, roles, deliverables, location, remote, questions, closes_at as "closesAt", created_at as "createdAt"
    from briefs where poster_id = ? and brand_id is null order by created_at`,
  applications: `select b.title as brief, a.status, a.pitch, a.links, a.answers, a.decline_reason as "declineReason", a.decline_note as "declineNote",
      a.created_at as "createdAt", a.decided_at as "decidedAt"
    from brief_applications a join briefs b on b.id = a.brief_id where a.applicant_id = ? order by a.created_at`,
  blocks: `select u.username, b.created_at as since from blocks b join users u on u.id = b.blocked_id where b.blocker_id = ? order by b.created_at`,
  privacy: `select dm_policy as "dmPolicy" from privacy_settings where user_id = ?`,
  // The other side as the app shows it. In a brand conversation every member of the brand's team
  // has a seat (brand_id set on it): the creator's other side is the brand itself, by its name, and
  // a team member's is the creator, the one other seat without a brand. The team's members are
  // never named to the creator, here as in the app.
  conversations: `select c.id, c.created_at as "startedAt",
      case when c.brand_id is not null and me.brand_id is null then b.name else other.username end as "with"
    from conversation_members me
      join conversations c on c.id = me.conversation_id
      left join brands b on b.id = c.brand_id
      left join conversation_members om on om.conversation_id = c.id and om.user_id <> me.user_id and om.brand_id is null
      left join users other on other.id = om.user_id
    where me.user_id = ? order by c.created_at`,
  // A message written for a brand is the brand's, whichever member wrote it: its name is the
  // sender, and to a member of its team it is their own side's (sent), as the app shows it.
  messages: `select m.conversation_id as "conversationId", m.id,
      case when m.sender_id = ? or m.sender_brand_id = me.brand_id then 'sent' else 'received' end as direction,
      coalesce(sb.name, s.username) as sender, m.body, m.created_at as "sentAt"
    from messages m
      join conversation_members me on me.conversation_id = m.conversation_id and me.user_id = ?
      left join users s on s.id = m.sender_id
      left join brands sb on sb.id = m.sender_brand_id
    order by m.conversation_id, m.id`,
} as const;

/**
 * GET /api/user/export: everything SoundBoard keeps about the signed-in account, as one JSON
 * document, read in one repeatable-read transaction so its parts agree with each other. Only
 * ever the actor's own: the policy has no subject to give another account's.
 */
export async function exportAccountData(em: EntityManager, actor: Actor | null): Promise<Record<string, unknown>> {
  const me = assertCan(actor, 'account:export');
  return em.transactional(
    async (tx) => {
      const run = (sql: string, times: number) =>
        tx.execute<Row[]>(
          sql,
          Array.from({ length: times }, () => me.id),
        );
      const [account] = await run(QUERIES.account, 1);
      if (!account) throw new AppError('UNAUTHENTICATED', 'Not signed in');
      const [profile] = await run(QUERIES.profile, 1);
      const [privacy] = await run(QUERIES.privacy, 1);
      const conversations = await run(QUERIES.conversations, 1);
      const messages = await run(QUERIES.messages, 2);
      const byConversation = new Map<unknown, Row[]>();
      for (const { conversationId, sender, ...message } of messages) {
        const list = byConversation.get(conversationId) ?? [];
        list.push({ ...message, id: String(message.id), from: sender ?? DELETED_ACCOUNT });
        byConversation.set(conversationId, list);
      }
      return {
        format: EXPORT_FORMAT,
        exportedAt: new Date().toISOString(),
        account,
        profile: profile ?? null,
        privacy: privacy ?? { dmPolicy: 'connections' },
        matches: await run(QUERIES.matches, 1),
        brandConnections: await run(QUERIES.brandConnections, 1),
        connections: await run(QUERIES.connections, 3),
        connectionRequests: await run(QUERIES.connectionRequests, 6),
        blocks: await run(QUERIES.blocks, 1),
        briefs: await run(QUERIES.briefs, 1),
        applications: await run(QUERIES.applications, 1),
        conversations: conversations.map((conversation) => ({
          ...conversation,
          with: conversation.with ?? DELETED_ACCOUNT,
          messages: byConversation.get(conversation.id) ?? [],
        })),
      };
    },
    { isolationLevel: IsolationLevel.REPEATABLE_READ, readOnly: true },
  );
}
