import type { EntityManager } from '@mikro-orm/postgresql';
import { assertCan, type Actor, type UserActor } from '../common/authz.js';
import type { Context } from '../common/context.js';
import { pageWindow, toConnection, type Connection, type PageArgs } from '../common/connection.js';
import { AppError } from '../common/errors.js';
import { checkLength, isUuid } from '../common/validation.js';
import { type User } from '../user/user.entity.js';
import { AUDIT_ACTIONS, type AuditAction } from '../../shared/audit-actions.js';
import { AuditEntry, type AuditSnapshot } from './audit-entry.entity.js';

/** Who made a change and through which request: what every audit entry records besides the change. */
export type AuditOrigin = { actor: UserActor; requestId: string | null; ip: string | null };

/** The origin of a change made in this request by its signed-in admin (checked by the caller). */
export const auditOrigin = (ctx: Pick<Context, 'requestId' | 'session'>, actor: UserActor): AuditOrigin => ({
  actor,
  requestId: ctx.requestId,
  ip: ctx.session.meta.ip,
});

export type AuditChange = {
  action: AuditAction;
  targetType: string;
  targetId: string;
  /** A readable name of the target, kept as it was, so that it survives the target's deletion. */
  targetLabel: string;
  before?: AuditSnapshot | null;
  after?: AuditSnapshot | null;
};

/**
 * Writes one audit entry on `tx`, the transaction of the change itself: the entry commits with
 * the change or not at all. One statement, whatever the identity map holds; the actor's name is
 * read in it, so that it stays readable after the account goes.
 */
export async function recordAudit(tx: EntityManager, origin: AuditOrigin, change: AuditChange): Promise<void> {
  const json = (value: AuditSnapshot | null | undefined) => (value == null ? null : JSON.stringify(value));
  await tx.execute(
    `insert into audit_log (id, actor_id, actor_label, action, target_type, target_id, target_label, before, after, ip, request_id, created_at)
     select gen_random_uuid(), u.id, coalesce(u.username, 'unknown'), ?, ?, ?, ?, ?::jsonb, ?::jsonb, ?, ?, now()
     from (select ?::uuid as id) a left join users u on u.id = a.id`,
    [
      change.action,
      change.targetType,
      change.targetId.slice(0, 64),
      change.targetLabel.slice(0, 200),
      json(change.before),
      json(change.after),
      origin.ip?.slice(0, 64) ?? null,
      origin.requestId?.slice(0, 64) ?? null,
      origin.actor.id,
    ],
  );
}

export type AuditLogFilter = PageArgs & {
  action?: string | null;
  actorId?: string | null;
  since?: Date | null;
  until?: Date | null;
};

export type AuditLogEntryView = Omit<AuditEntry, 'actor'> & { actor: User | null };

/** The audit log, newest first, for admins; filtered by action (or its group, e.g. `resource`), actor and time. */
export async function auditLog(em: EntityManager, actor: Actor | null, filter: AuditLogFilter): Promise<Connection<AuditLogEntryView>> {
  assertCan(actor, 'admin:audit');
  const { offset, limit } = pageWindow(filter);
  const where: Record<string, unknown> = {};
  if (filter.action) {
    checkLength('action', filter.action, 40);
    const known = AUDIT_ACTIONS.includes(filter.action as AuditAction);
    const group = AUDIT_ACTIONS.some((a) => a.startsWith(`${filter.action}.`));
    if (!known && !group) throw new AppError('BAD_USER_INPUT', `Unknown action: ${filter.action}`, { action: `One of ${AUDIT_ACTIONS.join(', ')}` });
    where.action = known ? filter.action : { $like: `${filter.action}.%` };
  }
  if (filter.actorId) {
    if (!isUuid(filter.actorId)) throw new AppError('BAD_USER_INPUT', 'Invalid actor id', { actorId: 'Not an account id' });
    where.actor = filter.actorId;
  }
  for (const key of ['since', 'until'] as const) {
    const at = filter[key];
    if (at && Number.isNaN(at.getTime())) throw new AppError('BAD_USER_INPUT', `Invalid ${key}`, { [key]: 'Not a date' });
  }
  if (filter.since || filter.until) {
    where.createdAt = { ...(filter.since ? { $gte: filter.since } : {}), ...(filter.until ? { $lt: filter.until } : {}) };
  }
  const [rows, total] = await em.findAndCount(AuditEntry, where, {
    orderBy: { createdAt: 'desc', id: 'desc' },
    limit,
    offset,
    populate: ['actor'],
  });
  return toConnection(rows as AuditLogEntryView[], total, offset);
}
