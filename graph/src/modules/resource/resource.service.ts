import type { EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import { addJob } from '../../platform/jobs.js';
import { categoryCounts, type CategoryCount } from '../common/category-count.js';
import { FILTER_LIMITS } from '../common/limits.js';
import { searchTextFilter } from '../common/sql.js';
import type { PubSub, PubSubEvents } from '../common/pubsub.js';
import { checkLength, searchText } from '../common/validation.js';
import { Resource } from './resource.entity.js';

export type ResourceFilter = { category?: string | null; search?: string | null };

/** The resources a filter selects, checked before any SQL: the library's (active ones), or with archived ones too for the back office. */
export function resourcesWhere(filter: ResourceFilter, { includeArchived = false } = {}): FilterQuery<Resource> {
  checkLength('category', filter.category, FILTER_LIMITS.key);
  const search = searchText(filter.search);
  const where: FilterQuery<Resource> = includeArchived ? {} : { active: true };
  if (filter.category) where.category = { $contains: [filter.category] };
  // Name or description, case-insensitively: the list and the category counts read the same column.
  if (search) Object.assign(where, searchTextFilter(search));
  return where;
}

/** One page of the active library, alphabetical, with the total for the filter. */
export async function listResources(
  em: EntityManager,
  filter: ResourceFilter,
  offset: number,
  limit: number,
): Promise<[Resource[], number]> {
  return em.findAndCount(Resource, resourcesWhere(filter), { orderBy: { name: 'asc', id: 'asc' }, offset, limit });
}

/** The library's categories with how many active resources each holds under the same search; a resource counts once in each of its categories. */
export function resourceCategoryCounts(em: EntityManager, search?: string | null): Promise<CategoryCount[]> {
  return categoryCounts(
    em,
    { from: 'resources r cross join unnest(r.category) as c', category: 'c', where: 'r.active', alias: 'r' },
    search,
  );
}

export async function resourceBySlug(em: EntityManager, slug: string): Promise<Resource | null> {
  checkLength('slug', slug, FILTER_LIMITS.key);
  return em.findOne(Resource, { slug, active: true });
}

export type CatalogKind = PubSubEvents['CATALOG_UPDATED'][0]['kind'];

/**
 * Every change to the catalogue goes through here (admin edits, imports): the edit and the sweep
 * that marks every creator's matches stale commit together (a job: it runs once, on one
 * instance, and is retried if it fails), then CATALOG_UPDATED tells every instance to drop its
 * prepared catalogue (an event: each instance holds its own). Brands are not scored, so a
 * brands-only change leaves the matches alone. An edit that found nothing to change (`changed`
 * says so from its result) queues nothing and tells nobody.
 */
export async function changeCatalog<T>(
  em: EntityManager,
  pubsub: PubSub,
  kind: CatalogKind,
  edit: (tx: EntityManager) => Promise<T>,
  { changed = () => true }: { changed?: (result: T) => boolean } = {},
): Promise<T> {
  const { result, didChange } = await em.transactional(async (tx) => {
    const result = await edit(tx);
    const didChange = changed(result);
    if (didChange && kind !== 'brands') await addJob(tx, 'mark_matches_stale', { kind });
    return { result, didChange };
  });
  if (didChange) pubsub.publish('CATALOG_UPDATED', { kind, changedAt: new Date() });
  return result;
}
