import type { Platform, EntityManager } from '@mikro-orm/postgresql';
import { preparedRead, readPrepared } from '../common/sql.js';
import type { Resource, PricingTier } from '../resource/resource.entity.js';
import type { Match, MatchStatus, RecommendationType, ScoreFactor, ScoreTip } from './match.entity.js';

/**
 * The read statement of a creator's matches: the head of the list (the best ones that are not
 * dismissed) with the dashboard's counts, in one statement, and the plain objects it answers.
 */

/**
 * A match as the read paths answer it: the row's own fields and its resource, in plain objects
 * (no entities, no identity map: reading the dashboard's twenty of them as entities cost most of
 * its CPU). The Match and Resource GraphQL types resolve from these as from the entities.
 */
export type MatchView = Omit<Match, 'user' | 'resource' | 'breakdown' | 'tips'> & {
  resource: ResourceView;
  readonly breakdown: ScoreFactor[];
  readonly tips: ScoreTip[];
};
// Matches never point at an archived resource (its matches are dropped), so the head reads no archivedAt.
export type ResourceView = Omit<Resource, 'searchText' | 'active' | 'archivedAt'>;

/** The best non-dismissed matches of a creator, with the dashboard's counts and the freshness flag, as read in one statement. */
export type MatchesHead = { stale: boolean; stats: BrandConnectionStats; top: MatchView[] };

export type BrandConnectionStats = { totalBrands: number; connectedBrands: number; resourceMatches: number; activeRecommendations: number };

type HeadRow = {
  stale: boolean;
  total_brands: number;
  connected_brands: number;
  resource_matches: number;
  active_recommendations: number;
  id: string | null;
  status: MatchStatus;
  match_score: number;
  match_reason: string;
  recommendation_type: RecommendationType;
  breakdown: string;
  tips: string;
  computed_at: string;
  created_at: string;
  updated_at: string;
  r_id: string;
  r_slug: string;
  r_name: string;
  r_description: string;
  r_category: string[];
  r_pricing: string;
  r_pricing_tier: PricingTier;
  r_features: string;
  r_website: string;
  r_url: string;
  r_logo_url: string;
  r_target_genres: string;
  r_career_stages: string;
  r_regions: string;
  r_skills: string;
  r_looking_for: string;
  r_created_at: string;
  r_updated_at: string;
};

// The counts in every row (a creator with no match still gets one row, with null match columns).
// breakdown, tips, the timestamps and the resource's lists but its categories come as text and
// are parsed only when a client asks for them: the lists never show them, and parsing them for
// every row cost more than the rest.
const HEAD_SQL = preparedRead(
  'matches_head',
  `with top as (
    select m.id, m.status, m.match_score, m.match_reason, m.recommendation_type, m.breakdown::text as breakdown, m.tips::text as tips,
           m.computed_at, m.created_at, m.updated_at,
           r.id as r_id, r.slug as r_slug, r.name as r_name, r.description as r_description, r.category as r_category,
           r.pricing as r_pricing, r.pricing_tier as r_pricing_tier, array_to_json(r.features)::text as r_features, r.website as r_website,
           r.url as r_url, r.logo_url as r_logo_url, array_to_json(r.target_genres)::text as r_target_genres, array_to_json(r.career_stages)::text as r_career_stages,
           array_to_json(r.regions)::text as r_regions, array_to_json(r.skills)::text as r_skills, array_to_json(r.looking_for)::text as r_looking_for,
           r.created_at as r_created_at, r.updated_at as r_updated_at
      from matches m join resources r on r.id = m.resource_id
     where m.user_id = ? and m.status <> 'dismissed'
     order by m.match_score desc, m.id limit ?)
  select (p.matches_stale_at is not null or not exists (select 1 from matches where user_id = u.id)) as stale,
         (select count(*) from brands where listed)::int as total_brands,
         (select count(*) from brand_connections where user_id = u.id and status = 'connected')::int as connected_brands,
         (select count(*) from matches where user_id = u.id and status <> 'dismissed')::int as resource_matches,
         (select count(*) from matches where user_id = u.id and status in ('active', 'bookmarked')
            and recommendation_type in ('essential', 'recommended'))::int as active_recommendations,
         top.*
    from users u left join profiles p on p.user_id = u.id left join top on true
   where u.id = ?
   order by top.match_score desc, top.id`,
);

/**
 * A resource of a head row. Its lists but the categories, and its timestamps, stay as read (JSON
 * and PostgreSQL text) until a client asks for them: the lists show name, logo and categories.
 */
class ResourceRow implements ResourceView {
  readonly id: string;
  readonly slug: string;
  readonly name: string;
  readonly description: string;
  readonly category: string[];
  readonly pricing: string;
  readonly pricingTier: PricingTier;
  readonly website: string;
  readonly url: string;
  readonly logoUrl: string;

  constructor(
    private readonly row: HeadRow,
    private readonly platform: Platform,
  ) {
    this.id = row.r_id;
    this.slug = row.r_slug;
    this.name = row.r_name;
    this.description = row.r_description;
    this.category = row.r_category;
    this.pricing = row.r_pricing;
    this.pricingTier = row.r_pricing_tier;
    this.website = row.r_website;
    this.url = row.r_url;
    this.logoUrl = row.r_logo_url;
  }

  get features(): string[] {
    return JSON.parse(this.row.r_features) as string[];
  }
  get targetGenres(): string[] {
    return JSON.parse(this.row.r_target_genres) as string[];
  }
  get careerStages(): string[] {
    return JSON.parse(this.row.r_career_stages) as string[];
  }
  get regions(): string[] {
    return JSON.parse(this.row.r_regions) as string[];
  }
  get skills(): string[] {
    return JSON.parse(this.row.r_skills) as string[];
  }
  get lookingFor(): string[] {
    return JSON.parse(this.row.r_looking_for) as string[];
  }
  get createdAt(): Date {
    return this.platform.parseDate(this.row.r_created_at);
  }
  get updatedAt(): Date {
    return this.platform.parseDate(this.row.r_updated_at);
  }

  /** What JSON.stringify writes: every field, as the entity would give them. */
  toJSON(): ResourceView {
    const { features, targetGenres, careerStages, regions, skills, lookingFor, createdAt, updatedAt } = this;
    const { id, slug, name, description, category, pricing, pricingTier, website, url, logoUrl } = this;
    return {
      id,
      slug,
      name,
      description,
      category,
      pricing,
      pricingTier,
      website,
      url,
      logoUrl,
      features,
      targetGenres,
      careerStages,
      regions,
      skills,
      lookingFor,
      createdAt,
      updatedAt,
    };
  }
}

/** A match of a head row, with its resource; breakdown, tips and timestamps parsed when asked for (see ResourceRow). */
class MatchRow implements MatchView {
  readonly id: string;
  readonly status: MatchStatus;
  readonly matchScore: number;
  readonly matchReason: string;
  readonly recommendationType: RecommendationType;
  readonly resource: ResourceRow;

  constructor(
    private readonly row: HeadRow & { id: string },
    private readonly platform: Platform,
  ) {
    this.id = row.id;
    this.status = row.status;
    this.matchScore = row.match_score;
    this.matchReason = row.match_reason;
    this.recommendationType = row.recommendation_type;
    this.resource = new ResourceRow(row, platform);
  }

  get breakdown(): ScoreFactor[] {
    return JSON.parse(this.row.breakdown) as ScoreFactor[];
  }
  get tips(): ScoreTip[] {
    return JSON.parse(this.row.tips) as ScoreTip[];
  }
  get computedAt(): Date {
    return this.platform.parseDate(this.row.computed_at);
  }
  get createdAt(): Date {
    return this.platform.parseDate(this.row.created_at);
  }
  get updatedAt(): Date {
    return this.platform.parseDate(this.row.updated_at);
  }

  toJSON(): MatchView {
    const { id, status, matchScore, matchReason, recommendationType, breakdown, tips, computedAt, createdAt, updatedAt } = this;
    return { id, status, matchScore, matchReason, recommendationType, breakdown, tips, computedAt, createdAt, updatedAt, resource: this.resource.toJSON() };
  }
}

/** The head of a creator's matches, with the dashboard's counts and the freshness flag, in one statement (HEAD_SQL). */
export async function readHead(em: EntityManager, userId: string, limit: number): Promise<MatchesHead> {
  const rows = await readPrepared<HeadRow>(em, HEAD_SQL, [userId, limit, userId]);
  const first = rows[0];
  return {
    stale: first?.stale ?? false,
    stats: {
      totalBrands: first?.total_brands ?? 0,
      connectedBrands: first?.connected_brands ?? 0,
      resourceMatches: first?.resource_matches ?? 0,
      activeRecommendations: first?.active_recommendations ?? 0,
    },
    top: rows.filter((row): row is HeadRow & { id: string } => row.id !== null).map((row) => new MatchRow(row, em.getPlatform())),
  };
}
