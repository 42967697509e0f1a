import type { EntityManager, ObjectQuery } from '@mikro-orm/postgresql';
import { assertCan, type Actor } from '../common/authz.js';
import { categoryCounts, type CategoryCount } from '../common/category-count.js';
import { FILTER_LIMITS } from '../common/limits.js';
import { searchTextFilter } from '../common/sql.js';
import { checkLength, searchText } from '../common/validation.js';
import { BrandConnection } from './brand-connection.entity.js';
import { Brand } from './brand.entity.js';

export type BrandFilter = { category?: string | null; search?: string | null };

function brandWhere(filter: BrandFilter): ObjectQuery<Brand> {
  checkLength('category', filter.category, FILTER_LIMITS.key);
  const where: ObjectQuery<Brand> = {};
  if (filter.category) where.category = filter.category;
  const search = searchText(filter.search);
  // Name or tagline, case-insensitively: the list and the category counts read the same column.
  if (search) Object.assign(where, searchTextFilter(search));
  return where;
}

/**
 * One page of the directory, alphabetical, with the total for the filter. The page comes as plain
 * objects with the entity's properties, not managed entities: it is only read, and hydrating and
 * tracking two dozen entities was a third of the request's CPU. The Brand type resolves from either.
 */
export async function listBrands(em: EntityManager, filter: BrandFilter, offset: number, limit: number): Promise<[Brand[], number]> {
  const where = brandWhere(filter);
  const [rows, total] = await Promise.all([
    em.getDriver().find(Brand, where, { orderBy: { name: 'asc', id: 'asc' }, offset, limit, ctx: em.getTransactionContext() }),
    em.count(Brand, where),
  ]);
  return [rows as Brand[], total];
}

/** The directory's categories with how many brands each holds under the same search. */
export function brandCategoryCounts(em: EntityManager, search?: string | null): Promise<CategoryCount[]> {
  return categoryCounts(em, { from: 'brands', category: 'category' }, search);
}

export async function brandBySlug(em: EntityManager, slug: string): Promise<Brand | null> {
  checkLength('slug', slug, FILTER_LIMITS.key);
  return em.findOne(Brand, { slug });
}

/** An account's brand connections, newest first: private to the account (and admins). */
export function brandConnectionsOf(em: EntityManager, actor: Actor | null, ownerId: string): Promise<BrandConnection[]> {
  assertCan(actor, 'account:read', { ownerId });
  return em.find(BrandConnection, { user: ownerId }, { orderBy: { createdAt: 'desc' }, populate: ['brand'] });
}
