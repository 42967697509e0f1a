import type { EntityManager } from '@mikro-orm/postgresql';
import { assertCan, type Action, type Actor, type UserActor } from '../common/authz.js';
import { AppError } from '../common/errors.js';
import { isUuid } from '../common/validation.js';
import { BrandMember, type BrandMemberRole } from './brand-member.entity.js';
import { Brand } from './brand.entity.js';

/**
 * Who is on a brand's team, and as what. One place reads brand_members for the policy's team
 * rules ('brand:manage', 'brand:team'), so the brand page, its team and its inbox agree on who
 * may act for a brand.
 */

/** The account's role on the brand's team, or null when it is not on it. */
export async function brandRoleOf(em: EntityManager, brandId: string, userId: string): Promise<BrandMemberRole | null> {
  const member = await em.findOne(BrandMember, { brand: brandId, user: userId }, { fields: ['role'] });
  return member?.role ?? null;
}

/** The account's role on each brand whose team it is on, by brand id. */
export async function teamRolesOf(em: EntityManager, userId: string): Promise<Map<string, BrandMemberRole>> {
  const members = await em.find(BrandMember, { user: userId }, { fields: ['brand', 'role'] });
  return new Map(members.map((member) => [member.brand.id, member.role]));
}

/** Whether the account is on the brand's team (owner or member). */
export async function isBrandMember(em: EntityManager, brandId: string, userId: string): Promise<boolean> {
  return (await brandRoleOf(em, brandId, userId)) !== null;
}

/**
 * The policy's check of a team action on a brand: UNAUTHENTICATED for a visitor, NOT_FOUND for a
 * brand that does not exist (a malformed id included), FORBIDDEN for anyone off the team (or not
 * an owner, for 'brand:team' and 'brand:invite'; or an unverified brand, for 'brand:invite').
 * Answers the actor and the brand.
 */
export async function assertBrandTeam(
  em: EntityManager,
  actor: Actor | null,
  action: Extract<Action, 'brand:manage' | 'brand:team' | 'brand:invite'>,
  brandId: string,
): Promise<{ user: UserActor; brand: Brand }> {
  // Signed in first, so a visitor learns nothing about brand ids.
  if (!actor) assertCan(actor, action, { teamRole: null });
  const brand = isUuid(brandId) ? await em.findOne(Brand, { id: brandId }) : null;
  if (!brand) throw new AppError('NOT_FOUND', 'No such brand');
  const teamRole = actor?.kind === 'user' ? await brandRoleOf(em, brand.id, actor.id) : null;
  return { user: assertCan(actor, action, { teamRole, verified: brand.verified }), brand };
}
