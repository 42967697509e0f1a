import { LockMode, raw } from '@mikro-orm/core';
import type { EntityManager, ObjectQuery, OrderDefinition } from '@mikro-orm/postgresql';
import { auditOrigin, recordAudit } from '../audit/audit.service.js';
import { assertCan } from '../common/authz.js';
import { pageWindow, toConnection, type Connection, type PageArgs } from '../common/connection.js';
import type { Context } from '../common/context.js';
import { AppError } from '../common/errors.js';
import { BRAND_LIMITS } from '../../shared/limits.js';
import { checkLength, isUuid } from '../common/validation.js';
import { User } from '../user/user.entity.js';
import { BrandClaim, BrandClaimStatus } from './brand-claim.entity.js';
import { BrandMember, BrandMemberRole } from './brand-member.entity.js';
import { Brand } from './brand.entity.js';
import { BRAND_NAME_ORDER, brandWhere, type BrandFilter } from './brand.service.js';
import { notify, type NotifyInput } from '../notification/notification.service.js';

/**
 * /admin/brands: brands awaiting verification, claims on directory brands, and the
 * decisions on both. Every decision writes one audit entry in its own transaction.
 */

/** Which brands the back office lists. */
export enum AdminBrandStatus {
  /** Unverified pages a team waits on: created by a brand account and not yet in the directory, or listed and run by a team. */
  AWAITING_VERIFICATION = 'awaiting_verification',
  /** Without the verification badge, listed or not. */
  UNVERIFIED = 'unverified',
  VERIFIED = 'verified',
  ALL = 'all',
}

/** The brand has a team: a brand account created or claimed it. */
const hasTeam = (): ObjectQuery<Brand> => ({ [raw((alias: string) => `exists (select 1 from brand_members bm where bm.brand_id = ${alias}.id)`)]: [] });

// A raw fragment is made anew for each query (the ORM caches a fragment used as a key once).
const WHERE: Record<AdminBrandStatus, () => ObjectQuery<Brand>> = {
  // Every unverified page that waits on an admin: new pages not in the directory yet, and listed
  // pages whose team is told an admin will check them (a catalogue brand nobody runs waits on no one).
  [AdminBrandStatus.AWAITING_VERIFICATION]: () => ({ verified: false, $or: [{ listed: false }, hasTeam()] }),
  [AdminBrandStatus.UNVERIFIED]: () => ({ verified: false }),
  [AdminBrandStatus.VERIFIED]: () => ({ verified: true }),
  [AdminBrandStatus.ALL]: () => ({}),
};

/** The queue oldest first (the longest wait on top); every other list by name. */
const ORDER = (status: AdminBrandStatus): OrderDefinition<Brand> =>
  status === AdminBrandStatus.AWAITING_VERIFICATION ? [{ createdAt: 'asc' }, { id: 'asc' }] : BRAND_NAME_ORDER;

export type AdminBrandFilter = PageArgs & BrandFilter & { status?: AdminBrandStatus | null };

/** One page of brands for admins, unlisted ones included: awaiting verification by default. */
export async function adminBrands({ em, actor }: Pick<Context, 'em' | 'actor'>, filter: AdminBrandFilter): Promise<Connection<Brand>> {
  assertCan(actor, 'admin:brands');
  const status = filter.status ?? AdminBrandStatus.AWAITING_VERIFICATION;
  const { offset, limit } = pageWindow(filter);
  const where: ObjectQuery<Brand> = { $and: [brandWhere(filter, { listedOnly: false }), WHERE[status]()] };
  const [nodes, total] = await em.findAndCount(Brand, where, { orderBy: ORDER(status), offset, limit });
  return toConnection(nodes, total, offset);
}

/** The most claims one list shows: a queue, read from the oldest. */
export const BRAND_CLAIMS_MAX = 200;

/** Claims with this status (pending by default), oldest first; admins only. */
export function brandClaims({ em, actor }: Pick<Context, 'em' | 'actor'>, status?: BrandClaimStatus | null): Promise<BrandClaim[]> {
  assertCan(actor, 'admin:brands');
  return em.find(
    BrandClaim,
    { status: status ?? BrandClaimStatus.PENDING },
    { orderBy: { createdAt: 'asc', id: 'asc' }, limit: BRAND_CLAIMS_MAX, populate: ['brand', 'user'] },
  );
}

type AdminContext = Pick<Context, 'em' | 'actor' | 'requestId' | 'session'>;

function idOf(id: string, what: string): string {
  if (!isUuid(id)) throw new AppError('BAD_USER_INPUT', `Not a ${what} id`, { id: `Not a ${what} id (a UUID)` });
  return id;
}

/**
 * The claim and its brand, both locked to the commit: two admins deciding on one brand take turns.
 * Always the brand first, then its claims: approving one claim also rejects the brand's others, so
 * two admins who each locked their own claim first would each wait for the other's (a deadlock).
 * The claim's brand never changes, so reading it before the lock is safe; its status is read after.
 */
async function lockPendingClaim(tx: EntityManager, id: string): Promise<BrandClaim> {
  const [row] = await tx.execute<{ brand_id: string }[]>('select brand_id from brand_claims where id = ?', [id]);
  if (!row) throw new AppError('NOT_FOUND', 'No such claim');
  await tx.findOneOrFail(Brand, { id: row.brand_id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  const claim = await tx.findOneOrFail(BrandClaim, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  await tx.populate(claim, ['user']);
  if (claim.status !== BrandClaimStatus.PENDING) throw new AppError('CONFLICT', `This claim was already ${claim.status}`);
  return claim;
}

/** What a claimant is told of the decision on their claim. */
const claimNotice = (claim: BrandClaim, brand: Brand, body: string, url: string): NotifyInput => ({
  userId: claim.user.id,
  kind: 'brand_claim_decided',
  groupKey: `claim:${claim.id}`,
  subject: brand.name,
  body,
  url,
  reason: `you claimed ${brand.name}`,
});

/**
 * Approves a pending claim: the claimant becomes the brand's owner, and the brand's other pending
 * claims are rejected with it. One audit entry (brand.approve_claim) records all of it.
 */
export async function approveBrandClaim(ctx: AdminContext, id: string): Promise<BrandClaim> {
  const admin = assertCan(ctx.actor, 'admin:brands');
  idOf(id, 'claim');
  return ctx.em.transactional(async (tx) => {
    const claim = await lockPendingClaim(tx, id);
    const brand = claim.brand;
    if (await tx.count(BrandMember, { brand })) throw new AppError('CONFLICT', 'This brand already has a team: reject the claim');
    const now = new Date();
    tx.create(BrandMember, { brand, user: claim.user, role: BrandMemberRole.OWNER });
    tx.assign(claim, { status: BrandClaimStatus.APPROVED, decidedBy: tx.getReference(User, admin.id), decidedAt: now });
    const others = await tx.find(BrandClaim, { brand, status: BrandClaimStatus.PENDING, id: { $ne: claim.id } });
    for (const other of others) {
      tx.assign(other, {
        status: BrandClaimStatus.REJECTED,
        reason: 'Another claim for this brand was approved',
        decidedBy: tx.getReference(User, admin.id),
        decidedAt: now,
      });
    }
    await tx.flush();
    await recordAudit(tx, auditOrigin(ctx, admin), {
      action: 'brand.approve_claim',
      targetType: 'brand',
      targetId: brand.id,
      targetLabel: brand.name,
      before: { claimId: claim.id, status: BrandClaimStatus.PENDING },
      after: { claimId: claim.id, status: claim.status, owner: claim.user.username, rejectedClaims: others.map((other) => other.id) },
    });
    await notify(tx, [
      claimNotice(claim, brand, 'Approved: you now run its page', '/brand'),
      ...others.map((other) => claimNotice(other, brand, 'Not approved: another claim for this brand was approved', `/brands/${brand.slug}`)),
    ]);
    return claim;
  });
}

/** Rejects a pending claim with a reason the claimant reads; one audit entry (brand.reject_claim). */
export async function rejectBrandClaim(ctx: AdminContext, id: string, reason: string): Promise<BrandClaim> {
  const admin = assertCan(ctx.actor, 'admin:brands');
  idOf(id, 'claim');
  checkLength('reason', reason, BRAND_LIMITS.claimReason);
  const text = reason.trim();
  if (!text) throw new AppError('BAD_USER_INPUT', 'Give the claimant a reason', { reason: 'Required' });
  return ctx.em.transactional(async (tx) => {
    const claim = await lockPendingClaim(tx, id);
    tx.assign(claim, { status: BrandClaimStatus.REJECTED, reason: text, decidedBy: tx.getReference(User, admin.id), decidedAt: new Date() });
    await tx.flush();
    await recordAudit(tx, auditOrigin(ctx, admin), {
      action: 'brand.reject_claim',
      targetType: 'brand',
      targetId: claim.brand.id,
      targetLabel: claim.brand.name,
      before: { claimId: claim.id, status: BrandClaimStatus.PENDING },
      after: { claimId: claim.id, status: claim.status, claimant: claim.user.username, reason: text },
    });
    await notify(tx, claimNotice(claim, claim.brand, `Not approved: ${text}`, `/brands/${claim.brand.slug}`));
    return claim;
  });
}

/**
 * Verifies a brand: into the directory (listed) with the verification badge. One audit entry
 * (brand.verify); none when it already was both, which changes nothing.
 */
export async function verifyBrand(ctx: AdminContext, id: string): Promise<Brand> {
  const admin = assertCan(ctx.actor, 'admin:brands');
  idOf(id, 'brand');
  return ctx.em.transactional(async (tx) => {
    const brand = await tx.findOne(Brand, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!brand) throw new AppError('NOT_FOUND', 'No such brand');
    if (brand.listed && brand.verified) return brand;
    const before = { listed: brand.listed, verified: brand.verified };
    tx.assign(brand, { listed: true, verified: true, verifiedAt: new Date() });
    await tx.flush();
    await recordAudit(tx, auditOrigin(ctx, admin), {
      action: 'brand.verify',
      targetType: 'brand',
      targetId: brand.id,
      targetLabel: brand.name,
      before,
      after: { listed: true, verified: true, verifiedAt: brand.verifiedAt!.toISOString() },
    });
    const team = await tx.execute<{ user_id: string }[]>('select user_id from brand_members where brand_id = ?', [brand.id]);
    await notify(
      tx,
      team.map(({ user_id }) => ({
        userId: user_id,
        kind: 'brand_verified' as const,
        groupKey: `brand:${brand.id}`,
        subject: brand.name,
        body: 'It is in the directory now, with the verified badge.',
        url: `/brands/${brand.slug}`,
        reason: `you are on the ${brand.name} team`,
      })),
    );
    return brand;
  });
}
