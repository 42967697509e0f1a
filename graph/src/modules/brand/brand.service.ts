import type { EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import { categoryCounts, searchFilter, type CategoryCount } from '../common/category-count.js';
import { Brand } from './brand.entity.js';

/** What the directory's search reads: the list and the category counts alike. */
const SEARCH_FIELDS = ['name', 'tagline'] as const;

export type BrandFilter = { category?: string | null; search?: string | null };

function brandWhere(filter: BrandFilter): FilterQuery<Brand> {
  const where: FilterQuery<Brand> = {};
  if (filter.category) where.category = filter.category;
  const search = filter.search?.trim();
  if (search) where.$or = searchFilter(SEARCH_FIELDS, search);
  return where;
}

/** One page of the directory, alphabetical, with the total for the filter. */
export async function listBrands(em: EntityManager, filter: BrandFilter, offset: number, limit: number): Promise<[Brand[], number]> {
  return em.findAndCount(Brand, brandWhere(filter), { orderBy: { name: 'asc', id: 'asc' }, offset, limit });
}

/** The directory's categories with how many brands each holds under the same search. */
export function brandCategoryCounts(em: EntityManager, search?: string | null): Promise<CategoryCount[]> {
  return categoryCounts(em, { from: 'brands', category: 'category', searchColumns: SEARCH_FIELDS }, search);
}

export function brandBySlug(em: EntityManager, slug: string): Promise<Brand | null> {
  return em.findOne(Brand, { slug });
}
