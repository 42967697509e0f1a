import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { assertCan, signedInUser, type Actor, type UserActor } from '../common/authz.js';
import { AppError } from '../common/errors.js';
import { BRAND_LIMITS, FILTER_LIMITS } from '../../shared/limits.js';
import { slugify } from '../../shared/slug.js';
import { replaceStoredImage, storedImagePattern, storeImage } from '../common/uploaded-image.js';
import { containsWebAddress, generatedLogoUrl, isWebUrl, webUrlProblem } from '../../shared/urls.js';
import { checkLength, FieldErrors, parseList, type ListRules } from '../common/validation.js';
import { CATEGORIES, GENRES, REGIONS } from '../../shared/vocabulary.js';
import { User } from '../user/user.entity.js';
import { BrandClaim } from './brand-claim.entity.js';
import { BrandMember, BrandMemberRole } from './brand-member.entity.js';
import { assertBrandAgent, assertBrandTeam } from './brand-team.js';
import { Brand } from './brand.entity.js';
import { BRAND_NAME_ORDER } from './brand.service.js';

/**
 * Brand accounts' own work on brand pages: creating one (unlisted until an admin
 * verifies it), editing it and its logo as its team, claiming a directory brand without a team.
 */

/** What a brand's team writes; on an update every field is optional and null leaves it as it is. */
export type BrandInput = {
  name?: string | null;
  tagline?: string | null;
  description?: string | null;
  category?: string | null;
  website?: string | null;
  headquarters?: string | null;
  offers?: string[] | null;
  genres?: string[] | null;
  regions?: string[] | null;
};

type BrandFields = Pick<Brand, 'name' | 'tagline' | 'description' | 'category' | 'website' | 'headquarters' | 'offers' | 'genres' | 'regions'>;

const TEXTS = {
  name: { label: 'Name', max: BRAND_LIMITS.name, required: true },
  tagline: { label: 'Tagline', max: BRAND_LIMITS.tagline, required: true },
  description: { label: 'Description', max: BRAND_LIMITS.description, required: true },
  category: { label: 'Category', max: BRAND_LIMITS.category, required: true },
  website: { label: 'Website', max: BRAND_LIMITS.url, required: true },
  headquarters: { label: 'Headquarters', max: BRAND_LIMITS.headquarters, required: false },
} as const;

const LISTS: Record<'offers' | 'genres' | 'regions', ListRules & { label: string; closed?: boolean; initial: readonly string[] }> = {
  offers: { label: 'offer', maxItems: BRAND_LIMITS.offers, maxLength: BRAND_LIMITS.offerLength, initial: [] },
  genres: { label: 'genre', vocabulary: GENRES, maxItems: BRAND_LIMITS.genres, maxLength: BRAND_LIMITS.genreLength, initial: [] },
  regions: { label: 'region', vocabulary: REGIONS, closed: true, maxItems: REGIONS.length, maxLength: FILTER_LIMITS.key, initial: ['global'] },
};

/**
 * Checks a brand page's input, every field at once and before any SQL: text trimmed and within
 * its column, the required fields present (on a create, or not emptied on an update), the
 * category and regions from the vocabularies, the website an http(s) address, no web address in
 * the name. Answers the
 * fields that were sent, cleaned (a create's absent lists get their defaults).
 */
export function parseBrandInput(input: BrandInput, creating: boolean): Partial<BrandFields> {
  const errors = new FieldErrors();
  const out: Partial<BrandFields> = {};
  for (const [field, { label, max, required }] of Object.entries(TEXTS) as [keyof typeof TEXTS, (typeof TEXTS)[keyof typeof TEXTS]][]) {
    const raw = input[field];
    if (raw === undefined || raw === null) {
      if (creating && required) errors.add(field, `${label} is required`);
      else if (creating) out[field] = '';
      continue;
    }
    const value = raw.trim();
    if (value === '' && required) errors.add(field, `${label} is required`);
    else if (value.length > max) errors.add(field, `${label} must be at most ${max} characters`);
    // A name is shown in the directory and mailed in invitations: it must not carry a link.
    else if (field === 'name' && containsWebAddress(value)) errors.add(field, 'Brand names cannot contain web addresses.');
    else if (field === 'website' && !isWebUrl(value)) errors.add(field, webUrlProblem(value, { label: 'Website' })!);
    else if (field === 'category' && !(CATEGORIES as readonly string[]).includes(value.toLowerCase()))
      errors.add(field, `Unknown category “${value}”: use ${CATEGORIES.join(', ')}`);
    else out[field] = field === 'category' ? value.toLowerCase() : value;
  }
  for (const [field, rules] of Object.entries(LISTS) as [keyof typeof LISTS, (typeof LISTS)[keyof typeof LISTS]][]) {
    const list = parseList(errors, field, input[field] ?? undefined, rules);
    if (list === undefined) {
      if (creating && !errors.has(field)) out[field] = [...rules.initial];
      continue;
    }
    const unknown = rules.closed ? list.filter((item) => !rules.vocabulary!.includes(item)) : [];
    if (unknown.length > 0) errors.add(field, `Unknown ${rules.label} “${unknown[0]}”: use ${rules.vocabulary!.join(', ')}`);
    else if (field === 'regions' && list.length === 0) errors.add(field, 'Pick at least one region');
    else out[field] = list;
  }
  errors.throwIfAny();
  return out;
}

/** A brand account, or FORBIDDEN: only brand accounts create, claim and join brand pages. */
export async function assertBrandAccount(em: EntityManager, actor: Actor | null): Promise<UserActor> {
  // The session already put the account in this request's identity map: no query.
  const signedIn = signedInUser(actor);
  const account = signedIn ? await em.findOne(User, { id: signedIn.id }) : null;
  return assertCan(actor, 'brand:account', { accountType: account?.userType ?? '' });
}

/**
 * A readable slug that no brand holds, from the name: "night-owl-records", then "…-2". Slugs are
 * taken one create at a time (a lock held to the commit), so two creates never pick the same.
 */
async function freeSlug(tx: EntityManager, name: string): Promise<string> {
  const base = slugify(name, 70) || 'brand';
  await tx.execute(`select pg_advisory_xact_lock(hashtextextended('brands:slug', 0))`);
  const rows = await tx.execute<{ slug: string }[]>('select slug from brands where slug = ? or slug ~ ?', [base, `^${base}-[0-9]+$`]);
  const taken = new Set(rows.map((row) => row.slug));
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}

/** How many brand pages one account may have waiting for verification at once: enough for a group, not a flood. */
export const MAX_UNVERIFIED_BRANDS = 3;

/**
 * A brand account's new brand page; the account becomes its owner. It stays out of the directory
 * (and its page hidden from everyone but its team and admins) until an admin verifies it. A name
 * already in the directory is refused: that brand is to be claimed, not copied.
 */
export async function createBrand(em: EntityManager, actor: Actor | null, input: BrandInput): Promise<Brand> {
  const user = await assertBrandAccount(em, actor);
  const fields = parseBrandInput(input, true) as BrandFields;
  return em.transactional(async (tx) => {
    // The account's pending pages, counted under a lock on the account: two creates take turns.
    await tx.execute('select id from users where id = ? for update', [user.id]);
    const [row] = await tx.execute<{ waiting: number }[]>(
      'select count(*)::int as waiting from brands b join brand_members m on m.brand_id = b.id where m.user_id = ? and not b.listed',
      [user.id],
    );
    if ((row?.waiting ?? 0) >= MAX_UNVERIFIED_BRANDS) {
      throw new AppError('CONFLICT', `You already have ${MAX_UNVERIFIED_BRANDS} brand pages waiting for verification: wait for an admin to verify them`);
    }
    const [same] = await tx.execute<{ slug: string }[]>('select slug from brands where listed and lower(name) = lower(?) limit 1', [fields.name]);
    if (same) {
      throw new AppError('CONFLICT', `${fields.name} is already in the directory: claim it instead`, {
        name: `Already in the directory (/brands/${same.slug}): claim it`,
      });
    }
    const brand = tx.create(Brand, {
      ...fields,
      slug: await freeSlug(tx, fields.name),
      region: fields.regions[0] ?? 'global',
      logoUrl: generatedLogoUrl(fields.name),
      listed: false,
      verified: false,
    });
    tx.create(BrandMember, { brand, user: tx.getReference(User, user.id), role: BrandMemberRole.OWNER });
    await tx.flush();
    return brand;
  });
}

/**
 * Changes the fields sent on a brand page: its team (owners and members), or its API keys with
 * BRAND_PAGE WRITE. Its name stays: admins hold brands' identities.
 */
export async function updateBrand(em: EntityManager, actor: Actor | null, id: string, input: BrandInput): Promise<Brand> {
  if (input.name != null) throw new AppError('BAD_USER_INPUT', "A brand's name cannot be changed here: ask an admin", { name: 'Cannot be changed' });
  // Refused before any SQL, the team check included.
  const fields = parseBrandInput(input, false);
  await assertBrandAgent(em, actor, 'brand:manage', id, { resource: 'BRAND_PAGE', access: 'WRITE' });
  return em.transactional(async (tx) => {
    const brand = await tx.findOneOrFail(Brand, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    tx.assign(brand, fields.regions ? { ...fields, region: fields.regions[0] ?? brand.region } : fields);
    await tx.flush();
    return brand;
  });
}

/** The logos brand teams upload (`/uploads/brand-….webp`): the only logo files a brand's change may delete. */
const UPLOADED_BRAND_LOGO = storedImagePattern('brand');

/**
 * Stores an uploaded logo for a brand, re-encoded to WebP within 256×256 (as resource logos), and
 * makes it the brand's logo at once. Its team only. The file is written first, the address swapped
 * under the brand's row lock, and the replaced logo's file deleted after the commit (when a team
 * uploaded it: a generated or directory logo is not the brand's own file).
 */
export async function storeBrandLogo(em: EntityManager, uploadDir: string, actor: Actor | null, brandId: string, bytes: Buffer): Promise<Brand> {
  await assertBrandTeam(em, actor, 'brand:manage', brandId);
  const logoUrl = await storeImage(uploadDir, bytes, {
    field: 'logo',
    prefix: 'brand',
    resize: { width: 256, height: 256, fit: 'inside', withoutEnlargement: true },
    webp: { quality: 90, alphaQuality: 100 },
  });
  return replaceStoredImage(uploadDir, logoUrl, UPLOADED_BRAND_LOGO, () =>
    em.transactional(async (tx) => {
      const brand = await tx.findOneOrFail(Brand, { id: brandId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
      const replaced = brand.logoUrl;
      brand.logoUrl = logoUrl;
      await tx.flush();
      return { result: brand, replaced };
    }),
  );
}

/** The brands the account is on the team of (owner or member), by name; none for anyone else's account. */
export async function managedBrands(em: EntityManager, actor: Actor | null, userId: string): Promise<Brand[]> {
  assertCan(actor, 'account:read', { ownerId: userId });
  const members = await em.find(BrandMember, { user: userId }, { fields: ['brand'] });
  if (members.length === 0) return [];
  return em.find(Brand, { id: { $in: members.map((m) => m.brand.id) } }, { orderBy: BRAND_NAME_ORDER });
}

/**
 * A brand account's claim on a directory brand that has no team yet; it waits for an admin. One
 * pending claim per brand per account: a second is CONFLICT, as is a brand that already has a team.
 */
export async function claimBrand(em: EntityManager, actor: Actor | null, slug: string, message?: string | null): Promise<BrandClaim> {
  checkLength('slug', slug, FILTER_LIMITS.key);
  checkLength('message', message, BRAND_LIMITS.claimMessage);
  const user = await assertBrandAccount(em, actor);
  const brand = await em.findOne(Brand, { slug, listed: true });
  if (!brand) throw new AppError('NOT_FOUND', 'No such brand in the directory');
  if (await em.count(BrandMember, { brand })) {
    throw new AppError('CONFLICT', 'This brand already has a team: ask its owner to invite you');
  }
  try {
    const claim = em.create(BrandClaim, { brand, user: em.getReference(User, user.id), message: message?.trim() ?? '' });
    await em.flush();
    return claim;
  } catch (error) {
    // The partial unique index: one pending claim per brand per account, however the requests race.
    if (error instanceof UniqueConstraintViolationException) {
      em.clear();
      throw new AppError('CONFLICT', 'You have already claimed this brand: an admin will decide');
    }
    throw error;
  }
}

/** The account's own claims, newest first (the claimant follows what admins decided). */
export function claimsOf(em: EntityManager, actor: Actor | null, userId: string): Promise<BrandClaim[]> {
  assertCan(actor, 'account:read', { ownerId: userId });
  return em.find(BrandClaim, { user: userId }, { orderBy: { createdAt: 'desc', id: 'desc' }, populate: ['brand'] });
}
