import type { EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import { containsPattern } from '../common/sql.js';
import { Brand } from './brand.entity.js';

export type BrandFilter = { category?: string | null; search?: string | null };

/** One page of the directory, alphabetical, with the total for the filter. */
export async function listBrands(em: EntityManager, filter: BrandFilter, offset: number, limit: number): Promise<[Brand[], number]> {
  const where: FilterQuery<Brand> = {};
  if (filter.category) where.category = filter.category;
  const search = filter.search?.trim();
  if (search) {
    const like = containsPattern(search);
    where.$or = [{ name: { $ilike: like } }, { tagline: { $ilike: like } }];
  }
  return em.findAndCount(Brand, where, { orderBy: { name: 'asc', id: 'asc' }, offset, limit });
}

export function brandBySlug(em: EntityManager, slug: string): Promise<Brand | null> {
  return em.findOne(Brand, { slug });
}
