import type { EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import { assertCan, type Actor } from '../common/authz.js';
import { categoryCounts, type CategoryCount } from '../common/category-count.js';
import { FILTER_LIMITS } from '../common/limits.js';
import { searchTextFilter } from '../common/sql.js';
import { checkLength, searchText } from '../common/validation.js';
import { BrandConnection } from './brand-connection.entity.js';
import { Brand } from './brand.entity.js';

export type BrandFilter = { category?: string | null; search?: string | null };

function brandWhere(filter: BrandFilter): FilterQuery<Brand> {
  checkLength('category', filter.category, FILTER_LIMITS.key);
  const where: FilterQuery<Brand> = {};
  if (filter.category) where.category = filter.category;
  const search = searchText(filter.search);
  // Name or tagline, case-insensitively: the list and the category counts read the same column.
  if (search) Object.assign(where, searchTextFilter(search));
  return where;
}

/** One page of the directory, alphabetical, with the total for the filter. */
export async function listBrands(em: EntityManager, filter: BrandFilter, offset: number, limit: number): Promise<[Brand[], number]> {
  return em.findAndCount(Brand, brandWhere(filter), { orderBy: { name: 'asc', id: 'asc' }, offset, limit });
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
