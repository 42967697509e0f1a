import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../common/authz.js';
import { consumeOrRefuse, createRateLimiter, MEMORY_RATE_LIMITS, type RateLimiter, type RateLimitStore } from '../common/rate-limit.js';
import { assertBrandAgent } from '../brand/brand-team.js';
import { REGION_WORDS } from '../matchmade/engine.js';
import { AudienceField } from '../network/network.entities.js';
import { AUDIENCE_LIMITS } from '../../shared/limits.js';
import { GENRES } from '../../shared/vocabulary.js';

/**
 * A brand's audience: counts of the creators connected to it (their request accepted, not ended)
 * who turned on sharing in their privacy settings, by genre, region and career stage, each only
 * over the creators who shared that field. No creator's row ever leaves this module: one aggregate
 * statement answers counts per group, and the groups are then folded so that no group of fewer
 * than 50 creators is shown or can be worked out from what is shown.
 */

/** App-wide audience state: the per-key daily limit, shared by every instance through the platform's store. */
export type AudienceKit = { keyLimiter: RateLimiter; keyCallsPerDay: number };

declare module '../common/context.js' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging
  interface ModuleKits {
    audience: AudienceKit;
  }
}

const DAY_SECONDS = 24 * 60 * 60;

export const createAudienceKit = (limits: RateLimitStore = MEMORY_RATE_LIMITS, perDay: number = AUDIENCE_LIMITS.keyCallsPerDay): AudienceKit => ({
  keyLimiter: createRateLimiter(limits, { keyPrefix: 'audience-key', points: perDay, durationSeconds: DAY_SECONDS }),
  keyCallsPerDay: perDay,
});

/** The label of the bucket that folds every group too small to show, and the creators who did not share the field. */
export const OTHER_LABEL = 'Other';

export type AudienceBucketView = { label: string; count: number; suppressed: boolean };

export type BrandAudienceView = {
  consentingCreators: number;
  belowMinimum: boolean;
  minimumGroupSize: number;
  roundedTo: number;
  genres: AudienceBucketView[];
  regions: AudienceBucketView[];
  careerStages: AudienceBucketView[];
};

/** One group as the statement counts it: `key` null for the creators who did not share the field or left it empty. */
type Group = { key: string | null; label: string | null; n: number };

/** Rounds a count to the nearest multiple of 5, so that one creator joining or leaving rarely shows. */
export const roundCount = (n: number): number => Math.round(n / AUDIENCE_LIMITS.roundTo) * AUDIENCE_LIMITS.roundTo;

/**
 * The buckets shown for one field. A group of 50 creators or more is shown with its count; every
 * smaller group, and the creators without a shared value, go into "Other" (flagged suppressed).
 * "Other" is never itself a small group: while it holds fewer than 50, the smallest shown group is
 * folded into it too, so that "Other" (and so anything worked out by subtracting the shown buckets
 * from `consentingCreators`) is either 0, and left out, or 50 or more. Called only when the whole
 * audience has 50 creators or more, so the folding always ends with "Other" at 50 or more, or empty.
 */
export function foldBuckets(groups: readonly Group[], nameOf: (key: string, label: string) => string = (_, label) => label): AudienceBucketView[] {
  const min = AUDIENCE_LIMITS.minimumGroup;
  const shown = groups
    .filter((group): group is Group & { key: string; label: string } => group.key !== null && group.label !== null && group.n >= min)
    .map((group) => ({ label: nameOf(group.key, group.label), n: group.n }))
    .sort((a, b) => b.n - a.n || a.label.localeCompare(b.label));
  let other = groups.reduce((sum, group) => sum + group.n, 0) - shown.reduce((sum, group) => sum + group.n, 0);
  while (other > 0 && other < min && shown.length > 0) other += shown.pop()!.n;
  const buckets = shown.map((group) => ({ label: group.label, count: roundCount(group.n), suppressed: false }));
  if (other > 0) buckets.push({ label: OTHER_LABEL, count: roundCount(other), suppressed: true });
  return buckets;
}

/** The vocabulary's spelling of a genre typed in any case ("techno" is "Techno"); others as most creators typed them. */
const GENRE_SPELLING = new Map<string, string>(GENRES.map((genre) => [genre.toLowerCase(), genre]));

/** The location words of each region, in the order MatchMade tries them (the first region that matches wins). */
const REGION_WORD_ROWS = JSON.stringify(REGION_WORDS.flatMap(([region, words], ord) => words.map((word) => ({ ord, region, word }))));

/**
 * One statement: the consenting connected creators of the brand (not suspended, not blocking the
 * brand), then per field the number of creators in each group. A creator counts in a field only
 * when they shared it: genres by each distinct genre they list (case-insensitive), the region as
 * MatchMade reads it from their location (the same words, first match wins), the career stage as
 * stored. A creator with nothing to count in a field is one row with a null key there, so that
 * "Other" can include them. A genre named "Other" is read as no genre, so that it never looks
 * like a shown group.
 */
const AUDIENCE_SQL = `
with audience as (
  select c.user_id, p.genres, p.location, p.career_stage, s.shared_audience_fields as fields
    from brand_connections c
    join privacy_settings s on s.user_id = c.user_id and s.share_with_connected_brands
    join users u on u.id = c.user_id and u.suspended_at is null
    left join profiles p on p.user_id = c.user_id
   where c.brand_id = ? and c.status = 'connected'
     and not exists (select 1 from brand_blocks b where b.brand_id = c.brand_id and b.user_id = c.user_id)
),
region_words as (
  select * from jsonb_to_recordset(?::jsonb) as w(ord int, region text, word text)
),
genre_rows as (
  select g.key, g.label
    from audience a
    left join lateral (
      select distinct on (lower(btrim(x))) lower(btrim(x)) as key, btrim(x) as label
        from unnest(case when '${AudienceField.GENRES}' = any(a.fields) then coalesce(a.genres, '{}') else '{}' end) as x
       where btrim(x) <> '' and lower(btrim(x)) <> 'other'
       order by lower(btrim(x)), btrim(x)
    ) g on true
),
region_rows as (
  select (
    select w.region from region_words w
     where strpos(' ' || regexp_replace(regexp_replace(lower(a.location), '[^[:alpha:][:space:]]', ' ', 'g'), '\\s+', ' ', 'g') || ' ', ' ' || w.word || ' ') > 0
     order by w.ord limit 1
  ) as key
    from audience a
   where '${AudienceField.REGION}' = any(a.fields)
  union all
  select null from audience a where not ('${AudienceField.REGION}' = any(a.fields))
),
stage_rows as (
  select case when '${AudienceField.CAREER_STAGE}' = any(a.fields) then nullif(lower(btrim(a.career_stage)), '') end as key from audience a
)
select 'total' as field, null as key, null as label, count(*)::int as n from audience
union all
select 'genre', key, mode() within group (order by label), count(*)::int from genre_rows group by key
union all
select 'region', key, key, count(*)::int from region_rows group by key
union all
select 'stage', key, key, count(*)::int from stage_rows group by key`;

type Row = { field: 'total' | 'genre' | 'region' | 'stage'; key: string | null; label: string | null; n: number };

/**
 * The brand's audience aggregates. Asked by the brand's team (owners and members, signed in) or
 * by one of its API keys holding the AUDIENCE READ grant, checked first; a key may ask at most
 * 100 times a day (counted in Redis across instances; a refused call is not counted), then
 * RATE_LIMITED. Fewer than 50 consenting creators in all: nothing is shown (`belowMinimum`,
 * every count 0), since every group would be a small one.
 */
export async function brandAudience(em: EntityManager, kit: AudienceKit, actor: Actor | null, brandId: string): Promise<BrandAudienceView> {
  const agent = await assertBrandAgent(em, actor, 'brand:manage', brandId, { resource: 'AUDIENCE', access: 'READ' });
  if (agent.keyId) {
    await consumeOrRefuse(
      kit.keyLimiter,
      agent.keyId,
      (seconds) =>
        `This API key has asked for the audience ${kit.keyCallsPerDay} times in the last day, the most allowed; try again in ${Math.ceil(seconds / 3600)} hour(s).`,
    );
  }
  const rows = await em.execute<Row[]>(AUDIENCE_SQL, [agent.brand.id, REGION_WORD_ROWS]);
  const total = rows.find((row) => row.field === 'total')?.n ?? 0;
  const base = { minimumGroupSize: AUDIENCE_LIMITS.minimumGroup, roundedTo: AUDIENCE_LIMITS.roundTo };
  if (total < AUDIENCE_LIMITS.minimumGroup) {
    return { ...base, consentingCreators: 0, belowMinimum: true, genres: [], regions: [], careerStages: [] };
  }
  const of = (field: Row['field']) => rows.filter((row) => row.field === field);
  return {
    ...base,
    consentingCreators: roundCount(total),
    belowMinimum: false,
    genres: foldBuckets(of('genre'), (key, label) => GENRE_SPELLING.get(key) ?? label),
    regions: foldBuckets(of('region')),
    careerStages: foldBuckets(of('stage')),
  };
}
