import type { Request } from 'express';
import type { EntityManager } from '@mikro-orm/postgresql';
import { visibleBrandBySlug } from './modules/brand/brand.service.js';
import { creatorPage } from './modules/network/network.service.js';
import { resourceBySlug } from './modules/resource/resource.service.js';
import { viewerForSessionToken } from './modules/user/session.service.js';
import { sessionTokenFrom } from './context.js';
import { AppError } from './modules/common/errors.js';

const viewerOf = (em: EntityManager, req: Request) => viewerForSessionToken(em, sessionTokenFrom(req));

/** The pages that show one record by its slug, and how to find that record for the visitor. */
const RECORD_PAGES: { pattern: RegExp; exists: (em: EntityManager, req: Request, slug: string) => Promise<boolean> }[] = [
  { pattern: /^\/resources\/([^/]+)\/?$/i, exists: async (em, _req, slug) => (await resourceBySlug(em, slug)) !== null },
  // A brand awaiting verification exists for its team and admins only, as the page's own query answers.
  { pattern: /^\/brands\/([^/]+)\/?$/i, exists: async (em, req, slug) => (await visibleBrandBySlug(em, await viewerOf(em, req), slug)) !== null },
  // A creator's page is missing for a username nobody has, and between two creators when either has blocked the other.
  { pattern: /^\/creators\/([^/]+)\/?$/i, exists: async (em, req, username) => (await creatorPage(em, await viewerOf(em, req), username)) !== null },
];

/**
 * Whether the record a page shows is there for this visitor (true for every page that shows no
 * single record): a resource, brand or creator that does not exist answers 404 with its not-found page,
 * as an unknown path does, so that crawlers and link checkers see it as missing. A slug that
 * cannot be one (too long, malformed) is missing too.
 */
export async function pageRecordExists(em: EntityManager, req: Request): Promise<boolean> {
  for (const page of RECORD_PAGES) {
    const raw = page.pattern.exec(req.path)?.[1];
    if (raw === undefined) continue;
    let slug: string;
    try {
      slug = decodeURIComponent(raw);
    } catch {
      return false;
    }
    try {
      return await page.exists(em, req, slug);
    } catch (error) {
      // Refused input (a slug past its length) names nothing; anything else is the lookup failing.
      if (error instanceof AppError) return false;
      throw error;
    }
  }
  return true;
}
