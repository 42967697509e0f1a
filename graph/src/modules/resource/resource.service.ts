import { raw } from '@mikro-orm/core';
import type { EntityManager, FilterQuery, OrderDefinition } from '@mikro-orm/postgresql';
import { addJob } from '../../platform/jobs.js';
import { categoryCounts, type CategoryCount } from '../common/category-count.js';
import { FILTER_LIMITS } from '../../shared/limits.js';
import { searchTextFilter } from '../common/sql.js';
import type { PubSub, PubSubEvents } from '../common/pubsub.js';
import { checkLength, searchText } from '../common/validation.js';
import { PricingTier, Resource } from './resource.entity.js';

export type ResourceFilter = { category?: string | null; search?: string | null; pricingTier?: PricingTier | null };

/** How the library orders its list. */
export enum ResourceSort {
  NAME = 'name',
  NEWEST = 'newest',
  PRICE = 'price',
}

/** A resource's tier as its rank from the cheapest up (the column is text, whose own order is the alphabet's). */
const tierRank = (alias: string) =>
  `case ${alias}.pricing_tier ${Object.values(PricingTier)
    .map((tier, rank) => `when '${tier}' then ${rank}`)
    .join(' ')} end`;

// As people read a list of names: "Ableton" before "AWAL", whatever the database's collation.
const BY_NAME = { [raw((alias: string) => `lower(${alias}.name)`)]: 'asc' } as const;

const ORDER: Record<ResourceSort, OrderDefinition<Resource>> = {
  [ResourceSort.NAME]: [BY_NAME, { id: 'asc' }],
  [ResourceSort.NEWEST]: [{ createdAt: 'desc' }, { id: 'desc' }],
  [ResourceSort.PRICE]: [{ [raw(tierRank)]: 'asc' }, BY_NAME, { id: 'asc' }],
};

/** The resources a filter selects, checked before any SQL: the library's (active ones), or with archived ones too for the back office. */
export function resourcesWhere(filter: ResourceFilter, { includeArchived = false } = {}): FilterQuery<Resource> {
  checkLength('category', filter.category, FILTER_LIMITS.key);
  const search = searchText(filter.search);
  const where: FilterQuery<Resource> = includeArchived ? {} : { active: true };
  if (filter.category) where.category = { $contains: [filter.category] };
  if (filter.pricingTier) where.pricingTier = filter.pricingTier;
  // Name or description, case-insensitively: the list and the category counts read the same column.
  if (search) Object.assign(where, searchTextFilter(search));
  return where;
}

/** One page of the active library in the order asked (by name by default), with the total for the filter. */
export async function listResources(
  em: EntityManager,
  filter: ResourceFilter & { sort?: ResourceSort | null },
  offset: number,
  limit: number,
): Promise<[Resource[], number]> {
  return em.findAndCount(Resource, resourcesWhere(filter), { orderBy: ORDER[filter.sort ?? ResourceSort.NAME], offset, limit });
}

/**
 * The library's categories with how many active resources each holds under the same search and
 * price tier; a resource counts once in each of its categories.
 */
export function resourceCategoryCounts(em: EntityManager, search?: string | null, pricingTier?: PricingTier | null): Promise<CategoryCount[]> {
  // The tier is written into the SQL, so only one of the enum's own values may get there.
  const tier = Object.values(PricingTier).find((value) => value === pricingTier);
  return categoryCounts(
    em,
    { from: 'resources r cross join unnest(r.category) as c', category: 'c', where: tier ? `r.active and r.pricing_tier = '${tier}'` : 'r.active', alias: 'r' },
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
