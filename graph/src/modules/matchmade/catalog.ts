import type { EntityManager } from '@mikro-orm/postgresql';
import { Resource } from '../resource/resource.entity.js';
import { buildCatalogIndex, type CatalogIndex, type CatalogResource } from './engine.js';

/** What an index is built from: the library's active resources by default (brands: brand-matches.ts). */
export type CatalogLoader = (em: EntityManager) => Promise<CatalogResource[]>;

const activeResources: CatalogLoader = (em) => em.find(Resource, { active: true }, { orderBy: { slug: 'asc' } });

/**
 * The prepared catalogue, built on first use and kept until the catalogue changes. One per
 * process; with several instances each keeps its own, rebuilt on the CATALOG_UPDATED event, and
 * at least once a minute: an event is lost when Redis is away, and a stale index would otherwise
 * be scored against until a restart.
 */
export class CatalogCache {
  private index: Promise<CatalogIndex> | null = null;
  private builtAt = 0;

  constructor(
    private readonly maxAgeMs = 60_000,
    private readonly load: CatalogLoader = activeResources,
  ) {}

  get(em: EntityManager): Promise<CatalogIndex> {
    if (Date.now() - this.builtAt > this.maxAgeMs) this.index = null;
    if (!this.index) this.builtAt = Date.now();
    this.index ??= this.load(em)
      .then((resources) => buildCatalogIndex(resources))
      .catch((error: unknown) => {
        this.index = null;
        throw error;
      });
    return this.index;
  }

  invalidate(): void {
    this.index = null;
  }
}
