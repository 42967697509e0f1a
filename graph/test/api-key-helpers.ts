import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { MikroORM } from '../src/db/orm.js';
import { createSessionCookie, createUser } from './seed-helpers.js';
import type { GqlBody, TestApp } from './test-app.js';

/** Helpers of the API key tests: a brand with a team, and keys issued through the API as its owners' page does. */

export type Person = { id: string; cookie: string };
export type TeamBrand = { id: string; slug: string; name: string; owner: Person; member: Person };
export type Grant = { resource: string; access: 'NONE' | 'READ' | 'WRITE' };

const person = async (orm: MikroORM): Promise<Person> => {
  const user = await createUser(orm);
  return { id: user.id, cookie: await createSessionCookie(orm, user.id) };
};

/** A listed brand of its own with an owner and a member, written directly. */
export async function teamBrand(orm: MikroORM, { listed = true }: { listed?: boolean } = {}): Promise<TeamBrand> {
  const id = randomUUID();
  const slug = `keys-brand-${randomUUID().slice(0, 8)}`;
  const name = `Keys brand ${slug.slice(-8)}`;
  const em = orm.em.fork();
  await em.execute(
    `insert into brands (id, slug, name, category, tagline, description, website, logo_url, headquarters, region, regions, listed, verified)
     values (?, ?, ?, 'distribution', 'Keys', 'A brand for key tests', 'https://example.test', ?, '', 'global', '{global}', ?, ?)`,
    [id, slug, name, `/logos/${slug}.svg`, listed, listed],
  );
  const [owner, member] = await Promise.all([person(orm), person(orm)]);
  await em.execute(`insert into brand_members (id, brand_id, user_id, role) values (gen_random_uuid(), ?, ?, 'owner'), (gen_random_uuid(), ?, ?, 'member')`, [
    id,
    owner.id,
    id,
    member.id,
  ]);
  return { id, slug, name, owner, member };
}

export const CREATE_KEY = `mutation CreateKey($input: CreateApiKeyInput!) {
  createApiKey(input: $input) { secret key { id name lastFour expiresAt lastUsedAt revokedAt grants { resource access } } }
}`;

export const inAYear = () => new Date(Date.now() + 364 * 24 * 60 * 60 * 1000).toISOString();

/** A key of the brand with these grants, created by its owner through the API; answers its id and secret. */
export async function issueKey(t: TestApp, brand: TeamBrand, grants: Grant[], name = 'Test key'): Promise<{ id: string; secret: string }> {
  const result = await t.gql<{ createApiKey: { secret: string; key: { id: string } } }>(
    CREATE_KEY,
    { input: { brandId: brand.id, name, expiresAt: inAYear(), grants } },
    { cookie: brand.owner.cookie },
  );
  expect(result.body.errors, JSON.stringify(result.body.errors)).toBeUndefined();
  return { id: result.body.data!.createApiKey.key.id, secret: result.body.data!.createApiKey.secret };
}

export const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });

export const codeOf = (body: GqlBody<unknown>) => body.errors?.[0]?.extensions?.code;
