import type { EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import type { CategoryCount } from '../common/category-count.js';
import { containsPattern } from '../common/sql.js';
import { Resource } from './resource.entity.js';

export type ResourceFilter = { category?: string | null; search?: string | null };

/** One page of the active library, alphabetical, with the total for the filter. */
export async function listResources(
  em: EntityManager,
  filter: ResourceFilter,
  offset: number,
  limit: number,
): Promise<[Resource[], number]> {
  const where: FilterQuery<Resource> = { active: true };
  if (filter.category) where.category = { $contains: [filter.category] };
  const search = filter.search?.trim();
  if (search) {
    const like = containsPattern(search);
    where.$or = [{ name: { $ilike: like } }, { description: { $ilike: like } }];
  }
  return em.findAndCount(Resource, where, { orderBy: { name: 'asc', id: 'asc' }, offset, limit });
}

/**
 * The library's categories with how many active resources each holds under the same search,
 * the largest first. A resource counts once in each of its categories (counted in SQL).
 */
export async function resourceCategoryCounts(em: EntityManager, search?: string | null): Promise<CategoryCount[]> {
  const text = search?.trim();
  const like = text ? containsPattern(text) : null;
  const rows = await em.getConnection().execute<{ category: string; count: number }[]>(
    `select c as category, count(*)::int as count
       from resources r cross join unnest(r.category) as c
      where r.active and (?::text is null or r.name ilike ? or r.description ilike ?)
      group by c
      order by count desc, category asc`,
    [like, like, like],
  );
  return rows.map((r) => ({ category: r.category, count: Number(r.count) }));
}

export function resourceBySlug(em: EntityManager, slug: string): Promise<Resource | null> {
  return em.findOne(Resource, { slug, active: true });
}
