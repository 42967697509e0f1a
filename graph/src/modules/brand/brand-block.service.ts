import type { EntityManager } from '@mikro-orm/postgresql';
import { assertCan, type Actor } from '../common/authz.js';
import { AppError } from '../common/errors.js';
import { isUuid } from '../common/validation.js';
import { assertCreatorAccount } from '../user/account-standing.js';
import { isBrandMember } from './brand-team.js';
import { Brand } from './brand.entity.js';

/**
 * A creator's block of a brand. It stands against the brand, not one account, so it stops the
 * brand's whole team (members who join later included): nobody writes for the brand to the
 * creator, the creator's pending request to it is taken back and no new one can be sent, and the
 * brand leaves the creator's brand matches. Lifting it restores the conversation as it was.
 */

/**
 * The brand a creator may block: one in the directory, or one they have dealt with (asked, or
 * talked to), so that an unlisted brand's id cannot be probed. NOT_FOUND otherwise.
 */
async function blockableBrand(em: EntityManager, userId: string, brandId: string): Promise<Brand> {
  const brand = isUuid(brandId) ? await em.findOne(Brand, { id: brandId }) : null;
  if (
    brand &&
    (brand.listed || (await em.execute('select 1 from brand_connections where user_id = ? and brand_id = ? limit 1', [userId, brand.id])).length > 0)
  )
    return brand;
  throw new AppError('NOT_FOUND', 'No such brand');
}

/** Blocks a brand for the signed-in creator (again: nothing changes). Answers the brand. */
export async function blockBrand(em: EntityManager, actor: Actor | null, brandId: string): Promise<Brand> {
  const me = await assertCreatorAccount(em, actor, 'brand:block');
  const brand = await blockableBrand(em, me.id, brandId);
  if (await isBrandMember(em, brand.id, me.id)) throw new AppError('FORBIDDEN', `You are on ${brand.name}'s team`);
  await em.transactional(async (tx) => {
    await tx.execute('insert into brand_blocks (user_id, brand_id, created_at) values (?, ?, now()) on conflict do nothing', [me.id, brand.id]);
    // A pending request to a brand one blocks is taken back: its team can no longer answer it.
    await tx.execute(`update brand_connections set status = 'withdrawn', updated_at = now() where user_id = ? and brand_id = ? and status = 'requested'`, [
      me.id,
      brand.id,
    ]);
  });
  return brand;
}

/** Lifts the signed-in creator's block of a brand (none: nothing changes). Answers the brand. */
export async function unblockBrand(em: EntityManager, actor: Actor | null, brandId: string): Promise<Brand> {
  const me = await assertCreatorAccount(em, actor, 'brand:block');
  const brand = await blockableBrand(em, me.id, brandId);
  await em.execute('delete from brand_blocks where user_id = ? and brand_id = ?', [me.id, brand.id]);
  return brand;
}

/** Whether the creator has blocked the brand (any code path that lets a brand reach a creator asks this). */
export async function hasBlockedBrand(em: EntityManager, userId: string, brandId: string): Promise<boolean> {
  const rows = await em.execute('select 1 from brand_blocks where user_id = ? and brand_id = ?', [userId, brandId]);
  return rows.length > 0;
}

/** `Brand.viewerBlocked`: whether the signed-in account blocked this brand; false for a visitor. */
export async function viewerBlockedBrand(em: EntityManager, actor: Actor | null, brandId: string): Promise<boolean> {
  if (actor?.kind !== 'user') return false;
  return hasBlockedBrand(em, actor.id, brandId);
}

/** The brands an account has blocked, the latest first: its own account only (the settings page lists them). */
export async function blockedBrandsOf(em: EntityManager, actor: Actor | null, ownerId: string): Promise<Brand[]> {
  assertCan(actor, 'network:read', { ownerId });
  const rows = await em.execute<{ brand_id: string }[]>('select brand_id from brand_blocks where user_id = ? order by created_at desc limit 500', [ownerId]);
  if (rows.length === 0) return [];
  const brands = await em.find(Brand, { id: { $in: rows.map((row) => row.brand_id) } });
  const byId = new Map(brands.map((brand) => [brand.id, brand]));
  return rows.flatMap((row) => byId.get(row.brand_id) ?? []);
}

/** SQL: the brand (`brandColumn`) is not blocked by the creator given as the one parameter. */
export const BRAND_NOT_BLOCKED_SQL = (brandColumn: string) =>
  `not exists (select 1 from brand_blocks bb where bb.user_id = ? and bb.brand_id = ${brandColumn})`;
