import { createHash, randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from '../../logger.js';
import { BannerAd } from '../../modules/ad/banner-ad.entity.js';
import { BrandConnection, BrandConnectionStatus } from '../../modules/brand/brand-connection.entity.js';
import { BrandMember, BrandMemberRole } from '../../modules/brand/brand-member.entity.js';
import { Brand } from '../../modules/brand/brand.entity.js';
import { computeBrandResponsiveness } from '../../modules/brand/brand-responsiveness.js';
import { hashPassword } from '../../modules/auth/password.js';
import { Brief, BriefStatus, type BriefKind, type CompensationType } from '../../modules/collaboration/brief.entity.js';
import { Profile } from '../../modules/profile/profile.entity.js';
import { type PricingTier, Resource } from '../../modules/resource/resource.entity.js';
import { User, UserRole, UserType } from '../../modules/user/user.entity.js';
import { BANNER_ADS } from './data/ads.js';
import { BRIEFS } from './data/briefs.js';
import { scoreBrief } from '../../modules/collaboration/brief-fit.service.js';
import { computePosterStats } from '../../modules/collaboration/poster-stats.js';
import { BRANDS } from './data/brands.js';
import { CREATORS } from './data/creators.js';
import { RESOURCES } from './data/resources.js';

export type SeedResult = { seeded: boolean; counts: Record<string, number> };

/** Any table a real deployment fills: if one holds a row, the database is not ours to seed. */
const OWNED_TABLES = ['users', 'brands', 'resources', 'banner_ads'] as const;

const logoFor = (slug: string) => `/logos/${slug}.svg`;

/**
 * The demo brand account (README's demo accounts): it owns one directory brand, so that `npm start`
 * shows the brand workspace. Development data only: SEED_DEMO_DATA is off in production.
 */
export const DEMO_BRAND_ACCOUNT = {
  email: 'brand@demo.soundboard.test',
  password: 'soundboard-demo',
  username: 'soundplate_team',
  brandSlug: 'soundplate',
} as const;

/** A stable number in [0, 1) from a string: demo connections come out the same on every machine. */
const unit = (key: string) => createHash('sha256').update(key).digest().readUInt32BE(0) / 2 ** 32;

/**
 * Fills an EMPTY database with the demo catalogue, ads and creators, in one transaction under an
 * advisory lock so that two instances starting together cannot both seed. Never touches a
 * database that holds data.
 */
export async function seedDemoData(em: EntityManager, logger: Logger): Promise<SeedResult> {
  return em.transactional(async (tx) => {
    // On the transaction itself: a lock taken on another pooled connection would end with its
    // own statement and protect nothing.
    await tx.execute('select pg_advisory_xact_lock(7312001)');
    const [row] = await tx.execute<{ has_rows: boolean }[]>(`select ${OWNED_TABLES.map((t) => `exists(select 1 from "${t}")`).join(' or ')} as has_rows`);
    if (row?.has_rows) return { seeded: false, counts: {} };

    await tx.insertMany(
      Brand,
      BRANDS.map((b) => ({
        id: randomUUID(),
        slug: b.slug,
        name: b.name,
        category: b.category,
        tagline: b.tagline,
        description: b.description,
        website: b.website,
        logoUrl: logoFor(b.slug),
        headquarters: b.headquarters,
        region: b.region,
        genres: [...b.genres],
        offers: [...b.offers],
        foundedYear: b.foundedYear,
        verified: b.verified,
        regions: [b.region],
      })),
    );

    await tx.insertMany(
      Resource,
      RESOURCES.map((r) => ({
        id: randomUUID(),
        slug: r.slug,
        name: r.name,
        description: r.description,
        category: [...r.category],
        pricing: r.pricing,
        pricingTier: r.pricingTier as PricingTier,
        features: [...r.features],
        website: r.website,
        url: r.url,
        logoUrl: logoFor(r.slug),
        targetGenres: [...r.targetGenres],
        careerStages: [...r.careerStages],
        regions: [...r.regions],
        skills: [...r.skills],
        lookingFor: [...r.lookingFor],
      })),
    );

    await tx.insertMany(
      BannerAd,
      BANNER_ADS.map((a) => ({
        id: randomUUID(),
        slug: a.slug,
        title: a.title,
        description: a.description,
        imageUrl: a.imageUrl,
        linkUrl: a.linkUrl,
        sponsor: a.sponsor,
        placement: a.placement,
        priority: a.priority,
      })),
    );

    const users = CREATORS.map((c) => ({
      id: randomUUID(),
      email: c.email,
      username: c.username,
      firstName: c.firstName,
      lastName: c.lastName,
      artistName: c.artistName,
      userType: c.userType as UserType,
      role: UserRole.CREATOR,
      // Demo accounts are ours: their addresses count as proven, so no banner asks about them.
      emailVerifiedAt: new Date(),
    }));
    await tx.insertMany(User, users);
    await tx.insertMany(
      Profile,
      CREATORS.map((c, i) => ({
        id: randomUUID(),
        user: users[i]!.id,
        artistName: c.profile.artistName,
        bio: c.profile.bio,
        genres: [...c.profile.genres],
        location: c.profile.location,
        careerStage: c.profile.careerStage,
        skills: [...c.profile.skills],
        website: c.profile.website,
        socialMedia: { ...c.profile.socialMedia },
        lookingFor: [...c.profile.lookingFor],
      })),
    );

    // Demo creators have connected with a handful of brands, more of them in their own genres,
    // at some moment of the last 80 days; the brands answered some hours after each request.
    const brandRows = await tx.find(Brand, {}, { fields: ['id', 'slug', 'genres'] });
    type SeedConnection = {
      id: string;
      user: string;
      brand: string;
      status: BrandConnectionStatus;
      pitch: string;
      createdAt: Date;
      updatedAt: Date;
      respondedAt: Date | null;
      firstResponseAt: Date | null;
    };
    const connections: SeedConnection[] = [];
    const now = Date.now();
    const HOUR = 60 * 60 * 1000;
    const DAY = 24 * HOUR;
    const answered = (createdAt: Date, hours: number) => new Date(createdAt.getTime() + hours * HOUR);
    const paired = new Set<string>();
    const pitchOf = (creator: (typeof CREATORS)[number]) => `${creator.profile.artistName} here: ${creator.profile.bio.slice(0, 200)}`;
    CREATORS.forEach((creator, i) => {
      const userId = users[i]!.id;
      for (const brand of brandRows) {
        const shared = brand.genres.some((g) => (creator.profile.genres as string[]).includes(g));
        const chance = unit(`${creator.email}:${brand.slug}`);
        if (chance < (shared ? 0.06 : 0.015)) {
          const statusRoll = unit(`${brand.slug}:${creator.email}`);
          const status =
            statusRoll < 0.6 ? BrandConnectionStatus.CONNECTED : statusRoll < 0.9 ? BrandConnectionStatus.REQUESTED : BrandConnectionStatus.DECLINED;
          // Pending ones are recent (a pending request expires after 30 days); answered ones span the window.
          const createdAt = new Date(now - unit(`age:${brand.slug}:${creator.email}`) * (status === BrandConnectionStatus.REQUESTED ? 2 : 80) * DAY);
          const responded = status === BrandConnectionStatus.REQUESTED ? null : answered(createdAt, 1 + unit(`reply:${brand.slug}:${creator.email}`) * 40);
          connections.push({
            id: randomUUID(),
            user: userId,
            brand: brand.id,
            status,
            pitch: pitchOf(creator),
            createdAt,
            updatedAt: responded ?? createdAt,
            respondedAt: responded,
            firstResponseAt: responded,
          });
          paired.add(`${userId}:${brand.id}`);
        }
      }
    });

    // A request history for three brands, enough (10 or more requests) for their responsiveness
    // figures to show: DistroKid answers nearly everyone within hours, TuneCore most within days,
    // CD Baby about half (its unanswered requests expired after 30 days).
    const histories = [
      { slug: 'distrokid', requests: 16, answers: 0.9, maxHours: 60 },
      { slug: 'tunecore', requests: 12, answers: 0.75, maxHours: 110 },
      { slug: 'cd-baby', requests: 11, answers: 0.45, maxHours: 150 },
    ];
    for (const history of histories) {
      const brand = brandRows.find((b) => b.slug === history.slug);
      if (!brand) continue;
      let k = 0;
      for (let i = 0; i < CREATORS.length && k < history.requests; i += 1) {
        const creator = CREATORS[(i + history.slug.length * 3) % CREATORS.length]!;
        const userId = users[CREATORS.indexOf(creator)]!.id;
        if (paired.has(`${userId}:${brand.id}`)) continue;
        paired.add(`${userId}:${brand.id}`);
        const createdAt = new Date(now - (4 + k * 5) * DAY - unit(`hist:${history.slug}:${k}`) * DAY);
        k += 1;
        const answer = unit(`answer:${history.slug}:${creator.email}`) < history.answers;
        const responded = answer ? answered(createdAt, 0.5 + unit(`delay:${history.slug}:${creator.email}`) * history.maxHours) : null;
        const status = responded
          ? unit(`accept:${history.slug}:${creator.email}`) < 0.7
            ? BrandConnectionStatus.CONNECTED
            : BrandConnectionStatus.DECLINED
          : now - createdAt.getTime() > 30 * DAY
            ? BrandConnectionStatus.EXPIRED
            : BrandConnectionStatus.REQUESTED;
        connections.push({
          id: randomUUID(),
          user: userId,
          brand: brand.id,
          status,
          pitch: pitchOf(creator),
          createdAt,
          updatedAt: responded ?? createdAt,
          respondedAt: responded,
          firstResponseAt: responded,
        });
      }
    }
    if (connections.length > 0) await tx.insertMany(BrandConnection, connections);
    await computeBrandResponsiveness(tx, new Date(now));

    const brandAccountId = randomUUID();
    await tx.insertMany(User, [
      {
        id: brandAccountId,
        email: DEMO_BRAND_ACCOUNT.email,
        username: DEMO_BRAND_ACCOUNT.username,
        firstName: 'Sam',
        lastName: 'Reyes',
        userType: UserType.BRAND,
        role: UserRole.CREATOR,
        passwordHash: await hashPassword(DEMO_BRAND_ACCOUNT.password),
        emailVerifiedAt: new Date(),
      },
    ]);
    const demoBrand = brandRows.find((brand) => brand.slug === DEMO_BRAND_ACCOUNT.brandSlug)!;
    await tx.insertMany(BrandMember, [{ id: randomUUID(), brand: demoBrand.id, user: brandAccountId, role: BrandMemberRole.OWNER }]);

    // The collaboration board's demo briefs, open, their posters' first briefs approved. A brand's
    // brief is written by its demo account where it has one, else by the first demo creator.
    const userByName = new Map(CREATORS.map((c, i) => [c.username, users[i]!.id]));
    const briefRows = BRIEFS.map((b) => {
      const brand = 'brand' in b.poster ? brandRows.find((row) => row.slug === (b.poster as { brand: string }).brand) : undefined;
      const poster = 'creator' in b.poster ? userByName.get(b.poster.creator)! : brand?.slug === DEMO_BRAND_ACCOUNT.brandSlug ? brandAccountId : users[0]!.id;
      const postedAt = new Date(now - b.postedDaysAgo * DAY);
      return {
        id: randomUUID(),
        poster,
        brand: brand?.id ?? null,
        title: b.title,
        description: b.description,
        kind: b.kind as BriefKind,
        compensationType: b.compensation.type as CompensationType,
        compensationMin: b.compensation.min ?? null,
        compensationMax: b.compensation.max ?? null,
        compensationCurrency: b.compensation.currency ?? null,
        genres: [...b.genres],
        skills: [...b.skills],
        roles: [...b.roles],
        deliverables: b.deliverables.map((d) => ({ ...d })),
        location: b.location,
        remote: b.remote,
        questions: [...b.questions],
        closesAt: new Date(now + b.closesInDays * DAY),
        status: BriefStatus.OPEN,
        approvedAt: postedAt,
        publishedAt: postedAt,
        lastPosterActivityAt: postedAt,
        createdAt: postedAt,
        updatedAt: postedAt,
      };
    });
    await tx.insertMany(Brief, briefRows);
    // Their fits and their posters' records, as the jobs would have left them.
    for (const brief of briefRows) await scoreBrief(tx, null, brief.id, new Date(now));
    await computePosterStats(tx, new Date(now));

    const counts = {
      briefs: briefRows.length,
      brands: BRANDS.length,
      resources: RESOURCES.length,
      bannerAds: BANNER_ADS.length,
      creators: CREATORS.length,
      brandConnections: connections.length,
      brandAccounts: 1,
    };
    logger.debug(counts, 'seeded demo data');
    return { seeded: true, counts };
  });
}
