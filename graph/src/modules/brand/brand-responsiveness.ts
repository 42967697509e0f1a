import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * A brand's responsiveness, public on its page and card: of the creator requests it
 * received over the last 90 days, the share answered (accepted, declined, or a message from the
 * team) within 72 hours, and the median time to the first answer. Worked out by a job into stored
 * columns on brands (after each answer, throttled, and daily for every brand, since requests age
 * out of the window and past 72 hours without anyone acting), never per request.
 *
 * What counts, per request created in the window:
 * - answered: the team's first answer (`first_response_at`) came; within 72 hours (the boundary
 *   included) it counts for the rate, at any delay it counts for the median;
 * - not answered: still pending past 72 hours, or expired (an automatic expiry is not an answer);
 * - left out: withdrawn by the creator before any answer (the brand had no chance to finish), and
 *   pending requests younger than 72 hours (their outcome is not known yet).
 * Below 10 counted requests the figure is hidden (null): a rate on three requests says little.
 */
export const RESPONSIVENESS = { windowDays: 90, answerWithinHours: 72, minSample: 10 } as const;

/** The figure as the Brand type shows it. */
export type BrandResponsivenessView = { responseRate: number; medianFirstResponseHours: number | null; sampleSize: number; windowDays: number };

/** The stored figure of a brand, or null below the threshold (or never computed). */
export function responsivenessOf(brand: {
  responseRate: number | null;
  medianFirstResponseHours: number | null;
  responsivenessSample: number;
}): BrandResponsivenessView | null {
  if (brand.responseRate === null || brand.responsivenessSample < RESPONSIVENESS.minSample) return null;
  return {
    responseRate: brand.responseRate,
    medianFirstResponseHours: brand.medianFirstResponseHours,
    sampleSize: brand.responsivenessSample,
    windowDays: RESPONSIVENESS.windowDays,
  };
}

/**
 * Recomputes the stored figure of one brand, or of every brand (`brandId` null), as of `now`, in
 * one statement; answers how many brands it wrote. Brands without a counted request get a zero
 * sample and no figure. Safe to run twice at once: both write the same numbers.
 */
export async function computeBrandResponsiveness(em: EntityManager, now: Date, brandId: string | null = null): Promise<number> {
  const { windowDays, answerWithinHours, minSample } = RESPONSIVENESS;
  const only = brandId ? 'and c.brand_id = ?' : '';
  const onlyBrand = brandId ? 'where b2.id = ?' : '';
  const rows = await em.execute<{ id: string }[]>(
    `with counted as (
        select c.brand_id, c.created_at, c.first_response_at
          from brand_connections c
         where c.created_at > ?::timestamptz - make_interval(days => ?) and c.created_at <= ?::timestamptz ${only}
           and not (c.status = 'withdrawn' and c.first_response_at is null)
           and (c.first_response_at is not null or c.created_at <= ?::timestamptz - make_interval(hours => ?))
      ), stats as (
        select brand_id, count(*)::int as sample,
               count(*) filter (where first_response_at <= created_at + make_interval(hours => ?))::int as in_time,
               percentile_cont(0.5) within group (order by extract(epoch from first_response_at - created_at) / 3600.0)
                 filter (where first_response_at is not null) as median_hours
          from counted group by brand_id
      )
      update brands b set
        responsiveness_sample = coalesce(x.sample, 0),
        response_rate = case when coalesce(x.sample, 0) >= ? then round(100.0 * x.in_time / x.sample) end,
        median_first_response_hours = case when coalesce(x.sample, 0) >= ? then round(x.median_hours::numeric, 1) end,
        responsiveness_computed_at = ?
      from (select b2.id, s.sample, s.in_time, s.median_hours from brands b2 left join stats s on s.brand_id = b2.id ${onlyBrand}) x
      where b.id = x.id
      returning b.id`,
    [now, windowDays, now, ...(brandId ? [brandId] : []), now, answerWithinHours, answerWithinHours, minSample, minSample, now, ...(brandId ? [brandId] : [])],
  );
  return rows.length;
}
