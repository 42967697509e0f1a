import type { EntityManager, FilterQuery } from '@mikro-orm/postgresql';
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

export function resourceBySlug(em: EntityManager, slug: string): Promise<Resource | null> {
  return em.findOne(Resource, { slug, active: true });
}
