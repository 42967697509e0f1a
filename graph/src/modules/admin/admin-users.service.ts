import type { EntityManager } from '@mikro-orm/postgresql';
import { auditOrigin, recordAudit, type AuditChange } from '../audit/audit.service.js';
import { assertCan, type UserActor } from '../common/authz.js';
import { pageWindow, toConnection, type Connection, type PageArgs } from '../common/connection.js';
import type { Context } from '../common/context.js';
import { AppError } from '../common/errors.js';
import { ACCOUNT_ADMIN_LIMITS } from '../../shared/limits.js';
import { containsPattern } from '../common/sql.js';
import { checkLength, isUuid, searchText } from '../common/validation.js';
import { computeCompletion, EMPTY_PROFILE, type CompletionInput } from '../../shared/profile-completion.js';
import { creatorFromRow, type PublicCreator } from '../profile/profile.service.js';
import { assertAdminsRemain, displayNameOf, lockAccountForAdministration, suspendLockedAccount } from '../user/account-standing.js';
import { announceSessionsEnded, deleteSessionsOf } from '../user/session.service.js';
import { UserRole, type User, type UserType } from '../user/user.entity.js';

/** An account as the back office shows it: the account, its activity, its standing and a summary of its profile. */
export type AdminUserView = {
  id: string;
  email: string;
  username: string;
  firstName: string;
  lastName: string;
  displayName: string;
  profileImageUrl: string | null;
  role: UserRole;
  userType: UserType;
  createdAt: Date;
  lastSeenAt: Date | null;
  suspendedAt: Date | null;
  suspensionReason: string | null;
  /** Matches the creator has not dismissed. */
  matchCount: number;
  /** Profile completion, 0 to 100 (0 before the first save). */
  profileCompletion: number;
  /** The public profile, or null before the first save. */
  profile: PublicCreator | null;
};

/** The two kinds of account the back office tells apart: creators (any creator userType) and brand accounts. */
export enum AccountType {
  CREATOR = 'creator',
  BRAND = 'brand',
}

export type AdminUsersFilter = PageArgs & { search?: string | null; role?: UserRole | null; accountType?: AccountType | null; suspended?: boolean | null };

type AdminContext = Pick<Context, 'em' | 'actor' | 'pubsub' | 'requestId' | 'session'>;

// The account, its profile (left joined: many accounts never save one) and its match count.
// Read for a page's accounts only (see adminUsers): the count is an index lookup per account.
const ACCOUNT_SQL = `select u.id as user_id, u.email, u.username, u.first_name, u.last_name, u.artist_name as account_artist_name,
    u.profile_image_url, u.role, u.user_type, u.created_at, u.last_seen_at, u.suspended_at, u.suspension_reason,
    p.id, p.artist_name, p.bio, p.genres, p.location, p.career_stage, p.skills, p.looking_for, p.profile_picture_url,
    p.website, p.social_media,
    (select count(*) from matches m where m.user_id = u.id and m.status <> 'dismissed')::int as match_count
  from users u left join profiles p on p.user_id = u.id`;

type AccountRow = Record<string, unknown> & {
  user_id: string;
  email: string;
  username: string;
  first_name: string;
  last_name: string;
  account_artist_name: string | null;
  profile_image_url: string | null;
  role: UserRole;
  user_type: UserType;
  created_at: Date | string;
  last_seen_at: Date | string | null;
  suspended_at: Date | string | null;
  suspension_reason: string | null;
  id: string | null;
  match_count: number;
};

function viewOf(em: EntityManager, row: AccountRow): AdminUserView {
  const date = (value: Date | string | null) => (value === null ? null : value instanceof Date ? value : em.getPlatform().parseDate(value));
  const profile = row.id === null ? null : creatorFromRow(row);
  const completionInput: CompletionInput = profile
    ? { ...profile, website: (row.website as string | null) ?? null, socialMedia: (row.social_media as Record<string, string>) ?? {} }
    : EMPTY_PROFILE;
  return {
    id: row.user_id,
    email: row.email,
    username: row.username,
    firstName: row.first_name,
    lastName: row.last_name,
    displayName: displayNameOf({
      artistName: profile?.artistName ?? row.account_artist_name,
      firstName: row.first_name,
      lastName: row.last_name,
      username: row.username,
    }),
    profileImageUrl: profile?.profilePictureUrl ?? row.profile_image_url,
    role: row.role,
    userType: row.user_type,
    createdAt: date(row.created_at)!,
    lastSeenAt: date(row.last_seen_at),
    suspendedAt: date(row.suspended_at),
    suspensionReason: row.suspension_reason,
    matchCount: row.match_count,
    profileCompletion: computeCompletion(completionInput).percent,
    profile,
  };
}

/** Accounts for the back office, newest sign-up first: searched by name, username, stage name or e-mail, filtered by role, account type and standing. */
export async function adminUsers({ em, actor }: Pick<Context, 'em' | 'actor'>, filter: AdminUsersFilter): Promise<Connection<AdminUserView>> {
  assertCan(actor, 'admin:users');
  const { offset, limit } = pageWindow(filter);
  const search = searchText(filter.search);
  const where: string[] = [];
  const params: unknown[] = [];
  if (search) {
    const like = containsPattern(search);
    where.push(`(u.email ilike ? or u.username ilike ? or (u.first_name || ' ' || u.last_name) ilike ? or u.artist_name ilike ? or p.artist_name ilike ?)`);
    params.push(like, like, like, like, like);
  }
  if (filter.role) {
    where.push('u.role = ?');
    params.push(filter.role);
  }
  // A brand account is the one userType that is not a kind of creator.
  if (filter.accountType) where.push(filter.accountType === AccountType.BRAND ? `u.user_type = 'brand'` : `u.user_type <> 'brand'`);
  if (filter.suspended !== null && filter.suspended !== undefined) where.push(filter.suspended ? 'u.suspended_at is not null' : 'u.suspended_at is null');
  // Profiles are joined to find accounts only when the search may match a stage name.
  const from = `from users u${search ? ' left join profiles p on p.user_id = u.id' : ''}${where.length > 0 ? ` where ${where.join(' and ')}` : ''}`;
  const order = 'order by u.created_at desc, u.id desc';
  // The page is chosen first and only its accounts are read whole: with the profile and the
  // match count in the same select as the sort, PostgreSQL counted matches for every account.
  const [rows, [count]] = await Promise.all([
    em.execute<AccountRow[]>(`${ACCOUNT_SQL} join (select u.id ${from} ${order} limit ? offset ?) page on page.id = u.id ${order}`, [...params, limit, offset]),
    em.execute<{ total: number }[]>(`select count(*)::int as total ${from}`, params),
  ]);
  return toConnection(
    rows.map((row) => viewOf(em, row)),
    count?.total ?? 0,
    offset,
  );
}

function accountId(id: string, field = 'userId'): string {
  if (!isUuid(id)) throw new AppError('BAD_USER_INPUT', 'Not an account id', { [field]: 'Not an account id (a UUID)' });
  return id;
}

async function accountView(em: EntityManager, id: string): Promise<AdminUserView | null> {
  const [row] = await em.execute<AccountRow[]>(`${ACCOUNT_SQL} where u.id = ?`, [id]);
  return row ? viewOf(em, row) : null;
}

/** One account for the back office; null when there is none. */
export async function adminUser({ em, actor }: Pick<Context, 'em' | 'actor'>, id: string): Promise<AdminUserView | null> {
  assertCan(actor, 'admin:users');
  return accountView(em, accountId(id, 'id'));
}

/** The audit log's name for an account: readable, and still meaningful once the account is gone. */
const labelOf = (user: User) => `${displayNameOf(user)} (${user.email})`;

/**
 * Runs one change to an account in a transaction that also writes its audit entry (none when
 * `change` answers null: nothing changed). Changes to roles and standing take one lock, shared by
 * every instance, before they read anything (lockAccountForAdministration): they run one after the
 * other, whichever door they come through. When the change ended
 * the account's sessions, every instance hears of it after the commit and closes its sockets.
 */
async function changeAccount(
  ctx: AdminContext,
  admin: UserActor,
  userId: string,
  change: (tx: EntityManager, target: User) => Promise<(Omit<AuditChange, 'targetType' | 'targetId' | 'targetLabel'> & { endsSessions: boolean }) | null>,
): Promise<AdminUserView> {
  const ended = await ctx.em.transactional(async (tx) => {
    const target = await lockAccountForAdministration(tx, userId);
    const label = labelOf(target);
    const done = await change(tx, target);
    if (!done) return null;
    const { endsSessions, ...audit } = done;
    await tx.flush();
    if (endsSessions) await deleteSessionsOf(tx, target.id);
    await recordAudit(tx, auditOrigin(ctx, admin), { ...audit, targetType: 'user', targetId: target.id, targetLabel: label });
    return endsSessions ? audit.action : null;
  });
  // The account's open tabs are told a suspension as such; a role change as the session ending.
  if (ended) announceSessionsEnded(ctx.pubsub, userId, ended === 'user.suspend' ? 'suspended' : undefined);
  const view = await accountView(ctx.em, userId);
  if (!view) throw new AppError('NOT_FOUND', 'No such account');
  return view;
}

/**
 * Gives an account another role. Never one's own, never the last admin's. The account's sessions
 * end (a role does not change under a signed-in session); one audit entry (user.role). Setting
 * the role it has changes nothing and writes nothing.
 */
export function setUserRole(ctx: AdminContext, userId: string, role: UserRole): Promise<AdminUserView> {
  const admin = assertCan(ctx.actor, 'admin:users');
  accountId(userId);
  if (!Object.values(UserRole).includes(role)) throw new AppError('BAD_USER_INPUT', 'Not a role', { role: `One of ${Object.values(UserRole).join(', ')}` });
  if (userId === admin.id) throw new AppError('FORBIDDEN', 'You cannot change your own role: another admin can');
  return changeAccount(ctx, admin, userId, async (tx, target) => {
    if (target.role === role) return null;
    await assertAdminsRemain(tx, admin, target, role !== UserRole.ADMIN);
    const before = target.role;
    target.role = role;
    return { action: 'user.role', before: { role: before }, after: { role }, endsSessions: true };
  });
}

/** The reason a suspension needs: written, trimmed, and within its limit. */
function parseReason(reason: string): string {
  checkLength('reason', reason, ACCOUNT_ADMIN_LIMITS.suspensionReason);
  const text = reason.trim();
  if (!text) throw new AppError('BAD_USER_INPUT', 'Give a reason for the suspension', { reason: 'Give a reason: other admins read it' });
  return text;
}

/**
 * Suspends an account: it cannot sign in, its sessions end at once (sockets included, on every
 * instance) and it disappears from the directory, creator pages and suggestions until
 * unsuspended. Never one's own, never the last admin's; one audit entry (user.suspend).
 */
export function suspendUser(ctx: AdminContext, userId: string, reason: string): Promise<AdminUserView> {
  const admin = assertCan(ctx.actor, 'admin:users');
  accountId(userId);
  const text = parseReason(reason);
  return changeAccount(ctx, admin, userId, async (tx, target) => {
    if (target.suspendedAt) throw new AppError('BAD_USER_INPUT', `${displayNameOf(target)} is already suspended`, { userId: 'Already suspended' });
    await suspendLockedAccount(tx, admin, target, text);
    return { action: 'user.suspend', before: { suspended: false }, after: { suspended: true, reason: text }, endsSessions: true };
  });
}

/** Lifts a suspension: the account may sign in again and shows again where it showed. One audit entry (user.unsuspend). */
export function unsuspendUser(ctx: AdminContext, userId: string): Promise<AdminUserView> {
  const admin = assertCan(ctx.actor, 'admin:users');
  accountId(userId);
  return changeAccount(ctx, admin, userId, async (tx, target) => {
    if (!target.suspendedAt) throw new AppError('BAD_USER_INPUT', `${displayNameOf(target)} is not suspended`, { userId: 'Not suspended' });
    await assertAdminsRemain(tx, admin, target, false);
    const before = { suspended: true, reason: target.suspensionReason, suspendedAt: target.suspendedAt.toISOString() };
    target.suspendedAt = null;
    target.suspensionReason = null;
    return { action: 'user.unsuspend', before, after: { suspended: false }, endsSessions: false };
  });
}
