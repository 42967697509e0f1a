import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BRAND_ACCOUNT } from '../src/db/seed/seed.js';
import { CSRF_HEADER } from '../src/shared/csrf.js';
import { startMailCatcher, type MailCatcher } from './mail-catcher.js';
import { auditOf, createSessionCookie, createUser, UserRole } from './seed-helpers.js';
import { startTestApp, type TestApp } from './test-app.js';

/**
 * Brand accounts: registering as a brand, brand pages that wait for an admin's
 * verification, claims on directory brands, the team, and the directory's order and search.
 * Every account here is made for this file; the directory brands it claims are its own.
 */

let t: TestApp;
let catcher: MailCatcher;
let admin: { id: string; cookie: string };
let creator: { id: string; cookie: string };

type Gql = { status: number; body: { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: Record<string, unknown> }[] } };
type BrandAccount = { id: string; email: string; username: string; cookie: string };
type Brand = {
  id: string;
  slug: string;
  name: string;
  listed: boolean;
  verified: boolean;
  viewerRole: string | null;
  regions: string[];
  logoUrl: string;
  category: string;
};

const PASSWORD = 'a-strong-passphrase';
const tag = () => randomUUID().slice(0, 8);
const as = (cookie?: string): Record<string, string> => (cookie ? { cookie } : {});
const codeOf = (result: Gql) => result.body.errors?.[0]?.extensions?.code;
const fieldsOf = (result: Gql) => result.body.errors?.[0]?.extensions?.fields as Record<string, string> | undefined;
const data = <T>(result: Gql): T => {
  expect(result.body.errors, JSON.stringify(result.body.errors)).toBeUndefined();
  return result.body.data as T;
};

/** A brand account signed up through the API, as the sign-up page does it. */
async function registerBrand(email = `brand-${tag()}@example.test`): Promise<BrandAccount> {
  const response = await fetch(`${t.baseUrl}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, userType: 'brand', firstName: 'Bea', lastName: 'Brand' }),
  });
  expect(response.status).toBe(201);
  const body = (await response.json()) as { id: string; username: string };
  return { id: body.id, email, username: body.username, cookie: /sb_session=[^;]+/.exec(response.headers.get('set-cookie') ?? '')![0] };
}

const BRAND_FIELDS = 'id slug name listed verified viewerRole regions logoUrl category';

/** A brand page's input, unique to the call. */
const brandInput = (more: Record<string, unknown> = {}) => {
  const id = tag();
  return {
    name: `Nightjar Records ${id}`,
    tagline: 'An independent label for late-night music',
    description: `We sign and release ambient and downtempo records; reference ${id}.`,
    category: 'distribution',
    website: 'https://nightjar.example',
    ...more,
  };
};

const createBrand = (cookie: string | undefined, input: Record<string, unknown>) =>
  t.gql(`mutation ($input: BrandInput!) { createBrand(input: $input) { ${BRAND_FIELDS} } }`, { input }, as(cookie));

async function newBrand(owner: BrandAccount, more: Record<string, unknown> = {}): Promise<Brand> {
  return data<{ createBrand: Brand }>(await createBrand(owner.cookie, brandInput(more))).createBrand;
}

const directory = async (search: string, cookie?: string) =>
  data<{ brands: { totalCount: number; edges: { node: { slug: string; name: string; category: string } }[] } }>(
    await t.gql('query ($search: String) { brands(search: $search, first: 100) { totalCount edges { node { slug name category } } } }', { search }, as(cookie)),
  ).brands;

const brandPage = async (slug: string, cookie?: string) =>
  data<{ brand: Brand | null }>(await t.gql(`query ($slug: String!) { brand(slug: $slug) { ${BRAND_FIELDS} } }`, { slug }, as(cookie))).brand;

const verify = (id: string, cookie = admin.cookie) => t.gql(`mutation ($id: ID!) { verifyBrand(id: $id) { ${BRAND_FIELDS} } }`, { id }, as(cookie));

beforeAll(async () => {
  catcher = await startMailCatcher();
  t = await startTestApp({ SMTP_URL: catcher.smtpUrl, PUBLIC_ORIGIN: 'https://soundboard.test' });
  const a = await createUser(t.orm, { role: UserRole.ADMIN });
  admin = { id: a.id, cookie: await createSessionCookie(t.orm, a.id) };
  const c = await createUser(t.orm, { artistName: 'Brandless Creator' });
  creator = { id: c.id, cookie: await createSessionCookie(t.orm, c.id) };
});
afterAll(async () => {
  await t.close();
  await catcher.close();
});

describe('brand accounts', () => {
  it('register as brands, are told apart by viewer.userType, and have no MatchMade matches', async () => {
    const account = await registerBrand();
    const viewer = data<{ viewer: { userType: string; managedBrands: unknown[]; brandClaims: unknown[]; matches: { totalCount: number } } }>(
      await t.gql('{ viewer { userType managedBrands { id } brandClaims { id } matches(first: 5) { totalCount } } }', {}, as(account.cookie)),
    ).viewer;
    expect(viewer).toEqual({ userType: 'BRAND', managedBrands: [], brandClaims: [], matches: { totalCount: 0 } });
    // Reading matches computed none, and asking for a refresh computes none either.
    await t.gql('mutation { refreshMatches { matchCount } }', {}, as(account.cookie));
    const [row] = await t.orm.em.fork().execute<{ n: number }[]>('select count(*)::int as n from matches where user_id = ?', [account.id]);
    expect(row!.n).toBe(0);
    // Not a peer: a creator cannot send it a connection request.
    expect(codeOf(await t.gql('mutation ($u: String!) { sendConnectionRequest(username: $u) { id } }', { u: account.username }, as(creator.cookie)))).toBe(
      'NOT_FOUND',
    );
  });

  it('include the demo brand account, which owns Soundplate', async () => {
    const response = await fetch(`${t.baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_BRAND_ACCOUNT.email, password: DEMO_BRAND_ACCOUNT.password }),
    });
    expect(response.status).toBe(200);
    const cookie = /sb_session=[^;]+/.exec(response.headers.get('set-cookie') ?? '')![0];
    const viewer = data<{ viewer: { userType: string; managedBrands: Brand[] } }>(
      await t.gql(`{ viewer { userType managedBrands { ${BRAND_FIELDS} } } }`, {}, as(cookie)),
    ).viewer;
    expect(viewer.userType).toBe('BRAND');
    expect(viewer.managedBrands.map((b) => [b.slug, b.viewerRole, b.listed])).toEqual([[DEMO_BRAND_ACCOUNT.brandSlug, 'OWNER', true]]);
  });

  it('refuses an unknown account type at registration', async () => {
    const response = await fetch(`${t.baseUrl}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `x-${tag()}@example.test`, password: PASSWORD, userType: 'label' }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fields: Record<string, string> }).fields.userType).toMatch(/brand/);
  });
});

describe('a new brand page', () => {
  it('stays out of the directory until an admin verifies it, with exactly one audit entry', async () => {
    const owner = await registerBrand();
    const brand = await newBrand(owner, {
      regions: ['europe', 'uk'],
      genres: ['ambient', 'House'],
      offers: ['Release deals ', 'Release deals', 'Vinyl pressing'],
    });
    expect(brand).toMatchObject({ listed: false, verified: false, viewerRole: 'OWNER', regions: ['europe', 'uk'], category: 'distribution' });
    expect(brand.slug).toBe(brand.name.toLowerCase().replace(/ /g, '-'));
    expect(brand.logoUrl).toBe(`/logos/${brand.slug}.svg`);

    // Out of the directory and its counts; its page shows only to its team and admins.
    expect((await directory(brand.name)).totalCount).toBe(0);
    const categories = data<{ brandCategories: { category: string; count: number }[] }>(
      await t.gql('query ($s: String) { brandCategories(search: $s) { category count } }', { s: brand.name }),
    ).brandCategories;
    expect(categories).toEqual([]);
    expect(await brandPage(brand.slug)).toBeNull();
    expect(await brandPage(brand.slug, creator.cookie)).toBeNull();
    expect(await brandPage(brand.slug, (await registerBrand()).cookie)).toBeNull();
    expect((await brandPage(brand.slug, owner.cookie))?.id).toBe(brand.id);
    expect((await brandPage(brand.slug, admin.cookie))?.viewerRole).toBeNull();
    const managed = data<{ viewer: { managedBrands: Brand[] } }>(await t.gql(`{ viewer { managedBrands { ${BRAND_FIELDS} } } }`, {}, as(owner.cookie))).viewer
      .managedBrands;
    expect(managed.map((b) => b.id)).toEqual([brand.id]);

    // Admins find it in their queue.
    const queue = data<{ adminBrands: { edges: { node: { id: string; owners: { email: string }[] } }[] } }>(
      await t.gql(
        'query ($s: String) { adminBrands(status: AWAITING_VERIFICATION, search: $s) { edges { node { id owners { email } } } } }',
        { s: brand.name },
        as(admin.cookie),
      ),
    ).adminBrands;
    expect(queue.edges.map((e) => e.node)).toEqual([{ id: brand.id, owners: [{ email: owner.email }] }]);
    expect(codeOf(await t.gql('query ($s: String) { adminBrands(search: $s) { totalCount } }', { s: brand.name }, as(owner.cookie)))).toBe('FORBIDDEN');

    // Nobody but an admin verifies.
    expect(codeOf(await verify(brand.id, owner.cookie))).toBe('FORBIDDEN');
    expect(codeOf(await verify(brand.id, creator.cookie))).toBe('FORBIDDEN');
    expect(await auditOf(t.orm, 'brand', brand.id)).toEqual([]);

    const verified = data<{ verifyBrand: Brand }>(await verify(brand.id)).verifyBrand;
    expect(verified).toMatchObject({ listed: true, verified: true });
    expect((await directory(brand.name)).edges.map((e) => e.node.slug)).toEqual([brand.slug]);
    expect(await brandPage(brand.slug)).toMatchObject({ id: brand.id, verified: true, viewerRole: null });
    const entries = await auditOf(t.orm, 'brand', brand.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'brand.verify', before: { listed: false, verified: false }, after: { listed: true, verified: true } });

    // Verifying again changes nothing, and writes nothing.
    data(await verify(brand.id));
    expect(await auditOf(t.orm, 'brand', brand.id)).toHaveLength(1);
    // Out of the queue.
    const after = data<{ adminBrands: { totalCount: number } }>(
      await t.gql('query ($s: String) { adminBrands(status: AWAITING_VERIFICATION, search: $s) { totalCount } }', { s: brand.name }, as(admin.cookie)),
    ).adminBrands;
    expect(after.totalCount).toBe(0);
  });

  it('is for brand accounts only', async () => {
    expect(codeOf(await createBrand(undefined, brandInput()))).toBe('UNAUTHENTICATED');
    expect(codeOf(await createBrand(creator.cookie, brandInput()))).toBe('FORBIDDEN');
    expect(codeOf(await createBrand(admin.cookie, brandInput()))).toBe('FORBIDDEN');
  });

  it('takes unique slugs, and refuses a name already in the directory', async () => {
    const owner = await registerBrand();
    const first = await newBrand(owner, { name: 'Slug Twin Label' });
    const second = await newBrand(owner, { name: 'Slug Twin Label!' });
    expect(second.slug).not.toBe(first.slug);
    expect(second.slug).toMatch(/^slug-twin-label(-\d+)?$/);
    const taken = await createBrand(owner.cookie, brandInput({ name: 'abbey road studios' }));
    expect(codeOf(taken)).toBe('CONFLICT');
    expect(fieldsOf(taken)?.name).toMatch(/\/brands\/abbey-road-studios/);
    // At most three pages waiting for verification per account.
    await newBrand(owner);
    expect(codeOf(await createBrand(owner.cookie, brandInput()))).toBe('CONFLICT');
  });

  it('checks every field before any SQL', async () => {
    const owner = await registerBrand();
    const missing = await createBrand(owner.cookie, { name: ' ', tagline: '', description: 'x', category: 'distribution', website: 'https://ok.example' });
    expect(codeOf(missing)).toBe('BAD_USER_INPUT');
    expect(Object.keys(fieldsOf(missing)!).sort()).toEqual(['name', 'tagline']);
    const bad = await createBrand(
      owner.cookie,
      brandInput({
        name: 'n'.repeat(121),
        tagline: 't'.repeat(161),
        description: 'd'.repeat(2001),
        category: 'kazoos',
        website: 'javascript:alert(1)',
        headquarters: 'h'.repeat(121),
        offers: Array.from({ length: 9 }, (_, i) => `offer ${i}`),
        genres: ['g'.repeat(51)],
        regions: ['mars'],
      }),
    );
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect(Object.keys(fieldsOf(bad)!).sort()).toEqual([
      'category',
      'description',
      'genres',
      'headquarters',
      'name',
      'offers',
      'regions',
      'tagline',
      'website',
    ]);
    // A huge list costs a length test.
    const huge = await createBrand(owner.cookie, brandInput({ genres: Array.from({ length: 5_000 }, () => 'Pop') }));
    expect(codeOf(huge)).toBe('BAD_USER_INPUT');
    const noRegion = await createBrand(owner.cookie, brandInput({ regions: [] }));
    expect(fieldsOf(noRegion)?.regions).toBe('Pick at least one region');
    expect(
      data<{ viewer: { managedBrands: unknown[] } }>(await t.gql('{ viewer { managedBrands { id } } }', {}, as(owner.cookie))).viewer.managedBrands,
    ).toEqual([]);
  });
});

describe('the brand page as its team edits it', () => {
  const update = (cookie: string | undefined, id: string, input: Record<string, unknown>) =>
    t.gql(
      `mutation ($id: ID!, $input: BrandUpdateInput!) { updateBrand(id: $id, input: $input) { ${BRAND_FIELDS} tagline offers headquarters } }`,
      { id, input },
      as(cookie),
    );

  it('changes for its team, and for no one else', async () => {
    const owner = await registerBrand();
    const brand = await newBrand(owner);
    const changed = data<{ updateBrand: Brand & { tagline: string; offers: string[]; headquarters: string } }>(
      await update(owner.cookie, brand.id, { tagline: 'New line', offers: ['Mastering'], headquarters: 'Leeds, UK', regions: ['uk'] }),
    ).updateBrand;
    expect(changed).toMatchObject({ tagline: 'New line', offers: ['Mastering'], headquarters: 'Leeds, UK', regions: ['uk'] });

    const stranger = await registerBrand();
    expect(codeOf(await update(undefined, brand.id, { tagline: 'Visitor' }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await update(stranger.cookie, brand.id, { tagline: 'Stranger' }))).toBe('FORBIDDEN');
    expect(codeOf(await update(creator.cookie, brand.id, { tagline: 'Creator' }))).toBe('FORBIDDEN');
    // Admins verify brands; they do not write their pages.
    expect(codeOf(await update(admin.cookie, brand.id, { tagline: 'Admin' }))).toBe('FORBIDDEN');
    expect(codeOf(await update(owner.cookie, randomUUID(), { tagline: 'Nobody' }))).toBe('NOT_FOUND');
    expect(codeOf(await update(owner.cookie, 'not-an-id', { tagline: 'Nobody' }))).toBe('NOT_FOUND');
    expect(codeOf(await update(owner.cookie, brand.id, { name: 'Renamed' }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await update(owner.cookie, brand.id, { tagline: '' }))).toBe('BAD_USER_INPUT');
    expect((await brandPage(brand.slug, owner.cookie)) as unknown).toMatchObject({ regions: ['uk'] });
  });

  it('takes a logo upload from its team only', async () => {
    const owner = await registerBrand();
    const brand = await newBrand(owner);
    const png = await sharp({ create: { width: 300, height: 120, channels: 3, background: '#224466' } })
      .png()
      .toBuffer();
    const upload = async (cookie: string | undefined, id = brand.id, bytes: Buffer = png) => {
      const form = new FormData();
      form.append('logo', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'logo.png');
      const response = await fetch(`${t.baseUrl}/api/brands/${id}/logo`, {
        method: 'POST',
        headers: { [CSRF_HEADER]: '1', origin: t.baseUrl, ...as(cookie) },
        body: form,
      });
      return { status: response.status, body: (await response.json()) as { logoUrl?: string; error?: string } };
    };
    const ok = await upload(owner.cookie);
    expect(ok.status).toBe(200);
    expect(ok.body.logoUrl).toMatch(/^\/uploads\/brand-[0-9a-f]{24}\.webp$/);
    expect((await brandPage(brand.slug, owner.cookie))?.logoUrl).toBe(ok.body.logoUrl);
    const served = await fetch(`${t.baseUrl}${ok.body.logoUrl}`);
    expect(served.status).toBe(200);
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(256);

    expect((await upload(undefined)).status).toBe(401);
    expect((await upload((await registerBrand()).cookie)).status).toBe(403);
    expect((await upload(creator.cookie)).status).toBe(403);
    expect((await upload(owner.cookie, randomUUID())).status).toBe(404);
    const notImage = await upload(owner.cookie, brand.id, Buffer.from('<svg onload="alert(1)"/>'));
    expect(notImage.status).toBe(400);
    expect((await brandPage(brand.slug, owner.cookie))?.logoUrl).toBe(ok.body.logoUrl);
  });

  it('keeps only the file of the logo it shows: a new logo, or several at once, delete the ones they replace', async () => {
    const owner = await registerBrand();
    const brand = await newBrand(owner);
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#663399' } })
      .png()
      .toBuffer();
    const upload = async () => {
      const form = new FormData();
      form.append('logo', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'logo.png');
      const response = await fetch(`${t.baseUrl}/api/brands/${brand.id}/logo`, {
        method: 'POST',
        headers: { [CSRF_HEADER]: '1', origin: t.baseUrl, ...as(owner.cookie) },
        body: form,
      });
      expect(response.status).toBe(200);
      return ((await response.json()) as { logoUrl: string }).logoUrl;
    };
    const served = async (url: string) => (await fetch(`${t.baseUrl}${url}`)).status;
    const first = await upload();
    const second = await upload();
    expect([await served(first), await served(second)]).toEqual([404, 200]);

    const raced = await Promise.all(Array.from({ length: 4 }, upload));
    const shown = (await brandPage(brand.slug, owner.cookie))!.logoUrl;
    expect(raced).toContain(shown);
    expect(await Promise.all([second, ...raced].map(served))).toEqual([second, ...raced].map((url) => (url === shown ? 200 : 404)));
  });
});

describe('claims on directory brands', () => {
  const claim = (cookie: string | undefined, slug: string, message?: string) =>
    t.gql(
      'mutation ($slug: String!, $message: String) { claimBrand(slug: $slug, message: $message) { id status brand { slug } claimant { username email } } }',
      { slug, message },
      as(cookie),
    );
  const approve = (id: string, cookie = admin.cookie) => t.gql('mutation ($id: ID!) { approveBrandClaim(id: $id) { id status } }', { id }, as(cookie));
  const reject = (id: string, reason: string, cookie = admin.cookie) =>
    t.gql('mutation ($id: ID!, $r: String!) { rejectBrandClaim(id: $id, reason: $r) { id status reason } }', { id, r: reason }, as(cookie));
  const brandIdOf = async (slug: string) => (await brandPage(slug))!.id;

  it('wait for an admin: the approved claimant owns the brand, the other claims are rejected, one audit entry', async () => {
    const [first, second] = [await registerBrand(), await registerBrand()];
    const mine = data<{ claimBrand: { id: string; status: string; claimant: { email: string } } }>(
      await claim(first.cookie, 'ecad', 'I run partnerships at ECAD'),
    ).claimBrand;
    expect(mine).toMatchObject({ status: 'PENDING', claimant: { email: first.email } });
    expect(codeOf(await claim(first.cookie, 'ecad'))).toBe('CONFLICT');
    const theirs = data<{ claimBrand: { id: string } }>(await claim(second.cookie, 'ecad')).claimBrand;
    expect(codeOf(await claim(creator.cookie, 'ecad'))).toBe('FORBIDDEN');
    expect(codeOf(await claim(first.cookie, 'no-such-brand'))).toBe('NOT_FOUND');

    // In the admins' queue, and nobody else's.
    const pending = data<{ brandClaims: { id: string; message: string; brand: { slug: string }; claimant: { email: string } }[] }>(
      await t.gql('{ brandClaims(status: PENDING) { id message brand { slug } claimant { email } } }', {}, as(admin.cookie)),
    ).brandClaims;
    expect(pending.find((c) => c.id === mine.id)).toMatchObject({
      message: 'I run partnerships at ECAD',
      brand: { slug: 'ecad' },
      claimant: { email: first.email },
    });
    expect(codeOf(await t.gql('{ brandClaims { id } }', {}, as(first.cookie)))).toBe('FORBIDDEN');
    expect(codeOf(await approve(mine.id, first.cookie))).toBe('FORBIDDEN');

    const brandId = await brandIdOf('ecad');
    expect(data<{ approveBrandClaim: { status: string } }>(await approve(mine.id)).approveBrandClaim.status).toBe('APPROVED');
    const owned = data<{ viewer: { managedBrands: Brand[]; brandClaims: { status: string }[] } }>(
      await t.gql(`{ viewer { managedBrands { ${BRAND_FIELDS} } brandClaims { status } } }`, {}, as(first.cookie)),
    ).viewer;
    expect(owned.managedBrands.map((b) => [b.slug, b.viewerRole])).toEqual([['ecad', 'OWNER']]);
    expect(owned.brandClaims).toEqual([{ status: 'APPROVED' }]);
    const lost = data<{ viewer: { brandClaims: { id: string; status: string; reason: string }[]; managedBrands: unknown[] } }>(
      await t.gql('{ viewer { brandClaims { id status reason } managedBrands { id } } }', {}, as(second.cookie)),
    ).viewer;
    expect(lost).toEqual({ brandClaims: [{ id: theirs.id, status: 'REJECTED', reason: 'Another claim for this brand was approved' }], managedBrands: [] });

    const entries = await auditOf(t.orm, 'brand', brandId);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'brand.approve_claim',
      after: { claimId: mine.id, status: 'approved', owner: first.username, rejectedClaims: [theirs.id] },
    });

    // Decided once; and a brand with a team takes no more claims.
    expect(codeOf(await approve(mine.id))).toBe('CONFLICT');
    expect(codeOf(await reject(theirs.id, 'Again'))).toBe('CONFLICT');
    expect(codeOf(await claim((await registerBrand()).cookie, 'ecad'))).toBe('CONFLICT');
    expect(await auditOf(t.orm, 'brand', brandId)).toHaveLength(1);
  });

  it("put a claimed, listed brand without the badge in the admins' verification queue, as its team is told", async () => {
    type Listed = { adminBrands: { edges: { node: { id: string; slug: string; listed: boolean; owners: { email: string }[] } }[] } };
    const unverified = data<Listed>(
      await t.gql('{ adminBrands(status: UNVERIFIED, first: 50) { edges { node { id slug listed owners { email } } } } }', {}, as(admin.cookie)),
    ).adminBrands.edges.map((e) => e.node);
    // A catalogue brand nobody runs: listed, no badge, no team (the other tests here claim ecad and sound-royalties).
    const brand = unverified.find((b) => b.listed && b.owners.length === 0 && !['ecad', 'sound-royalties'].includes(b.slug));
    if (!brand) throw new Error('the seed has no listed, unverified brand without a team');
    const queued = async () =>
      data<Listed>(
        await t.gql('{ adminBrands(status: AWAITING_VERIFICATION, first: 100) { edges { node { id slug listed owners { email } } } } }', {}, as(admin.cookie)),
      )
        .adminBrands.edges.map((e) => e.node)
        .filter((b) => b.id === brand.id);
    // Waiting on no one, so not in the queue.
    expect(await queued()).toEqual([]);

    const owner = await registerBrand();
    const mine = data<{ claimBrand: { id: string } }>(await claim(owner.cookie, brand.slug)).claimBrand;
    data(await approve(mine.id));
    // Its team reads that an admin will check the page: so it waits in the queue, listed.
    expect(await queued()).toEqual([{ id: brand.id, slug: brand.slug, listed: true, owners: [{ email: owner.email }] }]);

    data(await t.gql('mutation ($id: ID!) { verifyBrand(id: $id) { id } }', { id: brand.id }, as(admin.cookie)));
    expect(await queued()).toEqual([]);
  });

  it('let one of two admins approving competing claims at once win; the other is told why, never a 500', async () => {
    const other = await createUser(t.orm, { role: UserRole.ADMIN });
    const admins = [admin.cookie, await createSessionCookie(t.orm, other.id)];
    // A deadlock shows only now and then: several rounds, each on a directory brand of its own.
    for (let round = 0; round < 4; round += 1) {
      const owner = await registerBrand();
      const brand = await newBrand(owner);
      data(await verify(brand.id));
      await t.orm.em.fork().execute('delete from brand_members where brand_id = ?', [brand.id]);
      const claimants = [await registerBrand(), await registerBrand()];
      const ids: string[] = [];
      for (const claimant of claimants) ids.push(data<{ claimBrand: { id: string } }>(await claim(claimant.cookie, brand.slug)).claimBrand.id);

      const results = await Promise.all(ids.map((id, i) => approve(id, admins[i])));
      expect(results.map((r) => r.status)).toEqual([200, 200]);
      const codes = results.map(codeOf);
      expect(
        codes.filter((code) => code === undefined),
        JSON.stringify(results.map((r) => r.body.errors)),
      ).toHaveLength(1);
      expect(codes.find((code) => code !== undefined)).toBe('CONFLICT');
      const winner = codes.indexOf(undefined);
      const [team] = await t.orm.em
        .fork()
        .execute<{ owners: string[] }[]>("select array_agg(user_id::text) as owners from brand_members where brand_id = ? and role = 'owner'", [brand.id]);
      expect(team!.owners).toEqual([claimants[winner]!.id]);
      expect((await auditOf(t.orm, 'brand', brand.id)).filter((entry) => entry.action === 'brand.approve_claim')).toHaveLength(1);
    }
  });

  it('can be rejected with a reason the claimant reads, one audit entry', async () => {
    const claimant = await registerBrand();
    const mine = data<{ claimBrand: { id: string } }>(await claim(claimant.cookie, 'sound-royalties')).claimBrand;
    expect(codeOf(await reject(mine.id, '   '))).toBe('BAD_USER_INPUT');
    expect(codeOf(await reject(mine.id, 'r'.repeat(501)))).toBe('BAD_USER_INPUT');
    expect(codeOf(await reject(mine.id, 'No', creator.cookie))).toBe('FORBIDDEN');
    const rejected = data<{ rejectBrandClaim: { status: string; reason: string } }>(
      await reject(mine.id, "We could not reach you at the brand's domain"),
    ).rejectBrandClaim;
    expect(rejected).toEqual({ id: mine.id, status: 'REJECTED', reason: "We could not reach you at the brand's domain" });
    const entries = await auditOf(t.orm, 'brand', await brandIdOf('sound-royalties'));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'brand.reject_claim', after: { claimId: mine.id, claimant: claimant.username } });
    // Rejected, the account may claim again.
    expect(data<{ claimBrand: { status: string } }>(await claim(claimant.cookie, 'sound-royalties')).claimBrand.status).toBe('PENDING');
  });

  it('refuses hostile input before any SQL', async () => {
    const claimant = await registerBrand();
    expect(codeOf(await claim(claimant.cookie, 's'.repeat(81)))).toBe('BAD_USER_INPUT');
    expect(codeOf(await claim(claimant.cookie, 'ecad', 'm'.repeat(501)))).toBe('BAD_USER_INPUT');
    expect(codeOf(await approve('not-a-uuid'))).toBe('BAD_USER_INPUT');
    expect(codeOf(await approve(randomUUID()))).toBe('NOT_FOUND');
    expect(codeOf(await verify('not-a-uuid'))).toBe('BAD_USER_INPUT');
    expect(codeOf(await verify(randomUUID()))).toBe('NOT_FOUND');
  });
});

describe('the team', () => {
  const members = (cookie: string | undefined, brandId: string) =>
    t.gql('query ($id: ID!) { brandMembers(brandId: $id) { userId username name role email } }', { id: brandId }, as(cookie));
  const remove = (cookie: string | undefined, brandId: string, userId: string) =>
    t.gql('mutation ($b: ID!, $u: ID!) { removeBrandMember(brandId: $b, userId: $u) }', { b: brandId, u: userId }, as(cookie));

  it('is read by its members, e-mails by its owners only; the last owner stays', async () => {
    const owner = await registerBrand();
    const brand = await newBrand(owner);
    const team = data<{ brandMembers: { userId: string; role: string; email: string | null; name: string }[] }>(
      await members(owner.cookie, brand.id),
    ).brandMembers;
    expect(team).toEqual([{ userId: owner.id, username: owner.username, name: 'Bea Brand', role: 'OWNER', email: owner.email }]);
    expect(codeOf(await members((await registerBrand()).cookie, brand.id))).toBe('FORBIDDEN');
    expect(codeOf(await members(creator.cookie, brand.id))).toBe('FORBIDDEN');
    expect(codeOf(await members(undefined, brand.id))).toBe('UNAUTHENTICATED');

    const last = await remove(owner.cookie, brand.id, owner.id);
    expect(codeOf(last)).toBe('CONFLICT');
    expect(last.body.errors?.[0]?.message).toBe('A brand needs at least one owner: make someone else an owner first');
    expect(
      codeOf(
        await t.gql(
          'mutation ($b: ID!, $u: ID!) { setBrandMemberRole(brandId: $b, userId: $u, role: MEMBER) { role } }',
          { b: brand.id, u: owner.id },
          as(owner.cookie),
        ),
      ),
    ).toBe('CONFLICT');
    expect(codeOf(await remove(creator.cookie, brand.id, owner.id))).toBe('FORBIDDEN');
  });
});

describe('the directory', () => {
  it('sorts names as people do: case and accents aside ("Abbey Road" before "AWAL")', async () => {
    const all = await directory('');
    const names = all.edges.map((e) => e.node.name);
    expect(names.indexOf('Abbey Road Studios')).toBeGreaterThanOrEqual(0);
    expect(names.indexOf('Abbey Road Studios')).toBeLessThan(names.indexOf('AWAL'));

    const owner = await registerBrand();
    const id = tag();
    for (const name of [`ecstatic ${id}`, `Eclipse ${id}`, `Éclair ${id}`, `Zed ${id}`, `áb ${id}`]) {
      data(await verify((await newBrand(owner, { name, description: `Test brand ${id}` })).id));
    }
    expect((await directory(id)).edges.map((e) => e.node.name)).toEqual([`áb ${id}`, `Éclair ${id}`, `Eclipse ${id}`, `ecstatic ${id}`, `Zed ${id}`]);
  });

  it('searches the category and the description too', async () => {
    const owner = await registerBrand();
    const word = `zeuhl${tag()}`;
    const brand = await newBrand(owner, { description: `Pressing plant for ${word} records`, category: 'live-touring' });
    data(await verify(brand.id));
    expect((await directory(word)).edges.map((e) => e.node.slug)).toEqual([brand.slug]);
    expect((await directory(word.toUpperCase())).edges.map((e) => e.node.slug)).toEqual([brand.slug]);
    // Every brand of a category is found by its category's key.
    const byCategory = data<{ brands: { totalCount: number } }>(await t.gql('{ brands(category: "live-touring", first: 1) { totalCount } }')).brands.totalCount;
    const found = await directory('live-touring');
    expect(found.edges.filter((e) => e.node.category === 'live-touring')).toHaveLength(byCategory);
    expect(found.edges.map((e) => e.node.slug)).toContain(brand.slug);
  });
});

describe('invitations to the team', () => {
  const INVITE_SUBJECT = /^You're invited to a brand team on SoundBoard$/;
  /** A brand page an admin verified: only those invite. */
  const verifiedBrand = async (owner: BrandAccount, more: Record<string, unknown> = {}) => {
    const brand = await newBrand(owner, more);
    data(await verify(brand.id));
    return brand;
  };
  const invite = (cookie: string | undefined, brandId: string, email: string) =>
    t.gql('mutation ($b: ID!, $e: String!) { inviteBrandMember(brandId: $b, email: $e) { id email expiresAt } }', { b: brandId, e: email }, as(cookie));
  const accept = (cookie: string | undefined, token: string) =>
    t.gql(`mutation ($t: String!) { acceptBrandInvite(token: $t) { ${BRAND_FIELDS} } }`, { t: token }, as(cookie));
  const update = (cookie: string, id: string, tagline: string) =>
    t.gql('mutation ($id: ID!, $input: BrandUpdateInput!) { updateBrand(id: $id, input: $input) { tagline } }', { id, input: { tagline } }, as(cookie));
  /** The token of the invitation link mailed to `email`, which must lead to /brand/join on the public origin. */
  async function mailedToken(email: string): Promise<{ token: string; text: string }> {
    const mail = await catcher.waitFor(email, { subject: INVITE_SUBJECT, timeoutMs: 20_000 });
    const link = new URL(mail.links.find((l) => l.includes('/brand/join'))!);
    expect(`${link.origin}${link.pathname}`).toBe('https://soundboard.test/brand/join');
    return { token: link.searchParams.get('token')!, text: mail.text };
  }

  it('mails a single-use link: the invitee signs up as a brand, joins as a member and edits the page; outsiders cannot', async () => {
    const owner = await registerBrand();
    const brand = await verifiedBrand(owner, { name: `Invite Label ${tag()}` });
    const email = `invitee-${tag()}@example.test`;
    const sent = data<{ inviteBrandMember: { email: string; expiresAt: string } }>(
      await invite(owner.cookie, brand.id, ` ${email.toUpperCase()} `),
    ).inviteBrandMember;
    expect(sent.email).toBe(email);
    const days = (Date.parse(sent.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    const { token, text } = await mailedToken(email);
    expect(text).toContain(brand.name);
    // Only the token's hash is stored.
    const [stored] = await t.orm.em.fork().execute<{ token_hash: string }[]>('select token_hash from brand_invites where email = ?', [email]);
    expect(stored!.token_hash).not.toContain(token);
    expect(stored!.token_hash).toMatch(/^[0-9a-f]{64}$/);

    // The owner sees it pending; the team's members and outsiders do not.
    const pending = data<{ brandInvites: { email: string }[] }>(
      await t.gql('query ($b: ID!) { brandInvites(brandId: $b) { email } }', { b: brand.id }, as(owner.cookie)),
    ).brandInvites;
    expect(pending).toEqual([{ email }]);

    // Signed out, the link asks to sign in first; a creator account cannot join.
    expect(codeOf(await accept(undefined, token))).toBe('UNAUTHENTICATED');
    expect(codeOf(await accept(creator.cookie, token))).toBe('FORBIDDEN');
    // Another brand account than the one invited cannot use it.
    const wrong = await accept((await registerBrand()).cookie, token);
    expect(codeOf(wrong)).toBe('FORBIDDEN');
    expect(wrong.body.errors?.[0]?.message).toMatch(/another e-mail address/);

    const invitee = await registerBrand(email);
    const joined = data<{ acceptBrandInvite: Brand }>(await accept(invitee.cookie, token)).acceptBrandInvite;
    expect(joined).toMatchObject({ id: brand.id, viewerRole: 'MEMBER' });
    const used = await accept(invitee.cookie, token);
    expect(codeOf(used)).toBe('CONFLICT');
    expect(used.body.errors?.[0]?.message).toBe('This invitation has already been used');
    expect(
      data<{ brandInvites: unknown[] }>(await t.gql('query ($b: ID!) { brandInvites(brandId: $b) { email } }', { b: brand.id }, as(owner.cookie))).brandInvites,
    ).toEqual([]);

    // The member edits the page; a stranger brand account and a creator cannot.
    expect(data<{ updateBrand: { tagline: string } }>(await update(invitee.cookie, brand.id, 'Edited by the team')).updateBrand.tagline).toBe(
      'Edited by the team',
    );
    expect(codeOf(await update((await registerBrand()).cookie, brand.id, 'Stranger'))).toBe('FORBIDDEN');
    expect(codeOf(await update(creator.cookie, brand.id, 'Creator'))).toBe('FORBIDDEN');

    // A member neither invites nor reads e-mails nor removes others; the team reads names.
    expect(codeOf(await invite(invitee.cookie, brand.id, `more-${tag()}@example.test`))).toBe('FORBIDDEN');
    const asMember = data<{ brandMembers: { username: string; role: string; email: string | null }[] }>(
      await t.gql('query ($b: ID!) { brandMembers(brandId: $b) { username role email } }', { b: brand.id }, as(invitee.cookie)),
    ).brandMembers;
    expect(asMember).toEqual([
      { username: owner.username, role: 'OWNER', email: null },
      { username: invitee.username, role: 'MEMBER', email: null },
    ]);
    expect(
      codeOf(await t.gql('mutation ($b: ID!, $u: ID!) { removeBrandMember(brandId: $b, userId: $u) }', { b: brand.id, u: owner.id }, as(invitee.cookie))),
    ).toBe('FORBIDDEN');
    // Inviting someone already on the team is refused.
    expect(codeOf(await invite(owner.cookie, brand.id, email))).toBe('CONFLICT');

    // The owner hands over, then may leave; the last owner may not.
    data(
      await t.gql(
        'mutation ($b: ID!, $u: ID!) { setBrandMemberRole(brandId: $b, userId: $u, role: OWNER) { role } }',
        { b: brand.id, u: invitee.id },
        as(owner.cookie),
      ),
    );
    expect(
      data<{ removeBrandMember: boolean }>(
        await t.gql('mutation ($b: ID!, $u: ID!) { removeBrandMember(brandId: $b, userId: $u) }', { b: brand.id, u: owner.id }, as(owner.cookie)),
      ).removeBrandMember,
    ).toBe(true);
    expect(
      codeOf(await t.gql('mutation ($b: ID!, $u: ID!) { removeBrandMember(brandId: $b, userId: $u) }', { b: brand.id, u: invitee.id }, as(invitee.cookie))),
    ).toBe('CONFLICT');
    expect(codeOf(await update(owner.cookie, brand.id, 'Gone'))).toBe('FORBIDDEN');
  });

  it('mailed for a brand whose name was stored with a line break (under an older rule): the mail goes out, never a 500', async () => {
    const owner = await registerBrand();
    const brand = await verifiedBrand(owner);
    // Stored before names were held to one line: written straight into the table.
    const name = `Broken\r\nBcc: victim@example.test ${tag()}`;
    await t.orm.em.fork().execute('update brands set name = ? where id = ?', [name, brand.id]);
    const email = `line-break-${tag()}@example.test`;
    const sent = await invite(owner.cookie, brand.id, email);
    expect(sent.status).toBe(200);
    data(sent);
    const mail = await catcher.waitFor(email, { subject: INVITE_SUBJECT, timeoutMs: 20_000 });
    // The name stays on its one line of the body: it cannot start a line of its own.
    expect(mail.text.split(/\r?\n/)).toContain(`Brand: ${name.replace('\r\n', ' ')}`);
    expect(mail.text.split(/\r?\n/).some((line) => line.startsWith('Bcc:'))).toBe(false);
    expect(mail.links.some((l) => l.includes('/brand/join'))).toBe(true);
  });

  it('refuses wrong, expired and replaced links clearly', async () => {
    const owner = await registerBrand();
    const brand = await verifiedBrand(owner);
    const email = `late-${tag()}@example.test`;
    const invitee = await registerBrand(email);

    const unknown = await accept(invitee.cookie, 'x'.repeat(43));
    expect(codeOf(unknown)).toBe('NOT_FOUND');
    expect(unknown.body.errors?.[0]?.message).toBe("This invitation link is not valid: ask the brand's owner for a new one");
    expect(codeOf(await accept(invitee.cookie, 'x'.repeat(101)))).toBe('BAD_USER_INPUT');

    // Links as a mail carries them, written directly (the mail itself is checked above): only their hashes are stored.
    const pendingLink = async (expiresIn: string) => {
      const token = `test-${randomUUID()}`;
      await t.orm.em
        .fork()
        .execute(
          `insert into brand_invites (id, brand_id, email, token_hash, expires_at) values (?, ?, ?, encode(sha256(convert_to(?, 'UTF8')), 'hex'), now() + ?::interval)`,
          [randomUUID(), brand.id, email, token, expiresIn],
        );
      return token;
    };
    // Seven days later (the clock moved by the row): expired.
    const expired = await accept(invitee.cookie, await pendingLink('-1 second'));
    expect(codeOf(expired)).toBe('CONFLICT');
    expect(expired.body.errors?.[0]?.message).toBe("This invitation has expired: ask the brand's owner for a new one");

    // A new invitation replaces the pending one: the older link stops working.
    const older = await pendingLink('7 days');
    data(await invite(owner.cookie, brand.id, email));
    expect(codeOf(await accept(invitee.cookie, older))).toBe('CONFLICT');
    const [pending] = await t.orm.em
      .fork()
      .execute<{ n: number }[]>('select count(*)::int as n from brand_invites where email = ? and accepted_at is null and expires_at > now()', [email]);
    expect(pending!.n).toBe(1);
    const newest = await pendingLink('7 days');
    expect(data<{ acceptBrandInvite: Brand }>(await accept(invitee.cookie, newest)).acceptBrandInvite.viewerRole).toBe('MEMBER');
  });

  it('checks its input, and only owners invite', async () => {
    const owner = await registerBrand();
    const brand = await verifiedBrand(owner);
    expect(codeOf(await invite(owner.cookie, brand.id, 'not an address'))).toBe('BAD_USER_INPUT');
    expect(codeOf(await invite(owner.cookie, brand.id, `${'a'.repeat(250)}@example.test`))).toBe('BAD_USER_INPUT');
    expect(codeOf(await invite(owner.cookie, brand.id, 'a@b.c, victim@example.test'))).toBe('BAD_USER_INPUT');
    expect(codeOf(await invite(undefined, brand.id, 'x@example.test'))).toBe('UNAUTHENTICATED');
    expect(codeOf(await invite(creator.cookie, brand.id, 'x@example.test'))).toBe('FORBIDDEN');
    expect(codeOf(await invite(admin.cookie, brand.id, 'x@example.test'))).toBe('FORBIDDEN');
    expect(codeOf(await invite(owner.cookie, randomUUID(), 'x@example.test'))).toBe('NOT_FOUND');
  });
  it('are refused to an unverified brand, with the reason, and mail nothing', async () => {
    const owner = await registerBrand();
    const brand = await newBrand(owner, { name: `URGENT Payment Notice ${tag()}` });
    const email = `unverified-${tag()}@example.test`;
    const refused = await invite(owner.cookie, brand.id, email);
    expect(codeOf(refused)).toBe('FORBIDDEN');
    expect(refused.body.errors?.[0]?.message).toBe('Only verified brands can invite team members.');
    const [stored] = await t.orm.em.fork().execute<{ n: number }[]>('select count(*)::int as n from brand_invites where email = ?', [email]);
    expect(stored!.n).toBe(0);
    // Outsiders still learn nothing more than before: not on the team is FORBIDDEN for its own reason.
    expect(codeOf(await invite(creator.cookie, brand.id, email))).toBe('FORBIDDEN');
    // Once verified, the same owner invites.
    data(await verify(brand.id));
    expect(data<{ inviteBrandMember: { email: string } }>(await invite(owner.cookie, brand.id, email)).inviteBrandMember.email).toBe(email);
  });

  it('mail a fixed subject with no text of the inviter; the brand is named on its own line', async () => {
    const owner = await registerBrand();
    await t.orm.em.fork().execute("update users set first_name = 'URGENT', last_name = 'Payment Notice' where id = ?", [owner.id]);
    const name = `Pay Notice Label ${tag()}`;
    const brand = await verifiedBrand(owner, { name });
    const email = `fixed-${tag()}@example.test`;
    data(await invite(owner.cookie, brand.id, email));
    const mail = await catcher.waitFor(email, { timeoutMs: 20_000 });
    expect(mail.subject).toBe("You're invited to a brand team on SoundBoard");
    expect(mail.text).not.toContain('URGENT');
    expect(mail.text).not.toContain('Payment Notice');
    const lines = mail.text.split(/\r?\n/);
    expect(lines[0]).not.toContain(name);
    expect(lines).toContain(`Brand: ${name}`);
  });
});

describe('web addresses in names', () => {
  it('are refused in brand names, with the reason at the field; word-like names pass', async () => {
    const owner = await registerBrand();
    for (const name of ['URGENT Payment Notice https://pay.example/now', 'Visit www.scam-label', 'paypal.com support']) {
      const refused = await createBrand(owner.cookie, brandInput({ name }));
      expect(codeOf(refused)).toBe('BAD_USER_INPUT');
      expect(fieldsOf(refused)?.name).toBe('Brand names cannot contain web addresses.');
    }
    const fine = await newBrand(owner, { name: `Sound.works ${tag()}` });
    expect(fine.name).toMatch(/^Sound\.works /);
  });

  it('are refused in the names an account signs up with and in artist names', async () => {
    const response = await fetch(`${t.baseUrl}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: `named-${tag()}@example.test`,
        password: PASSWORD,
        userType: 'brand',
        firstName: 'URGENT https://pay.example',
        lastName: 'pay.example.com',
      }),
    });
    expect(response.status).toBe(400);
    const { fields } = (await response.json()) as { fields: Record<string, string> };
    expect(fields).toMatchObject({ firstName: 'Names cannot contain web addresses.', lastName: 'Names cannot contain web addresses.' });
    const profile = await t.gql(
      'mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { artistName } }',
      { input: { artistName: 'DJ www.free-beats' } },
      as(creator.cookie),
    );
    expect(codeOf(profile)).toBe('BAD_USER_INPUT');
    expect(fieldsOf(profile)?.artistName).toBe('Artist names cannot contain web addresses.');
  });
});
