import { LockMode, raw } from '@mikro-orm/core';
import type { EntityManager, OrderDefinition } from '@mikro-orm/postgresql';
import { auditOrigin, recordAudit } from '../audit/audit.service.js';
import type { AuditAction } from '../../shared/audit-actions.js';
import type { AuditSnapshot } from '../audit/audit-entry.entity.js';
import { assertCan, type Actor } from '../common/authz.js';
import { pageWindow, toConnection, type Connection, type PageArgs } from '../common/connection.js';
import type { Context } from '../common/context.js';
import { AppError } from '../common/errors.js';
import { FILTER_LIMITS, RESOURCE_LIMITS } from '../../shared/limits.js';
import { slugify } from '../../shared/slug.js';
import { storedImagePattern, storeImage } from '../common/uploaded-image.js';
import { GENERATED_LOGO, generatedLogoUrl, isWebUrl, webUrlProblem } from '../../shared/urls.js';
import { FieldErrors, isUuid, parseList, type ListRules } from '../common/validation.js';
import { CAREER_STAGES, CATEGORIES, GENRES, LOOKING_FOR, REGIONS, SKILLS } from '../../shared/vocabulary.js';
import { PricingTier, Resource } from './resource.entity.js';
import { changeCatalog, resourcesWhere, type ResourceFilter } from './resource.service.js';

/** How the back office orders its list. */
export enum AdminResourceSort {
  NAME = 'name',
  NEWEST = 'newest',
  RECENTLY_UPDATED = 'recently_updated',
}

const ORDER: Record<AdminResourceSort, OrderDefinition<Resource>> = {
  // As people read a list of names: "Ableton" before "AWAL", whatever the database's collation.
  [AdminResourceSort.NAME]: [{ [raw((alias: string) => `lower(${alias}.name)`)]: 'asc' }, { id: 'asc' }],
  [AdminResourceSort.NEWEST]: [{ createdAt: 'desc' }, { id: 'desc' }],
  [AdminResourceSort.RECENTLY_UPDATED]: [{ updatedAt: 'desc' }, { id: 'desc' }],
};

export type AdminResourceFilter = PageArgs & ResourceFilter & { sort?: AdminResourceSort | null; includeArchived?: boolean | null };

/** One page of the catalogue for admins: archived resources too when asked, in the order asked (by name by default). */
export async function adminResources({ em, actor }: Pick<Context, 'em' | 'actor'>, filter: AdminResourceFilter): Promise<Connection<Resource>> {
  assertCan(actor, 'admin:resources');
  const { offset, limit } = pageWindow(filter);
  const where = resourcesWhere(filter, { includeArchived: filter.includeArchived ?? false });
  const [nodes, total] = await em.findAndCount(Resource, where, { orderBy: ORDER[filter.sort ?? AdminResourceSort.NAME], offset, limit });
  return toConnection(nodes, total, offset);
}

/** What an admin may set on a resource; on an update every field is optional, and null leaves it as it is (but for logoUrl). */
export type ResourceInput = {
  name?: string | null;
  description?: string | null;
  category?: string[] | null;
  pricing?: string | null;
  pricingTier?: PricingTier | null;
  features?: string[] | null;
  website?: string | null;
  url?: string | null;
  /** An uploaded logo; null or empty: the logo generated from the name. */
  logoUrl?: string | null;
  targetGenres?: string[] | null;
  careerStages?: string[] | null;
  regions?: string[] | null;
  skills?: string[] | null;
  lookingFor?: string[] | null;
};

const RESOURCE_FIELDS = [
  'name',
  'description',
  'category',
  'pricing',
  'pricingTier',
  'features',
  'website',
  'url',
  'logoUrl',
  'targetGenres',
  'careerStages',
  'regions',
  'skills',
  'lookingFor',
] as const satisfies readonly (keyof Resource)[];

type ResourceField = (typeof RESOURCE_FIELDS)[number];
type ResourceFields = Pick<Resource, ResourceField>;

/** An uploaded resource logo (resource-logos route): named by us, under the uploads folder. */
export const UPLOADED_LOGO = storedImagePattern('logo');

/** A tier that fits the price as written, when none is given: "Free" is free, "Free plan; pro from $9" freemium, anything else paid. */
export function tierFor(pricing: string): PricingTier {
  if (/^free\b/i.test(pricing) && !/\d/.test(pricing)) return PricingTier.FREE;
  return /\bfree\b/i.test(pricing) ? PricingTier.FREEMIUM : PricingTier.PAID;
}

type ListField = 'category' | 'features' | 'targetGenres' | 'careerStages' | 'regions' | 'skills' | 'lookingFor';

const FREE_LIST = { maxItems: RESOURCE_LIMITS.listItems, maxLength: RESOURCE_LIMITS.listItemLength };

/**
 * Each list's rules: the vocabulary it is matched against, whether it is closed to other values
 * (MatchMade compares career stages and regions with the profile's, and the library's filters are
 * its categories), whether it may be empty, and what a new resource gets without one.
 */
const LISTS: Record<ListField, ListRules & { label: string; closed?: boolean; required?: string; initial?: readonly string[] }> = {
  category: {
    label: 'category',
    vocabulary: CATEGORIES,
    closed: true,
    maxItems: RESOURCE_LIMITS.categories,
    maxLength: FILTER_LIMITS.key,
    required: 'Pick at least one category',
  },
  careerStages: {
    label: 'career stage',
    vocabulary: CAREER_STAGES,
    closed: true,
    maxItems: CAREER_STAGES.length,
    maxLength: FILTER_LIMITS.key,
    required: 'Pick at least one career stage',
    initial: CAREER_STAGES,
  },
  regions: {
    label: 'region',
    vocabulary: REGIONS,
    closed: true,
    maxItems: REGIONS.length,
    maxLength: FILTER_LIMITS.key,
    required: 'Pick at least one region',
    initial: ['global'],
  },
  targetGenres: { label: 'genre', vocabulary: GENRES, ...FREE_LIST, initial: [] },
  skills: { label: 'skill', vocabulary: SKILLS, ...FREE_LIST, initial: [] },
  lookingFor: { label: 'need', vocabulary: LOOKING_FOR, ...FREE_LIST, initial: [] },
  features: { label: 'feature', maxItems: RESOURCE_LIMITS.features, maxLength: RESOURCE_LIMITS.featureLength, initial: [] },
};

const TEXTS = {
  name: { label: 'Name', max: RESOURCE_LIMITS.name },
  description: { label: 'Description', max: RESOURCE_LIMITS.description },
  pricing: { label: 'Pricing', max: RESOURCE_LIMITS.pricing },
  website: { label: 'Website', max: RESOURCE_LIMITS.url },
  url: { label: 'Link', max: RESOURCE_LIMITS.url },
} as const;

/**
 * Checks a resource's input against its columns and rules, every field at once, before any SQL:
 * text trimmed and within its column, required fields present (on a create, or when sent on an
 * update), addresses http(s), lists within their limits and vocabularies, the logo ours. Fills a
 * new resource's defaults. `current` is the stored resource an update changes: its name decides a
 * generated logo, and its website an empty link. Answers the fields that were sent, cleaned.
 */
export function parseResourceInput(input: ResourceInput, creating: boolean, current?: ResourceFields): Partial<ResourceFields> {
  const errors = new FieldErrors();
  const out: Partial<ResourceFields> = {};

  for (const [field, { label, max }] of Object.entries(TEXTS) as [keyof typeof TEXTS, (typeof TEXTS)[keyof typeof TEXTS]][]) {
    const raw = input[field];
    const value = raw?.trim();
    if (raw === undefined || raw === null) {
      if (creating && field !== 'url') errors.add(field, `${label} is required`);
    } else if (value === '') {
      // An empty link follows the website.
      if (field !== 'url') errors.add(field, `${label} is required`);
    } else if (value!.length > max) errors.add(field, `${label} must be at most ${max} characters`);
    else if ((field === 'website' || field === 'url') && !isWebUrl(value!)) errors.add(field, webUrlProblem(value!, { label })!);
    else out[field] = value;
  }
  const website = out.website ?? current?.website;
  if (out.url === undefined && website && !errors.has('url') && (creating || input.url != null)) out.url = website;

  for (const [field, rules] of Object.entries(LISTS) as [ListField, (typeof LISTS)[ListField]][]) {
    const list = parseList(errors, field, input[field] ?? undefined, rules);
    if (list === undefined) {
      if (!creating || errors.has(field)) continue;
      if (rules.initial) out[field] = [...rules.initial];
      else if (rules.required) errors.add(field, rules.required);
      continue;
    }
    const unknown = rules.closed ? list.filter((item) => !rules.vocabulary!.includes(item)) : [];
    if (unknown.length > 0) errors.add(field, `Unknown ${rules.label} “${unknown[0]}”: use ${rules.vocabulary!.join(', ')}`);
    else if (list.length === 0 && rules.required) errors.add(field, rules.required);
    else out[field] = list;
  }

  if (input.pricingTier != null) out.pricingTier = input.pricingTier;
  else if (creating && out.pricing) out.pricingTier = tierFor(out.pricing);

  const name = out.name ?? current?.name;
  const logo = input.logoUrl?.trim();
  if (logo) {
    if (logo.length > RESOURCE_LIMITS.url) errors.add('logoUrl', `Logo must be at most ${RESOURCE_LIMITS.url} characters`);
    else if (!UPLOADED_LOGO.test(logo) && !GENERATED_LOGO.test(logo))
      errors.add('logoUrl', 'Upload the logo here (JPEG, PNG or WebP), or use the generated one');
    else out.logoUrl = logo;
  } else if (name && (input.logoUrl !== undefined || creating || (out.name !== undefined && GENERATED_LOGO.test(current?.logoUrl ?? '')))) {
    // Asked for, new, or renamed while generated: the monogram follows the name.
    out.logoUrl = generatedLogoUrl(name);
  }

  errors.throwIfAny();
  return out;
}

/** The plain JSON of some fields of a resource, for the audit log. */
function snapshot(resource: Partial<Resource>, fields: readonly (keyof Resource)[]): AuditSnapshot {
  return Object.fromEntries(
    fields.map((field) => {
      const value = resource[field];
      return [field, value instanceof Date ? value.toISOString() : Array.isArray(value) ? [...value] : (value ?? null)];
    }),
  );
}

const same = (a: unknown, b: unknown) => (Array.isArray(a) && Array.isArray(b) ? a.length === b.length && a.every((item, i) => item === b[i]) : a === b);

function resourceId(id: string): string {
  if (!isUuid(id)) throw new AppError('BAD_USER_INPUT', 'Not a resource id', { id: 'Not a resource id (a UUID)' });
  return id;
}

/** The resource, locked until the change commits: an edit and an archive of it take turns, so each audit entry's before is what it changed. */
async function lockResource(tx: EntityManager, id: string): Promise<Resource> {
  const resource = await tx.findOne(Resource, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!resource) throw new AppError('NOT_FOUND', 'No such resource');
  return resource;
}

/**
 * A readable slug that no resource holds, from the name: "distrokid", then "distrokid-2". Slugs
 * are taken one create at a time (a lock held to the commit), so two creates never pick the same.
 */
async function freeSlug(tx: EntityManager, name: string): Promise<string> {
  const base = slugify(name, 70) || 'resource';
  await tx.execute(`select pg_advisory_xact_lock(hashtextextended('resources:slug', 0))`);
  const rows = await tx.execute<{ slug: string }[]>('select slug from resources where slug = ? or slug ~ ?', [base, `^${base}-[0-9]+$`]);
  const taken = new Set(rows.map((row) => row.slug));
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}

type AdminContext = Pick<Context, 'em' | 'actor' | 'pubsub' | 'requestId' | 'session'>;

/** Creates a resource in the library (and MatchMade's catalogue); one audit entry (resource.create) with it. */
export async function createResource(ctx: AdminContext, input: ResourceInput): Promise<Resource> {
  const admin = assertCan(ctx.actor, 'admin:resources');
  const fields = parseResourceInput(input, true) as ResourceFields;
  return changeCatalog(ctx.em, ctx.pubsub, 'resources', async (tx) => {
    const resource = tx.create(Resource, { ...fields, slug: await freeSlug(tx, fields.name) });
    await tx.flush();
    await recordAudit(tx, auditOrigin(ctx, admin), {
      action: 'resource.create',
      targetType: 'resource',
      targetId: resource.id,
      targetLabel: resource.name,
      after: snapshot(resource, ['slug', ...RESOURCE_FIELDS]),
    });
    return resource;
  });
}

/** Changes the fields sent; one audit entry (resource.update) holding the changed fields, and none (nor any catalogue change) when nothing changed. */
export async function updateResource(ctx: AdminContext, id: string, input: ResourceInput): Promise<Resource> {
  const admin = assertCan(ctx.actor, 'admin:resources');
  resourceId(id);
  // Refused before any SQL; checked again against the stored resource, whose name a generated logo follows.
  parseResourceInput(input, false);
  const { resource } = await changeCatalog(
    ctx.em,
    ctx.pubsub,
    'resources',
    async (tx) => {
      const resource = await lockResource(tx, id);
      const fields = parseResourceInput(input, false, resource);
      const changed = RESOURCE_FIELDS.filter((field) => field in fields && !same(fields[field], resource[field]));
      if (changed.length === 0) return { resource, changed };
      const before = snapshot(resource, changed);
      tx.assign(resource, Object.fromEntries(changed.map((field) => [field, fields[field]])));
      await tx.flush();
      await recordAudit(tx, auditOrigin(ctx, admin), {
        action: 'resource.update',
        targetType: 'resource',
        targetId: id,
        targetLabel: resource.name,
        before,
        after: snapshot(resource, changed),
      });
      return { resource, changed };
    },
    { changed: ({ changed }) => changed.length > 0 },
  );
  return resource;
}

/** Archives or restores; one audit entry, and none when it already was so. */
async function setArchived(ctx: AdminContext, id: string, archived: boolean): Promise<Resource> {
  const admin = assertCan(ctx.actor, 'admin:resources');
  resourceId(id);
  const action: AuditAction = archived ? 'resource.archive' : 'resource.restore';
  const { resource } = await changeCatalog(
    ctx.em,
    ctx.pubsub,
    'resources',
    async (tx) => {
      const resource = await lockResource(tx, id);
      if ((resource.archivedAt !== null) === archived) return { resource, changed: false };
      const before = snapshot(resource, ['archivedAt']);
      resource.archivedAt = archived ? new Date() : null;
      await tx.flush();
      await recordAudit(tx, auditOrigin(ctx, admin), {
        action,
        targetType: 'resource',
        targetId: id,
        targetLabel: resource.name,
        before,
        after: snapshot(resource, ['archivedAt']),
      });
      return { resource, changed: true };
    },
    { changed: ({ changed }) => changed },
  );
  return resource;
}

/**
 * Takes a resource out of the library and MatchMade's catalogue: it no longer shows or is
 * recommended, and creators' matches to it go with the catalogue sweep. Kept for a restore.
 */
export const archiveResource = (ctx: AdminContext, id: string) => setArchived(ctx, id, true);

/** Brings an archived resource back into the library; MatchMade recommends it again from the next recompute. */
export const restoreResource = (ctx: AdminContext, id: string) => setArchived(ctx, id, false);

/**
 * Stores a logo for an admin, re-encoded to WebP within 256×256 (logos show at most 64 px, so
 * that leaves room for sharp screens), keeping its proportions. Answers its address, which a
 * resource's logoUrl then takes.
 */
export async function storeResourceLogo(uploadDir: string, actor: Actor | null, bytes: Buffer): Promise<string> {
  assertCan(actor, 'admin:resources');
  return storeImage(uploadDir, bytes, {
    field: 'logo',
    prefix: 'logo',
    resize: { width: 256, height: 256, fit: 'inside', withoutEnlargement: true },
    webp: { quality: 90, alphaQuality: 100 },
  });
}
