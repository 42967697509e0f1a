import type { EntityManager } from '@mikro-orm/postgresql';
import { assertCan, assertKeyGrant, type Action, type Actor, type ApiResource, type UserActor } from '../common/authz.js';
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

/** Who acted for a brand: a person on its team, or one of its API keys (never both). */
export type BrandAgent = { brand: Brand; userId: string | null; keyId: string | null };

/**
 * The policy's check of an action on a brand that its API keys may also do: a signed-in account
 * as `assertBrandTeam` checks it, or a key of that brand holding `grant` (`assertKeyGrant`).
 * Answers the brand and who acted, for the records that say so (the audit log, a key's calls).
 */
export async function assertBrandAgent(
  em: EntityManager,
  actor: Actor | null,
  action: Extract<Action, 'brand:manage' | 'brand:team'>,
  brandId: string,
  grant: { resource: ApiResource; access: 'READ' | 'WRITE' },
): Promise<BrandAgent> {
  if (actor?.kind !== 'apiKey') {
    const { user, brand } = await assertBrandTeam(em, actor, action, brandId);
    return { brand, userId: user.id, keyId: null };
  }
  // The key's own brand and grant first: another brand's id is NOT_FOUND before any read.
  assertKeyGrant(actor, isUuid(brandId) ? brandId : '', grant.resource, grant.access);
  const brand = await em.findOne(Brand, { id: brandId });
  if (!brand) throw new AppError('NOT_FOUND', 'No such brand');
  return { brand, userId: null, keyId: actor.keyId };
}
