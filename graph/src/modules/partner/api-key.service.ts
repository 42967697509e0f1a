import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { auditOrigin, recordAudit } from '../audit/audit.service.js';
import { API_RESOURCES, assertCan, type Actor, type ApiAccess, type ApiKeyActor, type ApiResource } from '../common/authz.js';
import type { Context } from '../common/context.js';
import { AppError } from '../common/errors.js';
import { checkLength, isUuid, unstorable } from '../common/validation.js';
import { assertBrandTeam } from '../brand/brand-team.js';
import { Brand } from '../brand/brand.entity.js';
import { User } from '../user/user.entity.js';
import { generateApiKey, hashApiKey, isWellFormedApiKey, lastFourOf } from './api-key-format.js';
import { ApiKey, type StoredGrants } from './api-key.entity.js';

/**
 * A brand's API keys: its owners create, roll and revoke them (each written to the audit log), and
 * a key presented on POST /graphql becomes the request's actor. Keys never manage keys.
 */

export const API_KEY_LIMITS = {
  /** A key's name, in characters. */
  name: 80,
  /** Keys a brand may have live (neither revoked nor expired) at once. */
  liveKeysPerBrand: 20,
  /** How far ahead a key may expire, in days. */
  maxLifetimeDays: 365,
  /** The longest grace a rolled key's old secret keeps working, in hours (7 days). */
  maxGraceHours: 168,
  /** How often a key's last use is written, at most: once a minute per key, whatever the calls. */
  lastUseEveryMs: 60_000,
  /** The User-Agent kept of a key's last use, in characters. */
  agent: 256,
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;
// A page computes "a year from now" a moment before the server reads it: a minute of leeway.
const CLOCK_LEEWAY_MS = 60_000;

/** The app-wide key settings: the secret the keys' HMACs are made with. */
export type ApiKeyKit = { appSecret: string };

declare module '../common/context.js' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging
  interface ModuleKits {
    apiKeys: ApiKeyKit;
  }
}

export type ApiGrantInput = { resource: ApiResource; access: ApiAccess };
export type CreateApiKeyInput = { brandId: string; name: string; expiresAt: Date; grants: readonly ApiGrantInput[] };
/** A key and its secret, answered once. */
export type CreatedApiKeyView = { key: ApiKey; secret: string };

/** The grants as stored: each resource at most once, NONE left out, at least one grant. Checked before any SQL. */
export function parseGrants(grants: readonly ApiGrantInput[]): StoredGrants {
  if (grants.length > API_RESOURCES.length) {
    throw new AppError('BAD_USER_INPUT', `At most ${API_RESOURCES.length} grants, one per resource`, { grants: 'One per resource' });
  }
  const stored: StoredGrants = {};
  const seen = new Set<ApiResource>();
  for (const { resource, access } of grants) {
    if (seen.has(resource)) throw new AppError('BAD_USER_INPUT', `${resource} is granted twice`, { grants: 'One per resource' });
    seen.add(resource);
    if (access !== 'NONE') stored[resource] = access;
  }
  if (Object.keys(stored).length === 0) {
    throw new AppError('BAD_USER_INPUT', 'Grant the key READ or WRITE on at least one resource', { grants: 'At least one grant' });
  }
  return stored;
}

function parseName(raw: string): string {
  checkLength('name', raw, API_KEY_LIMITS.name);
  const name = raw.trim();
  if (!name) throw new AppError('BAD_USER_INPUT', 'Name the key', { name: 'Required' });
  if (unstorable(name)) throw new AppError('BAD_USER_INPUT', 'The name has characters that cannot be stored', { name: 'Remove control characters' });
  return name;
}

function parseExpiry(expiresAt: Date, now: Date): Date {
  if (!(expiresAt instanceof Date) || Number.isNaN(expiresAt.getTime())) {
    throw new AppError('BAD_USER_INPUT', 'Invalid expiry', { expiresAt: 'Not a date' });
  }
  if (expiresAt.getTime() <= now.getTime()) throw new AppError('BAD_USER_INPUT', 'The expiry must be in the future', { expiresAt: 'In the past' });
  if (expiresAt.getTime() > now.getTime() + API_KEY_LIMITS.maxLifetimeDays * DAY_MS + CLOCK_LEEWAY_MS) {
    throw new AppError('BAD_USER_INPUT', 'A key expires at most a year from now', { expiresAt: 'At most a year ahead' });
  }
  return expiresAt;
}

/** A key never manages keys: FORBIDDEN before anything is read. */
function refuseKeys(actor: Actor | null): void {
  if (actor?.kind === 'apiKey') assertCan(actor, 'brand:team');
}

/**
 * Creates a key for a brand: its owners only (members and keys are refused), on any brand they
 * own, verified or not (a key reaches only its own brand's data). At most 20 live keys per brand,
 * counted under a lock on the brand so that two creates cannot both pass. The secret is answered
 * once; only its HMAC is stored.
 */
export async function createApiKey(
  ctx: Pick<Context, 'em' | 'actor' | 'apiKeys' | 'requestId' | 'session'>,
  input: CreateApiKeyInput,
): Promise<CreatedApiKeyView> {
  const { em, actor } = ctx;
  refuseKeys(actor);
  const now = new Date();
  const name = parseName(input.name);
  const expiresAt = parseExpiry(input.expiresAt, now);
  const grants = parseGrants(input.grants);
  const { user, brand } = await assertBrandTeam(em, actor, 'brand:team', input.brandId);
  const secret = generateApiKey();
  return em.transactional(async (tx) => {
    await tx.findOneOrFail(Brand, { id: brand.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    const live = await tx.count(ApiKey, { brand: brand.id, revokedAt: null, expiresAt: { $gt: now } });
    if (live >= API_KEY_LIMITS.liveKeysPerBrand) {
      throw new AppError('CONFLICT', `A brand has at most ${API_KEY_LIMITS.liveKeysPerBrand} live keys: revoke one first`);
    }
    const key = tx.create(ApiKey, {
      brand: tx.getReference(Brand, brand.id),
      name,
      grants,
      secretHash: hashApiKey(secret, ctx.apiKeys.appSecret),
      lastFour: lastFourOf(secret),
      expiresAt,
      createdBy: tx.getReference(User, user.id),
      createdAt: now,
    });
    await tx.flush();
    await recordAudit(tx, auditOrigin(ctx, user), {
      action: 'api_key.create',
      targetType: 'api_key',
      targetId: key.id,
      targetLabel: `${brand.name}: ${name}`,
      after: { brandId: brand.id, name, grants, expiresAt: expiresAt.toISOString(), lastFour: key.lastFour },
    });
    return { key, secret };
  });
}

/** The key with this id and its brand's owners' check (members, other accounts and keys refused). */
async function ownersKey(em: EntityManager, actor: Actor | null, id: string) {
  refuseKeys(actor);
  if (!actor) assertCan(actor, 'brand:team', { teamRole: null });
  if (!isUuid(id)) throw new AppError('BAD_USER_INPUT', 'Invalid key id', { id: 'Not a key id' });
  const found = await em.findOne(ApiKey, { id }, { fields: ['brand'] });
  if (!found) throw new AppError('NOT_FOUND', 'No such API key');
  const { user, brand } = await assertBrandTeam(em, actor, 'brand:team', found.brand.id);
  return { user, brand };
}

/**
 * A new secret for a key, answered once; the old one keeps working for `graceHours` (0 to 168:
 * none to 7 days), so that a partner can deploy the new one first. A roll during a grace ends the
 * older secret's grace at once: only the secret just replaced stays in grace. Revoked and expired
 * keys are not rolled (create a new one).
 */
export async function rollApiKey(
  ctx: Pick<Context, 'em' | 'actor' | 'apiKeys' | 'requestId' | 'session'>,
  id: string,
  graceHours: number,
): Promise<CreatedApiKeyView> {
  const { em, actor } = ctx;
  refuseKeys(actor);
  if (!Number.isInteger(graceHours) || graceHours < 0 || graceHours > API_KEY_LIMITS.maxGraceHours) {
    throw new AppError('BAD_USER_INPUT', `graceHours must be from 0 to ${API_KEY_LIMITS.maxGraceHours}`, {
      graceHours: `0 to ${API_KEY_LIMITS.maxGraceHours}`,
    });
  }
  const { user, brand } = await ownersKey(em, actor, id);
  const secret = generateApiKey();
  return em.transactional(async (tx) => {
    const key = await tx.findOneOrFail(ApiKey, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    const now = new Date();
    if (key.revokedAt) throw new AppError('CONFLICT', 'This key was revoked: create a new one');
    if (key.expiresAt <= now) throw new AppError('CONFLICT', 'This key has expired: create a new one');
    const before = { lastFour: key.lastFour, previousSecretUntil: key.previousSecretUntil?.toISOString() ?? null };
    const until = graceHours > 0 ? new Date(now.getTime() + graceHours * 60 * 60 * 1000) : null;
    tx.assign(key, {
      previousSecretHash: until ? key.secretHash : null,
      previousSecretUntil: until,
      secretHash: hashApiKey(secret, ctx.apiKeys.appSecret),
      lastFour: lastFourOf(secret),
    });
    await tx.flush();
    await recordAudit(tx, auditOrigin(ctx, user), {
      action: 'api_key.roll',
      targetType: 'api_key',
      targetId: key.id,
      targetLabel: `${brand.name}: ${key.name}`,
      before,
      after: { lastFour: key.lastFour, graceHours, previousSecretUntil: until?.toISOString() ?? null },
    });
    return { key, secret };
  });
}

/** Revokes a key: it stops at once, on every instance (each call reads the key). Revoking again answers the key as it is. */
export async function revokeApiKey(ctx: Pick<Context, 'em' | 'actor' | 'requestId' | 'session'>, id: string): Promise<ApiKey> {
  const { em, actor } = ctx;
  const { user, brand } = await ownersKey(em, actor, id);
  return em.transactional(async (tx) => {
    const key = await tx.findOneOrFail(ApiKey, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    if (key.revokedAt) return key;
    key.revokedAt = new Date();
    // The old secret of a roll stops with the key.
    tx.assign(key, { previousSecretHash: null, previousSecretUntil: null });
    await tx.flush();
    await recordAudit(tx, auditOrigin(ctx, user), {
      action: 'api_key.revoke',
      targetType: 'api_key',
      targetId: key.id,
      targetLabel: `${brand.name}: ${key.name}`,
      before: { revokedAt: null },
      after: { revokedAt: key.revokedAt.toISOString() },
    });
    return key;
  });
}

/** A brand's keys, newest first, revoked and expired ones included: its owners only. */
export async function brandApiKeys(em: EntityManager, actor: Actor | null, brandId: string): Promise<ApiKey[]> {
  refuseKeys(actor);
  const { brand } = await assertBrandTeam(em, actor, 'brand:team', brandId);
  return em.find(ApiKey, { brand: brand.id }, { orderBy: { createdAt: 'desc', id: 'desc' } });
}

/** Where a keyed call came from, for the key's "last used" columns. */
export type CallOrigin = { address: string | null; agent: string | null };

const invalidKey = (message = 'Invalid API key') => new AppError('UNAUTHENTICATED', message);

/**
 * The actor of a request that sent `Authorization: <header>`. A header that is not
 * `Bearer <key>`, or a key of the wrong shape or checksum, is refused before any database read;
 * a well-formed key is looked up by its HMAC (one indexed read, every call, so that a revocation
 * or an expiry stops it on every instance at once). The secret before a roll works until its
 * grace ends. The key's last use is written at most once a minute (a conditional update, so
 * instances never write it twice in that minute).
 */
export async function apiKeyActor(em: EntityManager, kit: ApiKeyKit, header: string, origin: CallOrigin): Promise<ApiKeyActor> {
  const match = /^Bearer ([^\s]+)$/i.exec(header.trim());
  const presented = match?.[1];
  if (!presented || !isWellFormedApiKey(presented)) throw invalidKey();
  const hash = hashApiKey(presented, kit.appSecret);
  const [row] = await em.execute<
    {
      id: string;
      brand_id: string;
      grants: StoredGrants | string;
      current: boolean;
      in_grace: boolean;
      expired: boolean;
      revoked: boolean;
      stale_use: boolean;
    }[]
  >(
    `select id, brand_id, grants, secret_hash = ? as current, coalesce(previous_secret_until > now(), false) as in_grace,
            expires_at <= now() as expired, revoked_at is not null as revoked,
            (last_used_at is null or last_used_at <= now() - make_interval(secs => ?)) as stale_use
       from api_keys where secret_hash = ? or previous_secret_hash = ? limit 1`,
    [hash, API_KEY_LIMITS.lastUseEveryMs / 1000, hash, hash],
  );
  if (!row || (!row.current && !row.in_grace)) throw invalidKey();
  if (row.revoked) throw invalidKey('This API key was revoked');
  if (row.expired) throw invalidKey('This API key has expired');
  if (row.stale_use) {
    await em.execute(
      `update api_keys set last_used_at = now(), last_used_address = ?, last_used_agent = ?
        where id = ? and (last_used_at is null or last_used_at <= now() - make_interval(secs => ?))`,
      [origin.address?.slice(0, 64) ?? null, origin.agent?.slice(0, API_KEY_LIMITS.agent) ?? null, row.id, API_KEY_LIMITS.lastUseEveryMs / 1000],
    );
  }
  const grants = typeof row.grants === 'string' ? (JSON.parse(row.grants) as StoredGrants) : row.grants;
  return { kind: 'apiKey', keyId: row.id, brandId: row.brand_id, grants: Object.freeze({ ...grants }) };
}
