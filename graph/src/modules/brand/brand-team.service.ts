import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../common/authz.js';
import { AppError } from '../common/errors.js';
import { isUuid } from '../common/validation.js';
import { BrandMember, BrandMemberRole } from './brand-member.entity.js';
import { assertBrandTeam, brandRoleOf } from './brand-team.js';

/**
 * A brand's team as its members see it: who is on it and as what; owners manage it.
 * Invitations live in brand-invite.service.ts.
 */

/** One team member as the team sees them: a public name, and the e-mail for owners only. */
export type TeamMemberView = {
  userId: string;
  username: string;
  name: string;
  profileImageUrl: string | null;
  role: BrandMemberRole;
  joinedAt: Date;
  /** Null unless the reader is one of the brand's owners. */
  email: string | null;
};

/** The brand's team, owners first then by when they joined; its team only, and e-mails for its owners only. */
export async function brandMembers(em: EntityManager, actor: Actor | null, brandId: string): Promise<TeamMemberView[]> {
  const { user } = await assertBrandTeam(em, actor, 'brand:manage', brandId);
  const ownerReads = (await brandRoleOf(em, brandId, user.id)) === BrandMemberRole.OWNER;
  const members = await em.find(BrandMember, { brand: brandId }, { populate: ['user'], orderBy: { createdAt: 'asc', id: 'asc' } });
  return members
    .sort((a, b) => Number(b.role === BrandMemberRole.OWNER) - Number(a.role === BrandMemberRole.OWNER))
    .map((member) => ({
      userId: member.user.id,
      username: member.user.username,
      name: [member.user.firstName, member.user.lastName].filter(Boolean).join(' ') || member.user.username,
      profileImageUrl: member.user.profileImageUrl,
      role: member.role,
      joinedAt: member.createdAt,
      email: ownerReads ? member.user.email : null,
    }));
}

/**
 * The member's row and the brand's owner count, with every row of the team locked to the commit:
 * two removals (or role changes) on one team take turns, so the last owner can never be lost.
 */
async function lockTeam(tx: EntityManager, brandId: string, userId: string): Promise<{ member: BrandMember; owners: number }> {
  const rows = await tx.execute<{ user_id: string; role: BrandMemberRole }[]>(
    'select user_id, role from brand_members where brand_id = ? order by id for update',
    [brandId],
  );
  const member = rows.some((row) => row.user_id === userId) ? await tx.findOne(BrandMember, { brand: brandId, user: userId }) : null;
  if (!member) throw new AppError('NOT_FOUND', 'This account is not on the team');
  return { member, owners: rows.filter((row) => row.role === BrandMemberRole.OWNER).length };
}

const LAST_OWNER = 'A brand needs at least one owner: make someone else an owner first';

/**
 * Takes an account off a brand's team: owners remove anyone, any member may leave (remove
 * themselves). Never the last owner. Answers true.
 */
export async function removeBrandMember(em: EntityManager, actor: Actor | null, brandId: string, userId: string): Promise<boolean> {
  if (!isUuid(userId)) throw new AppError('BAD_USER_INPUT', 'Not an account id', { userId: 'Not an account id (a UUID)' });
  const leaving = actor?.kind === 'user' && actor.id === userId;
  await assertBrandTeam(em, actor, leaving ? 'brand:manage' : 'brand:team', brandId);
  return em.transactional(async (tx) => {
    const { member, owners } = await lockTeam(tx, brandId, userId);
    if (member.role === BrandMemberRole.OWNER && owners <= 1) throw new AppError('CONFLICT', LAST_OWNER);
    tx.remove(member);
    await tx.flush();
    return true;
  });
}

/** Makes a member an owner, or an owner a member; owners only, and never the last owner a member. */
export async function setBrandMemberRole(
  em: EntityManager,
  actor: Actor | null,
  brandId: string,
  userId: string,
  role: BrandMemberRole,
): Promise<TeamMemberView[]> {
  if (!isUuid(userId)) throw new AppError('BAD_USER_INPUT', 'Not an account id', { userId: 'Not an account id (a UUID)' });
  await assertBrandTeam(em, actor, 'brand:team', brandId);
  await em.transactional(async (tx) => {
    const { member, owners } = await lockTeam(tx, brandId, userId);
    if (member.role === role) return;
    if (member.role === BrandMemberRole.OWNER && owners <= 1) throw new AppError('CONFLICT', LAST_OWNER);
    member.role = role;
    await tx.flush();
  });
  return brandMembers(em, actor, brandId);
}
