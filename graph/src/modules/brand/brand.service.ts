import { raw } from '@mikro-orm/core';
import type { EntityManager, ObjectQuery, OrderDefinition } from '@mikro-orm/postgresql';
import { assertCan, assertKeyGrant, signedInUser, type Actor } from '../common/authz.js';
import { categoryCounts, type CategoryCount } from '../common/category-count.js';
import { FILTER_LIMITS } from '../../shared/limits.js';
import { searchTextFilter } from '../common/sql.js';
import { checkLength, searchText } from '../common/validation.js';
import { BrandConnection } from './brand-connection.entity.js';
import { isBrandMember } from './brand-team.js';
import { Brand } from './brand.entity.js';

export type BrandFilter = { category?: string | null; search?: string | null };

/**
 * Names as people sort them: case-insensitive and accents folded ("Abbey Road" before "AWAL",
 * "Émile" beside "Emile"), by ICU's root collation whatever the database's own collation is. The
 * embedded PostgreSQL ships ICU too. Ties (the same name) by id, so pages never overlap.
 */
export const BRAND_NAME_ORDER: OrderDefinition<Brand> = [{ [raw((alias: string) => `${alias}.name collate "und-x-icu"`)]: 'asc' }, { id: 'asc' }];

/** The directory's filter; `listedOnly: false` is the back office's, which sees brands awaiting verification too. */
export function brandWhere(filter: BrandFilter, { listedOnly = true } = {}): ObjectQuery<Brand> {
  checkLength('category', filter.category, FILTER_LIMITS.key);
  const where: ObjectQuery<Brand> = {};
  if (listedOnly) where.listed = true;
  if (filter.category) where.category = filter.category;
  const search = searchText(filter.search);
  // Name, tagline, category or description, case-insensitively: the list and the category counts read the same column.
  if (search) Object.assign(where, searchTextFilter(search));
  return where;
}

/**
 * One page of the directory (listed brands only), alphabetical as people read names, with the total for the filter. The page comes as plain
 * objects with the entity's properties, not managed entities: it is only read, and hydrating and
 * tracking two dozen entities was a third of the request's CPU. The Brand type resolves from either.
 */
export async function listBrands(em: EntityManager, filter: BrandFilter, offset: number, limit: number): Promise<[Brand[], number]> {
  const where = brandWhere(filter);
  const [rows, total] = await Promise.all([
    em.getDriver().find(Brand, where, { orderBy: BRAND_NAME_ORDER, offset, limit, ctx: em.getTransactionContext() }),
    em.count(Brand, where),
  ]);
  return [rows as Brand[], total];
}

/** The directory's categories with how many listed brands each holds under the same search. */
export function brandCategoryCounts(em: EntityManager, search?: string | null): Promise<CategoryCount[]> {
  return categoryCounts(em, { from: 'brands', category: 'category', where: 'listed' }, search);
}

/** The brand with this slug, listed or not: callers decide who may see an unlisted one (see `visibleBrandBySlug`). */
export async function brandBySlug(em: EntityManager, slug: string): Promise<Brand | null> {
  checkLength('slug', slug, FILTER_LIMITS.key);
  return em.findOne(Brand, { slug });
}

/**
 * A brand's page as the actor may see it: a listed brand for anyone; one awaiting verification
 * only for its team, admins and its own API keys holding BRAND_PAGE READ (FORBIDDEN naming the
 * grant for its keys without it; null for everyone else, as if it did not exist).
 */
export async function visibleBrandBySlug(em: EntityManager, actor: Actor | null, slug: string): Promise<Brand | null> {
  const brand = await brandBySlug(em, slug);
  if (!brand || brand.listed) return brand;
  if (actor?.kind === 'apiKey') return actor.brandId === brand.id ? (assertKeyGrant(actor, brand.id, 'BRAND_PAGE', 'READ'), brand) : null;
  const user = signedInUser(actor);
  if (user && (user.role === 'admin' || (await isBrandMember(em, brand.id, user.id)))) return brand;
  return null;
}

/** An account's brand connections, newest first: private to the account (and admins). */
export function brandConnectionsOf(em: EntityManager, actor: Actor | null, ownerId: string): Promise<BrandConnection[]> {
  assertCan(actor, 'account:read', { ownerId });
  return em.find(BrandConnection, { user: ownerId }, { orderBy: { createdAt: 'desc' }, populate: ['brand'] });
}
