import type { EntityManager } from '@mikro-orm/postgresql';
import { Resource } from '../resource/resource.entity.js';
import { buildCatalogIndex, type CatalogIndex } from './engine.js';

/**
 * The prepared catalogue, built on first use and kept until the catalogue changes. One per
 * process; with several instances each keeps its own, rebuilt on the CATALOG_UPDATED event.
 */
export class CatalogCache {
  private index: Promise<CatalogIndex> | null = null;

  get(em: EntityManager): Promise<CatalogIndex> {
    this.index ??= em
      .find(Resource, { active: true }, { orderBy: { slug: 'asc' } })
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
