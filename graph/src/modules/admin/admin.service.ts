import type { EntityManager } from '@mikro-orm/postgresql';
import { assertCan, type Actor } from '../common/authz.js';
import { CREATOR_ACCOUNT_SQL } from '../profile/profile.service.js';

export type PlatformStats = {
  creators: number;
  admins: number;
  brands: number;
  resources: number;
  activeBannerAds: number;
  brandConnections: number;
  liveSessions: number;
};

/** Platform totals for the admin dashboard, counted in SQL in one round trip. */
export async function platformStats(em: EntityManager, actor: Actor | null): Promise<PlatformStats> {
  assertCan(actor, 'admin:stats');
  const [row] = await em.execute<Record<keyof PlatformStats, string>[]>(`
    select
      (select count(*) from users where ${CREATOR_ACCOUNT_SQL('users')}) as creators,
      (select count(*) from users where role = 'admin') as admins,
      (select count(*) from brands) as brands,
      (select count(*) from resources where active) as resources,
      (select count(*) from banner_ads where active) as "activeBannerAds",
      (select count(*) from brand_connections) as "brandConnections",
      (select count(*) from sessions where expires_at > now()) as "liveSessions"`);
  const stats = {} as PlatformStats;
  for (const [key, value] of Object.entries(row ?? {})) stats[key as keyof PlatformStats] = Number(value);
  return stats;
}
