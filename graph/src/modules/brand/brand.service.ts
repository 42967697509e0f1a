import type { EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import type { CategoryCount } from '../common/category-count.js';
import { containsPattern } from '../common/sql.js';
import { Brand } from './brand.entity.js';

export type BrandFilter = { category?: string | null; search?: string | null };

function brandWhere(filter: BrandFilter): FilterQuery<Brand> {
  const where: FilterQuery<Brand> = {};
  if (filter.category) where.category = filter.category;
  const search = filter.search?.trim();
  if (search) {
    const like = containsPattern(search);
    where.$or = [{ name: { $ilike: like } }, { tagline: { $ilike: like } }];
  }
  return where;
}

/** One page of the directory, alphabetical, with the total for the filter. */
export async function listBrands(em: EntityManager, filter: BrandFilter, offset: number, limit: number): Promise<[Brand[], number]> {
  return em.findAndCount(Brand, brandWhere(filter), { orderBy: { name: 'asc', id: 'asc' }, offset, limit });
}

/**
 * The directory's categories with how many brands each holds under the same search, the
 * largest first: one GROUP BY in SQL, so the chips stay cheap however large the directory grows.
 */
export async function brandCategoryCounts(em: EntityManager, search?: string | null): Promise<CategoryCount[]> {
  const text = search?.trim();
  const like = text ? containsPattern(text) : null;
  const rows = await em.getConnection().execute<{ category: string; count: number }[]>(
    `select category, count(*)::int as count
       from brands
      where (?::text is null or name ilike ? or tagline ilike ?)
      group by category
      order by count desc, category asc`,
    [like, like, like],
  );
  return rows.map((r) => ({ category: r.category, count: Number(r.count) }));
}

export function brandBySlug(em: EntityManager, slug: string): Promise<Brand | null> {
  return em.findOne(Brand, { slug });
}
