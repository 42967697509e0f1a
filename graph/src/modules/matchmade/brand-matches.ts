import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../common/authz.js';
import { assertCreatorAccount } from '../user/account-standing.js';
import { AppError } from '../common/errors.js';
import { BRAND_REQUEST_LIMITS } from '../../shared/limits.js';
import { CAREER_STAGES, type Category, type LookingFor } from '../../shared/vocabulary.js';
import { Brand } from '../brand/brand.entity.js';
import { EMPTY_PROFILE } from '../../shared/profile-completion.js';
import { Profile } from '../profile/profile.entity.js';
import type { CatalogCache, CatalogLoader } from './catalog.js';
import { matchCreator, type CatalogResource } from './engine.js';

/**
 * "Brands that fit you": the brand directory scored by MatchMade's own engine, the
 * one that scores resources, with each brand read as a resource. What a brand does answers the
 * creator need of its category; its genres, region, offers and description are the resource's
 * genres, regions, features and text. Brands serve creators at every stage and ask no particular
 * skill, so those factors score alike for every brand.
 */

/** The creator need each directory category answers (both lists are the shared vocabularies). */
const NEEDS: Record<Category, LookingFor[]> = {
  distribution: ['Distribution'],
  mastering: ['Mastering', 'Mixing Engineer'],
  'sync-licensing': ['Sync Licensing'],
  pr: ['PR & Press', 'Fan Growth'],
  'playlist-pitching': ['Playlist Placement', 'Fan Growth'],
  gear: ['Gear Endorsement'],
  'plugins-samples': ['Sample Packs'],
  education: ['Education'],
  legal: ['Legal Advice'],
  finance: ['Funding'],
  publishing: ['Publishing Admin'],
  'live-touring': ['Booking Agent'],
  marketing: ['Fan Growth', 'Merch'],
  collaboration: ['Collaborators', 'Producers', 'Vocalists'],
};

/** A brand as the engine reads a resource. */
export function brandAsResource(
  brand: Pick<Brand, 'id' | 'slug' | 'name' | 'tagline' | 'description' | 'category' | 'genres' | 'offers' | 'region' | 'regions'>,
): CatalogResource {
  return {
    id: brand.id,
    slug: brand.slug,
    name: brand.name,
    description: `${brand.tagline} ${brand.description}`,
    category: [brand.category],
    features: brand.offers,
    targetGenres: brand.genres,
    careerStages: [...CAREER_STAGES],
    regions: brand.regions.length > 0 ? brand.regions : [brand.region],
    skills: [],
    lookingFor: NEEDS[brand.category as Category] ?? [],
  };
}

/** The brand directory (listed brands only), for the kit's brand index (rebuilt like the resource index: on catalogue events and each minute). */
export const brandCatalog: CatalogLoader = async (em) => (await em.find(Brand, { listed: true }, { orderBy: { slug: 'asc' } })).map(brandAsResource);

export type BrandMatchView = { brand: Brand; score: number; reasons: string[] };

/**
 * The brands that fit the signed-in creator best, with the engine's score and its reasons in
 * words (the factors that counted most), leaving out brands they already asked or are connected
 * with, brands they blocked and brands whose team they are on. From their profile alone: nothing is stored.
 */
export async function brandMatchesOf(em: EntityManager, brandIndex: CatalogCache, actor: Actor | null, first: number): Promise<BrandMatchView[]> {
  const me = await assertCreatorAccount(em, actor, 'brand:matches');
  if (!Number.isInteger(first) || first < 1 || first > BRAND_REQUEST_LIMITS.matches) {
    throw new AppError('BAD_USER_INPUT', `first must be from 1 to ${BRAND_REQUEST_LIMITS.matches}`, { first: `from 1 to ${BRAND_REQUEST_LIMITS.matches}` });
  }
  const [index, profile, taken] = await Promise.all([
    brandIndex.get(em),
    em.findOne(Profile, { user: me.id }),
    em.execute<{ brand_id: string }[]>(
      `select brand_id from brand_connections where user_id = ? and status in ('requested', 'connected')
        union select brand_id from brand_members where user_id = ?
        union select brand_id from brand_blocks where user_id = ?`,
      [me.id, me.id, me.id],
    ),
  ]);
  const excluded = new Set(taken.map((row) => row.brand_id));
  const scored = matchCreator(profile ?? EMPTY_PROFILE, { idf: index.idf, resources: index.resources.filter((r) => !excluded.has(r.id)) }).slice(0, first);
  if (scored.length === 0) return [];
  const brands = new Map((await em.find(Brand, { id: { $in: scored.map((s) => s.resourceId) } })).map((brand) => [brand.id, brand]));
  return scored.flatMap((match) => {
    const brand = brands.get(match.resourceId);
    if (!brand) return [];
    const reasons = match.breakdown
      .filter((factor) => factor.score > 0 && factor.name !== 'careerStage' && factor.name !== 'skills')
      .sort((a, b) => b.weight * b.score - a.weight * a.score)
      .slice(0, 3)
      .map((factor) => factor.detail);
    return [{ brand, score: match.score, reasons }];
  });
}
