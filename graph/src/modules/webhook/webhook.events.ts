import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { addJob } from '../../platform/jobs.js';
import { creatorsByUserIds } from '../network/network.storage.js';
import type { PublicCreator } from '../profile/profile.service.js';
import { WebhookEvent } from './webhook.entities.js';

/**
 * Webhook events, recorded in the transaction of the action that causes them (as `notify` records
 * notifications): one delivery per enabled endpoint of the brand subscribed to the event, and its
 * job queued on the same transaction, so that an action that rolls back sends nothing and one that
 * commits is delivered. A brand without such an endpoint costs one indexed read.
 *
 * Every delivery carries the same envelope, `{ id, type, createdAt, data }`: `id` the event's
 * (the same for each endpoint and each attempt), `type` a WebhookEvent name, `createdAt` an ISO
 * time. `data` names the brand, carries the ids and times of what happened, the text the brand's
 * inbox shows (the pitch, the message), and the creator as their public profile only: never an
 * e-mail address, a last name or a setting.
 */

const iso = (em: EntityManager, value: Date | string) => (value instanceof Date ? value : em.getPlatform().parseDate(value)).toISOString();

/** The creator as anyone may see them, in the fields of the API's CreatorProfile. */
const publicProfile = (creator: PublicCreator | undefined) =>
  creator
    ? {
        id: creator.id,
        username: creator.username,
        artistName: creator.artistName,
        firstName: creator.firstName,
        bio: creator.bio,
        genres: creator.genres,
        location: creator.location,
        careerStage: creator.careerStage,
        skills: creator.skills,
        lookingFor: creator.lookingFor,
        profilePictureUrl: creator.profilePictureUrl,
        userType: creator.userType,
      }
    : null;

/** Whether any enabled endpoint of the brand wants the event: checked before the event's data is read. */
async function wanted(tx: EntityManager, brandId: string, type: WebhookEvent): Promise<boolean> {
  const rows = await tx.execute(`select 1 from webhook_endpoints where brand_id = ? and disabled_at is null and ? = any(events) limit 1`, [brandId, type]);
  return rows.length > 0;
}

async function brandOf(tx: EntityManager, brandId: string) {
  const [row] = await tx.execute<{ id: string; slug: string; name: string }[]>('select id, slug, name from brands where id = ?', [brandId]);
  return row ? { id: row.id, slug: row.slug, name: row.name } : null;
}

/** Writes the deliveries of one event on the caller's transaction and queues each one's first attempt. */
async function record(tx: EntityManager, brandId: string, type: WebhookEvent, data: Record<string, unknown>): Promise<void> {
  if (!tx.isInTransaction()) throw new Error('A webhook event must be recorded inside the transaction of the action it tells about');
  const envelope = { id: randomUUID(), type, createdAt: new Date().toISOString(), data };
  const rows = await tx.execute<{ id: string }[]>(
    `insert into webhook_deliveries (id, endpoint_id, event_id, event, payload, status, next_attempt_at, window_started_at, created_at)
     select gen_random_uuid(), e.id, ?, ?, ?::jsonb, 'pending', now(), now(), now()
       from webhook_endpoints e where e.brand_id = ? and e.disabled_at is null and ? = any(e.events)
     returning id`,
    [envelope.id, type, JSON.stringify(envelope), brandId, type],
  );
  for (const { id } of rows) await addJob(tx, 'deliver_webhook', { deliveryId: id });
}

/** A creator asked the brand to connect: the request as the brand's inbox shows it. */
export async function recordBrandRequestReceived(tx: EntityManager, brandId: string, requestId: string): Promise<void> {
  if (!(await wanted(tx, brandId, WebhookEvent.BRAND_REQUEST_RECEIVED))) return;
  const [request] = await tx.execute<{ id: string; user_id: string; pitch: string | null; links: string[]; created_at: Date | string }[]>(
    'select id, user_id, pitch, links, created_at from brand_connections where id = ?',
    [requestId],
  );
  if (!request) return;
  // One statement at a time: they share the transaction's connection.
  const brand = await brandOf(tx, brandId);
  const creators = await creatorsByUserIds(tx, [request.user_id]);
  await record(tx, brandId, WebhookEvent.BRAND_REQUEST_RECEIVED, {
    brand,
    request: { id: request.id, pitch: request.pitch, links: request.links, createdAt: iso(tx, request.created_at) },
    creator: publicProfile(creators.get(request.user_id)),
  });
}

/** A creator applied to one of the brand's briefs: the application as the brand's board shows it. */
export async function recordApplicationReceived(tx: EntityManager, brandId: string, applicationId: string): Promise<void> {
  if (!(await wanted(tx, brandId, WebhookEvent.APPLICATION_RECEIVED))) return;
  const [row] = await tx.execute<
    {
      id: string;
      applicant_id: string;
      pitch: string;
      links: string[];
      answers: string[];
      invited: boolean;
      created_at: Date | string;
      brief_id: string;
      title: string;
      questions: string[];
    }[]
  >(
    `select a.id, a.applicant_id, a.pitch, a.links, a.answers, a.invited, a.created_at, b.id as brief_id, b.title, b.questions
       from brief_applications a join briefs b on b.id = a.brief_id where a.id = ?`,
    [applicationId],
  );
  if (!row) return;
  // One statement at a time: they share the transaction's connection.
  const brand = await brandOf(tx, brandId);
  const creators = await creatorsByUserIds(tx, [row.applicant_id]);
  await record(tx, brandId, WebhookEvent.APPLICATION_RECEIVED, {
    brand,
    brief: { id: row.brief_id, title: row.title },
    application: {
      id: row.id,
      pitch: row.pitch,
      links: row.links,
      answers: row.questions.map((question, i) => ({ question, answer: row.answers[i] ?? '' })),
      invited: row.invited,
      createdAt: iso(tx, row.created_at),
    },
    creator: publicProfile(creators.get(row.applicant_id)),
  });
}

/** A creator wrote in the brand's conversation with them (never a message of the brand's own team). */
export async function recordMessageReceived(
  tx: EntityManager,
  brandId: string,
  message: { id: string; conversationId: string; senderId: string; body: string; createdAt: Date | string },
): Promise<void> {
  if (!(await wanted(tx, brandId, WebhookEvent.MESSAGE_RECEIVED))) return;
  // One statement at a time: they share the transaction's connection.
  const brand = await brandOf(tx, brandId);
  const creators = await creatorsByUserIds(tx, [message.senderId]);
  await record(tx, brandId, WebhookEvent.MESSAGE_RECEIVED, {
    brand,
    conversation: { id: message.conversationId },
    message: { id: String(message.id), body: message.body, createdAt: iso(tx, message.createdAt) },
    creator: publicProfile(creators.get(message.senderId)),
  });
}
